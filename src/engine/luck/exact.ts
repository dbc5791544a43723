/**
 * The exact distribution of K, the number of top results in n pulls from a given pity, by dynamic programming over
 * the renewal structure (see luck/cycle.ts).
 *
 * Let S_k be the pull that gives the k-th top result: S_1 is the first cycle from the starting pity, and each later
 * cycle adds an independent length from pity 0. Then K >= k exactly when S_k <= n, and
 *
 *   P(K = k) = sum over j <= n of P(S_k = j) * P(next cycle > n - j),
 *
 * a sum of positive terms, so no probability is a difference of numbers close to 1. The distribution of S_k on 1..n
 * is carried from k to k + 1 by one convolution with the cycle distribution (81 terms), over the values of j where
 * it is not negligible: about 21 standard deviations of S_k, so the work grows as n^1.5 rather than n^2 (81 multiply-
 * adds per value kept). The bench measures it (luck_exact_ms), and luck/luck.ts switches to the normal approximation
 * beyond LUCK_EXACT_MAX_PULLS.
 */

import { cycleFrom, survivalOf, topChances } from './cycle';
import type { Rules } from '../pulls/rules';
import type { BannerId } from '../types';

/**
 * Values of P(S_k = j) below this are dropped at the edges of the carried distribution. At most about n values are
 * dropped per top result, so the mass dropped in all is below n^2 / mu * 1e-24: under 1e-16 for any size answered
 * exactly, far beneath the 0.0001% the page shows. Each probability is therefore exact to within 1e-16.
 */
export const NEGLIGIBLE = 1e-24;
/** The count distribution stops once P(K > k) is below this; the rest is reported as `beyond`. */
export const TAIL_CUTOFF = 1e-18;

export interface TopCountDistribution {
  /** pmf[k] = P(K = k) for k = 0..pmf.length - 1. */
  readonly pmf: Float64Array<ArrayBuffer>;
  /** P(K >= pmf.length): the right tail left out, below TAIL_CUTOFF. */
  readonly beyond: number;
}

/** P(K = k) for every k that matters, K the top results in `pulls` pulls from pity `start`. */
export function exactTopCounts(rules: Rules, banner: BannerId, pulls: number, start: number): TopCountDistribution {
  if (!Number.isInteger(pulls) || pulls < 0) throw new RangeError(`Pulls must be a whole number, got ${pulls}`);
  const chances = topChances(rules, banner);
  const first = cycleFrom(chances, start);
  const cycle = cycleFrom(chances, 0);
  const firstSurvival = survivalOf(first);
  const survival = survivalOf(cycle);
  const longest = cycle.length - 1;
  const n = pulls;
  const pmf: number[] = [n < firstSurvival.length ? firstSurvival[n]! : 0];

  // dist[j] = P(S_k = j) on lo..hi (zero elsewhere), starting with k = 1.
  let dist = new Float64Array(n + 1);
  let next = new Float64Array(n + 1);
  let lo = 1;
  let hi = Math.min(n, first.length - 1);
  for (let j = lo; j <= hi; j++) dist[j] = first[j]!;
  let atLeast = sumRange(dist, lo, hi);

  while (lo <= hi) {
    // P(K = k): the k-th top result at j, and the cycle after it runs past the last pull.
    let equal = 0;
    for (let j = Math.max(lo, n - longest + 1); j <= hi; j++) equal += dist[j]! * survival[n - j]!;
    pmf.push(equal);

    // S_{k+1} = S_k + one cycle, kept on 1..n.
    const nextLo = lo + 1;
    const nextHi = Math.min(n, hi + longest);
    for (let i = nextLo; i <= nextHi; i++) {
      const from = Math.max(lo, i - longest);
      const to = Math.min(hi, i - 1);
      let sum = 0;
      for (let j = from; j <= to; j++) sum += dist[j]! * cycle[i - j]!;
      next[i] = sum;
    }
    dist.fill(0, lo, hi + 1);
    [dist, next] = [next, dist];
    lo = nextLo;
    hi = nextHi;
    while (lo <= hi && dist[lo]! < NEGLIGIBLE) dist[lo++] = 0;
    while (hi >= lo && dist[hi]! < NEGLIGIBLE) dist[hi--] = 0;
    atLeast = lo <= hi ? sumRange(dist, lo, hi) : 0;
    // Only past the bulk: P(K >= k) falls below the cutoff on the right tail alone.
    if (atLeast < TAIL_CUTOFF) break;
  }
  return { pmf: Float64Array.from(pmf), beyond: atLeast };
}

function sumRange(values: Float64Array, lo: number, hi: number): number {
  let sum = 0;
  for (let j = lo; j <= hi; j++) sum += values[j]!;
  return sum;
}
