import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The summon simulator's barrel is what the screens and the data file may use of it. A name there that no module
 * outside src/lib/summons imports is surface kept alive only for tests: tests import the module that defines it.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const BARREL = 'src/lib/summons/index.ts';

function modulesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modulesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The names a module's `export { … } from` lines give, without `type`. */
function reExported(source: string): string[] {
  return [...source.matchAll(/export (?:type )?\{([^}]*)\} from/g)].flatMap((m) =>
    m[1]!
      .split(',')
      .map((name) => name.replace(/^\s*type\s+/, '').trim())
      .filter(Boolean),
  );
}

/** The names `file` imports from the barrel, however the path to it is spelled. */
function importedFromBarrel(file: string): string[] {
  const source = readFileSync(join(root, file), 'utf8');
  return [...source.matchAll(/import (?:type )?\{([^}]*)\} from '([^']+)'/g)]
    .filter((m) => join(file, '..', m[2]!).replace(/\/index$/, '') === 'src/lib/summons')
    .flatMap((m) => reExported(`export {${m[1]}} from`));
}

describe('the summons barrel', () => {
  it('exports only names that code outside src/lib/summons imports through it', () => {
    const users = ['src', 'workers'].flatMap(modulesUnder).filter((file) => !file.startsWith('src/lib/summons/'));
    const used = new Set(users.flatMap(importedFromBarrel));
    const unused = reExported(readFileSync(join(root, BARREL), 'utf8')).filter((name) => !used.has(name));
    expect(unused).toEqual([]);
  });
});
