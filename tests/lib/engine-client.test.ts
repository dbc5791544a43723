import { Blob as NodeBlob } from 'node:buffer';
import * as Comlink from 'comlink';
import { describe, expect, it, vi } from 'vitest';
import { CHARACTERS } from '../../src/catalogue/characters';
import { createEngineApi } from '../../src/engine/api';
import { encodeBase64 } from '../../src/engine/base64';
import { checkImportedHistory, importedHistoryBuffers, type ImportSummons } from '../../src/engine/history/import';
import { checkImportFile, type ImportFileOptions } from '../../src/engine/history/import-file';
import { runHistoryBatch, type HistoryEngineApi } from '../../src/engine/history/pack';
import { warmKernels } from '../../src/engine/pulls/batch';
import { buildRules } from '../../src/engine/pulls/rules';
import {
  EngineClient,
  checkFileInWorker,
  runHistoryBatchInWorker,
  warmEngineWorker,
} from '../../src/lib/engine-client';
import { release } from '../../workers/release';
import { WorkerUnavailableError, isAbortError, runOnPool } from '../../src/lib/worker-client';
import { waitFor } from '../support/wait';

const rules = buildRules(CHARACTERS);

interface FakeWorker extends Worker {
  terminated: boolean;
  fail(message: string): void;
}

/**
 * A stand-in for the engine worker: the real engine API exposed over a MessageChannel with Comlink, as the worker
 * file does, with terminate() and error events like a Worker's. `hang` makes every batch wait forever, as a long
 * batch would.
 */
function fakeWorkers(options: { hang?: boolean } = {}) {
  const spawned: FakeWorker[] = [];
  /** Import checks that reached a worker. */
  const calls = { checks: 0, warms: 0 };
  const spawn = (): Worker => {
    const { port1, port2 } = new MessageChannel();
    const engine = createEngineApi(rules, { yieldToEventLoop: async () => undefined });
    const api: HistoryEngineApi = {
      ...engine,
      warm: async () => {
        calls.warms++;
        warmKernels(rules);
      },
      runHistoryBatch: (request, onProgress) =>
        options.hang ? new Promise(() => undefined) : runHistoryBatch(engine, rules, request, onProgress),
      checkImportFile: async (file, fileOptions, vet) => {
        calls.checks++;
        if (options.hang) return new Promise(() => undefined);
        try {
          const result = await checkImportFile(file, fileOptions, vet, (summons) =>
            checkImportedHistory(summons, rules, fileOptions.chunkPulls),
          );
          return 'check' in result && result.check.ok
            ? Comlink.transfer(result, importedHistoryBuffers(result.check.history))
            : result;
        } finally {
          release(vet);
        }
      },
    };
    Comlink.expose(api, port2);
    const events = new EventTarget();
    const worker = Object.assign(port1, {
      terminated: false,
      terminate() {
        worker.terminated = true;
        port1.close();
        port2.close();
      },
      fail(message: string) {
        events.dispatchEvent(new ErrorEvent('error', { message }));
      },
    });
    const listen = port1.addEventListener.bind(port1);
    worker.addEventListener = ((type: string, listener: EventListener, opts?: AddEventListenerOptions) =>
      type === 'error' || type === 'messageerror'
        ? events.addEventListener(type, listener, opts)
        : listen(type as 'message', listener, opts)) as Worker['addEventListener'];
    spawned.push(worker as unknown as FakeWorker);
    return worker as unknown as Worker;
  };
  return { spawn, spawned, calls };
}

const request = {
  banner: 'perma' as const,
  counters: { pity: 0, sr: 0 },
  count: 5000,
  seed: 12,
  timestamp: 1,
  chunkPulls: 2048,
  tailLength: 1000,
};

const ZERO = { pity: 0, sr: 0 };
/** The history part of a file without pulls. */
const NO_PULLS: ImportSummons = {
  summonCount: 0,
  counters: { limited: ZERO, perma: ZERO, ml: ZERO },
  roster: [],
  batches: [],
};
const FILE_OPTIONS: ImportFileOptions = { chunkPulls: 2048, maxChunkChars: 4000, streamAbove: 1 << 20 };

/** A file holding `summons` (the rest of a data file does not matter here), as a Blob a port can carry. */
function fileOf(summons: ImportSummons): Blob {
  return new NodeBlob([JSON.stringify({ summons })]) as unknown as Blob;
}

/** A vetting that asks for every file's replay and records what it was shown. */
function vetAll() {
  return vi.fn(async (_value: unknown) => true);
}

/** Bytes compared as numbers: the port clones typed arrays into another realm's Uint8Array. */
function plain(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, (_key, v: unknown) => (ArrayBuffer.isView(v) ? Array.from(v as Uint8Array) : v)),
  );
}

describe('engine client', () => {
  it('runs a batch through the worker with progress, and the buffers arrive whole', async () => {
    const { spawn, spawned } = fakeWorkers();
    const client = new EngineClient(spawn);
    const progress: number[] = [];
    const packed = await runHistoryBatchInWorker(
      client,
      { ...request, chunkSize: 1000, progressIntervalMs: 0 },
      (done) => void progress.push(done),
    );
    expect(packed.count).toBe(5000);
    expect(packed.chunks.map((c) => c.count)).toEqual([2048, 2048, 904]);
    expect(packed.chunks.reduce((n, c) => n + c.data.byteLength, 0)).toBe(5000 + 3 * 24);
    expect(packed.seedUsed).toBe(12);
    // The last report may arrive just after the result: both are messages on the same channel.
    await waitFor(() => expect(progress).toContain(5000));
    expect(progress.length).toBeGreaterThan(1);
    expect(spawned).toHaveLength(1);
    client.terminate();
  });

  it('warms the worker before the first batch, which then runs on that same worker', async () => {
    const { spawn, spawned, calls } = fakeWorkers();
    const client = new EngineClient(spawn);
    await warmEngineWorker(client);
    expect([spawned.length, calls.warms]).toEqual([1, 1]);
    const packed = await runHistoryBatchInWorker(client, request, undefined);
    expect(packed.count).toBe(5000);
    expect(spawned).toHaveLength(1);
    client.terminate();
  });

  it('rejects with an AbortError on cancel, ends the worker and starts a fresh one next time', async () => {
    const hanging = fakeWorkers({ hang: true });
    const client = new EngineClient(hanging.spawn);
    const controller = new AbortController();
    const pending = runHistoryBatchInWorker(client, request, undefined, controller.signal);
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect((error as DOMException).message).toBe('Cancelled');
    expect(hanging.spawned[0]!.terminated).toBe(true);

    const again = runHistoryBatchInWorker(client, request, undefined, AbortSignal.abort());
    expect(isAbortError(await again.catch((e: unknown) => e))).toBe(true);
    // An already-aborted call never starts a worker.
    expect(hanging.spawned).toHaveLength(1);

    const later = new AbortController();
    const third = runHistoryBatchInWorker(client, request, undefined, later.signal);
    expect(hanging.spawned).toHaveLength(2);
    later.abort();
    await third.catch(() => undefined);
  });

  it('reads and checks an import file in a worker of its own, as the page would, and ends that worker', async () => {
    const { spawn, spawned } = fakeWorkers();
    const engine = createEngineApi(rules, { yieldToEventLoop: async () => undefined });
    const packed = await runHistoryBatch(engine, rules, request);
    const summons: ImportSummons = {
      ...NO_PULLS,
      summonCount: 5000,
      roster: CHARACTERS.map((c) => c.id),
      batches: [
        {
          first: 1,
          banner: 'perma',
          timestamp: 1,
          seed: 12,
          count: 5000,
          chunks: packed.chunks.map((c) => encodeBase64(c.data)),
        },
      ],
    };
    const vet = vetAll();
    const outcome = await checkFileInWorker(fileOf(summons), FILE_OPTIONS, vet, { spawn });
    // This thread is shown the file without its pull bytes, and the worker replays every pull.
    expect(vet).toHaveBeenCalledExactlyOnceWith({
      summons: { ...summons, batches: [{ ...summons.batches[0]!, chunks: ['', '', ''] }] },
    });
    expect(plain(outcome)).toEqual(plain({ check: checkImportedHistory(summons, rules, 2048) }));
    expect('check' in outcome && outcome.check.ok && outcome.check.history.pulls).toBe(5000);
    expect(spawned).toHaveLength(1);
    expect(spawned[0]!.terminated).toBe(true);

    const damaged = { ...summons, batches: [{ ...summons.batches[0]!, count: 4999 }] };
    expect(await checkFileInWorker(fileOf(damaged), FILE_OPTIONS, vetAll(), { spawn })).toEqual({
      check: {
        ok: false,
        damage: { damage: 'count', batch: 1, says: 4999, holds: 5000 },
      },
    });
    expect(await checkFileInWorker(fileOf(summons), FILE_OPTIONS, async () => false, { spawn })).toEqual({
      vetted: false,
    });
    const notJson = new NodeBlob(['{"summons":']) as unknown as Blob;
    expect(await checkFileInWorker(notJson, FILE_OPTIONS, vetAll(), { spawn })).toEqual({ read: 'not-json' });
    expect(spawned).toHaveLength(4);
    expect(spawned.every((w) => w.terminated)).toBe(true);
  });

  it('tells a worker that never answered from one that died during the import check, and ends both', async () => {
    const neverStarted = fakeWorkers({ hang: true });
    const first = checkFileInWorker(fileOf(NO_PULLS), FILE_OPTIONS, vetAll(), { spawn: neverStarted.spawn });
    neverStarted.spawned[0]!.fail('Failed to load the module script');
    const unavailable = await first.catch((e: unknown) => e);
    expect(unavailable).toBeInstanceOf(WorkerUnavailableError);
    expect((unavailable as Error).message).toBe(
      'The background worker stopped unexpectedly: Failed to load the module script',
    );
    expect(neverStarted.spawned[0]!.terminated).toBe(true);

    const dying = fakeWorkers({ hang: true });
    const second = checkFileInWorker(fileOf(NO_PULLS), FILE_OPTIONS, vetAll(), { spawn: dying.spawn });
    // It answers its first call, then dies in the middle of the check.
    await waitFor(() => expect(dying.calls.checks).toBe(1));
    dying.spawned[0]!.fail('out of memory');
    const died = await second.catch((e: unknown) => e);
    expect(died).not.toBeInstanceOf(WorkerUnavailableError);
    expect((died as Error).message).toBe('The background worker stopped unexpectedly: out of memory');
    expect(dying.spawned[0]!.terminated).toBe(true);
  });

  it('cancels the import check: an AbortError at once, and the worker ended', async () => {
    const hanging = fakeWorkers({ hang: true });
    const controller = new AbortController();
    const pending = checkFileInWorker(fileOf(NO_PULLS), FILE_OPTIONS, vetAll(), {
      spawn: hanging.spawn,
      signal: controller.signal,
    });
    await waitFor(() => expect(hanging.calls.checks).toBe(1));
    controller.abort();
    expect(isAbortError(await pending.catch((e: unknown) => e))).toBe(true);
    expect(hanging.spawned[0]!.terminated).toBe(true);
  });

  it('rejects with a clear error when the worker dies, and recovers on the next call', async () => {
    const hanging = fakeWorkers({ hang: true });
    const client = new EngineClient(hanging.spawn);
    const pending = runHistoryBatchInWorker(client, request, undefined);
    hanging.spawned[0]!.fail('Folder "ml" not found');
    await expect(pending).rejects.toThrow('The background worker stopped unexpectedly: Folder "ml" not found');
    expect(hanging.spawned[0]!.terminated).toBe(true);
    const next = runHistoryBatchInWorker(client, request, undefined, AbortSignal.timeout(20));
    expect(hanging.spawned).toHaveLength(2);
    await next.catch(() => undefined);
  });

  it('runs tasks on a pool of workers and returns results in task order', async () => {
    const { spawn, spawned } = fakeWorkers();
    const tasks = [3, 1, 2, 5, 4].map(
      (seed) => (api: Comlink.Remote<HistoryEngineApi>) =>
        api.runHistoryBatch({ ...request, count: 100, seed }).then((p) => p.seedUsed),
    );
    expect(await runOnPool(tasks, undefined, { size: 2, spawn })).toEqual([3, 1, 2, 5, 4]);
    expect(spawned).toHaveLength(2);
    expect(spawned.every((w) => w.terminated)).toBe(true);
  });

  it('cancels a whole pool at once', async () => {
    const hanging = fakeWorkers({ hang: true });
    const controller = new AbortController();
    const tasks = [1, 2, 3].map(
      () => (api: Comlink.Remote<HistoryEngineApi>) => api.runHistoryBatch(request).then(() => 0),
    );
    const pending = runOnPool(tasks, controller.signal, { size: 3, spawn: hanging.spawn });
    controller.abort();
    expect(isAbortError(await pending.catch((e: unknown) => e))).toBe(true);
    expect(hanging.spawned.every((w) => w.terminated)).toBe(true);
  });
});
