/**
 * The chunks each screen needs, found in the built bundle, written into index.html as a JSON data block that
 * src/app/route-preload.js, written inline right after it, reads before the app's own code runs: the first screen's
 * chunks then download beside the main chunk instead of after it has run, which on a slow phone is most of the wait
 * between the shell and the screen.
 */

/** The id of the data block in index.html. */
export const SCREEN_CHUNKS_ID = 'screen-chunks';
/** The id of the block that says where each language's catalogue is (`languageChunks`). */
export const LANGUAGE_CHUNKS_ID = 'language-chunks';

/** What the build knows of a chunk (a subset of Rollup's and Rolldown's output chunk). */
export interface BuiltChunk {
  readonly type: 'chunk';
  readonly fileName: string;
  readonly isEntry: boolean;
  readonly facadeModuleId: string | null;
  readonly imports: readonly string[];
  readonly viteMetadata?: { readonly importedCss: ReadonlySet<string> };
}

export interface ScreenFiles {
  readonly js: readonly string[];
  readonly css: readonly string[];
  /** The parts of the catalogues (src/i18n/message-parts.ts) the router loads beside the screen's code. */
  readonly parts?: readonly string[];
}

/**
 * For each screen path (lower case, as the page looks it up; '/' as `home`), the screen's chunk and every chunk it
 * imports statically, with their CSS, as URLs under `base`, and `partsOf` its module: which parts of the catalogues
 * the router loads beside it, in the language shown. What the page loads anyway is left out (see `builtChunks`).
 * Throws when a screen's module is not a chunk of its own, so a renamed screen cannot go unnoticed.
 */
export function screenChunks(
  bundle: Readonly<Record<string, { readonly type: string }>>,
  screens: Readonly<Record<string, string>>,
  home: string,
  base = '/',
  partsOf: (screenModule: string) => readonly string[] = () => [],
): Record<string, ScreenFiles> {
  const built = builtChunks(bundle, base);
  const table: Record<string, ScreenFiles> = {};
  for (const [path, module] of Object.entries(screens)) {
    const screen = built.chunkOf(module);
    if (!screen) throw new Error(`No chunk of its own for the screen of ${path} (${module})`);
    const parts = partsOf(module);
    table[path.toLowerCase()] = { ...built.filesOf([screen]), ...(parts.length > 0 ? { parts } : {}) };
  }
  const homeFiles = table[home.toLowerCase()];
  if (homeFiles) table['/'] = homeFiles;
  return table;
}

/**
 * What the page's first script needs to fetch the words of its first render and first screen beside the main chunk:
 * `source`, the language the page starts in; `first`, the part every first render needs (the source language's is in
 * the first bundle); `table`, the chunks of the table the page finds the parts in (`virtual:catalogue-parts`), which
 * it fetches before any part; and for each language (by its tag) and part, the part's chunk and the chunks it imports
 * that the page does not load anyway.
 */
export interface LanguageFiles {
  readonly source: string;
  readonly first: string;
  readonly table: readonly string[];
  readonly files: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;
}

/**
 * `LanguageFiles` of the bundle, where `partModule` gives the module of a language's part and `tableModule` the
 * table's. Every language's every part must be a chunk of its own, but the source language's first part, which the
 * first bundle imports, and so must the table: throws otherwise.
 */
export function languageChunks(
  bundle: Readonly<Record<string, { readonly type: string }>>,
  {
    languages,
    parts,
    source,
    first,
  }: { languages: readonly string[]; parts: readonly string[]; source: string; first: string },
  { partModule, tableModule }: { partModule: (language: string, part: string) => string; tableModule: string },
  base = '/',
): LanguageFiles {
  const built = builtChunks(bundle, base);
  const tableChunk = built.chunkOf(tableModule);
  if (!tableChunk) throw new Error(`No chunk of its own for ${tableModule}`);
  const files: Record<string, Record<string, readonly string[]>> = {};
  for (const language of languages) {
    const byPart: Record<string, readonly string[]> = {};
    for (const part of parts) {
      if (language === source && part === first) continue;
      const module = partModule(language, part);
      const chunk = built.chunkOf(module);
      if (!chunk) throw new Error(`No chunk of its own for the catalogue part ${module}`);
      byPart[part] = built.filesOf([chunk]).js;
    }
    files[language] = byPart;
  }
  return { source, first, table: built.filesOf([tableChunk]).js, files };
}

/**
 * The bundle's chunks: `chunkOf` finds a module's own chunk; `filesOf` lists chunks with every chunk they import and
 * their CSS, as URLs under `base`, once each. The entry chunks, and every chunk they import, are left out: the page
 * loads them anyway, at the high priority of its own module script and preloads, which the page's first script's
 * low-priority preloads would otherwise take from them.
 */
function builtChunks(bundle: Readonly<Record<string, { readonly type: string }>>, base: string) {
  const chunks = new Map<string, BuiltChunk>();
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk') chunks.set((output as BuiltChunk).fileName, output as BuiltChunk);
  }
  const loadedAnyway = new Set<string>();
  const loadWithEntry = (chunk: BuiltChunk) => {
    if (loadedAnyway.has(chunk.fileName)) return;
    loadedAnyway.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = chunks.get(file);
      if (imported) loadWithEntry(imported);
    }
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) loadWithEntry(chunk);
  const chunkOf = (module: string) =>
    [...chunks.values()].find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(module));
  const filesOf = (roots: readonly BuiltChunk[]): ScreenFiles => {
    const js: string[] = [];
    const css: string[] = [];
    const visit = (chunk: BuiltChunk) => {
      if (loadedAnyway.has(chunk.fileName) || js.includes(base + chunk.fileName)) return;
      js.push(base + chunk.fileName);
      for (const file of chunk.viteMetadata?.importedCss ?? []) if (!css.includes(base + file)) css.push(base + file);
      for (const file of chunk.imports) {
        const imported = chunks.get(file);
        if (imported) visit(imported);
      }
    };
    for (const root of roots) visit(root);
    return { js, css };
  };
  return { chunkOf, filesOf };
}

/** A data block for index.html: JSON that cannot close its script element. */
export function screenChunksBlock(table: Record<string, ScreenFiles> | LanguageFiles): string {
  return JSON.stringify(table).replaceAll('<', '\\u003c');
}

/**
 * `html` with the table (and where the languages' catalogues are, `languages`) and the script that reads them
 * (`script`, the text of src/app/route-preload.js) written in
 * before its first module script: a classic script there runs as the page is read, before the app's chunks and
 * styles have come (a stylesheet before it would hold it until the stylesheet had loaded).
 */
export function withFirstScreenPreload(
  html: string,
  table: Record<string, ScreenFiles>,
  script: string,
  languages?: LanguageFiles,
): string {
  if (script.includes('</')) throw new Error('the preload script cannot be written inline: it contains "</"');
  const at = html.search(/<script type="module"/);
  if (at < 0) throw new Error('index.html has no module script to write the screen preload before');
  const tags =
    `<script type="application/json" id="${SCREEN_CHUNKS_ID}">${screenChunksBlock(table)}</script>\n    ` +
    (languages
      ? `<script type="application/json" id="${LANGUAGE_CHUNKS_ID}">${screenChunksBlock(languages)}</script>\n    `
      : '') +
    `<script>(() => {\n${script.trim()}\n})();</script>\n    `;
  return html.slice(0, at) + tags + html.slice(at);
}
