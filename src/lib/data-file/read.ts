import { checkImportedHistory, emptyImportedHistory, type ImportSummons } from '../../engine/history-import';
import type { Rules } from '../../engine/rules';
import { describeError } from '../../storage/error-wording';
import { BadFileError, SiteError, kindOf, type FileProblem } from '../../storage/errors';
import { CHUNK_PULLS } from '../../storage/history-db';
import { englishIssueMessages, type z } from '../../storage/schema';
import { MAX_COPIES, NO_OWNED, parseOwned } from '../../storage/owned-store';
import { parseRealCounters } from '../../storage/real-counters-store';
import { parseTeamData } from '../../storage/team-store';
import { parseSavedTierLists, type SavedTierLists } from '../../storage/tier-list-store';
import { checkHistoryInWorker, wordedCheck, type CheckedHistory } from '../engine-client';
import { DATA_FORMAT, DATA_VERSION, MAX_IMPORT_BYTES, MAX_IMPORT_MEGABYTES, fileSchema, type DataFile } from './format';

/**
 * `Import`, first half: a file is read and checked whole before anything is written. One pipeline, in this order:
 * the size (before a byte is read), JSON, ours, a version this site reads, the schema, the tier lists and teams;
 * then the pull history: nothing to replay when it has no pulls, else the simulator's rules are needed, and every
 * chunk is decoded and replayed by the engine. `parseDataText` runs it on this thread; `readDataFile` reads a file
 * and replays in the engine worker. Every refusal is a SiteError (a BadFileError naming its FileProblem) worded by
 * the site's one wording module, so both entry points refuse a file in the same words.
 */

export type ReadResult =
  { readonly ok: true; readonly data: DataFile } | { readonly ok: false; readonly message: string };

/**
 * Checks a file's pull history: the engine's checkImportedHistory, here on the page or in the engine worker
 * (`checkHistoryInWorker`), which keeps a file of millions of pulls from freezing the page.
 */
export type HistoryChecker = (summons: ImportSummons, rules: Rules, signal?: AbortSignal) => Promise<CheckedHistory>;

type FileParts = Omit<DataFile, 'history'>;

/** Where the pipeline stands once everything but the replay is checked. */
type Stage =
  { readonly done: ReadResult } | { readonly file: FileParts; readonly summons: ImportSummons; readonly rules: Rules };

/** A refusal in the player's words. */
function refusal(error: SiteError): Extract<ReadResult, { ok: false }> {
  // Only a cancellation goes without words, and a SiteError never is one.
  return { ok: false, message: describeError(error, 'read-file')! };
}

function badFile(problem: FileProblem, cause?: unknown): Extract<ReadResult, { ok: false }> {
  return refusal(new BadFileError(problem, cause));
}

/** Zod's English wording for the issue a damaged file is refused with ("Invalid input: expected number, …"). */
const issueMessages = englishIssueMessages().localeError;

function damage(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'This data file is damaged.';
  const where = issue.path.length > 0 ? issue.path.join('.') : 'the file';
  return `This data file is damaged: ${where}: ${issue.message}.`;
}

type Shape =
  | { readonly ok: true; readonly file: FileParts; readonly summons: ImportSummons }
  | { readonly ok: false; readonly problem: FileProblem };

/** Everything of a file but its pull history, checked; the history has passed the schema only. */
function checkShape(text: string): Shape {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: { reason: 'not-json' } };
  }
  if (typeof value !== 'object' || value === null || (value as { format?: unknown }).format !== DATA_FORMAT) {
    return { ok: false, problem: { reason: 'foreign' } };
  }
  const version = (value as { version?: unknown }).version;
  if (typeof version === 'number' && Number.isFinite(version) && version > DATA_VERSION) {
    return { ok: false, problem: { reason: 'newer', version, reads: DATA_VERSION } };
  }
  const parsed = fileSchema.safeParse(value, { error: issueMessages });
  if (!parsed.success) return { ok: false, problem: { reason: 'damaged', detail: damage(parsed.error) } };
  const file = parsed.data;
  let tierLists: SavedTierLists | null = null;
  if (file.tierLists && file.tierLists.lists.length > 0) {
    const lists = parseSavedTierLists({ version: 1, ...file.tierLists });
    if (!lists) {
      return {
        ok: false,
        problem: { reason: 'damaged', detail: 'This data file is damaged: tierLists repeats a list or row id.' },
      };
    }
    tierLists = lists;
  }
  const teams = parseTeamData(file.teams);
  if (!teams) {
    return {
      ok: false,
      problem: {
        reason: 'damaged',
        detail: 'This data file is damaged: teams holds an unknown content or a team over its size.',
      },
    };
  }
  const owned = file.owned === undefined ? NO_OWNED : parseOwned(file.owned);
  if (!owned) {
    return {
      ok: false,
      problem: {
        reason: 'damaged',
        detail: `This data file is damaged: owned holds copies that are not whole numbers from 0 to ${MAX_COPIES}.`,
      },
    };
  }
  const realCounters = file.realCounters ? parseRealCounters(file.realCounters)! : null;
  return {
    ok: true,
    file: { exportedAt: file.exportedAt, theme: file.theme, tierLists, teams, owned, realCounters },
    summons: file.summons,
  };
}

/** The pipeline up to the replay: the shape, then whether there is a history to replay and rules to replay it by. */
function untilReplay(text: string, rules: Rules | null): Stage {
  const shape = checkShape(text);
  if (!shape.ok) return { done: badFile(shape.problem) };
  if (shape.summons.batches.length === 0) {
    return { done: withHistory(shape.file, { ok: true, history: emptyImportedHistory(shape.summons) }) };
  }
  if (!rules) return { done: refusal(new SiteError('simulator-unavailable')) };
  return { file: shape.file, summons: shape.summons, rules };
}

/** The pipeline's last step: the replay's verdict. */
function withHistory(file: FileParts, check: CheckedHistory): ReadResult {
  if (!check.ok) return check;
  return { ok: true, data: { ...file, history: check.history } };
}

function replayHere(summons: ImportSummons, rules: Rules): CheckedHistory {
  return wordedCheck(checkImportedHistory(summons, rules, CHUNK_PULLS));
}

const checkInThread: HistoryChecker = async (summons, rules) => replayHere(summons, rules);

/**
 * In the engine worker where the browser has workers, else on this thread. Only a worker that never starts (it may
 * not load in an unusual embedder) hands the check back to this thread; one that fails during the check is an error.
 */
const checkOffThread: HistoryChecker = async (summons, rules, signal) => {
  try {
    return await checkHistoryInWorker(summons, CHUNK_PULLS, { signal });
  } catch (error) {
    if (kindOf(error) !== 'engine-unavailable') throw error;
    console.warn('The import check fell back to the page:', error);
    return checkInThread(summons, rules);
  }
};

function defaultChecker(): HistoryChecker {
  return typeof Worker === 'undefined' ? checkInThread : checkOffThread;
}

/** Checks a file's text whole, on this thread: the shape, then every pull. */
export function parseDataText(text: string, rules: Rules | null): ReadResult {
  const stage = untilReplay(text, rules);
  if ('done' in stage) return stage.done;
  return withHistory(stage.file, replayHere(stage.summons, stage.rules));
}

/**
 * Reads a chosen or dropped file: its size is checked before a byte of it is read, then the pipeline runs with the
 * replay in `checkHistory` (the engine worker where there is one). Rejects with an AbortError when `signal` aborts
 * during the check, and with the worker's error when it fails during the check.
 */
export async function readDataFile(
  file: Blob,
  rules: Rules | null,
  options: { readonly checkHistory?: HistoryChecker; readonly signal?: AbortSignal } = {},
): Promise<ReadResult> {
  if (file.size > MAX_IMPORT_BYTES) return badFile({ reason: 'too-large', limitMegabytes: MAX_IMPORT_MEGABYTES });
  let text: string;
  try {
    text = await file.text();
  } catch (error) {
    return badFile({ reason: 'unreadable' }, error);
  }
  const stage = untilReplay(text, rules);
  // The text is not needed past here: let it go before the long check.
  text = '';
  if ('done' in stage) return stage.done;
  const checkHistory = options.checkHistory ?? defaultChecker();
  return withHistory(stage.file, await checkHistory(stage.summons, stage.rules, options.signal));
}
