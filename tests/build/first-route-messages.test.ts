import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_ROUTE_QUERY, firstRouteMessages, isFirstRouteFile } from '../../scripts/first-route-messages';

const SOURCE = resolve('src/i18n/locales/as-specified.po');

/** The first bundle's share of the source catalogue, as the build compiles it. */
async function firstRouteCode(): Promise<string> {
  const plugin = firstRouteMessages();
  const transform = plugin.transform as (code: string, id: string) => Promise<{ code: string } | null>;
  const result = await transform.call({}, '', `${SOURCE}${FIRST_ROUTE_QUERY}`);
  if (!result) throw new Error('the first route’s catalogue was not compiled');
  return result.code;
}

describe('the first route’s messages', () => {
  it('keeps the shell’s, the Characters screen’s and the shared pieces’ messages, and no other screen’s', async () => {
    const code = await firstRouteCode();
    // The Characters screen and the shell.
    expect(code).toContain('Filtrer par élément :');
    expect(code).toContain('Skip to content');
    // Screens whose code loads later bring their own words with the whole catalogue.
    expect(code).not.toContain('Plan my pulls');
    expect(code).not.toContain('Type de contenu');
    // The storage-full alert shows on any screen; the other failures' words come with whatever shows them.
    expect(code).toContain("Your browser's storage is full, so your latest changes were not saved.");
    expect(code).not.toContain('This file is not valid JSON');
    expect(code).not.toContain('Another tab saved pulls at the same moment');
  });

  it('leaves out the Your data dialog’s words, which load with its code, and keeps the button that opens it', async () => {
    const code = await firstRouteCode();
    expect(code).toContain('Export my data');
    expect(code).not.toContain('What the file holds');
    expect(code).not.toContain('Merge the file into your data?');
    expect(code).not.toContain('stored pulls could not be read');
    expect(isFirstRouteFile('src/app/data-modal.tsx')).toBe(false);
    expect(isFirstRouteFile('src/lib/data-file/import-wording.ts')).toBe(false);
    expect(isFirstRouteFile('src/app/floating-buttons.tsx')).toBe(true);
  });

  it('tells first-route files from the other screens’ by folder', () => {
    expect(isFirstRouteFile('src/app/shell.tsx')).toBe(true);
    expect(isFirstRouteFile('src/components/modal.tsx')).toBe(true);
    expect(isFirstRouteFile('src/features/gallery/gallery-page.tsx')).toBe(true);
    expect(isFirstRouteFile('src/features/planner/plan-page.tsx')).toBe(false);
    expect(isFirstRouteFile('src/features/summons/summons-page.tsx')).toBe(false);
    expect(isFirstRouteFile('src/storage/storage-full-wording.ts')).toBe(true);
    expect(isFirstRouteFile('src/storage/error-wording.ts')).toBe(false);
    expect(isFirstRouteFile('src/storage/file-problem-wording.ts')).toBe(false);
  });

  it('leaves every other file to the other plugins', async () => {
    const transform = firstRouteMessages().transform as (code: string, id: string) => Promise<unknown>;
    expect(await transform.call({}, 'x', SOURCE)).toBeNull();
  });
});
