import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { BatchRecord, ChunkRecord } from './stored-history';
import { SiteError } from './errors';

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
export const STORE_NAMES = ['batches', 'chunks', 'meta'] as const;

export interface HistoryDb extends DBSchema {
  batches: { key: number; value: BatchRecord };
  chunks: { key: number; value: ChunkRecord };
  meta: { key: string; value: unknown };
}

export type HistoryStoreName = (typeof STORE_NAMES)[number];

export const SUMMARY_KEY = 'summary';
/**
 * The `meta` record of the database's layout. A later layout (a store added or a record reshaped) writes a higher
 * one, so that a build which cannot read it refuses the database instead of writing into it. None is read as 1.
 *
 * - 1: every database before banner runs (and one a store was added back to, at a higher version).
 * - 2: it holds a Limited run's batch (`BatchRecord.featured`, history codec version 2), which a build of layout 1
 *   would show as the specified banner's. Written by the write that stores the first such batch, and kept after.
 */
export const SCHEMA_KEY = 'schema';
/** The newest layout this build reads. */
export const SCHEMA = 2;
/** The layout of a database holding a Limited run's batch. */
export const RUNS_SCHEMA = 2;
/** The `meta` record of the revision: bookkeeping between tabs, which a new database starts over. */
export const REVISION_KEY = 'revision';
const ROSTER_PREFIX = 'roster:';

export function rosterKey(hash: number): string {
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

function openAt(version: number | undefined, onBlocking: () => void): Promise<IDBPDatabase<HistoryDb>> {
  const db: Promise<IDBPDatabase<HistoryDb>> = openDB<HistoryDb>(DB_NAME, version, {
    upgrade(database) {
      // Creates only what is missing: an upgrade never deletes a store, so nothing stored is lost.
      if (!database.objectStoreNames.contains('batches')) database.createObjectStore('batches', { keyPath: 'id' });
      if (!database.objectStoreNames.contains('chunks')) database.createObjectStore('chunks', { keyPath: 'first' });
      if (!database.objectStoreNames.contains('meta')) database.createObjectStore('meta');
    },
    blocking() {
      // Another tab opens the database at a higher version: a newer build upgrading it (or a tab adding back a lost
      // store). This connection closes at once, so that tab is never blocked, and this page writes no more.
      onBlocking();
      void db.then((open) => open.close());
    },
  });
  return db;
}

/**
 * Opens the history database with every store in place, or rejects when IndexedDB is missing or refuses (some
 * private modes). `onSuperseded` is called when another tab then opens it at a higher version: the connection is
 * closed by then. (The request that the browser keep the site's data under storage pressure is made once at
 * startup: storage/persistence.ts.)
 */
export async function openHistoryDb(onSuperseded: () => void = () => {}): Promise<IDBPDatabase<HistoryDb>> {
  if (typeof indexedDB === 'undefined') throw new SiteError('storage-unavailable', { detail: 'no IndexedDB' });
  let db: IDBPDatabase<HistoryDb>;
  try {
    db = await openAt(DB_VERSION, onSuperseded);
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'VersionError')) throw error;
    // Stored at a higher version (a repair below, or a later release): open it as it is; records are validated.
    db = await openAt(undefined, onSuperseded);
  }
  if (db.objectStoreNames.contains('meta')) {
    const schema = await db.get('meta', SCHEMA_KEY);
    if (typeof schema === 'number' && schema > SCHEMA) {
      db.close();
      throw new SiteError('newer-version', { detail: `history layout ${schema}; this build reads ${SCHEMA}` });
    }
  }
  if (STORE_NAMES.some((name) => !db.objectStoreNames.contains(name))) {
    // A damaged or foreign database lacks a store: add it in an upgrade, keeping every other store as it is.
    const next = db.version + 1;
    db.close();
    db = await openAt(next, onSuperseded);
  }
  return db;
}
