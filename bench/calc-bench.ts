/**
 * How Much To calculator benchmark: `npx tsx bench/calc-bench.ts` alone, or `runCalcBench()` from the engine bench.
 *
 * For a fixed selection on Perma from fresh counters (three ssr, one ml and one limited SR):
 * - calc_exact_ms: the exact distribution (best of several runs);
 * - calc_mc_pulls_per_s: Monte Carlo pulls per second on one thread (best of several runs);
 * - calc_mc_vs_engine: that over the engine's batch pulls per second measured in the same process;
 * - calc_exact_vs_mc_max_cdf_diff: the largest gap between the exact cdf and the cdf of 100,000 seeded trials.
 * Alone it also measures the engine's pulls per second with pullBatch, prints a table, then the JSON as its last line.
 */

import { pathToFileURL } from 'node:url';
import { CHARACTERS } from '../src/catalogue/characters';
import { allocatePullBuffers, pullBatch } from '../src/engine/pulls/batch';
import { exactDistribution } from '../src/engine/odds/exact';
import { runTrials } from '../src/engine/odds/monte-carlo';
import { planRequest } from '../src/engine/odds/prepare';
import type { CalcRequest } from '../src/engine/odds/prepare';
import { histogramCdf } from '../src/engine/odds/stats';
import { createRng } from '../src/engine/pulls/rng';
import { buildRules } from '../src/engine/pulls/rules';

export const CALC_TARGETS = {
  calc_exact_ms: 1000,
  calc_mc_vs_engine: 0.8,
  calc_exact_vs_mc_max_cdf_diff: 0.01,
} as const;

/** Three ssr, one ml and one limited SR: the selection every calc figure is measured on. */
export const BENCH_SELECTION = ['holden', 'mia', 'rahu', 'heinrich', 'marvell'] as const;

const SEED = 0x5eed_ca1c;
const EXACT_REPETITIONS = 3;
// Long enough (about half a second a repetition) that scheduler noise does not decide the ratio.
const MC_TRIALS_TIMED = 100_000;
const MC_REPETITIONS = 5;
const MC_TRIALS_CDF = 100_000;
const ENGINE_PULLS = 20_000_000;
const ENGINE_REPETITIONS = 5;

export interface CalcBenchResult {
  readonly calc_exact_ms: number;
  readonly calc_mc_pulls_per_s: number;
  readonly calc_mc_vs_engine: number;
  readonly calc_exact_vs_mc_max_cdf_diff: number;
}

const rules = buildRules(CHARACTERS);

function benchRequest(): CalcRequest {
  const selection = BENCH_SELECTION.map((id) => {
    const index = CHARACTERS.findIndex((c) => c.id === id);
    if (index < 0) throw new Error(`The bench selection names an unknown character: ${id}`);
    return index;
  });
  return { selection, banner: 'perma', start: { pity: 0, sr: 0 } };
}

function bestMs(repetitions: number, run: () => void): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < repetitions; i++) {
    const start = performance.now();
    run();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

/** The engine's own batch speed on Perma, measured the way the engine bench does. */
export function measureEnginePullsPerSecond(): number {
  const out = allocatePullBuffers(ENGINE_PULLS);
  let sink = 0;
  const run = (n: number) => {
    const after = pullBatch(rules, 'perma', { pity: 0, sr: 0 }, n, createRng(SEED), out);
    sink ^= after.pity + out.chars[n - 1]!;
  };
  for (let i = 0; i < 3; i++) run(ENGINE_PULLS / 4);
  const ms = bestMs(ENGINE_REPETITIONS, () => run(ENGINE_PULLS));
  if (sink === 0.5) console.log('unreachable');
  return ENGINE_PULLS / (ms / 1000);
}

export function runCalcBench(enginePullsPerSecond: number): CalcBenchResult {
  const plan = planRequest(rules, benchRequest());

  let exact = exactDistribution(plan);
  const exactMs = bestMs(EXACT_REPETITIONS, () => {
    exact = exactDistribution(planRequest(rules, benchRequest()));
  });
  if (!exact.ok) throw new Error('The bench selection must have an exact answer');

  // Warm the trial loop up, then time it on fresh streams; pulls counted are those of finished trials.
  runTrials(rules, plan, MC_TRIALS_TIMED / 10, createRng(SEED));
  let pulls = 0;
  let seed = SEED;
  const mcMs = bestMs(MC_REPETITIONS, () => {
    pulls = runTrials(rules, plan, MC_TRIALS_TIMED, createRng(++seed)).pulls;
  });
  const mcPerS = pulls / (mcMs / 1000);

  const cdf = histogramCdf(runTrials(rules, plan, MC_TRIALS_CDF, createRng(SEED)));
  const truth = exact.distribution.cdf;
  let gap = 0;
  for (let t = 0; t < Math.max(cdf.length, truth.length); t++) {
    const a = cdf[Math.min(t, cdf.length - 1)]!;
    const b = truth[Math.min(t, truth.length - 1)]!;
    gap = Math.max(gap, Math.abs(a - b));
  }

  return {
    calc_exact_ms: Math.round(exactMs),
    calc_mc_pulls_per_s: Math.round(mcPerS),
    calc_mc_vs_engine: Number((mcPerS / enginePullsPerSecond).toFixed(3)),
    calc_exact_vs_mc_max_cdf_diff: Number(gap.toFixed(5)),
  };
}

function main(): void {
  const enginePerS = measureEnginePullsPerSecond();
  const result = runCalcBench(enginePerS);
  const verdict = (value: number, target: number, atLeast = false) =>
    (atLeast ? value >= target : value <= target) ? 'ok' : 'MISSED';
  const rows: [string, string, string][] = [
    ['engine pulls/s (perma, 20M)', `${(enginePerS / 1e6).toFixed(1)} M/s`, 'reference'],
    [
      'calc_exact_ms',
      String(result.calc_exact_ms),
      `<= ${CALC_TARGETS.calc_exact_ms} ${verdict(result.calc_exact_ms, CALC_TARGETS.calc_exact_ms)}`,
    ],
    ['calc_mc_pulls_per_s', `${(result.calc_mc_pulls_per_s / 1e6).toFixed(1)} M/s`, 'one thread'],
    [
      'calc_mc_vs_engine',
      result.calc_mc_vs_engine.toFixed(3),
      `>= ${CALC_TARGETS.calc_mc_vs_engine} ${verdict(result.calc_mc_vs_engine, CALC_TARGETS.calc_mc_vs_engine, true)}`,
    ],
    [
      'calc_exact_vs_mc_max_cdf_diff',
      result.calc_exact_vs_mc_max_cdf_diff.toFixed(5),
      `<= ${CALC_TARGETS.calc_exact_vs_mc_max_cdf_diff} ${verdict(result.calc_exact_vs_mc_max_cdf_diff, CALC_TARGETS.calc_exact_vs_mc_max_cdf_diff)}`,
    ],
  ];
  console.log(`How Much To calculator benchmark (node ${process.version}; ${BENCH_SELECTION.join(', ')} on Perma)`);
  for (const [name, value, note] of rows) console.log(`  ${name.padEnd(32)} ${value.padStart(12)}   ${note}`);
  console.log(JSON.stringify(result));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
