import type { HistoryMessage, TabChannel, TabLock } from '../../src/lib/summons/tabs';

/**
 * Stand-ins for the browser's cross-tab machinery, shared by several stores in one test as tabs share one browser:
 * an exclusive lock granted in request order (like Web Locks), and a channel that delivers each message to every
 * other tab in a later task (like BroadcastChannel).
 */
export class FakeLocks implements TabLock {
  private held = false;
  private readonly queue: (() => void)[] = [];
  /** Requests granted so far, and requests that had to wait. */
  granted = 0;
  waited = 0;

  get isHeld(): boolean {
    return this.held;
  }

  request<T>(
    options: { ifAvailable?: boolean; signal?: AbortSignal },
    task: (granted: boolean) => Promise<T>,
  ): Promise<T> {
    if (options.ifAvailable) return this.held ? task(false) : this.hold(() => task(true));
    const signal = options.signal;
    if (signal?.aborted) return Promise.reject(new DOMException('Aborted', 'AbortError'));
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        signal?.removeEventListener('abort', onAbort);
        this.hold(() => task(true)).then(resolve, reject);
      };
      const onAbort = () => {
        const at = this.queue.indexOf(start);
        if (at >= 0) this.queue.splice(at, 1);
        reject(new DOMException('Aborted', 'AbortError'));
      };
      if (!this.held && this.queue.length === 0) {
        start();
      } else {
        this.waited++;
        this.queue.push(start);
        signal?.addEventListener('abort', onAbort, { once: true });
      }
    });
  }

  /** Holds the lock as another tab would, until the returned function is called. */
  holdElsewhere(): () => void {
    let release = () => {};
    void this.request({}, () => new Promise<void>((resolve) => (release = resolve)));
    return () => release();
  }

  private async hold<T>(task: () => Promise<T>): Promise<T> {
    this.held = true;
    this.granted++;
    try {
      return await task();
    } finally {
      this.held = false;
      this.queue.shift()?.();
    }
  }
}

export class FakeBus {
  private readonly tabs = new Set<{ listener: ((message: unknown) => void) | null }>();
  readonly sent: HistoryMessage[] = [];

  /** A channel for one tab, as the store's `channel` option. */
  readonly open = (): TabChannel => {
    const tab: { listener: ((message: unknown) => void) | null } = { listener: null };
    this.tabs.add(tab);
    return {
      post: (message) => {
        this.sent.push(message);
        for (const other of this.tabs) {
          if (other !== tab) setTimeout(() => other.listener?.(structuredClone(message)), 0);
        }
      },
      listen: (listener) => {
        tab.listener = listener;
      },
      close: () => {
        this.tabs.delete(tab);
      },
    };
  };
}
