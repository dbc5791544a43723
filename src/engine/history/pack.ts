/**
 * A finished batch cut into history chunks, ready to store: each chunk encoded with the history codec (so it decodes
 * alone), counted by character, and carrying the counters before its first pull. Runs where the batch was pulled
 * (the worker), so the page only stores what it receives and never loops over millions of pulls.
 */

import { batchRules } from '../pulls/featured';
import type { EngineApi, ProgressCallback, RunBatchRequest, RunBatchResult } from '../api';
import { tallyCharacters } from '../pulls/filter';
import { encodeHistoryBatch } from './codec';
import { KIND_R } from '../pulls/rules';
import type { Rules } from '../pulls/rules';
import type { BannerId, Counters } from '../types';
import type { ImportFileCheck, ImportFileOptions } from './import-file';

export interface PackedChunk {
  /** Position of the chunk's first pull in the batch. */
  readonly offset: number;
  readonly count: number;
  /** Counters before the chunk's first pull. */
  readonly start: Counters;
  /** encodeHistoryBatch of the chunk's pulls. */
  readonly data: Uint8Array<ArrayBuffer>;
  /** Pulls of each roster index in the chunk. */
  readonly tally: Uint32Array<ArrayBuffer>;
}

export interface PackedHistoryBatch {
  readonly banner: BannerId;
  readonly count: number;
  readonly timestamp: number;
  readonly startCounters: Counters;
  readonly counters: Counters;
  readonly seedUsed: number;
  readonly chunks: readonly PackedChunk[];
  /** Pulls of each roster index in the whole batch. */
  readonly tally: Uint32Array<ArrayBuffer>;
  /** Pity values and types of the last chunk's pulls, so it can be shown without decoding. */
  readonly lastPity: Uint8Array<ArrayBuffer>;
  readonly lastTypes: Uint8Array<ArrayBuffer>;
  /** The last `tailLength` pulls (or all, if fewer), for the newest-records list. */
  readonly tail: {
    readonly chars: Uint8Array<ArrayBuffer>;
    readonly pity: Uint8Array<ArrayBuffer>;
    readonly types: Uint8Array<ArrayBuffer>;
  };
}

/**
 * The counters before pull `offset` of a batch: pity is the pity after the previous pull; the SR counter counts the
 * pulls since the last SR-or-better, which lies at most nine back or before the batch's start.
 */
export function countersBefore(rules: Rules, result: RunBatchResult, offset: number): Counters {
  if (offset === 0) return { ...result.startCounters };
  const kind = rules.banners[result.banner].kind;
  let sr = 0;
  let j = offset - 1;
  while (j >= 0 && kind[result.chars[j]!] === KIND_R) {
    sr++;
    j--;
  }
  if (j < 0) sr += result.startCounters.sr;
  return { pity: result.pity[offset - 1]!, sr };
}

export function packHistoryBatch(
  rules: Rules,
  result: RunBatchResult,
  timestamp: number,
  chunkPulls: number,
  tailLength: number,
): PackedHistoryBatch {
  if (!Number.isInteger(chunkPulls) || chunkPulls < 1)
    throw new RangeError(`Chunk size must be positive, got ${chunkPulls}`);
  const { banner, count } = result;
  const rosterLength = rules.roster.length;
  const tally = new Uint32Array(rosterLength);
  const chunks: PackedChunk[] = [];
  for (let offset = 0; offset < count; offset += chunkPulls) {
    const n = Math.min(chunkPulls, count - offset);
    const start = countersBefore(rules, result, offset);
    const chars = result.chars.subarray(offset, offset + n);
    const data = encodeHistoryBatch(rules, { banner, timestamp, startCounters: start, chars });
    // tallyCharacters allocates a fresh, unshared array.
    const chunkTally = tallyCharacters(chars, rosterLength) as Uint32Array<ArrayBuffer>;
    for (let i = 0; i < rosterLength; i++) tally[i]! += chunkTally[i]!;
    chunks.push({ offset, count: n, start, data, tally: chunkTally });
  }
  const lastOffset = chunks.length > 0 ? chunks[chunks.length - 1]!.offset : count;
  const tailStart = Math.max(0, count - tailLength);
  return {
    banner,
    count,
    timestamp,
    startCounters: { ...result.startCounters },
    counters: { ...result.counters },
    seedUsed: result.seedUsed,
    chunks,
    tally,
    lastPity: result.pity.slice(lastOffset),
    lastTypes: result.types.slice(lastOffset),
    tail: {
      chars: result.chars.slice(tailStart),
      pity: result.pity.slice(tailStart),
      types: result.types.slice(tailStart),
    },
  };
}

/** Every buffer of a packed batch, for Comlink.transfer. */
export function packedBuffers(packed: PackedHistoryBatch): ArrayBuffer[] {
  return [
    ...packed.chunks.flatMap((c) => [c.data.buffer, c.tally.buffer]),
    packed.tally.buffer,
    packed.lastPity.buffer,
    packed.lastTypes.buffer,
    packed.tail.chars.buffer,
    packed.tail.pity.buffer,
    packed.tail.types.buffer,
  ];
}

export interface HistoryBatchRequest extends RunBatchRequest {
  /** When the batch was pulled, ms since the epoch; stored in every chunk header. */
  readonly timestamp: number;
  /** Pulls per stored chunk. */
  readonly chunkPulls: number;
  /** How many of the newest pulls to return as plain arrays. */
  readonly tailLength: number;
}

/**
 * The engine worker's API (`workers/engine.worker.ts`, every buffer transferred), what src/lib calls: the roster,
 * batches packed for the history store, and an import file read and its history checked for it.
 */
export interface HistoryEngineApi extends Pick<EngineApi, 'rosterIds'> {
  /** Gets ready for the first batch (the kernels compiled) before it is asked for. */
  warm(): Promise<void>;
  runHistoryBatch(request: HistoryBatchRequest, onProgress?: ProgressCallback): Promise<PackedHistoryBatch>;
  /**
   * checkImportFile (history/import-file.ts): the file read here, vetted by the page through `vet` (a proxied callback),
   * and its history replayed against the worker's rules (built from the same catalogue as the page's).
   */
  checkImportFile(
    file: Blob,
    options: ImportFileOptions,
    vet: (value: unknown) => Promise<boolean>,
  ): Promise<ImportFileCheck>;
}

/** Runs a batch with `engine` and packs it; the worker and the in-page fallback share this. */
export async function runHistoryBatch(
  engine: EngineApi,
  rules: Rules,
  request: HistoryBatchRequest,
  onProgress?: ProgressCallback,
): Promise<PackedHistoryBatch> {
  if (!Number.isFinite(request.timestamp)) throw new RangeError(`Timestamp must be finite, got ${request.timestamp}`);
  if (!Number.isInteger(request.tailLength) || request.tailLength < 0) {
    throw new RangeError(`Tail length must be a non-negative integer, got ${request.tailLength}`);
  }
  const { timestamp, chunkPulls, tailLength, ...batch } = request;
  const result = await engine.runBatch(batch, onProgress);
  // Packed (and so encoded) under the rules it was drawn by: a run's batch is written as the run's.
  return packHistoryBatch(batchRules(rules, batch.featured), result, timestamp, chunkPulls, tailLength);
}
