import { readdirSync } from 'node:fs';

/**
 * The language tag of every message catalogue in src/i18n/locales (`fr` for fr.po), the source's `as-specified`
 * among them, in file-name order: the same list src/i18n/languages.ts reads in the page.
 */
export function catalogueLanguages(): string[] {
  return readdirSync(new URL('../src/i18n/locales', import.meta.url))
    .filter((file) => file.endsWith('.po'))
    .map((file) => file.slice(0, -'.po'.length))
    .sort();
}
