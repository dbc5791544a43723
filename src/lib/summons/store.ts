import type { StationaryRates } from '../../engine/pulls/rates';
import type { ImportedHistory } from '../../engine/history/import';
import type { Rules } from '../../engine/pulls/rules';
import { canFeature } from '../../engine/pulls/featured';
import { bannerRates, catalogueRules, knownBannerRates } from './rules';
import type { BannerId, Counters } from '../../engine/types';
import { SiteError } from '../../storage/errors';
import type { BatchRecord } from '../../storage/stored-history';
import type { HistoryBackend } from '../../storage/history-backend';
import { createListeners } from '../../storage/listeners';
import { HistoryReader } from '../history-reader';
import { MAX_BATCH, defaultRunner, separateRunner, type BatchContext, type BatchRunner } from './batch';
import { settlePendingBatch } from './keep-batch';
import { browserPendingLog, type PendingLog } from '../../storage/pending-batch';
import { BatchIndex } from './batch-index';
import { CommandRunner } from './command-runner';
import { clearTask, countersTask, importTask, pullTask } from './history-commands';
import { StoreLifecycle, unavailable } from './lifecycle';
import { replayPulls, topPullsOf, type BatchTopPulls, type ReplayedPulls } from './batch-pulls';
import type { ReplayLink } from './replay-link';
import { browserMirrors, type SummonMirrors } from './mirrors';
import { HistorySession } from './session';
import { initialState, reduce, type SummonEvent, type SummonSnapshot } from './state';
import type { TabChannel, TabLock } from './tabs';
import type { ImportReport } from './merge-history';
import {
  exportHistory,
  previewMerge,
  type ExportedBatch,
  type HistoryExportSummary,
  type ImportLocalWrites,
} from './transfer';

/**
 * The summon simulator's store, shared by the Summon and My Summons screens: subscribe, getSnapshot and the commands.
 * It lives outside React, so counters and a running batch survive route changes; the history lives in IndexedDB, so
 * everything survives reloads.
 *
 * Every command reports its outcome the same way: it resolves true once its change is stored and shown, or false
 * when nothing changed; why is the snapshot's `notice`, worded from the error's kind (a cancellation is quiet).
 * A change is stored first and shown only once stored, so a cancelled or failed command leaves count, counters and
 * history exactly as they were. A small batch is the one exception, for speed: it shows as soon as it is drawn, its
 * save follows under the same lock, and a refused save takes it back off the screen, so what is shown once the
 * command ends is always what is stored. A record kept just before it shows (`PendingLog`) lets the next write or
 * visit store it should the page close before its save commits.
 */

export interface SummonStoreOptions {
  readonly openBackend?: () => Promise<HistoryBackend>;
  readonly runner?: BatchRunner;
  readonly now?: () => number;
  readonly mirrors?: SummonMirrors;
  /**
   * The cross-tab lock; null runs writes directly. By default the browser's Web Locks, used when the history is in
   * IndexedDB (an in-memory history belongs to its tab alone).
   */
  readonly locks?: TabLock | null;
  /** Opens the channel to other tabs; same default as `locks`. */
  readonly channel?: () => TabChannel | null;
  /**
   * Where a small batch shown before its save is recorded until the save commits; null shows every batch once saved.
   * By default the `pendingBatch` key, for a history in IndexedDB (see `log()`).
   */
  readonly pending?: PendingLog | null;
}

export class SummonStore {
  readonly rules: Rules | null;
  readonly reader: HistoryReader;
  /** The stored batches, oldest first: banner, counters, seed and rarity counts, never pulls. */
  readonly batches: BatchIndex;
  private state;
  private readonly listeners = createListeners();
  private readonly session: HistorySession | null;
  private readonly commands: CommandRunner;
  private readonly life: StoreLifecycle;
  private readonly runner: BatchRunner;
  private readonly now: () => number;

  constructor(private readonly options: SummonStoreOptions = {}) {
    const rules = catalogueRules();
    this.rules = rules;
    this.session = rules ? new HistorySession(rules, options.mirrors ?? browserMirrors) : null;
    this.reader = this.session?.reader ?? HistoryReader.empty();
    this.batches = this.session?.batches ?? new BatchIndex();
    this.commands = new CommandRunner(this.session, () => this.state.snapshot, this.dispatch);
    this.runner =
      options.runner ?? (rules ? defaultRunner(rules) : () => Promise.reject(new SiteError('simulator-unavailable')));
    this.now = options.now ?? (() => performance.now());
    const snapshot = () => this.state.snapshot;
    this.life = new StoreLifecycle(this.session, options, this.runner, this.commands, {
      dispatch: this.dispatch,
      snapshot,
      pending: () => this.log()?.read() != null,
      settle: (settling) => {
        const { session } = this;
        const log = this.log();
        if (!session || !log) return Promise.resolve();
        const { commit } = this.commands;
        const scope = { context: this.context(), log, session, snapshot, dispatch: this.dispatch, commit };
        return settlePendingBatch(scope, settling);
      },
    });
    this.state = initialState(
      rules !== null,
      unavailable,
      rules ? (options.mirrors ?? browserMirrors).readCounts() : null,
    );
  }

  readonly subscribe = this.listeners.subscribe;

  readonly getSnapshot = (): SummonSnapshot => this.state.snapshot;

  private dispatch = (event: SummonEvent): void => {
    const next = reduce(this.state, event);
    if (next === this.state) return;
    const changed = next.snapshot !== this.state.snapshot;
    this.state = next;
    if (changed) this.listeners.notify();
  };

  /**
   * Where a batch shown before its save is recorded. Only for a history kept in IndexedDB (a visit that fell back to
   * memory leaves the record to the next one that has the database) behind a lock the tabs share (without it, two
   * tabs' records could meet); otherwise every batch shows once saved.
   */
  private log(): PendingLog | null {
    if (!this.session?.loaded || !this.commands.sharedLock) return null;
    if (this.options.pending !== undefined) return this.options.pending;
    return this.session.backend.kind === 'indexeddb' ? browserPendingLog : null;
  }

  private context(): BatchContext {
    return { rules: this.rules!, runner: this.runner, now: this.now, dispatch: this.dispatch };
  }

  /** Loads the history once; later calls return the same promise. */
  start(): Promise<void> {
    return this.life.start();
  }

  /**
   * Gets ready for the first batch while the player looks at the Summon screen: the history loaded, the engine
   * worker started and its kernels compiled. Once per store; never rejects.
   */
  warm(): Promise<void> {
    return this.life.warm();
  }

  /** Stops the running batch; nothing it drew is kept. */
  cancel(): void {
    this.commands.cancel();
  }

  /**
   * Pulls `count` times on `banner` (at most MAX_BATCH). A replayed batch passes `start`, its link's counters, and
   * the banner's counters become those after it. On Limited, `featured` is the roster index of the run's character
   * (the catalogue's own when omitted); one that is no ssr of the roster is refused.
   */
  async pull(
    banner: BannerId,
    count: number,
    seed: number | null = null,
    start?: Counters,
    featured?: number,
  ): Promise<boolean> {
    const n = Math.min(MAX_BATCH, Math.max(0, Math.floor(count)));
    if (!Number.isFinite(n) || n === 0 || !this.rules) return false;
    if (featured !== undefined && (banner !== 'limited' || !canFeature(this.rules, featured))) return false;
    const run = { banner, total: n, done: 0, pullsPerSecond: 0, phase: 'pulling' as const };
    const task = pullTask(this.context(), this.log(), { banner, count: n, seed, start, featured });
    return this.commands.perform('pull', 'pull', task, {
      run,
      // Only where the browser has no cross-tab lock: show what the other tab stored.
      onConflict: () => this.life.followOtherTab(() => false),
    });
  }

  /**
   * 'Delete all summons' / 'Clear All Summons': the history and the summon count go, and the current banner's
   * counters return to 0; the other banners keep theirs.
   */
  clearAll(currentBanner: BannerId | null): Promise<boolean> {
    return this.commands.perform('clear', 'change', clearTask(currentBanner, this.log()), { replacesHistory: true });
  }

  /** Sets a banner's counters by hand, to mirror a real account. Out-of-range values are refused. */
  setCounters(banner: BannerId, next: Counters): Promise<boolean> {
    const valid = (v: number, max: number) => Number.isInteger(v) && v >= 0 && v <= max;
    if (!valid(next.pity, 80) || !valid(next.sr, 9)) return Promise.resolve(false);
    return this.commands.perform('counters', 'change', countersTask(banner, next));
  }

  /**
   * Writes a checked history from a data file, in one transaction, 'replace' or 'merge' (see `writeImport`; a merge
   * leaves out the file's batches already in the history). The other data (`local`: the keys in localStorage) is
   * written under the same lock just before, and put back if the history cannot be stored: the import lands whole or
   * not at all. `onWritten` hears what was added (and, for a merge, what was there already) once it is stored.
   */
  async importHistory(
    history: ImportedHistory,
    mode: 'replace' | 'merge',
    local?: ImportLocalWrites,
    onWritten?: (report: ImportReport) => void,
  ): Promise<boolean> {
    await this.start();
    const task = importTask({ history, mode, local }, this.log(), onWritten);
    return this.commands.perform('import', 'import', task, { replacesHistory: mode === 'replace' });
  }

  /** What merging `history` would add now (see `previewMerge`), or null before the history is ready. */
  async previewMerge(history: ImportedHistory): Promise<Awaited<ReturnType<typeof previewMerge>> | null> {
    await this.start();
    if (!this.session?.loaded || this.state.snapshot.status !== 'ready') return null;
    return previewMerge(this.session, this.state.snapshot, history);
  }

  /**
   * The whole history for an export, read afresh from storage (see `exportHistory` in transfer.ts). It changes
   * nothing, so it needs no lock: a concurrent write is caught by the revision check. Rejects with a typed error.
   */
  async exportHistory(onBatch: (batch: ExportedBatch) => void | Promise<void>): Promise<HistoryExportSummary> {
    await this.start();
    if (!this.session?.loaded) throw new SiteError('simulator-unavailable');
    return exportHistory(this.session, onBatch);
  }

  /**
   * The notice of a command that just failed, worded for whoever shows it (in the language shown now); the standing
   * notice comes back.
   */
  takeNotice(): string | null {
    const notice = this.state.snapshot.notice;
    this.dispatch({ type: 'notice-taken' });
    return notice?.() ?? null;
  }

  /**
   * Expected long-run shares of each rarity and character on a banner, from the engine's exact module (worked out
   * on first use: a few milliseconds).
   */
  ratesFor(banner: BannerId): StationaryRates | null {
    return this.rules ? bannerRates(this.rules, banner) : null;
  }

  /** The banner's rates if they were worked out already; never works them out. */
  knownRatesFor(banner: BannerId): StationaryRates | null {
    return this.rules ? knownBannerRates(this.rules, banner) : null;
  }

  /** The first `limit` top results of a stored batch, read from the history; rejects if they cannot be read. */
  topPullsOf(batch: BatchRecord, limit: number): Promise<BatchTopPulls> {
    if (!this.rules) return Promise.reject(new SiteError('simulator-unavailable'));
    return topPullsOf(this.rules, this.reader, batch, limit);
  }

  /**
   * A replay link's batch, regenerated by the engine (on a worker of its own unless a runner was given); nothing is
   * stored. Rejects with an AbortError on abort.
   */
  replay(link: ReplayLink, signal: AbortSignal): Promise<ReplayedPulls> {
    return replayPulls(this.options.runner ?? separateRunner(this.runner), link, signal);
  }

  /** Dismissing also retires the standing notice: the player has read it. */
  dismissNotice(): void {
    this.dispatch({ type: 'dismissed' });
  }

  /** Stops listening to other tabs and cancels the running batch (a store that is replaced). */
  dispose(): void {
    this.life.dispose();
  }
}
