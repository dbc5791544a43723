import type { PullView } from '../components/pull-card';
import { createListeners } from '../storage/listeners';
import { filterIndices, type CharacterMask } from '../engine/pulls/filter';
import type { PityTypeCode } from '../engine/types';
import { ChunkCache } from './chunk-cache';
import { ChunkIndex, type IndexedChunk, type ResultFilter } from './chunk-index';

/**
 * Reads a history of any length for the card grids: newest first, optionally filtered by rarity, a chunk at a time.
 *
 * The whole index (one small entry per chunk, with its rarity counts: chunk-index.ts) lives in memory, so the number
 * of cards for any filter and the chunk holding any display position are known at once without reading pulls. Pull
 * data is read and decoded on demand and kept in a small least-recently-used cache; a chunk's filtered positions are
 * found by one scan of its bytes the first time a filter needs them.
 */

export interface DecodedChunk {
  /** Roster indices in the current catalogue. */
  readonly chars: Uint8Array;
  readonly pity: Uint8Array;
  readonly types: Uint8Array;
  /** A Limited run's chunk: the roster index (current catalogue) the run featured. */
  readonly featured?: number;
}

/** A decoded chunk with the positions of each filter's matches, found the first time the filter needs them. */
interface CachedChunk extends DecodedChunk {
  readonly positions: Partial<Record<Exclude<ResultFilter, 'all'>, Uint32Array>>;
}

/** Reads one chunk's pulls and turns them into current-roster indices, pity values and types. */
export type ChunkLoader = (chunk: IndexedChunk) => Promise<DecodedChunk | undefined>;

const DEFAULT_CACHE_BYTES = 24 * 1024 * 1024;
/** Card views remembered between changes: a few screens' worth. */
const MAX_VIEWS = 4096;

export class HistoryReader {
  /** Replaced whole on a reset, so a read that ends after one can tell that its history is gone. */
  private index = new ChunkIndex();
  private readonly cache: ChunkCache<CachedChunk>;
  private loading = new Map<number, Promise<void>>();
  private readonly listeners = createListeners();
  /** Bumped whenever what getPull returns may have changed. */
  version = 0;
  /**
   * Card views handed out since the last change, by filter and display position: the same pull keeps the same
   * object, so memoised cards skip re-rendering when nothing about them changed.
   */
  private views = new Map<string, PullView>();
  /** Chunks whose data could not be read; shown as gaps rather than retried forever. */
  private failed = new Set<number>();
  /** Chunks taken back by `withdraw`: a read of one that ends later is ignored (a new chunk may start there). */
  private withdrawn = new WeakSet<IndexedChunk>();

  /**
   * `masks` mark the roster indices each filter keeps; they must agree with the rarity counts of the index
   * (top = ssr and ml, sr = sr).
   */
  constructor(
    private readonly loader: ChunkLoader,
    private readonly masks: Readonly<Record<Exclude<ResultFilter, 'all'>, CharacterMask>>,
    maxCacheBytes = DEFAULT_CACHE_BYTES,
  ) {
    this.cache = new ChunkCache(maxCacheBytes);
  }

  /** A reader of no history at all (the simulator could not start). */
  static empty(): HistoryReader {
    return new HistoryReader(async () => undefined, { top: new Uint8Array(0), sr: new Uint8Array(0) });
  }

  readonly subscribe = this.listeners.subscribe;

  private changed(): void {
    this.version++;
    this.views.clear();
    this.listeners.notify();
  }

  /** Replaces the whole index (at start and after a clear). */
  reset(chunks: readonly IndexedChunk[]): void {
    this.index = new ChunkIndex(chunks);
    this.cache.clear();
    this.loading.clear();
    this.failed.clear();
    this.changed();
  }

  /** Appends a batch's chunks; `decoded` (same order) goes straight into the cache so fresh pulls show at once. */
  append(chunks: readonly IndexedChunk[], decoded: readonly (DecodedChunk | undefined)[] = []): void {
    this.index.append(chunks);
    chunks.forEach((chunk, i) => {
      const data = decoded[i];
      if (data) this.remember(chunk.first, data);
    });
    this.changed();
  }

  /**
   * Takes back the newest `chunks`, appended for a batch shown before its save and then refused by the storage:
   * the index, its cached data and any read of them under way are as they were before the append. Chunks that are
   * not the newest are left alone.
   */
  withdraw(chunks: readonly IndexedChunk[]): void {
    if (!this.index.withdraw(chunks)) return;
    for (const chunk of chunks) {
      this.withdrawn.add(chunk);
      this.loading.delete(chunk.first);
      this.failed.delete(chunk.first);
      this.cache.delete(chunk.first);
    }
    this.changed();
  }

  get storedPulls(): number {
    return this.index.storedPulls;
  }

  get chunkCount(): number {
    return this.index.length;
  }

  /** The newest stored chunks first, for rebuilding the mirror. */
  newestChunks(): readonly IndexedChunk[] {
    return this.index.newestFirst();
  }

  count(filter: ResultFilter): number {
    return this.index.count(filter);
  }

  private positionsOf(first: number, cached: CachedChunk, filter: Exclude<ResultFilter, 'all'>): Uint32Array {
    let positions = cached.positions[filter];
    if (!positions) {
      positions = filterIndices(cached.chars, this.masks[filter]);
      cached.positions[filter] = positions;
      this.cache.grow(first, positions.byteLength);
    }
    return positions;
  }

  /**
   * The card at a display position (0 = newest matching pull), or undefined while its chunk is being read (the read
   * is started here).
   */
  getPull(filter: ResultFilter, displayIndex: number): PullView | undefined {
    const key = `${filter}:${displayIndex}`;
    const seen = this.views.get(key);
    if (seen) return seen;
    const located = this.index.locate(filter, displayIndex);
    if (!located) return undefined;
    const { chunk, rank } = located;
    const cached = this.cache.touch(chunk.first);
    if (!cached) {
      void this.load(chunk);
      return undefined;
    }
    let offset: number;
    if (filter === 'all') {
      offset = chunk.count - 1 - rank;
    } else {
      const positions = this.positionsOf(chunk.first, cached, filter);
      const at = positions[positions.length - 1 - rank];
      if (at === undefined) return undefined;
      offset = at;
    }
    const view: PullView = {
      characterIndex: cached.chars[offset]!,
      pityType: cached.types[offset]! as PityTypeCode,
      pullNumber: chunk.first + offset,
    };
    if (this.views.size >= MAX_VIEWS) this.views.clear();
    this.views.set(key, view);
    return view;
  }

  /** Starts reading every chunk behind a range of display positions. */
  prefetch(filter: ResultFilter, start: number, endExclusive: number): void {
    for (const chunk of this.index.covering(filter, start, endExclusive)) {
      if (!this.cache.has(chunk.first)) void this.load(chunk);
    }
  }

  /** A chunk's decoded pulls, reading it if needed (for the mirror rebuild). */
  async read(chunk: IndexedChunk): Promise<DecodedChunk | undefined> {
    const cached = this.cache.touch(chunk.first);
    if (cached) return cached;
    await this.load(chunk);
    return this.cache.peek(chunk.first);
  }

  private load(chunk: IndexedChunk): Promise<void> {
    if (this.failed.has(chunk.first)) return Promise.resolve();
    let pending = this.loading.get(chunk.first);
    if (pending) return pending;
    const generation = this.index;
    pending = this.loader(chunk)
      .catch(() => undefined)
      .then((decoded) => {
        this.loading.delete(chunk.first);
        // A clear or reload replaced the index meanwhile: this data belongs to a history that is gone.
        if (generation !== this.index || this.withdrawn.has(chunk)) return;
        if (!decoded || decoded.chars.length !== chunk.count) {
          this.failed.add(chunk.first);
        } else {
          this.remember(chunk.first, decoded);
        }
        this.changed();
      });
    this.loading.set(chunk.first, pending);
    return pending;
  }

  private remember(first: number, data: DecodedChunk): void {
    const bytes = data.chars.byteLength + data.pity.byteLength + data.types.byteLength;
    this.cache.remember(first, { ...data, positions: {} }, bytes);
  }
}
