/**
 * The bundle budget, checked by size-limit after `npm run build` (`npm run size`), on gzip sizes:
 * - the JavaScript needed to show /characters (the page's first script, the entry and everything it imports
 *   statically, plus the gallery screen's chunk and its static imports) at most 105 KB, the language setting and
 *   the specified texts' catalogue included (issue 29 allows it);
 * - every other lazily loaded chunk (each route's screen, and anything loaded on demand) at most 60 KB, counting
 *   the chunks it imports that the entry does not already load;
 * - each worker at most 60 KB.
 * The file lists come from Vite's build manifest, so new routes and chunks are checked without editing this file.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';

const DIST = process.env.BUNDLE_DIST ?? 'dist';
const MANIFEST = `${DIST}/.vite/manifest.json`;
if (!existsSync(MANIFEST)) throw new Error(`${MANIFEST} is missing: run \`npm run build\` before the size check.`);
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));

const FIRST_ROUTE_LIMIT = '105 KB';
const CHUNK_LIMIT = '60 KB';
const GALLERY = 'src/features/gallery/gallery-page.tsx';

/** The chunk keys a chunk loads before it runs: itself and its static imports, transitively. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

/**
 * The page's own inline scripts (the first screen's preload, which the build writes into index.html), copied into a
 * file of their own so that they are weighed with the rest of the first route's JavaScript.
 */
function inlineScripts() {
  const page = readFileSync(`${DIST}/index.html`, 'utf8');
  const scripts = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  if (scripts.length === 0) throw new Error(`${DIST}/index.html has no inline script: where is the screen preload?`);
  mkdirSync('.tmp', { recursive: true });
  writeFileSync('.tmp/page-inline-scripts.js', scripts.join('\n'));
  return '.tmp/page-inline-scripts.js';
}

const jsFiles = (keys) => [...keys].map((key) => `${DIST}/${manifest[key].file}`).filter((f) => f.endsWith('.js'));
const entry = staticClosure('index.html');
const firstRoute = staticClosure(GALLERY, new Set(entry));

/** A readable name for a lazily loaded chunk: its route for screens, else its source file. */
function nameOf(key) {
  const screen = /src\/features\/([^/]+)\/[^/]+-page\.tsx$/.exec(key);
  return screen ? `route chunk: ${screen[1]}` : `lazy chunk: ${key}`;
}

const lazyKeys = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && key !== GALLERY);
const checks = [
  {
    name: 'first route: JavaScript to show /characters',
    // With the page's first script, which asks for the screen's chunks (inline in the page, outside the manifest).
    path: [...jsFiles(firstRoute), inlineScripts()],
    limit: FIRST_ROUTE_LIMIT,
    gzip: true,
  },
  ...lazyKeys.sort().map((key) => {
    const own = [...staticClosure(key)].filter((k) => !entry.has(k));
    return { name: nameOf(key), path: jsFiles(own), limit: CHUNK_LIMIT, gzip: true };
  }),
  ...readdirSync(`${DIST}/assets`)
    .filter((file) => /\.worker-[\w-]+\.js$/.test(file))
    .sort()
    .map((file) => ({
      name: `worker: ${file.replace(/-[\w-]+\.js$/, '')}`,
      path: [`${DIST}/assets/${file}`],
      limit: CHUNK_LIMIT,
      gzip: true,
    })),
];

export default checks;
