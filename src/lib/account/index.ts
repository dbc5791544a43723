/** The player's own account: the characters they own (with copies) and their real pity, for every screen. */
export { useOwned, ownedValue, markRarityOwned, ownedIds, type OwnedApi } from './owned';
export { useRealCounters, realCountersValue, type RealCountersApi } from './real-counters';
export { afterPulls, afterSr, afterTop, stepped, topPool } from './real-pity';
export { realLuckInputs, type RealLuckInput } from './real-luck';
export { withoutOwnedCopies, type CopiesTarget, type OwnedTargets } from './owned-targets';
export { MAX_COPIES, copiesOf, type OwnedCopies } from '../../storage/owned-store';
export type { RealBanner, RealCounters, RealTally } from '../../storage/real-counters-store';
