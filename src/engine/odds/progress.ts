/**
 * What the How Much To worker's calls share: progress reports that cannot break a computation and arrive at a
 * bounded rate, and yields between batches of trials.
 */

/** Minimum time between progress reports. */
export const CALC_PROGRESS_INTERVAL_MS = 200;
/** Pulls per batch of trials between progress reports and yields (a few tens of milliseconds). */
export const PULLS_PER_BATCH = 2_000_000;

/** Across Comlink these are proxied callbacks returning promises. */
export type FractionCallback = (fraction: number) => void | Promise<void>;
export type TrialsCallback = (trialsDone: number) => void | Promise<void>;

export interface CalcApiOptions {
  readonly now?: () => number;
  /** Runs between batches of trials so messages (progress, termination) are handled. */
  readonly yieldToEventLoop?: () => Promise<void>;
}

export function yieldMacrotask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Calls a progress callback without letting a failed receiver (a closed port) affect the computation. */
export function notify<A extends unknown[]>(callback: (...args: A) => unknown, ...args: A): void {
  try {
    const pending = callback(...args);
    if (pending instanceof Promise) pending.catch(() => undefined);
  } catch {
    // Progress is advisory.
  }
}

/** The callback, called at most once per CALC_PROGRESS_INTERVAL_MS. */
export function throttled<A extends unknown[]>(callback: ((...args: A) => unknown) | undefined, now: () => number) {
  if (!callback) return undefined;
  let last = -Infinity;
  return (...args: A): void => {
    const at = now();
    if (at - last < CALC_PROGRESS_INTERVAL_MS) return;
    last = at;
    notify(callback, ...args);
  };
}

/** Trials per batch so that a batch takes about PULLS_PER_BATCH pulls, from the pulls per trial so far. */
export function nextBatch(trialsDone: number, pullsDone: number): number {
  const pullsPerTrial = Math.max(1, pullsDone / Math.max(1, trialsDone));
  return Math.max(1, Math.floor(PULLS_PER_BATCH / pullsPerTrial));
}
