import { nextTask } from '../../components/yield';
import { describeError, historyNotSaved, newerVersionSaved, type Wording } from '../../storage/error-wording';
import { SiteError, kindOf } from '../../storage/errors';
import type { HistoryBackend } from '../../storage/history-backend';
import { openIdbBackend } from '../../storage/history-db';
import type { BatchRunner } from './batch';
import type { CommandRunner } from './command-runner';
import type { SettleOptions } from './keep-batch';
import type { HistorySession } from './session';
import type { HistoryView, SummonEvent, SummonSnapshot } from './state';
import { coordinatorFor, type TabChannel, type TabLock } from './tabs';

/** The notice of a simulator that cannot start: no rules, or a history that never loaded. */
export const unavailable: Wording = () => describeError(new SiteError('simulator-unavailable'), 'start')!;

/** The store's options a lifecycle reads (see `SummonStoreOptions`). */
export interface LifecycleOptions {
  readonly openBackend?: () => Promise<HistoryBackend>;
  readonly locks?: TabLock | null;
  readonly channel?: () => TabChannel | null;
}

/** What a lifecycle needs of its store besides the runner and the commands. */
export interface LifecycleLink {
  readonly dispatch: (event: SummonEvent) => void;
  readonly snapshot: () => SummonSnapshot;
  /** Whether a batch shown before its save may be waiting to be stored (see `settlePendingBatch`). */
  readonly pending: () => boolean;
  /** Stores that batch, inside the lock, once caught up with the other tabs; the options: see `settlePendingBatch`. */
  readonly settle: (options: SettleOptions) => Promise<void>;
}

/**
 * A summon store's life: the history loaded once and shown (with a batch a closed page showed before its save, stored
 * first), the mirrors' upkeep after it, the engine warmed before the first batch, and other tabs' changes followed
 * until the store is disposed.
 */
export class StoreLifecycle {
  private started: Promise<void> | null = null;
  private warmed: Promise<void> | null = null;
  private disposed = false;
  private stopFollowingUpgrade: (() => void) | null = null;
  /** True while the history is read and settled at start, before the mirrors' upkeep. */
  private starting = false;

  constructor(
    private readonly session: HistorySession | null,
    private readonly options: LifecycleOptions,
    private readonly runner: BatchRunner,
    private readonly commands: CommandRunner,
    private readonly link: LifecycleLink,
  ) {}

  private dispatch = (event: SummonEvent): void => this.link.dispatch(event);

  /** Loads the history once; later calls return the same promise, which never rejects. */
  start(): Promise<void> {
    this.started ??= this.load().catch((error: unknown) => {
      if (kindOf(error) === 'newer-version') {
        this.dispatch({ type: 'unavailable', notice: newerVersionSaved });
        return;
      }
      console.error(error);
      this.dispatch({ type: 'unavailable', notice: unavailable });
    });
    return this.started;
  }

  private async load(): Promise<void> {
    const session = this.session;
    if (!session) return;
    const { stored, fellBack } = await session.open(this.options.openBackend ?? openIdbBackend);
    if (this.disposed) return;
    // A newer version of the site upgraded the history in another tab: this page stops here and asks for a reload
    // (a running batch's save is refused; a small batch's record is kept for the newer version to store).
    this.stopFollowingUpgrade =
      session.backend.onSuperseded?.(() => this.dispatch({ type: 'unavailable', notice: newerVersionSaved })) ?? null;
    const tabs = coordinatorFor(session.backend.kind, this.options, {
      catchUp: async ({ replacesHistory }) => {
        await session.showIfStale(this.show);
        await this.link.settle({ mirror: !this.starting, replacesHistory });
      },
      follow: (holding) => this.followOtherTab(holding),
      waiting: (waiting) => this.dispatch({ type: 'waiting', waiting }),
    });
    this.commands.connect(tabs);
    this.show(session.take(stored));
    // A batch shown before its save, on a page closed before the save committed: stored before anything shows, unless
    // another tab holds the lock (its own batch is then being saved; the next write settles any record left).
    if (this.link.pending()) {
      this.starting = true;
      await tabs.whenFree(async () => undefined).catch((error: unknown) => console.warn(error));
      this.starting = false;
    }
    if (this.disposed) return;
    const standing = fellBack ? historyNotSaved : null;
    this.dispatch({ type: 'ready', storage: session.backend.kind, standing });
    // The screen showing the history renders first; the mirrors' upkeep runs in tasks of its own after it.
    await nextTask();
    if (this.disposed) return;
    const { summonCount, counters } = this.link.snapshot();
    session.mirrors.writeCounts(summonCount, counters);
    await session.rebuildRecords();
    // Another tab may have written between the read above and the channel opening: one cheap look catches it.
    tabs.followOtherTab();
  }

  /** The history loaded, then the engine made ready for a batch; once per store, never rejects. */
  warm(): Promise<void> {
    this.warmed ??= this.start().then(() => this.runner.warm?.());
    return this.warmed;
  }

  private show = (view: HistoryView): void => this.dispatch({ type: 'history-read', view });

  /** Another tab changed the history: show it, unless this tab started a write meanwhile (which re-reads first). */
  followOtherTab(holding: () => boolean): Promise<void> {
    return this.session?.follow(this.show, () => !this.disposed && !holding()) ?? Promise.resolve();
  }

  dispose(): void {
    this.disposed = true;
    this.stopFollowingUpgrade?.();
    this.commands.close();
  }
}
