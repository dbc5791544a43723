import type { Messages } from '@lingui/core';

/**
 * The site's languages: the specification's own texts ("As specified", the messages' source and the default) and
 * one more for each catalogue file in ./locales. The list is read from the files at build time (vite.config.ts
 * `__LANGUAGE_NAMES__`), so a translator adds a language by adding its file, named by the language's BCP 47 tag
 * (`de.po`), and nothing else.
 */

/** The specification's texts, French and English mixed as it gives them. Not a BCP 47 tag: see `intlLocaleOf`. */
export const SOURCE_LANGUAGE = 'as-specified';

export const LANGUAGES: readonly string[] = [SOURCE_LANGUAGE, ...Object.keys(__LANGUAGE_NAMES__).sort()];

export function isLanguage(value: unknown): value is string {
  return typeof value === 'string' && LANGUAGES.includes(value);
}

/**
 * Which parts of each language's catalogue there are (./message-parts.ts), each fetched from a chunk of its own. The
 * table of them is a chunk too, fetched with the first part a page needs: a first visit in the source language to
 * the Characters screen, whose words are in the first bundle, never needs it.
 */
let partsTable: Promise<typeof import('virtual:catalogue-parts')> | undefined;

function partLoaders(language: string) {
  // Asked for once (again only if it could not be fetched).
  partsTable ??= import('virtual:catalogue-parts').catch((error: unknown) => {
    partsTable = undefined;
    throw error;
  });
  return partsTable.then(({ PART_LOADERS }) => {
    const parts = Object.hasOwn(PART_LOADERS, language) ? PART_LOADERS[language] : undefined;
    if (!parts) throw new Error(`No catalogue for the language ${language}`);
    return parts;
  });
}

/** The names of every part of a language's catalogue that is fetched (the source language's first part is not). */
export async function cataloguePartsOf(language: string): Promise<string[]> {
  return Object.keys(await partLoaders(language));
}

/** One part of a language's catalogue, fetched from its own chunk; a part the code has no messages in has none. */
export async function loadCataloguePart(language: string, part: string): Promise<Messages> {
  const parts = await partLoaders(language);
  const load = Object.hasOwn(parts, part) ? parts[part] : undefined;
  return load ? (await load()).messages : {};
}

/** The locale `Intl` formats in: the source formats numbers and dates as the site always has, the American way. */
export function intlLocaleOf(language: string): string {
  return language === SOURCE_LANGUAGE ? 'en-US' : language;
}

/**
 * The language's name in that language, as a player who reads only it looks for it ("Français"), as the build worked
 * it out for every catalogue (./language-name.ts).
 */
export function nameOf(language: string): string {
  if (language === SOURCE_LANGUAGE) return 'As specified';
  return Object.hasOwn(__LANGUAGE_NAMES__, language) ? __LANGUAGE_NAMES__[language]! : language;
}
