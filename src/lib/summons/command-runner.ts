import { errorWording } from '../../storage/error-wording';
import { SiteError, isUnexpected, kindOf, type Action } from '../../storage/errors';
import type { HistoryBackend } from '../../storage/history-backend';
import { beginWork } from '../activity';
import type { HistorySession } from './session';
import type { Command, RunProgress, SummonEvent, SummonSnapshot } from './state';
import type { CatchUpOptions, ExclusiveOptions, TabCoordinator } from './tabs';

/** Stores one write of the history (inside the lock) and tells the other tabs. */
export type Commit = (write: (backend: HistoryBackend) => Promise<number>) => Promise<void>;

/** What a command's task works with, inside the lock. */
export interface CommandScope {
  readonly session: HistorySession;
  /** Aborts when the command is cancelled. */
  readonly signal: AbortSignal;
  /** The snapshot now: once the task starts, the history as stored, caught up with other tabs. */
  readonly snapshot: () => SummonSnapshot;
  readonly dispatch: (event: SummonEvent) => void;
  readonly commit: Commit;
}

/** A command's change of the history, made inside the lock from the history as stored. */
export type CommandTask = (scope: CommandScope) => Promise<void>;

export interface CommandOptions extends CatchUpOptions {
  /** The progress a batch shows from its press. */
  readonly run?: RunProgress;
  /** Runs after a write refused because another tab wrote first. */
  readonly onConflict?: () => Promise<void>;
}

/**
 * How every command of the summon store runs: refused while another runs or before the history is ready; otherwise
 * alone across tabs, with a reload held off until it ends, and cancellable. A failure becomes the snapshot's notice,
 * worded from the error's kind for the command's action.
 */
export class CommandRunner {
  private tabs: TabCoordinator | null = null;
  private controller: AbortController | null = null;

  constructor(
    private readonly session: HistorySession | null,
    private readonly snapshot: () => SummonSnapshot,
    private readonly dispatch: (event: SummonEvent) => void,
  ) {}

  /** The history is open: from now on commands run, alone across the tabs `tabs` coordinates. */
  connect(tabs: TabCoordinator): void {
    this.tabs = tabs;
  }

  /**
   * Runs a change of the history alone across tabs. Resolves with the task's result; rejects with an AbortError
   * when `signal` aborts while waiting, or with the task's error.
   */
  private exclusive<T>(task: () => Promise<T>, options?: ExclusiveOptions): Promise<T> {
    if (!this.tabs) return Promise.reject(new SiteError('simulator-unavailable'));
    return this.tabs.exclusive(task, options);
  }

  /** Whether commands run under a lock the tabs share (see `TabCoordinator.sharedLock`). */
  get sharedLock(): boolean {
    return this.tabs?.sharedLock ?? false;
  }

  readonly commit: Commit = async (write) => {
    const revision = await this.session!.commit(write);
    this.tabs?.announce(revision);
  };

  /** Runs `task` as `command`; resolves true once it is done, or false when it was refused or failed. */
  async perform(command: Command, action: Action, task: CommandTask, options: CommandOptions = {}): Promise<boolean> {
    const session = this.session;
    const snapshot = this.snapshot();
    if (!session || !this.tabs || snapshot.status !== 'ready' || snapshot.busy) {
      const refusal = new SiteError(snapshot.busy ? 'busy' : 'simulator-unavailable');
      const notice = errorWording(refusal, action);
      if (notice !== null) this.dispatch({ type: 'failed', notice });
      return false;
    }
    const controller = new AbortController();
    this.controller = controller;
    const endWork = beginWork();
    this.dispatch({ type: 'started', command, run: options.run });
    try {
      const { signal } = controller;
      const scope = { session, signal, snapshot: this.snapshot, dispatch: this.dispatch, commit: this.commit };
      await this.exclusive(() => task(scope), { signal, replacesHistory: options.replacesHistory });
      return true;
    } catch (error) {
      // Not one of the site's kinds: a bug or an engine failure, logged for maintainers (the player gets plain words).
      if (isUnexpected(error)) console.error(error);
      const notice = errorWording(error, action);
      if (notice !== null) this.dispatch({ type: 'failed', notice });
      if (kindOf(error) === 'conflict') await options.onConflict?.();
      return false;
    } finally {
      if (this.controller === controller) this.controller = null;
      this.dispatch({ type: 'finished' });
      endWork();
    }
  }

  cancel(): void {
    this.controller?.abort();
  }

  /** Cancels the running command and stops listening to other tabs. */
  close(): void {
    this.cancel();
    this.tabs?.close();
  }
}
