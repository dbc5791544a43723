/**
 * Banner-run planner benchmark: `npx tsx bench/plan-runs-bench.ts` alone, or `runPlanRunsBench()` from the engine
 * bench. Two Limited runs (Freya's, then one featuring Hoyan), three targets of two copies each, on hand plus daily
 * income over 60 days, answered exactly from the request (validation, both runs' stage distributions, the budget
 * DP): plan_runs_exact_ms, best of a few runs, with the load average. The same plan with Kazami (an SR) x1 added to
 * Freya's run, which leaves the Limited counters uncertain for Hoyan's, answered by the joint walk
 * (`plan/runs-joint.ts`): plan_runs_uncertain_exact_ms.
 */

import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { CHARACTERS } from '../src/catalogue/characters';
import { DEFAULT_ECONOMY } from '../src/catalogue/economy';
import { planRuns } from '../src/engine/plan/runs';
import type { RunPlanRequest } from '../src/engine/plan/runs-types';
import { buildRules } from '../src/engine/pulls/rules';

export const PLAN_RUNS_TARGET_MS = 1000;
const REPETITIONS = 3;
const rules = buildRules(CHARACTERS);
const NONE = { crystals: 0, anima: 0, apex: 0 };

function indexOf(id: string): number {
  const i = CHARACTERS.findIndex((c) => c.id === id);
  if (i < 0) throw new Error(`The bench plan names an unknown character: ${id}`);
  return i;
}

/** Freya x2 on her run (ends day 25); Hoyan x2 and Marvell x2 on Hoyan's (ends day 60). */
export const BENCH_RUNS_DESCRIPTION = 'freya x2 (run 1), hoyan x2 + marvell x2 (run 2, featuring hoyan), 60 days';
export const BENCH_UNCERTAIN_DESCRIPTION = 'the same with kazami x1 (an SR) added to run 1';

function request(uncertain = false): RunPlanRequest {
  return {
    targets: [
      { character: indexOf('freya'), copies: 2, run: 0 },
      ...(uncertain ? [{ character: indexOf('kazami'), copies: 1, run: 0 }] : []),
      { character: indexOf('hoyan'), copies: 2, run: 1 },
      { character: indexOf('marvell'), copies: 2, run: 1 },
    ],
    runs: [
      { banner: 'limited', start: '2026-03-01', end: '2026-04-04' },
      { banner: 'limited', featured: indexOf('hoyan'), start: '2026-04-05', end: '2026-05-09' },
    ],
    counters: { limited: { pity: 0, sr: 0 }, perma: { pity: 0, sr: 0 }, ml: { pity: 0, sr: 0 } },
    onHand: { crystals: 0, anima: 80, apex: 0 },
    // About 1.5 pulls a day at the default 100 crystals an Anima.
    income: { daily: { crystals: 150, anima: 0, apex: 0 }, weekly: NONE, monthly: NONE, events: [] },
    economy: DEFAULT_ECONOMY,
    clock: { today: '2026-03-10', minuteOfDay: 600 },
    targetDate: '2026-05-09',
    resetHour: 5,
    weeklyResetDay: 1,
  };
}

export interface PlanRunsBenchResult {
  readonly plan_runs_exact_ms: number;
  readonly plan_runs_chance_all: number;
  readonly plan_runs_uncertain_exact_ms: number;
  readonly plan_runs_uncertain_chance_all: number;
  readonly plan_runs_load_average: number;
}

/** Best time of a few answers of one request, and its chance of everything. */
function timeExact(uncertain: boolean): { ms: number; chance: number } {
  let best = Number.POSITIVE_INFINITY;
  let chance = 0;
  for (let i = 0; i < REPETITIONS; i++) {
    const start = performance.now();
    const answer = planRuns(rules, request(uncertain));
    best = Math.min(best, performance.now() - start);
    if (answer.method !== 'exact') throw new Error('The bench run plan was not answered exactly');
    chance = answer.chanceAll.value;
  }
  return { ms: Math.round(best), chance: Number(chance.toFixed(6)) };
}

export function runPlanRunsBench(): PlanRunsBenchResult {
  const certain = timeExact(false);
  const uncertain = timeExact(true);
  return {
    plan_runs_exact_ms: certain.ms,
    plan_runs_chance_all: certain.chance,
    plan_runs_uncertain_exact_ms: uncertain.ms,
    plan_runs_uncertain_chance_all: uncertain.chance,
    plan_runs_load_average: Number(loadavg()[0]!.toFixed(2)),
  };
}

/** The table rows of a result, for this bench alone and for the engine bench. */
export function planRunsBenchRows(result: PlanRunsBenchResult): [string, string, string][] {
  const verdict = result.plan_runs_exact_ms <= PLAN_RUNS_TARGET_MS ? 'ok' : 'MISSED';
  const uncertainVerdict = result.plan_runs_uncertain_exact_ms <= PLAN_RUNS_TARGET_MS ? 'ok' : 'MISSED';
  return [
    [
      `two Limited runs: ${BENCH_RUNS_DESCRIPTION}`,
      `${result.plan_runs_exact_ms} ms`,
      `chance of all ${(100 * result.plan_runs_chance_all).toFixed(2)}%, target <= ${PLAN_RUNS_TARGET_MS} ${verdict}`,
    ],
    [
      `uncertain counters: ${BENCH_UNCERTAIN_DESCRIPTION}`,
      `${result.plan_runs_uncertain_exact_ms} ms`,
      `chance of all ${(100 * result.plan_runs_uncertain_chance_all).toFixed(2)}%, target <= ${PLAN_RUNS_TARGET_MS} ${uncertainVerdict}`,
    ],
    ['load average (1 min) while measured', String(result.plan_runs_load_average), 'figures for a quiet machine'],
  ];
}

function main(): void {
  const result = runPlanRunsBench();
  console.log(`Banner-run planner benchmark (node ${process.version}, best of ${REPETITIONS}, request to answer)`);
  for (const [name, value, note] of planRunsBenchRows(result))
    console.log(`  ${name}\n    ${value.padStart(10)}   ${note}`);
  console.log(JSON.stringify(result));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
