/** `Export my data` / `Import`, the folder's public surface; the file itself is described in ./format.ts. */

// The pull bytes' base64, which the export shares with the engine's import check.
export { decodeBase64, encodeBase64 } from '../../engine/base64';
export { DATA_FORMAT, DATA_VERSION, MAX_IMPORT_BYTES, type DataFile } from './format';
export { buildExport, exportFileName, readLocalData, type BuiltExport, type LocalData } from './export';
export { parseDataText, readDataFile, type FileChecker, type ReadResult } from './read';
export {
  mergeOwned,
  mergeRealCounters,
  mergeTeams,
  mergeTierLists,
  planImport,
  summarise,
  teamCount,
  tierListKey,
  type DataSummary,
  type ImportMode,
  type ImportPlan,
  type SavedLocal,
} from './merge';
export { applyImport, savedLocal, type ImportOutcome } from './apply';
export { importedText, type ImportDone, type PlanCounts } from './import-wording';
export { MESSAGES } from './messages';
