import { decodeBase64, encodeBase64 } from '../engine/base64';
import { plural } from '../components/format';
import { HISTORY_HEADER_BYTES } from '../engine/history-codec';
import {
  checkImportedHistory,
  emptyImportedHistory,
  type HistoryCheck,
  type ImportSummons,
  type ImportedHistory,
} from '../engine/history-import';
import type { Rules } from '../engine/rules';
import { BANNER_IDS } from '../engine/types';
import { CHUNK_PULLS, countSchema, countersSchema } from '../storage/history-db';
import { readLocal, removeLocal, tryWriteLocal } from '../storage/local-store';
import { englishIssueMessages, z } from '../storage/schema';
import { IMPORT_NOT_SAVED } from '../storage/storage-full';
import {
  TEAM_DATA_KEY,
  TEAM_KEYS,
  loadTeamData,
  parseTeamData,
  saveTeamData,
  serialiseTeamData,
  type TeamData,
} from '../storage/team-store';
import { THEMES, THEME_KEY, type Theme } from '../storage/theme-store';
import {
  MAX_LISTS,
  MAX_LIST_NAME,
  TIER_LISTS_KEY,
  loadTierLists,
  parseSavedTierLists,
  serialiseTierLists,
  tierListSchema,
  type SavedTierLists,
  type TierList,
} from '../storage/tier-list-store';
import { checkHistoryInWorker } from './engine-client';
import { WorkerUnavailableError } from './worker-client';
import type { ExportedBatch, HistoryExportSummary, SummonStore } from './summon-store';
import { beginWork, yieldToPage } from './activity';

/**
 * `Export my data` / `Import`: everything the player has in one versioned JSON file, and the careful way back in.
 *
 * The file (version 1):
 *
 *   { format: 'etheria-companion-data', version: 1, exportedAt: ISO date, app: site version,
 *     theme: 'dark' | 'light',
 *     tierLists: { activeId, lists: [{ id, name, rows: [{ id, name, color, items: [character id] }] }] } | null,
 *     teams: { '<content type>-<mob>': [character id] },
 *     summons: { summonCount, counters: { limited|perma|ml: { pity, sr } },
 *                roster: [character id],   // what the pull bytes' indices refer to
 *                batches: [{ first, banner, timestamp, seed, count, chunks: [base64] }] } }
 *
 * A batch is one press of a pull button: pulls `first` .. `first + count - 1`. Each chunk is the history codec's
 * bytes (src/engine/history-codec.ts: a 24-byte header with banner, time and the counters before its first pull,
 * then one byte a pull, the index into `roster`), base64-encoded. Pulls kept from an earlier version of the site's
 * records are chunks `{ chars, pity, types }` instead (base64, one byte a pull each), as recorded.
 *
 * An export is built as Blob parts, never as one string, so a history of tens of millions of pulls exports without a
 * giant allocation. An import is read only below MAX_IMPORT_BYTES, parsed, checked against the schema, and every
 * chunk decoded and replayed against the rules before anything is written; any fault is a message and changes
 * nothing.
 */

export const DATA_FORMAT = 'etheria-companion-data';
export const DATA_VERSION = 1;
/** 256 MB: about 190 million pulls. Larger files are refused before they are read. */
export const MAX_IMPORT_BYTES = 256 * 1024 * 1024;

export const MESSAGES = {
  tooLarge: 'This file is too large to be an Etheria companion data file (the limit is 256 MB). Nothing was changed.',
  unreadable: 'This file could not be read. Nothing was changed.',
  notJson: 'This file is not valid JSON (it may be truncated or damaged). Nothing was changed.',
  foreign: 'This is not an Etheria companion data file. Nothing was changed.',
  newer: (version: number) =>
    `This file was made by a newer version of the site (data format ${version}; this version reads format ${DATA_VERSION}). Reload the page to get the newest version, then import it again. Nothing was changed.`,
  noSimulator:
    'The summon simulator is unavailable right now, so the pull history in this file cannot be imported. Nothing was changed.',
  notSaved: 'Your browser could not save the imported data. Nothing was changed.',
} as const;

/** What a valid file holds, checked and ready to write. */
export interface DataFile {
  readonly exportedAt: string;
  readonly theme: Theme;
  readonly tierLists: SavedTierLists | null;
  readonly teams: TeamData;
  readonly history: ImportedHistory;
}

export type ReadResult =
  { readonly ok: true; readonly data: DataFile } | { readonly ok: false; readonly message: string };

// The pull bytes' base64, which tests and the export share with the engine's import check.
export { decodeBase64, encodeBase64 };

// ---------------------------------------------------------------------------------------------------------------
// Export

export interface LocalData {
  readonly theme: Theme;
  readonly tierLists: SavedTierLists | undefined;
  readonly teams: TeamData;
}

/** The tier lists, teams and theme as saved now. */
export function readLocalData(theme: Theme): LocalData {
  return { theme, tierLists: loadTierLists(), teams: loadTeamData() };
}

/** 256 KB: a multiple of 3 bytes, so the pieces' base64 texts join into the whole chunk's. */
const BASE64_PIECE = 0x7ffe * 8;

/** A chunk's bytes as base64 Blob parts, a piece at a time, with a turn for the page between pieces. */
async function base64Parts(bytes: Uint8Array, parts: BlobPart[]): Promise<void> {
  for (let at = 0; at < bytes.length; at += BASE64_PIECE) {
    if (at > 0) await yieldToPage();
    parts.push(encodeBase64(bytes.subarray(at, at + BASE64_PIECE)));
  }
}

/**
 * A batch's JSON as Blob parts. A chunk is a megabyte of base64 to encode: the page gets a turn between pieces, so an
 * export of millions of pulls never freezes it.
 */
async function batchParts(batch: ExportedBatch, parts: BlobPart[]): Promise<void> {
  const head = JSON.stringify({
    first: batch.first,
    banner: batch.banner,
    timestamp: batch.timestamp,
    seed: batch.seed,
    count: batch.count,
  });
  parts.push(head.slice(0, -1), ',"chunks":[');
  for (const [i, chunk] of batch.chunks.entries()) {
    if (i > 0) {
      parts.push(',');
      await yieldToPage();
    }
    if ('data' in chunk) {
      parts.push('"');
      await base64Parts(chunk.data, parts);
      parts.push('"');
    } else {
      parts.push(
        JSON.stringify({
          chars: encodeBase64(chunk.chars),
          pity: encodeBase64(chunk.pity),
          types: encodeBase64(chunk.types),
        }),
      );
    }
  }
  parts.push(']}');
}

export interface BuiltExport {
  readonly blob: Blob;
  readonly fileName: string;
  readonly summary: HistoryExportSummary;
}

/** `etheria-companion-data-YYYY-MM-DD.json`, in the player's local date. */
export function exportFileName(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `etheria-companion-data-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.json`;
}

/** Builds the export file from the store's history and the saved local data. */
export async function buildExport(
  store: Pick<SummonStore, 'exportHistory'>,
  local: LocalData,
  options: { readonly now?: Date; readonly appVersion?: string } = {},
): Promise<BuiltExport> {
  const now = options.now ?? new Date();
  const batches: BlobPart[] = [];
  let first = true;
  const summary = await store.exportHistory(async (batch) => {
    if (!first) batches.push(',');
    first = false;
    await batchParts(batch, batches);
  });
  const head = JSON.stringify({
    format: DATA_FORMAT,
    version: DATA_VERSION,
    exportedAt: now.toISOString(),
    app: options.appVersion ?? null,
    theme: local.theme,
    tierLists: local.tierLists ? { activeId: local.tierLists.activeId, lists: local.tierLists.lists } : null,
    teams: JSON.parse(serialiseTeamData(local.teams)) as unknown,
  });
  const summons = JSON.stringify({
    summonCount: summary.summonCount,
    counters: summary.counters,
    roster: summary.roster,
  });
  const parts: BlobPart[] = [head.slice(0, -1), ',"summons":', summons.slice(0, -1), ',"batches":[', ...batches, ']}}'];
  return { blob: new Blob(parts, { type: 'application/json' }), fileName: exportFileName(now), summary };
}

// ---------------------------------------------------------------------------------------------------------------
// Import: reading and checking

const count = countSchema;
/** A chunk's base64 text: at most CHUNK_PULLS pulls after the header. */
const base64Schema = z.string().check(z.maxLength(Math.ceil((CHUNK_PULLS + HISTORY_HEADER_BYTES) / 3) * 4));
const recordedChunkSchema = z.object({ chars: base64Schema, pity: base64Schema, types: base64Schema });

const batchSchema = z.object({
  first: z.int().check(z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER)),
  banner: z.enum(BANNER_IDS),
  timestamp: z.number().check(z.minimum(0), z.maximum(8.64e15)),
  seed: z.nullable(z.int().check(z.minimum(0), z.maximum(0xffffffff))),
  count: z.int().check(z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER)),
  chunks: z.array(z.union([base64Schema, recordedChunkSchema])).check(z.minLength(1)),
});

const fileSchema = z.object({
  format: z.literal(DATA_FORMAT),
  version: z.literal(DATA_VERSION),
  exportedAt: z.string().check(z.maxLength(64)),
  theme: z.enum(THEMES),
  tierLists: z.nullable(
    z.object({
      activeId: z.string().check(z.minLength(1), z.maxLength(40)),
      lists: z.array(tierListSchema).check(z.maxLength(MAX_LISTS)),
    }),
  ),
  // Checked by the team store's own parser (known content slots, team sizes).
  teams: z.unknown(),
  summons: z.object({
    summonCount: count,
    counters: z.object({ limited: countersSchema, perma: countersSchema, ml: countersSchema }),
    roster: z.array(z.string().check(z.minLength(1), z.maxLength(100))).check(z.maxLength(255)),
    batches: z.array(batchSchema),
  }),
});

/** Zod's English wording for the issue a damaged file is refused with ("Invalid input: expected number, …"). */
const issueMessages = englishIssueMessages().localeError;

function describeIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'This data file is damaged.';
  const where = issue.path.length > 0 ? issue.path.join('.') : 'the file';
  return `This data file is damaged: ${where}: ${issue.message}.`;
}

/** Everything of a file but its pull history, checked; the history has passed the schema only. */
type ShapeResult =
  | { readonly ok: true; readonly file: Omit<DataFile, 'history'>; readonly summons: ImportSummons }
  | { readonly ok: false; readonly message: string };

/** Checks a file's text: JSON, ours, a version this site reads, the schema, tier lists and teams. */
function parseDataShape(text: string): ShapeResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: MESSAGES.notJson };
  }
  if (typeof value !== 'object' || value === null || (value as { format?: unknown }).format !== DATA_FORMAT) {
    return { ok: false, message: MESSAGES.foreign };
  }
  const version = (value as { version?: unknown }).version;
  if (typeof version === 'number' && Number.isFinite(version) && version > DATA_VERSION) {
    return { ok: false, message: MESSAGES.newer(version) };
  }
  const parsed = fileSchema.safeParse(value, { error: issueMessages });
  if (!parsed.success) return { ok: false, message: `${describeIssue(parsed.error)} Nothing was changed.` };
  const file = parsed.data;
  let tierLists: SavedTierLists | null = null;
  if (file.tierLists && file.tierLists.lists.length > 0) {
    const lists = parseSavedTierLists({ version: 1, ...file.tierLists });
    if (!lists) {
      return {
        ok: false,
        message: 'This data file is damaged: tierLists repeats a list or row id. Nothing was changed.',
      };
    }
    tierLists = lists;
  }
  const teams = parseTeamData(file.teams);
  if (!teams) {
    return {
      ok: false,
      message:
        'This data file is damaged: teams holds an unknown content or a team over its size. Nothing was changed.',
    };
  }
  return {
    ok: true,
    file: { exportedAt: file.exportedAt, theme: file.theme, tierLists, teams },
    summons: file.summons,
  };
}

/**
 * Checks a file's pull history: the engine's checkImportedHistory, here on the page or in the engine worker
 * (`checkHistoryInWorker`), which keeps a file of millions of pulls from freezing the page.
 */
export type HistoryChecker = (summons: ImportSummons, rules: Rules, signal?: AbortSignal) => Promise<HistoryCheck>;

const checkInThread: HistoryChecker = async (summons, rules) => checkImportedHistory(summons, rules, CHUNK_PULLS);

/**
 * In the engine worker where the browser has workers, else on this thread. Only a worker that never starts (it may
 * not load in an unusual embedder) hands the check back to this thread; one that fails during the check is an error.
 */
const checkOffThread: HistoryChecker = async (summons, rules, signal) => {
  try {
    return await checkHistoryInWorker(summons, CHUNK_PULLS, { signal });
  } catch (error) {
    if (!(error instanceof WorkerUnavailableError)) throw error;
    console.warn('The import check fell back to the page:', error);
    return checkInThread(summons, rules);
  }
};

function defaultChecker(): HistoryChecker {
  return typeof Worker === 'undefined' ? checkInThread : checkOffThread;
}

function withHistory(shape: Extract<ShapeResult, { ok: true }>, check: HistoryCheck): ReadResult {
  return check.ok ? { ok: true, data: { ...shape.file, history: check.history } } : check;
}

/** Checks a file's text whole, on this thread: the shape, then every pull. */
export function parseDataText(text: string, rules: Rules | null): ReadResult {
  const shape = parseDataShape(text);
  if (!shape.ok) return shape;
  if (shape.summons.batches.length === 0)
    return withHistory(shape, { ok: true, history: emptyImportedHistory(shape.summons) });
  if (!rules) return { ok: false, message: MESSAGES.noSimulator };
  return withHistory(shape, checkImportedHistory(shape.summons, rules, CHUNK_PULLS));
}

/**
 * Reads a chosen or dropped file: its size is checked before a byte of it is read, then its shape, then its pull
 * history with `checkHistory` (in the engine worker where there is one). Rejects with an AbortError when `signal`
 * aborts during the check.
 */
export async function readDataFile(
  file: Blob,
  rules: Rules | null,
  options: { readonly checkHistory?: HistoryChecker; readonly signal?: AbortSignal } = {},
): Promise<ReadResult> {
  if (file.size > MAX_IMPORT_BYTES) return { ok: false, message: MESSAGES.tooLarge };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, message: MESSAGES.unreadable };
  }
  const shape = parseDataShape(text);
  // The text is not needed past here: let it go before the long check.
  text = '';
  if (!shape.ok) return shape;
  if (shape.summons.batches.length === 0)
    return withHistory(shape, { ok: true, history: emptyImportedHistory(shape.summons) });
  if (!rules) return { ok: false, message: MESSAGES.noSimulator };
  const checkHistory = options.checkHistory ?? defaultChecker();
  return withHistory(shape, await checkHistory(shape.summons, rules, options.signal));
}

// ---------------------------------------------------------------------------------------------------------------
// Import: what it does

/** How many filled team slots a team data holds. */
export function teamCount(teams: TeamData): number {
  return TEAM_KEYS.filter((key) => (teams[key]?.length ?? 0) > 0).length;
}

export interface DataSummary {
  readonly pulls: number;
  readonly summonCount: number;
  readonly tierLists: number;
  readonly teams: number;
  readonly theme: Theme;
}

export function summarise(data: DataFile): DataSummary {
  return {
    pulls: data.history.pulls,
    summonCount: data.history.summonCount,
    tierLists: data.tierLists?.lists.length ?? 0,
    teams: teamCount(data.teams),
    theme: data.theme,
  };
}

function uniqueName(name: string, taken: Set<string>): string {
  if (!taken.has(name)) return name;
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`;
    const candidate = `${name.slice(0, MAX_LIST_NAME - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

function uniqueId(id: string, taken: Set<string>): string {
  if (!taken.has(id)) return id;
  for (let n = 2; ; n++) {
    const candidate = `imported-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * Merge of tier lists: the file's lists are added after the current ones, a list whose name is taken renamed with a
 * number (`S tier (2)`); the active list stays the current one. Lists beyond the limit of MAX_LISTS are left out.
 */
export function mergeTierLists(
  current: SavedTierLists | undefined,
  incoming: SavedTierLists | null,
): { readonly result: SavedTierLists | undefined; readonly added: number; readonly leftOut: number } {
  if (!incoming) return { result: current, added: 0, leftOut: 0 };
  if (!current) return { result: incoming, added: incoming.lists.length, leftOut: 0 };
  const names = new Set(current.lists.map((l) => l.name));
  const ids = new Set(current.lists.map((l) => l.id));
  const room = Math.max(0, MAX_LISTS - current.lists.length);
  const added: TierList[] = [];
  for (const list of incoming.lists.slice(0, room)) {
    const name = uniqueName(list.name, names);
    const id = uniqueId(list.id, ids);
    names.add(name);
    ids.add(id);
    added.push({ ...list, id, name });
  }
  return {
    result: { activeId: current.activeId, lists: [...current.lists, ...added] },
    added: added.length,
    leftOut: incoming.lists.length - added.length,
  };
}

/** Merge of teams: the file's team fills each content slot where there is none; where there is one, it stays. */
export function mergeTeams(
  current: TeamData,
  incoming: TeamData,
): { readonly result: TeamData; readonly added: number } {
  const result: TeamData = { ...current };
  let added = 0;
  for (const key of TEAM_KEYS) {
    const ids = incoming[key];
    if (!ids || ids.length === 0 || (current[key]?.length ?? 0) > 0) continue;
    result[key] = ids;
    added++;
  }
  return { result, added };
}

export type ImportMode = 'replace' | 'merge';

export interface ImportPlan {
  readonly tierLists: SavedTierLists | undefined;
  readonly teams: TeamData;
  /** The theme to switch to, or null to keep the current one. */
  readonly theme: Theme | null;
  readonly addedTierLists: number;
  readonly leftOutTierLists: number;
  readonly addedTeams: number;
}

/** What the local data becomes under each choice, computed from what is saved now. */
export function planImport(data: DataFile, mode: ImportMode): ImportPlan {
  if (mode === 'replace') {
    return {
      tierLists: data.tierLists ?? undefined,
      teams: data.teams,
      theme: data.theme,
      addedTierLists: data.tierLists?.lists.length ?? 0,
      leftOutTierLists: 0,
      addedTeams: teamCount(data.teams),
    };
  }
  const lists = mergeTierLists(loadTierLists(), data.tierLists);
  const teams = mergeTeams(loadTeamData(), data.teams);
  return {
    tierLists: lists.result,
    teams: teams.result,
    theme: null,
    addedTierLists: lists.added,
    leftOutTierLists: lists.leftOut,
    addedTeams: teams.added,
  };
}

/**
 * Writes several localStorage keys as one: when one write fails, the keys already written get their old values
 * back. `null` removes a key.
 */
function writeLocalKeys(entries: readonly (readonly [string, string | null])[]): 'saved' | 'full' | 'failed' {
  const before = entries.map(([key]) => [key, readLocal(key)] as const);
  const restore = (upTo: number) => {
    for (const [key, value] of before.slice(0, upTo)) {
      if (value === null) removeLocal(key);
      else tryWriteLocal(key, value);
    }
  };
  for (let i = 0; i < entries.length; i++) {
    const [key, value] = entries[i]!;
    if (value === null) {
      removeLocal(key);
      continue;
    }
    const outcome = tryWriteLocal(key, value);
    if (outcome !== 'saved') {
      restore(i);
      return outcome;
    }
  }
  return 'saved';
}

export type ImportOutcome =
  | { readonly ok: true; readonly plan: ImportPlan; readonly message: string }
  | { readonly ok: false; readonly message: string };

/**
 * Carries out a checked import. Tier lists, teams and theme are written first (taken back if one fails), then the
 * history in one transaction; if that fails too, the local keys get their old values back. So on any failure,
 * a full storage included, what was saved before stays as it was.
 */
export async function applyImport(
  store: Pick<SummonStore, 'importHistory'>,
  data: DataFile,
  mode: ImportMode,
): Promise<ImportOutcome> {
  const plan = planImport(data, mode);
  const entries: [string, string | null][] = [
    [TIER_LISTS_KEY, plan.tierLists ? serialiseTierLists(plan.tierLists) : null],
    [TEAM_DATA_KEY, serialiseTeamData(plan.teams)],
  ];
  if (plan.theme) entries.push([THEME_KEY, plan.theme]);
  const history = data.history;
  const before = entries.map(([key]) => [key, readLocal(key)] as const);
  const local = {
    apply: () => {
      const outcome = writeLocalKeys(entries);
      if (outcome !== 'saved') throw new Error(outcome === 'full' ? IMPORT_NOT_SAVED : MESSAGES.notSaved);
    },
    revert: () => void writeLocalKeys(before),
  };
  // A reload (the new-version prompt) waits until the import is written.
  const endWork = beginWork();
  try {
    if (mode === 'replace' || history.pulls > 0 || history.summonCount > 0) {
      await store.importHistory(history, mode, local);
    } else {
      local.apply();
    }
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : MESSAGES.notSaved };
  } finally {
    endWork();
  }
  // The teams' cookie mirror, now that everything else is saved.
  saveTeamData(plan.teams);
  const message =
    mode === 'replace'
      ? `Your data was replaced with the file's: ${plural(history.pulls, 'pull', 'pulls')}, ${plural(plan.addedTierLists, 'tier list', 'tier lists')}, ${plural(plan.addedTeams, 'team', 'teams')}.`
      : `The file was merged into your data: ${plural(history.pulls, 'pull', 'pulls')}, ${plural(plan.addedTierLists, 'tier list', 'tier lists')} and ${plural(plan.addedTeams, 'team', 'teams')} added.` +
        (plan.leftOutTierLists > 0
          ? ` ${plural(plan.leftOutTierLists, 'tier list was', 'tier lists were')} left out (at most ${MAX_LISTS} fit).`
          : '');
  return { ok: true, plan, message };
}
