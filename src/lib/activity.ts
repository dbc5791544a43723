import { createListeners } from '../storage/listeners';

/**
 * Work in progress that reloading the page would throw away: a batch being pulled or saved, an import being written,
 * a planner answer being worked out. Whatever wants to reload the page (the new-version prompt) waits until there is
 * none.
 */
export type WorkKind = 'batch' | 'import' | 'answer';

const running = new Map<WorkKind, number>();
const listeners = createListeners();
const notify = listeners.notify;

/** Marks work of `kind` as started; call the returned function once when it ends (later calls do nothing). */
export function beginWork(kind: WorkKind = 'batch'): () => void {
  running.set(kind, (running.get(kind) ?? 0) + 1);
  notify();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    const left = (running.get(kind) ?? 1) - 1;
    if (left > 0) running.set(kind, left);
    else running.delete(kind);
    notify();
  };
}

export function isBusy(): boolean {
  return running.size > 0;
}

/** The work a reload waits for, a batch first; null when there is none. */
export function busyWith(): WorkKind | null {
  for (const kind of ['batch', 'import', 'answer'] as const) if (running.has(kind)) return kind;
  return null;
}

export const subscribeActivity = listeners.subscribe;

/** Resolves at once when nothing is running, else as soon as the last running work ends. */
export function whenIdle(): Promise<void> {
  if (!isBusy()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = subscribeActivity(() => {
      if (isBusy()) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Lets the page handle input and paint before long work goes on: `scheduler.yield()` where the browser has it, else
 * a message-channel task (unlike a timeout, not slowed to once a second in a background tab).
 */
export function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
