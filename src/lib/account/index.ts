/** The player's own account: the characters they own (with copies) and their real pity, for every screen. */
export { useOwned, ownedValue, markRarityOwned, ownedIds, type OwnedApi } from './owned';
export { useRealCounters, realCountersValue, type RealCountersApi } from './real-counters';
export { afterPulls, afterSr, afterTop, topPool } from './real-pity';
export { MAX_COPIES, type OwnedCopies } from '../../storage/owned-store';
export type { RealCounters } from '../../storage/real-counters-store';
