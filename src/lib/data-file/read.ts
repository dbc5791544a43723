import { checkImportedHistory, emptyImportedHistory, type ImportSummons } from '../../engine/history/import';
import { checkImportFile, type ImportFileCheck, type ImportFileOptions } from '../../engine/history/import-file';
import type { Rules } from '../../engine/pulls/rules';
import { isLanguage } from '../../i18n/languages';
import { describeError } from '../../storage/error-wording';
import { BadFileError, SiteError, kindOf, type FileProblem } from '../../storage/errors';
import { CHUNK_PULLS } from '../../storage/stored-history';
import { parseSavedPlans, plansNameRuns, PLANS_VERSION, type SavedPlans } from '../../storage/plan-store';
import { namesUnknownCharacter, parseSavedRuns } from '../../storage/runs-store';
import { MAX_COPIES, NO_OWNED, parseOwned } from '../../storage/owned-store';
import { parseRealCounters } from '../../storage/real-counters-store';
import { parseTeamData } from '../../storage/team-store';
import { parseSavedTierLists, type SavedTierLists } from '../../storage/tier-list-store';
import { checkFileInWorker, wordedCheck, type CheckedHistory } from '../engine-client';
import {
  DATA_FORMAT,
  DATA_VERSION,
  MAX_CHUNK_BASE64,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_MEGABYTES,
  STREAM_IMPORT_ABOVE_BYTES,
  fileSchema,
  type DataFile,
} from './format';
import { namedRunProblem } from './run-batches';
import { schemaDamage } from './schema-issue';

/**
 * `Import`, first half: a file is read and checked whole before anything is written. One pipeline, in this order:
 * the size (before a byte is read), JSON, ours, a version this site reads, the schema, the tier lists, teams, runs
 * and the runs its batches name; then the pull history: nothing to replay when it has no pulls, else the simulator's
 * rules are needed, and every chunk is decoded and replayed by the engine (a run's batch under its run's rules).
 * `parseDataText` runs it on this thread; `readDataFile` has a file read, parsed and replayed in the engine worker
 * (the engine's checkImportFile), which hands this thread what the file holds without its pull bytes to vet. Every
 * refusal is a SiteError (a BadFileError naming its FileProblem) worded by the site's one wording module
 * (src/storage/error-wording.ts), so both entry points refuse a file in the same words.
 */

export type ReadResult =
  { readonly ok: true; readonly data: DataFile } | { readonly ok: false; readonly message: string };

/**
 * Reads a file and replays its history once `vet` (this thread's checks of everything else) asks for it: the
 * engine's checkImportFile, in the engine worker (`checkFileInWorker`) or on this thread.
 */
export type FileChecker = (
  file: Blob,
  vet: (value: unknown) => Promise<boolean>,
  signal?: AbortSignal,
) => Promise<ImportFileCheck>;

type FileParts = Omit<DataFile, 'history'>;

/** Where the pipeline stands once everything but the replay is checked. */
type Stage =
  { readonly done: ReadResult } | { readonly file: FileParts; readonly summons: ImportSummons; readonly rules: Rules };

/** A refusal in the player's words. */
function refusal(error: SiteError): Extract<ReadResult, { ok: false }> {
  // Only a cancellation goes without words, and a SiteError never is one.
  return { ok: false, message: describeError(error, 'read-file')! };
}

function badFile(problem: FileProblem): Extract<ReadResult, { ok: false }> {
  return refusal(new BadFileError(problem));
}

type Shape =
  | { readonly ok: true; readonly file: FileParts; readonly summons: ImportSummons }
  | { readonly ok: false; readonly problem: FileProblem };

/** Everything of a file's JSON but its pull history, checked; the history has passed the schema only. */
function checkShape(value: unknown): Shape {
  if (typeof value !== 'object' || value === null || (value as { format?: unknown }).format !== DATA_FORMAT) {
    return { ok: false, problem: { reason: 'foreign' } };
  }
  const version = (value as { version?: unknown }).version;
  if (typeof version === 'number' && Number.isFinite(version) && version > DATA_VERSION) {
    return { ok: false, problem: { reason: 'newer', version, reads: DATA_VERSION } };
  }
  // Each issue keeps its input, which says what type the file holds where another was expected.
  const parsed = fileSchema.safeParse(value, { reportInput: true });
  if (!parsed.success) return { ok: false, problem: { reason: 'damaged', ...schemaDamage(parsed.error) } };
  const file = parsed.data;
  let tierLists: SavedTierLists | null = null;
  if (file.tierLists && file.tierLists.lists.length > 0) {
    const lists = parseSavedTierLists({ version: 1, ...file.tierLists });
    if (!lists) return { ok: false, problem: { reason: 'damaged', damage: 'tier-list-ids' } };
    tierLists = lists;
  }
  const teams = parseTeamData(file.teams);
  if (!teams) return { ok: false, problem: { reason: 'damaged', damage: 'teams' } };
  let plans: SavedPlans | null = null;
  if (file.plans && file.plans.plans.length > 0) {
    if (file.version < DATA_VERSION && plansNameRuns(file.plans.plans)) {
      return { ok: false, problem: { reason: 'damaged', damage: 'plan-names-run', version: DATA_VERSION } };
    }
    const parsedPlans = parseSavedPlans({ version: PLANS_VERSION, ...file.plans });
    if (!parsedPlans) return { ok: false, problem: { reason: 'damaged', damage: 'plan-ids' } };
    plans = parsedPlans;
  }
  const owned = file.owned === undefined ? NO_OWNED : parseOwned(file.owned);
  if (!owned) return { ok: false, problem: { reason: 'damaged', damage: 'owned', most: MAX_COPIES } };
  const realCounters = file.realCounters ? parseRealCounters(file.realCounters)! : null;
  if (namesUnknownCharacter(file.runs ?? [])) {
    return { ok: false, problem: { reason: 'damaged', damage: 'run-of-unknown-character' } };
  }
  const runs = parseSavedRuns({ version: 1, runs: file.runs ?? [] }) ?? [];
  if (runs.length !== (file.runs?.length ?? 0)) return { ok: false, problem: { reason: 'damaged', damage: 'runs' } };
  const runBatch = namedRunProblem(file.version, file.summons.batches);
  if (runBatch) return { ok: false, problem: runBatch };
  return {
    ok: true,
    file: {
      exportedAt: file.exportedAt,
      theme: file.theme,
      // A language this build does not have (a later build's) leaves the setting as it is.
      language: isLanguage(file.language) ? file.language : undefined,
      tierLists,
      teams,
      plans,
      owned,
      realCounters,
      runs,
    },
    summons: file.summons,
  };
}

/** The pipeline up to the replay: the shape, then whether there is a history to replay and rules to replay it by. */
function untilReplay(value: unknown, rules: Rules | null): Stage {
  const shape = checkShape(value);
  if (!shape.ok) return { done: badFile(shape.problem) };
  if (shape.summons.batches.length === 0) {
    return { done: withHistory(shape.file, { ok: true, history: emptyImportedHistory(shape.summons) }) };
  }
  if (!rules) return { done: refusal(new SiteError('simulator-unavailable')) };
  return { file: shape.file, summons: shape.summons, rules };
}

/**
 * The pipeline's last step: the replay's verdict. A batch pulled on a run has been replayed under that run's rules,
 * its chunks checked against the run it names, and its record names the run as the store's own records do.
 */
function withHistory(file: FileParts, check: CheckedHistory): ReadResult {
  if (!check.ok) return check;
  return { ok: true, data: { ...file, history: check.history } };
}

function replayHere(summons: ImportSummons, rules: Rules): CheckedHistory {
  return wordedCheck(checkImportedHistory(summons, rules, CHUNK_PULLS));
}

function fileOptions(streamAbove: number): ImportFileOptions {
  return { chunkPulls: CHUNK_PULLS, maxChunkChars: MAX_CHUNK_BASE64, streamAbove };
}

function checkInThread(rules: Rules | null, options: ImportFileOptions): FileChecker {
  return (file, vet) =>
    checkImportFile(file, options, vet, (summons) => {
      // The vetting asks for a replay only when there are rules to replay by.
      if (!rules) throw new SiteError('simulator-unavailable');
      return checkImportedHistory(summons, rules, CHUNK_PULLS);
    });
}

/**
 * In the engine worker where the browser has workers, else on this thread. Only a worker that never starts (it may
 * not load in an unusual embedder) hands the check back to this thread; one that fails during the check is an error.
 */
function defaultChecker(rules: Rules | null, options: ImportFileOptions): FileChecker {
  const here = checkInThread(rules, options);
  if (typeof Worker === 'undefined' || !rules) return here;
  return async (file, vet, signal) => {
    try {
      return await checkFileInWorker(file, options, vet, { signal });
    } catch (error) {
      if (kindOf(error) !== 'engine-unavailable') throw error;
      console.warn('The import check fell back to the page:', error);
      return here(file, vet, signal);
    }
  };
}

/** Checks a file's text whole, on this thread: the shape, then every pull. */
export function parseDataText(text: string, rules: Rules | null): ReadResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return badFile({ reason: 'not-json' });
  }
  const stage = untilReplay(value, rules);
  if ('done' in stage) return stage.done;
  return withHistory(stage.file, replayHere(stage.summons, stage.rules));
}

/**
 * Reads a chosen or dropped file: its size is checked before a byte of it is read, then `checkFile` (by default the
 * engine worker) reads and parses it, as a stream when it is over `streamAbove` bytes, this thread vets what it
 * holds, and the checker replays its history. Rejects with an AbortError when `signal` aborts during the check, and
 * with the worker's error when it fails during the check.
 */
export async function readDataFile(
  file: Blob,
  rules: Rules | null,
  options: { readonly checkFile?: FileChecker; readonly signal?: AbortSignal; readonly streamAbove?: number } = {},
): Promise<ReadResult> {
  if (file.size > MAX_IMPORT_BYTES) return badFile({ reason: 'too-large', limitMegabytes: MAX_IMPORT_MEGABYTES });
  const vetting: { stage?: Stage } = {};
  const vet = async (value: unknown) => {
    vetting.stage = untilReplay(value, rules);
    return !('done' in vetting.stage);
  };
  const checkFile =
    options.checkFile ?? defaultChecker(rules, fileOptions(options.streamAbove ?? STREAM_IMPORT_ABOVE_BYTES));
  const outcome = await checkFile(file, vet, options.signal);
  if ('read' in outcome) return badFile({ reason: outcome.read });
  const stage = vetting.stage;
  if (!stage) throw new SiteError('engine-failed', { detail: 'The file was checked without being vetted' });
  if ('done' in stage) return stage.done;
  if (!('check' in outcome)) throw new SiteError('engine-failed', { detail: 'The vetted file was not replayed' });
  return withHistory(stage.file, wordedCheck(outcome.check));
}
