import { i18n, type Messages } from '@lingui/core';
import { addMessages } from './add-messages';
import { LANGUAGE_KEY, loadLanguageSetting, saveLanguageSetting } from '../storage/language-store';
import { onOtherTabChange } from '../storage/local-sync';
import { cataloguePartsOf, intlLocaleOf, isLanguage, loadCataloguePart, SOURCE_LANGUAGE } from './languages';
import { FIRST_PART } from './message-parts';
import { messages as firstMessages } from './locales/as-specified.po?part=first';

/**
 * The language setting and the one Lingui instance the site's messages go through. The source language is loaded
 * and active from the start, so a page in it renders at once; another language is fetched, then made active.
 * Switching only re-renders what reads messages (the I18nProvider's children): no screen remounts, no state is lost.
 *
 * Every catalogue is fetched in parts (./message-parts.ts), so a page fetches the words of what it shows: the first
 * bundle holds the source language's `first` part (the shell, the Characters screen and the shared pieces); a page
 * restored in another language fetches that language's `first` part before its first render; and every other screen
 * and the Your data dialog fetch their parts in the language shown beside their code (`loadShownMessages`). Choosing
 * a language fetches every part of its catalogue, so whatever the page shows or opens next is worded at once.
 */

/** What of a language's catalogue is loaded: its messages as Lingui holds them, and which parts. */
interface Held {
  readonly messages: Messages;
  readonly parts: Set<string>;
}

const held = new Map<string, Held>();
/** The fetches on their way, by language and part, so none is made twice at once. */
const fetching = new Map<string, Promise<void>>();

/**
 * Adds `messages`, the `parts` of `language`'s catalogue, to what it holds. Quietly where it is the language shown,
 * without Lingui's change event: they are the words of something about to show (a screen, a dialog), so no text on
 * screen changes, and the event would re-render every component that reads a message, for nothing.
 */
function hold(language: string, messages: Messages, parts: readonly string[]): void {
  let entry = held.get(language);
  if (entry) addMessages(i18n, language, entry.messages, messages);
  else {
    entry = { messages: { ...messages }, parts: new Set() };
    held.set(language, entry);
    i18n.load(language, entry.messages);
  }
  for (const part of parts) entry.parts.add(part);
}

hold(SOURCE_LANGUAGE, firstMessages, [FIRST_PART]);

/** The `parts` of `language`'s catalogue it does not hold yet, each fetched once; a failed one may be asked again. */
function loadParts(language: string, parts: readonly string[]): Promise<void> {
  const loads = parts.map((part) => {
    if (held.get(language)?.parts.has(part)) return undefined;
    const key = `${language} ${part}`;
    let on = fetching.get(key);
    if (!on) {
      on = loadCataloguePart(language, part)
        .then((messages) => hold(language, messages, [part]))
        .finally(() => fetching.delete(key));
      fetching.set(key, on);
    }
    return on;
  });
  return Promise.all(loads).then(() => undefined);
}

/**
 * Every part of `language`'s catalogue, added at once when all have come: a language not shown is given its messages
 * the documented way, with Lingui's change event, which re-renders every component that reads a message; once for the
 * whole catalogue, not once a part.
 */
async function loadAll(language: string): Promise<void> {
  const parts = new Set([FIRST_PART, ...(await cataloguePartsOf(language))]);
  const missing = [...parts].filter((part) => held.get(language)?.parts.has(part) !== true);
  const fetched = await Promise.all(missing.map((part) => loadCataloguePart(language, part)));
  hold(language, Object.assign({}, ...fetched) as Messages, missing);
}

/**
 * Every message of the source language (for the pseudo-locale, made from them all), fetched once and added to those
 * already loaded.
 */
export async function loadAllSourceMessages(): Promise<Messages> {
  await loadAll(SOURCE_LANGUAGE);
  return held.get(SOURCE_LANGUAGE)!.messages;
}

/**
 * The language the page shows, or is about to show: a switch to another sets it at once, before its catalogue
 * arrives, so that a screen opening meanwhile fetches its words in the language it will be shown in.
 */
let shown: string = SOURCE_LANGUAGE;

/**
 * The parts of the catalogues (./message-parts.ts) a screen or dialog about to open needs, in the language shown.
 * Where that language's cannot be fetched (a switch to it that will fail too), those of the language on screen.
 */
export async function loadShownMessages(parts: readonly string[]): Promise<void> {
  const language = shown;
  try {
    await loadParts(language, parts);
  } catch (error) {
    if (language === i18n.locale || !isLanguage(i18n.locale)) throw error;
    await loadParts(i18n.locale, parts);
  }
}

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
  return changeLanguage(isLanguage(language) ? language : SOURCE_LANGUAGE, loadAll, save);
}

/**
 * Makes `target` the page's once `load` has fetched what it needs of its catalogue, and saves it if `save`. Until then
 * `target` is the language shown, so what opens meanwhile fetches its words in it.
 */
async function changeLanguage(
  target: string,
  load: (language: string) => Promise<void>,
  save: boolean,
): Promise<SwitchOutcome> {
  const request = ++latestRequest;
  shown = target;
  try {
    await load(target);
  } catch {
    if (request !== latestRequest) return 'overtaken';
    shown = i18n.locale;
    return 'unavailable';
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
  // Only its first part: each screen's words come beside its code (`loadShownMessages`), in that language.
  return changeLanguage(language, (target) => loadParts(target, [FIRST_PART]), false).then(() => undefined);
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
    // Made from every part of the source catalogue, it holds every part.
    hold(PSEUDO_LOCALE, pseudoMessages(sourceMessages), [...held.get(SOURCE_LANGUAGE)!.parts]);
  } catch {
    return; // Its chunk could not be fetched: the page stays in the source language.
  }
  if (request !== latestRequest) return;
  shown = PSEUDO_LOCALE;
  activate(PSEUDO_LOCALE);
}

export { i18n };
