import type { LuckApi } from '../engine/luck/api';
import type { LuckOutcome, LuckRequest } from '../engine/luck/luck';
import { catalogueRules } from './summons/rules';
import { spawnCalcWorker } from './calc-client';
import { abortError, WorkerClient } from './worker-client';
import { SiteError } from '../storage/errors';

/**
 * My Summons' luck question, answered in a calc worker of its own (an exact distribution over thousands of pulls
 * takes up to a second, which the page must never spend), spawned on first use. Several questions (one per banner,
 * and the form's) share it and are answered in turn. A cancelled question rejects at once and its answer is dropped
 * when it comes: ending the worker would lose the other questions' answers, and no question runs longer than about
 * a second. Where the browser has no workers (component tests) the same API runs on this thread, loaded on first use.
 */

export { isAbortError } from './worker-client';

export interface LuckClient {
  luck(request: LuckRequest, signal?: AbortSignal): Promise<LuckOutcome>;
}

/** `answer`, or an AbortError as soon as `signal` aborts (the answer, when it comes, is ignored). */
function dropOnAbort<T>(answer: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError());
    signal.addEventListener('abort', onAbort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function inThread(): LuckClient {
  let api: Promise<LuckApi> | null = null;
  return {
    async luck(request, signal) {
      if (signal?.aborted) throw abortError();
      api ??= import('../engine/luck/api').then((m) => {
        const rules = catalogueRules();
        if (!rules) throw new SiteError('simulator-unavailable');
        return m.createLuckApi(rules);
      });
      return (await api).luck(request);
    },
  };
}

export function createLuckClient(spawn: () => Worker = spawnCalcWorker): LuckClient {
  const worker = new WorkerClient<LuckApi>(spawn);
  return {
    luck(request, signal) {
      if (signal?.aborted) return Promise.reject(abortError());
      // Comlink's Remote type splits the union result into a union of promises: awaiting it gives the union back.
      const answer = worker.call(async (api) => await api.luck(request));
      return signal ? dropOnAbort(answer, signal) : answer;
    },
  };
}

let shared: LuckClient | null = null;

/** The app's luck client: the calc worker where the browser has workers, else this thread. */
export function luckClient(): LuckClient {
  shared ??= typeof Worker === 'undefined' ? inThread() : createLuckClient();
  return shared;
}
