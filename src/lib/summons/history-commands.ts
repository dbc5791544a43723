import type { BannerId, Counters } from '../../engine/types';
import { nextTask } from '../../components/yield';
import { drawBatch, type BatchContext } from './batch';
import { dropReplacedBatch, keepBatch, mirrorBatch } from './keep-batch';
import { unsavedBatchDropped } from '../../storage/error-wording';
import type { PendingLog } from '../../storage/pending-batch';
import type { CommandTask } from './command-runner';
import { zeroCharCounts } from './counts';
import type { ImportReport } from './merge-history';
import { writeImport, type ImportedHistory, type ImportLocalWrites } from './transfer';

/**
 * What each of the summon store's commands changes, as the task it runs inside the lock (see `CommandRunner`): each
 * starts from the snapshot as stored, stores its change and only then shows it (a small batch aside: `keepBatch`).
 */

export interface PullRequest {
  readonly banner: BannerId;
  /** The number of pulls, already checked (1 to MAX_BATCH). */
  readonly count: number;
  readonly seed: number | null;
  /** A replayed batch's counters before it, from its link. */
  readonly start?: Counters;
  /** On Limited, the roster index of the run's featured character; the catalogue's own when omitted. */
  readonly featured?: number | undefined;
}

/** `log` keeps what draws a batch shown before its save again (null: a batch shows once saved). */
export function pullTask(context: BatchContext, log: PendingLog | null, request: PullRequest): CommandTask {
  return async ({ session, signal, snapshot, dispatch, commit }) => {
    const { banner, start } = request;
    const stored = snapshot();
    const from = start ? { ...stored, counters: { ...stored.counters, [banner]: { ...start } } } : stored;
    const drawn = await drawBatch(context, from, request, signal);
    await keepBatch({ dispatch, commit, session, log }, drawn, stored, signal);
    // The results render first; the mirrors are written in the next task, still under the lock.
    await nextTask();
    mirrorBatch(session, drawn);
  };
}

/**
 * The history and the summon count go; `currentBanner`'s counters return to 0, the other banners keep theirs. It
 * replaces the history: run it with `replacesHistory`, so that a batch `log` keeps, which the storage would not take,
 * goes with the rest (and the player hears of it) instead of refusing the one command that frees space.
 */
export function clearTask(currentBanner: BannerId | null, log: PendingLog | null): CommandTask {
  return async ({ session, snapshot, dispatch, commit }) => {
    const counters = { ...snapshot().counters };
    if (currentBanner) counters[currentBanner] = { pity: 0, sr: 0 };
    const summary = { summonCount: 0, counters, charCounts: zeroCharCounts() };
    const storedPulls = await session.storeSummary(commit, summary, true);
    const dropped = dropReplacedBatch(log);
    const notice = dropped > 0 ? () => unsavedBatchDropped(dropped) : undefined;
    dispatch({ type: 'stored', summary, storedPulls, lastBatch: null, notice });
  };
}

/** `banner`'s counters become `next` (already checked). */
export function countersTask(banner: BannerId, next: Counters): CommandTask {
  return async ({ session, snapshot, dispatch, commit }) => {
    const { summonCount, charCounts, counters } = snapshot();
    const summary = { summonCount, charCounts, counters: { ...counters, [banner]: { ...next } } };
    const storedPulls = await session.storeSummary(commit, summary, false);
    dispatch({ type: 'stored', summary, storedPulls });
  };
}

export interface ImportRequest {
  readonly history: ImportedHistory;
  readonly mode: 'replace' | 'merge';
  readonly local?: ImportLocalWrites;
}

/**
 * Writes a checked history from a data file (see `writeImport`), shows it, and tells `onWritten` what it added. A
 * Replace runs with `replacesHistory`, as a clear does (`clearTask`); the report counts the pulls it dropped.
 */
export function importTask(
  request: ImportRequest,
  log: PendingLog | null,
  onWritten?: (report: ImportReport) => void,
): CommandTask {
  return async ({ session, snapshot, dispatch, commit }) => {
    const written = await writeImport(session, commit, snapshot(), request);
    const { view } = written;
    const report = request.mode === 'replace' ? { ...written.report, dropped: dropReplacedBatch(log) } : written.report;
    if (view) {
      dispatch({ type: 'stored', summary: view, storedPulls: view.storedPulls, lastBatch: null });
      await session.rebuildRecords();
    }
    onWritten?.(report);
  };
}
