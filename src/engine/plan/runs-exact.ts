/**
 * Exact chances for a run plan whose runs all pull with Anima (Limited and Perma, in any mix).
 *
 * When every run with targets starts from certain counters (`CheckedRun.start`), runs are independent: each run's
 * stage distributions (N_{r,j}: pulls until its first j targets are complete) come from the planner's chain
 * (`plan/exact.ts`), walked from those counters by the run's own rules, and S_r = N_{r,m_r} are independent too.
 * When some run's counters are uncertain (an earlier run on its banner may end on an SR or R result), the counters
 * it starts from depend on the pulls spent before it, and `plan/runs-joint.ts` walks the joint of both instead.
 *
 * With one currency, tickets first and crystals buying whole tickets, the runs are all paid for exactly when
 * S_1 + .. + S_r <= B_r for every r in pull order, where B_r = anima + floor(crystals / price) by run r's end:
 * holdings only grow, so the crystals bought by run r, max over i <= r of (S_1 + .. + S_i - A_i), fit C_r exactly
 * when each (S_1 + .. + S_i - A_i) fits C_i. So, with f_r(c) = P(runs 1..r paid for, having spent c), f_0 = [1]:
 *   P(target j of run r and all before it) = sum over c of f_{r-1}(c) P(N_{r,j} <= B_r - c)
 *   f_r = (f_{r-1} conv pmf of S_r), cut at B_r.
 * Each convolution is over at most B_r + 1 values (FFT above a small size: `plan/convolve.ts`).
 */

import { cdfAt } from './chance';
import { convolve } from './convolve';
import { runsJoint } from './runs-joint';
import { planExact, PLAN_EXACT_BUDGET, PLAN_TAIL } from './exact';
import type { Marginal } from './marginals';
import type { CheckedRun, CheckedRunPlan } from './runs-validate';
import type { CheckedPlan } from './validate';
import type { Counters } from '../types';

export interface RunsExactOptions {
  /** Work limit over every run's walk, in state-pulls (`plan/exact.ts`). */
  readonly budget?: number;
  readonly tail?: number;
}

/** Chances by run (pull order) and by target (request order), or why there are none. */
export type RunsExactOutcome =
  | { readonly ok: true; readonly runs: Float64Array; readonly targets: Float64Array; readonly work: number }
  | { readonly ok: false; readonly reason: 'apex' | 'too-large' };

/** Rounding alone leaves a certain cdf this far below 1 (as in `plan/marginals.ts`). */
const ROUNDING = 1e-12;

function marginalOf(cdf: Float64Array, length: number): Marginal {
  const n = Math.min(cdf.length, length);
  const c = new Float64Array(n);
  const pmf = new Float64Array(n);
  for (let t = 0; t < n; t++) {
    c[t] = cdf[t]! >= 1 - ROUNDING ? 1 : cdf[t]!;
    pmf[t] = Math.max(0, c[t]! - (t > 0 ? c[t - 1]! : 0));
  }
  return { pmf, cdf: c };
}

/** One run's stage distributions, walked from `start`; null over the work budget. */
function runStages(
  plan: CheckedRunPlan,
  run: CheckedRun,
  start: Counters,
  budget: number,
  tail: number,
): { cdf: readonly Float64Array[]; work: number } | null {
  const { request } = plan;
  const none = { limited: [], perma: [], ml: [] };
  const single: CheckedPlan = {
    request: {
      ...request,
      targets: run.targets.map((x) => ({ character: x.character, copies: x.copies, banner: run.banner })),
      counters: { ...request.counters, [run.banner]: start },
    },
    targets: { ...none, [run.banner]: run.targets },
    stages: [],
    today: plan.today,
    targetDay: plan.targetDay,
  };
  const outcome = planExact(run.rules, single, { budget, tail });
  if (!outcome.ok) return null;
  return { cdf: outcome.banners[0]!.cdf, work: outcome.work };
}

/** Exact chances of a run plan, when every run pulls with Anima; 'too-large' beyond the work budget. */
export function runsExact(plan: CheckedRunPlan, options: RunsExactOptions = {}): RunsExactOutcome {
  if (plan.runs.some((run) => run.banner === 'ml' && run.targets.length > 0)) return { ok: false, reason: 'apex' };
  let left = options.budget ?? PLAN_EXACT_BUDGET;
  if (plan.runs.some((run) => run.start === null && run.targets.length > 0)) return runsJoint(plan, left);
  const tail = options.tail ?? PLAN_TAIL;
  let work = 0;
  const runs = new Float64Array(plan.runs.length);
  const targets = new Float64Array(plan.request.targets.length);
  // f[c] = P(every run so far paid for, having spent c pulls).
  let f: Float64Array = Float64Array.of(1);
  let alive = 1;
  for (const [r, run] of plan.runs.entries()) {
    const budget = run.pulls;
    if (run.targets.length === 0) {
      runs[r] = alive;
      continue;
    }
    const stages = runStages(plan, run, run.start!, left, tail);
    if (!stages) return { ok: false, reason: 'too-large' };
    left -= stages.work;
    work += stages.work;
    const marginals = stages.cdf.map((cdf) => marginalOf(cdf, budget + 1));
    marginals.forEach((m, j) => {
      let chance = 0;
      for (let c = 0; c < f.length && c <= budget; c++) if (f[c]! > 0) chance += f[c]! * cdfAt(m, budget - c);
      targets[run.targets[j]!.position] = Math.min(1, chance);
    });
    const last = marginals[marginals.length - 1]!;
    const next = convolve(f, last.pmf);
    f = next.subarray(0, Math.min(next.length, budget + 1));
    alive = targets[run.targets[run.targets.length - 1]!.position]!;
    runs[r] = alive;
  }
  return { ok: true, runs, targets, work };
}
