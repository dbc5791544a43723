/**
 * Figures the How Much To screen shows, from either answer: an exact distribution (point values) or a Monte Carlo
 * histogram (point values with 95% confidence intervals).
 */

import { mergeHistograms } from './monte-carlo';
import type { TrialHistogram } from './monte-carlo';

/** Two-sided 95% normal quantile. */
export const Z95 = 1.959963984540054;

/** A figure with its confidence interval; an exact figure has low = high = value. */
export interface Estimate {
  readonly value: number;
  readonly low: number;
  readonly high: number;
}

export interface OddsFigures {
  readonly mean: Estimate;
  readonly median: Estimate;
  readonly p90: Estimate;
  readonly p99: Estimate;
}

function point(value: number): Estimate {
  return { value, low: value, high: value };
}

/** Smallest t with cdf[t] >= q, or cdf.length when the distribution never gets there within its horizon. */
export function quantileOf(cdf: Float64Array, q: number): number {
  let lo = 0;
  let hi = cdf.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cdf[mid]! >= q) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Mean and quantiles of an exact distribution (its tail, under 1e-6, is left out of the mean). */
export function exactFigures(pmf: Float64Array, cdf: Float64Array): OddsFigures {
  let mean = 0;
  for (let t = 0; t < pmf.length; t++) mean += t * pmf[t]!;
  return {
    mean: point(mean),
    median: point(quantileOf(cdf, 0.5)),
    p90: point(quantileOf(cdf, 0.9)),
    p99: point(quantileOf(cdf, 0.99)),
  };
}

/** cdf[t] = share of trials that needed t pulls or fewer. */
export function histogramCdf(h: TrialHistogram): Float64Array<ArrayBuffer> {
  const cdf = new Float64Array(h.counts.length);
  let running = 0;
  for (let t = 0; t < h.counts.length; t++) {
    running += h.counts[t]!;
    cdf[t] = h.trials === 0 ? 0 : running / h.trials;
  }
  return cdf;
}

/** The trial length of 1-based rank r in sorted order. */
function valueAtRank(h: TrialHistogram, rank: number): number {
  let running = 0;
  for (let t = 0; t < h.counts.length; t++) {
    running += h.counts[t]!;
    if (running >= rank) return t;
  }
  return h.counts.length - 1;
}

/**
 * Quantile q of the sample with a distribution-free interval: the true quantile lies between the order statistics
 * of ranks n q -/+ z sqrt(n q (1 - q)) with about the normal coverage.
 */
function sampleQuantile(h: TrialHistogram, q: number, z: number): Estimate {
  const n = h.trials;
  const spread = z * Math.sqrt(n * q * (1 - q));
  const clamp = (r: number) => Math.min(n, Math.max(1, r));
  return {
    value: valueAtRank(h, clamp(Math.ceil(n * q))),
    low: valueAtRank(h, clamp(Math.floor(n * q - spread))),
    high: valueAtRank(h, clamp(Math.ceil(n * q + spread))),
  };
}

/** Mean (normal interval) and quantiles (order-statistic intervals) of a Monte Carlo histogram. */
export function histogramFigures(h: TrialHistogram, z = Z95): OddsFigures {
  const n = h.trials;
  if (n === 0) throw new RangeError('No trials to summarise');
  let sum = 0;
  let sumSquares = 0;
  for (let t = 0; t < h.counts.length; t++) {
    const k = h.counts[t]!;
    sum += k * t;
    sumSquares += k * t * t;
  }
  const mean = sum / n;
  const variance = n > 1 ? Math.max(0, (sumSquares - n * mean * mean) / (n - 1)) : 0;
  const half = (z * Math.sqrt(variance)) / Math.sqrt(n);
  return {
    mean: { value: mean, low: mean - half, high: mean + half },
    median: sampleQuantile(h, 0.5, z),
    p90: sampleQuantile(h, 0.9, z),
    p99: sampleQuantile(h, 0.99, z),
  };
}

/**
 * P(everything obtained within `budget` pulls). From an exact cdf (trials = 0) it is the cdf itself; from a
 * Monte Carlo cdf of `trials` trials it comes with a Wilson score interval, which stays inside [0, 1] near the ends.
 */
export function chanceWithin(cdf: Float64Array, budget: number, trials = 0, z = Z95): Estimate {
  if (!(budget >= 0) || cdf.length === 0) return point(0);
  const t = Math.min(Math.floor(budget), cdf.length - 1);
  return chanceEstimate(cdf[t]!, trials, z);
}

/**
 * A chance as an Estimate: exact (trials = 0, low = high = value) or estimated from `trials` trials, with its Wilson
 * score interval, which stays inside [0, 1] near the ends.
 */
export function chanceEstimate(p: number, trials: number, z = Z95): Estimate {
  if (trials === 0) return point(p);
  const z2n = (z * z) / trials;
  const centre = (p + z2n / 2) / (1 + z2n);
  const half = (z / (1 + z2n)) * Math.sqrt((p * (1 - p)) / trials + z2n / (4 * trials));
  // The interval always holds p; the bounds are kept to it where rounding would put them a hair inside.
  return { value: p, low: Math.max(0, Math.min(p, centre - half)), high: Math.min(1, Math.max(p, centre + half)) };
}

/** A Monte Carlo answer ready to show: the trials' merged histogram, its cdf and its figures. */
export interface MonteCarloOdds {
  readonly histogram: TrialHistogram;
  readonly cdf: Float64Array<ArrayBuffer>;
  readonly figures: OddsFigures;
}

/** Merges the histograms of several streams and summarises them (work done off the page, in the calc worker). */
export function monteCarloOdds(parts: readonly TrialHistogram[]): MonteCarloOdds {
  const histogram = mergeHistograms(parts);
  return { histogram, cdf: histogramCdf(histogram), figures: histogramFigures(histogram) };
}
