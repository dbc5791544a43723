import { describe, expect, it } from 'vitest';
import { bandProbabilities } from '../../src/engine/pulls/rates';
import { estimatePlanHorizon, PLAN_TAIL, planExact } from '../../src/engine/plan/exact';
import { HARD_PITY } from '../../src/engine/pulls/rules';
import type { BannerId, Counters } from '../../src/engine/types';
import {
  checked,
  convolvePlain,
  cumulative,
  exactStages,
  firstFeaturedPmf,
  pmfOf,
  planOf,
  stagesOf,
} from './plan-support';
import type { TargetSpec } from './plan-support';
import { featuredId, indexOf, rules } from './support';

/**
 * The planner's chain done the plain way: states (p, s, copies of each target so far) in a fresh array each pull,
 * every character's chance its band's chance times its share of the band's pool, and stage j first reached when
 * the first j targets all have their copies.
 */
function naiveStages(
  banner: BannerId,
  targets: readonly (readonly [string, number])[],
  start: Counters,
  steps: number,
) {
  const t = rules.banners[banner];
  const chars = targets.map(([id]) => indexOf(id));
  const wanted = targets.map(([, copies]) => copies);
  const share = (pool: Uint8Array, c: number) => pool.filter((x) => x === c).length / pool.length;
  const pools = [t.poolA, t.poolB, t.srPool, t.rPool];
  const shares = pools.map((pool) => chars.map((c) => share(pool, c)));
  const vectors = wanted.reduce((n, w) => n * (w + 1), 1);
  const countsOf = (v: number) =>
    wanted.map((w, k) => Math.floor(v / wanted.slice(0, k).reduce((n, x) => n * (x + 1), 1)) % (w + 1));
  const vectorOf = (counts: number[]) =>
    counts.reduce((v, c, k) => v + c * wanted.slice(0, k).reduce((n, x) => n * (x + 1), 1), 0);
  const level = (counts: number[]) => {
    let j = 0;
    while (j < counts.length && counts[j] === wanted[j]) j++;
    return j;
  };
  const index = (p: number, s: number, v: number) => (p * 10 + s) * vectors + v;
  let states = new Float64Array(81 * 10 * vectors);
  states[index(start.pity, start.sr, 0)] = 1;
  const pmf = targets.map(() => [0]);
  for (let step = 1; step <= steps; step++) {
    const next = new Float64Array(states.length);
    const reached = targets.map(() => 0);
    for (let p = 0; p <= HARD_PITY; p++) {
      for (let s = 0; s <= 9; s++) {
        const b = bandProbabilities(t, p, s);
        const bands = [b.a, b.b, b.sr, b.r];
        const moves = [
          [0, 0],
          [0, 0],
          [p + 1, 0],
          [p + 1, s + 1],
        ] as const;
        for (let v = 0; v < vectors; v++) {
          const m = states[index(p, s, v)]!;
          if (m === 0) continue;
          const counts = countsOf(v);
          const from = level(counts);
          const land = (np: number, ns: number, to: number[], amount: number) => {
            const reach = level(to);
            for (let j = from + 1; j <= reach; j++) reached[j - 1]! += amount;
            if (reach < targets.length) next[index(np, ns, vectorOf(to))]! += amount;
          };
          bands.forEach((chance, band) => {
            if (chance === 0) return;
            const [np, ns] = moves[band]!;
            let left = 1;
            chars.forEach((_, k) => {
              const f = shares[band]![k]!;
              if (f === 0 || counts[k] === wanted[k]) return;
              left -= f;
              const raised = [...counts];
              raised[k]!++;
              land(np, ns, raised, m * chance * f);
            });
            land(np, ns, counts, m * chance * left);
          });
        }
      }
    }
    reached.forEach((v, j) => pmf[j]!.push(v));
    states = next;
  }
  return pmf;
}

const ld = ['marvell', 'valerian', 'cachi-guard'];

describe('exact stage distributions', { timeout: 60_000 }, () => {
  it('give the closed form for the featured character on Limited: P(N > t) = prod over i < t of (1 - q(i))', () => {
    for (const pity of [0, 33, 64, 80]) {
      const fromPity = exactStages(
        planOf([[featuredId, 'limited', 1]], {
          counters: { limited: { pity, sr: 3 }, perma: { pity: 0, sr: 0 }, ml: { pity: 0, sr: 0 } },
        }),
      );
      const got = stagesOf(fromPity, 'limited')[0]!;
      // The engine draws against thresholds rounded up to 2^-32, so each step may differ by that much.
      cumulative(firstFeaturedPmf(pity)).forEach((v, t) => expect(Math.abs(got[t]! - v)).toBeLessThan(1e-8));
      // Hard pity ends it: the walk stops at pull 81 - pity with everything obtained.
      expect(got.length).toBe(HARD_PITY - pity + 2);
      expect(got[got.length - 1]).toBeCloseTo(1, 14);
    }
  });

  it('chains copies: two copies take the first copy from the counters, then another from pity 0', () => {
    const [two] = stagesOf(
      exactStages(
        planOf([[featuredId, 'limited', 2]], {
          counters: { limited: { pity: 40, sr: 0 }, perma: { pity: 0, sr: 0 }, ml: { pity: 0, sr: 0 } },
        }),
      ),
      'limited',
    );
    const reference = cumulative(convolvePlain(firstFeaturedPmf(40), firstFeaturedPmf(0)));
    expect(two!.length).toBe(reference.length);
    reference.forEach((v, t) => expect(Math.abs(two![t]! - v)).toBeLessThan(1e-8));
  });

  it.each([
    [
      'an R and an SR, copies, on Perma',
      'perma',
      [
        ['cachi', 2],
        ['kazami', 1],
        ['sybil', 2],
      ],
      { pity: 45, sr: 7 },
    ],
    [
      'an ssr after limited SRs, on Limited',
      'limited',
      [
        ['marvell', 1],
        [featuredId, 1],
        ['cachi', 1],
      ],
      { pity: 78, sr: 9 },
    ],
    [
      'an ml and a limited SR on ML',
      'ml',
      [
        ['heinrich', 1],
        ['valerian', 2],
      ],
      { pity: 0, sr: 0 },
    ],
  ] as const)('agree with the plain chain pull for pull (%s)', (_, banner, targets, start) => {
    const steps = 120;
    const naive = naiveStages(banner, targets, start, steps);
    const request = planOf(
      targets.map(([id, copies]): TargetSpec => [id, banner, copies]),
      { counters: { limited: start, perma: start, ml: start } },
    );
    // A tail far below the tolerance, so that no block the walk may empty as negligible shows in the comparison.
    const stages = stagesOf(exactStages(request, { tail: 1e-15 }), banner);
    naive.forEach((pmf, j) => {
      const got = pmfOf(stages[j]!);
      for (let t = 1; t <= Math.min(steps, got.length - 1); t++)
        expect(Math.abs(got[t]! - pmf[t]!)).toBeLessThan(1e-12);
    });
  });

  it('counts copies of a later target that come before an earlier one is complete (spill-over)', () => {
    // Alone, the second target's copies are counted from its own first pull; after the first target, the pulls
    // already made count too, so N_2 is at most (N_1 + pulls for the second alone) and usually less.
    const stages = stagesOf(
      exactStages(
        planOf([
          ['kazami', 'perma', 2],
          ['cachi', 'perma', 3],
        ]),
      ),
      'perma',
    );
    const [first, both] = [stages[0]!, stages[1]!];
    const [kazamiOnly] = stagesOf(exactStages(planOf([['kazami', 'perma', 2]])), 'perma');
    for (let t = 0; t < Math.min(first.length, kazamiOnly!.length); t++) {
      expect(Math.abs(first[t]! - kazamiOnly![t]!)).toBeLessThan(PLAN_TAIL);
    }
    // cachi (an R at 1 in 8 or so) nearly always has three copies by the time kazami has two.
    const median = (cdf: Float64Array) => cdf.findIndex((v) => v >= 0.5);
    expect(median(both) - median(first)).toBeLessThan(3);
    for (let t = 0; t < both.length; t++) expect(both[t]).toBeLessThanOrEqual(first[Math.min(t, first.length - 1)]!);
  });

  it('sums to 1 within the tail for every stage, with non-decreasing cdfs', () => {
    const stages = exactStages(
      planOf([
        [featuredId, 'limited', 2],
        ['cachi', 'perma', 2],
        ['heinrich', 'ml', 1],
        ['marvell', 'perma', 1],
      ]),
    );
    for (const { cdf } of stages) {
      for (const stage of cdf) {
        for (let t = 1; t < stage.length; t++) expect(stage[t]).toBeGreaterThanOrEqual(stage[t - 1]!);
        expect(stage[stage.length - 1]).toBeGreaterThan(1 - PLAN_TAIL);
        expect(stage[stage.length - 1]).toBeLessThanOrEqual(1);
      }
    }
  });

  it('answers too-large beyond the budget, and at once when the chain cannot even be stored', () => {
    const small = checked(planOf(ld.map((id): TargetSpec => [id, 'perma', 2])));
    expect(planExact(rules, small, { budget: 1e5 }).ok).toBe(false);
    const huge = checked(
      planOf(
        ['marvell', 'valerian', 'cachi-guard', 'dorothy', 'victor', 'diting', 'kazami', 'fangus'].map(
          (id): TargetSpec => [id, 'perma', 6],
        ),
      ),
    );
    // Refused before any step is walked: no progress is ever reported.
    const progress: number[] = [];
    expect(planExact(rules, huge, { onProgress: (fraction) => progress.push(fraction) }).ok).toBe(false);
    expect(progress).toEqual([]);
  });

  it('guesses a horizon past the real one for slow plans and reports progress below 1', () => {
    const plan = checked(
      planOf([
        ['heinrich', 'ml', 2],
        [featuredId, 'limited', 1],
      ]),
    );
    const seen: number[] = [];
    const outcome = planExact(rules, plan, { onProgress: (f) => seen.push(f) });
    if (!outcome.ok) throw new Error('expected an exact answer');
    const ml = outcome.banners.find((b) => b.banner === 'ml')!.cdf[0]!;
    expect(estimatePlanHorizon(plan.targets.ml)).toBeGreaterThan(ml.length - 1);
    expect(seen.length).toBeGreaterThan(2);
    expect(seen.every((f) => f > 0 && f < 1)).toBe(true);
  });
});
