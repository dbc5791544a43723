import type { BannerId, Counters } from '../engine/types';
import type { BatchRecord, RarityCounts } from '../storage/stored-history';

/** The card filters of both screens: everything, top rarity (ssr and ml), or sr. */
export type ResultFilter = 'all' | 'top' | 'sr';

export interface IndexedChunk {
  readonly first: number;
  readonly count: number;
  readonly batchId: number;
  readonly banner: BannerId;
  readonly timestamp: number;
  readonly rosterHash: number;
  /** Counters before the chunk's first pull. */
  readonly start: Counters;
  readonly rarity: RarityCounts;
}

/** RARITY_IDS order is ml, ssr, sr, r. */
function matchesIn(rarity: RarityCounts, filter: ResultFilter): number {
  if (filter === 'top') return rarity[0] + rarity[1];
  if (filter === 'sr') return rarity[2];
  return rarity[0] + rarity[1] + rarity[2] + rarity[3];
}

export function indexBatches(batches: readonly BatchRecord[]): IndexedChunk[] {
  return batches.flatMap((batch) =>
    batch.chunks.map((chunk) => ({
      first: chunk.first,
      count: chunk.count,
      batchId: batch.id,
      banner: batch.banner,
      timestamp: batch.timestamp,
      rosterHash: batch.rosterHash,
      start: chunk.start,
      rarity: chunk.rarity,
    })),
  );
}

/**
 * A history's chunks, oldest first, each with its rarity counts: the number of cards for any filter and the chunk
 * holding any display position (0 = the newest matching pull) are known from these alone, without reading pulls.
 */
export class ChunkIndex {
  private readonly chunks: IndexedChunk[];
  /** Per filter: cumulative matches counted from the newest chunk, so cum[k] covers the k + 1 newest chunks. */
  private readonly cumulative = new Map<ResultFilter, Float64Array>();

  constructor(chunks: readonly IndexedChunk[] = []) {
    this.chunks = [...chunks];
  }

  append(chunks: readonly IndexedChunk[]): void {
    this.chunks.push(...chunks);
    this.cumulative.clear();
  }

  /** Takes back the newest `chunks`; false, changing nothing, when they are not the newest. */
  withdraw(chunks: readonly IndexedChunk[]): boolean {
    const kept = this.chunks.length - chunks.length;
    if (kept < 0 || chunks.some((chunk, i) => this.chunks[kept + i] !== chunk)) return false;
    this.chunks.length = kept;
    this.cumulative.clear();
    return true;
  }

  get storedPulls(): number {
    let total = 0;
    for (const chunk of this.chunks) total += chunk.count;
    return total;
  }

  get length(): number {
    return this.chunks.length;
  }

  newestFirst(): IndexedChunk[] {
    return [...this.chunks].reverse();
  }

  /** How many cards a filter shows. */
  count(filter: ResultFilter): number {
    const cum = this.cumulativeFor(filter);
    return cum.length === 0 ? 0 : cum[cum.length - 1]!;
  }

  /** The chunk holding a display position and the rank inside its matches, counted from its newest pull. */
  locate(filter: ResultFilter, displayIndex: number): { chunk: IndexedChunk; rank: number } | undefined {
    const cum = this.cumulativeFor(filter);
    const k = this.position(cum, displayIndex);
    if (k === undefined) return undefined;
    const before = k === 0 ? 0 : cum[k - 1]!;
    return { chunk: this.newest(k), rank: displayIndex - before };
  }

  /** The chunks holding display positions `start` up to `endExclusive`, newest first. */
  covering(filter: ResultFilter, start: number, endExclusive: number): IndexedChunk[] {
    const cum = this.cumulativeFor(filter);
    const first = this.position(cum, start);
    const chunks: IndexedChunk[] = [];
    if (first === undefined) return chunks;
    // Newest-first chunk k covers display positions [cum[k - 1], cum[k]).
    for (let k = first; k < cum.length && (k === 0 ? 0 : cum[k - 1]!) < endExclusive; k++) chunks.push(this.newest(k));
    return chunks;
  }

  /** The k-th newest chunk (0 = the newest). */
  private newest(k: number): IndexedChunk {
    return this.chunks[this.chunks.length - 1 - k]!;
  }

  private cumulativeFor(filter: ResultFilter): Float64Array {
    let cum = this.cumulative.get(filter);
    if (!cum) {
      cum = new Float64Array(this.chunks.length);
      let total = 0;
      for (let k = 0; k < this.chunks.length; k++) {
        total += matchesIn(this.newest(k).rarity, filter);
        cum[k] = total;
      }
      this.cumulative.set(filter, cum);
    }
    return cum;
  }

  /** Newest-first position of the chunk holding a display position, by binary search over the cumulative counts. */
  private position(cum: Float64Array, displayIndex: number): number | undefined {
    if (displayIndex < 0 || cum.length === 0 || displayIndex >= cum[cum.length - 1]!) return undefined;
    let lo = 0;
    let hi = cum.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cum[mid]! > displayIndex) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}
