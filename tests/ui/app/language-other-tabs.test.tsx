import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportCaughtError, RouteErrorBoundary } from '../../../src/app/route-error';
import { followOtherTabs, i18n, switchLanguage } from '../../../src/i18n/i18n';
import { SOURCE_LANGUAGE } from '../../../src/i18n/languages';
import { renderApp } from '../render-app';
import { backToSourceLanguage } from '../language';

vi.setConfig({ testTimeout: 20_000 });

let stopFollowing: () => void = () => {};

beforeEach(() => {
  // As the page does once at its start.
  stopFollowing = followOtherTabs();
});

afterEach(async () => {
  stopFollowing();
  await backToSourceLanguage();
});

/**
 * Another tab of the site writes the saved language (or removes it, given null); `tell` then has the browser tell this
 * tab, as it does with a storage event.
 */
function writeInOtherTab(value: string | null, { key = 'language', area = localStorage } = {}) {
  const oldValue = area.getItem(key);
  if (value === null) area.removeItem(key);
  else area.setItem(key, value);
  const tell = () =>
    window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: value, storageArea: area }));
  return { tell };
}

function changeInOtherTab(value: string | null, where?: Parameters<typeof writeInOtherTab>[1]) {
  writeInOtherTab(value, where).tell();
}

/** Waits until the page's language is `language`, its catalogue fetched if needed. */
async function shown(language: string) {
  await waitFor(() => expect(i18n.locale).toBe(language));
}

function navLinks(): string[] {
  const nav = screen.getByRole('navigation', { name: /^(Main|Principale)$/ });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

describe('the language chosen in another tab', () => {
  it('applies here, keeps what the screen holds, and saves nothing back', async () => {
    const user = userEvent.setup();
    renderApp('/characters');
    const markOwned = await screen.findByRole('button', { name: 'Mark owned' });
    await user.click(markOwned);
    const { tell } = writeInOtherTab('fr');
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    act(() => void tell());
    await screen.findByRole('link', { name: 'Personnages' });
    expect(navLinks()[0]).toBe('Personnages');
    expect(document.documentElement).toHaveAttribute('lang', 'fr');
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    // The same screen, not a new one: the button pressed before is still pressed.
    expect(screen.getByTestId('screen-gallery')).toContainElement(markOwned);
    expect(markOwned).toHaveAttribute('aria-pressed', 'true');
    expect(setItem.mock.calls.filter(([key]) => key === 'language')).toEqual([]);

    act(() => changeInOtherTab('en'));
    await shown('en');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(localStorage.getItem('language')).toBe('en');
    setItem.mockRestore();
  });

  it('reads a removed or damaged value as As specified, as a reload would', async () => {
    renderApp('/characters');
    await screen.findByRole('heading', { name: 'Characters' });
    act(() => changeInOtherTab('fr'));
    await shown('fr');
    act(() => changeInOtherTab(null));
    await shown(SOURCE_LANGUAGE);
    expect(navLinks()[0]).toBe('Characters');

    act(() => changeInOtherTab('fr'));
    await shown('fr');
    act(() => changeInOtherTab('klingon'));
    await shown(SOURCE_LANGUAGE);

    // The whole storage cleared in another tab (no key named) reads the same way.
    act(() => changeInOtherTab('fr'));
    await shown('fr');
    localStorage.clear();
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage })));
    await shown(SOURCE_LANGUAGE);
  });

  it('ignores other keys, session storage, and everything once no longer followed', async () => {
    // French's catalogue already fetched: a switch to it would take effect at once.
    await act(async () => {
      await switchLanguage('fr', { save: false });
      await switchLanguage(SOURCE_LANGUAGE, { save: false });
    });
    renderApp('/characters');
    await screen.findByRole('heading', { name: 'Characters' });
    const changes = vi.fn();
    const stopListening = i18n.on('change', changes);
    localStorage.setItem('language', 'fr');
    act(() => changeInOtherTab('fr', { key: 'theme' }));
    act(() => changeInOtherTab('fr', { area: sessionStorage }));
    stopFollowing();
    act(() => changeInOtherTab('fr'));
    await act(async () => {});
    stopListening();
    expect(changes).not.toHaveBeenCalled();
    expect(i18n.locale).toBe(SOURCE_LANGUAGE);
    expect(navLinks()[0]).toBe('Characters');
  });

  it('applies to the crash screen the page shows above the router', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('the app failed');
    }
    render(
      <RouteErrorBoundary>
        <Broken />
      </RouteErrorBoundary>,
      { onCaughtError: reportCaughtError },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    act(() => changeInOtherTab('fr'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Un problème est survenu'));
    expect(screen.getByRole('button', { name: 'Recharger' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
