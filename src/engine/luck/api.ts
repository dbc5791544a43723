/**
 * The luck question's part of the calc worker's contract (served beside CalcApi by workers/calc.worker.ts, the
 * chart's points transferred, and reached through src/lib/luck-client.ts). Like CalcApi it keeps no state between
 * calls, so the client may cancel by terminating the worker. Answers are values, the problem worded by the page.
 */

import { luckOf } from './luck';
import type { LuckOutcome, LuckRequest } from './luck';
import type { Rules } from '../pulls/rules';

export interface LuckApi {
  /** Where a count of top results stands among all players making the same pulls, or why it cannot be answered. */
  luck(request: LuckRequest): Promise<LuckOutcome>;
}

export function createLuckApi(rules: Rules): LuckApi {
  return {
    async luck(request) {
      return luckOf(rules, request);
    },
  };
}
