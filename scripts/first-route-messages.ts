import { relative } from 'node:path';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import type { Plugin } from 'vite';

/**
 * The first screen's share of the source catalogue. The source language's messages are what a first visit renders
 * with, so its catalogue would be part of the first route's JavaScript, and it grows with every screen translated.
 * Importing `…/as-specified.po?first-route` gives instead only the messages used outside the screens' own folders
 * (the shell, the Characters screen, shared components, stored data's words): every other screen's messages come
 * with the whole catalogue, which its route loads beside its code (src/app/router.tsx).
 */
export const FIRST_ROUTE_QUERY = '?first-route';

/**
 * Files outside the screens' folders whose words show only once code loaded on demand has come, with the whole source
 * catalogue beside it: the Your data dialog (src/app/floating-buttons.tsx loads both), an export's line (the dialog's,
 * or the backup reminder's once its export code has loaded), and the wording of failures (src/storage/error-wording.ts,
 * history-damage-wording.ts): the first screen shows none of it (the storage-full alert's words are a module of their
 * own), and whatever words one loads the whole catalogue first: a screen, the data dialog, the backup reminder's
 * export.
 */
const LOADED_WITH_ALL_MESSAGES = new Set([
  'src/app/data-modal.tsx',
  'src/app/data-import-steps.tsx',
  'src/app/import-question.ts',
  'src/app/export-wording.ts',
  'src/lib/data-file/count-wording.ts',
  'src/lib/data-file/import-wording.ts',
  'src/storage/error-wording.ts',
  'src/storage/file-problem-wording.ts',
  'src/storage/history-damage-wording.ts',
]);

/** Files whose messages a first visit may render before any other screen's code has loaded. */
export function isFirstRouteFile(file: string): boolean {
  const path = file.replaceAll('\\', '/');
  if (LOADED_WITH_ALL_MESSAGES.has(path)) return false;
  if (!path.startsWith('src/features/')) return true;
  return path.startsWith('src/features/gallery/');
}

export function firstRouteMessages(): Plugin {
  const config = getConfig();
  return {
    name: 'first-route-messages',
    enforce: 'pre',
    async transform(_source, id) {
      if (!id.endsWith(`.po${FIRST_ROUTE_QUERY}`)) return null;
      const file = id.slice(0, -FIRST_ROUTE_QUERY.length);
      const found = getCatalogForFile(relative(config.rootDir ?? process.cwd(), file), await getCatalogs(config));
      if (!found) throw new Error(`${file} is not one of the message catalogues`);
      const all = await found.catalog.read(found.locale);
      const messages: Record<string, string> = {};
      for (const [key, entry] of Object.entries(all)) {
        if (entry.obsolete) continue;
        const origins = entry.origin ?? [];
        if (!origins.some(([origin]) => isFirstRouteFile(origin))) continue;
        messages[key] = entry.translation || entry.message || key;
      }
      const { source, errors } = createCompiledCatalog(found.locale, messages, { namespace: 'es' });
      if (errors.length > 0)
        throw new Error(`The first route’s messages do not compile: ${errors.map((e) => e.id).join(', ')}`);
      return { code: source, map: null, moduleType: 'js' };
    },
  };
}
