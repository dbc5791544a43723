/**
 * The How Much To worker's contract, and the worker-independent implementation behind it: served by
 * `workers/calc.worker.ts` and reached through `src/lib/calc-client.ts`. Like the engine's API it keeps no state
 * between calls, so the client may cancel any call by terminating the worker.
 */

import { exactDistribution } from './exact';
import type { ExactOutcome } from './exact';
import { TrialRunner } from './monte-carlo';
import type { TrialHistogram } from './monte-carlo';
import { planRequest, requestRules } from './prepare';
import type { CalcRequest } from './prepare';
import { runUntilObtained } from './run';
import { monteCarloOdds } from './stats';
import type { MonteCarloOdds } from './stats';
import { assertSeed, createRng, randomSeed } from '../pulls/rng';
import { createPlanApi } from '../plan/api';
import type { PlanApi } from '../plan/api';
import { nextBatch, notify, throttled, yieldMacrotask } from './progress';
import type { CalcApiOptions, FractionCallback, TrialsCallback } from './progress';
import type { Rules } from '../pulls/rules';

export type { CalcApiOptions, FractionCallback, TrialsCallback };

/** Most trials one call may run: the histogram and the time stay bounded. */
export const MAX_TRIALS = 10_000_000;

/** One sample run, as the card grid shows it. */
export interface SimulationResult {
  readonly chars: Uint8Array<ArrayBuffer>;
  readonly pity: Uint8Array<ArrayBuffer>;
  readonly types: Uint8Array<ArrayBuffer>;
  readonly seedUsed: number;
}

/** The calculator's calls and, beside them, the pull planner's (`plan/api.ts`). */
export interface CalcApi extends PlanApi {
  /** Pulls until every selected character is obtained (the specification's run). */
  simulate(request: CalcRequest, seed?: number): Promise<SimulationResult>;
  /** The exact distribution of the pulls needed, or 'too-large' when the chain would exceed the work budget. */
  exact(request: CalcRequest, onProgress?: FractionCallback): Promise<ExactOutcome>;
  /** `trials` Monte Carlo trials on the stream seeded by `seed`. */
  monteCarlo(request: CalcRequest, trials: number, seed: number, onProgress?: TrialsCallback): Promise<TrialHistogram>;
  /** The streams' histograms merged, with the cdf and figures the screen shows. */
  summarise(parts: readonly TrialHistogram[]): Promise<MonteCarloOdds>;
}

export function createCalcApi(rules: Rules, options: CalcApiOptions = {}): CalcApi {
  const now = options.now ?? (() => Date.now());
  const yieldToEventLoop = options.yieldToEventLoop ?? yieldMacrotask;
  return {
    ...createPlanApi(rules, options),

    async simulate(request, seed) {
      const plan = planRequest(rules, request);
      if (seed !== undefined) assertSeed(seed);
      const seedUsed = seed ?? randomSeed();
      const run = runUntilObtained(requestRules(rules, request), plan, createRng(seedUsed));
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
      const runner = new TrialRunner(requestRules(rules, request), plan, createRng(seed));
      // Batches are sized in pulls, not trials: a trial can take ten pulls or ten thousand.
      let batch = Math.min(trials, 16);
      while (runner.trials < trials) {
        runner.run(Math.min(batch, trials - runner.trials));
        if (runner.trials === trials) break;
        batch = nextBatch(runner.trials, runner.pulls);
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
