import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cataloguePartNames,
  cataloguePartsPlugin,
  compilePart,
  partLoadersCode,
  partModule,
  partOfFile,
  partOfModule,
} from '../../scripts/catalogue-parts';
import { SCREEN_MODULES } from '../../src/app/screen-modules';
import { screenParts } from '../../src/i18n/message-parts';

const catalogue = (language: string) => resolve(`src/i18n/locales/${language}.po`);

describe('the parts of the catalogues', () => {
  it('keeps the shell’s, the Characters screen’s and the shared pieces’ messages in the first part, and no other screen’s', async () => {
    const code = await compilePart(catalogue('as-specified'), 'first');
    // The Characters screen and the shell.
    expect(code).toContain('Filtrer par élément :');
    expect(code).toContain('Skip to content');
    expect(code).toContain('Export my data');
    // Screens whose code loads later bring their own words.
    expect(code).not.toContain('Plan my pulls');
    expect(code).not.toContain('Type de contenu');
    // The storage-full alert shows on any screen; the other failures' words come with whatever shows them.
    expect(code).toContain("Your browser's storage is full, so your latest changes were not saved.");
    expect(code).not.toContain('This file is not valid JSON');
    expect(code).not.toContain('Another tab saved pulls at the same moment');
    // The Your data dialog's words come with its code.
    expect(code).not.toContain('What the file holds');
    expect(code).not.toContain('Merge the file into your data?');
  });

  it('gives each screen its own words, and the failures and the Your data dialog theirs', async () => {
    const teams = await compilePart(catalogue('as-specified'), 'team-builder');
    expect(teams).toContain('Type de contenu');
    expect(teams).not.toContain('Plan my pulls');
    expect(teams).not.toContain('Filtrer par élément :');
    const errors = await compilePart(catalogue('as-specified'), 'errors');
    expect(errors).toContain('This file is not valid JSON');
    expect(errors).not.toContain('Type de contenu');
    const data = await compilePart(catalogue('as-specified'), 'data');
    expect(data).toContain('Merge the file into your data?');
    expect(data).not.toContain('This file is not valid JSON');
  });

  it('compiles a language’s parts from its own catalogue, translated', async () => {
    const teams = await compilePart(catalogue('en'), 'team-builder');
    expect(teams).toContain('Content type');
    expect(teams).not.toContain('Type de contenu');
    const first = await compilePart(catalogue('fr'), 'first');
    expect(first).toContain('Personnages');
    expect(first).not.toContain('Filter by element');
  });

  it('tells the part of a file by its folder, with the failures’ and the Your data dialog’s files named', () => {
    expect(partOfFile('src/app/shell.tsx')).toBe('first');
    expect(partOfFile('src/components/modal.tsx')).toBe('first');
    expect(partOfFile('src/features/gallery/gallery-page.tsx')).toBe('first');
    expect(partOfFile('src/storage/storage-full-wording.ts')).toBe('first');
    expect(partOfFile('src/app/floating-buttons.tsx')).toBe('first');
    expect(partOfFile('src/features/planner/plan-page.tsx')).toBe('planner');
    expect(partOfFile('src\\features\\summons\\summons-page.tsx')).toBe('summons');
    expect(partOfFile('src/storage/error-wording.ts')).toBe('errors');
    expect(partOfFile('src/storage/file-problem-wording.ts')).toBe('errors');
    expect(partOfFile('src/app/data-modal.tsx')).toBe('data');
    expect(partOfFile('src/lib/data-file/import-wording.ts')).toBe('data');
  });

  it('has a part for each screen’s folder, and every part a screen loads is one', () => {
    const parts = cataloguePartNames();
    expect(parts).toEqual(expect.arrayContaining(['first', 'errors', 'data', 'summons', 'team-builder', 'planner']));
    expect(parts).not.toContain('gallery');
    for (const module of Object.values(SCREEN_MODULES)) {
      for (const part of screenParts(module)) expect(parts).toContain(part);
    }
  });

  it('names each part’s module, and reads the language and part back from it', () => {
    expect(partModule('fr', 'summons')).toBe('/src/i18n/locales/fr.po?part=summons');
    expect(partOfModule('/site/src/i18n/locales/fr.po?part=summons')).toEqual({ language: 'fr', part: 'summons' });
    expect(partOfModule('C:\\site\\src\\i18n\\locales\\as-specified.po?part=first')).toEqual({
      language: 'as-specified',
      part: 'first',
    });
    expect(partOfModule('/site/src/i18n/locales/fr.po')).toBeNull();
    expect(partOfModule('/site/src/app/shell.tsx')).toBeNull();
  });

  it('writes a loader for every language’s every part but the source’s first, which the first bundle has', () => {
    const code = partLoadersCode(['as-specified', 'fr'], ['first', 'summons'], 'as-specified');
    expect(code).toContain(`import("${partModule('fr', 'first')}")`);
    expect(code).toContain(`import("${partModule('fr', 'summons')}")`);
    expect(code).toContain(`import("${partModule('as-specified', 'summons')}")`);
    expect(code).not.toContain(partModule('as-specified', 'first'));
  });

  it('leaves every other module to the other plugins', async () => {
    const transform = cataloguePartsPlugin('as-specified').transform as (code: string, id: string) => Promise<unknown>;
    expect(await transform.call({}, 'x', catalogue('as-specified'))).toBeNull();
  });
});
