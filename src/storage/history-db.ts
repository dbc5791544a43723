import type { IDBPDatabase } from 'idb';
import { ConflictError } from './errors';
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
  rosterSchema,
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

  constructor(private readonly db: IDBPDatabase<HistoryDb>) {}

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
      const parsed = rosterSchema.safeParse(await tx.objectStore('meta').get(key as string));
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

  append(write: HistoryAppend, expectedCount: number, signal?: AbortSignal): Promise<number> {
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

  clear(summary: StoredSummary): Promise<number> {
    return writeHistory(this.db, ['batches', 'chunks', 'meta'], async (tx) => {
      await Promise.all([
        tx.objectStore('batches').clear(),
        tx.objectStore('chunks').clear(),
        tx.objectStore('meta').put(summary, SUMMARY_KEY),
      ]);
    });
  }

  saveSummary(summary: StoredSummary): Promise<number> {
    return writeHistory(this.db, ['meta'], async (tx) => {
      await tx.objectStore('meta').put(summary, SUMMARY_KEY);
    });
  }

  replace(write: HistoryAppend): Promise<number> {
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
  return new IdbBackend(await openHistoryDb());
}
