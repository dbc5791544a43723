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

/**
 * A module the router loads beside some screens' code (the whole source catalogue, beside every screen whose words
 * are not in the first bundle): `needs` says which, by the screen's module.
 */
export interface LoadedBeside {
  readonly module: string;
  readonly needs: (screenModule: string) => boolean;
}

export interface ScreenFiles {
  readonly js: readonly string[];
  readonly css: readonly string[];
}

/**
 * For each screen path (lower case, as the page looks it up; '/' as `home`), the screen's chunk and every chunk it
 * imports statically, with their CSS, as URLs under `base`, and the chunks of `loadedBeside` where the screen needs
 * it. What the page loads anyway is left out (see `builtChunks`). Throws when a screen's module is not a chunk of its
 * own, so a renamed screen cannot go unnoticed.
 */
export function screenChunks(
  bundle: Readonly<Record<string, { readonly type: string }>>,
  screens: Readonly<Record<string, string>>,
  home: string,
  base = '/',
  loadedBeside?: LoadedBeside,
): Record<string, ScreenFiles> {
  const built = builtChunks(bundle, base);
  const beside = loadedBeside && built.chunkOf(loadedBeside.module);
  if (loadedBeside && !beside) throw new Error(`No chunk of its own for ${loadedBeside.module}`);
  const table: Record<string, ScreenFiles> = {};
  for (const [path, module] of Object.entries(screens)) {
    const screen = built.chunkOf(module);
    if (!screen) throw new Error(`No chunk of its own for the screen of ${path} (${module})`);
    table[path.toLowerCase()] = built.filesOf(beside && loadedBeside?.needs(module) ? [screen, beside] : [screen]);
  }
  const homeFiles = table[home.toLowerCase()];
  if (homeFiles) table['/'] = homeFiles;
  return table;
}

/**
 * What the page's first script needs to fetch a saved language's catalogue beside the main chunk: `source`, the
 * language the page starts in, and for each language (by its tag) the catalogue's chunk and the chunks it imports
 * that the page does not load anyway. `catalogues` maps each language to its catalogue's module. Throws when a
 * catalogue is not a chunk of its own.
 */
export interface LanguageFiles {
  readonly source: string;
  readonly files: Readonly<Record<string, readonly string[]>>;
}

export function languageChunks(
  bundle: Readonly<Record<string, { readonly type: string }>>,
  catalogues: Readonly<Record<string, string>>,
  source: string,
  base = '/',
): LanguageFiles {
  const built = builtChunks(bundle, base);
  const files: Record<string, readonly string[]> = {};
  for (const [language, module] of Object.entries(catalogues)) {
    const chunk = built.chunkOf(module);
    if (!chunk) throw new Error(`No chunk of its own for the catalogue of ${language} (${module})`);
    files[language] = built.filesOf([chunk]).js;
  }
  return { source, files };
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
