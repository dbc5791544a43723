import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { startLanguage } from '../../../src/i18n/i18n';
import { renderApp } from '../render-app';
import { backToSourceLanguage } from '../language';

/** The navigation's links as a visitor reads them, in order. */
function navLinks(): string[] {
  const nav = screen.getByRole('navigation', { name: /^(Main|Principale)$/ });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

const SPECIFIED_LINKS = ['Characters', 'Summon', 'My pulls', 'TierMaker', 'TeamMaker', 'Countdown', 'How Much To'];
const FRENCH_LINKS = [
  'Personnages',
  'Invocation',
  'Mes tirages',
  'Tier list',
  'Équipes',
  'Compte à rebours',
  'Combien de tirages',
];

/** What the page does at start: the saved language in place, fetched first when it is not the source. */
async function reload(path = '/characters') {
  await act(async () => {
    await startLanguage();
  });
  return renderApp(path);
}

function languageSelect(): HTMLSelectElement {
  return screen.getByRole('combobox', { name: /^(Language|Langue)$/ });
}

async function choose(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.selectOptions(languageSelect(), name);
}

afterEach(async () => {
  await backToSourceLanguage();
});

describe('the language setting', () => {
  it('starts As specified: the specified navigation, and <html lang> as the page has it', async () => {
    const lang = document.documentElement.getAttribute('lang');
    await reload();
    await screen.findByRole('heading', { name: 'Characters' });
    expect(navLinks()).toEqual(SPECIFIED_LINKS);
    expect(languageSelect()).toHaveValue('as-specified');
    expect(document.documentElement.getAttribute('lang')).toBe(lang);
    expect(localStorage.getItem('language')).toBeNull();
  });

  it('offers each language in its own words', async () => {
    await reload();
    const options = within(languageSelect()).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['As specified', 'English', 'Français']);
    expect(options.map((option) => option.getAttribute('lang'))).toEqual([null, 'en', 'fr']);
  });

  it('names the languages from the build, so the page creates no Intl.DisplayNames of its own', async () => {
    // A page's first Intl object loads the browser's locale data: a long task on a slow phone.
    const DisplayNames = Intl.DisplayNames;
    let created = 0;
    const counting = class extends DisplayNames {
      constructor(...args: ConstructorParameters<typeof DisplayNames>) {
        super(...args);
        created++;
      }
    };
    Object.defineProperty(Intl, 'DisplayNames', { value: counting, configurable: true, writable: true });
    try {
      await reload();
      expect(within(languageSelect()).getAllByRole('option')).toHaveLength(3);
      expect(created).toBe(0);
    } finally {
      Object.defineProperty(Intl, 'DisplayNames', { value: DisplayNames, configurable: true, writable: true });
    }
  });

  it('switches to French and back, keeping what the screen holds, and saves the choice', async () => {
    const user = userEvent.setup();
    await reload();
    const markOwned = await screen.findByRole('button', { name: 'Mark owned' });
    await user.click(markOwned);
    expect(markOwned).toHaveAttribute('aria-pressed', 'true');

    await choose(user, 'Français');
    await screen.findByRole('link', { name: 'Personnages' });
    expect(navLinks()).toEqual(FRENCH_LINKS);
    expect(document.documentElement).toHaveAttribute('lang', 'fr');
    expect(localStorage.getItem('language')).toBe('fr');
    expect(screen.getByTestId('theme-toggle')).toHaveAccessibleName('Passer au thème clair');
    expect(languageSelect()).toHaveAccessibleName('Langue');
    // The same screen, not a new one: the button pressed before the switch is still pressed.
    expect(screen.getByTestId('screen-gallery')).toContainElement(markOwned);
    expect(markOwned).toHaveAttribute('aria-pressed', 'true');

    await choose(user, 'As specified');
    await screen.findByRole('link', { name: 'Characters' });
    expect(navLinks()).toEqual(SPECIFIED_LINKS);
    expect(localStorage.getItem('language')).toBe('as-specified');
  });

  it('switches to English: <html lang="en"> and the theme toggle in English', async () => {
    const user = userEvent.setup();
    localStorage.setItem('theme', 'light');
    await reload();
    await choose(user, 'English');
    // The control is named "Language" in both, so wait for the switch itself: English's catalogue is fetched first.
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'en'));
    expect(languageSelect()).toHaveValue('en');
    expect(localStorage.getItem('language')).toBe('en');
    expect(navLinks()).toEqual(SPECIFIED_LINKS);
    expect(screen.getByTestId('theme-toggle')).toHaveAccessibleName('Switch to dark theme');
  });

  it('is restored on the next visit, in the first render', async () => {
    const user = userEvent.setup();
    const first = await reload();
    await choose(user, 'Français');
    await screen.findByRole('link', { name: 'Personnages' });
    first.unmount();
    await backToSourceLanguage();

    await reload();
    // No wait: the first render is already in French.
    expect(navLinks()).toEqual(FRENCH_LINKS);
    expect(languageSelect()).toHaveValue('fr');
    expect(document.documentElement).toHaveAttribute('lang', 'fr');
  });

  it.each(['klingon', '', 'FR', '"fr"', '{"language":"fr"}', 'as specified'])(
    'reads a damaged value %j as As specified',
    async (bad) => {
      localStorage.setItem('language', bad);
      await reload();
      expect(navLinks()).toEqual(SPECIFIED_LINKS);
      expect(languageSelect()).toHaveValue('as-specified');
    },
  );

  it('words the 404 page and its title in the chosen language', async () => {
    localStorage.setItem('language', 'fr');
    await reload('/nowhere');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404 - Page introuvable');
    await expect.poll(() => document.title).toBe('Page introuvable · Etheria: Restart companion');
  });

  it('keeps the specified 404 text As specified', async () => {
    await reload('/nowhere');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404 - Page not found');
  });
});
