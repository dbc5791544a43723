import { describe, expect, it } from 'vitest';
import { exactDistribution } from '../../src/engine/odds/exact';
import type { ExactDistribution } from '../../src/engine/odds/exact';
import { mergeHistograms, runTrials } from '../../src/engine/odds/monte-carlo';
import { planRequest } from '../../src/engine/odds/prepare';
import type { CalcRequest } from '../../src/engine/odds/prepare';
import { runUntilObtained } from '../../src/engine/odds/run';
import { exactFigures, histogramCdf, histogramFigures } from '../../src/engine/odds/stats';
import type { Estimate } from '../../src/engine/odds/stats';
import { createRng } from '../../src/engine/pulls/rng';
import type { BannerId } from '../../src/engine/types';
import { featuredId, indexOf, limitedSrIds, pullableIds, rules } from './support';

const otherSrIds = pullableIds('sr').filter((id) => !limitedSrIds.includes(id));
const ssrIds = pullableIds('ssr').filter((id) => id !== featuredId);
const mlIds = pullableIds('ml');
const rIds = pullableIds('r');

function request(ids: string[], banner: BannerId = 'perma', pity = 0, sr = 0): CalcRequest {
  return { selection: ids.map(indexOf), banner, start: { pity, sr } };
}

function exact(req: CalcRequest): ExactDistribution {
  const outcome = exactDistribution(planRequest(rules, req));
  if (!outcome.ok) throw new Error('expected an exact answer');
  return outcome.distribution;
}

/** 99.9% intervals: with a dozen figures per selection, 95% ones would miss now and then by design. */
const Z999 = 3.290526731491926;
const TRIALS = 20_000;

const within = (value: number, e: Estimate) => value >= e.low && value <= e.high;

describe('Monte Carlo trials', () => {
  it.each([
    ['ssr only', request(ssrIds.slice(0, 3)), 11],
    ['ml only', request(mlIds.slice(0, 2)), 12],
    ['mixed with SR and R', request([ssrIds[0]!, otherSrIds[0]!, limitedSrIds[0]!, rIds[0]!]), 13],
    ['starting pity 79', request([ssrIds[1]!, mlIds[1]!], 'perma', 79), 14],
    ['the featured character on Limited', request([featuredId], 'limited'), 15],
    ['the ML banner from SR counter 9', request([mlIds[2]!, limitedSrIds[3]!, rIds[1]!], 'ml', 30, 9), 16],
  ])('agrees with the exact answer within its confidence (%s)', { timeout: 60_000 }, (_, req, seed) => {
    const d = exact(req);
    const h = runTrials(rules, planRequest(rules, req), TRIALS, createRng(seed));
    expect(h.trials).toBe(TRIALS);
    const figures = histogramFigures(h, Z999);
    const truth = exactFigures(d.pmf, d.cdf);
    expect(within(truth.mean.value, figures.mean), `mean ${truth.mean.value} in ${JSON.stringify(figures.mean)}`).toBe(
      true,
    );
    for (const q of ['median', 'p90', 'p99'] as const) {
      expect(within(truth[q].value, figures[q]), `${q} ${truth[q].value} in ${JSON.stringify(figures[q])}`).toBe(true);
    }
    // Dvoretzky-Kiefer-Wolfowitz: P(sup |F_n - F| > eps) <= 2 exp(-2 n eps^2); eps for a 1e-4 chance of a miss.
    const eps = Math.sqrt(Math.log(2 / 1e-4) / (2 * TRIALS));
    const cdf = histogramCdf(h);
    let gap = 0;
    for (let t = 0; t < Math.max(cdf.length, d.cdf.length); t++) {
      const a = cdf[Math.min(t, cdf.length - 1)]!;
      const b = d.cdf[Math.min(t, d.cdf.length - 1)]!;
      gap = Math.max(gap, Math.abs(a - b));
    }
    expect(gap).toBeLessThan(eps);
  });

  it('is deterministic for a seed and different across seeds', () => {
    const plan = planRequest(rules, request([ssrIds[0]!, rIds[0]!]));
    const a = runTrials(rules, plan, 500, createRng(7));
    const b = runTrials(rules, plan, 500, createRng(7));
    const c = runTrials(rules, plan, 500, createRng(8));
    expect([...a.counts]).toEqual([...b.counts]);
    expect(a.pulls).toBe(b.pulls);
    expect([...a.counts]).not.toEqual([...c.counts]);
  });

  it('decides pulls exactly as the engine: its first trial is the engine run on the same stream', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const plan = planRequest(rules, request([ssrIds[2]!, mlIds[0]!, otherSrIds[1]!, rIds[2]!], 'perma', 60, 5));
      const run = runUntilObtained(rules, plan, createRng(seed));
      const h = runTrials(rules, plan, 1, createRng(seed));
      expect(h.counts[run.chars.length]).toBe(1);
      expect(h.pulls).toBe(run.chars.length);
    }
  });

  it('counts every trial and every pull once; histograms from several workers add up', () => {
    const plan = planRequest(rules, request([rIds[0]!, rIds[1]!]));
    const parts = [1, 2, 3].map((seed) => runTrials(rules, plan, 1000 + seed, createRng(seed)));
    const merged = mergeHistograms(parts);
    expect(merged.trials).toBe(3006);
    let trials = 0;
    let pulls = 0;
    merged.counts.forEach((k, t) => {
      trials += k;
      pulls += k * t;
    });
    expect(trials).toBe(3006);
    expect(pulls).toBe(merged.pulls);
    expect(merged.pulls).toBe(parts.reduce((sum, h) => sum + h.pulls, 0));
  });

  it('finishes a selection of every pullable character', () => {
    const everyone = rules.roster.flatMap((c, i) => (c.pullable ? [i] : []));
    const plan = planRequest(rules, { selection: everyone, banner: 'perma', start: { pity: 0, sr: 0 } });
    const h = runTrials(rules, plan, 50, createRng(99));
    expect(h.trials).toBe(50);
    expect(h.counts.slice(0, 1000).every((k) => k === 0)).toBe(true);
  });

  it('reports progress as trials finished', () => {
    const seen: number[] = [];
    runTrials(rules, planRequest(rules, request([rIds[0]!])), 10_000, createRng(3), {
      onProgress: (n) => seen.push(n),
      progressEvery: 1000,
    });
    expect(seen.length).toBeGreaterThan(3);
    expect(seen.every((n, i) => n > 0 && n <= 10_000 && (i === 0 || n > seen[i - 1]!))).toBe(true);
  });
});
