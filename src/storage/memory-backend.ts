import { ConflictError, abortError } from './errors';
import {
  orderBatches,
  storedCount,
  summaryFromBatches,
  type BatchRecord,
  type ChunkRecord,
  type HistoryAppend,
  type StoredHistory,
  type StoredSummary,
} from './stored-history';
import type { HistoryBackend } from './history-backend';

export interface MemoryBackendOptions {
  readonly initial?: StoredHistory & { readonly chunks: readonly ChunkRecord[] };
}

/** Same contract as IndexedDB, all in memory: where IndexedDB is unavailable, and as a test double. */
export class MemoryBackend implements HistoryBackend {
  readonly kind = 'memory';
  protected summary: StoredSummary | null;
  protected readonly batches = new Map<number, BatchRecord>();
  protected readonly chunks = new Map<number, ChunkRecord>();
  protected readonly rosters = new Map<number, readonly string[]>();
  private stored = 0;

  constructor(options: MemoryBackendOptions = {}) {
    const initial = options.initial;
    this.summary = initial?.summary ?? null;
    for (const batch of initial?.batches ?? []) this.batches.set(batch.id, batch);
    for (const chunk of initial?.chunks ?? []) this.chunks.set(chunk.first, chunk);
    for (const [hash, roster] of initial?.rosters ?? []) this.rosters.set(hash, roster);
    this.stored = initial?.revision ?? 0;
  }

  async load(): Promise<StoredHistory | null> {
    if (!this.summary && this.batches.size === 0) return null;
    const batches = orderBatches([...this.batches.values()]);
    return {
      summary: this.summary ?? summaryFromBatches(batches),
      batches,
      rosters: new Map(this.rosters),
      revision: this.stored,
    };
  }

  async revision(): Promise<number> {
    await Promise.resolve();
    return this.stored;
  }

  async append(write: HistoryAppend, expectedCount: number, signal?: AbortSignal): Promise<number> {
    await Promise.resolve();
    if (signal?.aborted) throw abortError();
    const last = orderBatches([...this.batches.values()]).at(-1);
    if (storedCount(this.summary ?? undefined, last) !== expectedCount) throw new ConflictError();
    return this.putHistory(write);
  }

  private putHistory(write: HistoryAppend): number {
    this.rosters.set(write.roster.hash, [...write.roster.ids]);
    for (const batch of write.batches) this.batches.set(batch.id, batch);
    for (const chunk of write.chunks) this.chunks.set(chunk.first, chunk);
    this.summary = write.summary;
    return this.wrote();
  }

  async replace(write: HistoryAppend): Promise<number> {
    await Promise.resolve();
    this.batches.clear();
    this.chunks.clear();
    return this.putHistory(write);
  }

  async clear(summary: StoredSummary): Promise<number> {
    await Promise.resolve();
    this.batches.clear();
    this.chunks.clear();
    this.summary = summary;
    return this.wrote();
  }

  async saveSummary(summary: StoredSummary): Promise<number> {
    await Promise.resolve();
    this.summary = summary;
    return this.wrote();
  }

  private wrote(): number {
    this.stored++;
    return this.stored;
  }

  async readChunk(first: number): Promise<ChunkRecord | undefined> {
    await Promise.resolve();
    return this.chunks.get(first);
  }
}
