import { beforeEach, describe, expect, it } from 'vitest';
import { applyImport } from '../../../src/lib/data-file';
import { saveLanguageSetting } from '../../../src/storage/language-store';
import { edited, exportOf, forgetEverything, parsed, rejected, storeOver } from './support';

/**
 * The language setting in the data file: carried when chosen, left out when it is the default (so such a file is
 * what earlier versions wrote), and put back by Replace. A file without it, or naming a language this build does
 * not have, leaves the setting as it is.
 */

beforeEach(forgetEverything);

async function exportedText(): Promise<string> {
  const store = await storeOver();
  const { text } = await exportOf(store);
  store.dispose();
  return text;
}

async function importInto(text: string, mode: 'replace' | 'merge'): Promise<void> {
  const store = await storeOver();
  expect(await applyImport(store, parsed(text), mode)).toMatchObject({ ok: true });
  store.dispose();
}

describe('the language in a backup', () => {
  it('round trip: a chosen language is in the file, and Replace puts it back', async () => {
    saveLanguageSetting('fr');
    const text = await exportedText();
    expect(JSON.parse(text)).toMatchObject({ language: 'fr' });

    forgetEverything();
    await importInto(text, 'replace');
    expect(localStorage.getItem('language')).toBe('fr');
  });

  it('leaves the default out of the file, as files were before the setting', async () => {
    expect('language' in JSON.parse(await exportedText())).toBe(false);
    saveLanguageSetting('as-specified');
    expect('language' in JSON.parse(await exportedText())).toBe(false);
    // A damaged saved value is the default too.
    saveLanguageSetting('klingon');
    expect('language' in JSON.parse(await exportedText())).toBe(false);
  });

  it('imports a file without a language, under Replace or Merge, leaving the setting as it is', async () => {
    const text = await exportedText();
    saveLanguageSetting('en');
    await importInto(text, 'replace');
    expect(localStorage.getItem('language')).toBe('en');
    await importInto(text, 'merge');
    expect(localStorage.getItem('language')).toBe('en');
  });

  it("keeps this browser's language on Merge, and ignores a language this build does not have", async () => {
    saveLanguageSetting('fr');
    const french = await exportedText();
    saveLanguageSetting('en');
    await importInto(french, 'merge');
    expect(localStorage.getItem('language')).toBe('en');

    const later = edited(french, (file) => {
      file.language = 'de';
    });
    await importInto(later, 'replace');
    expect(localStorage.getItem('language')).toBe('en');
  });

  it('refuses a file whose language is not a short text, as damaged', async () => {
    const text = await exportedText();
    expect(rejected(edited(text, (file) => (file.language = 5)))).toMatch(/damaged/);
    expect(rejected(edited(text, (file) => (file.language = 'x'.repeat(36))))).toMatch(/damaged/);
  });
});
