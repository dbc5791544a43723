/**
 * `npm test` and `npm run test:quick`: the checks in order, each stage timed, stopping at the first that fails.
 *
 *   full:  wasm, typecheck and lint (with the message catalogues' check) side by side, unit, build, e2e, size
 *   quick: unit, build, e2e smoke (the end-to-end tests tagged @smoke)
 *
 * The type check and lint each keep one core busy and share nothing, so on two cores they run at the same time, each
 * one's output held back and printed whole when it ends. The unit and e2e stages use every core and run alone:
 * beside them another stage only slows both.
 *
 * The wasm stage builds the WebAssembly kernel from its source (scripts/build-wasm.ts) so that the type check and lint
 * see current generated files; the unit tests' global setup and the build do the same, which covers the quick plan.
 * The build stage builds once for the whole suite and is skipped while its inputs are unchanged
 * (scripts/build-once.ts). A table of stage times is printed at the end, also after a failure.
 */
import { spawn } from 'node:child_process';

interface Stage {
  readonly name: string;
  readonly commands: readonly (readonly string[])[];
}

/** Stages run at the same time; the step ends when the last ends. */
type Step = Stage | { readonly together: readonly Stage[] };

interface Timed {
  readonly name: string;
  readonly ms: number;
  readonly ok: boolean;
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
      // Every message catalogue holds exactly the code's messages, each translated (scripts/i18n-check.ts).
      ['node', '--import', 'tsx', 'scripts/i18n-check.ts'],
      // No word a player sees is left in the code, outside the screens listed as untranslated (scripts/i18n-literals.ts).
      ['node', '--import', 'tsx', 'scripts/i18n-literals.ts'],
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

const PLANS: Record<string, readonly Step[]> = {
  full: [
    STAGES.wasm!,
    { together: [STAGES.typecheck!, STAGES.lint!] },
    STAGES.unit!,
    STAGES.build!,
    STAGES.e2e!,
    STAGES.size!,
  ],
  quick: [STAGES.unit!, STAGES.build!, STAGES.smoke!],
};

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function summary(times: readonly Timed[], totalMs: number): string {
  const width = Math.max(...times.map((t) => t.name.length), 'total'.length);
  const rows = times.map((t) => `  ${t.name.padEnd(width)}  ${seconds(t.ms).padStart(8)}${t.ok ? '' : '  FAILED'}`);
  return ['stage times:', ...rows, `  ${'total'.padEnd(width)}  ${seconds(totalMs).padStart(8)}`].join('\n');
}

/** Runs one command; `held` collects its output instead of passing it through. */
function run(command: readonly string[], held?: Buffer[]): Promise<boolean> {
  const [program, ...args] = command;
  return new Promise((resolve) => {
    const child = spawn(program!, args, { stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (held) {
      child.stdout!.on('data', (chunk: Buffer) => held.push(chunk));
      child.stderr!.on('data', (chunk: Buffer) => held.push(chunk));
    }
    child.on('error', (error) => {
      held?.push(Buffer.from(`${String(error)}\n`));
      resolve(false);
    });
    child.on('close', (code) => resolve(code === 0));
  });
}

async function runStage(stage: Stage, holdOutput: boolean): Promise<Timed> {
  const start = performance.now();
  const held: Buffer[] | undefined = holdOutput ? [] : undefined;
  if (!holdOutput) console.log(`\n=== ${stage.name} ===`);
  let ok = true;
  for (const command of stage.commands) {
    if (!(await run(command, held))) {
      ok = false;
      break;
    }
  }
  const ms = performance.now() - start;
  if (held) {
    console.log(`\n=== ${stage.name} (run beside another stage) ===`);
    process.stdout.write(Buffer.concat(held));
  }
  console.log(`=== ${stage.name}: ${ok ? 'passed' : 'FAILED'} in ${seconds(ms)} ===`);
  return { name: stage.name, ms, ok };
}

async function runStep(step: Step): Promise<Timed[]> {
  if ('together' in step) return Promise.all(step.together.map((stage) => runStage(stage, true)));
  return [await runStage(step, false)];
}

const planName = process.argv[2] ?? 'full';
const plan = PLANS[planName];
if (!plan) {
  console.error(`Unknown test plan "${planName}": use one of ${Object.keys(PLANS).join(', ')}.`);
  process.exit(2);
}

const started = performance.now();
const times: Timed[] = [];
let failed = false;
for (const step of plan) {
  const stepTimes = await runStep(step);
  times.push(...stepTimes);
  if (stepTimes.some((t) => !t.ok)) {
    failed = true;
    break;
  }
}
console.log(`\n${summary(times, performance.now() - started)}`);
process.exit(failed ? 1 : 0);
