/** The summon simulator's state, shared by the Summon and My Summons screens (features never import each other). */
export { MAX_BATCH, MAX_SEED, type BatchRunner } from './batch';
export type { BatchIndex } from './batch-index';
export type { BatchTopPulls, ReplayedPulls } from './batch-pulls';
export type { CharCounts, CountersByBanner } from './counts';
export { useBatches, useSummonState, usePullSource, type PullSource } from './hooks';
export { bannerLuckInputs, type BannerLuckInput } from './luck-inputs';
export {
  MAX_REPLAY_PULLS,
  REPLAY_PATH,
  parseReplayLink,
  replayHref,
  replayable,
  type ParsedReplayLink,
  type ReplayLink,
} from './replay-link';
export { browserMirrors, type SummonMirrors } from './mirrors';
export type { BatchTally, ImportReport } from './merge-history';
export type { Command, LastBatch, RunProgress, SummonSnapshot } from './state';
export { resetSummonStore, summonStore } from './shared';
export { SummonStore, type SummonStoreOptions } from './store';
export {
  HISTORY_CHANNEL,
  HISTORY_LOCK,
  browserTabChannel,
  browserTabLock,
  type HistoryMessage,
  type TabChannel,
  type TabLock,
} from './tabs';
export type { ExportedBatch, HistoryExportSummary, ImportLocalWrites, ImportedHistory } from './transfer';
export type { ResultFilter } from '../chunk-index';
