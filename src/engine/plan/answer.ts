/**
 * The planner's answer from its stage distributions.
 *
 * For the plan's first k targets, X_k (pulls on the Anima banners) is the sum of Limited's and Perma's stage counts
 * for the targets among those k, and Y_k is ML's; banners are independent, so X_k's distribution is a convolution
 * and X_k, Y_k are independent. Every chance is `fundedChance` of those with the holdings of the day: each prefix's
 * chance on the target date, and the whole plan's by day from the income, with the first days at 50% and 90%. The
 * total pulls X_n + Y_n give the chance by pulls and the pulls for 50%, 90% and 99%. The budget shown is
 * `bestSplit`'s fixed exchange.
 *
 * Monte Carlo answers carry a 95% Wilson interval on every chance, taken with the number of trials per banner (each
 * banner's trials are independent of the others', so this is the interval of a one-banner plan and an approximation
 * for plans that combine banners).
 */

import { chanceEstimate, quantileOf } from '../odds/stats';
import { holdingsByDay, holdingsOn } from './budget';
import { formatDate } from './calendar';
import { bestSplit, fundedChance } from './chance';
import { convolve } from './convolve';
import { stageMarginals } from './marginals';
import type { Marginal, PlanStages } from './marginals';
import { PLAN_HORIZON_DAYS } from './types';
import type { PlanAnswer } from './types';
import type { CheckedPlan } from './validate';
import type { BannerId } from '../types';

function sumOf(a: Marginal, b: Marginal): Marginal {
  if (a.pmf.length === 1 && a.pmf[0] === 1) return b;
  if (b.pmf.length === 1 && b.pmf[0] === 1) return a;
  const pmf = convolve(a.pmf, b.pmf);
  const cdf = new Float64Array(pmf.length);
  let running = 0;
  for (let t = 0; t < pmf.length; t++) {
    running += pmf[t]!;
    cdf[t] = Math.min(1, running);
  }
  return { pmf, cdf };
}

/** First t with cdf[t] >= q, or null when the computed distribution never gets there. */
function pullsFor(cdf: Float64Array, q: number): number | null {
  const t = quantileOf(cdf, q);
  return t < cdf.length ? t : null;
}

export function planAnswer(plan: CheckedPlan, stages: PlanStages): PlanAnswer {
  const { request } = plan;
  const trials = stages.method === 'exact' ? 0 : stages.trials;
  const marginals = stageMarginals(plan, stages);
  const anima = new Map<string, Marginal>();
  const stageOf = (k: number, banner: BannerId) => marginals[banner][plan.stages[k]![banner]]!;
  // X_k for every prefix k; prefixes that add only ML targets share their Anima sum.
  const prefixes = plan.stages.map((stage, k) => {
    const key = `${stage.limited}:${stage.perma}`;
    let x = anima.get(key);
    if (!x) {
      x = sumOf(stageOf(k, 'limited'), stageOf(k, 'perma'));
      anima.set(key, x);
    }
    return { x, y: stageOf(k, 'ml') };
  });
  const all = prefixes[prefixes.length - 1]!;

  const days = Math.max(PLAN_HORIZON_DAYS, plan.targetDay - plan.today);
  const table = holdingsByDay(request, plan.today, days);
  const onTargetDay = holdingsOn(table, plan.targetDay - plan.today);

  const byDay = new Float64Array(PLAN_HORIZON_DAYS + 1);
  for (let d = 0; d <= PLAN_HORIZON_DAYS; d++) {
    const same =
      d > 0 &&
      table.crystals[d] === table.crystals[d - 1] &&
      table.anima[d] === table.anima[d - 1] &&
      table.apex[d] === table.apex[d - 1];
    byDay[d] = same ? byDay[d - 1]! : fundedChance(all.x, all.y, holdingsOn(table, d), request.economy);
  }
  const firstDay = (q: number): string | null => {
    const d = byDay.findIndex((chance) => chance >= q);
    return d < 0 ? null : formatDate(plan.today + d);
  };

  const chancePrefix = prefixes.map(({ x, y }) =>
    chanceEstimate(fundedChance(x, y, onTargetDay, request.economy), trials),
  );
  const byPulls = sumOf(all.x, all.y).cdf.slice();
  return {
    method: stages.method,
    trials,
    budget: bestSplit(all.x, all.y, onTargetDay, request.economy),
    chanceAll: chancePrefix[chancePrefix.length - 1]!,
    chancePrefix,
    pullsFor: { p50: pullsFor(byPulls, 0.5), p90: pullsFor(byPulls, 0.9), p99: pullsFor(byPulls, 0.99) },
    dateFor: { p50: firstDay(0.5), p90: firstDay(0.9) },
    byDay,
    byPulls,
  };
}
