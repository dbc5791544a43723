import { checkHistoryBatch, encodeHistoryBatch, readHistoryHeader, rulesOfBatch } from '../../engine/history/codec';
import type { ImportedHistory } from '../../engine/history/import';
import type { Rules } from '../../engine/pulls/rules';
import type { BannerId } from '../../engine/types';
import { SiteError } from '../../storage/errors';
import { emptySummary, type HistoryAppend } from '../../storage/stored-history';
import type { HistoryBackend } from '../../storage/history-backend';
import type { HistoryView } from './state';
import { decodeChunk } from '../history-chunks';
import { ROSTER_IDS, storedSummary, sumCounts, summaryOf, zeroCharCounts, zeroCounters, type Summary } from './counts';
import { alreadyStored } from './already-stored';
import { mergeWrite, type ImportReport } from './merge-history';
import { yieldToPage } from '../activity';
import type { HistorySession } from './session';

/**
 * The history in and out of a data file: read whole for an export, and the write an import makes. The data file's
 * own format lives in `../data-file`.
 */

/** One batch of the history as exported: its pulls encoded for the current roster. */
export interface ExportedBatch {
  readonly first: number;
  readonly banner: BannerId;
  readonly timestamp: number;
  readonly seed: number | null;
  readonly count: number;
  /**
   * A Limited run's batch: the id of the character its chunks (codec version 2) say the run featured. Taken from the
   * chunks as exported, so a file always agrees with its pulls.
   */
  readonly featured?: string;
  /** Codec bytes, or (pulls kept from an earlier version's records) the recorded pulls, pity values and types. */
  readonly chunks: readonly (
    | { readonly data: Uint8Array }
    | { readonly chars: Uint8Array; readonly pity: Uint8Array; readonly types: Uint8Array }
  )[];
}

export interface HistoryExportSummary extends Pick<Summary, 'summonCount' | 'counters'> {
  /** Character ids: what the exported pull bytes index into. */
  readonly roster: readonly string[];
  readonly pulls: number;
  /** Pulls left out because their stored chunks could not be read. */
  readonly skipped: number;
}

/** A checked history from a data file, numbered as in the file and in the current roster's indices. */
export type { ImportedHistory };

/** An import's writes outside the history, made inside the history's lock; `apply` throws when they fail. */
export interface ImportLocalWrites {
  readonly apply: () => void;
  readonly revert: () => void;
}

const changedMeanwhile = () => new SiteError('changed-meanwhile');

/** Pulls of a stored chunk replayed between turns for the page while an export checks it. */
const CHECKED_PER_TURN = 1 << 18;

const NOTHING = { batches: 0, pulls: 0 } as const;

/** The character id the exported chunks of a batch say its run featured (all say the same), or none. */
function runOf(rules: Rules, chunks: ExportedBatch['chunks']): string | undefined {
  const first = chunks[0];
  const index = first && 'data' in first ? readHistoryHeader(first.data).featured : undefined;
  return index === undefined ? undefined : rules.roster[index]!.id;
}

/**
 * Reads the whole history afresh from storage (so another tab's pulls are in it): `onBatch` gets each batch in order
 * (awaited), its pulls encoded for the current roster. A batch whose stored pulls cannot be read is left out and
 * counted in `skipped`. Rejects with a 'changed-meanwhile' error when another tab wrote during the read.
 */
export async function exportHistory(
  session: HistorySession,
  onBatch: (batch: ExportedBatch) => void | Promise<void>,
): Promise<HistoryExportSummary> {
  const { rules, backend } = session;
  const stored = (await backend.load()) ?? {
    summary: emptySummary(ROSTER_IDS),
    batches: [],
    rosters: new Map<number, readonly string[]>(),
    revision: 0,
  };
  const rosters = new Map(stored.rosters);
  let pulls = 0;
  let skipped = 0;
  for (const batch of stored.batches) {
    const chunks: ExportedBatch['chunks'][number][] = [];
    for (const meta of batch.chunks) {
      const record = await backend.readChunk(meta.first);
      if (!record) {
        // Another tab rewrote the history meanwhile, or this chunk is lost: only the first is worth a retry.
        if ((await backend.revision()) !== stored.revision) throw changedMeanwhile();
        break;
      }
      try {
        if (record.chars && record.pity && record.types) {
          chunks.push({ chars: record.chars, pity: record.pity, types: record.types });
          continue;
        }
        const { id: batchId, banner, timestamp, rosterHash } = batch;
        if (rosterHash === rules.rosterHash && record.data) {
          // Exported as stored, once it is known to decode: checked a slice at a time, with turns for the page.
          for (const _ of checkHistoryBatch(rules, record.data, CHECKED_PER_TURN)) await yieldToPage();
          chunks.push({ data: record.data });
          continue;
        }
        const decoded = decodeChunk(rules, { ...meta, batchId, banner, timestamp, rosterHash }, record, rosters);
        chunks.push({
          data: encodeHistoryBatch(rulesOfBatch(rules, decoded.featured), {
            banner,
            timestamp,
            startCounters: meta.start,
            chars: decoded.chars,
          }),
        });
      } catch {
        break;
      }
    }
    if (chunks.length < batch.chunks.length) {
      skipped += batch.count;
      continue;
    }
    const { id: first, banner, timestamp, seed, count } = batch;
    const featured = runOf(rules, chunks);
    await onBatch({ first, banner, timestamp, seed, count, ...(featured === undefined ? {} : { featured }), chunks });
    pulls += count;
  }
  // Batches read across another tab's write would mix two histories: start again instead.
  if ((await backend.revision()) !== stored.revision) throw changedMeanwhile();
  const summary = summaryOf(stored);
  return { summonCount: summary.summonCount, counters: summary.counters, roster: ROSTER_IDS, pulls, skipped };
}

/** What a Replace writes: the stored history, summon count and counters become the file's. */
export function replaceWrite(history: ImportedHistory, rosterHash: number): HistoryAppend {
  return {
    batches: history.batches,
    chunks: history.chunks,
    summary: storedSummary({
      summonCount: history.summonCount,
      counters: { ...zeroCounters(), ...history.counters },
      charCounts: sumCounts(zeroCharCounts(), history.charCounts),
    }),
    roster: { hash: rosterHash, ids: ROSTER_IDS },
  };
}

/**
 * What a Merge of `history` would add to the history as stored now, and the summon count it would leave, without
 * writing anything (another tab may still change the history before the merge itself runs).
 */
export async function previewMerge(
  session: HistorySession,
  current: Summary,
  history: ImportedHistory,
): Promise<{ readonly report: ImportReport; readonly summonCount: number }> {
  const { write, report } = mergeWrite(
    current,
    history,
    await alreadyStored(session, history),
    session.rules.rosterHash,
  );
  return { report, summonCount: write ? write.summary.summonCount : current.summonCount };
}

/**
 * Carries out an import inside the lock: the other data (`local`: the keys in localStorage) first, then the history
 * in one transaction; if that fails, `local` is put back, so the import lands whole or not at all. 'replace' stores
 * the file's history in place of the current one; 'merge' adds the file's batches that are not already there
 * (./merge-history.ts), and writes nothing to the history when there are none. Resolves with the history as stored
 * afterwards (null when it was not written) and what was added.
 */
export async function writeImport(
  session: HistorySession,
  commit: (write: (backend: HistoryBackend) => Promise<number>) => Promise<void>,
  current: Summary,
  imported: {
    readonly history: ImportedHistory;
    readonly mode: 'replace' | 'merge';
    readonly local?: ImportLocalWrites;
  },
): Promise<{ readonly view: HistoryView | null; readonly report: ImportReport }> {
  const { history, mode, local } = imported;
  const rosterHash = session.rules.rosterHash;
  const { write, report } =
    mode === 'replace'
      ? {
          write: replaceWrite(history, rosterHash),
          report: { added: { batches: history.batches.length, pulls: history.pulls }, already: NOTHING },
        }
      : mergeWrite(current, history, await alreadyStored(session, history), rosterHash);
  local?.apply();
  if (!write) return { view: null, report };
  try {
    await commit((backend) =>
      mode === 'replace' ? backend.replace(write) : backend.append(write, current.summonCount),
    );
  } catch (error) {
    local?.revert();
    throw error;
  }
  const view = session.take(await session.load());
  session.mirrors.writeCounts(view.summonCount, view.counters);
  return { view, report };
}
