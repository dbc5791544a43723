import { decodeBase64 } from '../base64';
import { tallyCharacters } from '../pulls/filter';
import {
  CorruptHistoryError,
  HISTORY_HEADER_BYTES,
  derivePity,
  encodeHistoryBatch,
  readHistoryHeader,
  recordedFeatured,
  rulesOfBatch,
} from './codec';
import type { HistoryDamage, HistoryPart } from './damage';
import { RunFault, namedRunFault, type ImportRunFault } from './import-runs';
import type { BatchRecord, ChunkMeta, ChunkRecord } from './records';
import { rarityCounts, rosterRemap } from '../roster';
import type { Rules } from '../pulls/rules';
import { BANNER_IDS, PITY_TYPE_LABELS, type BannerId, type Counters } from '../types';

/**
 * The pull history of an import file, checked whole: every chunk decoded, its characters moved to the current
 * roster, and replayed against the rules, so counters, pity and chunk boundaries are proven before anything is
 * written. Pure and synchronous, so it runs in the engine worker (a file of 256 MB takes seconds) and, where workers
 * are unavailable, on the page.
 *
 * The records it returns are the history store's (history/records.ts): the store writes them as they are.
 */

/** The `summons` part of a data file, as its schema has checked it (types and ranges only). */
export interface ImportSummons {
  readonly summonCount: number;
  readonly counters: Readonly<Record<BannerId, Counters>>;
  readonly roster: readonly string[];
  readonly batches: readonly ImportBatchEntry[];
}

export interface ImportBatchEntry {
  readonly first: number;
  readonly banner: BannerId;
  readonly timestamp: number;
  readonly seed: number | null;
  readonly count: number;
  /** A Limited run's batch: the id of the character the run featured (a data file of version 3), as its chunks say. */
  readonly featured?: string;
  /**
   * The history codec's bytes in base64 (or already decoded, as history/import-file.ts reads them), or pulls kept as
   * recorded by an earlier version of the site.
   */
  readonly chunks: readonly (
    string | Uint8Array<ArrayBuffer> | { readonly chars: string; readonly pity: string; readonly types: string }
  )[];
}

export interface ImportedHistory {
  readonly summonCount: number;
  readonly counters: Readonly<Record<BannerId, Counters>>;
  readonly batches: readonly BatchRecord[];
  readonly chunks: readonly ChunkRecord[];
  /** Pulls of each character per banner, by current roster index. */
  readonly charCounts: Readonly<Record<BannerId, readonly number[]>>;
  readonly pulls: number;
}

export type HistoryCheck =
  | { readonly ok: true; readonly history: ImportedHistory }
  /** `damage` names the first damaged part (the page words it, and adds what it means for their data). */
  | { readonly ok: false; readonly damage: HistoryDamage }
  /** A batch disagrees with the run it names: the page words it. */
  | { readonly ok: false; readonly run: ImportRunFault };

class FileFault extends Error {
  constructor(readonly damage: HistoryDamage) {
    super(damage.damage);
  }
}

function fault(damage: HistoryDamage): FileFault {
  return new FileFault(damage);
}

/** A fault of the codec's, or of the counters it starts from, at part `at`; any other error is a bug, thrown on. */
function encodedFault(at: HistoryPart, error: unknown): FileFault {
  if (error instanceof CorruptHistoryError) return fault({ damage: 'encoded', at, fault: error.fault });
  if (error instanceof RangeError) return fault({ damage: 'counters', at });
  throw error;
}

/**
 * Checks a file's pull history against `rules`; chunks hold at most `chunkPulls` pulls. A fault names the first damaged
 * part.
 */
export function checkImportedHistory(summons: ImportSummons, rules: Rules, chunkPulls: number): HistoryCheck {
  try {
    return { ok: true, history: checkHistory(summons, rules, chunkPulls) };
  } catch (error) {
    if (error instanceof FileFault) return { ok: false, damage: error.damage };
    if (error instanceof RunFault) return { ok: false, run: error.fault };
    throw error;
  }
}

/**
 * The counters alone, as the file's schema reads them: the replay may be given the file's own objects
 * (history/import-file.ts), which keep any other keys they hold.
 */
function countersOf(counters: ImportSummons['counters']): Record<BannerId, Counters> {
  const only = ({ pity, sr }: Counters): Counters => ({ pity, sr });
  return { limited: only(counters.limited), perma: only(counters.perma), ml: only(counters.ml) };
}

/** The history of a file without pulls: its count and counters only. It needs no rules. */
export function emptyImportedHistory(summons: ImportSummons): ImportedHistory {
  const charCounts = { limited: [], perma: [], ml: [] };
  return {
    summonCount: summons.summonCount,
    counters: countersOf(summons.counters),
    batches: [],
    chunks: [],
    charCounts,
    pulls: 0,
  };
}

/** The buffers a checked history's pull bytes live in, each once: what a worker transfers rather than copies. */
export function importedHistoryBuffers(history: ImportedHistory): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  for (const chunk of history.chunks) {
    for (const bytes of [chunk.data, chunk.chars, chunk.pity, chunk.types]) {
      if (bytes && bytes.buffer instanceof ArrayBuffer) buffers.add(bytes.buffer);
    }
  }
  return [...buffers];
}

function sameCounters(a: Counters, b: Counters): boolean {
  return a.pity === b.pity && a.sr === b.sr;
}

/** Pulls in the file's roster indices, moved to the current roster's; a fault names the first that cannot be. */
function mapChars(chars: Uint8Array, roster: readonly string[], remap: Uint8Array, at: HistoryPart): Uint8Array {
  const out = new Uint8Array(chars.length);
  for (let i = 0; i < chars.length; i++) {
    const index = chars[i]!;
    if (index >= roster.length) {
      throw fault({ damage: 'roster-index', at, pull: i + 1, index, roster: roster.length });
    }
    const mapped = remap[index]!;
    if (mapped === 255) {
      throw fault({ damage: 'unknown-character', id: roster[index]! });
    }
    out[i] = mapped;
  }
  return out;
}

/** Decodes, remaps and replays every chunk; returns the records to store, numbered as in the file. */
function checkHistory(summons: ImportSummons, rules: Rules, chunkPulls: number): ImportedHistory {
  if (summons.batches.length === 0) return emptyImportedHistory(summons);
  const charCounts: Record<BannerId, number[]> = {
    limited: [],
    perma: [],
    ml: [],
  };
  const history = {
    summonCount: summons.summonCount,
    counters: countersOf(summons.counters),
    batches: [] as BatchRecord[],
    chunks: [] as ChunkRecord[],
    charCounts,
    pulls: 0,
  };
  const currentIds = rules.roster.map((c) => c.id);
  for (const banner of BANNER_IDS) charCounts[banner] = currentIds.map(() => 0);
  if (new Set(summons.roster).size !== summons.roster.length) {
    throw fault({ damage: 'roster-twice' });
  }
  const remap = rosterRemap(summons.roster, currentIds);
  const sameRoster =
    summons.roster.length === currentIds.length && summons.roster.every((id, i) => id === currentIds[i]);
  let next = 1;
  summons.batches.forEach((entry, b) => {
    const batch = b + 1;
    if (entry.first < next) throw fault({ damage: 'overlap', batch });
    const metas: ChunkMeta[] = [];
    let position = entry.first;
    let chain: Counters | null = null;
    let end: Counters = { pity: 0, sr: 0 };
    // One press of a pull button is on one run: every part of a batch features the character it names, or, when it
    // names none, the character its first part names (`import-runs.ts`).
    let recorded: number | undefined;
    let named = entry.featured;
    entry.chunks.forEach((chunk, c) => {
      const at: HistoryPart = { batch, part: c + 1 };
      let chars: Uint8Array;
      let start: Counters;
      let record: ChunkRecord;
      if (typeof chunk === 'string' || chunk instanceof Uint8Array) {
        const bytes = typeof chunk === 'string' ? decodeBase64(chunk) : chunk;
        if (!bytes) throw fault({ damage: 'not-base64', at });
        let header: ReturnType<typeof readHistoryHeader>;
        try {
          header = readHistoryHeader(bytes);
        } catch (error) {
          throw encodedFault(at, error);
        }
        if (header.banner !== entry.banner || header.timestamp !== entry.timestamp) {
          throw fault({ damage: 'other-batch', at });
        }
        if (header.count === 0 || header.count > chunkPulls) {
          throw fault({ damage: 'part-size', at, count: header.count });
        }
        start = header.startCounters;
        if (chain && !sameCounters(chain, start)) {
          throw fault({ damage: 'chain', at });
        }
        chars = mapChars(bytes.subarray(HISTORY_HEADER_BYTES), summons.roster, remap, at);
        // A Limited run's chunk names its featured character by the same roster index as its pulls.
        const featured =
          header.featured === undefined
            ? undefined
            : mapChars(Uint8Array.of(header.featured), summons.roster, remap, { ...at, featured: true })[0];
        if (c === 0 && named === undefined && header.featured !== undefined) named = summons.roster[header.featured];
        const runFault = namedRunFault(named, header.featured, summons.roster, b);
        if (runFault) throw new RunFault(runFault);
        let runRules: Rules;
        let replay: ReturnType<typeof derivePity>;
        try {
          runRules = rulesOfBatch(rules, featured);
          replay = derivePity(runRules, entry.banner, start, chars);
        } catch (error) {
          throw encodedFault(at, error);
        }
        chain = replay.endCounters;
        end = replay.endCounters;
        // What the store records: no run when the run's character is the catalogue's own.
        recorded = recordedFeatured(runRules, entry.banner);
        // Bytes written for this very roster, as the store writes them, are stored as they are; others are re-encoded.
        const data =
          sameRoster && header.rosterHash === rules.rosterHash && header.featured === recorded
            ? bytes
            : encodeHistoryBatch(runRules, {
                banner: entry.banner,
                timestamp: entry.timestamp,
                startCounters: start,
                chars,
              });
        record = { first: position, batchId: entry.first, data };
      } else {
        // Pulls recorded before the codec (and before runs) are of no run.
        const runFault = namedRunFault(named, undefined, summons.roster, b);
        if (runFault) throw new RunFault(runFault);
        const raw = [chunk.chars, chunk.pity, chunk.types].map(decodeBase64);
        const [rawChars, pity, types] = raw;
        if (!rawChars || !pity || !types) throw fault({ damage: 'not-base64', at });
        const n = rawChars.length;
        if (n === 0 || n > chunkPulls || pity.length !== n || types.length !== n) {
          throw fault({ damage: 'lengths', at });
        }
        if (pity.some((p) => p > 80) || types.some((t) => t >= PITY_TYPE_LABELS.length)) {
          throw fault({ damage: 'recorded-range', at });
        }
        chars = mapChars(rawChars, summons.roster, remap, at);
        start = { pity: 0, sr: 0 };
        chain = null;
        end = { pity: pity[n - 1]!, sr: 0 };
        record = { first: position, batchId: entry.first, chars, pity, types };
      }
      const tally = tallyCharacters(chars, currentIds.length);
      tally.forEach((n, index) => (charCounts[entry.banner][index]! += n));
      metas.push({ first: position, count: chars.length, start, rarity: rarityCounts(rules, tally) });
      history.chunks.push(record);
      position += chars.length;
    });
    if (position - entry.first !== entry.count) {
      throw fault({ damage: 'count', batch, says: entry.count, holds: position - entry.first });
    }
    history.batches.push({
      id: entry.first,
      banner: entry.banner,
      timestamp: entry.timestamp,
      count: entry.count,
      start: metas[0]!.start,
      end,
      seed: entry.seed,
      rosterHash: rules.rosterHash,
      chunks: metas,
      ...(recorded === undefined ? {} : { featured: currentIds[recorded]! }),
    });
    history.pulls += entry.count;
    next = position;
  });
  if (next - 1 > summons.summonCount) {
    throw fault({ damage: 'summon-count', summonCount: summons.summonCount, last: next - 1 });
  }
  return history;
}
