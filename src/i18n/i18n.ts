import { i18n, type Messages } from '@lingui/core';
import { addMessages } from './add-messages';
import { LANGUAGE_KEY, loadLanguageSetting, saveLanguageSetting } from '../storage/language-store';
import { onOtherTabChange } from '../storage/local-sync';
import { intlLocaleOf, isLanguage, loadCatalogue, SOURCE_LANGUAGE } from './languages';
import { messages as firstMessages } from './locales/as-specified.po?first-route';

/**
 * The language setting and the one Lingui instance the site's messages go through. The source language is loaded
 * and active from the start, so a page in it renders at once; another language is fetched, then made active.
 * Switching only re-renders what reads messages (the I18nProvider's children): no screen remounts, no state is lost.
 *
 * Of the source language, the first bundle holds only what a first visit can show before another screen's code
 * loads (scripts/first-route-messages.ts): the shell, the Characters screen and the shared pieces. The rest comes
 * with every other screen where it is the language shown (`loadShownMessages`, which the router calls beside each such
 * screen's code).
 */

/** The source language's messages as Lingui holds them: the first bundle's at first, all of them once fetched. */
const sourceMessages: Messages = { ...firstMessages };
i18n.load(SOURCE_LANGUAGE, sourceMessages);

let allSource: Promise<Messages> | undefined;

/**
 * Every message of the source language, fetched once (a chunk of its own) and added to those already loaded. Added
 * quietly where the source language is shown, without Lingui's change event: whatever the page shows before they
 * arrive is among the first ones, so no text on screen changes, and the event would re-render every component that
 * reads a message, for nothing.
 */
export function loadAllSourceMessages(): Promise<Messages> {
  allSource ??= import('./locales/as-specified.po').then(({ messages }) => {
    addMessages(i18n, SOURCE_LANGUAGE, sourceMessages, messages);
    return messages;
  });
  allSource.catch(() => (allSource = undefined));
  return allSource;
}

/**
 * The messages a screen or dialog about to open needs in the language shown: in the source language, all of them
 * (`loadAllSourceMessages`); another language, and the pseudo-locale, has all of its own loaded already.
 */
export function loadShownMessages(): Promise<void> {
  if (i18n.locale !== SOURCE_LANGUAGE) return Promise.resolve();
  return loadAllSourceMessages().then(() => undefined);
}

/** The other languages whose catalogues are loaded. */
const loaded = new Set<string>();
i18n.activate(SOURCE_LANGUAGE, [intlLocaleOf(SOURCE_LANGUAGE)]);

/** What index.html says: the source language's mixed texts keep it. */
const pageLang = typeof document === 'undefined' ? null : document.documentElement.getAttribute('lang');

/** Every switch asked for counts; a slow fetch that a later choice overtook is not applied. */
let latestRequest = 0;

function activate(language: string): void {
  i18n.activate(language, [intlLocaleOf(language)]);
  const lang = language === SOURCE_LANGUAGE ? pageLang : language;
  if (lang === null) document.documentElement.removeAttribute('lang');
  else document.documentElement.lang = lang;
}

/** The saved language, or the source language when nothing valid is saved. */
export function savedLanguage(): string {
  const saved = loadLanguageSetting();
  return isLanguage(saved) ? saved : SOURCE_LANGUAGE;
}

/**
 * How a switch went: 'unavailable' when the catalogue could not be fetched (offline before it was ever cached), and
 * 'overtaken' when a later switch was asked for before it arrived; either way this one changed nothing.
 */
export type SwitchOutcome = 'switched' | 'unavailable' | 'overtaken';

/**
 * Makes `language` the page's (its messages, `Intl` locale and `<html lang>`), fetching its catalogue first when
 * needed, and saves it unless `save` is false (the start of the page, which only restores). A value that names no
 * language switches to the source language.
 */
export async function switchLanguage(language: string, { save = true } = {}): Promise<SwitchOutcome> {
  const target = isLanguage(language) ? language : SOURCE_LANGUAGE;
  const request = ++latestRequest;
  try {
    // The source language is loaded from the start, but the screens read only as many of its messages as they need
    // in it (`loadShownMessages`): switching to it from another brings all of them.
    if (target === SOURCE_LANGUAGE) await loadAllSourceMessages();
    else if (!loaded.has(target)) {
      i18n.load(target, await loadCatalogue(target));
      loaded.add(target);
    }
  } catch {
    return request === latestRequest ? 'unavailable' : 'overtaken';
  }
  if (request !== latestRequest) return 'overtaken';
  activate(target);
  if (save) saveLanguageSetting(target);
  return 'switched';
}

/**
 * At the start of the page: the saved language. Null when it is the source language, active already, so the page can
 * render at once; otherwise a promise that settles once the language is in place (or, if its catalogue cannot be
 * fetched, the page stays in the source language), so the first render is in the right language.
 */
export function startLanguage(): Promise<void> | null {
  activate(SOURCE_LANGUAGE);
  if (pseudoLocaleAsked()) return startPseudoLocale();
  const language = savedLanguage();
  if (language === SOURCE_LANGUAGE) return null;
  return switchLanguage(language, { save: false }).then(() => undefined);
}

/**
 * From then on, the language another tab of the site chooses applies here too, as a reload would show it: a value
 * that names no language (removed, damaged) is the source language. Nothing is saved back, and the screens only
 * re-render, so what they hold stays. Called once by the page; returns the function that stops following.
 */
export function followOtherTabs(): () => void {
  // Even to the language shown: it overtakes a switch of this tab's still waiting for its catalogue.
  return onOtherTabChange(LANGUAGE_KEY, () => void switchLanguage(savedLanguage(), { save: false }));
}

/**
 * The pseudo-locale (./pseudo-locale.ts) is for testing layouts, not for players: it is not among the languages, never
 * saved, and comes only with `?pseudo-locale` in the address of the page's first load. Its code is a chunk of its own,
 * fetched only then. It lasts until the page is loaded again without the parameter or a language is chosen.
 */
export const PSEUDO_LOCALE = 'en-XA';

function pseudoLocaleAsked(): boolean {
  return typeof location !== 'undefined' && new URLSearchParams(location.search).has('pseudo-locale');
}

async function startPseudoLocale(): Promise<void> {
  const request = ++latestRequest;
  try {
    const [{ pseudoMessages }, sourceMessages] = await Promise.all([
      import('./pseudo-locale'),
      loadAllSourceMessages(),
    ]);
    i18n.load(PSEUDO_LOCALE, pseudoMessages(sourceMessages));
  } catch {
    return; // Its chunk could not be fetched: the page stays in the source language.
  }
  if (request === latestRequest) activate(PSEUDO_LOCALE);
}

export { i18n };
