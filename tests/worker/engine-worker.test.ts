/**
 * The engine worker through a real Comlink round trip. @vitest/web-worker runs the worker module in this thread
 * with real structured cloning and transfer, so buffers, proxies and termination behave as the app will see them.
 */

import * as Comlink from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHARACTERS } from '../../src/catalogue/characters';
import type { EngineApi, RunBatchResult } from '../../src/engine/api';
import { pullMany } from '../../src/engine/batch';
import { stationaryRates } from '../../src/engine/exact';
import { createRng } from '../../src/engine/rng';
import { buildRules } from '../../src/engine/rules';

const rules = buildRules(CHARACTERS);
const workers: Worker[] = [];

function startWorker(): { worker: Worker; api: Comlink.Remote<EngineApi> } {
  const worker = new Worker(new URL('../../workers/engine.worker.ts', import.meta.url), { type: 'module' });
  workers.push(worker);
  return { worker, api: Comlink.wrap<EngineApi>(worker) };
}

afterEach(() => {
  for (const w of workers.splice(0)) w.terminate();
});

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

describe('engine worker', () => {
  it('returns whole transferred buffers equal to a direct engine call with the same seed', async () => {
    const { api } = startWorker();
    const counters = { pity: 61, sr: 8 };
    const result = await api.runBatch({ banner: 'perma', counters, count: 500_000, seed: 4242 });
    const direct = pullMany(rules, 'perma', counters, 500_000, createRng(4242));
    for (const key of ['chars', 'pity', 'types'] as const) {
      expect(result[key]).toBeInstanceOf(Uint8Array);
      expect(result[key].length).toBe(500_000);
      expect(result[key].buffer.byteLength).toBe(500_000);
      expect(sameBytes(result[key], direct[key])).toBe(true);
    }
    expect(result.counters).toEqual(direct.counters);
    expect(result.startCounters).toEqual(counters);
    expect(result.seedUsed).toBe(4242);
  });

  it('serves stationary rates and the roster', async () => {
    const { api } = startWorker();
    const rates = await api.stationaryRates('ml');
    expect(Array.from(rates.character)).toEqual(Array.from(stationaryRates(rules, 'ml').character));
    expect(await api.rosterIds()).toEqual(CHARACTERS.map((c) => c.id));
  });

  it('reports progress through a long batch', async () => {
    const { api } = startWorker();
    const seen: number[] = [];
    const totals = new Set<number>();
    // Only record here: the engine swallows callback errors, so assertions belong outside.
    const onProgress = Comlink.proxy((done: number, total: number) => {
      totals.add(total);
      seen.push(done);
    });
    const result = await api.runBatch(
      {
        banner: 'limited',
        counters: { pity: 0, sr: 0 },
        count: 3_000_000,
        seed: 1,
        chunkSize: 65_536,
        progressIntervalMs: 0,
      },
      onProgress,
    );
    // The final report is posted before the result, and messages arrive in order.
    await vi.waitFor(() => expect(seen.at(-1)).toBe(3_000_000));
    expect(result.chars.length).toBe(3_000_000);
    expect(seen.length).toBeGreaterThan(10);
    expect(seen.every((d, i) => i === 0 || d > seen[i - 1]!)).toBe(true);
    expect(seen.at(-1)).toBe(3_000_000);
    expect([...totals]).toEqual([3_000_000]);
  });

  it('terminating mid-batch delivers nothing and changes nothing the caller holds', async () => {
    const { worker, api } = startWorker();
    const counters = { pity: 12, sr: 3 };
    const snapshot = structuredClone(counters);
    let firstProgress: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (firstProgress = resolve));
    let settled = false;
    void api
      .runBatch(
        { banner: 'perma', counters, count: 8_000_000, seed: 77, chunkSize: 65_536, progressIntervalMs: 0 },
        Comlink.proxy(() => firstProgress()),
      )
      .then(
        (r: RunBatchResult) => {
          settled = true;
          return r;
        },
        () => {
          settled = true;
        },
      );
    await started;
    worker.terminate();

    // Nothing persisted in the engine: a fresh worker gives the same batch as a direct call. Its whole round trip
    // goes through the same event loop after the termination, so anything the ended worker could still deliver would
    // have arrived by its end.
    const { api: fresh } = startWorker();
    const again = await fresh.runBatch({ banner: 'perma', counters, count: 100_000, seed: 77 });
    const direct = pullMany(rules, 'perma', counters, 100_000, createRng(77));
    expect(sameBytes(again.chars, direct.chars)).toBe(true);
    expect(settled).toBe(false);
    expect(counters).toEqual(snapshot);
  });

  it('rejects a bad request with the engine error', async () => {
    const { api } = startWorker();
    await expect(api.runBatch({ banner: 'perma', counters: { pity: 90, sr: 0 }, count: 1 })).rejects.toThrow(
      'Pity counter must be an integer in 0..80',
    );
  });
});
