import * as Comlink from 'comlink';
import { SiteError, abortError, isAbortError } from '../storage/errors';

/**
 * The one generic worker client, over a worker's API type: every worker client in src/lib is built on it. Calls are
 * raced against an AbortSignal: Comlink has no cancellation and a terminated worker leaves its promises pending, so on
 * abort the client terminates the worker, forgets it (the next call spawns a fresh one) and rejects with
 * `DOMException('Cancelled', 'AbortError')`, which callers treat quietly. A worker that cannot be created rejects the
 * call with a SiteError of kind `engine-unavailable`; one that dies (failed to load, uncaught error) rejects every
 * pending call with kind `engine-failed`. Results cross as transferred typed arrays (the workers transfer them).
 */

export { abortError, isAbortError };

interface Handle<Api> {
  readonly worker: Worker;
  readonly remote: Comlink.Remote<Api>;
  /** Rejects when the worker dies; never resolves. */
  readonly died: Promise<never>;
}

/** One worker behind `Api`, spawned on first use and again after it ended. */
export class WorkerClient<Api> {
  private handle: Handle<Api> | null = null;

  constructor(private readonly spawn: () => Worker) {}

  private ensure(): Handle<Api> {
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
      fail(new SiteError('engine-failed', { detail: `The background worker stopped unexpectedly${detail}` }));
      if (this.handle?.worker === worker) this.drop();
    };
    worker.addEventListener('error', onError);
    worker.addEventListener('messageerror', onError);
    const handle: Handle<Api> = { worker, remote: Comlink.wrap<Api>(worker), died };
    this.handle = handle;
    return handle;
  }

  private drop(): void {
    const handle = this.handle;
    this.handle = null;
    handle?.worker.terminate();
  }

  /** Runs `task` against the worker; rejects with an AbortError as soon as `signal` aborts. */
  call<T>(task: (api: Comlink.Remote<Api>) => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(abortError());
    let handle: Handle<Api>;
    try {
      handle = this.ensure();
    } catch {
      return Promise.reject(new SiteError('engine-unavailable', { detail: 'the worker could not be created' }));
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

/** The worker never answered: it could not start or load here. The caller may do the work on the page instead. */
export class WorkerUnavailableError extends SiteError {
  constructor(cause: unknown) {
    super('engine-unavailable', { cause, detail: cause instanceof Error ? cause.message : undefined });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// A pool of workers for CPU-bound fan-out (Monte Carlo trials): each task runs on one worker of the pool.

/** Workers for a pool: one per core (less `spare` kept for the page), at least one and at most `cap`. */
export function poolSize({ cap = 8, spare = 0 }: { cap?: number; spare?: number } = {}): number {
  const cores = typeof navigator !== 'undefined' ? navigator.hardwareConcurrency || 2 : 2;
  return Math.max(1, Math.min(cap, cores - spare));
}

export type PoolTask<Api, T> = (api: Comlink.Remote<Api>, workerIndex: number) => Promise<T>;

export interface PoolOptions {
  readonly spawn: () => Worker;
  readonly size?: number;
}

/**
 * Runs every task on a pool of fresh workers (at most `size` at once) and resolves with the results in task order.
 * On abort every worker is terminated and the call rejects with an AbortError; on any task's failure the other
 * workers are terminated too and the call rejects with that failure. The workers are always ended afterwards.
 */
export async function runOnPool<Api, T>(
  tasks: readonly PoolTask<Api, T>[],
  signal: AbortSignal | undefined,
  options: PoolOptions,
): Promise<T[]> {
  if (signal?.aborted) throw abortError();
  const size = Math.max(1, Math.min(options.size ?? poolSize({ spare: 1 }), tasks.length));
  const clients = Array.from({ length: size }, () => new WorkerClient<Api>(options.spawn));
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
