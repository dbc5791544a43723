import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DB_NAME, STORE_NAMES } from '../../src/storage/history-db-schema';
import { KEPT_DATA } from '../../src/storage/kept-data';

/**
 * The list of everything the site keeps (src/storage/kept-data.ts) against the code that keeps it: every key and
 * cookie a storage module declares, and every object store the history database creates, is listed, and nothing
 * outside src/storage touches the browser's storage directly. The data file's round trip
 * (tests/lib/data-file/round-trip.test.ts) then holds every listed kind to what the list says a backup does with it.
 */

/** Vitest runs from the repository's root. */
const root = process.cwd();

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The source without its comments, which may name storage freely. */
function code(path: string): string {
  return readFileSync(join(root, path), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1');
}

const listed = new Set(KEPT_DATA.map((entry) => `${entry.in}:${entry.name}`));

describe('the list of what the site keeps', () => {
  it('lists each kind once, and says for each what a backup does with it', () => {
    expect(listed.size).toBe(KEPT_DATA.length);
    for (const entry of KEPT_DATA) expect([entry.name, entry.why.length >= 10]).toEqual([entry.name, true]);
  });

  it('lists every localStorage key and cookie a storage module declares', () => {
    const declared: string[] = [];
    for (const path of sourceFiles('src/storage')) {
      // The history database's own record keys live inside its object stores, which are listed as stores.
      if (path.endsWith('history-db-schema.ts')) continue;
      for (const match of code(path).matchAll(/export const (\w+)_(KEY|COOKIE) = '([^']+)'/g)) {
        declared.push(`${match[2] === 'KEY' ? 'localStorage' : 'cookie'}:${match[3]}`);
      }
    }
    expect(declared.length).toBeGreaterThanOrEqual(8);
    expect(declared.filter((name) => !listed.has(name))).toEqual([]);
  });

  it('lists every object store of the history database', () => {
    const created = [...code('src/storage/history-db-schema.ts').matchAll(/createObjectStore\('([^']+)'/g)].map(
      (m) => m[1],
    );
    expect(new Set(created)).toEqual(new Set(STORE_NAMES));
    for (const store of STORE_NAMES) expect(listed.has(`indexeddb:${DB_NAME}/${store}`)).toBe(true);
  });

  it('keeps storage in src/storage alone: no other module reaches localStorage, cookies or IndexedDB', () => {
    const direct = /\b(localStorage|sessionStorage|indexedDB)\s*[.?[]|document\.cookie|\bCookies\.|\bopenDB\s*[<(]/;
    const [outside, inside] = [true, false].map((out) =>
      sourceFiles('src').filter((path) => relative('src/storage', path).startsWith('..') === out),
    );
    expect(outside!.filter((path) => direct.test(code(path)))).toEqual([]);
    // The pattern does find what the storage modules do.
    expect(inside!.filter((path) => direct.test(code(path))).length).toBeGreaterThanOrEqual(4);
  });
});
