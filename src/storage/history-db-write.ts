import type { IDBPDatabase, IDBPTransaction } from 'idb';
import { SiteError, StorageFullError, StorageWriteError, abortError, isQuotaExceeded } from './errors';
import {
  REVISION_KEY,
  RUNS_SCHEMA,
  SCHEMA_KEY,
  SUMMARY_KEY,
  parseRevision,
  rosterKey,
  type HistoryDb,
  type HistoryStoreName,
} from './history-db-schema';
import type { HistoryAppend } from './stored-history';

/** How every write to the history database is made: one transaction, the revision raised, all or nothing. */

export type WriteTransaction = IDBPTransaction<HistoryDb, HistoryStoreName[], 'readwrite'>;

/**
 * Turns IndexedDB's failures into the site's kinds (a full storage, or another refused write), with the browser's
 * error as the cause; cancellations and the site's own errors pass through.
 */
export function storageError(error: unknown): Error {
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  if (error instanceof SiteError) return error;
  if (isQuotaExceeded(error)) return new StorageFullError(error);
  return new StorageWriteError('history', error);
}

/**
 * A request made ahead of its await: should the transaction fail before that await, its rejection is already
 * handled (the transaction's own failure is the one reported); awaiting it still rejects.
 */
export function handled<T>(request: Promise<T>): Promise<T> {
  request.catch(() => undefined);
  return request;
}

/**
 * Gives up a readwrite transaction after a failure: aborting it undoes every request it made (a request that threw
 * synchronously, as a full storage can, would otherwise let the earlier ones commit).
 */
function abandon(tx: { abort(): void; readonly done: Promise<void> }): void {
  tx.done.catch(() => undefined);
  try {
    tx.abort();
  } catch {
    // Already finished: it committed nothing or everything, and the caller reports the failure either way.
  }
}

/**
 * Every write: one readwrite transaction over `stores`, in which `body` makes its changes and the revision goes up
 * by one. Resolves with the new revision once the transaction has committed. On any failure, or when `signal`
 * aborts first, the transaction is aborted, so nothing of it is kept, and the failure is rejected as a storage
 * error (an AbortError when `signal` aborted).
 */
export async function writeHistory(
  db: IDBPDatabase<HistoryDb>,
  stores: HistoryStoreName[],
  body: (tx: WriteTransaction) => Promise<void>,
  signal?: AbortSignal,
): Promise<number> {
  if (signal?.aborted) throw abortError();
  const tx = db.transaction(stores, 'readwrite');
  const onAbort = () => abandon(tx);
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const meta = tx.objectStore('meta');
    // Asked for at once, beside the body's own requests: each await is a round trip to the browser's database.
    const stored = handled(meta.get(REVISION_KEY));
    await body(tx);
    const revision = parseRevision(await stored) + 1;
    await Promise.all([meta.put(revision, REVISION_KEY), tx.done]);
    return revision;
  } catch (error) {
    abandon(tx);
    if (signal?.aborted) throw abortError();
    throw storageError(error);
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}

/** Puts the roster table, the batches and their chunks, and the summary of a whole write. */
export async function putHistory(tx: WriteTransaction, write: HistoryAppend): Promise<void> {
  // The small records go in together; the requests of one transaction are carried out in the order made. Each is
  // marked handled as it is made, so a request refused at once leaves none of the others unheard.
  const small: Promise<unknown>[] = [
    handled(tx.objectStore('meta').put([...write.roster.ids], rosterKey(write.roster.hash))),
  ];
  // A run's batch raises the layout in the same transaction, so no build that would misread it ever sees it.
  if (write.batches.some((batch) => batch.featured !== undefined)) {
    small.push(handled(tx.objectStore('meta').put(RUNS_SCHEMA, SCHEMA_KEY)));
  }
  for (const batch of write.batches) small.push(handled(tx.objectStore('batches').put(batch)));
  const chunks = tx.objectStore('chunks');
  // One put at a time: each structured clone of a 1 MB chunk then runs in its own short task.
  for (const chunk of write.chunks) await chunks.put(chunk);
  small.push(tx.objectStore('meta').put(write.summary, SUMMARY_KEY));
  await Promise.all(small);
}
