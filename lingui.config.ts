import { readdirSync } from 'node:fs';
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The message catalogues: one `.po` file per language in src/i18n/locales, named by the language's id. The languages
 * are the files found there, so adding a language is adding its file. The source language is the specification's own
 * texts ("As specified"): its catalogue is filled from the code. `LINGUI_CATALOGUES` points extraction at another
 * folder (scripts/i18n-check.ts checks a copy, never the files themselves).
 */
const FOLDER = process.env.LINGUI_CATALOGUES ?? '<rootDir>/src/i18n/locales';
const SOURCE = 'as-specified';
const LOCALES = readdirSync(new URL('./src/i18n/locales', import.meta.url))
  .filter((file) => file.endsWith('.po'))
  .map((file) => file.slice(0, -'.po'.length));

export default defineConfig({
  sourceLocale: SOURCE,
  locales: [SOURCE, ...LOCALES.filter((locale) => locale !== SOURCE).sort()],
  catalogs: [{ path: `${FOLDER}/{locale}`, include: ['<rootDir>/src'] }],
  // File names without line numbers: moving a message within its file leaves the catalogues as they are.
  format: formatter({ lineNumbers: false }),
});
