/** The player's own account: the characters they own (with copies) and their real pity, for every screen. */
export { useOwned, ownedValue, markRarityOwned, ownedIds, type OwnedApi } from './owned';
export { useRealCounters, realCountersValue, type RealCountersApi } from './real-counters';
export { afterPulls, afterSr, afterTop, stepped, topPool } from './real-pity';
export { realLuckInputs, type RealLuckInput } from './real-luck';
export { MAX_COPIES, type OwnedCopies } from '../../storage/owned-store';
export type { RealBanner, RealCounters, RealTally } from '../../storage/real-counters-store';
