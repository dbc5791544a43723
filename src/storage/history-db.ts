import type { IDBPDatabase } from 'idb';
import { ConflictError, SiteError } from './errors';
import { createListeners } from './listeners';
import type { HistoryBackend } from './history-backend';
import {
  REVISION_KEY,
  SUMMARY_KEY,
  openHistoryDb,
  parseRevision,
  rosterHashOf,
  type HistoryDb,
} from './history-db-schema';
import { handled, putHistory, writeHistory } from './history-db-write';
import {
  orderBatches,
  parseBatch,
  parseChunk,
  parseSummary,
  historySchemas,
  storedCount,
  summaryFromBatches,
} from './stored-history';
import type { BatchRecord, ChunkRecord, HistoryAppend, StoredHistory, StoredSummary } from './stored-history';

/**
 * The history kept in IndexedDB (the database's layout: history-db-schema.ts). Every read is validated, and every
 * write is one transaction through `writeHistory`.
 */
class IdbBackend implements HistoryBackend {
  readonly kind = 'indexeddb';
  private superseded = false;
  private readonly supersededListeners = createListeners();

  constructor(private readonly connection: IDBPDatabase<HistoryDb>) {}

  /** Another tab upgraded the database and this connection closed: nothing is read or written through it again. */
  supersede(): void {
    if (this.superseded) return;
    this.superseded = true;
    this.supersededListeners.notify();
  }

  onSuperseded(listener: () => void): () => void {
    if (this.superseded) queueMicrotask(listener);
    return this.supersededListeners.subscribe(listener);
  }

  private get db(): IDBPDatabase<HistoryDb> {
    if (this.superseded) throw new SiteError('newer-version', { detail: 'another tab upgraded the history database' });
    return this.connection;
  }

  async load(): Promise<StoredHistory | null> {
    const tx = this.db.transaction(['batches', 'meta'], 'readonly');
    const [summaryValue, batchValues, metaKeys, revisionValue] = await Promise.all([
      tx.objectStore('meta').get(SUMMARY_KEY),
      tx.objectStore('batches').getAll(),
      tx.objectStore('meta').getAllKeys(),
      tx.objectStore('meta').get(REVISION_KEY),
    ]);
    const rosters = new Map<number, readonly string[]>();
    // Keys are typed as strings, but a damaged or foreign database can hold any key (numbers, dates, arrays).
    for (const key of metaKeys as unknown[]) {
      const hash = rosterHashOf(key);
      if (hash === undefined) continue;
      const parsed = historySchemas().roster.safeParse(await tx.objectStore('meta').get(key as string));
      if (parsed.success) rosters.set(hash, parsed.data);
    }
    await tx.done;
    const summary = parseSummary(summaryValue);
    const batches = orderBatches(batchValues);
    if (!summary && batches.length === 0) return null;
    return {
      summary: summary ?? summaryFromBatches(batches),
      batches,
      rosters,
      revision: parseRevision(revisionValue),
    };
  }

  async revision(): Promise<number> {
    return parseRevision(await this.db.get('meta', REVISION_KEY));
  }

  async append(write: HistoryAppend, expectedCount: number, signal?: AbortSignal): Promise<number> {
    return writeHistory(
      this.db,
      ['batches', 'chunks', 'meta'],
      async (tx) => {
        const summary = handled(tx.objectStore('meta').get(SUMMARY_KEY));
        // The count as load() derives it, so a lost or stale summary record cannot block every later write.
        let cursor = await tx.objectStore('batches').openCursor(null, 'prev');
        const stored = parseSummary(await summary);
        let last: BatchRecord | undefined;
        while (cursor && !last) {
          last = parseBatch(cursor.value);
          if (!last) cursor = await cursor.continue();
        }
        if (storedCount(stored, last) !== expectedCount) throw new ConflictError();
        await putHistory(tx, write);
      },
      signal,
    );
  }

  async clear(summary: StoredSummary): Promise<number> {
    return writeHistory(this.db, ['batches', 'chunks', 'meta'], async (tx) => {
      await Promise.all([
        tx.objectStore('batches').clear(),
        tx.objectStore('chunks').clear(),
        tx.objectStore('meta').put(summary, SUMMARY_KEY),
      ]);
    });
  }

  async saveSummary(summary: StoredSummary): Promise<number> {
    return writeHistory(this.db, ['meta'], async (tx) => {
      await tx.objectStore('meta').put(summary, SUMMARY_KEY);
    });
  }

  async replace(write: HistoryAppend): Promise<number> {
    return writeHistory(this.db, ['batches', 'chunks', 'meta'], async (tx) => {
      await tx.objectStore('batches').clear();
      await tx.objectStore('chunks').clear();
      await putHistory(tx, write);
    });
  }

  async readChunk(first: number): Promise<ChunkRecord | undefined> {
    return parseChunk(await this.db.get('chunks', first));
  }
}

/** The history backend over IndexedDB; rejects when IndexedDB is missing or refuses (see `openHistoryDb`). */
export async function openIdbBackend(): Promise<HistoryBackend> {
  let backend: IdbBackend | null = null;
  let supersededEarly = false;
  const db = await openHistoryDb(() => {
    if (backend) backend.supersede();
    else supersededEarly = true;
  });
  backend = new IdbBackend(db);
  if (supersededEarly) backend.supersede();
  return backend;
}
