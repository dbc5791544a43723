import { DRAW_VERSION, rulesFingerprint } from '../../engine/pulls/rules-fingerprint';
import { unsavedBatchSetAside } from '../../storage/error-wording';
import { SiteError, isUnexpected, kindOf } from '../../storage/errors';
import type { PendingBatch, PendingLog } from '../../storage/pending-batch';
import { ROSTER_IDS, storedSummary, type Summary } from './counts';
import { QUIET_SAVE, drawBatch, type BatchContext, type DrawnBatch } from './batch';
import type { Commit } from './command-runner';
import { runIndex } from './rules';
import type { HistorySession } from './session';
import type { LastBatch, SummonEvent, SummonSnapshot } from './state';

/**
 * How a drawn batch becomes part of the history: saved in one transaction and shown, and the specification's keys
 * written after. A small batch shows before its save ends, once a record to draw it again is kept (`PendingLog`);
 * the next write of any tab, or the next visit, stores a batch whose page closed before its save committed.
 */

export interface KeepScope {
  readonly dispatch: (event: SummonEvent) => void;
  readonly commit: Commit;
  readonly session: HistorySession;
  /** Where a batch shown before its save is recorded; null shows every batch once saved. */
  readonly log: PendingLog | null;
}

/** What draws `drawn` again. */
function pendingOf(session: HistorySession, { packed, firstPull, storable }: DrawnBatch): PendingBatch {
  const { featured } = storable.batch;
  return {
    ...(featured === undefined ? {} : { featured }),
    banner: packed.banner,
    count: packed.count,
    firstPull,
    seed: packed.seedUsed,
    start: { ...packed.startCounters },
    timestamp: packed.timestamp,
    roster: session.rules.rosterHash,
    rules: rulesFingerprint(session.rules),
    engine: DRAW_VERSION,
  };
}

/**
 * Keeps the record that draws `drawn` again; false when the log would not take it. A write that throws once the
 * record is kept (a listener of the key's writes) takes the record back with it: no record without a save after it.
 */
function recordPending(log: PendingLog, session: HistorySession, drawn: DrawnBatch): boolean {
  try {
    return log.write(pendingOf(session, drawn));
  } catch (error) {
    log.clear();
    throw error;
  }
}

/**
 * Saves a drawn batch (inside the tabs' exclusive section) and shows it. A batch of up to QUIET_SAVE pulls shows
 * first, for speed, once the log has kept what draws it again: its save follows at once, a late Cancel no longer
 * stops it, and a refused save takes it back off the screen (`before` is what was shown). A larger batch, or one the
 * log could not record, shows once saved. Either way, once this settles, what is shown is what is stored;
 * `mirrorBatch` then updates the mirrors.
 */
export async function keepBatch(
  { dispatch, commit, session, log }: KeepScope,
  drawn: DrawnBatch,
  before: Summary & { readonly lastBatch: LastBatch | null },
  signal: AbortSignal,
): Promise<void> {
  const show = (summary: Summary, lastBatch: LastBatch | null) =>
    dispatch({ type: 'stored', summary, storedPulls: session.reader.storedPulls, lastBatch });
  const save = (until?: AbortSignal) => saveBatch(commit, session, drawn, before.summonCount, until);
  const early = drawn.packed.count <= QUIET_SAVE && log !== null && recordPending(log, session, drawn);
  if (!early) {
    await save(signal);
    showBatch(session, drawn);
    return show(drawn.summary, drawn.lastBatch);
  }
  // From here the record is kept: whatever stops the save, showing included, takes it back, except a newer version
  // of the site upgrading the history meanwhile. Only that version can store the batch now, and it will, from the
  // record (at its next write, or when this page reloads into it).
  let keepRecord = false;
  try {
    showBatch(session, drawn);
    show(drawn.summary, drawn.lastBatch);
    await save();
  } catch (error) {
    keepRecord = kindOf(error) === 'newer-version';
    withdrawBatch(session, drawn);
    show(before, before.lastBatch);
    throw error;
  } finally {
    if (!keepRecord) log.clear();
  }
}

export interface SettleScope extends KeepScope {
  readonly context: BatchContext;
  /** The summary as stored, caught up with other tabs. */
  readonly snapshot: () => SummonSnapshot;
}

export interface SettleOptions {
  /** Writes the specification's keys after the batch (at start, the history's upkeep rewrites them anyway). */
  readonly mirror: boolean;
  /**
   * The command about to run replaces the whole history: a record the storage or the engine cannot take now does
   * not stop it. The record stays until the command's write is stored, which drops it (`dropReplacedBatch`).
   */
  readonly replacesHistory?: boolean;
}

/**
 * Stores the batch a page showed before its save committed, when that page closed first. It runs inside the lock
 * before any other write, so the batch lands where it was shown: drawn again from its record, after the pulls stored
 * before it. A record that no longer fits (its batch was stored after all, or other rules drew it) is dropped.
 * When the storage or the engine fails, the record stays for the next write, and the error goes to the command that
 * asked, unless that command replaces the history; a bug drops it, so that it cannot stop every write.
 */
export async function settlePendingBatch(scope: SettleScope, options: SettleOptions): Promise<void> {
  const { log, session, snapshot } = scope;
  // A later version of the site left a batch to store: only it can, and nothing here may write before it has.
  if (log?.newer?.()) throw new SiteError('newer-version');
  const pending = log?.read();
  if (!log || !pending) return;
  const stored = snapshot();
  const fits = pending.firstPull === stored.summonCount + 1 && pending.count <= QUIET_SAVE;
  if (!fits) return log.clear();
  const featured = pending.featured === undefined ? undefined : runIndex(session.rules, pending.featured);
  const sameDraw =
    pending.roster === session.rules.rosterHash &&
    pending.rules === rulesFingerprint(session.rules) &&
    pending.engine === DRAW_VERSION &&
    featured !== null;
  if (!sameDraw) {
    // Drawn by other rules or another pull loop: drawing it here would store other pulls than those shown.
    if (log.setAside) log.setAside();
    else log.clear();
    const count = pending.count;
    scope.dispatch({ type: 'set-aside', notice: () => unsavedBatchSetAside(count) });
    return;
  }
  const from = { ...stored, counters: { ...stored.counters, [pending.banner]: { ...pending.start } } };
  // Its progress is not the progress of the command that is waiting for it.
  const context = { ...scope.context, dispatch: () => undefined };
  let drawn: DrawnBatch;
  try {
    drawn = await drawBatch(context, from, { ...pending, featured }, new AbortController().signal);
    await saveBatch(scope.commit, session, drawn, stored.summonCount);
  } catch (error) {
    if (isUnexpected(error)) {
      log.clear();
      throw error;
    }
    if (!options.replacesHistory) throw error;
    return;
  }
  log.clear();
  showBatch(session, drawn);
  const { summary, lastBatch } = drawn;
  scope.dispatch({ type: 'stored', summary, storedPulls: session.reader.storedPulls, lastBatch });
  if (options.mirror) mirrorBatch(session, drawn);
}

/**
 * Once a command's write that replaces the whole history is stored: the record catching up could not store goes,
 * for its batch went with the history it belonged to. Returns that batch's pull count, 0 when there was none.
 */
export function dropReplacedBatch(log: PendingLog | null): number {
  const pending = log?.read();
  if (!log || !pending) return 0;
  log.clear();
  return pending.count;
}

/** Stores a drawn batch in one transaction, refused if the stored count moved from `expectedCount`. */
async function saveBatch(
  commit: Commit,
  session: HistorySession,
  drawn: DrawnBatch,
  expectedCount: number,
  signal?: AbortSignal,
): Promise<void> {
  const { storable, summary } = drawn;
  const roster = { hash: session.rules.rosterHash, ids: ROSTER_IDS };
  const write = { batches: [storable.batch], chunks: storable.chunks, summary: storedSummary(summary), roster };
  await commit((backend) => backend.append(write, expectedCount, signal));
}

/** Adds a drawn batch to what the tab shows: its batch record, and its pulls to the reader (the newest decoded). */
function showBatch(session: HistorySession, { storable }: DrawnBatch): void {
  const newest = storable.indexed.length - 1;
  session.batches.append(storable.batch);
  session.reader.append(
    storable.indexed,
    storable.indexed.map((_, i) => (i === newest ? storable.newest : undefined)),
  );
}

/** Takes back a batch shown before its save, when the save was refused: the tab shows what is stored again. */
function withdrawBatch(session: HistorySession, { storable }: DrawnBatch): void {
  session.batches.withdraw(storable.batch);
  session.reader.withdraw(storable.indexed);
}

/**
 * Writes a stored batch into the specification's keys (the newest records, the count and counters). They are copies
 * of the history: should the page close before this runs, the next visit writes them again from the history.
 */
export function mirrorBatch(session: HistorySession, drawn: DrawnBatch): void {
  const { packed, firstPull, summary } = drawn;
  const tail = packed.tail.chars.length;
  const run = { banner: packed.banner, timestamp: packed.timestamp, first: firstPull + packed.count - tail };
  session.records.prepend(session.rules, run, packed.tail);
  session.mirrors.writeCounts(summary.summonCount, summary.counters);
}
