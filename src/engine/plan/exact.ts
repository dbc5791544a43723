/**
 * The planner's exact stage distributions: for each banner with targets t_1..t_m (in list order), the distribution
 * of N_j, the pulls that banner needs until t_1..t_j all have their copies (copies of any of them count whenever
 * they come), for every j at once.
 *
 * It is the calculator's chain (`odds/chain.ts`) with one count per target, capped at the copies wanted, ranked by
 * the level "how many leading targets are complete". Levels never fall, so N_j <= t exactly when the level after t
 * pulls is at least j, and the mass that crosses from a level below j to one at or above it on pull t is
 * P(N_j = t). One forward walk gives every j.
 */

import { chainLayout } from '../odds/chain';
import type { ChainCount, ChainLayout } from '../odds/chain';
import { bandTable } from '../odds/prepare';
import { ChainWalk, growArray } from '../odds/walk';
import type { BannerTarget, CheckedPlan } from './validate';
import { PITY_ROWS } from '../pulls/rules';
import type { Rules } from '../pulls/rules';
import { BANNER_IDS } from '../types';
import type { BannerId, Counters } from '../types';

/** Each banner's walk stops once P(its last target is not yet complete) is below this. */
export const PLAN_TAIL = 1e-9;
/**
 * Work limit over all banners, in state-pulls (the states of the blocks holding mass, summed over pulls). At one to
 * two nanoseconds per state-pull in a worker this stays near a second; beyond it the client runs Monte Carlo.
 */
export const PLAN_EXACT_BUDGET = 6e8;
/** Most states one banner's chain may hold (memory: eight bytes each). */
export const PLAN_MAX_STATES = 4_000_000;

/** One banner's stage distributions: cdf[j - 1][t] = P(N_j <= t) for t = 0..horizon. */
export interface BannerStages {
  readonly banner: BannerId;
  readonly cdf: readonly Float64Array<ArrayBuffer>[];
}

export type PlanExactOutcome =
  | {
      readonly ok: true;
      readonly banners: readonly BannerStages[];
      /** State-pulls the walks computed: what the budget counts, and what the time goes on. */
      readonly work: number;
    }
  | { readonly ok: false; readonly reason: 'too-large'; readonly states: number; readonly estimatedPulls: number };

export interface PlanExactOptions {
  readonly budget?: number;
  readonly tail?: number;
  readonly onProgress?: (fraction: number) => void;
}

/** Chance that a Poisson count of mean `mean` is below `k`. */
function poissonBelow(k: number, mean: number): number {
  let term = Math.exp(-mean);
  let sum = term;
  for (let i = 1; i < k; i++) {
    term *= mean / i;
    sum += term;
  }
  return sum;
}

/**
 * A generous guess at how many pulls a banner's walk takes: copies of each target arrive at about its long-run
 * rate, so the chance some target is still short after t pulls is about the sum of Poisson tails; pity bunches
 * results, hence the margin.
 */
export function estimatePlanHorizon(targets: readonly BannerTarget[], tail = PLAN_TAIL): number {
  const missing = (t: number) => targets.reduce((sum, x) => sum + poissonBelow(x.copies, x.rate * t), 0);
  let hi = 1;
  while (missing(hi) > tail) hi *= 2;
  let lo = hi / 2;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (missing(mid) > tail) lo = mid;
    else hi = mid;
  }
  return Math.ceil(1.15 * hi) + PITY_ROWS;
}

/** The chain of one banner's targets, ranked by how many leading targets are complete. */
export function targetLayout(targets: readonly BannerTarget[]): ChainLayout {
  const counts: ChainCount[] = targets.map((x) => ({ band: x.band, radix: x.copies + 1, raise: () => x.share }));
  return chainLayout(counts, (at) => {
    let level = 0;
    while (level < targets.length && at[level] === targets[level]!.copies) level++;
    return level;
  });
}

interface BannerWalk {
  readonly banner: BannerId;
  readonly layout: ChainLayout;
  readonly walk: ChainWalk;
  readonly pmf: Float64Array<ArrayBuffer>[];
  readonly estimatedPulls: number;
}

function cdfOf(pmf: Float64Array, length: number): Float64Array<ArrayBuffer> {
  const cdf = new Float64Array(length);
  let running = 0;
  for (let t = 0; t < length; t++) {
    running += pmf[t]!;
    cdf[t] = Math.min(1, running);
  }
  return cdf;
}

/** Walks one banner until its tail is cut; false when the shared budget runs out first. */
function walkBanner(w: BannerWalk, tail: number, budget: () => boolean, progress: (t: number) => void): boolean {
  const { walk, layout } = w;
  const { gainFrom, gainTo } = layout;
  const stages = w.pmf.length;
  let pmf = w.pmf;
  while (walk.liveMass + walk.dropped >= tail) {
    if (!budget()) return false;
    walk.step();
    const t = walk.pulls;
    if (t >= pmf[0]!.length) pmf = pmf.map((a) => growArray(a, t + 1));
    // A gain from level a to level b completes prefixes a + 1 .. b on this pull.
    for (let g = 1; g < gainFrom.length; g++) {
      const v = walk.gained[g]!;
      for (let j = gainFrom[g]! + 1; j <= gainTo[g]!; j++) pmf[j - 1]![t]! += v;
    }
    progress(t);
  }
  for (let j = 0; j < stages; j++) w.pmf[j] = pmf[j]!;
  return true;
}

/** The stage distributions of every banner the plan uses, or 'too-large' beyond the work budget. */
export function planExact(rules: Rules, plan: CheckedPlan, options: PlanExactOptions = {}): PlanExactOutcome {
  const budget = options.budget ?? PLAN_EXACT_BUDGET;
  const tail = options.tail ?? PLAN_TAIL;
  const used = BANNER_IDS.filter((b) => plan.targets[b].length > 0);
  const horizons = used.map((banner) => estimatePlanHorizon(plan.targets[banner], tail));
  const estimatedPulls = Math.max(...horizons);
  // Every count vector but the last holds at least a pity row: too many of them and the layout is not even built.
  const leastStates = used.map((banner) => plan.targets[banner].reduce((n, x) => n * (x.copies + 1), 1) * PITY_ROWS);
  if (leastStates.some((n) => n > PLAN_MAX_STATES)) {
    return { ok: false, reason: 'too-large', states: Math.max(...leastStates), estimatedPulls };
  }
  const layouts = used.map((banner) => targetLayout(plan.targets[banner]));
  const states = layouts.reduce((sum, l) => sum + l.size, 0);
  if (layouts.some((l) => l.size > PLAN_MAX_STATES)) return { ok: false, reason: 'too-large', states, estimatedPulls };

  const walks: BannerWalk[] = used.map((banner, i) => {
    const start: Counters = plan.request.counters[banner];
    const layout = layouts[i]!;
    // Half the tail may go to emptying negligible blocks; the walk runs until the rest is under the other half.
    const walk = new ChainWalk(layout, bandTable(rules.banners[banner]), start, tail / 2);
    const pmf = plan.targets[banner].map(() => new Float64Array(horizons[i]! + 1));
    return { banner, layout, walk, pmf, estimatedPulls: horizons[i]! };
  });
  const totalPulls = horizons.reduce((a, b) => a + b, 0);
  let donePulls = 0;
  const withinBudget = () => walks.reduce((sum, w) => sum + w.walk.work, 0) <= budget;
  for (const w of walks) {
    const report = (t: number) => {
      if (options.onProgress && t % 512 === 0) options.onProgress(Math.min(0.99, (donePulls + t) / totalPulls));
    };
    if (!walkBanner(w, tail, withinBudget, report)) {
      return { ok: false, reason: 'too-large', states, estimatedPulls: Math.max(estimatedPulls, w.walk.pulls) };
    }
    donePulls += w.estimatedPulls;
  }
  return {
    ok: true,
    work: walks.reduce((sum, w) => sum + w.walk.work, 0),
    banners: walks.map((w) => ({ banner: w.banner, cdf: w.pmf.map((a) => cdfOf(a, w.walk.pulls + 1)) })),
  };
}
