import { builtOnce, z } from './schema';
import type { BatchRecord, ChunkMeta, ChunkRecord } from '../engine/history/records';
import type { RarityCounts } from '../engine/roster';
import { BANNER_IDS, type BannerId, type Counters } from '../engine/types';

/**
 * The stored history's records as the site reads and writes them, whichever backend keeps them, and their
 * validation: everything read back is checked, and a bad record is dropped alone.
 */

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

/** The summon count a stored history stands for: its summary's, or more when its newest batch reaches further. */
export function storedCount(summary: StoredSummary | undefined, newest: BatchRecord | undefined): number {
  return Math.max(summary?.summonCount ?? 0, newest ? newest.id + newest.count - 1 : 0);
}

/**
 * The stored history's schemas (built on first use: see `builtOnce`). The data file's schema
 * (src/lib/data-file/format.ts) is built from these pieces too, so the two cannot drift.
 */
export const historySchemas = builtOnce(() => {
  /** A count of pulls: an integer from 0 up to the largest exact one. */
  const count = z.int().check(z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER));
  /** A banner's counters as stored: pity 0..80, SR counter 0..9. */
  const counters = z.object({
    pity: z.int().check(z.minimum(0), z.maximum(80)),
    sr: z.int().check(z.minimum(0), z.maximum(9)),
  });
  const bannerCounters = z.object({ limited: counters, perma: counters, ml: counters });
  const banner = z.enum(BANNER_IDS);
  /** A character's id as stored. */
  const characterId = z.string().check(z.minLength(1), z.maxLength(100));
  /** Character ids, which stored pull bytes index into (one byte each, so at most 255). */
  const roster = z.array(characterId).check(z.maxLength(255));
  const hash = z.int().check(z.minimum(0), z.maximum(0xffffffff));
  /** A pull number, or a batch's length: an integer from 1 up to the largest exact one. */
  const pullNumber = z.int().check(z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER));
  /** A batch's time in milliseconds, within what a Date can hold. */
  const timestamp = z.number().check(z.minimum(0), z.maximum(8.64e15));
  /** A batch's seed, null for pulls made without a recorded one. */
  const seed = z.nullable(z.int().check(z.minimum(0), z.maximum(0xffffffff)));

  const summary = z.object({
    summonCount: count,
    counters: bannerCounters,
    charCounts: z.object({
      limited: z.array(count).check(z.maxLength(255)),
      perma: z.array(count).check(z.maxLength(255)),
      ml: z.array(count).check(z.maxLength(255)),
    }),
    roster,
  });

  const chunkMeta = z.object({
    first: pullNumber,
    count: z.int().check(z.minimum(1), z.maximum(CHUNK_PULLS)),
    start: counters,
    rarity: z.tuple([count, count, count, count]),
  });

  const batch = z.object({
    id: pullNumber,
    banner,
    timestamp,
    count: pullNumber,
    start: counters,
    end: counters,
    seed,
    rosterHash: hash,
    chunks: z.array(chunkMeta).check(z.minLength(1)),
    featured: z.optional(characterId),
  });

  const bytes = z.instanceof(Uint8Array);
  const position = z.int().check(z.minimum(1));
  const chunk = z.union([
    z.object({ first: position, batchId: position, data: bytes }),
    z.object({ first: position, batchId: position, chars: bytes, pity: bytes, types: bytes }),
  ]);
  return {
    count,
    counters,
    bannerCounters,
    banner,
    characterId,
    roster,
    pullNumber,
    timestamp,
    seed,
    summary,
    batch,
    chunk,
  };
});

export function parseSummary(value: unknown): StoredSummary | undefined {
  // A history never saved has no summary: nothing to check, so nothing to build the schemas for.
  if (value === undefined) return undefined;
  const parsed = historySchemas().summary.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** A batch whose chunks tile it exactly; anything else cannot be read safely. */
export function parseBatch(value: unknown): BatchRecord | undefined {
  const parsed = historySchemas().batch.safeParse(value);
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
  const parsed = historySchemas().chunk.safeParse(value);
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

/** When the summary record is lost but batches survive: the count and counters they imply. */
export function summaryFromBatches(batches: readonly BatchRecord[]): StoredSummary {
  const summary = emptySummary([]);
  const counters = { ...summary.counters };
  for (const batch of batches) counters[batch.banner] = { ...batch.end };
  const last = batches[batches.length - 1];
  return { ...summary, counters, summonCount: last ? last.id + last.count - 1 : 0 };
}
