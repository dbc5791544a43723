/**
 * "How lucky have I been?": where k top results in n pulls on a banner, from a given pity, stand among every player
 * who makes the same n pulls from the same pity.
 *
 * The figure is the mid-rank percentile: luckier than 100 * (P(K < k) + P(K = k) / 2) percent of players. Players
 * with exactly k are split evenly between luckier and not (so a result every player gets reads 50%, not 0% or
 * 100%). P(K < k), P(K = k) and P(K > k) are all returned for the page to show.
 *
 * Up to LUCK_EXACT_MAX_PULLS pulls the distribution is exact (luck/exact.ts); beyond, the normal approximation of
 * luck/normal.ts, with its Berry–Esseen bound.
 */

import { fewestTops } from './cycle';
import { exactTopCounts } from './exact';
import { atLeastApprox, renewalModel, renewalMoments } from './normal';
import { HARD_PITY } from '../pulls/rules';
import type { Rules } from '../pulls/rules';
import { BANNER_IDS } from '../types';
import type { BannerId } from '../types';

/**
 * The most pulls answered exactly: at this size the exact programme takes about a second, the slowest banner, on a
 * busy 2-core machine (0.85 s at a load average of 9; `npm run bench` prints luck_exact_ms for it).
 */
export const LUCK_EXACT_MAX_PULLS = 20_000;
/** Pulls a question may name: far beyond any history, and small enough that every count stays an exact integer. */
export const MAX_LUCK_PULLS = 1_000_000_000_000;
/** The chart shows the counts within this many standard deviations of the mean, and the player's count. */
const CHART_SPREAD = 5;
/** At most this many points are charted; a wider range is sampled every `step` counts. */
export const MAX_CHART_POINTS = 401;

export interface LuckRequest {
  readonly banner: BannerId;
  /** Pulls made on the banner. */
  readonly pulls: number;
  /** Top results among them (Limited: the featured character; Perma: ssr or ml; ML: ml). */
  readonly tops: number;
  /** The pity counter before the first of those pulls. */
  readonly pity: number;
}

/** Why a question cannot be answered, for the page to word. */
export type LuckProblem =
  | { readonly kind: 'banner' }
  | { readonly kind: 'pulls'; readonly most: number }
  | { readonly kind: 'pity'; readonly most: number }
  | { readonly kind: 'tops'; readonly fewest: number; readonly most: number };

export interface LuckAnswer extends LuckRequest {
  readonly method: 'exact' | 'approximate';
  /** P(K < k), P(K = k), P(K > k). */
  readonly below: number;
  readonly equal: number;
  readonly above: number;
  /** The mid-rank percentile as a fraction: below + equal / 2. */
  readonly luckier: number;
  /** Largest possible error of `below`, `above` and `luckier`; 0 when exact. */
  readonly bound: number;
  readonly mean: number;
  readonly sd: number;
  readonly chart: LuckChart;
}

/** P(K = from + i * step) at pmf[i]: the distribution around its mean and the player's count. */
export interface LuckChart {
  readonly from: number;
  readonly step: number;
  readonly pmf: Float64Array<ArrayBuffer>;
}

function chartOf(mean: number, sd: number, k: number, most: number, pointAt: (count: number) => number): LuckChart {
  const from = Math.max(0, Math.min(k, Math.floor(mean - CHART_SPREAD * sd)));
  const to = Math.min(most, Math.max(k, Math.ceil(mean + CHART_SPREAD * sd)));
  const step = Math.max(1, Math.ceil((to - from + 1) / MAX_CHART_POINTS));
  const pmf = new Float64Array(Math.floor((to - from) / step) + 1);
  for (let i = 0; i < pmf.length; i++) pmf[i] = pointAt(from + i * step);
  return { from, step, pmf };
}

export type LuckOutcome =
  { readonly ok: true; readonly answer: LuckAnswer } | { readonly ok: false; readonly problem: LuckProblem };

const isWhole = (value: number, most: number) => Number.isInteger(value) && value >= 0 && value <= most;

/** What is wrong with a question, or null when it can be answered. */
export function checkLuckRequest(request: LuckRequest): LuckProblem | null {
  if (!BANNER_IDS.includes(request.banner)) return { kind: 'banner' };
  if (!isWhole(request.pulls, MAX_LUCK_PULLS)) return { kind: 'pulls', most: MAX_LUCK_PULLS };
  if (!isWhole(request.pity, HARD_PITY)) return { kind: 'pity', most: HARD_PITY };
  const fewest = fewestTops(request.pulls, request.pity);
  if (!Number.isInteger(request.tops) || request.tops < fewest || request.tops > request.pulls) {
    return { kind: 'tops', fewest, most: request.pulls };
  }
  return null;
}

function exactAnswer(rules: Rules, request: LuckRequest): LuckAnswer {
  const { pmf, beyond } = exactTopCounts(rules, request.banner, request.pulls, request.pity);
  const k = request.tops;
  let below = 0;
  for (let i = 0; i < Math.min(k, pmf.length); i++) below += pmf[i]!;
  const equal = k < pmf.length ? pmf[k]! : 0;
  let above = beyond;
  for (let i = k + 1; i < pmf.length; i++) above += pmf[i]!;
  let mean = 0;
  for (let i = 0; i < pmf.length; i++) mean += i * pmf[i]!;
  let variance = 0;
  for (let i = 0; i < pmf.length; i++) variance += (i - mean) ** 2 * pmf[i]!;
  const sd = Math.sqrt(variance);
  const chart = chartOf(mean, sd, k, request.pulls, (count) => pmf[count] ?? 0);
  return { ...request, method: 'exact', below, equal, above, luckier: below + equal / 2, bound: 0, mean, sd, chart };
}

function approximateAnswer(rules: Rules, request: LuckRequest): LuckAnswer {
  const model = renewalModel(rules, request.banner, request.pulls, request.pity);
  const k = request.tops;
  const atK = atLeastApprox(model, k);
  const afterK = atLeastApprox(model, k + 1);
  const { mean, sd } = renewalMoments(model);
  const pointAt = (count: number) =>
    Math.max(0, atLeastApprox(model, count).value - atLeastApprox(model, count + 1).value);
  const below = 1 - atK.value;
  const above = afterK.value;
  const equal = Math.max(0, atK.value - afterK.value);
  return {
    ...request,
    method: 'approximate',
    below,
    equal,
    above,
    luckier: 1 - (atK.value + afterK.value) / 2,
    bound: Math.max(atK.bound, afterK.bound),
    mean,
    sd,
    chart: chartOf(mean, sd, k, request.pulls, pointAt),
  };
}

/** Where `request.tops` stands among all players making the same pulls; exact up to LUCK_EXACT_MAX_PULLS pulls. */
export function luckOf(rules: Rules, request: LuckRequest): LuckOutcome {
  const problem = checkLuckRequest(request);
  if (problem) return { ok: false, problem };
  const answer =
    request.pulls <= LUCK_EXACT_MAX_PULLS ? exactAnswer(rules, request) : approximateAnswer(rules, request);
  return { ok: true, answer };
}
