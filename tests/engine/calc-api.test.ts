import { describe, expect, it } from 'vitest';
import { createCalcApi } from '../../src/engine/odds/api';
import { runTrials } from '../../src/engine/odds/monte-carlo';
import { planRequest } from '../../src/engine/odds/prepare';
import { createRng } from '../../src/engine/pulls/rng';
import { featuredId, indexOf, rules, unpullableIds } from './support';

const start = { pity: 0, sr: 0 };

describe('the How Much To API', () => {
  it('rejects an unpullable character, a character off the banner and an empty selection with clear errors', async () => {
    const api = createCalcApi(rules);
    const hoyan = { selection: [indexOf(unpullableIds[0]!)], banner: 'perma' as const, start };
    await expect(api.simulate(hoyan)).rejects.toThrow(/cannot be pulled on any banner/);
    await expect(api.exact(hoyan)).rejects.toThrow(/cannot be pulled/);
    await expect(api.monteCarlo(hoyan, 10, 1)).rejects.toThrow(/cannot be pulled/);
    await expect(api.simulate({ selection: [], banner: 'perma', start })).rejects.toThrow(
      'Select at least one character',
    );
    const offBanner = { selection: [indexOf('holden')], banner: 'limited' as const, start };
    await expect(api.exact(offBanner)).rejects.toThrow(/Holden cannot be obtained on the Limited banner/);
  });

  it('returns the seed it used so a run can be replayed', async () => {
    const api = createCalcApi(rules);
    const req = { selection: [indexOf(featuredId)], banner: 'perma' as const, start };
    const first = await api.simulate(req);
    const again = await api.simulate(req, first.seedUsed);
    expect([...again.chars]).toEqual([...first.chars]);
  });

  it('runs trials in batches, yielding between them, with throttled progress ending in a full report', async () => {
    let clock = 0;
    let yields = 0;
    const api = createCalcApi(rules, {
      now: () => (clock += 60),
      yieldToEventLoop: async () => void yields++,
    });
    const seen: number[] = [];
    const req = { selection: [indexOf('holden')], banner: 'perma' as const, start };
    const h = await api.monteCarlo(req, 8000, 3, (n) => void seen.push(n));
    expect(h.trials).toBe(8000);
    expect(yields).toBeGreaterThan(3);
    expect(seen.at(-1)).toBe(8000);
    expect(seen.length).toBeGreaterThan(1);
    // One report per 200 ms of clock at most, while every batch reads the clock once.
    expect(seen.length).toBeLessThan(yields);
    expect(seen.every((n, i) => i === 0 || n > seen[i - 1]!)).toBe(true);
    // Batching does not change the answer: the same stream in one go gives the same histogram.
    const whole = runTrials(rules, planRequest(rules, req), 8000, createRng(3));
    expect([...h.counts]).toEqual([...whole.counts]);
    await expect(api.monteCarlo(req, 0, 1)).rejects.toThrow(/Trials/);
  });
});
