import * as Comlink from 'comlink';
import type { ProgressCallback } from '../engine/api';
import type { HistoryCheck, ImportedHistory } from '../engine/history/import';
import type { ImportFileCheck, ImportFileOptions } from '../engine/history/import-file';
import { fileProblemText } from '../storage/error-wording';
import { historyDamageText } from '../storage/history-damage-wording';
import type { HistoryBatchRequest, HistoryEngineApi, PackedHistoryBatch } from '../engine/history/pack';
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
  if (check.ok) return check;
  const problem =
    'run' in check
      ? { reason: 'run-batch' as const, ...check.run }
      : { reason: 'damaged' as const, damage: 'history' as const, detail: historyDamageText(check.damage) };
  return { ok: false, message: fileProblemText(problem) };
}

/**
 * An import file read, parsed and its pull history replayed in a worker of its own, ended afterwards (or as soon as
 * `signal` aborts): a file of millions of pulls takes seconds to parse, decode and replay, which would freeze the
 * page. The worker hands what the file holds, without its pull bytes, to `vet` on this thread, and replays only when
 * it answers true. It builds its rules from the same catalogue as the page. Rejects with WorkerUnavailableError when
 * the worker does not answer a first call, with an AbortError on abort, and with an engine-failed SiteError when it
 * dies during the check.
 */
export async function checkFileInWorker(
  file: Blob,
  options: ImportFileOptions,
  vet: (value: unknown) => Promise<boolean>,
  worker: { readonly spawn?: () => Worker; readonly signal?: AbortSignal } = {},
): Promise<ImportFileCheck> {
  const client = new EngineClient(worker.spawn);
  try {
    try {
      await client.call((api) => api.rosterIds(), worker.signal);
    } catch (error) {
      if (isAbortError(error)) throw error;
      throw new WorkerUnavailableError(error);
    }
    return await client.call<ImportFileCheck>(
      async (api) => await api.checkImportFile(file, options, Comlink.proxy(vet)),
      worker.signal,
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
