import { readLocal, tryWriteLocal } from './local-store';
import { reportStorageFull } from './storage-full';

/**
 * The language the player chose: the id of one of the site's languages (src/i18n/languages.ts), as plain text. This
 * module only keeps the text; src/i18n reads anything that names no language as the default ("As specified").
 */
export const LANGUAGE_KEY = 'language';

/** The saved text, or null when there is none (or storage cannot be read). */
export function loadLanguageSetting(): string | null {
  return readLocal(LANGUAGE_KEY);
}

export function saveLanguageSetting(language: string): void {
  if (tryWriteLocal(LANGUAGE_KEY, language) === 'full') reportStorageFull();
}
