import { describe, expect, it } from 'vitest';
import type { TrialHistogram } from '../../src/engine/odds/monte-carlo';
import {
  chanceWithin,
  exactFigures,
  histogramCdf,
  histogramFigures,
  quantileOf,
  Z95,
} from '../../src/engine/odds/stats';

function histogram(lengths: number[]): TrialHistogram {
  const counts = new Uint32Array(Math.max(...lengths) + 1);
  for (const t of lengths) counts[t]!++;
  return { counts, trials: lengths.length, pulls: lengths.reduce((a, b) => a + b, 0) };
}

describe('odds figures', () => {
  it('reads quantiles off a cdf as the first pull count reaching them', () => {
    const cdf = Float64Array.from([0, 0.2, 0.5, 0.9, 0.99, 1]);
    expect(quantileOf(cdf, 0.5)).toBe(2);
    expect(quantileOf(cdf, 0.9)).toBe(3);
    expect(quantileOf(cdf, 0.95)).toBe(4);
    expect(quantileOf(cdf, 0.1)).toBe(1);
    expect(quantileOf(Float64Array.from([0, 0.4]), 0.5)).toBe(2);
  });

  it('gives exact figures as points', () => {
    const pmf = Float64Array.from([0, 0.25, 0.25, 0.5]);
    const f = exactFigures(pmf, Float64Array.from([0, 0.25, 0.5, 1]));
    expect(f.mean).toEqual({ value: 2.25, low: 2.25, high: 2.25 });
    expect(f.median.value).toBe(2);
    expect(f.p90.value).toBe(3);
    expect(f.p99.value).toBe(3);
  });

  it('gives sample figures with intervals that contain them and shrink with more trials', () => {
    const small = histogram(Array.from({ length: 100 }, (_, i) => i + 1));
    const big = histogram(Array.from({ length: 10_000 }, (_, i) => (i % 100) + 1));
    const f = histogramFigures(small);
    expect(f.mean.value).toBeCloseTo(50.5, 12);
    const sd = Math.sqrt(((100 * 100 - 1) / 12) * (100 / 99));
    expect(f.mean.high - f.mean.value).toBeCloseTo((Z95 * sd) / 10, 9);
    expect(f.median.value).toBe(50);
    expect(f.p90.value).toBe(90);
    for (const e of Object.values(f)) expect(e.low <= e.value && e.value <= e.high).toBe(true);
    const g = histogramFigures(big);
    expect(g.median.high - g.median.low).toBeLessThan(f.median.high - f.median.low);
    expect(g.mean.high - g.mean.low).toBeLessThan(f.mean.high - f.mean.low);
  });

  it('answers the budget question exactly, or with a Wilson interval from trials', () => {
    const cdf = Float64Array.from([0, 0.2, 0.5, 0.9, 1]);
    expect(chanceWithin(cdf, 2)).toEqual({ value: 0.5, low: 0.5, high: 0.5 });
    expect(chanceWithin(cdf, 99).value).toBe(1);
    expect(chanceWithin(cdf, -1).value).toBe(0);
    expect(chanceWithin(cdf, 2.7).value).toBe(0.5);
    const mc = chanceWithin(cdf, 2, 100);
    // Wilson interval for 50 of 100.
    expect(mc.low).toBeCloseTo(0.4038, 3);
    expect(mc.high).toBeCloseTo(0.5962, 3);
    const sure = chanceWithin(cdf, 4, 100);
    expect(sure.value).toBe(1);
    expect(sure.high).toBe(1);
    expect(sure.low).toBeGreaterThan(0.95);
  });

  it('turns a histogram into a cdf that ends at 1', () => {
    const cdf = histogramCdf(histogram([2, 2, 3, 5]));
    expect([...cdf]).toEqual([0, 0, 0.5, 0.75, 0.75, 1]);
  });
});
