import { describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../src/catalogue/characters';
import { createEngineApi, MAX_BATCH_PULLS, validateRunBatchRequest } from '../../src/engine/api';
import type { RunBatchRequest } from '../../src/engine/api';
import { pullMany } from '../../src/engine/pulls/batch';
import { stationaryRates } from '../../src/engine/pulls/rates';
import { assertSeed, createRng } from '../../src/engine/pulls/rng';
import type { BannerId } from '../../src/engine/types';
import { rules } from './support';

const instant = { yieldToEventLoop: async (): Promise<void> => undefined };

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

describe('runBatch', () => {
  it('with a seed, returns exactly the direct engine pulls', async () => {
    const api = createEngineApi(rules, instant);
    const request: RunBatchRequest = { banner: 'perma', counters: { pity: 33, sr: 4 }, count: 200_000, seed: 123 };
    const result = await api.runBatch(request);
    const direct = pullMany(rules, 'perma', { pity: 33, sr: 4 }, 200_000, createRng(123));
    expect(result.seedUsed).toBe(123);
    expect(result.count).toBe(200_000);
    expect(result.banner).toBe('perma');
    expect(result.startCounters).toEqual({ pity: 33, sr: 4 });
    expect(result.counters).toEqual(direct.counters);
    expect(sameBytes(result.chars, direct.chars)).toBe(true);
    expect(sameBytes(result.pity, direct.pity)).toBe(true);
    expect(sameBytes(result.types, direct.types)).toBe(true);
  });

  it('gives the same pulls whatever the chunk size', async () => {
    const api = createEngineApi(rules, instant);
    const base = { banner: 'limited' as BannerId, counters: { pity: 0, sr: 0 }, count: 50_000, seed: 9 };
    const big = await api.runBatch(base);
    const small = await api.runBatch({ ...base, chunkSize: 999 });
    expect(sameBytes(big.chars, small.chars)).toBe(true);
    expect(small.counters).toEqual(big.counters);
  });

  it('draws and reports a fresh seed when none is given, which then reproduces the batch', async () => {
    const api = createEngineApi(rules, instant);
    const first = await api.runBatch({ banner: 'ml', counters: { pity: 5, sr: 5 }, count: 10_000 });
    expect(() => assertSeed(first.seedUsed)).not.toThrow();
    const again = await api.runBatch({
      banner: 'ml',
      counters: { pity: 5, sr: 5 },
      count: 10_000,
      seed: first.seedUsed,
    });
    expect(sameBytes(first.chars, again.chars)).toBe(true);
  });

  it('leaves the request untouched', async () => {
    const api = createEngineApi(rules, instant);
    const request = Object.freeze({
      banner: 'perma' as const,
      counters: Object.freeze({ pity: 7, sr: 1 }),
      count: 5000,
      seed: 1,
    });
    const result = await api.runBatch(request);
    expect(request.counters).toEqual({ pity: 7, sr: 1 });
    expect(result.startCounters).not.toBe(request.counters);
  });

  it('handles an empty batch', async () => {
    const api = createEngineApi(rules, instant);
    const seen: [number, number][] = [];
    const result = await api.runBatch({ banner: 'perma', counters: { pity: 3, sr: 2 }, count: 0, seed: 1 }, (d, t) => {
      seen.push([d, t]);
    });
    expect(result.chars.length).toBe(0);
    expect(result.counters).toEqual({ pity: 3, sr: 2 });
    expect(seen).toEqual([[0, 0]]);
  });
});

describe('progress', () => {
  it('is throttled by the interval, monotone, and ends with the total', async () => {
    let clock = 0;
    const api = createEngineApi(rules, {
      now: () => clock,
      yieldToEventLoop: async () => {
        clock += 50;
      },
    });
    const seen: [number, number][] = [];
    await api.runBatch(
      { banner: 'perma', counters: { pity: 0, sr: 0 }, count: 1000, seed: 1, chunkSize: 100, progressIntervalMs: 100 },
      (done, total) => {
        seen.push([done, total]);
      },
    );
    // Chunks end at clock 0, 50, 100, ...; a report needs 100 ms since the last one.
    expect(seen).toEqual([
      [300, 1000],
      [500, 1000],
      [700, 1000],
      [900, 1000],
      [1000, 1000],
    ]);
  });

  it('a failing progress receiver does not affect the batch', async () => {
    const api = createEngineApi(rules, instant);
    const request = {
      banner: 'ml' as const,
      counters: { pity: 0, sr: 0 },
      count: 3000,
      seed: 4,
      chunkSize: 1000,
      progressIntervalMs: 0,
    };
    const throwing = await api.runBatch(request, () => {
      throw new Error('receiver gone');
    });
    const rejecting = await api.runBatch(request, () => Promise.reject(new Error('port closed')));
    const quiet = await api.runBatch(request);
    expect(sameBytes(throwing.chars, quiet.chars)).toBe(true);
    expect(sameBytes(rejecting.chars, quiet.chars)).toBe(true);
  });
});

describe('validation', () => {
  const ok: RunBatchRequest = { banner: 'perma', counters: { pity: 0, sr: 0 }, count: 10 };
  it.each([
    ['an unknown banner', { ...ok, banner: 'standard' as BannerId }],
    ['pity above 80', { ...ok, counters: { pity: 81, sr: 0 } }],
    ['SR counter above 9', { ...ok, counters: { pity: 0, sr: 10 } }],
    ['a negative count', { ...ok, count: -1 }],
    ['a fractional count', { ...ok, count: 1.5 }],
    ['a count over the limit', { ...ok, count: MAX_BATCH_PULLS + 1 }],
    ['a seed that is not u32', { ...ok, seed: -3 }],
    ['a zero chunk size', { ...ok, chunkSize: 0 }],
    ['a negative progress interval', { ...ok, progressIntervalMs: -1 }],
  ])('rejects %s', async (_what, request) => {
    expect(() => validateRunBatchRequest(request)).toThrow(RangeError);
    await expect(createEngineApi(rules, instant).runBatch(request)).rejects.toThrow(RangeError);
  });
});

describe('stationaryRates and rosterIds', () => {
  it('match the exact module and the catalogue', async () => {
    const api = createEngineApi(rules, instant);
    const rates = await api.stationaryRates('limited');
    expect(rates).toEqual(stationaryRates(rules, 'limited'));
    expect(await api.stationaryRates('limited')).toBe(rates);
    await expect(api.stationaryRates('standard' as BannerId)).rejects.toThrow(RangeError);
    expect(await api.rosterIds()).toEqual(CHARACTERS.map((c) => c.id));
  });
});
