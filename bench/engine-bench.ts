/**
 * Pull-engine benchmark: `npx tsx bench/engine-bench.ts`.
 *
 * Measures in one process, each warmed up first, then in interleaved rounds (so that all see the same machine load),
 * each reported as its best round:
 * - the batch engine's pulls per second (perma banner, from fresh counters, seeded);
 * - random numbers per second of a bare loop calling nextU32() on the same PRNG with the same seed;
 * - pulls per second of the naive reference engine (bench/naive-engine.ts: one object per pull, Math.random,
 *   pools filtered per pull);
 * - stored bytes per pull of a 10,000,000-pull batch encoded by src/engine/history/codec.ts, header included;
 * then How Much To's calculator (bench/calc-bench.ts), the pull planner (bench/plan-bench.ts), its banner runs
 * (bench/plan-runs-bench.ts) and the luck panel's exact distribution (bench/luck-bench.ts).
 * Prints a table, then as its last line one JSON object with the headline figures.
 */

import { runCalcBench } from './calc-bench';
import { printLuckRows, runLuckBench } from './luck-bench';
import { planBenchRows, runPlanBench } from './plan-bench';
import { planRunsBenchRows, runPlanRunsBench } from './plan-runs-bench';
import { CHARACTERS } from '../src/catalogue/characters';
import { allocatePullBuffers, pullBatch, pullMany } from '../src/engine/pulls/batch';
import { encodeHistoryBatch } from '../src/engine/history/codec';
import { createRng } from '../src/engine/pulls/rng';
import type { Sfc32 } from '../src/engine/pulls/rng';
import { buildRules } from '../src/engine/pulls/rules';
import { NaiveEngine } from './naive-engine';

const SEED = 0x2f6e2b1d;
const ENGINE_PULLS = 20_000_000;
const BARE_DRAWS = 20_000_000;
const NAIVE_PULLS = 1_000_000;
const CODEC_PULLS = 10_000_000;
const REPETITIONS = 9;

const rules = buildRules(CHARACTERS);

/** Results are folded in here so no measured loop can be optimised away. */
let sink = 0;

function seconds(run: () => void): number {
  const start = performance.now();
  run();
  return (performance.now() - start) / 1000;
}

function bareLoop(rng: Sfc32, n: number): number {
  let acc = 0;
  for (let i = 0; i < n; i++) acc = (acc + rng.nextU32()) | 0;
  return acc;
}

function bulkFill(rng: Sfc32, n: number, block: Uint32Array): number {
  let acc = 0;
  for (let done = 0; done < n; done += block.length) {
    const m = Math.min(block.length, n - done);
    rng.fill(block, 0, m);
    acc = (acc + block[0]!) | 0;
  }
  return acc;
}

function naiveRun(n: number): number {
  const engine = new NaiveEngine(CHARACTERS);
  let acc = 0;
  for (let i = 0; i < n; i++) acc += engine.pull('perma').pityCount;
  return acc;
}

// The engine as the app calls it: one call per batch into preallocated buffers.
const out = allocatePullBuffers(ENGINE_PULLS);
const block = new Uint32Array(4096);
const measures = {
  engine: (n: number): void => {
    const after = pullBatch(rules, 'perma', { pity: 0, sr: 0 }, n, createRng(SEED), out);
    sink ^= after.pity + out.chars[n - 1]!;
  },
  bare: (n: number): void => {
    sink ^= bareLoop(createRng(SEED), n);
  },
  // The generator's bulk form, which is how the engine draws; for context only.
  fill: (n: number): void => {
    sink ^= bulkFill(createRng(SEED), n, block);
  },
  naive: (n: number): void => {
    sink ^= naiveRun(n);
  },
};
const sizes = { engine: ENGINE_PULLS, bare: BARE_DRAWS, fill: BARE_DRAWS, naive: NAIVE_PULLS };
type Measure = keyof typeof measures;
const order: Measure[] = ['engine', 'bare', 'fill', 'naive'];

for (const name of order) for (let i = 0; i < 3; i++) measures[name](Math.floor(sizes[name] / 4));
const best: Record<Measure, number> = { engine: Infinity, bare: Infinity, fill: Infinity, naive: Infinity };
for (let round = 0; round < REPETITIONS; round++) {
  for (const name of order)
    best[name] = Math.min(
      best[name],
      seconds(() => measures[name](sizes[name])),
    );
}
const engineSeconds = best.engine;
const bareSeconds = best.bare;
const fillSeconds = best.fill;
const naiveSeconds = best.naive;

// Storage: a 10M-pull batch through the history codec, header included.
const batch = pullMany(rules, 'perma', { pity: 0, sr: 0 }, CODEC_PULLS, createRng(SEED));
const encoded = encodeHistoryBatch(rules, {
  banner: 'perma',
  timestamp: Date.now(),
  startCounters: { pity: 0, sr: 0 },
  chars: batch.chars,
});

const enginePerS = ENGINE_PULLS / engineSeconds;
const barePerS = BARE_DRAWS / bareSeconds;
const fillPerS = BARE_DRAWS / fillSeconds;
const naivePerS = NAIVE_PULLS / naiveSeconds;
const bytesPerPull = encoded.length / CODEC_PULLS;

const millions = (x: number): string => `${(x / 1e6).toFixed(1).padStart(8)} M/s`;
const rows: [string, string, string][] = [
  ['engine pulls (perma, 20M, seeded)', millions(enginePerS), `${(engineSeconds * 1000).toFixed(0)} ms best`],
  ['bare PRNG nextU32() loop (same seed)', millions(barePerS), `${(bareSeconds * 1000).toFixed(0)} ms best`],
  ['bulk PRNG fill (context)', millions(fillPerS), `${(fillSeconds * 1000).toFixed(0)} ms best`],
  [
    `naive engine pulls (perma, ${NAIVE_PULLS / 1e6}M)`,
    millions(naivePerS),
    `${(naiveSeconds * 1000).toFixed(0)} ms best`,
  ],
  ['engine / bare PRNG', `${(enginePerS / barePerS).toFixed(3).padStart(10)}`, 'target >= 0.5'],
  ['engine / naive', `${(enginePerS / naivePerS).toFixed(1).padStart(10)}`, 'target >= 40'],
  [
    'stored bytes per pull (10M batch)',
    `${bytesPerPull.toFixed(6).padStart(10)}`,
    `${encoded.length} bytes, target <= 4`,
  ],
];
console.log(`Pull engine benchmark (node ${process.version}, best of ${REPETITIONS})`);
for (const [name, value, note] of rows) console.log(`  ${name.padEnd(38)} ${value}   ${note}`);
if (sink === 0.5) console.log('unreachable');

// How Much To's calculator, measured against this run's engine speed (issue: calc_* figures).
const calc = runCalcBench(enginePerS);
console.log('How Much To calculator (three ssr, one ml, one limited SR on Perma)');
console.log(`  ${'exact distribution'.padEnd(38)} ${String(calc.calc_exact_ms).padStart(10)} ms   target <= 1000`);
console.log(`  ${'Monte Carlo, one thread'.padEnd(38)} ${millions(calc.calc_mc_pulls_per_s)}`);
console.log(`  ${'Monte Carlo / engine'.padEnd(38)} ${calc.calc_mc_vs_engine.toFixed(3).padStart(10)}   target >= 0.8`);
console.log(
  `  ${'max |exact CDF - 100k-trial CDF|'.padEnd(38)} ${calc.calc_exact_vs_mc_max_cdf_diff.toFixed(5).padStart(10)}   target <= 0.01`,
);

// The pull planner's exact answers: the slowest plans that must be exact (plan_exact_ms).
const plan = runPlanBench();
console.log('Pull planner, request to answer (three targets x three copies)');
for (const [name, value, note] of planBenchRows(plan))
  console.log(`  ${name}\n  ${''.padEnd(38)} ${value.padStart(10)}   ${note}`);

// The planner's banner runs: two Limited runs in a row, exact (plan_runs_exact_ms).
const planRunsResult = runPlanRunsBench();
console.log('Pull planner with banner runs, request to answer (two Limited runs, three targets x two copies)');
for (const [name, value, note] of planRunsBenchRows(planRunsResult))
  console.log(`  ${name}\n  ${''.padEnd(38)} ${value.padStart(10)}   ${note}`);

// My Summons' luck panel: the exact distribution at the size where it hands over to the approximation.
const luck = runLuckBench();
printLuckRows(luck);

console.log(
  JSON.stringify({
    engine_pulls_per_s: Math.round(enginePerS),
    bare_rng_per_s: Math.round(barePerS),
    naive_pulls_per_s: Math.round(naivePerS),
    engine_vs_bare_rng: Number((enginePerS / barePerS).toFixed(4)),
    engine_vs_naive: Number((enginePerS / naivePerS).toFixed(2)),
    bytes_per_pull: Number(bytesPerPull.toFixed(7)),
    ...calc,
    ...plan,
    ...planRunsResult,
    luck_exact_ms: luck.luck_exact_ms,
    luck_exact_pulls: luck.luck_exact_pulls,
    luck_approx_max_error: luck.luck_approx_max_error,
  }),
);
