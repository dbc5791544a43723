/**
 * `npm run test:soak`: finds tests that fail only now and then. Over one build it runs
 *
 *   - the unit suite several times, each in a shuffled order whose seed is printed (rerun one with
 *     `npx vitest run --sequence.shuffle --sequence.seed=SEED`);
 *   - the end-to-end suite with every test repeated (`--repeat-each`, two workers), no retries;
 *   - with --loaded, a second copy of the end-to-end suite at the same time on other ports, as a busy machine would.
 *
 * It prints every test that failed at least once, how often, and the seed or repeat that failed, and exits non-zero
 * if any did. Options: --unit-runs N (3), --e2e-repeats N (5), --loaded, --seed N (the first unit seed; the
 * others follow it), --only unit|e2e.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { SoakResult } from './soak-reporter.ts';

const { values } = parseArgs({
  options: {
    'unit-runs': { type: 'string', default: '3' },
    'e2e-repeats': { type: 'string', default: '5' },
    loaded: { type: 'boolean', default: false },
    seed: { type: 'string' },
    only: { type: 'string' },
  },
});

const unitRuns = Number(values['unit-runs']);
const repeats = Number(values['e2e-repeats']);
const firstSeed = values.seed === undefined ? Date.now() % 1_000_000 : Number(values.seed);
if (![unitRuns, repeats, firstSeed].every((n) => Number.isInteger(n) && n >= 0)) {
  console.error('--unit-runs, --e2e-repeats and --seed take whole numbers.');
  process.exit(2);
}

const OUT = join('test-results-soak');
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

/** Runs a command to its end with the given environment; resolves with its exit code. */
function run(command: string, args: readonly string[], env: NodeJS.ProcessEnv = {}, quiet = false): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

interface Tally {
  count: number;
  where: string[];
  error: string;
}

const tallies = new Map<string, Tally>();
function tally(title: string, where: string, error: string): void {
  const entry = tallies.get(title) ?? { count: 0, where: [], error };
  entry.count += 1;
  entry.where.push(where);
  tallies.set(title, entry);
}

interface VitestJson {
  readonly testResults: readonly {
    readonly name: string;
    readonly message?: string;
    readonly assertionResults: readonly {
      readonly fullName: string;
      readonly status: string;
      readonly failureMessages?: readonly string[];
    }[];
  }[];
}

async function soakUnit(): Promise<number> {
  let total = 0;
  for (let i = 0; i < unitRuns; i++) {
    const seed = firstSeed + i;
    const file = join(OUT, `unit-${seed}.json`);
    console.log(`\n=== unit run ${i + 1}/${unitRuns}, shuffled with seed ${seed} ===`);
    const args = ['--no-install', 'vitest', 'run', '--sequence.shuffle', `--sequence.seed=${seed}`];
    const code = await run('npx', [...args, '--reporter=dot', '--reporter=json', `--outputFile.json=${file}`]);
    if (!existsSync(file)) {
      tally('(the unit run itself)', `seed ${seed}`, `vitest exited with ${code} and wrote no report`);
      continue;
    }
    const report = JSON.parse(readFileSync(file, 'utf8')) as VitestJson;
    for (const suite of report.testResults) {
      const name = suite.name.slice(process.cwd().length + 1);
      if (suite.assertionResults.length === 0 && suite.message) tally(name, `seed ${seed}`, suite.message);
      for (const test of suite.assertionResults) {
        total += 1;
        if (test.status === 'failed') {
          tally(`${name} › ${test.fullName}`, `seed ${seed}`, test.failureMessages?.[0]?.split('\n')[0] ?? '');
        }
      }
    }
  }
  return total;
}

interface Copy {
  readonly name: string;
  readonly port: number;
}

/** playwright.config.ts's projects, in the order the config runs them: the heavy tests last. */
const PROJECTS = [
  { name: 'desktop', args: [] },
  { name: 'heavy', args: ['--no-deps'] },
] as const;

async function soakE2e(): Promise<number> {
  let total = 0;
  const copies: Copy[] = [{ name: 'copy 1', port: 4183 }];
  if (values.loaded) copies.push({ name: 'copy 2', port: 4193 });
  console.log(`\n=== e2e: ${copies.length} cop${copies.length > 1 ? 'ies' : 'y'}, each test ${repeats} times ===`);
  await Promise.all(
    copies.map(async ({ name, port }, index) => {
      const report = join(OUT, `e2e-${index + 1}.jsonl`);
      const args = ['--no-install', 'playwright', 'test', `--repeat-each=${repeats}`, '--retries=0', '--workers=2'];
      const reporters = `${index === 0 ? 'dot,' : ''}./scripts/soak-reporter.ts`;
      const env = { E2E_PORT: String(port), E2E_ANALYTICS_PORT: String(port + 1), SOAK_REPORT: report };
      let code = 0;
      // Playwright runs a project that another depends on once, whatever --repeat-each says: each project is run on
      // its own, the second without its dependency, so that every test is repeated.
      for (const project of PROJECTS) {
        const output = join(OUT, `e2e-${index + 1}-${project.name}`);
        const projectArgs = [`--project=${project.name}`, ...project.args];
        const exit = await run(
          'npx',
          [...args, ...projectArgs, `--reporter=${reporters}`, `--output=${output}`],
          env,
          index > 0,
        );
        code ||= exit;
      }
      const lines = existsSync(report) ? readFileSync(report, 'utf8').split('\n').filter(Boolean) : [];
      for (const line of lines) {
        const result = JSON.parse(line) as SoakResult;
        total += 1;
        if (result.status !== 'passed') {
          tally(result.title, `${name} repeat ${result.repeat} (${result.status})`, result.error);
        }
      }
      if (code !== 0 && lines.length === 0) tally(`(e2e ${name} itself)`, name, `playwright exited with ${code}`);
    }),
  );
  return total;
}

const started = performance.now();
let unitTests = 0;
let e2eTests = 0;
if (values.only !== 'e2e') unitTests = await soakUnit();
if (values.only !== 'unit') {
  if ((await run('node', ['--import', 'tsx', 'scripts/build-once.ts'])) !== 0) process.exit(1);
  if ((await run('bash', ['scripts/ensure-chromium.sh'])) !== 0) process.exit(1);
  e2eTests = await soakE2e();
}

const minutes = ((performance.now() - started) / 60_000).toFixed(1);
// Only what ran is reported: `--only e2e` ran no unit test, and `--only unit` no end-to-end test.
const parts = [
  values.only !== 'e2e' && `unit: ${unitRuns} runs (${unitTests} tests, seeds from ${firstSeed})`,
  values.only !== 'unit' &&
    `e2e: ${e2eTests} test runs, each test ${repeats} times${values.loaded ? ' in two copies at once' : ''}`,
].filter(Boolean);
console.log(`\n=== soak: ${minutes} min; ${parts.join('; ')} ===`);
if (tallies.size === 0) {
  console.log('No test failed.');
  process.exit(0);
}
console.log(`${tallies.size} test(s) failed at least once:`);
for (const [title, { count, where, error }] of [...tallies].sort((a, b) => b[1].count - a[1].count)) {
  console.log(`  ${count}×  ${title}\n      in: ${where.join('; ')}\n      first error: ${error}`);
}
process.exit(1);
