/**
 * `npm test` and `npm run test:quick`: the checks, each stage timed, stopping at the first that fails.
 *
 *   full:  generated files, then two lanes at once: typecheck, lint, unit | build, e2e, size
 *   quick: generated files, then unit | build, e2e smoke (the end-to-end tests tagged @smoke)
 *
 * The first stage writes the placeholder art and the WebAssembly kernel from their sources (both scripts rewrite
 * only what changed), so that every later stage reads current generated files and none writes them while another
 * reads. The two lanes then run side by side: the browser tests spend much of their time waiting on the page, and
 * the unit tests use that time. The second lane's output is printed whole as each of its stages ends, so the two
 * never interleave. A failing stage stops the other lane. The build is skipped while its inputs are unchanged
 * (scripts/build-once.ts). A table of stage times is printed at the end, also after a failure.
 */
import { spawn, type ChildProcess } from 'node:child_process';

interface Stage {
  readonly name: string;
  readonly commands: readonly (readonly string[])[];
}

const NPX = ['npx', '--no-install'];
const TSX = ['node', '--import', 'tsx'];

const STAGES = {
  generated: {
    name: 'generated files',
    commands: [
      [...TSX, 'scripts/generate-art.ts'],
      [...TSX, 'scripts/build-wasm.ts'],
    ],
  },
  typecheck: { name: 'typecheck', commands: [[...NPX, 'tsc', '-b']] },
  lint: {
    name: 'lint',
    commands: [
      [...NPX, 'eslint', '.', '--max-warnings', '0'],
      [...NPX, 'prettier', '--check', '.', '--log-level', 'warn'],
    ],
  },
  unit: { name: 'unit', commands: [[...NPX, 'vitest', 'run']] },
  build: { name: 'build', commands: [[...TSX, 'scripts/build-once.ts']] },
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
} satisfies Record<string, Stage>;

/** A plan: stages run first in order, then lanes side by side (each lane's stages in order). */
interface Plan {
  readonly first: readonly Stage[];
  readonly lanes: readonly (readonly Stage[])[];
}

const PLANS: Record<string, Plan> = {
  full: {
    first: [STAGES.generated],
    lanes: [
      [STAGES.build, STAGES.e2e, STAGES.size],
      [STAGES.typecheck, STAGES.lint, STAGES.unit],
    ],
  },
  quick: { first: [STAGES.generated], lanes: [[STAGES.build, STAGES.smoke], [STAGES.unit]] },
};

interface Time {
  readonly name: string;
  readonly ms: number;
  /** 'stopped': ended because a stage of the other lane failed. */
  readonly status: 'passed' | 'FAILED' | 'stopped';
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function summary(times: readonly Time[], totalMs: number): string {
  const width = Math.max(...times.map((t) => t.name.length), 'total'.length);
  const rows = times.map(
    (t) => `  ${t.name.padEnd(width)}  ${seconds(t.ms).padStart(8)}${t.status === 'passed' ? '' : `  ${t.status}`}`,
  );
  return ['stage times:', ...rows, `  ${'total'.padEnd(width)}  ${seconds(totalMs).padStart(8)}`].join('\n');
}

const running = new Set<ChildProcess>();
let stopped = false;

/** Runs one command; `out` receives its output when it is buffered, otherwise it goes straight to the terminal. */
function runCommand([command, ...args]: readonly string[], out: string[] | null): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command!, args, {
      stdio: ['ignore', out ? 'pipe' : 'inherit', out ? 'pipe' : 'inherit'],
      // Its own process group, so that stopping a lane stops the browsers and servers it started too.
      detached: true,
      env: out ? { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } : process.env,
    });
    running.add(child);
    child.stdout?.on('data', (chunk: Buffer) => out!.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => out!.push(chunk.toString()));
    child.on('close', (code) => {
      running.delete(child);
      resolve(code === 0);
    });
  });
}

function stopAll(): void {
  stopped = true;
  for (const child of running) {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

const times: Time[] = [];

async function runStage(stage: Stage, buffered: boolean): Promise<boolean> {
  const started = performance.now();
  const out: string[] | null = buffered ? [] : null;
  if (!buffered) console.log(`\n=== ${stage.name} ===`);
  let status: Time['status'] = 'passed';
  for (const command of stage.commands) {
    const ok = await runCommand(command, out);
    if (stopped) status = 'stopped';
    else if (!ok) status = 'FAILED';
    if (status !== 'passed') break;
  }
  const ms = performance.now() - started;
  times.push({ name: stage.name, ms, status });
  if (out) process.stdout.write(`\n=== ${stage.name} ===\n${out.join('')}`);
  console.log(`=== ${stage.name}: ${status} in ${seconds(ms)} ===`);
  return status === 'passed';
}

async function runLane(stages: readonly Stage[], buffered: boolean): Promise<boolean> {
  for (const stage of stages) {
    if (stopped) return false;
    if (!(await runStage(stage, buffered))) {
      stopAll();
      return false;
    }
  }
  return true;
}

const planName = process.argv[2] ?? 'full';
const plan = PLANS[planName];
if (!plan) {
  console.error(`Unknown test plan "${planName}": use one of ${Object.keys(PLANS).join(', ')}.`);
  process.exit(2);
}
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

const started = performance.now();
let passed = await runLane(plan.first, false);
if (passed) {
  const lanes = await Promise.all(plan.lanes.map((lane, i) => runLane(lane, i > 0)));
  passed = lanes.every(Boolean);
}
console.log(`\n${summary(times, performance.now() - started)}`);
process.exit(passed ? 0 : 1);
