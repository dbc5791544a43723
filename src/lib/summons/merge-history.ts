import { HISTORY_HEADER_BYTES } from '../../engine/history/codec';
import type { ImportedHistory } from '../../engine/history/import';
import { BANNER_IDS, type BannerId } from '../../engine/types';
import { SiteError } from '../../storage/errors';
import type { BatchRecord, ChunkRecord, HistoryAppend } from '../../storage/stored-history';
import { ROSTER_IDS, addCounts, storedSummary, type CharCounts, type Summary } from './counts';

/**
 * What a Merge adds to the history, decided without any I/O: the caller reads the stored pulls of the candidate
 * batches (those `candidateBatches` names) and hands them in.
 *
 * **When two batches are the same.** The same banner, time (to the millisecond), seed (or both without one), number
 * of pulls and run (the character a Limited run featured, or none: the cheap key, compared on batch records alone),
 * and the same character at every pull, in the current catalogue's order (so a batch stored under an older catalogue
 * order still matches). Pull numbers play no part: a merge renumbers what it adds. Batches are matched one to one,
 * so a history holding a batch twice and a file holding it three times end up with three copies: for each batch, the
 * merge keeps as many copies as the side with more of them. That makes a merge idempotent (merging a file twice adds
 * nothing the second time) and the order of two merges irrelevant to which pulls the history ends up with. A stored
 * batch whose pulls cannot be read matches nothing, so its copy from the file is kept.
 *
 * **Numbering.** The history keeps its pull numbers. The file's batches that are not already there follow the current
 * summon count in the file's order, each with the gap the file has before it (pulls the file counts without holding
 * them), so a file without duplicates is numbered on exactly from the current count. A batch already there takes its
 * gap with it: those pulls are counted already. The file's count past its last batch is carried when that batch was
 * added, and a file without any batch carries its count only into a history that counts nothing yet. The summon count
 * grows by exactly the pulls and gaps carried, so it is unchanged when nothing is added.
 *
 * **Counters.** Each banner that got at least one new batch takes the file's counters for it (the file's newest state
 * of that banner); every other banner keeps its own.
 */

export interface BatchTally {
  readonly batches: number;
  readonly pulls: number;
}

/** What an import wrote: the batches and pulls added, and (a merge) those that were in the history already. */
export interface ImportReport {
  readonly added: BatchTally;
  readonly already: BatchTally;
  /**
   * A Replace: the pulls of a batch shown before a page closed, which the storage never took, dropped with the history
   * the file replaced (see `dropReplacedBatch`).
   */
  readonly dropped?: number;
}

type BatchIdentity = Pick<BatchRecord, 'banner' | 'timestamp' | 'seed' | 'count' | 'featured'>;

/**
 * The part of a batch's identity that its record alone tells: a candidate must share it. Two batches alike but for
 * their run are two batches: the same pulls drawn on two runs are two presses of two buttons.
 */
export function batchKey(batch: BatchIdentity): string {
  return `${batch.banner}|${batch.timestamp}|${batch.seed ?? '-'}|${batch.count}|${batch.featured ?? '-'}`;
}

/** The stored batches that may be one of the file's: only their pulls need reading. */
export function candidateBatches(stored: readonly BatchRecord[], incoming: readonly BatchRecord[]): BatchRecord[] {
  const keys = new Set(incoming.map(batchKey));
  return stored.filter((batch) => keys.has(batchKey(batch)));
}

/** A chunk's pulls in the current catalogue's order (a checked import's chunks are always in it). */
function chunkPulls(chunk: ChunkRecord): Uint8Array {
  if (chunk.chars) return chunk.chars;
  return chunk.data ? chunk.data.subarray(HISTORY_HEADER_BYTES) : new Uint8Array(0);
}

/** `values` in lists by `key`, each list in the order given. */
function groupBy<T, K>(values: readonly T[], key: (value: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const value of values) {
    const group = groups.get(key(value));
    if (group) group.push(value);
    else groups.set(key(value), [value]);
  }
  return groups;
}

/** Each of a checked file's batches' pulls, chunk by chunk, by the batch's number in the file. */
export function importedPulls(history: Pick<ImportedHistory, 'chunks'>): Map<number, Uint8Array[]> {
  const parts = groupBy(history.chunks, (chunk) => chunk.batchId);
  return new Map([...parts].map(([id, list]) => [id, list.map(chunkPulls)]));
}

/** A stored batch with its pulls, read for the comparison, chunk by chunk. */
export interface StoredPulls {
  readonly batch: BatchRecord;
  readonly pulls: readonly Uint8Array[];
}

/**
 * Whether two byte arrays hold the same bytes. Four at a time where both allow it (pulls of a chunk start 24 bytes
 * into its buffer), which makes comparing a batch of ten million pulls a few milliseconds.
 */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let i = 0;
  if (a.byteOffset % 4 === 0 && b.byteOffset % 4 === 0) {
    const words = a.length >>> 2;
    const wa = new Uint32Array(a.buffer, a.byteOffset, words);
    const wb = new Uint32Array(b.buffer, b.byteOffset, words);
    for (; i < words; i++) if (wa[i] !== wb[i]) return false;
    i = words * 4;
  }
  for (; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Whether two runs of pulls, each in parts cut anywhere, are the same pulls. */
function samePulls(a: readonly Uint8Array[], b: readonly Uint8Array[]): boolean {
  const length = (parts: readonly Uint8Array[]) => parts.reduce((n, part) => n + part.length, 0);
  if (length(a) !== length(b)) return false;
  let [i, j, at, bt] = [0, 0, 0, 0];
  while (i < a.length && j < b.length) {
    const pa = a[i]!;
    const pb = b[j]!;
    const n = Math.min(pa.length - at, pb.length - bt);
    if (!sameBytes(pa.subarray(at, at + n), pb.subarray(bt, bt + n))) return false;
    at += n;
    bt += n;
    if (at === pa.length) [i, at] = [i + 1, 0];
    if (bt === pb.length) [j, bt] = [j + 1, 0];
  }
  return true;
}

/**
 * The numbers (in the file) of the file's batches that are already in the history, matched one to one with the
 * stored `candidates`: the first copies in file order are the ones already there.
 */
export function batchesAlreadyThere(
  incoming: readonly BatchRecord[],
  pulls: ReadonlyMap<number, readonly Uint8Array[]>,
  candidates: readonly StoredPulls[],
): Set<number> {
  const open = groupBy(candidates, (candidate) => batchKey(candidate.batch));
  const already = new Set<number>();
  for (const batch of incoming) {
    const unmatched = open.get(batchKey(batch));
    const mine = pulls.get(batch.id);
    if (!unmatched || !mine) continue;
    const at = unmatched.findIndex((candidate) => samePulls(candidate.pulls, mine));
    if (at < 0) continue;
    unmatched.splice(at, 1);
    already.add(batch.id);
  }
  return already;
}

/**
 * The file's batches already in the history, by their number in the file, each with its pulls counted by roster
 * index (counted by the caller, which can give the page a turn while it counts millions of them).
 */
export type AlreadyThere = ReadonlyMap<number, ArrayLike<number>>;

/** `counts` less the pulls of the batches already there, banner by banner. */
function withoutPulls(counts: CharCounts, batches: readonly BatchRecord[], already: AlreadyThere): CharCounts {
  let result = counts;
  for (const batch of batches) {
    result = addCounts(
      result,
      batch.banner,
      Array.from(already.get(batch.id) ?? [], (n) => -n),
    );
  }
  return result;
}

export interface MergeWrite {
  /** Null when the merge adds nothing: the history, count and counters stay exactly as they are. */
  readonly write: HistoryAppend | null;
  readonly report: ImportReport;
}

/**
 * The write a Merge makes, from the history as it is (`current`), the checked file, and the file's batches `already`
 * in the history.
 */
export function mergeWrite(
  current: Summary,
  history: ImportedHistory,
  already: AlreadyThere,
  rosterHash: number,
): MergeWrite {
  const chunksOf = groupBy(history.chunks, (chunk) => chunk.batchId);
  const batches: BatchRecord[] = [];
  const chunks: ChunkRecord[] = [];
  const skipped: BatchRecord[] = [];
  const banners = new Set<BannerId>();
  let count = current.summonCount;
  let fileEnd = 0;
  let lastAdded = false;
  let pulls = 0;
  for (const batch of history.batches) {
    const gap = batch.id - 1 - fileEnd;
    fileEnd = batch.id + batch.count - 1;
    lastAdded = !already.has(batch.id);
    if (!lastAdded) {
      skipped.push(batch);
      continue;
    }
    const shift = count + gap + 1 - batch.id;
    batches.push({
      ...batch,
      id: batch.id + shift,
      chunks: batch.chunks.map((m) => ({ ...m, first: m.first + shift })),
    });
    for (const chunk of chunksOf.get(batch.id) ?? []) {
      chunks.push({ ...chunk, first: chunk.first + shift, batchId: chunk.batchId + shift });
    }
    banners.add(batch.banner);
    count += gap + batch.count;
    pulls += batch.count;
  }
  const tail = history.summonCount - fileEnd;
  if (history.batches.length === 0 ? current.summonCount === 0 : lastAdded) count += Math.max(0, tail);
  if (count > Number.MAX_SAFE_INTEGER) {
    throw new SiteError('simulator-unavailable', { detail: 'the merged summon count is past the safe integers' });
  }
  const report = {
    added: { batches: batches.length, pulls },
    already: { batches: skipped.length, pulls: skipped.reduce((n, b) => n + b.count, 0) },
  };
  if (batches.length === 0 && count === current.summonCount) return { write: null, report };
  const counters = { ...current.counters };
  for (const banner of BANNER_IDS) if (banners.has(banner)) counters[banner] = { ...history.counters[banner] };
  const fileCounts = skipped.length > 0 ? withoutPulls(history.charCounts, skipped, already) : history.charCounts;
  const charCounts = BANNER_IDS.reduce((sum, banner) => addCounts(sum, banner, fileCounts[banner]), current.charCounts);
  return {
    write: {
      batches,
      chunks,
      summary: storedSummary({ summonCount: count, counters, charCounts }),
      roster: { hash: rosterHash, ids: ROSTER_IDS },
    },
    report,
  };
}
