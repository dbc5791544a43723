/**
 * The distributions the planner's answer is built from, whichever way they were found: exact stage distributions
 * (`plan/exact.ts`) or Monte Carlo histograms (`plan/trials.ts`), turned into one shape.
 */

import type { BannerStages } from './exact';
import type { BannerHistograms } from './trials';
import type { CheckedPlan } from './validate';
import { BANNER_IDS } from '../types';
import type { BannerId } from '../types';

/** What the worker's exact or Monte Carlo call found, as the answer call takes it. */
export type PlanStages =
  | { readonly method: 'exact'; readonly banners: readonly BannerStages[] }
  | { readonly method: 'monte-carlo'; readonly trials: number; readonly banners: readonly BannerHistograms[] };

/** A pull count's distribution: pmf[t] = P(N = t), cdf[t] = P(N <= t) for t below the length; cdf's last beyond. */
export interface Marginal {
  readonly pmf: Float64Array<ArrayBuffer>;
  readonly cdf: Float64Array<ArrayBuffer>;
}

/** N = 0 for sure: the stage before a banner's first target. */
export const NOTHING: Marginal = { pmf: Float64Array.of(1), cdf: Float64Array.of(1) };

/**
 * How far below 1 float rounding alone leaves the cdf of a chain that ran out of mass (a target hard pity makes
 * certain): that is certainty, and shows as 100%. Truncated mass (up to the chain's tolerance) is far above this.
 */
const ROUNDING = 1e-12;

function fromCdf(cdf: Float64Array<ArrayBuffer>): Marginal {
  for (let t = 0; t < cdf.length; t++) if (cdf[t]! >= 1 - ROUNDING) cdf[t] = 1;
  const pmf = new Float64Array(cdf.length);
  for (let t = 0; t < cdf.length; t++) pmf[t] = Math.max(0, cdf[t]! - (t > 0 ? cdf[t - 1]! : 0));
  return { pmf, cdf };
}

function fromCounts(counts: Uint32Array, trials: number): Marginal {
  const pmf = new Float64Array(counts.length);
  const cdf = new Float64Array(counts.length);
  let running = 0;
  for (let t = 0; t < counts.length; t++) {
    running += counts[t]!;
    pmf[t] = counts[t]! / trials;
    cdf[t] = running / trials;
  }
  return { pmf, cdf };
}

function trialsOf(stages: PlanStages): number {
  if (stages.method === 'exact' || !(stages.trials > 0)) throw new RangeError('Monte Carlo stages need trials');
  return stages.trials;
}

/**
 * marginals[banner][j] is the distribution of N_{banner, j}, the pulls that banner needs for its first j targets
 * (j = 0 needs none). Throws a RangeError when the stages do not fit the plan.
 */
export function stageMarginals(plan: CheckedPlan, stages: PlanStages): Record<BannerId, Marginal[]> {
  const out = {} as Record<BannerId, Marginal[]>;
  if (stages.banners.some((b) => (plan.targets[b.banner]?.length ?? 0) === 0)) {
    throw new RangeError('Stages name a banner the plan does not use');
  }
  for (const banner of BANNER_IDS) {
    const wanted = plan.targets[banner].length;
    const found = stages.banners.find((b) => b.banner === banner);
    const marginals = [NOTHING];
    if (wanted > 0) {
      const arrays: readonly (Float64Array<ArrayBuffer> | Uint32Array<ArrayBuffer>)[] = found
        ? 'cdf' in found
          ? found.cdf
          : found.counts
        : [];
      if (arrays.length !== wanted || arrays.some((a) => a.length === 0)) {
        throw new RangeError(`Stages for the ${banner} banner do not match the plan`);
      }
      for (const a of arrays) {
        marginals.push(a instanceof Float64Array ? fromCdf(a) : fromCounts(a, trialsOf(stages)));
      }
    }
    out[banner] = marginals;
  }
  return out;
}
