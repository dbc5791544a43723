import { describe, expect, it } from 'vitest';
import { EXACT_TAIL, exactDistribution } from '../../src/engine/odds/exact';
import type { ExactDistribution } from '../../src/engine/odds/exact';
import { planRequest } from '../../src/engine/odds/prepare';
import type { CalcRequest } from '../../src/engine/odds/prepare';
import { bandProbabilities, stationaryRates } from '../../src/engine/pulls/rates';
import { HARD_PITY, LIMITED_TOP_BASE, softPityBonus, SR_GUARANTEE } from '../../src/engine/pulls/rules';
import type { BannerId } from '../../src/engine/types';
import { featuredId, indexOf, limitedSrIds, pullableIds, rules } from './support';

const otherSrIds = pullableIds('sr').filter((id) => !limitedSrIds.includes(id));
const ssrIds = pullableIds('ssr').filter((id) => id !== featuredId);
const mlIds = pullableIds('ml');
const rIds = pullableIds('r');

function request(ids: string[], banner: BannerId = 'perma', pity = 0, sr = 0): CalcRequest {
  return { selection: ids.map(indexOf), banner, start: { pity, sr } };
}

function exact(req: CalcRequest, tail?: number): ExactDistribution {
  const outcome = exactDistribution(planRequest(rules, req), tail === undefined ? {} : { tail });
  if (!outcome.ok) throw new Error('expected an exact answer');
  return outcome.distribution;
}

function mean(d: ExactDistribution): number {
  let m = 0;
  d.pmf.forEach((v, t) => (m += v * t));
  return m;
}

/**
 * The chain done the plain way, as an independent check of the class lumping and the in-place update: states are
 * (p, s, which selected characters have been seen) in a fresh array each pull, and each character's chance is its
 * band's chance times its share of the band's pool.
 */
function naivePmf(req: CalcRequest, steps: number): number[] {
  const t = rules.banners[req.banner];
  const sel = req.selection;
  const masks = 1 << sel.length;
  const full = masks - 1;
  const index = (p: number, s: number, mask: number) => (p * 10 + s) * masks + mask;
  const share = (pool: Uint8Array, c: number) => pool.filter((x) => x === c).length / pool.length;
  const pools = [t.poolA, t.poolB, t.srPool, t.rPool];
  const shares = pools.map((pool) => sel.map((c) => share(pool, c)));
  let states = new Float64Array(81 * 10 * masks);
  states[index(req.start.pity, req.start.sr, 0)] = 1;
  const pmf = [0];
  for (let step = 1; step <= steps; step++) {
    const next = new Float64Array(states.length);
    let done = 0;
    for (let p = 0; p <= HARD_PITY; p++) {
      for (let s = 0; s <= SR_GUARANTEE; s++) {
        const bands = bandProbabilities(t, p, s);
        const chances = [bands.a, bands.b, bands.sr, bands.r];
        const targets = [
          [0, 0],
          [0, 0],
          [p + 1, 0],
          [p + 1, s + 1],
        ] as const;
        for (let mask = 0; mask < full; mask++) {
          const m = states[index(p, s, mask)]!;
          if (m === 0) continue;
          for (let band = 0; band < 4; band++) {
            const chance = chances[band]!;
            if (chance === 0) continue;
            const [np, ns] = targets[band]!;
            let left = 1;
            shares[band]!.forEach((f, i) => {
              if (f === 0) return;
              left -= f;
              const to = mask | (1 << i);
              if (to === full) done += m * chance * f;
              else next[index(np, ns, to)]! += m * chance * f;
            });
            next[index(np, ns, mask)]! += m * chance * left;
          }
        }
      }
    }
    pmf.push(done);
    states = next;
  }
  return pmf;
}

describe('exact distribution', () => {
  it('matches the closed form for the featured character on Limited: the first top result', () => {
    const hazard = (p: number) => (p >= HARD_PITY ? 1 : LIMITED_TOP_BASE + softPityBonus(p));
    for (const start of [0, 37, 79, 80]) {
      const d = exact(request([featuredId], 'limited', start));
      let survive = 1;
      for (let t = 1; t <= HARD_PITY + 1 - start; t++) {
        const h = hazard(start + t - 1);
        expect(d.pmf[t]).toBeCloseTo(survive * h, 9);
        survive *= 1 - h;
      }
      expect(d.pmf.length - 1).toBe(HARD_PITY + 1 - start);
      expect(d.tailMass).toBe(0);
    }
    const fromSoftCap = exact(request([featuredId], 'limited', 79));
    expect(fromSoftCap.pmf[1]).toBeCloseTo(0.16, 9);
    expect(fromSoftCap.pmf[2]).toBeCloseTo(0.84, 9);
  });

  it.each([
    ['the featured character on Limited', featuredId, 'limited'],
    ['an ssr on Perma', ssrIds[0]!, 'perma'],
    ['an ml on Perma', mlIds[0]!, 'perma'],
    ['an ml on ML', mlIds[1]!, 'ml'],
  ] as const)('has mean 1 / (the engine stationary rate) for %s (renewal-reward)', (_, id, banner) => {
    // Every top result restarts the chain from (0, 0), so the pulls to a given top character are a sum of i.i.d.
    // cycles stopped at the first cycle that ends in it: E[T] = E[cycle] / P(it ends a cycle) = 1 / its rate.
    const d = exact(request([id], banner), 1e-13);
    const rate = stationaryRates(rules, banner).character[indexOf(id)]!;
    expect(mean(d) * rate).toBeCloseTo(1, 9);
  });

  it.each([
    ['ssr only', request(ssrIds.slice(0, 3))],
    ['ml only', request(mlIds.slice(0, 2))],
    ['SR and R', request([otherSrIds[0]!, limitedSrIds[0]!, rIds[0]!, rIds[1]!])],
    ['mixed from pity 79', request([ssrIds[0]!, mlIds[0]!, limitedSrIds[0]!, rIds[0]!], 'perma', 79, 9)],
    ['two of a class', request([ssrIds[0]!, ssrIds[1]!, rIds[0]!, rIds[1]!], 'perma', 45, 7)],
    ['on the ML banner', request([mlIds[0]!, limitedSrIds[1]!, rIds[2]!], 'ml', 12, 3)],
  ])('agrees with the plain chain, pull for pull (%s)', { timeout: 60_000 }, (_, req) => {
    const d = exact(req, 1e-3);
    const naive = naivePmf(req, 160);
    for (let t = 1; t < naive.length; t++) expect(Math.abs(d.pmf[t]! - naive[t]!)).toBeLessThan(1e-13);
  });

  it.each([
    ['ssr only', request(ssrIds.slice(0, 4))],
    ['ml only', request(mlIds.slice(0, 3))],
    ['mixed with SR and R', request([ssrIds[0]!, otherSrIds[0]!, rIds[0]!])],
    ['starting pity 79', request([ssrIds[1]!, mlIds[1]!], 'perma', 79)],
    ['Limited', request([featuredId, limitedSrIds[2]!], 'limited', 20, 4)],
  ])(
    'sums to 1 within 1e-9 with its tail, under the tail cut, with a non-decreasing cdf (%s)',
    { timeout: 30_000 },
    (_, req) => {
      const d = exact(req);
      let total = 0;
      for (const v of d.pmf) {
        expect(v).toBeGreaterThanOrEqual(0);
        total += v;
      }
      expect(Math.abs(total + d.tailMass - 1)).toBeLessThan(1e-9);
      expect(d.tailMass).toBeLessThan(EXACT_TAIL);
      expect(d.tailMass).toBeGreaterThanOrEqual(0);
      for (let t = 1; t < d.cdf.length; t++) expect(d.cdf[t]).toBeGreaterThanOrEqual(d.cdf[t - 1]!);
      expect(d.cdf[d.cdf.length - 1]).toBeCloseTo(total, 12);
      expect(d.cdf[d.cdf.length - 1]).toBeGreaterThan(1 - EXACT_TAIL);
    },
  );

  it('uses the SR counter only when it matters', () => {
    const top = [ssrIds[0]!, mlIds[0]!];
    expect(exact(request(top, 'perma', 10, 0)).pmf).toEqual(exact(request(top, 'perma', 10, SR_GUARANTEE)).pmf);
    // An R character cannot come on a pull the SR guarantee forces.
    const r = exact(request([rIds[0]!], 'perma', 0, SR_GUARANTEE));
    expect(r.pmf[1]).toBe(0);
    const bands = bandProbabilities(rules.banners.perma, 0, 0);
    expect(exact(request([rIds[0]!])).pmf[1]).toBeCloseTo(bands.r / rules.banners.perma.rPool.length, 15);
  });

  it('reports too-large instead of answering when the chain does not fit the budget', () => {
    const everyone = rules.roster.flatMap((c, i) => (c.pullable ? [i] : []));
    // A chain far too large is refused up front, from its size and expected length, before a single step is walked
    // (no progress is ever reported), so asking costs nothing.
    const progress: number[] = [];
    const outcome = exactDistribution(
      planRequest(rules, { selection: everyone, banner: 'perma', start: { pity: 0, sr: 0 } }),
      { onProgress: (fraction) => progress.push(fraction) },
    );
    expect(outcome.ok).toBe(false);
    expect(progress).toEqual([]);
    const small = planRequest(rules, request([ssrIds[0]!, limitedSrIds[0]!]));
    expect(exactDistribution(small, { budget: 1e5 }).ok).toBe(false);
    expect(exactDistribution(small).ok).toBe(true);
  });

  it('reports progress as fractions below 1', () => {
    const seen: number[] = [];
    exactDistribution(planRequest(rules, request([ssrIds[0]!, mlIds[0]!])), { onProgress: (f) => seen.push(f) });
    expect(seen.length).toBeGreaterThan(3);
    expect(seen.every((f) => f > 0 && f < 1)).toBe(true);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });
});
