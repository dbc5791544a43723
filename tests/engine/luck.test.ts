import { describe, expect, it } from 'vitest';
import { luckOf, LUCK_EXACT_MAX_PULLS, MAX_CHART_POINTS } from '../../src/engine/luck/luck';
import type { LuckAnswer, LuckRequest } from '../../src/engine/luck/luck';
import { exactTopCounts } from '../../src/engine/luck/exact';
import { atLeastApprox, normalCdf, renewalModel, renewalMoments } from '../../src/engine/luck/normal';
import type { BannerId } from '../../src/engine/types';
import { rules } from './support';

function answer(request: LuckRequest): LuckAnswer {
  const outcome = luckOf(rules, request);
  if (!outcome.ok) throw new Error(`unexpected problem ${outcome.problem.kind}`);
  return outcome.answer;
}

describe('normal distribution function', () => {
  // Reference values of the standard normal distribution function from statistical tables.
  it.each([
    [0, 0.5],
    [1, 0.8413447460685429],
    [-1.96, 0.024997895148220435],
    [-3, 0.0013498980316300946],
    [-5, 2.866515718791939e-7],
    [2.5, 0.9937903346742238],
  ])('Phi(%d) = %d', (z, expected) => {
    expect(Math.abs(normalCdf(z) - expected)).toBeLessThan(1e-14);
  });
});

describe('luck percentile', () => {
  it('is the mid-rank: P(K < k) + P(K = k) / 2, with the three parts of the distribution', () => {
    // 3 ML pulls from pity 0: three independent 1% chances.
    const none = 0.99 ** 3;
    const one = 3 * 0.01 * 0.99 ** 2;
    const result = answer({ banner: 'ml', pulls: 3, tops: 1, pity: 0 });
    expect(result.method).toBe('exact');
    expect(result.below).toBeCloseTo(none, 8);
    expect(result.equal).toBeCloseTo(one, 8);
    expect(result.above).toBeCloseTo(1 - none - one, 8);
    expect(result.luckier).toBeCloseTo(none + one / 2, 8);
    expect(result.bound).toBe(0);
    // No top result at all in 3 pulls is the usual outcome: luckier than about half of those who share it.
    expect(answer({ banner: 'ml', pulls: 3, tops: 0, pity: 0 }).luckier).toBeCloseTo(none / 2, 8);
  });

  it('reads a result every player gets as 50%', () => {
    // From pity 80 the next pull is always a top result.
    const result = answer({ banner: 'perma', pulls: 1, tops: 1, pity: 80 });
    expect(result.equal).toBeCloseTo(1, 12);
    expect(result.luckier).toBeCloseTo(0.5, 12);
  });

  it('grows with the count and falls with the pulls', () => {
    const base = { banner: 'perma' as const, pulls: 1000, pity: 0 };
    const values = [13, 17, 22, 30].map((tops) => answer({ ...base, tops }).luckier);
    expect([...values].sort((a, b) => a - b)).toEqual(values);
    expect(answer({ ...base, tops: 17 }).luckier).toBeGreaterThan(answer({ ...base, pulls: 1200, tops: 17 }).luckier);
  });

  it('charts the distribution around its mean and the player count', () => {
    const result = answer({ banner: 'limited', pulls: 2000, tops: 70, pity: 10 });
    const { from, step, pmf } = result.chart;
    expect(step).toBe(1);
    expect(from).toBeLessThanOrEqual(result.mean - 4 * result.sd);
    expect(from + pmf.length - 1).toBeGreaterThanOrEqual(70);
    const { pmf: full } = exactTopCounts(rules, 'limited', 2000, 10);
    pmf.forEach((p, i) => expect(p).toBe(full[from + i] ?? 0));
    // A huge history is sampled so the chart stays small.
    const large = answer({ banner: 'perma', pulls: 1e11, tops: 2_163_000_000, pity: 0 });
    expect(large.chart.pmf.length).toBeLessThanOrEqual(MAX_CHART_POINTS);
    expect(large.chart.step).toBeGreaterThan(1);
  });

  it('refuses impossible questions with the range that is possible', () => {
    expect(luckOf(rules, { banner: 'ml', pulls: 200, tops: 1, pity: 0 })).toEqual({
      ok: false,
      problem: { kind: 'tops', fewest: 2, most: 200 },
    });
    expect(luckOf(rules, { banner: 'ml', pulls: 10, tops: 11, pity: 0 })).toMatchObject({
      ok: false,
      problem: { kind: 'tops', most: 10 },
    });
    expect(luckOf(rules, { banner: 'ml', pulls: 10, tops: 1, pity: 81 })).toMatchObject({ problem: { kind: 'pity' } });
    expect(luckOf(rules, { banner: 'ml', pulls: 2.5, tops: 1, pity: 0 })).toMatchObject({ problem: { kind: 'pulls' } });
    expect(luckOf(rules, { banner: 'ml', pulls: -1, tops: 0, pity: 0 })).toMatchObject({ problem: { kind: 'pulls' } });
    expect(luckOf(rules, { banner: 'nope' as BannerId, pulls: 1, tops: 0, pity: 0 })).toMatchObject({
      problem: { kind: 'banner' },
    });
  });

  it('switches to the labelled approximation past the exact limit, with a bound', () => {
    const exact = answer({ banner: 'perma', pulls: LUCK_EXACT_MAX_PULLS, tops: 430, pity: 0 });
    expect(exact.method).toBe('exact');
    const approx = answer({ banner: 'perma', pulls: LUCK_EXACT_MAX_PULLS + 1, tops: 430, pity: 0 });
    expect(approx.method).toBe('approximate');
    expect(approx.bound).toBeGreaterThan(0);
    expect(Math.abs(approx.luckier - exact.luckier)).toBeLessThan(approx.bound);
    // The renewal mean and spread: n / mu and sqrt(n sigma^2 / mu^3).
    const model = renewalModel(rules, 'perma', LUCK_EXACT_MAX_PULLS + 1, 0);
    const { mean, variance } = model.cycle;
    expect(approx.mean).toBeCloseTo((LUCK_EXACT_MAX_PULLS + 1) / mean, 9);
    expect(approx.sd).toBeCloseTo(Math.sqrt(((LUCK_EXACT_MAX_PULLS + 1) * variance) / mean ** 3), 9);
    expect(renewalMoments(model).mean).toBe(approx.mean);
  });
});

describe('normal approximation against the exact distribution', () => {
  const cases: [BannerId, number, number][] = [
    ['perma', 400, 0],
    ['limited', 3000, 70],
    ['ml', 3000, 0],
    ['perma', 8000, 45],
  ];
  it.each(cases)('%s, %i pulls from pity %i: every P(K < k) within its Berry–Esseen bound', (banner, n, start) => {
    const { pmf } = exactTopCounts(rules, banner, n, start);
    const model = renewalModel(rules, banner, n, start);
    let below = 0;
    let worst = 0;
    for (let k = 0; k < pmf.length; k++) {
      const approx = atLeastApprox(model, k);
      const error = Math.abs(1 - approx.value - below);
      expect(error, `P(K < ${k})`).toBeLessThanOrEqual(approx.bound + 1e-12);
      // The measured claim in luck/normal.ts's header, with a margin: in practice the error stays within a tenth of the bound.
      expect(error, `P(K < ${k}), measured`).toBeLessThanOrEqual(approx.bound / 10 + 1e-12);
      worst = Math.max(worst, error);
      below += pmf[k]!;
    }
    // The bound is a guarantee, not an estimate: the real error is far smaller, and shrinks with n.
    expect(worst).toBeGreaterThan(0);
    expect(worst).toBeLessThan(0.02);
  });
});
