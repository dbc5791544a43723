/**
 * `npm test` and `npm run test:quick`: the checks in order, each stage timed, stopping at the first that fails.
 *
 *   full:  wasm, typecheck, lint, unit, build, e2e, size
 *   quick: unit, build, e2e smoke (the end-to-end tests tagged @smoke)
 *
 * The wasm stage builds the WebAssembly kernel from its source (scripts/build-wasm.ts) so that the type check and lint
 * see current generated files; the unit tests' global setup and the build do the same, which covers the quick plan.
 * The build stage builds once for the whole suite and is skipped while its inputs are unchanged
 * (scripts/build-once.ts). A table of stage times is printed at the end, also after a failure.
 */
import { spawnSync } from 'node:child_process';

interface Stage {
  readonly name: string;
  readonly commands: readonly (readonly string[])[];
}

const NPX = ['npx', '--no-install'];

const STAGES: Record<string, Stage> = {
  wasm: { name: 'wasm kernel', commands: [['node', '--import', 'tsx', 'scripts/build-wasm.ts']] },
  typecheck: { name: 'typecheck', commands: [[...NPX, 'tsc', '-b']] },
  lint: {
    name: 'lint',
    commands: [
      [...NPX, 'eslint', '.', '--max-warnings', '0'],
      [...NPX, 'prettier', '--check', '.', '--log-level', 'warn'],
    ],
  },
  unit: { name: 'unit', commands: [[...NPX, 'vitest', 'run']] },
  build: { name: 'build', commands: [['node', '--import', 'tsx', 'scripts/build-once.ts']] },
  e2e: {
    name: 'e2e',
    commands: [
      ['bash', 'scripts/ensure-chromium.sh'],
      [...NPX, 'playwright', 'test'],
    ],
  },
  smoke: {
    name: 'e2e smoke',
    commands: [
      ['bash', 'scripts/ensure-chromium.sh'],
      [...NPX, 'playwright', 'test', '--grep', '@smoke'],
    ],
  },
  size: { name: 'size', commands: [[...NPX, 'size-limit']] },
};

const PLANS: Record<string, readonly Stage[]> = {
  full: [STAGES.wasm!, STAGES.typecheck!, STAGES.lint!, STAGES.unit!, STAGES.build!, STAGES.e2e!, STAGES.size!],
  quick: [STAGES.unit!, STAGES.build!, STAGES.smoke!],
};

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function summary(times: readonly { name: string; ms: number; ok: boolean }[], totalMs: number): string {
  const width = Math.max(...times.map((t) => t.name.length), 'total'.length);
  const rows = times.map((t) => `  ${t.name.padEnd(width)}  ${seconds(t.ms).padStart(8)}${t.ok ? '' : '  FAILED'}`);
  return ['stage times:', ...rows, `  ${'total'.padEnd(width)}  ${seconds(totalMs).padStart(8)}`].join('\n');
}

const planName = process.argv[2] ?? 'full';
const plan = PLANS[planName];
if (!plan) {
  console.error(`Unknown test plan "${planName}": use one of ${Object.keys(PLANS).join(', ')}.`);
  process.exit(2);
}

const started = performance.now();
const times: { name: string; ms: number; ok: boolean }[] = [];
let failed = false;
for (const stage of plan) {
  const stageStart = performance.now();
  console.log(`\n=== ${stage.name} ===`);
  let ok = true;
  for (const [command, ...args] of stage.commands) {
    const result = spawnSync(command!, args, { stdio: 'inherit' });
    if (result.status !== 0) {
      ok = false;
      break;
    }
  }
  const ms = performance.now() - stageStart;
  times.push({ name: stage.name, ms, ok });
  console.log(`=== ${stage.name}: ${ok ? 'passed' : 'FAILED'} in ${seconds(ms)} ===`);
  if (!ok) {
    failed = true;
    break;
  }
}
console.log(`\n${summary(times, performance.now() - started)}`);
process.exit(failed ? 1 : 0);
