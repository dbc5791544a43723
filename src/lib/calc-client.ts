import * as Comlink from 'comlink';
import type { CalcApi, SimulationResult } from '../engine/odds/api';
import type { ExactOutcome } from '../engine/odds/exact';
import type { CalcRequest } from '../engine/odds/prepare';
import type { MonteCarloOdds } from '../engine/odds/stats';
import { randomSeed } from '../engine/pulls/rng';
import { poolSize, runOnPool, WorkerClient } from './worker-client';

/**
 * The How Much To calculator's client, through the generic worker client (worker-client.ts) with the calc worker
 * behind it: one worker for the sample run and the exact distribution, and a pool for Monte Carlo trials.
 */

export { isAbortError } from './worker-client';

export type CalcRemote = Comlink.Remote<CalcApi>;

/** Monte Carlo trials per answer. */
export const MONTE_CARLO_TRIALS = 100_000;
/**
 * Independent seeded streams the trials are split into. Fixed, so a seed gives the same answer whatever the number
 * of cores; the pool runs them on as many workers as it has.
 */
export const MONTE_CARLO_STREAMS = 8;
const MAX_POOL = 8;

export function spawnCalcWorker(): Worker {
  return new Worker(new URL('../../workers/calc.worker.ts', import.meta.url), { type: 'module', name: 'calc' });
}

/**
 * One worker per core, at most eight. Unlike the engine's default no core is kept back for the page: while trials
 * run it only moves a progress bar.
 */
export function calcPoolSize(): number {
  return poolSize({ cap: MAX_POOL });
}

/** The merged histogram with its cdf and figures, all worked out in a worker, and the seed of the first stream. */
export interface MonteCarloAnswer extends MonteCarloOdds {
  readonly seedUsed: number;
}

export interface MonteCarloOptions {
  readonly signal?: AbortSignal;
  readonly trials?: number;
  readonly seed?: number;
  /** Trials finished so far over all workers, and the total. */
  readonly onProgress?: (done: number, total: number) => void;
}

export interface CalcClient {
  /** The specification's run: pulls until every selected character is obtained. */
  simulate(request: CalcRequest, options?: { signal?: AbortSignal; seed?: number }): Promise<SimulationResult>;
  /** The exact distribution, or 'too-large'. */
  exact(
    request: CalcRequest,
    options?: { signal?: AbortSignal; onProgress?: (fraction: number) => void },
  ): Promise<ExactOutcome>;
  /** Monte Carlo trials spread over a pool of workers, merged into one histogram and summarised off the page. */
  monteCarlo(request: CalcRequest, options?: MonteCarloOptions): Promise<MonteCarloAnswer>;
  /** Ends every worker; later calls start new ones. */
  terminate(): void;
}

export interface CalcClientOptions {
  readonly spawn?: () => Worker;
  readonly poolSize?: number;
}

export function createCalcClient(options: CalcClientOptions = {}): CalcClient {
  const spawn = options.spawn ?? spawnCalcWorker;
  const single = new WorkerClient<CalcApi>(spawn);
  return {
    simulate(request, { signal, seed } = {}) {
      return single.call((api) => api.simulate(request, seed), signal);
    },

    exact(request, { signal, onProgress } = {}) {
      const callback = onProgress ? Comlink.proxy(onProgress) : undefined;
      // Comlink's Remote type splits the union result into a union of promises: awaiting it gives the union back.
      return single.call(async (api) => await api.exact(request, callback), signal);
    },

    async monteCarlo(request, { signal, trials = MONTE_CARLO_TRIALS, seed = randomSeed(), onProgress } = {}) {
      const streams = Math.min(MONTE_CARLO_STREAMS, trials);
      const done = new Array<number>(streams).fill(0);
      const tasks = done.map((_, stream) => {
        // Trials split as evenly as integers allow; stream i is seeded seed + i.
        const share = Math.floor(trials / streams) + (stream < trials % streams ? 1 : 0);
        const streamSeed = (seed + stream) >>> 0;
        return (api: CalcRemote) => {
          const callback = onProgress
            ? Comlink.proxy((n: number) => {
                done[stream] = n;
                onProgress(
                  done.reduce((a, b) => a + b, 0),
                  trials,
                );
              })
            : undefined;
          return api.monteCarlo(request, share, streamSeed, callback);
        };
      });
      const parts = await runOnPool(tasks, signal, { size: options.poolSize ?? calcPoolSize(), spawn });
      // Merging and summarising a few thousand bins per stream is a task the page need not run itself.
      const buffers = parts.map((part) => part.counts.buffer);
      const odds = await single.call(async (api) => await api.summarise(Comlink.transfer(parts, buffers)), signal);
      return { ...odds, seedUsed: seed };
    },

    terminate() {
      single.terminate();
    },
  };
}

let shared: CalcClient | null = null;

/** The app's calculator, whose workers start on first use. */
export function calcClient(): CalcClient {
  shared ??= createCalcClient();
  return shared;
}
