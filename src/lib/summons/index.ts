/** The summon simulator's state, shared by the Summon and My Summons screens (features never import each other). */
export { MAX_BATCH, MAX_SEED } from './batch';
export type { BatchTopPulls, ReplayedPulls } from './batch-pulls';
export type { CharCounts } from './counts';
export { useBatches, useSummonState, usePullSource } from './hooks';
export { bannerLuckInputs } from './luck-inputs';
export { MAX_REPLAY_PULLS, parseReplayLink, replayHref, replayable, type ReplayLink } from './replay-link';
export type { ImportReport } from './merge-history';
export type { LastBatch, SummonSnapshot } from './state';
export { summonStore } from './shared';
export { SummonStore } from './store';
export type { ExportedBatch, HistoryExportSummary, ImportLocalWrites } from './transfer';
export type { ResultFilter } from '../chunk-index';
