import { setupI18n, type Messages } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import { addMessages } from '../../../src/i18n/add-messages';

/** A Lingui instance of its own, with `first` as the source language's messages and `shown` active. */
function instance(first: Messages, shown = 'as-specified') {
  const i18n = setupI18n();
  i18n.load('as-specified', first);
  i18n.load('en', { later: ['Later in English'] });
  i18n.activate(shown);
  const changed = vi.fn();
  i18n.on('change', changed);
  return { i18n, changed };
}

describe('adding the rest of a language’s messages', () => {
  it('merges them quietly into what the language shown holds: the new ones read, no change event', () => {
    const first: Messages = { first: ['First'] };
    const { i18n, changed } = instance(first);
    addMessages(i18n, 'as-specified', first, { later: ['Later'] });
    expect(i18n._('later')).toBe('Later');
    expect(i18n._('first')).toBe('First');
    expect(changed).not.toHaveBeenCalled();
  });

  it('loads them the documented way, change event and all, while another language is shown', () => {
    const first: Messages = { first: ['First'] };
    const { i18n, changed } = instance(first, 'en');
    addMessages(i18n, 'as-specified', first, { later: ['Later'] });
    expect(changed).toHaveBeenCalledTimes(1);
    expect(i18n._('later')).toBe('Later in English');
    i18n.activate('as-specified');
    expect(i18n._('later')).toBe('Later');
  });

  it('loads them the documented way where the instance does not hold the object given', () => {
    const { i18n, changed } = instance({ first: ['First'] });
    addMessages(i18n, 'as-specified', { first: ['First'] }, { later: ['Later'] });
    expect(changed).toHaveBeenCalledTimes(1);
    expect(i18n._('later')).toBe('Later');
  });
});
