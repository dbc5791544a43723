import type { LuckApi } from '../engine/luck-api';
import type { LuckOutcome, LuckRequest } from '../engine/luck';
import { catalogueRules } from './summons/rules';
import { spawnCalcWorker } from './calc-client';
import { WorkerClient } from './worker-client';
import { SiteError } from '../storage/errors';

/**
 * My Summons' luck question, answered in the calc worker (an exact distribution over thousands of pulls takes up to
 * a second, which the page must never spend). Each question gets a worker of its own, spawned on first use, so a
 * question cancelled by a newer one ends its worker and the newer one starts a fresh one. Where the browser has no
 * workers (component tests) the same API runs on this thread, loaded on first use.
 */

export { isAbortError } from './worker-client';

export interface LuckClient {
  luck(request: LuckRequest, signal?: AbortSignal): Promise<LuckOutcome>;
}

function inThread(): LuckClient {
  let api: Promise<LuckApi> | null = null;
  return {
    async luck(request) {
      api ??= import('../engine/luck-api').then((m) => {
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
      // Comlink's Remote type splits the union result into a union of promises: awaiting it gives the union back.
      return worker.call(async (api) => await api.luck(request), signal);
    },
  };
}

let shared: LuckClient | null = null;

/** The app's luck client: the calc worker where the browser has workers, else this thread. */
export function luckClient(): LuckClient {
  shared ??= typeof Worker === 'undefined' ? inThread() : createLuckClient();
  return shared;
}
