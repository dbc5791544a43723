import * as Comlink from 'comlink';
import type { CalcApi } from '../engine/odds/api';
import type { Invalid, PlanExactReply, PlanRunsReply, PlanTrialsReply } from '../engine/plan/api';
import { PlanRequestError } from '../engine/plan/errors';
import type { PlanStages } from '../engine/plan/marginals';
import { mergePlanTrials } from '../engine/plan/trials';
import type { PlanTrials } from '../engine/plan/trials';
import type { RunPlanAnswer, RunPlanRequest } from '../engine/plan/runs-types';
import type { PlanAnswer, PlanRequest } from '../engine/plan/types';
import { randomSeed } from '../engine/pulls/rng';
import { calcPoolSize, MONTE_CARLO_STREAMS, MONTE_CARLO_TRIALS, spawnCalcWorker } from './calc-client';
import type { CalcRemote } from './calc-client';
import { runOnPool, WorkerClient } from './worker-client';

/**
 * The pull planner's client, on the How Much To worker. It asks one worker for the exact stage distributions, and
 * when the plan is too large for them runs Monte Carlo trials on a pool, in MONTE_CARLO_STREAMS seeded streams so a
 * seed gives the same answer whatever the number of cores. The page only merges the streams' histograms; the answer
 * itself is computed in the worker too.
 */

export { isAbortError } from './worker-client';

export interface PlanProgress {
  readonly stage: 'exact' | 'monte-carlo';
  readonly fraction: number;
}

export interface PlanAnswerOptions {
  signal?: AbortSignal;
  onProgress?: (p: PlanProgress) => void;
  method?: 'auto' | 'monte-carlo';
  trials?: number;
  seed?: number;
}

export interface PlanClient {
  /** Rejects with a PlanRequestError for a plan that cannot be answered, with an AbortError on abort. */
  answer(request: PlanRequest, options?: PlanAnswerOptions): Promise<PlanAnswer>;
  /**
   * A plan whose targets name banner runs, answered in one worker call (no progress); rejects as `answer` does.
   * Monte Carlo, where the plan needs it, runs `trials` (default `RUN_PLAN_TRIALS`) from `seed` (default random).
   */
  answerRuns(request: RunPlanRequest, options?: Omit<PlanAnswerOptions, 'onProgress'>): Promise<RunPlanAnswer>;
}

export interface PlanClientOptions {
  readonly spawn?: () => Worker;
  readonly poolSize?: number;
}

/** The reply when it answers, else the PlanRequestError its fault names. */
function unwrap<R extends { readonly ok: boolean }>(reply: R | Invalid): Exclude<R, Invalid> {
  if ('reason' in reply && reply.reason === 'invalid') throw new PlanRequestError(reply.fault);
  return reply as Exclude<R, Invalid>;
}

/** A client with its own workers (tests give their own spawn); the app uses `planClient()`. */
export function createPlanClient(options: PlanClientOptions = {}): PlanClient & { terminate(): void } {
  const spawn = options.spawn ?? spawnCalcWorker;
  const single = new WorkerClient<CalcApi>(spawn);

  async function exact(request: PlanRequest, signal?: AbortSignal, onProgress?: (p: PlanProgress) => void) {
    const callback = onProgress
      ? Comlink.proxy((fraction: number) => onProgress({ stage: 'exact', fraction }))
      : undefined;
    const reply: PlanExactReply = await single.call(async (api) => await api.planExact(request, callback), signal);
    const answered = unwrap(reply);
    return answered.ok ? answered.stages : null;
  }

  async function monteCarlo(
    request: PlanRequest,
    trials: number,
    seed: number,
    signal?: AbortSignal,
    onProgress?: (p: PlanProgress) => void,
  ) {
    const streams = Math.min(MONTE_CARLO_STREAMS, trials);
    const done = new Array<number>(streams).fill(0);
    const tasks = done.map((_, stream) => {
      // Trials split as evenly as integers allow; stream i is seeded seed + i.
      const share = Math.floor(trials / streams) + (stream < trials % streams ? 1 : 0);
      const streamSeed = (seed + stream) >>> 0;
      return async (api: CalcRemote): Promise<PlanTrials> => {
        const callback = onProgress
          ? Comlink.proxy((fraction: number) => {
              done[stream] = fraction * share;
              onProgress({ stage: 'monte-carlo', fraction: done.reduce((a, b) => a + b, 0) / trials });
            })
          : undefined;
        const reply: PlanTrialsReply = await api.planTrials(request, share, streamSeed, callback);
        return unwrap(reply).trials;
      };
    });
    const parts = await runOnPool(tasks, signal, { size: options.poolSize ?? calcPoolSize(), spawn });
    const merged = mergePlanTrials(parts);
    return { method: 'monte-carlo', trials: merged.trials, banners: merged.banners } as const;
  }

  return {
    async answer(request, answerOptions = {}) {
      const { signal, onProgress, method = 'auto', trials = MONTE_CARLO_TRIALS, seed = randomSeed() } = answerOptions;
      if (!Number.isInteger(trials) || trials < 1)
        throw new RangeError(`Trials must be a positive integer, got ${trials}`);
      let stages: PlanStages | null = method === 'auto' ? await exact(request, signal, onProgress) : null;
      stages ??= await monteCarlo(request, trials, seed, signal, onProgress);
      const transfer = stages.banners.flatMap((b) => ('cdf' in b ? b.cdf : b.counts).map((a) => a.buffer));
      const payload = Comlink.transfer(stages, transfer);
      const reply = await single.call(async (api) => await api.planAnswer(request, payload), signal);
      return unwrap(reply).answer;
    },

    async answerRuns(request, answerOptions = {}) {
      const { signal, method = 'auto', trials, seed = randomSeed() } = answerOptions;
      const runOptions = { method, seed, ...(trials === undefined ? {} : { trials }) };
      const reply: PlanRunsReply = await single.call(async (api) => await api.planRuns(request, runOptions), signal);
      return unwrap(reply).answer;
    },

    terminate() {
      single.terminate();
    },
  };
}

let shared: (PlanClient & { terminate(): void }) | null = null;

/** The app's planner, whose workers start on first use. */
export function planClient(): PlanClient {
  shared ??= createPlanClient();
  return shared;
}
