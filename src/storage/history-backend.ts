import type { ChunkRecord, HistoryAppend, StoredHistory, StoredSummary } from './stored-history';

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
  /**
   * Calls `listener` once another tab has upgraded the storage (a newer version of the site): from then on every
   * read and write rejects with the kind 'newer-version'. Returns the function that stops listening.
   */
  onSuperseded?(listener: () => void): () => void;
}
