/**
 * The pity chain seen only through top-rarity results. Whether a pull is top rarity depends on the pity counter
 * alone (the SR counter only decides between SR and R), so the pulls from one top result to the next form a cycle
 * whose length has a fixed distribution on 1..81, and the number of top results in n pulls is the counting process
 * of those cycles: a renewal process, delayed by the first cycle when pity does not start at 0. The mean cycle mu
 * is 46.2 pulls on Limited and Perma (their top chances are the same) and 55.7 on ML.
 */

import { HARD_PITY, PITY_ROWS } from '../pulls/rules';
import type { Rules } from '../pulls/rules';
import { U32_RANGE } from '../pulls/rng';
import type { BannerId } from '../types';

/** Longest cycle: pity 0 to hard pity is 80 pulls without a top result, then the forced one. */
export const MAX_CYCLE = HARD_PITY + 1;

/** P(top result | pity p before the pull), p = 0..80, exactly as the engine's thresholds decide it. */
export function topChances(rules: Rules, banner: BannerId): Float64Array {
  const top = rules.banners[banner].top;
  const chances = new Float64Array(PITY_ROWS);
  for (let p = 0; p < PITY_ROWS; p++) chances[p] = top[p]! / U32_RANGE;
  return chances;
}

/**
 * The distribution of the pulls up to and including the next top result, from pity `start`: index L holds
 * P(the next top result is pull L), L = 1..81 - start (index 0 is 0).
 */
export function cycleFrom(chances: Float64Array, start: number): Float64Array {
  if (!Number.isInteger(start) || start < 0 || start > HARD_PITY) {
    throw new RangeError(`Pity must be an integer in 0..${HARD_PITY}, got ${start}`);
  }
  const longest = MAX_CYCLE - start;
  const pmf = new Float64Array(longest + 1);
  let none = 1;
  for (let length = 1; length <= longest; length++) {
    const q = chances[start + length - 1]!;
    pmf[length] = none * q;
    none *= 1 - q;
  }
  return pmf;
}

/** survival[m] = P(cycle > m pulls) for m = 0..length - 1; 0 beyond. */
export function survivalOf(pmf: Float64Array): Float64Array {
  const survival = new Float64Array(pmf.length);
  // Summed from the longest cycle down, so every entry is a sum of positive terms (no 1 - x cancellation).
  let tail = 0;
  for (let m = pmf.length - 1; m >= 0; m--) {
    survival[m] = tail;
    tail += pmf[m]!;
  }
  return survival;
}

export interface CycleMoments {
  readonly mean: number;
  readonly variance: number;
  /** E|L - mean|^3, for the Berry–Esseen bound. */
  readonly absThird: number;
}

export function cycleMoments(pmf: Float64Array): CycleMoments {
  let mean = 0;
  for (let length = 1; length < pmf.length; length++) mean += length * pmf[length]!;
  let variance = 0;
  let absThird = 0;
  for (let length = 1; length < pmf.length; length++) {
    const d = length - mean;
    variance += d * d * pmf[length]!;
    absThird += Math.abs(d) ** 3 * pmf[length]!;
  }
  return { mean, variance, absThird };
}

/**
 * The fewest top results `pulls` pulls from pity `start` can give: hard pity forces one within 81 - start pulls,
 * then one every 81.
 */
export function fewestTops(pulls: number, start: number): number {
  const first = MAX_CYCLE - start;
  return pulls < first ? 0 : 1 + Math.floor((pulls - first) / MAX_CYCLE);
}
