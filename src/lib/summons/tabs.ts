import { abortError } from '../../storage/errors';

/**
 * Several tabs share one history. Every write runs alone across tabs (a Web Lock), starting from whatever another
 * tab stored before it, so two tabs pulling at once queue their batches one after the other and no pull is lost.
 * After each write the tab tells the others on a BroadcastChannel, and they re-read the history, one re-read after
 * another. (The data kept in localStorage, such as the theme, tier lists and teams, follows other tabs through
 * `storage` events instead: src/storage/local-sync.ts.)
 */

/**
 * The one cross-tab lock every write of the history runs under. `task` receives whether the lock was granted: with
 * `ifAvailable` it runs at once, with false, when another tab holds the lock. Aborting `signal` while waiting
 * rejects with an AbortError.
 */
export interface TabLock {
  request<T>(
    options: { ifAvailable?: boolean; signal?: AbortSignal },
    task: (granted: boolean) => Promise<T>,
  ): Promise<T>;
}

/** What one tab says to the others after changing the history. */
export interface HistoryMessage {
  readonly type: 'history-changed';
  readonly revision: number;
}

/** A channel to the site's other tabs. */
export interface TabChannel {
  post(message: HistoryMessage): void;
  listen(onMessage: (message: unknown) => void): void;
  close(): void;
}

export const HISTORY_LOCK = 'etheria-companion-history';
export const HISTORY_CHANNEL = 'etheria-companion-history';

/** The browser's Web Locks, or null where the API is missing (then writes run directly). */
export function browserTabLock(): TabLock | null {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks || typeof locks.request !== 'function') return null;
  return {
    request: (options, task) => locks.request(HISTORY_LOCK, options, (lock) => task(lock !== null)),
  };
}

/** A BroadcastChannel to the site's other tabs, or null where the API is missing. */
export function browserTabChannel(): TabChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  let channel: BroadcastChannel;
  try {
    channel = new BroadcastChannel(HISTORY_CHANNEL);
  } catch {
    return null;
  }
  return {
    post: (message) => {
      try {
        channel.postMessage(message);
      } catch {
        // A closed channel: the other tabs catch up on their next write or visit.
      }
    },
    listen: (onMessage) => {
      channel.onmessage = (event: MessageEvent) => onMessage(event.data);
    },
    close: () => channel.close(),
  };
}

function isHistoryMessage(value: unknown): value is HistoryMessage {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'history-changed';
}

/** What the task about to run under the lock tells the catching up before it. */
export interface CatchUpOptions {
  /**
   * The task replaces the whole history (Clear All, an import's Replace): what catching up could not store would be
   * replaced anyway, so it does not stop the task (see `settlePendingBatch`).
   */
  readonly replacesHistory?: boolean;
}

export interface ExclusiveOptions extends CatchUpOptions {
  readonly signal?: AbortSignal;
  /** Runs when another tab holds the lock, before waiting for it. */
  readonly onWait?: () => void;
}

/** The lock, the channel and the queue of other tabs' changes, for one store. */
export class TabCoordinator {
  /** True while this tab runs a write under the lock: other tabs' changes are not followed meanwhile. */
  private holding = false;
  /** Re-reads after other tabs' messages, one after another. */
  private remote: Promise<void> = Promise.resolve();

  constructor(
    private readonly locks: TabLock | null,
    private readonly channel: TabChannel | null,
    private readonly events: {
      /** Called inside the lock before a task: re-read whatever another tab stored since this tab last read. */
      readonly catchUp: (options: CatchUpOptions) => Promise<void>;
      /** Another tab changed the history (never called while this tab holds the lock). */
      readonly follow: (isHolding: () => boolean) => Promise<void>;
      readonly waiting: (waiting: boolean) => void;
    },
  ) {
    channel?.listen((message) => {
      if (isHistoryMessage(message)) this.followOtherTab();
    });
  }

  /** Queues one look at the history for other tabs' changes. */
  followOtherTab(): void {
    if (!this.channel) return;
    this.remote = this.remote.then(() => (this.holding ? undefined : this.events.follow(() => this.holding)));
  }

  /** Whether writes run under a lock the tabs share (the browser has Web Locks), not merely one after another here. */
  get sharedLock(): boolean {
    return this.locks !== null;
  }

  /** Runs `task` holding the lock (already granted), after catching up with other tabs. */
  private async held<T>(task: () => Promise<T>, options: CatchUpOptions = {}): Promise<T> {
    this.holding = true;
    try {
      await this.events.catchUp({ replacesHistory: options.replacesHistory });
      return await task();
    } finally {
      this.holding = false;
    }
  }

  /**
   * Runs `task` as `exclusive` does when no other tab holds the lock now; otherwise resolves at once without running
   * it. For work any later write does anyway, which must never keep this tab waiting for another.
   */
  async whenFree(task: () => Promise<void>): Promise<void> {
    const locks = this.locks;
    if (!locks) return this.held(task);
    await locks.request({ ifAvailable: true }, async (granted) => (granted ? this.held(task) : undefined));
  }

  /**
   * Runs `task` alone across tabs: under the lock when the browser has one, after catching up with other tabs.
   * Rejects with an AbortError when `signal` aborts while waiting, or with the task's error.
   */
  async exclusive<T>(task: () => Promise<T>, options: ExclusiveOptions = {}): Promise<T> {
    let waited = false;
    const run = async (): Promise<T> => {
      if (options.signal?.aborted) throw abortError();
      if (waited) this.events.waiting(false);
      return this.held(task, options);
    };
    const locks = this.locks;
    if (!locks) return run();
    const now = await locks.request({ ifAvailable: true }, async (granted) =>
      granted ? { value: await run() } : null,
    );
    if (now) return now.value;
    waited = true;
    this.events.waiting(true);
    options.onWait?.();
    try {
      return await locks.request({ signal: options.signal }, () => run());
    } finally {
      if (waited) this.events.waiting(false);
    }
  }

  /** Tells the other tabs that this one stored `revision`. */
  announce(revision: number): void {
    this.channel?.post({ type: 'history-changed', revision });
  }

  close(): void {
    this.channel?.close();
  }
}

/**
 * The coordinator for a history kept in `kind`. By default the browser's lock and channel are used for a history in
 * IndexedDB; an in-memory history belongs to its tab alone. `options` may inject either (null: none).
 */
export function coordinatorFor(
  kind: 'indexeddb' | 'memory',
  options: { readonly locks?: TabLock | null; readonly channel?: () => TabChannel | null },
  events: ConstructorParameters<typeof TabCoordinator>[2],
): TabCoordinator {
  const shared = kind === 'indexeddb';
  const locks = options.locks !== undefined ? options.locks : shared ? browserTabLock() : null;
  const channel = (options.channel ?? (shared ? browserTabChannel : () => null))();
  return new TabCoordinator(locks, channel, events);
}
