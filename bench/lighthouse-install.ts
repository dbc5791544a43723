/** Lighthouse itself, pinned and installed into a cache folder of its own rather than into the project. */

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The last Lighthouse release that runs on Node 20. */
export const LIGHTHOUSE_VERSION = '12.8.2';
const CACHE = resolve(import.meta.dirname, '..', '.cache', 'lighthouse');

/** Installs the pinned Lighthouse into the cache folder unless it is already there. */
export function ensureLighthouse(): void {
  const installed = join(CACHE, 'node_modules', 'lighthouse', 'package.json');
  if (existsSync(installed) && JSON.parse(readFileSync(installed, 'utf8')).version === LIGHTHOUSE_VERSION) return;
  mkdirSync(CACHE, { recursive: true });
  // A package.json of its own, so npm installs here rather than into the project around it.
  const manifest = join(CACHE, 'package.json');
  if (!existsSync(manifest)) writeFileSync(manifest, '{ "name": "lighthouse-cache", "private": true }\n');
  console.error(`Installing lighthouse@${LIGHTHOUSE_VERSION} into ${CACHE} ...`);
  execFileSync(
    'npm',
    ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', CACHE, `lighthouse@${LIGHTHOUSE_VERSION}`],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

export async function importFromCache<T>(name: string): Promise<T> {
  const pkgDir = join(CACHE, 'node_modules', name);
  const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as {
    main?: string;
    exports?: unknown;
  };
  const exported = pkg.exports as { '.'?: { import?: string; default?: string } | string } | string | undefined;
  const dot = typeof exported === 'string' ? exported : exported?.['.'];
  const file = (typeof dot === 'string' ? dot : (dot?.import ?? dot?.default)) ?? pkg.main ?? 'index.js';
  return (await import(pathToFileURL(join(pkgDir, file)).href)) as T;
}
