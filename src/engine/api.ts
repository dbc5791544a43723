/**
 * The engine as one object, `EngineApi`, built by `createEngineApi` and used in process: by the engine worker
 * (`workers/engine.worker.ts`, which serves it packed for storage as `HistoryEngineApi`, `history/pack.ts`), by the
 * page where workers are unavailable, and by tests.
 *
 * The worker holds no state that a batch changes: counters go in with the request and come out with the result, and
 * a batch writes only into arrays it allocated itself. Cancelling by terminating the worker therefore loses the
 * batch and nothing else. With a seed, a request is a pure function of (seed, banner, featured, counters, count); the chunk
 * size only changes how often progress is reported.
 */

import { allocatePullBuffers, assertCounters, pullBatch } from './pulls/batch';
import { batchRules } from './pulls/featured';
import { stationaryRates } from './pulls/rates';
import type { StationaryRates } from './pulls/rates';
import { assertSeed, createRng, randomSeed } from './pulls/rng';
import { isBannerId } from './types';
import type { Rules } from './pulls/rules';
import type { BannerId, Counters } from './types';

/** Pulls per chunk between progress reports and yields to the event loop. */
export const DEFAULT_CHUNK_SIZE = 262_144;
/** Minimum time between progress reports. */
export const DEFAULT_PROGRESS_INTERVAL_MS = 250;
/** Largest batch one request may ask for (three bytes per pull are allocated up front). */
export const MAX_BATCH_PULLS = 100_000_000;

export interface RunBatchRequest {
  readonly banner: BannerId;
  /** The banner's counters before the first pull. Never modified. */
  readonly counters: Counters;
  readonly count: number;
  /** A u32; omitted, a fresh seed is drawn and returned as seedUsed. */
  readonly seed?: number | undefined;
  readonly chunkSize?: number | undefined;
  readonly progressIntervalMs?: number | undefined;
  /** On Limited, the roster index a run features (`pulls/featured.ts`); the roster's own character when omitted. */
  readonly featured?: number | undefined;
}

export interface RunBatchResult {
  readonly banner: BannerId;
  readonly count: number;
  readonly startCounters: Counters;
  /** Counters after the last pull. */
  readonly counters: Counters;
  /** The seed that reproduces this batch. */
  readonly seedUsed: number;
  /** Roster index of each pull. */
  readonly chars: Uint8Array<ArrayBuffer>;
  /** Pity counter after each pull. */
  readonly pity: Uint8Array<ArrayBuffer>;
  /** PITY_NONE / PITY_SOFT / PITY_HARD of each pull. */
  readonly types: Uint8Array<ArrayBuffer>;
}

/** Pulls done so far and the batch size. Across Comlink this is a proxied callback returning a promise. */
export type ProgressCallback = (done: number, total: number) => void | Promise<void>;

export interface EngineApi {
  runBatch(request: RunBatchRequest, onProgress?: ProgressCallback): Promise<RunBatchResult>;
  stationaryRates(banner: BannerId): Promise<StationaryRates>;
  /** Roster ids in index order, so stored indices can be mapped back to characters. */
  rosterIds(): Promise<string[]>;
}

export interface EngineApiOptions {
  /** Clock for progress throttling. */
  readonly now?: () => number;
  /** Runs between chunks so messages (progress, termination) are handled. */
  readonly yieldToEventLoop?: () => Promise<void>;
}

function yieldMacrotask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function assertPositiveInteger(value: number, what: string): void {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`${what} must be a positive integer, got ${value}`);
}

export function validateRunBatchRequest(request: RunBatchRequest): void {
  if (!isBannerId(request.banner)) throw new RangeError(`Unknown banner ${String(request.banner)}`);
  if (request.featured !== undefined && request.banner !== 'limited') {
    throw new RangeError('Only a Limited run features a character');
  }
  assertCounters(request.counters);
  const { count } = request;
  if (!Number.isInteger(count) || count < 0 || count > MAX_BATCH_PULLS) {
    throw new RangeError(`Count must be an integer in 0..${MAX_BATCH_PULLS}, got ${count}`);
  }
  if (request.seed !== undefined) assertSeed(request.seed);
  if (request.chunkSize !== undefined) assertPositiveInteger(request.chunkSize, 'Chunk size');
  const interval = request.progressIntervalMs;
  if (interval !== undefined && !(interval >= 0))
    throw new RangeError(`Progress interval must be >= 0, got ${interval}`);
}

/** Calls a progress callback without letting a failed or slow receiver (e.g. a closed port) affect the batch. */
function report(onProgress: ProgressCallback, done: number, total: number): void {
  try {
    const pending = onProgress(done, total);
    if (pending instanceof Promise) pending.catch(() => undefined);
  } catch {
    // Progress is advisory; the batch result is what matters.
  }
}

export function createEngineApi(rules: Rules, options: EngineApiOptions = {}): EngineApi {
  const now = options.now ?? (() => Date.now());
  const yieldToEventLoop = options.yieldToEventLoop ?? yieldMacrotask;
  const ratesCache = new Map<BannerId, StationaryRates>();

  return {
    async runBatch(request, onProgress) {
      validateRunBatchRequest(request);
      const drawnBy = batchRules(rules, request.featured);
      const { banner, count } = request;
      const startCounters = { pity: request.counters.pity, sr: request.counters.sr };
      const seedUsed = request.seed ?? randomSeed();
      const chunkSize = request.chunkSize ?? DEFAULT_CHUNK_SIZE;
      const interval = request.progressIntervalMs ?? DEFAULT_PROGRESS_INTERVAL_MS;
      const rng = createRng(seedUsed);
      const out = allocatePullBuffers(count);
      let counters: Counters = startCounters;
      let lastReport = now();
      for (let done = 0; done < count;) {
        const n = Math.min(chunkSize, count - done);
        counters = pullBatch(drawnBy, banner, counters, n, rng, out, done);
        done += n;
        if (done < count) {
          if (onProgress && now() - lastReport >= interval) {
            lastReport = now();
            report(onProgress, done, count);
          }
          await yieldToEventLoop();
        }
      }
      if (onProgress) report(onProgress, count, count);
      return { banner, count, startCounters, counters, seedUsed, ...out };
    },

    async stationaryRates(banner) {
      if (!isBannerId(banner)) throw new RangeError(`Unknown banner ${String(banner)}`);
      let rates = ratesCache.get(banner);
      if (!rates) {
        rates = stationaryRates(rules, banner);
        ratesCache.set(banner, rates);
      }
      return rates;
    },

    async rosterIds() {
      return rules.roster.map((c) => c.id);
    },
  };
}
