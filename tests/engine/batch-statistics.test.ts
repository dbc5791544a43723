/**
 * Statistical checks of the batch engine against the exact module: 10,000,000 seeded pulls per banner.
 *
 * Tolerance: every rarity's and every character's observed frequency must lie within 5 standard errors of the exact
 * stationary rate. Pulls are correlated through the pity and SR counters, so the standard error comes from batch
 * means: 100 consecutive batches of 100,000 pulls each. The counters forget their state within 81 pulls (every path
 * reaches a top result by then), so batch means of 100,000 pulls are as good as independent and
 * SE = sd(batch means) / sqrt(100). The run starts at (0, 0), the chain's renewal state, so there is no start-up bias.
 * Seeds are fixed, so the outcome is deterministic.
 */

import { describe, expect, it } from 'vitest';
import { pullMany } from '../../src/engine/pulls/batch';
import { stationaryRates } from '../../src/engine/pulls/rates';
import { HARD_PITY, KIND_R, KIND_TOP, SR_GUARANTEE } from '../../src/engine/pulls/rules';
import { createRng } from '../../src/engine/pulls/rng';
import { PITY_HARD, PITY_NONE, PITY_SOFT, RARITY_IDS } from '../../src/engine/types';
import type { BannerId } from '../../src/engine/types';
import { rules } from './support';

const PULLS = 10_000_000;
const BATCHES = 100;
const BATCH = PULLS / BATCHES;
const Z = 5;

const SEEDS: Record<BannerId, number> = { limited: 0x11111111, perma: 0x22222222, ml: 0x33333333 };

interface Deviation {
  what: string;
  observed: number;
  expected: number;
  se: number;
}

/** Batch-means check of each column of per-batch counts against expected rates. */
function checkRates(names: readonly string[], batchCounts: Float64Array, expected: ArrayLike<number>): Deviation[] {
  const k = names.length;
  const failures: Deviation[] = [];
  for (let j = 0; j < k; j++) {
    let sum = 0;
    let sumSq = 0;
    for (let b = 0; b < BATCHES; b++) {
      const mean = batchCounts[b * k + j]! / BATCH;
      sum += mean;
      sumSq += mean * mean;
    }
    const observed = sum / BATCHES;
    const variance = Math.max(0, (sumSq - BATCHES * observed * observed) / (BATCHES - 1));
    const se = Math.sqrt(variance / BATCHES);
    const want = expected[j]!;
    const ok = want === 0 ? observed === 0 : Math.abs(observed - want) <= Z * se && se > 0;
    if (!ok) failures.push({ what: names[j]!, observed, expected: want, se });
  }
  return failures;
}

describe.each(['limited', 'perma', 'ml'] as const)('%s: 10,000,000 seeded pulls', (banner) => {
  const run = pullMany(rules, banner, { pity: 0, sr: 0 }, PULLS, createRng(SEEDS[banner]));
  const exact = stationaryRates(rules, banner);
  const n = rules.roster.length;

  it('every character within 5 standard errors of its exact rate', () => {
    const counts = new Float64Array(BATCHES * n);
    for (let b = 0; b < BATCHES; b++) {
      const row = b * n;
      for (let i = b * BATCH; i < (b + 1) * BATCH; i++) counts[row + run.chars[i]!]! += 1;
    }
    const names = rules.roster.map((c) => c.id);
    expect(checkRates(names, counts, exact.character)).toEqual([]);
  });

  it('every rarity within 5 standard errors of its exact rate', () => {
    const k = RARITY_IDS.length;
    const counts = new Float64Array(BATCHES * k);
    for (let b = 0; b < BATCHES; b++) {
      for (let i = b * BATCH; i < (b + 1) * BATCH; i++) counts[b * k + rules.rarity[run.chars[i]!]!]! += 1;
    }
    const expected = RARITY_IDS.map((id) => exact.rarity[id]);
    expect(checkRates(RARITY_IDS, counts, expected)).toEqual([]);
  });

  it('never goes more than 80 pulls without a top result, and labels pity types by the counter before the pull', () => {
    const { kind } = rules.banners[banner];
    let before = 0;
    let longestGap = 0;
    let gap = 0;
    const problems: string[] = [];
    for (let i = 0; i < PULLS && problems.length < 5; i++) {
      const top = kind[run.chars[i]!] === KIND_TOP;
      const type = run.types[i];
      const want = top ? (before >= HARD_PITY ? PITY_HARD : before >= 50 ? PITY_SOFT : PITY_NONE) : PITY_NONE;
      if (type !== want) problems.push(`pull ${i}: type ${type}, expected ${want}`);
      if (before >= HARD_PITY && !top) problems.push(`pull ${i}: not top at hard pity`);
      gap = top ? 0 : gap + 1;
      longestGap = Math.max(longestGap, gap);
      before = run.pity[i]!;
      if (before !== gap) problems.push(`pull ${i}: pity ${before}, gap ${gap}`);
    }
    expect(problems).toEqual([]);
    expect(longestGap).toBeLessThanOrEqual(HARD_PITY);
    // On ML (no soft pity) hard pity is common; on the others it is still reached thousands of times.
    expect(run.types.includes(PITY_HARD)).toBe(true);
  });

  it('never goes more than 9 pulls without SR or better', () => {
    const { kind } = rules.banners[banner];
    let run9 = 0;
    let longest = 0;
    for (let i = 0; i < PULLS; i++) {
      run9 = kind[run.chars[i]!] === KIND_R ? run9 + 1 : 0;
      if (run9 > longest) longest = run9;
    }
    expect(longest).toBe(SR_GUARANTEE);
  });
});
