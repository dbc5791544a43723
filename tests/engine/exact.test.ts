import { describe, expect, it } from 'vitest';
import { bandProbabilities, SR_STATES, stationaryRates } from '../../src/engine/pulls/rates';
import { HARD_PITY, PITY_ROWS, SR_GUARANTEE } from '../../src/engine/pulls/rules';
import { U32_RANGE } from '../../src/engine/pulls/rng';
import { RARITY_IDS } from '../../src/engine/types';
import type { BannerId } from '../../src/engine/types';
import { banners, featuredId, indexOf, limitedSrIds, pullableIds, rules, unpullableIds } from './support';

const sum = (values: Iterable<number>): number => {
  let total = 0;
  for (const v of values) total += v;
  return total;
};

/** The (p, s) chain as per-state probabilities of moving to (0, 0), to (p + 1, 0) and to (p + 1, s + 1). */
function transitions(banner: BannerId): { top: Float64Array; sr: Float64Array; r: Float64Array } {
  const t = rules.banners[banner];
  const n = PITY_ROWS * SR_STATES;
  const top = new Float64Array(n);
  const sr = new Float64Array(n);
  const r = new Float64Array(n);
  for (let p = 0; p <= HARD_PITY; p++) {
    for (let s = 0; s < SR_STATES; s++) {
      const bands = bandProbabilities(t, p, s);
      top[p * SR_STATES + s] = bands.a + bands.b;
      sr[p * SR_STATES + s] = bands.sr;
      r[p * SR_STATES + s] = bands.r;
    }
  }
  return { top, sr, r };
}

/** One step of the chain: next = dist * P, written into `next`. */
function step(chain: ReturnType<typeof transitions>, dist: Float64Array, next: Float64Array): Float64Array {
  next.fill(0);
  for (let p = 0; p <= HARD_PITY; p++) {
    for (let s = 0; s < SR_STATES; s++) {
      const i = p * SR_STATES + s;
      const mass = dist[i]!;
      if (mass === 0) continue;
      next[0] = next[0]! + mass * chain.top[i]!;
      if (p < HARD_PITY) {
        const j = (p + 1) * SR_STATES;
        next[j] = next[j]! + mass * chain.sr[i]!;
        if (s < SR_GUARANTEE) next[j + s + 1] = next[j + s + 1]! + mass * chain.r[i]!;
      }
    }
  }
  return next;
}

/** E[pulls to the next top result] from the per-pity hazard alone: sum over k of P(no top in the first k pulls). */
function meanPullsFromHazard(banner: BannerId): number {
  const t = rules.banners[banner];
  let survive = 1;
  let mean = 0;
  for (let p = 0; p <= HARD_PITY; p++) {
    mean += survive;
    survive *= 1 - t.top[p]! / U32_RANGE;
  }
  return mean;
}

describe.each(banners)('stationaryRates(%s)', (banner) => {
  const rates = stationaryRates(rules, banner);
  const chain = transitions(banner);

  it('sums to 1 over rarities, characters and states', () => {
    expect(Math.abs(sum(Object.values(rates.rarity)) - 1)).toBeLessThan(1e-9);
    expect(Math.abs(sum(rates.character) - 1)).toBeLessThan(1e-9);
    expect(Math.abs(sum(rates.states) - 1)).toBeLessThan(1e-12);
    expect(rates.states.length).toBe(PITY_ROWS * SR_STATES);
  });

  it('is a fixed point of the chain: one more pull leaves the state distribution unchanged', () => {
    const next = step(chain, rates.states, new Float64Array(rates.states.length));
    let worst = 0;
    for (let i = 0; i < next.length; i++) worst = Math.max(worst, Math.abs(next[i]! - rates.states[i]!));
    expect(worst).toBeLessThan(1e-12);
  });

  it('agrees with plain power iteration from a fresh start', () => {
    let dist: Float64Array = new Float64Array(PITY_ROWS * SR_STATES);
    let spare: Float64Array = new Float64Array(PITY_ROWS * SR_STATES);
    dist[0] = 1;
    // The slowest chain (ML, no soft pity) is within 1e-15 after about 3,500 pulls.
    for (let i = 0; i < 5_000; i++) [dist, spare] = [step(chain, dist, spare), dist];
    let worst = 0;
    for (let i = 0; i < dist.length; i++) worst = Math.max(worst, Math.abs(dist[i]! - rates.states[i]!));
    expect(worst).toBeLessThan(1e-12);
  });

  it('top-rarity rate is 1 / E[pulls to top], E computed from the per-pity hazard', () => {
    expect(Math.abs(rates.top - 1 / meanPullsFromHazard(banner))).toBeLessThan(1e-12);
    expect(rates.meanPullsToTop).toBeCloseTo(meanPullsFromHazard(banner), 10);
  });

  it('gives unpullable characters a rate of exactly 0', () => {
    for (const id of unpullableIds) expect(rates.character[indexOf(id)]).toBe(0);
  });

  it('rarity rates are the sums of their characters', () => {
    for (const [code, id] of RARITY_IDS.entries()) {
      let total = 0;
      rates.character.forEach((rate, i) => {
        if (rules.rarity[i] === code) total += rate;
      });
      expect(rates.rarity[id]).toBeCloseTo(total, 15);
    }
  });
});

describe('closed forms and shapes', () => {
  it('ml: constant 1% hazard until hard pity', () => {
    const h = Math.ceil(0.01 * U32_RANGE) / U32_RANGE;
    const mean = (1 - (1 - h) ** 80) / h + (1 - h) ** 80;
    expect(Math.abs(stationaryRates(rules, 'ml').top - 1 / mean)).toBeLessThan(1e-12);
  });

  it('limited: all top results are the featured character', () => {
    const rates = stationaryRates(rules, 'limited');
    expect(rates.character[indexOf(featuredId)]).toBe(rates.top);
    expect(rates.rarity.ml).toBe(0);
    expect(rates.rarity.ssr).toBe(rates.top);
  });

  it('uniform pools give equal rates; weighted SRs keep their 1:3 ratio', () => {
    const perma = stationaryRates(rules, 'perma');
    const mlRates = pullableIds('ml').map((id) => perma.character[indexOf(id)]!);
    for (const r of mlRates) expect(r).toBeCloseTo(mlRates[0]!, 15);
    const limitedSr = perma.character[indexOf(limitedSrIds[0]!)]!;
    expect(perma.character[indexOf('kazami')]! / limitedSr).toBeCloseTo(3, 12);
    const ml = stationaryRates(rules, 'ml');
    for (const id of limitedSrIds) expect(ml.character[indexOf(id)]).toBeCloseTo(ml.rarity.sr / 6, 15);
    expect(ml.character[indexOf('kazami')]).toBe(0);
  });

  it('perma and limited share the top-rarity rate (same hazard), perma splits it between ssr and ml', () => {
    const perma = stationaryRates(rules, 'perma');
    const limited = stationaryRates(rules, 'limited');
    expect(Math.abs(perma.top - limited.top)).toBeLessThan(1e-9);
    expect(Math.abs(perma.rarity.ssr + perma.rarity.ml - perma.top)).toBeLessThan(1e-15);
    expect(perma.rarity.ssr / perma.rarity.ml).toBeGreaterThan(2.5);
  });
});
