import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction } from 'idb';
import { z } from './schema';
import type { BatchRecord, ChunkMeta, ChunkRecord } from '../engine/history-records';
import type { RarityCounts } from '../engine/roster';
import { BANNER_IDS, type BannerId, type Counters } from '../engine/types';
import { ConflictError, SiteError, StorageFullError, StorageWriteError, abortError, isQuotaExceeded } from './errors';

/**
 * The pull history, the source of truth for everything the summon screens show.
 *
 * IndexedDB database `etheria-companion`:
 * - `chunks`: the pulls themselves, one byte a pull (the character's roster index), at most CHUNK_PULLS per record,
 *   keyed by the pull number of their first pull. Each chunk carries its banner, timestamp and the counters before
 *   its first pull, so it decodes alone (pity values and pity types are replayed from those counters).
 * - `batches`: one small record per batch (banner, timestamp, counters, where its chunks start and how many of each
 *   rarity they hold), loaded whole at start so any pull and any filtered position can be found without reading
 *   pull data.
 * - `meta`: the summary (summon count, per-banner counters, per-banner per-character counts), the roster tables
 *   the stored indices refer to, so history stays meaningful if the catalogue order changes, and the revision: a
 *   number every write raises by one, so a tab can tell cheaply whether another tab wrote since it last read.
 *
 * Appends and clears are single readwrite transactions over all three stores: pulls, counters and count land
 * together or not at all. History is append-only between clears.
 */

export const DB_NAME = 'etheria-companion';
export const DB_VERSION = 1;
/** 2^20 pulls a chunk: a 1 MB record, small enough to read and decode on demand in a few milliseconds. */
export const CHUNK_PULLS = 1_048_576;

// The record shapes are the engine's: it builds them for new batches and for checked imports alike.
export type { BatchRecord, ChunkMeta, ChunkRecord, RarityCounts };

/** The summary as stored: counts are by position in `roster` (character ids). */
export interface StoredSummary {
  readonly summonCount: number;
  readonly counters: Readonly<Record<BannerId, Counters>>;
  readonly charCounts: Readonly<Record<BannerId, readonly number[]>>;
  readonly roster: readonly string[];
}

export interface StoredHistory {
  readonly summary: StoredSummary;
  /** Oldest first. */
  readonly batches: readonly BatchRecord[];
  /** Roster tables by hash, for chunks written under another catalogue order. */
  readonly rosters: ReadonlyMap<number, readonly string[]>;
  /** The revision this history was read at (0 when none was ever stored). */
  readonly revision?: number;
}

/** One atomic write: new batches with their chunks, and the summary after them. */
export interface HistoryAppend {
  readonly batches: readonly BatchRecord[];
  readonly chunks: readonly ChunkRecord[];
  readonly summary: StoredSummary;
  /** The roster table the batches' indices refer to, under its hash. */
  readonly roster: { readonly hash: number; readonly ids: readonly string[] };
}

/** The history's storage. IndexedDB in browsers; an in-memory stand-in where it is missing, and in tests. */
export interface HistoryBackend {
  readonly kind: 'indexeddb' | 'memory';
  /** The stored history, or null when nothing has ever been stored. */
  load(): Promise<StoredHistory | null>;
  /** The stored revision alone: a cheap check whether anything was written since a load. */
  revision(): Promise<number>;
  /**
   * Stores batches, their chunks, the roster table and the new summary in one transaction. Rejects, changing
   * nothing, when the stored summon count is not `expectedCount` (another tab wrote meanwhile) or when `signal`
   * aborts before the commit. Every write resolves with the revision it stored.
   */
  append(write: HistoryAppend, expectedCount: number, signal?: AbortSignal): Promise<number>;
  /**
   * Replaces the whole history (every batch and chunk) with `write`'s, in one transaction: on any failure, a full
   * storage included, the stored history stays exactly as it was. Resolves with the revision it stored.
   */
  replace(write: HistoryAppend): Promise<number>;
  /** Deletes every batch and chunk and stores `summary`, in one transaction. */
  clear(summary: StoredSummary): Promise<number>;
  saveSummary(summary: StoredSummary): Promise<number>;
  readChunk(first: number): Promise<ChunkRecord | undefined>;
}

/** The summon count a stored history stands for: its summary's, or more when its newest batch reaches further. */
export function storedCount(summary: StoredSummary | undefined, newest: BatchRecord | undefined): number {
  return Math.max(summary?.summonCount ?? 0, newest ? newest.id + newest.count - 1 : 0);
}

// ---------------------------------------------------------------------------------------------------------------
// Validation: everything read back is checked; a bad record is dropped alone.

/** A count of pulls: an integer from 0 up to the largest exact one. */
export const countSchema = z.int().check(z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER));
const count = countSchema;
/** A banner's counters as stored: pity 0..80, SR counter 0..9. */
export const countersSchema = z.object({
  pity: z.int().check(z.minimum(0), z.maximum(80)),
  sr: z.int().check(z.minimum(0), z.maximum(9)),
});
/** Every banner's counters. */
export const bannerCountersSchema = z.object({ limited: countersSchema, perma: countersSchema, ml: countersSchema });
export const bannerSchema = z.enum(BANNER_IDS);
/** Character ids, which stored pull bytes index into (one byte each, so at most 255). */
export const rosterSchema = z.array(z.string().check(z.minLength(1), z.maxLength(100))).check(z.maxLength(255));
const hashSchema = z.int().check(z.minimum(0), z.maximum(0xffffffff));
/** A pull number, or a batch's length: an integer from 1 up to the largest exact one. */
export const pullNumberSchema = z.int().check(z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER));
/** A batch's time in milliseconds, within what a Date can hold. */
export const timestampSchema = z.number().check(z.minimum(0), z.maximum(8.64e15));
/** A batch's seed, null for pulls made without a recorded one. */
export const seedSchema = z.nullable(z.int().check(z.minimum(0), z.maximum(0xffffffff)));

// The data file's schema (src/lib/data-file/format.ts) is built from these pieces too, so the two cannot drift.

const summarySchema = z.object({
  summonCount: count,
  counters: bannerCountersSchema,
  charCounts: z.object({
    limited: z.array(count).check(z.maxLength(255)),
    perma: z.array(count).check(z.maxLength(255)),
    ml: z.array(count).check(z.maxLength(255)),
  }),
  roster: rosterSchema,
});

const chunkMetaSchema = z.object({
  first: pullNumberSchema,
  count: z.int().check(z.minimum(1), z.maximum(CHUNK_PULLS)),
  start: countersSchema,
  rarity: z.tuple([count, count, count, count]),
});

const batchSchema = z.object({
  id: pullNumberSchema,
  banner: bannerSchema,
  timestamp: timestampSchema,
  count: pullNumberSchema,
  start: countersSchema,
  end: countersSchema,
  seed: seedSchema,
  rosterHash: hashSchema,
  chunks: z.array(chunkMetaSchema).check(z.minLength(1)),
});

const bytes = z.instanceof(Uint8Array);
const position = z.int().check(z.minimum(1));
const chunkSchema = z.union([
  z.object({ first: position, batchId: position, data: bytes }),
  z.object({ first: position, batchId: position, chars: bytes, pity: bytes, types: bytes }),
]);

export function parseSummary(value: unknown): StoredSummary | undefined {
  const parsed = summarySchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** A batch whose chunks tile it exactly; anything else cannot be read safely. */
export function parseBatch(value: unknown): BatchRecord | undefined {
  const parsed = batchSchema.safeParse(value);
  if (!parsed.success) return undefined;
  const batch = parsed.data;
  let next = batch.id;
  for (const chunk of batch.chunks) {
    if (chunk.first !== next || chunk.rarity.reduce((a, b) => a + b, 0) !== chunk.count) return undefined;
    next += chunk.count;
  }
  return next - batch.id === batch.count ? batch : undefined;
}

export function parseChunk(value: unknown): ChunkRecord | undefined {
  const parsed = chunkSchema.safeParse(value);
  if (!parsed.success) return undefined;
  const chunk = parsed.data;
  if ('data' in chunk) return chunk.data.length > 0 ? chunk : undefined;
  const n = chunk.chars.length;
  return n > 0 && chunk.pity.length === n && chunk.types.length === n ? chunk : undefined;
}

/** Batches in history order with overlapping ones dropped, so pull numbers only ever increase. */
export function orderBatches(values: readonly unknown[]): BatchRecord[] {
  const batches = values.flatMap((v) => parseBatch(v) ?? []).sort((a, b) => a.id - b.id);
  const kept: BatchRecord[] = [];
  let next = 1;
  for (const batch of batches) {
    if (batch.id < next) continue;
    kept.push(batch);
    next = batch.id + batch.count;
  }
  return kept;
}

export function emptySummary(roster: readonly string[]): StoredSummary {
  const zeros = (): number[] => roster.map(() => 0);
  const counters = (): Counters => ({ pity: 0, sr: 0 });
  return {
    summonCount: 0,
    counters: { limited: counters(), perma: counters(), ml: counters() },
    charCounts: { limited: zeros(), perma: zeros(), ml: zeros() },
    roster: [...roster],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// IndexedDB

interface HistoryDb extends DBSchema {
  batches: { key: number; value: BatchRecord };
  chunks: { key: number; value: ChunkRecord };
  meta: { key: string; value: unknown };
}

const SUMMARY_KEY = 'summary';
/** The `meta` record of the revision: bookkeeping between tabs, which a new database starts over. */
export const REVISION_KEY = 'revision';
const ROSTER_PREFIX = 'roster:';

function rosterKey(hash: number): string {
  return `${ROSTER_PREFIX}${hash}`;
}

/** The roster hash a `meta` key names, or undefined when it is not a roster key exactly as `rosterKey` writes it. */
export function rosterHashOf(key: unknown): number | undefined {
  if (typeof key !== 'string' || !key.startsWith(ROSTER_PREFIX)) return undefined;
  const digits = key.slice(ROSTER_PREFIX.length);
  if (!/^(0|[1-9]\d{0,9})$/.test(digits)) return undefined;
  const hash = Number(digits);
  return hash <= 0xffffffff ? hash : undefined;
}

/** A stored revision; anything that is not one counts as 0, so the next write stores 1 and tabs resynchronise. */
export function parseRevision(value: unknown): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0;
}

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
 * Gives up a readwrite transaction after a failure: aborting it undoes every request it made (a request that threw
 * synchronously, as a full storage can, would otherwise let the earlier ones commit).
 */
/**
 * A request made ahead of its await: should the transaction fail before that await, its rejection is already
 * handled (the transaction's own failure is the one reported); awaiting it still rejects.
 */
function handled<T>(request: Promise<T>): Promise<T> {
  request.catch(() => undefined);
  return request;
}

function abandon(tx: { abort(): void; readonly done: Promise<void> }): void {
  tx.done.catch(() => undefined);
  try {
    tx.abort();
  } catch {
    // Already finished: it committed nothing or everything, and the caller reports the failure either way.
  }
}

type HistoryStoreName = 'batches' | 'chunks' | 'meta';
type WriteTransaction = IDBPTransaction<HistoryDb, HistoryStoreName[], 'readwrite'>;

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

  /**
   * Every write: one readwrite transaction over `stores`, in which `body` makes its changes and the revision goes up
   * by one. Resolves with the new revision once the transaction has committed. On any failure, or when `signal`
   * aborts first, the transaction is aborted, so nothing of it is kept, and the failure is rejected as a storage
   * error (an AbortError when `signal` aborted).
   */
  private async write(
    stores: HistoryStoreName[],
    body: (tx: WriteTransaction) => Promise<void>,
    signal?: AbortSignal,
  ): Promise<number> {
    if (signal?.aborted) throw abortError();
    const tx = this.db.transaction(stores, 'readwrite');
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
  private async putHistory(tx: WriteTransaction, write: HistoryAppend): Promise<void> {
    // The small records go in together; the requests of one transaction are carried out in the order made. Each is
    // marked handled as it is made, so a request refused at once leaves none of the others unheard.
    const small: Promise<unknown>[] = [
      handled(tx.objectStore('meta').put([...write.roster.ids], rosterKey(write.roster.hash))),
    ];
    for (const batch of write.batches) small.push(handled(tx.objectStore('batches').put(batch)));
    const chunks = tx.objectStore('chunks');
    // One put at a time: each structured clone of a 1 MB chunk then runs in its own short task.
    for (const chunk of write.chunks) await chunks.put(chunk);
    small.push(tx.objectStore('meta').put(write.summary, SUMMARY_KEY));
    await Promise.all(small);
  }

  append(write: HistoryAppend, expectedCount: number, signal?: AbortSignal): Promise<number> {
    return this.write(
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
        await this.putHistory(tx, write);
      },
      signal,
    );
  }

  clear(summary: StoredSummary): Promise<number> {
    return this.write(['batches', 'chunks', 'meta'], async (tx) => {
      await Promise.all([
        tx.objectStore('batches').clear(),
        tx.objectStore('chunks').clear(),
        tx.objectStore('meta').put(summary, SUMMARY_KEY),
      ]);
    });
  }

  saveSummary(summary: StoredSummary): Promise<number> {
    return this.write(['meta'], async (tx) => {
      await tx.objectStore('meta').put(summary, SUMMARY_KEY);
    });
  }

  replace(write: HistoryAppend): Promise<number> {
    return this.write(['batches', 'chunks', 'meta'], async (tx) => {
      await tx.objectStore('batches').clear();
      await tx.objectStore('chunks').clear();
      await this.putHistory(tx, write);
    });
  }

  async readChunk(first: number): Promise<ChunkRecord | undefined> {
    return parseChunk(await this.db.get('chunks', first));
  }
}

/** When the summary record is lost but batches survive: the count and counters they imply. */
export function summaryFromBatches(batches: readonly BatchRecord[]): StoredSummary {
  const summary = emptySummary([]);
  const counters = { ...summary.counters };
  for (const batch of batches) counters[batch.banner] = { ...batch.end };
  const last = batches[batches.length - 1];
  return { ...summary, counters, summonCount: last ? last.id + last.count - 1 : 0 };
}

/**
 * Opens the history database, or rejects when IndexedDB is missing or refuses (some private modes). (The request
 * that the browser keep the site's data under storage pressure is made once at startup: storage/persistence.ts.)
 */
export const STORE_NAMES = ['batches', 'chunks', 'meta'] as const;

function openHistoryDb(version?: number): Promise<IDBPDatabase<HistoryDb>> {
  const db: Promise<IDBPDatabase<HistoryDb>> = openDB<HistoryDb>(DB_NAME, version, {
    upgrade(database) {
      // Creates only what is missing: an upgrade never deletes a store, so nothing stored is lost.
      if (!database.objectStoreNames.contains('batches')) database.createObjectStore('batches', { keyPath: 'id' });
      if (!database.objectStoreNames.contains('chunks')) database.createObjectStore('chunks', { keyPath: 'first' });
      if (!database.objectStoreNames.contains('meta')) database.createObjectStore('meta');
    },
    blocking() {
      // Another page wants to upgrade the database: let it.
      void db.then((open) => open.close());
    },
  });
  return db;
}

export async function openIdbBackend(): Promise<HistoryBackend> {
  if (typeof indexedDB === 'undefined') throw new SiteError('storage-unavailable', { detail: 'no IndexedDB' });
  let db: IDBPDatabase<HistoryDb>;
  try {
    db = await openHistoryDb(DB_VERSION);
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'VersionError')) throw error;
    // Stored at a higher version (a repair below, or a later release): open it as it is; records are validated.
    db = await openHistoryDb();
  }
  if (STORE_NAMES.some((name) => !db.objectStoreNames.contains(name))) {
    // A damaged or foreign database lacks a store: add it in an upgrade, keeping every other store as it is.
    const next = db.version + 1;
    db.close();
    db = await openHistoryDb(next);
  }
  return new IdbBackend(db);
}
