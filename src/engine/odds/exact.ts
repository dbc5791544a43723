/**
 * The exact distribution of T, the number of pulls until every selected character has been obtained.
 *
 * The pulls form a Markov chain (`odds/chain.ts`) over (pity 0..80, SR counter 0..9 while an SR or R class is still
 * incomplete, how many members of each interchangeable class have been obtained). Forward probabilities are pushed
 * one pull at a time (`odds/walk.ts`); mass that completes the selection is P(T = t).
 */

import { chainLayout } from './chain';
import type { ChainCount } from './chain';
import type { CalcPlan } from './prepare';
import { growArray, ChainWalk } from './walk';
import { PITY_ROWS } from '../pulls/rules';

/** The computation stops once P(T > horizon) is below this. */
export const EXACT_TAIL = 1e-6;
/**
 * Work limit in state-pulls (the states of the blocks holding mass, summed over pulls); beyond it the answer comes from Monte Carlo instead. At a few
 * nanoseconds per state-pull this is about a second in a worker, no longer than the 100,000 trials it replaces.
 */
export const EXACT_BUDGET = 5e8;

export interface ExactDistribution {
  /** pmf[t] = P(T = t) for t = 0..horizon (pmf[0] is 0). */
  readonly pmf: Float64Array<ArrayBuffer>;
  /** cdf[t] = P(T <= t). */
  readonly cdf: Float64Array<ArrayBuffer>;
  /** P(T > horizon), below EXACT_TAIL, with the mass the walk emptied out of negligible blocks. */
  readonly tailMass: number;
  /** Chain states the computation carried (all class-count blocks). */
  readonly states: number;
}

export type ExactOutcome =
  | { readonly ok: true; readonly distribution: ExactDistribution }
  | { readonly ok: false; readonly reason: 'too-large'; readonly states: number; readonly estimatedPulls: number };

export interface ExactOptions {
  readonly budget?: number;
  readonly tail?: number;
  /** Called now and then with a rough fraction done. */
  readonly onProgress?: (fraction: number) => void;
}

/**
 * A generous guess at the horizon: the rarest member, pulled at its long-run rate, is missed by t pulls with chance
 * about exp(-rate t); summed over members that falls below the tail cut at ln(members / tail) / rate.
 */
export function estimateHorizon(plan: CalcPlan, tail = EXACT_TAIL): number {
  return Math.ceil((1.15 * Math.log(plan.selected.length / tail)) / plan.rarestRate) + PITY_ROWS;
}

const PROGRESS_EVERY = 512;

/** Each class is one count: a pull in its band gives one of its still-missing members with `missing * share`. */
export function classCounts(plan: CalcPlan): ChainCount[] {
  return plan.classes.map((cls) => ({
    band: cls.band,
    radix: cls.members.length + 1,
    raise: (count) => (cls.members.length - count) * cls.share,
  }));
}

/**
 * The exact distribution of T, or 'too-large' when the chain times the expected horizon exceeds the budget, or the
 * work done does before the tail is reached (then no partial answer is returned).
 */
export function exactDistribution(plan: CalcPlan, options: ExactOptions = {}): ExactOutcome {
  const budget = options.budget ?? EXACT_BUDGET;
  const tail = options.tail ?? EXACT_TAIL;
  const layout = chainLayout(classCounts(plan));
  const states = layout.size;
  const estimatedPulls = estimateHorizon(plan, tail);
  if (estimatedPulls * states > budget) return { ok: false, reason: 'too-large', states, estimatedPulls };

  const walk = new ChainWalk(layout, plan.bands, plan.start);
  let pmf = new Float64Array(estimatedPulls + 1);
  while (walk.liveMass >= tail) {
    if (walk.work > budget) return { ok: false, reason: 'too-large', states, estimatedPulls: walk.pulls };
    const absorbed = walk.step();
    const t = walk.pulls;
    if (t >= pmf.length) pmf = growArray(pmf, t + 1);
    pmf[t] = absorbed;
    if (options.onProgress && t % PROGRESS_EVERY === 0) options.onProgress(Math.min(0.99, t / estimatedPulls));
  }

  const t = walk.pulls;
  pmf = pmf.slice(0, t + 1);
  const cdf = new Float64Array(t + 1);
  let running = 0;
  for (let i = 0; i <= t; i++) {
    running += pmf[i]!;
    cdf[i] = Math.min(1, running);
  }
  return { ok: true, distribution: { pmf, cdf, tailMass: walk.liveMass + walk.dropped, states } };
}
