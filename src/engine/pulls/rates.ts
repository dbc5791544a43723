/**
 * Long-run (stationary) rates of every rarity and character on a banner, computed exactly from the same threshold
 * tables the batch engine draws against.
 *
 * The counters form a Markov chain on (p, s), p in 0..80, s in 0..9, and every top-rarity result sends it back to
 * (0, 0). That makes it a renewal process: within one cycle (from a reset to the next top result) p rises by one per
 * pull, so each state is visited at most once, and the probability v(p, s) of visiting it follows from one forward
 * pass. By the renewal-reward theorem the stationary probability of a state is v(p, s) / E[cycle length], with
 * E[cycle length] = sum of v. No iteration, so the result is exact up to float rounding (~1e-15).
 */

import { HARD_PITY, PITY_ROWS, SR_GUARANTEE } from './rules';
import type { BannerRules, Rules } from './rules';
import { U32_RANGE } from './rng';
import { RARITY_IDS } from '../types';
import type { BannerId, RarityId } from '../types';

/** Number of SR-counter values a state can hold (0..9). */
export const SR_STATES = SR_GUARANTEE + 1;

export interface StationaryRates {
  readonly banner: BannerId;
  /** Long-run share of pulls of each rarity; sums to 1. */
  readonly rarity: Record<RarityId, number>;
  /** Long-run share of pulls giving each roster index; sums to 1. */
  readonly character: Float64Array;
  /** Long-run share of pulls that are top rarity on this banner (resetting pity). */
  readonly top: number;
  /** Mean pulls from one top result to the next: 1 / top. */
  readonly meanPullsToTop: number;
  /** Stationary probability of the counters being (p, s) before a pull, at index p * SR_STATES + s. */
  readonly states: Float64Array;
}

/** Probabilities of the four bands at state (p, s): top band A, top band B, SR, R. */
export interface BandProbabilities {
  a: number;
  b: number;
  sr: number;
  r: number;
}

/** Band probabilities implied by the u32 thresholds; a draw is uniform on [0, 2^32). */
export function bandProbabilities(t: BannerRules, p: number, s: number): BandProbabilities {
  const top = t.top[p]! / U32_RANGE;
  const split = t.split[p]! / U32_RANGE;
  const srEnd = t.srEnd[p]! / U32_RANGE;
  const forced = s >= SR_GUARANTEE;
  return { a: split, b: top - split, sr: forced ? 1 - top : srEnd - top, r: forced ? 0 : 1 - srEnd };
}

/** Share of each roster index in a pick pool (pools are uniform over their slots). */
function poolShares(pool: Uint8Array, rosterLength: number): Float64Array {
  const shares = new Float64Array(rosterLength);
  for (const index of pool) shares[index] = shares[index]! + 1 / pool.length;
  return shares;
}

export function stationaryRates(rules: Rules, banner: BannerId): StationaryRates {
  const t = rules.banners[banner];
  const visits = new Float64Array(PITY_ROWS * SR_STATES);
  visits[0] = 1;
  let bandA = 0;
  let bandB = 0;
  let bandSr = 0;
  let bandR = 0;
  for (let p = 0; p <= HARD_PITY; p++) {
    for (let s = 0; s < SR_STATES; s++) {
      const v = visits[p * SR_STATES + s]!;
      if (v === 0) continue;
      const bands = bandProbabilities(t, p, s);
      bandA += v * bands.a;
      bandB += v * bands.b;
      bandSr += v * bands.sr;
      bandR += v * bands.r;
      // At hard pity the top bands cover everything, so nothing moves on to p = 81.
      if (p < HARD_PITY) {
        const next = (p + 1) * SR_STATES;
        visits[next] = visits[next]! + v * bands.sr;
        if (bands.r > 0) visits[next + s + 1] = visits[next + s + 1]! + v * bands.r;
      }
    }
  }

  let cycle = 0;
  for (const v of visits) cycle += v;
  const states = visits.map((v) => v / cycle);

  const n = rules.roster.length;
  const character = new Float64Array(n);
  const add = (pool: Uint8Array, mass: number): void => {
    if (pool.length === 0 || mass === 0) return;
    const shares = poolShares(pool, n);
    for (let i = 0; i < n; i++) character[i] = character[i]! + (mass / cycle) * shares[i]!;
  };
  add(t.poolA, bandA);
  add(t.poolB, bandB);
  add(t.srPool, bandSr);
  add(t.rPool, bandR);

  const rarity = Object.fromEntries(RARITY_IDS.map((id) => [id, 0])) as Record<RarityId, number>;
  character.forEach((rate, i) => {
    const id = RARITY_IDS[rules.rarity[i]!]!;
    rarity[id] += rate;
  });

  const top = (bandA + bandB) / cycle;
  return { banner, rarity, character, top, meanPullsToTop: 1 / top, states };
}
