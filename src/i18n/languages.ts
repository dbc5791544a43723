import type { Messages } from '@lingui/core';
import { autonymOf } from './language-name';

/**
 * The site's languages: the specification's own texts ("As specified", the messages' source and the default) and
 * one more for each catalogue file in ./locales. The list is read from the files at build time, so a translator adds
 * a language by adding its file, named by the language's BCP 47 tag (`de.po`), and nothing else.
 */

/** The specification's texts, French and English mixed as it gives them. Not a BCP 47 tag: see `intlLocaleOf`. */
export const SOURCE_LANGUAGE = 'as-specified';

interface Catalogue {
  readonly messages: Messages;
}

// Each in a chunk of its own, fetched when chosen; the source catalogue is in the first bundle (./i18n.ts).
const LOADERS = new Map(
  Object.entries(import.meta.glob<Catalogue>(['./locales/*.po', '!./locales/as-specified.po'])).map(
    ([path, load]) => [path.slice(path.lastIndexOf('/') + 1, -'.po'.length), load] as const,
  ),
);

export const LANGUAGES: readonly string[] = [SOURCE_LANGUAGE, ...[...LOADERS.keys()].sort()];

export function isLanguage(value: unknown): value is string {
  return typeof value === 'string' && LANGUAGES.includes(value);
}

/** The messages of a language other than the source, fetched from its own chunk. */
export async function loadCatalogue(language: string): Promise<Messages> {
  const load = LOADERS.get(language);
  if (!load) throw new Error(`No catalogue for the language ${language}`);
  return (await load()).messages;
}

/** The locale `Intl` formats in: the source formats numbers and dates as the site always has, the American way. */
export function intlLocaleOf(language: string): string {
  return language === SOURCE_LANGUAGE ? 'en-US' : language;
}

/**
 * The language's name in that language, as a player who reads only it looks for it ("Français"). Every catalogue's
 * name was worked out by the build; one it did not see (a file added while the dev server runs) is worked out here.
 */
export function nameOf(language: string): string {
  if (language === SOURCE_LANGUAGE) return 'As specified';
  return Object.hasOwn(__LANGUAGE_NAMES__, language) ? __LANGUAGE_NAMES__[language]! : autonymOf(language);
}
