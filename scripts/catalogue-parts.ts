import { readdirSync } from 'node:fs';
import { relative } from 'node:path';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import type { Plugin } from 'vite';
import { DATA_PART, ERRORS_PART, FIRST_PART, screenFolderPart } from '../src/i18n/message-parts.ts';
import { catalogueLanguages } from './catalogue-languages.ts';

/**
 * Each language's catalogue in parts (src/i18n/message-parts.ts says which): importing `…/fr.po?part=summons` gives
 * only the messages of fr.po used in the part's files, compiled as @lingui/vite-plugin compiles a whole catalogue.
 * A page then fetches the words of what it shows, not every screen's: a language's whole catalogue grows with every
 * screen, and the first render in a saved language waited for all of it.
 *
 * The page finds the parts through `virtual:catalogue-parts`, which this plugin writes: for every language and part,
 * a function that imports it (so each part is a chunk of its own). The source language's `first` part is left out:
 * the first bundle imports it (src/i18n/i18n.ts).
 */

const PART_QUERY = '?part=';
const PART_ID = /\.po\?part=([a-z0-9-]+)$/;
export const CATALOGUE_PARTS_MODULE = 'virtual:catalogue-parts';
const RESOLVED_MODULE = `\0${CATALOGUE_PARTS_MODULE}`;

/** The id that imports `part` of `language`'s catalogue, from the project's root. */
export function partModule(language: string, part: string): string {
  return `/src/i18n/locales/${language}.po${PART_QUERY}${part}`;
}

/** The language and part of a catalogue part's module id, or null for any other module. */
export function partOfModule(id: string): { language: string; part: string } | null {
  const part = PART_ID.exec(id)?.[1];
  if (part === undefined) return null;
  const file = id.slice(0, id.lastIndexOf('?')).replaceAll('\\', '/');
  return { language: file.slice(file.lastIndexOf('/') + 1, -'.po'.length), part };
}

/** Files outside the screens' folders whose words show only once the Your data dialog's or an export's code loads. */
const DATA_FILES: ReadonlySet<string> = new Set([
  'src/app/data-modal.tsx',
  'src/app/data-import-steps.tsx',
  'src/app/import-question.ts',
  'src/app/export-wording.ts',
  'src/lib/data-file/count-wording.ts',
  'src/lib/data-file/import-wording.ts',
]);

/**
 * The wording of failures: no first screen shows one (the storage-full alert's words are a module of their own, in
 * `first`), and whatever may show one loads this part first: a screen, the data dialog, the backup reminder's export.
 */
const ERROR_FILES: ReadonlySet<string> = new Set([
  'src/storage/error-wording.ts',
  'src/storage/file-problem-wording.ts',
  'src/storage/history-damage-wording.ts',
]);

/** The part of the catalogues holding the messages of `file`, a path from the project's root. */
export function partOfFile(file: string): string {
  const path = file.replaceAll('\\', '/');
  if (DATA_FILES.has(path)) return DATA_PART;
  if (ERROR_FILES.has(path)) return ERRORS_PART;
  return screenFolderPart(path) ?? FIRST_PART;
}

/** Every part: `first`, `errors`, `data` and one per screen folder, from the folders there are. */
export function cataloguePartNames(): string[] {
  const parts = new Set([FIRST_PART, ERRORS_PART, DATA_PART]);
  for (const entry of readdirSync(new URL('../src/features', import.meta.url), { withFileTypes: true })) {
    if (entry.isDirectory()) parts.add(partOfFile(`src/features/${entry.name}/`));
  }
  return [...parts].sort();
}

/** The code of `virtual:catalogue-parts`: each language's loaders by part, `source`'s first part excepted. */
export function partLoadersCode(languages: readonly string[], parts: readonly string[], source: string): string {
  const table = languages.map((language) => {
    const loaders = parts
      .filter((part) => !(language === source && part === FIRST_PART))
      .map((part) => `${JSON.stringify(part)}: () => import(${JSON.stringify(partModule(language, part))})`);
    return `${JSON.stringify(language)}: {${loaders.join(', ')}}`;
  });
  return `export const PART_LOADERS = {${table.join(', ')}};\n`;
}

/**
 * Compiles `part` of the catalogue `file` into a module exporting `messages`: those used in the part's files, each as
 * the catalogue has it (translated where it is).
 */
export async function compilePart(file: string, part: string): Promise<string> {
  const config = getConfig();
  const found = getCatalogForFile(relative(config.rootDir ?? process.cwd(), file), await getCatalogs(config));
  if (!found) throw new Error(`${file} is not one of the message catalogues`);
  const messages: Record<string, string> = {};
  for (const [key, entry] of Object.entries((await found.catalog.read(found.locale)) ?? {})) {
    if (entry.obsolete) continue;
    if (!(entry.origin ?? []).some(([origin]) => partOfFile(origin) === part)) continue;
    messages[key] = entry.translation || entry.message || key;
  }
  const { source, errors } = createCompiledCatalog(found.locale, messages, { namespace: 'es' });
  if (errors.length > 0) {
    throw new Error(`The part ${part} of ${file} does not compile: ${errors.map((e) => e.id).join(', ')}`);
  }
  return source;
}

export function cataloguePartsPlugin(source: string): Plugin {
  return {
    name: 'catalogue-parts',
    enforce: 'pre',
    resolveId(id) {
      return id === CATALOGUE_PARTS_MODULE ? RESOLVED_MODULE : null;
    },
    load(id) {
      return id === RESOLVED_MODULE ? partLoadersCode(catalogueLanguages(), cataloguePartNames(), source) : null;
    },
    async transform(_code, id) {
      const found = partOfModule(id);
      if (!found) return null;
      return { code: await compilePart(id.slice(0, id.lastIndexOf('?')), found.part), map: null, moduleType: 'js' };
    },
  };
}
