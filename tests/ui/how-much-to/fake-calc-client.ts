/**
 * Stands in for src/lib/calc-client in jsdom (which has no workers): the real calculator API runs on the test's
 * thread with fixed seeds, and the test can hold calls open, make them fail, and see every request.
 */

import { CHARACTERS } from '../../../src/catalogue/characters';
import { createCalcApi } from '../../../src/engine/odds/api';
import type { CalcRequest } from '../../../src/engine/odds/prepare';
import { buildRules } from '../../../src/engine/pulls/rules';
import type { CalcClient } from '../../../src/lib/calc-client';

export const MONTE_CARLO_TRIALS = 100_000;

const api = createCalcApi(buildRules(CHARACTERS));

export interface Controls {
  calls: { kind: 'simulate' | 'exact' | 'monte-carlo'; request: CalcRequest }[];
  /** While set, Monte Carlo reports some progress and then waits for it. */
  monteCarloGate: Promise<void> | null;
  /** While set, the sample run waits for it. */
  runGate: Promise<void> | null;
  /** Calls fail with this, as a crashed worker's would. */
  failWith: Error | null;
  /** Trials a Monte Carlo answer really runs (100,000 is slow on one test thread). */
  trials: number;
  /** Workers the fake pretends to have terminated on cancel. */
  terminated: number;
}

export const controls: Controls = {
  calls: [],
  monteCarloGate: null,
  runGate: null,
  failWith: null,
  trials: 3000,
  terminated: 0,
};

export function resetControls(): void {
  Object.assign(controls, {
    calls: [],
    monteCarloGate: null,
    runGate: null,
    failWith: null,
    trials: 3000,
    terminated: 0,
  });
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function abortable<T>(signal: AbortSignal | undefined, work: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      controls.terminated++;
      reject(new DOMException('Cancelled', 'AbortError'));
    };
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    work()
      .then(resolve, reject)
      .finally(() => signal?.removeEventListener('abort', onAbort));
  });
}

const fake: CalcClient = {
  simulate(request, { signal, seed } = {}) {
    controls.calls.push({ kind: 'simulate', request });
    return abortable(signal, async () => {
      if (controls.runGate) await controls.runGate;
      if (controls.failWith) throw controls.failWith;
      return api.simulate(request, seed ?? 1);
    });
  },
  exact(request, { signal, onProgress } = {}) {
    controls.calls.push({ kind: 'exact', request });
    return abortable(signal, async () => {
      if (controls.failWith) throw controls.failWith;
      return api.exact(request, onProgress);
    });
  },
  monteCarlo(request, { signal, onProgress } = {}) {
    controls.calls.push({ kind: 'monte-carlo', request });
    return abortable(signal, async () => {
      if (controls.monteCarloGate) {
        onProgress?.(MONTE_CARLO_TRIALS / 4, MONTE_CARLO_TRIALS);
        await controls.monteCarloGate;
      }
      if (controls.failWith) throw controls.failWith;
      const histogram = await api.monteCarlo(request, controls.trials, 5);
      onProgress?.(histogram.trials, histogram.trials);
      return { ...(await api.summarise([histogram])), seedUsed: 5 };
    });
  },
  terminate() {},
};

export function calcClient(): CalcClient {
  return fake;
}
