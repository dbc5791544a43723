/**
 * Pull planner benchmark: `npx tsx bench/plan-bench.ts` alone, or `runPlanBench()` from the engine bench.
 *
 * Every plan of up to three targets with up to three copies each, on one or two banners, is answered exactly. The
 * slowest such plans, found by measuring the work (state-pulls) of every combination of kinds of character (top
 * rarity, ml, limited SR, other SR, R) per banner at three copies each, are timed here from the request to the
 * answer (validation, stage distributions, convolutions, by-day chances), best of a few runs:
 * - plan_exact_ms: the slowest across two banners (BENCH_TWO_BANNERS);
 * - plan_exact_one_banner_ms: the slowest on one banner (BENCH_ONE_BANNER);
 * - plan_exact_work: the state-pulls each computes, which do not depend on the machine.
 * The machine's load moves the times a lot, so the figures come with the load average.
 */

import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { CHARACTERS } from '../src/catalogue/characters';
import { DEFAULT_ECONOMY } from '../src/catalogue/economy';
import { planAnswer } from '../src/engine/plan/answer';
import { planExact } from '../src/engine/plan/exact';
import type { PlanRequest } from '../src/engine/plan/types';
import { checkPlan } from '../src/engine/plan/validate';
import { buildRules } from '../src/engine/pulls/rules';
import type { BannerId } from '../src/engine/types';

export const PLAN_TARGETS = { plan_exact_ms: 1000, plan_exact_one_banner_ms: 1000 } as const;

type Spec = readonly (readonly [string, BannerId, number])[];

/** An ml and a limited SR on Perma, an other SR on Limited: 129 M state-pulls. */
export const BENCH_TWO_BANNERS: Spec = [
  ['heinrich', 'perma', 3],
  ['marvell', 'perma', 3],
  ['kazami', 'limited', 3],
];
/** An ml and two limited SRs on Perma: 440 M state-pulls. */
export const BENCH_ONE_BANNER: Spec = [
  ['heinrich', 'perma', 3],
  ['marvell', 'perma', 3],
  ['valerian', 'perma', 3],
];

const REPETITIONS = 3;
const rules = buildRules(CHARACTERS);
const HELD = { crystals: 48_000, anima: 120, apex: 40 };

function request(spec: Spec): PlanRequest {
  return {
    targets: spec.map(([id, banner, copies]) => {
      const character = CHARACTERS.findIndex((c) => c.id === id);
      if (character < 0) throw new Error(`The bench plan names an unknown character: ${id}`);
      return { character, banner, copies };
    }),
    counters: { limited: { pity: 0, sr: 0 }, perma: { pity: 0, sr: 0 }, ml: { pity: 0, sr: 0 } },
    onHand: HELD,
    income: { daily: { crystals: 100, anima: 0, apex: 0 }, weekly: HELD, monthly: HELD, events: [] },
    economy: DEFAULT_ECONOMY,
    clock: { today: '2026-03-10', minuteOfDay: 600 },
    targetDate: '2026-06-10',
    resetHour: 5,
    weeklyResetDay: 1,
  };
}

export const describePlan = (spec: Spec): string => spec.map(([id, banner, n]) => `${id} x${n} (${banner})`).join(', ');

/** Best time from request to answer, and the work of the exact walk. */
function timePlan(spec: Spec): { ms: number; work: number } {
  let best = Number.POSITIVE_INFINITY;
  let work = 0;
  for (let i = 0; i < REPETITIONS; i++) {
    const start = performance.now();
    const plan = checkPlan(rules, request(spec));
    const outcome = planExact(rules, plan);
    if (!outcome.ok) throw new Error(`A required plan was too large: ${describePlan(spec)}`);
    const answer = planAnswer(plan, { method: 'exact', banners: outcome.banners });
    best = Math.min(best, performance.now() - start);
    work = outcome.work;
    if (!(answer.chanceAll.value >= 0)) throw new Error('The bench plan gave no chance');
  }
  return { ms: best, work };
}

export interface PlanBenchResult {
  readonly plan_exact_ms: number;
  readonly plan_exact_one_banner_ms: number;
  readonly plan_exact_work: number;
  readonly plan_exact_one_banner_work: number;
  readonly plan_load_average: number;
}

export function runPlanBench(): PlanBenchResult {
  const two = timePlan(BENCH_TWO_BANNERS);
  const one = timePlan(BENCH_ONE_BANNER);
  return {
    plan_exact_ms: Math.round(two.ms),
    plan_exact_one_banner_ms: Math.round(one.ms),
    plan_exact_work: two.work,
    plan_exact_one_banner_work: one.work,
    plan_load_average: Number(loadavg()[0]!.toFixed(2)),
  };
}

/** The table rows of a result, for this bench alone and for the engine bench. */
export function planBenchRows(result: PlanBenchResult): [string, string, string][] {
  const verdict = (ms: number) => (ms <= PLAN_TARGETS.plan_exact_ms ? 'ok' : 'MISSED');
  return [
    [
      `two banners: ${describePlan(BENCH_TWO_BANNERS)}`,
      `${result.plan_exact_ms} ms`,
      `${(result.plan_exact_work / 1e6).toFixed(0)} M state-pulls, target <= 1000 ${verdict(result.plan_exact_ms)}`,
    ],
    [
      `one banner: ${describePlan(BENCH_ONE_BANNER)}`,
      `${result.plan_exact_one_banner_ms} ms`,
      `${(result.plan_exact_one_banner_work / 1e6).toFixed(0)} M state-pulls, target <= 1000 ${verdict(result.plan_exact_one_banner_ms)}`,
    ],
    ['load average (1 min) while measured', String(result.plan_load_average), 'figures for a quiet machine'],
  ];
}

function main(): void {
  const result = runPlanBench();
  console.log(`Pull planner benchmark (node ${process.version}, best of ${REPETITIONS}, request to answer)`);
  for (const [name, value, note] of planBenchRows(result))
    console.log(`  ${name}\n    ${value.padStart(10)}   ${note}`);
  console.log(JSON.stringify(result));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
