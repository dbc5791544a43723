/**
 * The planner for banner runs (issue 28): "Freya ends on the 10th, then Hoyan runs until 5 Jan; I hold 80 pulls
 * and earn about 1.5 a day: what is my chance of getting both?" The question's rules are in `plan/runs-types.ts`.
 *
 * Exact (`plan/runs-exact.ts`) when every run with targets pulls with Anima, whatever counters each run starts from,
 * within the work budget. Otherwise Monte Carlo (`plan/runs-trials.ts`) with a 95% Wilson interval on every chance,
 * and `reason` says why.
 */

import { chanceEstimate } from '../odds/stats';
import { createRng } from '../pulls/rng';
import type { Rules } from '../pulls/rules';
import { formatDate } from './calendar';
import { runsExact } from './runs-exact';
import type { RunsExactOptions } from './runs-exact';
import { runRunTrials } from './runs-trials';
import type { RunAnswer, RunPlanAnswer, RunPlanRequest, RunsEstimateReason } from './runs-types';
import { checkRunPlan } from './runs-validate';
import type { CheckedRunPlan } from './runs-validate';

/** Trials of a Monte Carlo answer unless told otherwise. */
export const RUN_PLAN_TRIALS = 100_000;

export interface RunPlanOptions extends RunsExactOptions {
  /** 'auto' (the default) answers exactly where it can; 'monte-carlo' always estimates (for tests and checks). */
  readonly method?: 'auto' | 'monte-carlo';
  readonly trials?: number;
  /** Seed of the Monte Carlo stream. */
  readonly seed?: number;
}

function answerOf(
  plan: CheckedRunPlan,
  byRun: Float64Array,
  byTarget: Float64Array,
  trials: number,
  reason: RunsEstimateReason | null,
): RunPlanAnswer {
  const runs: RunAnswer[] = new Array<RunAnswer>(plan.runs.length);
  plan.runs.forEach((run, r) => {
    runs[run.index] = {
      end: formatDate(run.endDay),
      holdings: run.holdings,
      pulls: run.pulls,
      chance: chanceEstimate(byRun[r]!, trials),
    };
  });
  const last = byRun[byRun.length - 1]!;
  return {
    method: trials === 0 ? 'exact' : 'monte-carlo',
    trials,
    reason,
    order: plan.runs.map((run) => run.index),
    runs,
    targets: Array.from(byTarget, (v) => chanceEstimate(v, trials)),
    chanceAll: chanceEstimate(last, trials),
  };
}

/** The answer for a checked run plan. */
export function answerRunPlan(plan: CheckedRunPlan, options: RunPlanOptions = {}): RunPlanAnswer {
  let reason: RunsEstimateReason = 'asked';
  if (options.method !== 'monte-carlo') {
    const exact = runsExact(plan, options);
    if (exact.ok) return answerOf(plan, exact.runs, exact.targets, 0, null);
    reason = exact.reason;
  }
  const trials = options.trials ?? RUN_PLAN_TRIALS;
  if (!Number.isInteger(trials) || trials < 1) throw new RangeError(`Trials must be a positive integer, got ${trials}`);
  const counts = runRunTrials(plan, trials, createRng(options.seed ?? 1));
  const scale = (a: Float64Array) => a.map((v) => v / trials);
  return answerOf(plan, scale(counts.runs), scale(counts.targets), trials, reason);
}

/** Checks a run plan (a PlanRequestError on the first fault) and answers it. */
export function planRuns(rules: Rules, request: RunPlanRequest, options: RunPlanOptions = {}): RunPlanAnswer {
  return answerRunPlan(checkRunPlan(rules, request), options);
}
