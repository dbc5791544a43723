import { setupI18n, type Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as source } from '../../../src/i18n/locales/as-specified.po';
import { pseudoMessages, pseudoText } from '../../../src/i18n/pseudo-locale';

function render(messages: Messages, id: string, values?: Record<string, unknown>): string {
  const i18n = setupI18n({ locale: 'en-XA', locales: ['en-US'], messages: { 'en-XA': messages } });
  return i18n._(id, values);
}

describe('the pseudo-locale', () => {
  it('accents letters and makes each word about 40% longer, leaving digits and punctuation', () => {
    expect(pseudoText('Pull x10: Characters')).toBe('Ƥŭŀŀëœ ẋë10: Ƈħȧřȧƈŧḗřşëœçâ');
  });

  it('makes every message of the source catalogue longer and unlike its source', () => {
    const pseudo = pseudoMessages(source);
    expect(Object.keys(pseudo)).toEqual(Object.keys(source));
    // The words are what a translation lengthens: placeholders, digits and punctuation stay as they are, so a message
    // that is mostly those ("{name} removed ({size}/{limit}).") is measured by its words.
    const words = (text: string) => text.replace(/[^\p{L}]/gu, '').length;
    for (const id of Object.keys(source)) {
      const [before, after] = [render(source, id), render(pseudo, id)];
      expect(words(after), id).toBeGreaterThanOrEqual(Math.round(words(before) * 1.3));
      expect(after).not.toMatch(/[a-z]{2}/);
    }
  });

  it('keeps placeholders, plurals, selects and the count of a plural', () => {
    const id = 'pulls';
    const compiled = [
      ['name'],
      ' has ',
      ['count', 'plural', { offset: undefined, one: ['#', ' pull'], other: ['#', ' pulls'] }],
      ' on ',
      ['banner', 'select', { offset: undefined, ml: ['ML'], other: [['banner']] }],
    ];
    const pseudo = pseudoMessages({ [id]: compiled } as Messages);
    expect(render(pseudo, id, { name: 'Freya', count: 1, banner: 'ml' })).toBe('Freya ħȧşëœ 1 ƥŭŀŀëœ ǿƞë ḾĿë');
    expect(render(pseudo, id, { name: 'Mia', count: 3, banner: 'Perma' })).toBe('Mia ħȧşëœ 3 ƥŭŀŀşëœ ǿƞë Perma');
  });
});
