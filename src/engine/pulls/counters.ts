import type { Counters } from '../types';
import { HARD_PITY, SR_GUARANTEE } from './rules';

/**
 * Throws unless the counters are a state the rules can reach: integers, pity 0..80, SR counter 0..9. Apart from
 * the batch loop, so code that only checks counters does not pull the loop into its bundle.
 */
export function assertCounters(counters: Counters): void {
  const { pity, sr } = counters;
  if (!Number.isInteger(pity) || pity < 0 || pity > HARD_PITY) {
    throw new RangeError(`Pity counter must be an integer in 0..${HARD_PITY}, got ${pity}`);
  }
  if (!Number.isInteger(sr) || sr < 0 || sr > SR_GUARANTEE) {
    throw new RangeError(`SR counter must be an integer in 0..${SR_GUARANTEE}, got ${sr}`);
  }
}
