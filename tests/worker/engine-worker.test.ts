/**
 * The engine worker through a real Comlink round trip. @vitest/web-worker runs the worker module in this thread
 * with real structured cloning and transfer, so buffers, proxies and termination behave as the app will see them.
 */

import * as Comlink from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../src/catalogue/characters';
import { createEngineApi } from '../../src/engine/api';
import { pullMany } from '../../src/engine/pulls/batch';
import { runHistoryBatch } from '../../src/engine/history/pack';
import type { HistoryBatchRequest, HistoryEngineApi, PackedHistoryBatch } from '../../src/engine/history/pack';
import { createRng } from '../../src/engine/pulls/rng';
import { buildRules } from '../../src/engine/pulls/rules';
import { waitFor } from '../support/wait';

const rules = buildRules(CHARACTERS);
const workers: Worker[] = [];

function startWorker(): { worker: Worker; api: Comlink.Remote<HistoryEngineApi> } {
  const worker = new Worker(new URL('../../workers/engine.worker.ts', import.meta.url), { type: 'module' });
  workers.push(worker);
  return { worker, api: Comlink.wrap<HistoryEngineApi>(worker) };
}

afterEach(() => {
  for (const w of workers.splice(0)) w.terminate();
});

/** The same batch on this thread, through the same packing the worker runs. */
function direct(request: HistoryBatchRequest): Promise<PackedHistoryBatch> {
  return runHistoryBatch(createEngineApi(rules, { yieldToEventLoop: async () => undefined }), rules, request);
}

function batch(request: Partial<HistoryBatchRequest> & Pick<HistoryBatchRequest, 'count'>): HistoryBatchRequest {
  return {
    banner: 'perma',
    counters: { pity: 0, sr: 0 },
    timestamp: 1_700_000_000_000,
    chunkPulls: 131_072,
    tailLength: 50,
    ...request,
  };
}

function sameValues(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Every array of a packed batch, in a fixed order. */
function arraysOf(packed: PackedHistoryBatch): (Uint8Array | Uint32Array)[] {
  return [
    ...packed.chunks.flatMap((c) => [c.data, c.tally]),
    packed.tally,
    packed.lastPity,
    packed.lastTypes,
    packed.tail.chars,
    packed.tail.pity,
    packed.tail.types,
  ];
}

/** Compared field by field: a deep equality over millions of typed-array elements is slow. */
function expectSamePacked(actual: PackedHistoryBatch, expected: PackedHistoryBatch): void {
  const meta = (p: PackedHistoryBatch) => ({
    banner: p.banner,
    count: p.count,
    timestamp: p.timestamp,
    startCounters: p.startCounters,
    counters: p.counters,
    seedUsed: p.seedUsed,
    chunks: p.chunks.map(({ offset, count, start }) => ({ offset, count, start })),
  });
  expect(meta(actual)).toEqual(meta(expected));
  const [a, b] = [arraysOf(actual), arraysOf(expected)];
  expect(a.length).toBe(b.length);
  a.forEach((array, i) => expect(sameValues(array, b[i]!), `array ${i}`).toBe(true));
}

describe('engine worker', () => {
  it('returns a packed batch equal to a direct engine call with the same seed, in whole buffers', async () => {
    const { api } = startWorker();
    const counters = { pity: 61, sr: 8 };
    const request = batch({ counters, count: 500_000, seed: 4242 });
    const packed = await api.runHistoryBatch(request);

    expectSamePacked(packed, await direct(request));
    // The pulls are the batch engine's for that seed.
    const pulls = pullMany(rules, 'perma', counters, 500_000, createRng(4242));
    expect(sameValues(packed.tail.chars, pulls.chars.subarray(500_000 - 50))).toBe(true);
    expect(packed.counters).toEqual(pulls.counters);
    expect(packed.startCounters).toEqual(counters);
    expect(packed.seedUsed).toBe(4242);
    expect(packed.chunks.map((c) => c.count)).toEqual([131_072, 131_072, 131_072, 106_784]);
    // Each array owns its buffer, so transferring it moves nothing else.
    for (const view of arraysOf(packed)) {
      expect(view.byteOffset).toBe(0);
      expect(view.buffer.byteLength).toBe(view.byteLength);
    }
  });

  it('serves the roster, and nothing src/lib does not call', async () => {
    const { worker, api } = startWorker();
    expect(await api.rosterIds()).toEqual(CHARACTERS.map((c) => c.id));
    const loose = Comlink.wrap<Record<string, (...args: unknown[]) => Promise<unknown>>>(worker);
    for (const name of ['runBatch', 'stationaryRates']) {
      await expect(loose[name]!(batch({ count: 1, seed: 1 })), name).rejects.toMatchObject({ name: 'TypeError' });
    }
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
    const packed = await api.runHistoryBatch(
      batch({ banner: 'limited', count: 3_000_000, seed: 1, chunkSize: 65_536, progressIntervalMs: 0 }),
      onProgress,
    );
    // The final report is posted before the result, and messages arrive in order.
    await waitFor(() => expect(seen.at(-1)).toBe(3_000_000));
    expect(packed.count).toBe(3_000_000);
    expect(packed.chunks.reduce((sum, c) => sum + c.count, 0)).toBe(3_000_000);
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
      .runHistoryBatch(
        batch({ counters, count: 8_000_000, seed: 77, chunkSize: 65_536, progressIntervalMs: 0 }),
        Comlink.proxy(() => firstProgress()),
      )
      .then(
        (packed: PackedHistoryBatch) => {
          settled = true;
          return packed;
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
    const request = batch({ counters, count: 100_000, seed: 77 });
    const again = await fresh.runHistoryBatch(request);
    expectSamePacked(again, await direct(request));
    expect(settled).toBe(false);
    expect(counters).toEqual(snapshot);
  });

  it('rejects a bad request with the engine error', async () => {
    const { api } = startWorker();
    await expect(api.runHistoryBatch(batch({ counters: { pity: 90, sr: 0 }, count: 1 }))).rejects.toThrow(
      'Pity counter must be an integer in 0..80',
    );
    await expect(api.runHistoryBatch(batch({ count: 1, timestamp: Number.NaN }))).rejects.toThrow(
      'Timestamp must be finite',
    );
  });
});
