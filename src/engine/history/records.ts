import type { RarityCounts } from '../roster';
import type { BannerId, Counters } from '../types';

/**
 * The stored pull history's record shapes (src/storage/history-db.ts keeps them in IndexedDB): one batch record per
 * press of a pull button, its pulls in chunks of at most CHUNK_PULLS.
 */

export interface ChunkMeta {
  /** Pull number of the chunk's first pull; also its key in `chunks`. */
  readonly first: number;
  readonly count: number;
  /** Counters before the chunk's first pull. */
  readonly start: Counters;
  /** Pulls of each rarity, in RARITY_IDS order, so filters know their totals without reading pulls. */
  readonly rarity: RarityCounts;
}

export interface BatchRecord {
  /** The pull number of the batch's first pull: unique, and increasing in history order. */
  readonly id: number;
  readonly banner: BannerId;
  readonly timestamp: number;
  readonly count: number;
  readonly start: Counters;
  readonly end: Counters;
  /** The seed the player typed, when there was one. */
  readonly seed: number | null;
  readonly rosterHash: number;
  readonly chunks: readonly ChunkMeta[];
  /**
   * A Limited run's batch: the id of the character the run featured, when not the catalogue's own featured one.
   * Absent on every other batch, so those stay as earlier builds wrote them.
   */
  readonly featured?: string;
}

/**
 * A chunk's pulls. Normally `data`: the engine's history codec (a 24-byte header with banner, timestamp, roster hash
 * and the counters before the first pull, then one byte a pull), which decodes alone. Chunks rebuilt from the
 * localStorage mirror when IndexedDB is unavailable hold `chars`, `pity` and `types` as recorded instead, since the
 * counters before them are not known.
 */
export interface ChunkRecord {
  readonly first: number;
  readonly batchId: number;
  readonly data?: Uint8Array;
  readonly chars?: Uint8Array;
  readonly pity?: Uint8Array;
  readonly types?: Uint8Array;
}
