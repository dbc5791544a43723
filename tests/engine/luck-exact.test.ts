import { describe, expect, it } from 'vitest';
import { pullMany } from '../../src/engine/pulls/batch';
import { cycleFrom, fewestTops, survivalOf, topChances } from '../../src/engine/luck/cycle';
import { exactTopCounts } from '../../src/engine/luck/exact';
import { createRng } from '../../src/engine/pulls/rng';
import { KIND_TOP } from '../../src/engine/pulls/rules';
import type { BannerId } from '../../src/engine/types';
import { rules } from './support';

/**
 * The chance of a top result at pity p, written from the rules as the header of src/engine/pulls/rules.ts states them (not from the
 * engine's tables): hard pity at 80; below it, Limited and Perma 1% plus the soft-pity bonus
 * 0.15 ln(1 + (p - 50)) / ln 30 from 50 on (Perma's 0.75% ssr and 0.25% ml bases and 3:1 bonus split add to the same),
 * ML a flat 1%.
 */
function readmeTopChance(banner: BannerId, p: number): number {
  if (p >= 80) return 1;
  if (banner === 'ml') return 0.01;
  const bonus = p >= 50 ? (0.15 * Math.log(1 + (p - 50))) / Math.log(30) : 0;
  return 0.01 + bonus;
}

/** P(K = k) by enumerating all 2^n top / not-top sequences of n pulls from pity `start`, with their probabilities. */
function enumerate(banner: BannerId, n: number, start: number): number[] {
  const pmf = new Array<number>(n + 1).fill(0);
  for (let mask = 0; mask < 1 << n; mask++) {
    let probability = 1;
    let pity = start;
    let tops = 0;
    for (let i = 0; i < n && probability > 0; i++) {
      const q = readmeTopChance(banner, pity);
      if (mask & (1 << i)) {
        probability *= q;
        pity = 0;
        tops++;
      } else {
        probability *= 1 - q;
        pity++;
      }
    }
    pmf[tops]! += probability;
  }
  return pmf;
}

describe('exact distribution of top results', () => {
  // 2^12 sequences each; the starting pities cover no bonus, the soft-pity ramp and hard pity within the run.
  const cases: [BannerId, number, number][] = [
    ['perma', 12, 0],
    ['perma', 12, 55],
    ['perma', 12, 75],
    ['limited', 11, 79],
    ['limited', 12, 80],
    ['ml', 12, 0],
    ['ml', 12, 74],
    ['ml', 3, 80],
  ];
  it.each(cases)('%s, %i pulls from pity %i: matches brute-force enumeration', (banner, n, start) => {
    const expected = enumerate(banner, n, start);
    const { pmf, beyond } = exactTopCounts(rules, banner, n, start);
    // Every count with mass is reported; the thresholds round each chance up by less than 2^-32.
    for (let k = 0; k <= n; k++) expect(pmf[k] ?? 0).toBeCloseTo(expected[k]!, 8);
    expect(beyond).toBeLessThan(1e-18);
  });

  it('matches a plain forward pass over (pity, count) at 3,000 pulls, to 1e-13', () => {
    // Pull by pull, every (pity, count) state with its probability: no renewal argument and nothing dropped. The
    // chances are the engine's thresholds (the enumeration above ties them to the README's formula).
    const chances = topChances(rules, 'perma');
    const n = 3000;
    const start = 33;
    const width = Math.floor(n / 10);
    let dist = new Float64Array(81 * width);
    dist[start * width] = 1;
    for (let i = 0; i < n; i++) {
      const next = new Float64Array(81 * width);
      for (let pity = 0; pity <= 80; pity++) {
        const q = chances[pity]!;
        for (let k = 0; k < width - 1; k++) {
          const p = dist[pity * width + k]!;
          if (p === 0) continue;
          next[k + 1]! += p * q;
          if (pity < 80) next[(pity + 1) * width + k]! += p * (1 - q);
        }
      }
      dist = next;
    }
    const expected = new Array<number>(width).fill(0);
    for (let pity = 0; pity <= 80; pity++) for (let k = 0; k < width; k++) expected[k]! += dist[pity * width + k]!;
    const { pmf } = exactTopCounts(rules, 'perma', n, start);
    for (let k = 0; k < width; k++) expect(Math.abs((pmf[k] ?? 0) - expected[k]!), `K = ${k}`).toBeLessThan(1e-13);
  });

  it('gives zero chance to counts hard pity rules out, and sums to 1', () => {
    // 200 pulls from pity 0: hard pity forces top results by pulls 81 and 162, so at least two.
    const { pmf } = exactTopCounts(rules, 'ml', 200, 0);
    expect(fewestTops(200, 0)).toBe(2);
    expect(pmf[0]).toBe(0);
    expect(pmf[1]).toBe(0);
    expect(pmf[2]).toBeGreaterThan(0);
    expect(pmf.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    // No pulls, no top results.
    const none = exactTopCounts(rules, 'perma', 0, 30).pmf;
    expect(none.length).toBe(1);
    expect(none[0]).toBeCloseTo(1, 12);
  });

  it('keeps full relative precision for tiny probabilities (positive sums, no 1 - x)', () => {
    // 12 ML pulls from pity 0 are 12 independent 1% chances: P(K = k) = C(12, k) 0.01^k 0.99^(12 - k).
    const { pmf } = exactTopCounts(rules, 'ml', 12, 0);
    const binomial = (k: number) => {
      let c = 1;
      for (let i = 0; i < k; i++) c = (c * (12 - i)) / (i + 1);
      return c * 0.01 ** k * 0.99 ** (12 - k);
    };
    for (const k of [0, 1, 7, 9]) expect(pmf[k]! / binomial(k), `K = ${k}`).toBeCloseTo(1, 6);
    // Counts whose whole right tail is below 1e-18 are left out, and that tail is reported.
    expect(pmf.length).toBeLessThan(13);
  });

  it('cycle lengths from any pity sum to 1 and their survival is the tail sum', () => {
    const chances = topChances(rules, 'limited');
    for (const start of [0, 50, 80]) {
      const cycle = cycleFrom(chances, start);
      expect(cycle.length).toBe(82 - start);
      expect(cycle.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
      const survival = survivalOf(cycle);
      expect(survival[0]).toBeCloseTo(1, 12);
      expect(survival[cycle.length - 1]).toBe(0);
    }
    expect(() => cycleFrom(chances, 81)).toThrow(RangeError);
  });

  /**
   * Against the engine itself: 20,000 seeded batches of 150 pulls each, counted by what the banner treats as top.
   * Every count the exact law expects at least 10 times, and the lumped rest, must be within 5 standard errors.
   */
  const monteCarlo: [BannerId, number, number][] = [
    ['perma', 0, 0],
    ['limited', 62, 9],
    ['ml', 30, 4],
  ];
  it.each(monteCarlo)(
    '%s from pity %i (SR counter %i): matches the engine within 5 standard errors',
    (banner, pity, sr) => {
      const batches = 20_000;
      const n = 150;
      const rng = createRng(0x1ac4 + pity);
      const kind = rules.banners[banner].kind;
      const seen = new Array<number>(n + 1).fill(0);
      for (let b = 0; b < batches; b++) {
        const { chars } = pullMany(rules, banner, { pity, sr }, n, rng);
        let tops = 0;
        for (const c of chars) if (kind[c] === KIND_TOP) tops++;
        seen[tops]!++;
      }
      const { pmf } = exactTopCounts(rules, banner, n, pity);
      let restExpected = 0;
      let restSeen = 0;
      let checked = 0;
      for (let k = 0; k <= n; k++) {
        const p = pmf[k] ?? 0;
        if (p * batches < 10) {
          restExpected += p;
          restSeen += seen[k]!;
          continue;
        }
        const se = Math.sqrt((p * (1 - p)) / batches);
        expect(Math.abs(seen[k]! / batches - p), `K = ${k}`).toBeLessThanOrEqual(5 * se);
        checked++;
      }
      expect(checked).toBeGreaterThanOrEqual(5);
      const restSe = Math.sqrt(Math.max(restExpected * (1 - restExpected), 1e-12) / batches);
      expect(Math.abs(restSeen / batches - restExpected)).toBeLessThanOrEqual(5 * restSe + 1 / batches);
    },
  );
});
