import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What a test file cannot undo for the next file in the same worker: a module replaced for the whole file
 * (`vi.mock(...)`, `vi.doMock(...)`), or a library that installs globals when first imported (`fake-indexeddb/auto`).
 */
export const NEEDS_OWN_WORKER = /\bvi\.(?:do)?[mM]ock\(|['"]fake-indexeddb\/auto['"]/;

/**
 * The test files under `folders` that need a worker of their own (NEEDS_OWN_WORKER). The ui project shares one
 * worker, page and module cache across its files for speed (vite.config.ts); these files run in ui-isolated, which
 * gives every file a fresh worker.
 */
export function filesNeedingOwnWorker(folders: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.test\.tsx?$/.test(entry.name) && NEEDS_OWN_WORKER.test(readFileSync(path, 'utf8'))) found.push(path);
    }
  };
  folders.forEach(walk);
  return found.map((path) => path.split('\\').join('/')).sort();
}
