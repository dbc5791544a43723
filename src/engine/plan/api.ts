/**
 * The pull planner's part of the How Much To worker's contract. Like the rest it keeps no state between calls.
 *
 * A plan that cannot be answered comes back as a value, `{ ok: false, reason: 'invalid', fault }`, not as a thrown
 * error: an error crossing a worker boundary keeps only its message. `src/lib/plan-client.ts` turns it back into a
 * `PlanRequestError`, and the page words the fault from its kind.
 */

import { nextBatch, notify, throttled, yieldMacrotask } from '../odds/progress';
import type { CalcApiOptions, FractionCallback } from '../odds/progress';
import { planAnswer } from './answer';
import { PlanRequestError } from './errors';
import type { PlanFault } from './errors';
import { planExact } from './exact';
import type { PlanStages } from './marginals';
import { planTrialRunners } from './trials';
import type { PlanTrials } from './trials';
import { answerRunPlan } from './runs';
import type { RunPlanOptions } from './runs';
import type { RunPlanAnswer, RunPlanRequest } from './runs-types';
import { checkRunPlan } from './runs-validate';
import type { PlanAnswer, PlanRequest } from './types';
import { checkPlan } from './validate';
import type { CheckedPlan } from './validate';
import { assertSeed, createRng } from '../pulls/rng';
import type { Rules } from '../pulls/rules';

/** Most trials per banner one call may run. */
export const MAX_PLAN_TRIALS = 10_000_000;

export type Invalid = { readonly ok: false; readonly reason: 'invalid'; readonly fault: PlanFault };

export type PlanExactReply =
  | { readonly ok: true; readonly stages: Extract<PlanStages, { method: 'exact' }> }
  | { readonly ok: false; readonly reason: 'too-large' }
  | Invalid;
export type PlanTrialsReply = { readonly ok: true; readonly trials: PlanTrials } | Invalid;
export type PlanAnswerReply = { readonly ok: true; readonly answer: PlanAnswer } | Invalid;
export type PlanRunsReply = { readonly ok: true; readonly answer: RunPlanAnswer } | Invalid;

export interface PlanApi {
  /** Every banner's exact stage distributions, or 'too-large' beyond the work budget. */
  planExact(request: PlanRequest, onProgress?: FractionCallback): Promise<PlanExactReply>;
  /** `trials` Monte Carlo trials per banner on the stream seeded by `seed`; progress as a fraction of them. */
  planTrials(
    request: PlanRequest,
    trials: number,
    seed: number,
    onProgress?: FractionCallback,
  ): Promise<PlanTrialsReply>;
  /** The answer from stage distributions found by either of the above (merged, for Monte Carlo). */
  planAnswer(request: PlanRequest, stages: PlanStages): Promise<PlanAnswerReply>;
  /**
   * A plan whose targets name banner runs (`plan/runs.ts`), answered whole in this one call: exactly where it can be,
   * else by Monte Carlo from `options.seed`.
   */
  planRuns(request: RunPlanRequest, options: RunPlanOptions): Promise<PlanRunsReply>;
}

/** Runs `work` on the plan `check` accepts, turning a PlanRequestError into the fault it names. */
async function checked<P, T>(check: () => P, work: (plan: P) => Promise<T>): Promise<T | Invalid> {
  let plan: P;
  try {
    plan = check();
  } catch (error) {
    if (error instanceof PlanRequestError) return { ok: false, reason: 'invalid', fault: error.fault };
    throw error;
  }
  return work(plan);
}

function withPlan<T>(rules: Rules, request: PlanRequest, work: (plan: CheckedPlan) => Promise<T>) {
  return checked(() => checkPlan(rules, request), work);
}

export function createPlanApi(rules: Rules, options: CalcApiOptions = {}): PlanApi {
  const now = options.now ?? (() => Date.now());
  const yieldToEventLoop = options.yieldToEventLoop ?? yieldMacrotask;
  return {
    planExact(request, onProgress) {
      return withPlan(rules, request, async (plan) => {
        const outcome = planExact(rules, plan, { onProgress: throttled(onProgress, now) });
        if (!outcome.ok) return { ok: false, reason: 'too-large' } as const;
        return { ok: true, stages: { method: 'exact', banners: outcome.banners } } as const;
      });
    },

    async planTrials(request, trials, seed, onProgress) {
      if (!Number.isInteger(trials) || trials < 1 || trials > MAX_PLAN_TRIALS) {
        throw new RangeError(`Trials must be an integer in 1..${MAX_PLAN_TRIALS}, got ${trials}`);
      }
      assertSeed(seed);
      return withPlan(rules, request, async (plan) => {
        const runners = planTrialRunners(rules, plan, createRng(seed));
        const report = throttled(onProgress, now);
        const total = runners.length * trials;
        let finished = 0;
        // Banners one after the other, as runPlanTrials runs them, in batches sized in pulls.
        for (const runner of runners) {
          while (runner.trials < trials) {
            runner.run(
              Math.min(trials - runner.trials, runner.trials === 0 ? 16 : nextBatch(runner.trials, runner.pulls)),
            );
            report?.((finished + runner.trials) / total);
            await yieldToEventLoop();
          }
          finished += trials;
        }
        if (onProgress) notify(onProgress, 1);
        return { ok: true, trials: { trials, banners: runners.map((r) => r.result()) } } as const;
      });
    },

    planAnswer(request, stages) {
      return withPlan(rules, request, async (plan) => ({ ok: true, answer: planAnswer(plan, stages) }) as const);
    },

    planRuns(request, runOptions) {
      return checked(
        () => checkRunPlan(rules, request),
        async (plan) => ({ ok: true, answer: answerRunPlan(plan, runOptions) }) as const,
      );
    },
  };
}
