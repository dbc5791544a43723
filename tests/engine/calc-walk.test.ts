import { describe, expect, it } from 'vitest';
import { chainLayout } from '../../src/engine/odds/chain';
import { bandOf, bandTable } from '../../src/engine/odds/prepare';
import { ChainWalk } from '../../src/engine/odds/walk';
import type { BannerId } from '../../src/engine/types';
import { indexOf, rules } from './support';

/** A walk of one copy-count per character (as the planner lays them out) from fresh counters. */
function walkOf(banner: BannerId, targets: readonly (readonly [string, number])[], dropBudget: number): ChainWalk {
  const t = rules.banners[banner];
  const layout = chainLayout(
    targets.map(([id, copies]) => {
      const { band, share } = bandOf(t, indexOf(id));
      return { band, radix: copies + 1, raise: () => share };
    }),
  );
  return new ChainWalk(layout, bandTable(t), { pity: 0, sr: 0 }, dropBudget);
}

/** Two R characters and the featured one on Limited: short walks, with blocks that carry the SR counter. */
const TARGETS = [
  ['cachi', 3],
  ['sybil', 2],
  ['freya', 1],
] as const;

describe('the chain walk', { timeout: 60_000 }, () => {
  it('keeps every bit of mass: absorbed, live or dropped, and drops no more than its budget', () => {
    const budget = 1e-9;
    const walk = walkOf('limited', TARGETS, budget);
    let absorbed = 0;
    // Bounded, so that a walk that never gets there fails rather than hangs.
    while (walk.liveMass + walk.dropped >= 1e-8 && walk.pulls < 50_000) {
      absorbed += walk.step();
      // The stored states, without the absorbing block's pity row after them.
      let live = 0;
      for (const m of walk.mass.subarray(0, walk.mass.length - 81)) live += m;
      expect(Math.abs(live - walk.liveMass)).toBeLessThan(1e-12);
      expect(Math.abs(absorbed + walk.liveMass + walk.dropped - 1)).toBeLessThan(1e-12);
    }
    expect(walk.liveMass + walk.dropped).toBeLessThan(1e-8);
    expect(walk.dropped).toBeGreaterThan(0);
    expect(walk.dropped).toBeLessThanOrEqual(budget);
  });

  it('with a drop budget, stays within that budget of the walk without one, and does less work', () => {
    const budget = 1e-9;
    const lean = walkOf('limited', TARGETS, budget);
    const full = walkOf('limited', TARGETS, 0);
    let leanDone = 0;
    let fullDone = 0;
    while (full.liveMass >= 1e-12 && full.pulls < 50_000) {
      fullDone += full.step();
      leanDone += lean.step();
      expect(Math.abs(leanDone - fullDone)).toBeLessThanOrEqual(budget);
    }
    expect(lean.work).toBeLessThan(full.work);
  });
});
