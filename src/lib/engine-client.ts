import * as Comlink from 'comlink';
import type { ProgressCallback } from '../engine/api';
import type { HistoryCheck, ImportSummons, ImportedHistory } from '../engine/history-import';
import { fileProblemText } from '../storage/error-wording';
import type { HistoryBatchRequest, HistoryEngineApi, PackedHistoryBatch } from '../engine/history-pack';
import { isAbortError, WorkerClient, WorkerUnavailableError } from './worker-client';

/**
 * The engine worker's client: the Summon screen's batches and the import check, through the generic worker client
 * (worker-client.ts) over the engine worker's API.
 */

export function spawnEngineWorker(): Worker {
  return new Worker(new URL('../../workers/engine.worker.ts', import.meta.url), { type: 'module', name: 'engine' });
}

/** A client of the engine worker, spawned on first use. */
export class EngineClient extends WorkerClient<HistoryEngineApi> {
  constructor(spawn: () => Worker = spawnEngineWorker) {
    super(spawn);
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

/** Starts the engine worker and has it compile its kernels, so the first batch of a visit answers as fast as the rest. */
export function warmEngineWorker(client: EngineClient): Promise<void> {
  return client.call((api) => api.warm());
}

/** A checked pull history, or why it cannot be imported, in the player's words. */
export type CheckedHistory =
  { readonly ok: true; readonly history: ImportedHistory } | { readonly ok: false; readonly message: string };

/** The engine's verdict on a file's history, its damage worded by the site's one wording module. */
export function wordedCheck(check: HistoryCheck): CheckedHistory {
  return check.ok ? check : { ok: false, message: fileProblemText({ reason: 'damaged', detail: check.damage }) };
}

/**
 * An import file's pull history checked in a worker of its own, ended afterwards (or as soon as `signal` aborts): a
 * history of millions of pulls takes seconds to decode and replay, which would freeze the page. The worker builds
 * its rules from the same catalogue as the page. Rejects with WorkerUnavailableError when the worker does not answer
 * a first call, with an AbortError on abort, and with an engine-failed SiteError when it dies during the check.
 */
export async function checkHistoryInWorker(
  summons: ImportSummons,
  chunkPulls: number,
  options: { readonly spawn?: () => Worker; readonly signal?: AbortSignal } = {},
): Promise<CheckedHistory> {
  const client = new EngineClient(options.spawn);
  try {
    try {
      await client.call((api) => api.rosterIds(), options.signal);
    } catch (error) {
      if (isAbortError(error)) throw error;
      throw new WorkerUnavailableError(error);
    }
    const check = await client.call<HistoryCheck>(
      async (api) => await api.checkImportedHistory(summons, chunkPulls),
      options.signal,
    );
    return wordedCheck(check);
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
