/**
 * The How Much To worker's contract, and the worker-independent implementation behind it. Like the engine's API it
 * keeps no state between calls, so the client may cancel any call by terminating the worker.
 */

import { exactDistribution } from './calc-exact';
import type { ExactOutcome } from './calc-exact';
import { TrialRunner } from './calc-monte-carlo';
import type { TrialHistogram } from './calc-monte-carlo';
import { planRequest } from './calc-plan';
import type { CalcRequest } from './calc-plan';
import { runUntilObtained } from './calc-run';
import { monteCarloOdds } from './calc-stats';
import type { MonteCarloOdds } from './calc-stats';
import { assertSeed, createRng, randomSeed } from './rng';
import type { Rules } from './rules';

/** Most trials one call may run: the histogram and the time stay bounded. */
export const MAX_TRIALS = 10_000_000;
/** Minimum time between progress reports. */
export const CALC_PROGRESS_INTERVAL_MS = 200;

/** One sample run, as the card grid shows it. */
export interface SimulationResult {
  readonly chars: Uint8Array<ArrayBuffer>;
  readonly pity: Uint8Array<ArrayBuffer>;
  readonly types: Uint8Array<ArrayBuffer>;
  readonly seedUsed: number;
}

/** Across Comlink these are proxied callbacks returning promises. */
export type FractionCallback = (fraction: number) => void | Promise<void>;
export type TrialsCallback = (trialsDone: number) => void | Promise<void>;

export interface CalcApi {
  /** Pulls until every selected character is obtained (the specification's run). */
  simulate(request: CalcRequest, seed?: number): Promise<SimulationResult>;
  /** The exact distribution of the pulls needed, or 'too-large' when the chain would exceed the work budget. */
  exact(request: CalcRequest, onProgress?: FractionCallback): Promise<ExactOutcome>;
  /** `trials` Monte Carlo trials on the stream seeded by `seed`. */
  monteCarlo(request: CalcRequest, trials: number, seed: number, onProgress?: TrialsCallback): Promise<TrialHistogram>;
  /** The streams' histograms merged, with the cdf and figures the screen shows. */
  summarise(parts: readonly TrialHistogram[]): Promise<MonteCarloOdds>;
}

export interface CalcApiOptions {
  readonly now?: () => number;
  /** Runs between batches of trials so messages (progress, termination) are handled. */
  readonly yieldToEventLoop?: () => Promise<void>;
}

/** Pulls per batch of trials between progress reports and yields (a few tens of milliseconds). */
export const PULLS_PER_BATCH = 2_000_000;

function yieldMacrotask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Calls a progress callback without letting a failed receiver (a closed port) affect the computation. */
function notify<A extends unknown[]>(callback: (...args: A) => unknown, ...args: A): void {
  try {
    const pending = callback(...args);
    if (pending instanceof Promise) pending.catch(() => undefined);
  } catch {
    // Progress is advisory.
  }
}

function throttled<A extends unknown[]>(callback: ((...args: A) => unknown) | undefined, now: () => number) {
  if (!callback) return undefined;
  let last = -Infinity;
  return (...args: A): void => {
    const at = now();
    if (at - last < CALC_PROGRESS_INTERVAL_MS) return;
    last = at;
    notify(callback, ...args);
  };
}

export function createCalcApi(rules: Rules, options: CalcApiOptions = {}): CalcApi {
  const now = options.now ?? (() => Date.now());
  const yieldToEventLoop = options.yieldToEventLoop ?? yieldMacrotask;
  return {
    async simulate(request, seed) {
      const plan = planRequest(rules, request);
      if (seed !== undefined) assertSeed(seed);
      const seedUsed = seed ?? randomSeed();
      const run = runUntilObtained(rules, plan, createRng(seedUsed));
      return { ...run, seedUsed };
    },

    async exact(request, onProgress) {
      const plan = planRequest(rules, request);
      return exactDistribution(plan, { onProgress: throttled(onProgress, now) });
    },

    async monteCarlo(request, trials, seed, onProgress) {
      const plan = planRequest(rules, request);
      if (!Number.isInteger(trials) || trials < 1 || trials > MAX_TRIALS) {
        throw new RangeError(`Trials must be an integer in 1..${MAX_TRIALS}, got ${trials}`);
      }
      assertSeed(seed);
      const report = throttled(onProgress, now);
      const runner = new TrialRunner(rules, plan, createRng(seed));
      // Batches are sized in pulls, not trials: a trial can take ten pulls or ten thousand.
      let batch = Math.min(trials, 16);
      while (runner.trials < trials) {
        runner.run(Math.min(batch, trials - runner.trials));
        if (runner.trials === trials) break;
        const pullsPerTrial = Math.max(1, runner.pulls / runner.trials);
        batch = Math.max(1, Math.floor(PULLS_PER_BATCH / pullsPerTrial));
        report?.(runner.trials);
        await yieldToEventLoop();
      }
      // The last report is never throttled away, so a progress bar always ends full.
      if (onProgress) notify(onProgress, trials);
      return runner.histogram();
    },

    async summarise(parts) {
      return monteCarloOdds(parts);
    },
  };
}
