import { tallyCharacters } from '../../engine/pulls/filter';
import { HISTORY_HEADER_BYTES } from '../../engine/history/codec';
import type { ImportedHistory } from '../../engine/history/import';
import type { BatchRecord, ChunkRecord } from '../../storage/stored-history';
import { yieldToPage } from '../activity';
import { decodeChunk } from '../history-chunks';
import { ROSTER_IDS } from './counts';
import {
  batchKey,
  batchesAlreadyThere,
  candidateBatches,
  importedPulls,
  sameBytes,
  type AlreadyThere,
  type StoredPulls,
} from './merge-history';
import type { HistorySession } from './session';

/**
 * Which of a checked file's batches the stored history holds already, for a Merge: ./merge-history.ts decides, this
 * reads what it needs. Only the stored batches with a file batch's banner, time, seed, length and run have their
 * pulls read, so a merge reads little more than the batch records.
 *
 * A stored chunk whose bytes are exactly those of the chunk at the same place in a file batch of the same key is
 * taken as it is: the import's replay has checked those very bytes, so decoding them again would prove nothing
 * (merging a backup into the data it came from then compares its pulls without replaying them on the page). Any
 * other chunk is decoded, so a damaged one makes its batch match nothing and the file's copy is kept.
 */

function add<K, V>(lists: Map<K, V[]>, key: K, value: V): void {
  const list = lists.get(key);
  if (list) list.push(value);
  else lists.set(key, [value]);
}

/** Pulls counted between turns for the page. */
const COUNTED_PER_TURN = 1 << 20;

/** A stored batch's pulls in the current catalogue's order, chunk by chunk, or undefined when one cannot be read. */
async function storedPulls(
  session: HistorySession,
  batch: BatchRecord,
  rosters: ReadonlyMap<number, readonly string[]>,
  twins: readonly (readonly ChunkRecord[])[],
): Promise<Uint8Array[] | undefined> {
  const { id: batchId, banner, timestamp, rosterHash } = batch;
  const parts: Uint8Array[] = [];
  for (const [k, meta] of batch.chunks.entries()) {
    const record = await session.backend.readChunk(meta.first);
    if (!record) return undefined;
    const data = record.data;
    const recorded = record.chars && record.pity && record.types;
    const checked =
      !recorded &&
      data !== undefined &&
      rosterHash === session.rules.rosterHash &&
      twins.some((chunks) => chunks[k]?.data !== undefined && sameBytes(chunks[k].data, data));
    if (checked) {
      parts.push(data.subarray(HISTORY_HEADER_BYTES));
      continue;
    }
    try {
      parts.push(
        decodeChunk(session.rules, { ...meta, batchId, banner, timestamp, rosterHash }, record, rosters).chars,
      );
    } catch {
      // A damaged chunk: this batch matches nothing, so the file's copy is kept.
      return undefined;
    }
  }
  return parts;
}

/** The pulls of the batches `ids`, counted by roster index, with a turn for the page every million pulls. */
async function counted(
  ids: ReadonlySet<number>,
  pulls: ReadonlyMap<number, readonly Uint8Array[]>,
): Promise<Map<number, Uint32Array>> {
  const tallies = new Map<number, Uint32Array>();
  let sinceTurn = 0;
  for (const id of ids) {
    const tally = new Uint32Array(ROSTER_IDS.length);
    for (const part of pulls.get(id) ?? []) {
      if (sinceTurn >= COUNTED_PER_TURN) {
        await yieldToPage();
        sinceTurn = 0;
      }
      tallyCharacters(part, ROSTER_IDS.length).forEach((n, i) => (tally[i]! += n));
      sinceTurn += part.length;
    }
    tallies.set(id, tally);
  }
  return tallies;
}

/** The file's batches already in the stored history, with their pulls counted (see ./merge-history.ts). */
export async function alreadyStored(session: HistorySession, history: ImportedHistory): Promise<AlreadyThere> {
  if (history.batches.length === 0) return new Map();
  const stored = await session.load();
  if (!stored) return new Map();
  const chunksOf = new Map<number, ChunkRecord[]>();
  for (const chunk of history.chunks) add(chunksOf, chunk.batchId, chunk);
  const twinsOf = new Map<string, ChunkRecord[][]>();
  for (const batch of history.batches) add(twinsOf, batchKey(batch), chunksOf.get(batch.id) ?? []);
  const candidates: StoredPulls[] = [];
  for (const batch of candidateBatches(stored.batches, history.batches)) {
    const pulls = await storedPulls(session, batch, stored.rosters, twinsOf.get(batchKey(batch)) ?? []);
    if (pulls) candidates.push({ batch, pulls });
  }
  if (candidates.length === 0) return new Map();
  const pulls = importedPulls(history);
  return counted(batchesAlreadyThere(history.batches, pulls, candidates), pulls);
}
