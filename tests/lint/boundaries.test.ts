/**
 * The layer rules of eslint.config.js, run through ESLint on snippets placed at paths inside the real tree: each
 * forbidden direction is reported however the import is spelled, and the allowed ones pass. The cycle rule is run
 * on two files written to a temporary folder, since it follows imports on disk.
 */

import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const configFile = join(root, 'eslint.config.js');

/** The cycle rule needs the linted file on disk; the snippets here are not, so it is left to its own test. */
const snippets = new ESLint({
  cwd: root,
  overrideConfigFile: configFile,
  overrideConfig: {
    files: ['src/**/*.{ts,tsx}', 'workers/**/*.ts'],
    // An import that does not resolve escapes the zones; reporting it keeps the passing cases honest.
    rules: { 'import/no-cycle': 'off', 'import/no-unresolved': 'error' },
  },
});

/** The folders directly under `dir` (relative to the root), sorted. */
function foldersIn(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

const FEATURES = foldersIn('src/features');

/** The name (without extension) of a module that exists in `dir`, relative to the root. */
function nameIn(dir: string): string {
  const file = readdirSync(join(root, dir))
    .filter((name) => /\.tsx?$/.test(name))
    .sort()[0];
  if (!file) throw new Error(`No module in ${dir}`);
  return file.replace(/\.tsx?$/, '');
}

/** A module that exists in `dir`, as an import path from the file `from` (both relative to the root). */
function moduleIn(dir: string, from: string): string {
  const path = relative(join(root, from, '..'), join(root, dir, nameIn(dir)));
  return path.startsWith('.') ? path : `./${path}`;
}

/**
 * The problems ESLint reports for `code` at `file` (relative to the root), as "rule: message". The file need not
 * exist, but its folder must: the resolver starts from it.
 */
async function lint(file: string, code: string): Promise<string[]> {
  const [result] = await snippets.lintText(code, { filePath: join(root, file) });
  return (result?.messages ?? []).map((m: Linter.LintMessage) => `${m.ruleId}: ${m.message}`);
}

/** `specifier` imported at `file`: the problems reported, one per import. */
function importAt(file: string, specifier: string): Promise<string[]> {
  return lint(file, `import * as imported from '${specifier}';\nexport { imported };\n`);
}

const FEATURE_RULE = 'Features never import each other';
const WORKER_RULE = 'Only src/lib creates and talks to workers';

beforeAll(async () => {
  // Loads the config, the parser and the plugins once.
  await lint('src/lib/probe.ts', 'export const ready = true;\n');
}, 30_000);

describe('features', () => {
  const [own, other] = FEATURES as [string, string];
  const file = `src/features/${own}/probe.ts`;

  it('never import another feature, however the path is spelled', async () => {
    for (const specifier of [
      moduleIn(`src/features/${other}`, file),
      `../../features/${other}/${nameIn(`src/features/${other}`)}`,
      `../../../src/features/${other}/${nameIn(`src/features/${other}`)}`,
    ]) {
      const problems = await importAt(file, specifier);
      expect(problems, specifier).toHaveLength(1);
      expect(problems[0]).toContain(`import/no-restricted-paths: Unexpected path "${specifier}"`);
      expect(problems[0]).toContain(FEATURE_RULE);
    }
  });

  it('every feature folder is its own zone', async () => {
    expect(FEATURES.length).toBeGreaterThan(1);
    for (const [i, feature] of FEATURES.entries()) {
      const neighbour = FEATURES[(i + 1) % FEATURES.length]!;
      const at = `src/features/${feature}/probe.ts`;
      const problems = await importAt(at, moduleIn(`src/features/${neighbour}`, at));
      expect(problems, `${feature} -> ${neighbour}`).toEqual([expect.stringContaining(FEATURE_RULE)]);
    }
  });

  it('import their own folder and the layers below them', async () => {
    for (const specifier of [
      moduleIn(`src/features/${own}`, file),
      `../../features/${own}/${nameIn(`src/features/${own}`)}`,
      moduleIn('src/lib', file),
      moduleIn('src/components', file),
      moduleIn('src/storage', file),
      moduleIn('src/catalogue', file),
      'react',
    ]) {
      expect(await importAt(file, specifier), specifier).toEqual([]);
    }
  });

  it('never import workers, the app shell or Zod', async () => {
    expect(await importAt(file, '../../../workers/engine.worker')).toEqual([expect.stringContaining(WORKER_RULE)]);
    // Vite's query suffixes resolve to the file before them, so they stay inside the zones.
    for (const specifier of ['../../../workers/engine.worker?worker', '../../../workers/calc.worker.ts?worker&url']) {
      expect(await importAt(file, specifier), specifier).toEqual([expect.stringContaining(WORKER_RULE)]);
    }
    expect(await importAt(file, moduleIn('src/app', file))).toEqual([
      expect.stringContaining('Features never import the app shell'),
    ]);
    expect(await importAt(file, 'zod/mini')).toEqual([expect.stringContaining('no-restricted-imports')]);
  });

  it('never construct a worker', async () => {
    const code = "export const worker = new Worker(new URL('../../../workers/engine.worker.ts', import.meta.url));\n";
    expect(await lint(file, code)).toEqual([expect.stringContaining(WORKER_RULE)]);
    expect(await lint('src/lib/probe.ts', code.replace('../../../', '../../'))).toEqual([]);
  });
});

describe('shared layers and src/lib', () => {
  const feature = `src/features/${FEATURES[0]}`;

  it('never import features or the app shell', async () => {
    for (const file of [
      'src/storage/probe.ts',
      'src/components/probe.tsx',
      'src/catalogue/probe.ts',
      'src/lib/probe.ts',
      ...foldersIn('src/lib').map((folder) => `src/lib/${folder}/probe.ts`),
    ]) {
      for (const dir of [feature, 'src/app']) {
        expect(await importAt(file, moduleIn(dir, file)), `${file} -> ${dir}`).toEqual([
          expect.stringContaining('Shared layers and src/lib never import features or the app shell'),
        ]);
      }
    }
  });

  it('only src/lib imports workers', async () => {
    expect(await importAt('src/storage/probe.ts', '../../workers/release')).toEqual([
      expect.stringContaining(WORKER_RULE),
    ]);
    expect(await importAt('src/lib/probe.ts', '../../workers/engine.worker?worker')).toEqual([]);
  });

  it('import Zod through src/storage/schema.ts only', async () => {
    expect(await importAt('src/storage/probe.ts', 'zod/mini')).toEqual([
      expect.stringContaining('no-restricted-imports'),
    ]);
    expect(await importAt('src/storage/schema.ts', 'zod/mini')).toEqual([]);
  });
});

describe('the engine', () => {
  it('imports nothing outside src/engine, packages included', async () => {
    const file = 'src/engine/probe.ts';
    for (const specifier of [
      moduleIn('src/lib', file),
      moduleIn('src/catalogue', file),
      '../../workers/release',
      '../../src/lib/engine-client',
      'comlink',
    ]) {
      expect(await importAt(file, specifier), specifier).toEqual([
        expect.stringContaining('The engine is pure: it imports nothing outside src/engine'),
      ]);
    }
    expect(await importAt(file, './pulls/rules')).toEqual([]);
  });
});

describe('workers', () => {
  it('adapt the engine only', async () => {
    const file = 'workers/probe.ts';
    for (const dir of ['src/lib', 'src/storage', 'src/components', 'src/app', `src/features/${FEATURES[0]}`]) {
      expect(await importAt(file, moduleIn(dir, file)), dir).toEqual([
        expect.stringContaining('Workers adapt the engine only'),
      ]);
    }
    for (const specifier of ['../src/engine/pulls/rules', '../src/catalogue/characters', './release', 'comlink']) {
      expect(await importAt(file, specifier), specifier).toEqual([]);
    }
  });
});

describe('stored data and the catalogue', () => {
  it('never import the components or src/lib above them', async () => {
    for (const file of ['src/storage/probe.ts', 'src/catalogue/probe.ts']) {
      for (const dir of ['src/components', 'src/lib']) {
        expect(await importAt(file, moduleIn(dir, file)), `${file} <- ${dir}`).toEqual([
          expect.stringContaining('Stored data and the catalogue sit below the components and src/lib'),
        ]);
      }
    }
    expect(await importAt('src/components/probe.ts', moduleIn('src/storage', 'src/components/probe.ts'))).toEqual([]);
  });
});

describe('benches, build scripts and tests', () => {
  it('are never imported by the site', async () => {
    for (const file of ['src/lib/probe.ts', 'workers/probe.ts']) {
      for (const specifier of [moduleIn('bench', file), moduleIn('scripts', file), moduleIn('tests/support', file)]) {
        expect(await importAt(file, specifier), `${file} <- ${specifier}`).toEqual([
          expect.stringContaining('The site never imports its benches, scripts or tests'),
        ]);
      }
    }
  });

  it('build scripts never import benches or tests; benches may import the site and scripts', async () => {
    // Files that exist: the cycle rule follows the imports of the module named and must find the file back.
    const script = `scripts/${nameIn('scripts')}.ts`;
    const bench = `bench/${nameIn('bench')}.ts`;
    expect(await importAt(script, moduleIn('bench', script))).toEqual([
      expect.stringContaining('Build scripts never import benches or tests'),
    ]);
    expect(await importAt(bench, '../src/engine/pulls/rules')).toEqual([]);
    expect(await importAt(bench, moduleIn('scripts', bench))).toEqual([]);
  });
});

describe('file length', () => {
  it('refuses a file over 300 lines, comments and blank lines included, in src, workers, bench and scripts', async () => {
    const lines = (n: number) => `// ${n} lines\n` + '\n'.repeat(n - 2) + 'export const x = 1;\n';
    for (const file of ['src/lib/probe.ts', 'workers/probe.ts', 'bench/probe.ts', 'scripts/probe.ts']) {
      expect(await lint(file, lines(300)), file).toEqual([]);
      expect(await lint(file, lines(301)), file).toEqual([expect.stringMatching(/^max-lines: /)]);
    }
  });
});

describe('dependency cycles', () => {
  const fixture = mkdtempSync(join(tmpdir(), 'lint-cycle-'));
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));

  it('are reported on both files of a two-file cycle, in the site, benches and scripts; a type-only import back is not a cycle', async () => {
    for (const dir of ['src/lib', 'bench', 'scripts']) mkdirSync(join(fixture, dir), { recursive: true });
    const files: Record<string, string> = {
      'src/lib/cycle-a.ts': "import { b } from './cycle-b';\nexport const a = (): number => b() + 1;\n",
      'src/lib/cycle-b.ts': "import { a } from './cycle-a';\nexport const b = (): number => (a.length ? 0 : 1);\n",
      'src/lib/typed-a.ts': "import { b } from './typed-b';\nexport type A = number;\nexport const a = b;\n",
      'src/lib/typed-b.ts': "import type { A } from './typed-a';\nexport const b = (): A => 1;\n",
      'bench/cycle-a.ts': "import { b } from './cycle-b';\nexport const a = (): number => b() + 1;\n",
      'bench/cycle-b.ts': "import { a } from './cycle-a';\nexport const b = (): number => (a.length ? 0 : 1);\n",
      'scripts/cycle-a.ts': "import { b } from './cycle-b';\nexport const a = (): number => b() + 1;\n",
      'scripts/cycle-b.ts': "import { a } from './cycle-a';\nexport const b = (): number => (a.length ? 0 : 1);\n",
    };
    for (const [name, code] of Object.entries(files)) writeFileSync(join(fixture, name), code);
    const eslint = new ESLint({ cwd: fixture, overrideConfigFile: configFile });
    const results = await eslint.lintFiles(['src', 'bench', 'scripts']);
    const byFile = Object.fromEntries(
      results.map((r) => [relative(fixture, r.filePath), r.messages.map((m) => `${m.ruleId}: ${m.message}`)]),
    );
    expect(byFile).toEqual({
      'src/lib/cycle-a.ts': [expect.stringMatching(/^import\/no-cycle: Dependency cycle/)],
      'src/lib/cycle-b.ts': [expect.stringMatching(/^import\/no-cycle: Dependency cycle/)],
      'src/lib/typed-a.ts': [],
      'src/lib/typed-b.ts': [],
      'bench/cycle-a.ts': [expect.stringMatching(/^import\/no-cycle: Dependency cycle/)],
      'bench/cycle-b.ts': [expect.stringMatching(/^import\/no-cycle: Dependency cycle/)],
      'scripts/cycle-a.ts': [expect.stringMatching(/^import\/no-cycle: Dependency cycle/)],
      'scripts/cycle-b.ts': [expect.stringMatching(/^import\/no-cycle: Dependency cycle/)],
    });
  });
});
