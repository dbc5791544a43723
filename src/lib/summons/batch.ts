import type { ProgressCallback } from '../../engine/api';
import { runHistoryBatch, type HistoryBatchRequest, type PackedHistoryBatch } from '../../engine/history/pack';
import { recordedFeatured } from '../../engine/history/codec';
import { batchRules } from '../../engine/pulls/featured';
import type { Rules } from '../../engine/pulls/rules';
import { rulesFingerprint } from '../../engine/pulls/rules-fingerprint';
import type { BannerId, Counters } from '../../engine/types';
import { abortError } from '../../storage/errors';
import { CHUNK_PULLS } from '../../storage/stored-history';
import { MIRROR_RECORDS } from '../../storage/summon-mirrors';
import { pageSettled } from '../after-page-settles';
import { EngineClient, engineClient, runHistoryBatchInWorker, warmEngineWorker } from '../engine-client';
import { storableBatch, type StorableBatch } from '../history-chunks';
import { addCounts, zeroCounters, type Summary } from './counts';
import type { LastBatch, SummonEvent } from './state';

/** The largest batch one press of the custom pull button runs. */
export const MAX_BATCH = 10_000_000;
export const MAX_SEED = 0xffffffff;
/**
 * Batches up to this size are saved in a few milliseconds, with no "Saving" phase on screen; they may show before
 * their save ends (see `keepBatch`).
 */
export const QUIET_SAVE = 10_000;

/** Pulls and packs a batch; rejects with an AbortError as soon as the signal aborts. */
export interface BatchRunner {
  (request: HistoryBatchRequest, onProgress: ProgressCallback, signal: AbortSignal): Promise<PackedHistoryBatch>;
  /** Gets ready for the first batch (the worker started, the kernels compiled); never rejects. */
  warm?: () => Promise<void>;
}

/** Runs the engine on this thread, for environments without workers, component tests and the smallest batches. */
function inThreadRunner(rules: Rules): BatchRunner {
  // Loaded on first use: the batch loop stays out of the screens' bundles until a screen that pulls asks for it.
  let api: Promise<ReturnType<typeof import('../../engine/api').createEngineApi>> | null = null;
  const load = () => (api ??= import('../../engine/api').then((m) => m.createEngineApi(rules)));
  const runner: BatchRunner = async (request, onProgress, signal) => {
    if (signal.aborted) throw abortError();
    const engine = await load();
    return new Promise((resolve, reject) => {
      const onAbort = () => reject(abortError());
      if (signal.aborted) return onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      runHistoryBatch(engine, rules, request, onProgress)
        .then(resolve, reject)
        .finally(() => signal.removeEventListener('abort', onAbort));
    });
  };
  runner.warm = async () => {
    const engine = await load();
    await warmFirstBatch(engine, rules);
  };
  return runner;
}

/** A fresh task, so each step of the warm-up is a short task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The first batch of a visit runs code no batch has run yet (the kernel's first calls, packing, the records, the rules'
 * fingerprint), which made the first press one long task. A throwaway batch of ten, drawn and made storable while the
 * screen is read, runs that code first; each step is a task of its own. Nothing is kept or stored.
 */
async function warmFirstBatch(
  engine: Awaited<ReturnType<typeof import('../../engine/api').createEngineApi>>,
  rules: Rules,
) {
  await nextTask();
  const request = batchRequest({ banner: 'perma', count: IN_PAGE_PULLS, seed: 1, timestamp: 0 }, zeroCounters().perma);
  const packed = await runHistoryBatch(engine, rules, request, () => undefined);
  await nextTask();
  storableBatch(rules, packed, 1, packed.seedUsed, undefined);
  await nextTask();
  rulesFingerprint(rules);
}

/** What a batch of `count` pulls from `counters` asks of the engine, with the history's chunking. */
function batchRequest(
  { banner, count, seed, timestamp, featured }: BatchOrder,
  counters: Counters,
): HistoryBatchRequest {
  return {
    banner,
    ...(featured === undefined ? {} : { featured }),
    counters: { ...counters },
    count,
    seed: seed ?? undefined,
    timestamp: timestamp ?? Date.now(),
    chunkPulls: CHUNK_PULLS,
    tailLength: MIRROR_RECORDS,
  };
}

/**
 * Batches up to this size are drawn on the page once its engine is loaded: ten pulls take microseconds, while a
 * round trip to the worker waits for that thread to be scheduled, which on a busy phone is most of a press's delay.
 * The engine is the same code either way, so a seed draws the same pulls wherever it runs.
 */
export const IN_PAGE_PULLS = 10;

/**
 * The engine worker where the browser has workers (and the page for the smallest batches once warm), else this thread.
 * `settled` says when the page has started up (its load and an idle moment after it; at once in tests).
 */
export function defaultRunner(
  rules: Rules,
  { settled = pageSettled }: { settled?: () => Promise<void> } = {},
): BatchRunner {
  const inPage = inThreadRunner(rules);
  if (typeof Worker === 'undefined') return inPage;
  let inPageReady = false;
  const runner: BatchRunner = (request, onProgress, signal) =>
    inPageReady && request.count <= IN_PAGE_PULLS
      ? inPage(request, onProgress, signal)
      : runHistoryBatchInWorker(engineClient(), request, onProgress, signal);
  // A worker that cannot start says so on the first batch, worded there; warming it only tries. The worker warms on
  // its own thread at once; the page's engine (its code, the kernel's first calls) runs on the page's thread, so it
  // waits until the page has started up rather than lengthen the first screen's work. Until it has loaded, small
  // batches go to the worker too.
  runner.warm = async () => {
    const page = settled()
      .then(() => inPage.warm!())
      .then(
        () => void (inPageReady = true),
        () => undefined,
      );
    await Promise.all([warmEngineWorker(engineClient()).catch(() => undefined), page]);
  };
  return runner;
}

/**
 * For work beside the Summon screen's batches (a replay): an engine worker of its own, ended when its batch is done or
 * cancelled, so cancelling it never ends the shared worker a batch of the player's may be running on. Without
 * workers, `fallback`.
 */
export function separateRunner(fallback: BatchRunner): BatchRunner {
  if (typeof Worker === 'undefined') return fallback;
  return async (request, onProgress, signal) => {
    const client = new EngineClient();
    try {
      return await runHistoryBatchInWorker(client, request, onProgress, signal);
    } finally {
      client.terminate();
    }
  };
}

/** A drawn batch, ready to store: its records, and the numbers and last batch it leads to. */
export interface DrawnBatch {
  readonly storable: StorableBatch;
  readonly packed: PackedHistoryBatch;
  readonly firstPull: number;
  readonly summary: Summary;
  readonly lastBatch: LastBatch;
}

export interface BatchContext {
  readonly rules: Rules;
  readonly runner: BatchRunner;
  readonly now: () => number;
  readonly dispatch: (event: SummonEvent) => void;
}

/** A batch to draw: `count` pulls on `banner`, from `seed` (null: a random one), stamped `timestamp` (default: now). */
export interface BatchOrder {
  readonly banner: BannerId;
  readonly count: number;
  readonly seed: number | null;
  readonly timestamp?: number;
  /**
   * On Limited, the roster index of the run's featured character (`engine/pulls/featured.ts`); the catalogue's own
   * when omitted.
   */
  readonly featured?: number | undefined;
}

/**
 * The character id a batch of `order` records as its run's featured one: only a Limited run featuring someone other
 * than the catalogue's own character records one, so every other batch is stored as before runs existed.
 */
export function recordedRun(rules: Rules, order: Pick<BatchOrder, 'banner' | 'featured'>): string | undefined {
  const index = recordedFeatured(batchRules(rules, order.featured), order.banner);
  return index === undefined ? undefined : rules.roster[index]!.id;
}

/**
 * Draws a batch from `from` (the summary as stored, read under the lock), reporting progress and speed. Nothing is
 * stored here. Rejects with an AbortError when `signal` aborts.
 */
export async function drawBatch(
  { rules, runner, now, dispatch }: BatchContext,
  from: Summary,
  order: BatchOrder,
  signal: AbortSignal,
): Promise<DrawnBatch> {
  const { banner, count: n } = order;
  const startedAt = now();
  const speed = (done: number) => {
    const seconds = (now() - startedAt) / 1000;
    return seconds > 0 ? done / seconds : 0;
  };
  const request = batchRequest(order, from.counters[banner]);
  const packed = await runner(
    request,
    (done) => {
      if (!signal.aborted) dispatch({ type: 'progress', done, pullsPerSecond: speed(done) });
    },
    signal,
  );
  if (signal.aborted) throw abortError();
  // A small batch is saved in a few milliseconds: a "Saving" line would only flash, and its render delay the results.
  if (n > QUIET_SAVE) {
    dispatch({ type: 'run', run: { banner, total: n, done: n, pullsPerSecond: speed(n), phase: 'saving' } });
  }
  const firstPull = from.summonCount + 1;
  // The seed is kept even when it was drawn at random: with the banner, counters and count it replays the batch.
  const storable = storableBatch(rules, packed, firstPull, packed.seedUsed, recordedRun(rules, order));
  return {
    storable,
    packed,
    firstPull,
    summary: {
      summonCount: from.summonCount + n,
      counters: { ...from.counters, [banner]: { ...packed.counters } },
      charCounts: addCounts(from.charCounts, banner, packed.tally),
    },
    lastBatch: {
      banner,
      count: n,
      firstPull,
      seed: packed.seedUsed,
      start: { ...packed.startCounters },
      charCounts: Array.from(packed.tally),
      ...(storable.batch.featured === undefined ? {} : { featured: order.featured }),
    },
  };
}
