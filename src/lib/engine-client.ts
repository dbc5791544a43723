import * as Comlink from 'comlink';
import type { ProgressCallback } from '../engine/api';
import type { HistoryCheck, ImportSummons } from '../engine/history-import';
import type { HistoryBatchRequest, HistoryEngineApi, PackedHistoryBatch } from '../engine/history-pack';

/**
 * The only module that creates workers. Calls into the engine worker are raced against an AbortSignal: Comlink has
 * no cancellation and a terminated worker leaves its promises pending, so on abort the client terminates the worker,
 * forgets it (the next call spawns a fresh one) and rejects with an AbortError, which callers treat quietly.
 * A worker that dies (failed to load, uncaught error) rejects every pending call with a plain Error.
 */

export type EngineRemote = Comlink.Remote<HistoryEngineApi>;

export function abortError(): DOMException {
  return new DOMException('Cancelled', 'AbortError');
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export function spawnEngineWorker(): Worker {
  return new Worker(new URL('../../workers/engine.worker.ts', import.meta.url), { type: 'module', name: 'engine' });
}

interface Handle {
  readonly worker: Worker;
  readonly remote: EngineRemote;
  /** Rejects when the worker dies; never resolves. */
  readonly died: Promise<never>;
}

export class EngineClient {
  private handle: Handle | null = null;

  constructor(private readonly spawn: () => Worker = spawnEngineWorker) {}

  private ensure(): Handle {
    if (this.handle) return this.handle;
    const worker = this.spawn();
    let fail: (error: Error) => void = () => undefined;
    const died = new Promise<never>((_, reject) => {
      fail = reject;
    });
    // Nobody may be waiting when the worker dies; that must not become an unhandled rejection.
    died.catch(() => undefined);
    const onError = (event: Event) => {
      event.preventDefault?.();
      const message = (event as Partial<ErrorEvent>).message;
      const detail = typeof message === 'string' && message ? `: ${message}` : '';
      fail(new Error(`The background worker stopped unexpectedly${detail}`));
      if (this.handle?.worker === worker) this.drop();
    };
    worker.addEventListener('error', onError);
    worker.addEventListener('messageerror', onError);
    const handle: Handle = { worker, remote: Comlink.wrap<HistoryEngineApi>(worker), died };
    this.handle = handle;
    return handle;
  }

  private drop(): void {
    const handle = this.handle;
    this.handle = null;
    handle?.worker.terminate();
  }

  /** Runs `task` against the worker; rejects with an AbortError as soon as `signal` aborts. */
  call<T>(task: (api: EngineRemote) => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(abortError());
    let handle: Handle;
    try {
      handle = this.ensure();
    } catch {
      return Promise.reject(new Error('The pull engine could not start in this browser'));
    }
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => {
        if (this.handle === handle) this.drop();
        reject(abortError());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      Promise.race([task(handle.remote), handle.died])
        .then(resolve, reject)
        .finally(() => signal?.removeEventListener('abort', onAbort));
    });
  }

  /** Ends the worker; the next call starts a new one. */
  terminate(): void {
    this.drop();
  }
}

/**
 * A history batch through the worker: pulled, encoded and counted there, its buffers transferred back. Progress
 * arrives through a proxied callback that the worker releases when the batch settles.
 */
export function runHistoryBatchInWorker(
  client: EngineClient,
  request: HistoryBatchRequest,
  onProgress: ProgressCallback | undefined,
  signal?: AbortSignal,
): Promise<PackedHistoryBatch> {
  const callback = onProgress ? Comlink.proxy(onProgress) : undefined;
  return client.call((api) => api.runHistoryBatch(request, callback), signal);
}

/** The worker never answered: it could not start or load here. The caller may do the work on the page instead. */
export class WorkerUnavailableError extends Error {}

/**
 * An import file's pull history checked in a worker of its own, ended afterwards (or as soon as `signal` aborts): a
 * history of millions of pulls takes seconds to decode and replay, which would freeze the page. The worker builds
 * its rules from the same catalogue as the page. Rejects with WorkerUnavailableError when the worker does not answer
 * a first call, with an AbortError on abort, and with a plain Error when it dies during the check.
 */
export async function checkHistoryInWorker(
  summons: ImportSummons,
  chunkPulls: number,
  options: { readonly spawn?: () => Worker; readonly signal?: AbortSignal } = {},
): Promise<HistoryCheck> {
  const client = new EngineClient(options.spawn);
  try {
    try {
      await client.call((api) => api.rosterIds(), options.signal);
    } catch (error) {
      if (isAbortError(error)) throw error;
      throw new WorkerUnavailableError(error instanceof Error ? error.message : String(error));
    }
    return await client.call(
      (api) => api.checkImportedHistory(summons, chunkPulls) as Promise<HistoryCheck>,
      options.signal,
    );
  } finally {
    client.terminate();
  }
}

let sharedClient: EngineClient | null = null;

/** The app's engine worker, created on first use. */
export function engineClient(): EngineClient {
  sharedClient ??= new EngineClient();
  return sharedClient;
}

// ---------------------------------------------------------------------------------------------------------------
// A pool of engine workers for CPU-bound fan-out (Monte Carlo trials): each task runs on one worker of the pool.

/** One worker per core, leaving one for the page, at most `cap`. */
export function defaultPoolSize(cap = 8): number {
  const cores = typeof navigator !== 'undefined' ? navigator.hardwareConcurrency || 2 : 2;
  return Math.max(1, Math.min(cap, cores - 1));
}

export type PoolTask<T> = (api: EngineRemote, workerIndex: number) => Promise<T>;

export interface PoolOptions {
  readonly size?: number;
  readonly spawn?: () => Worker;
}

/**
 * Runs every task on a pool of fresh workers (at most `size` at once) and resolves with the results in task order.
 * On abort every worker is terminated and the call rejects with an AbortError; on any task's failure the other
 * workers are terminated too and the call rejects with that failure. The workers are always ended afterwards.
 */
export async function runOnPool<T>(
  tasks: readonly PoolTask<T>[],
  signal?: AbortSignal,
  options: PoolOptions = {},
): Promise<T[]> {
  if (signal?.aborted) throw abortError();
  const size = Math.max(1, Math.min(options.size ?? defaultPoolSize(), tasks.length));
  const clients = Array.from({ length: size }, () => new EngineClient(options.spawn));
  const results = new Array<T>(tasks.length);
  let next = 0;
  const local = new AbortController();
  const forward = () => local.abort();
  signal?.addEventListener('abort', forward, { once: true });
  try {
    await Promise.all(
      clients.map(async (client, workerIndex) => {
        while (next < tasks.length) {
          const index = next++;
          results[index] = await client.call((api) => tasks[index]!(api, workerIndex), local.signal);
        }
      }),
    );
    return results;
  } catch (error) {
    local.abort();
    throw signal?.aborted ? abortError() : error;
  } finally {
    signal?.removeEventListener('abort', forward);
    for (const client of clients) client.terminate();
  }
}
