import type { PackedHistoryBatch } from '../engine/history/pack';
import { tallyCharacters } from '../engine/pulls/filter';
import {
  HISTORY_HEADER_BYTES,
  decodeHistoryBatch,
  derivePity,
  readHistoryHeader,
  rulesOfBatch,
} from '../engine/history/codec';
import { HARD_PITY, type Rules } from '../engine/pulls/rules';
import { rarityCounts, rosterRemap } from '../engine/roster';
import { PITY_TYPE_LABELS, type BannerId, type PityTypeCode } from '../engine/types';
import type { BatchRecord, ChunkMeta, ChunkRecord, StoredHistory } from '../storage/stored-history';
import type { SummonRecord } from '../storage/summon-mirrors';
import type { DecodedChunk } from './history-reader';
import type { IndexedChunk } from './chunk-index';

/**
 * Between the engine's typed arrays and the stored history: cutting a batch into codec-encoded chunks, decoding
 * chunks back (also when the catalogue order changed since they were written), and building the specification's
 * record objects for the localStorage mirror.
 */

export interface StorableBatch {
  readonly batch: BatchRecord;
  readonly chunks: ChunkRecord[];
  readonly indexed: IndexedChunk[];
  /** The newest chunk, decoded, for the card cache. */
  readonly newest: DecodedChunk;
}

/**
 * The records to store for a batch the engine packed, numbered from `firstPull`; `featured` is the id of a Limited
 * run's character (see `BatchRecord.featured`).
 */
export function storableBatch(
  rules: Rules,
  packed: PackedHistoryBatch,
  firstPull: number,
  seed: number | null,
  featured?: string,
): StorableBatch {
  const { banner, timestamp } = packed;
  const metas: ChunkMeta[] = packed.chunks.map((chunk) => ({
    first: firstPull + chunk.offset,
    count: chunk.count,
    start: chunk.start,
    rarity: rarityCounts(rules, chunk.tally),
  }));
  const batch: BatchRecord = {
    id: firstPull,
    banner,
    timestamp,
    count: packed.count,
    start: packed.startCounters,
    end: packed.counters,
    seed,
    rosterHash: rules.rosterHash,
    chunks: metas,
    ...(featured === undefined ? {} : { featured }),
  };
  const chunks = packed.chunks.map((chunk) => ({
    first: firstPull + chunk.offset,
    batchId: firstPull,
    data: chunk.data,
  }));
  const indexed = metas.map((meta) => ({
    ...meta,
    batchId: firstPull,
    banner,
    timestamp,
    rosterHash: rules.rosterHash,
  }));
  const last = packed.chunks[packed.chunks.length - 1]!;
  const newest: DecodedChunk = {
    chars: last.data.subarray(HISTORY_HEADER_BYTES),
    pity: packed.lastPity,
    types: packed.lastTypes,
  };
  return { batch, chunks, indexed, newest };
}

/**
 * A chunk rebuilt from mirror records holds its pulls as recorded. Its bytes are checked like any stored value: a
 * character the catalogue does not have, a pity past hard pity or an unknown pity type makes the chunk unreadable
 * (shown as a gap) rather than cards that cannot exist.
 */
function recordedPulls(
  rules: Rules,
  chunk: IndexedChunk,
  record: ChunkRecord,
  rosters: ReadonlyMap<number, readonly string[]>,
): DecodedChunk {
  let chars = record.chars!;
  const pity = record.pity!;
  const types = record.types!;
  if (chunk.rosterHash !== rules.rosterHash) {
    const table = rosters.get(chunk.rosterHash);
    if (!table) throw new Error('History chunk written against an unknown roster');
    const remap = rosterRemap(
      table,
      rules.roster.map((c) => c.id),
    );
    chars = chars.map((index) => remap[index] ?? 255);
  }
  for (let i = 0; i < chars.length; i++) {
    if (chars[i]! >= rules.roster.length || pity[i]! > HARD_PITY || types[i]! >= PITY_TYPE_LABELS.length) {
      throw new Error(`Corrupt history: recorded pull ${i} cannot exist`);
    }
  }
  return { chars, pity, types };
}

/**
 * A stored chunk's pulls in the current catalogue's indices. Chunks written under another roster order are mapped
 * through the roster table saved with them and replayed with the current rules.
 */
export function decodeChunk(
  rules: Rules,
  chunk: IndexedChunk,
  record: ChunkRecord,
  rosters: ReadonlyMap<number, readonly string[]>,
): DecodedChunk {
  if (record.chars && record.pity && record.types) return recordedPulls(rules, chunk, record, rosters);
  const data = record.data;
  if (!data) throw new Error('Empty history chunk');
  if (chunk.rosterHash === rules.rosterHash) {
    const { chars, pity, types, featured } = decodeHistoryBatch(rules, data);
    return featured === undefined ? { chars, pity, types } : { chars, pity, types, featured };
  }
  const table = rosters.get(chunk.rosterHash);
  if (!table) throw new Error('History chunk written against an unknown roster');
  const remap = rosterRemap(
    table,
    rules.roster.map((c) => c.id),
  );
  const chars = data.slice(HISTORY_HEADER_BYTES).map((index) => remap[index] ?? 255);
  // A run's featured character is a roster index like the pulls, and moves with them.
  const written = readHistoryHeader(data).featured;
  const featured = written === undefined ? undefined : (remap[written] ?? 255);
  const { pity, types } = derivePity(rulesOfBatch(rules, featured), chunk.banner, chunk.start, chars);
  return featured === undefined ? { chars, pity, types } : { chars, pity, types, featured };
}

/**
 * Records in the specification's shape for pulls [from, to) of one run of pulls (same banner and time), newest
 * first, at most `limit`. `first` is the pull number of position 0.
 */
export function recordsFrom(
  rules: Rules,
  run: { banner: BannerId; timestamp: number; first: number },
  pulls: DecodedChunk,
  limit: number,
): SummonRecord[] {
  const records: SummonRecord[] = [];
  for (let i = pulls.chars.length - 1; i >= 0 && records.length < limit; i--) {
    const character = rules.roster[pulls.chars[i]!];
    if (!character) continue;
    records.push({
      character: character.name,
      banner: run.banner,
      pityCount: pulls.pity[i]!,
      pityType: PITY_TYPE_LABELS[pulls.types[i] as PityTypeCode] ?? 'no pity',
      timestamp: run.timestamp,
      pullNumber: run.first + i,
    });
  }
  return records;
}

/**
 * When IndexedDB is unavailable, the mirror's newest records are the only history there is: rebuilt here as chunks
 * holding their recorded pity values and types, one run of consecutive pulls with the same banner and time per
 * batch. Records naming characters the catalogue no longer has are left out.
 */
export function historyFromRecords(
  rules: Rules,
  records: readonly SummonRecord[],
): Pick<StoredHistory, 'batches'> & { chunks: ChunkRecord[]; tally: Record<BannerId, Uint32Array> } {
  const byName = new Map(rules.roster.map((c, i) => [c.name, i]));
  const oldestFirst = [...records].reverse().filter((r) => byName.has(r.character));
  const batches: BatchRecord[] = [];
  const chunks: ChunkRecord[] = [];
  const tally: Record<BannerId, Uint32Array> = {
    limited: new Uint32Array(rules.roster.length),
    perma: new Uint32Array(rules.roster.length),
    ml: new Uint32Array(rules.roster.length),
  };
  let runStart = 0;
  for (let i = 1; i <= oldestFirst.length; i++) {
    const prev = oldestFirst[i - 1]!;
    const next = oldestFirst[i];
    const continues =
      next !== undefined &&
      next.banner === prev.banner &&
      next.timestamp === prev.timestamp &&
      next.pullNumber === prev.pullNumber + 1;
    if (continues) continue;
    const run = oldestFirst.slice(runStart, i);
    runStart = i;
    const first = run[0]!;
    const chars = Uint8Array.from(run, (r) => byName.get(r.character)!);
    const pity = Uint8Array.from(run, (r) => r.pityCount);
    const types = Uint8Array.from(run, (r) => PITY_TYPE_LABELS.indexOf(r.pityType));
    const runTally = tallyCharacters(chars, rules.roster.length);
    runTally.forEach((n, index) => (tally[first.banner][index]! += n));
    const start = { pity: 0, sr: 0 };
    batches.push({
      id: first.pullNumber,
      banner: first.banner,
      timestamp: first.timestamp,
      count: run.length,
      start,
      end: { pity: run[run.length - 1]!.pityCount, sr: 0 },
      seed: null,
      rosterHash: rules.rosterHash,
      chunks: [{ first: first.pullNumber, count: run.length, start, rarity: rarityCounts(rules, runTally) }],
    });
    chunks.push({ first: first.pullNumber, batchId: first.pullNumber, chars, pity, types });
  }
  return { batches, chunks, tally };
}
