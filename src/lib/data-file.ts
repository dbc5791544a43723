import { tallyCharacters } from '../engine/filter';
import { HISTORY_HEADER_BYTES, derivePity, encodeHistoryBatch, readHistoryHeader } from '../engine/history-codec';
import type { Rules } from '../engine/rules';
import { BANNER_IDS, PITY_TYPE_LABELS, type BannerId, type Counters } from '../engine/types';
import {
  CHUNK_PULLS,
  countSchema,
  countersSchema,
  type BatchRecord,
  type ChunkMeta,
  type ChunkRecord,
} from '../storage/history-db';
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
import { rarityCounts, rosterRemap } from './history-chunks';
import type { ExportedBatch, HistoryExportSummary, ImportedHistory, SummonStore } from './summon-store';
import { beginWork } from './activity';

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

// ---------------------------------------------------------------------------------------------------------------
// Base64

const BASE64_PATTERN = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export function encodeBase64(bytes: Uint8Array): string {
  const pieces: string[] = [];
  // Slices keep String.fromCharCode's argument list short; multiples of 3 bytes keep the pieces joinable.
  for (let i = 0; i < bytes.length; i += 0x7ffe) {
    pieces.push(btoa(String.fromCharCode(...bytes.subarray(i, i + 0x7ffe))));
  }
  return pieces.join('');
}

/** The bytes of a strict (padded, no whitespace) base64 text, or undefined when it is not one. */
export function decodeBase64(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!BASE64_PATTERN.test(text)) return undefined;
  let binary: string;
  try {
    binary = atob(text);
  } catch {
    return undefined;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

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

function batchParts(batch: ExportedBatch, parts: BlobPart[]): void {
  const head = JSON.stringify({
    first: batch.first,
    banner: batch.banner,
    timestamp: batch.timestamp,
    seed: batch.seed,
    count: batch.count,
  });
  parts.push(head.slice(0, -1), ',"chunks":[');
  batch.chunks.forEach((chunk, i) => {
    if (i > 0) parts.push(',');
    if ('data' in chunk) {
      parts.push('"', encodeBase64(chunk.data), '"');
    } else {
      parts.push(
        JSON.stringify({
          chars: encodeBase64(chunk.chars),
          pity: encodeBase64(chunk.pity),
          types: encodeBase64(chunk.types),
        }),
      );
    }
  });
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
  const summary = await store.exportHistory((batch) => {
    if (!first) batches.push(',');
    first = false;
    batchParts(batch, batches);
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

type FileShape = z.infer<typeof fileSchema>;

class FileFault extends Error {}

function fault(message: string): FileFault {
  return new FileFault(`${message} Nothing was changed.`);
}

/** Zod's English wording for the issue a damaged file is refused with ("Invalid input: expected number, …"). */
const issueMessages = englishIssueMessages().localeError;

function describeIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'This data file is damaged.';
  const where = issue.path.length > 0 ? issue.path.join('.') : 'the file';
  return `This data file is damaged: ${where}: ${issue.message}.`;
}

function sameCounters(a: Counters, b: Counters): boolean {
  return a.pity === b.pity && a.sr === b.sr;
}

/** Pulls in the file's roster indices, moved to the current roster's; a fault names the first that cannot be. */
function mapChars(chars: Uint8Array, roster: readonly string[], remap: Uint8Array, where: string): Uint8Array {
  const out = new Uint8Array(chars.length);
  for (let i = 0; i < chars.length; i++) {
    const index = chars[i]!;
    if (index >= roster.length) {
      throw fault(
        `The pull history in this file is damaged (${where}, pull ${i + 1}: roster index ${index} is out of range; the file's roster has ${roster.length} characters).`,
      );
    }
    const mapped = remap[index]!;
    if (mapped === 255) {
      throw fault(
        `The pull history in this file names a character this version of the site does not know ("${roster[index]}").`,
      );
    }
    out[i] = mapped;
  }
  return out;
}

/** Decodes, remaps and replays every chunk; returns the records to store, numbered as in the file. */
function checkHistory(summons: FileShape['summons'], rules: Rules | null): ImportedHistory {
  const charCounts: Record<BannerId, number[]> = {
    limited: [],
    perma: [],
    ml: [],
  };
  const history = {
    summonCount: summons.summonCount,
    counters: summons.counters,
    batches: [] as BatchRecord[],
    chunks: [] as ChunkRecord[],
    charCounts,
    pulls: 0,
  };
  if (summons.batches.length === 0) return history;
  if (!rules) throw new FileFault(MESSAGES.noSimulator);
  const currentIds = rules.roster.map((c) => c.id);
  for (const banner of BANNER_IDS) charCounts[banner] = currentIds.map(() => 0);
  if (new Set(summons.roster).size !== summons.roster.length) {
    throw fault('This data file is damaged: summons.roster names a character twice.');
  }
  const remap = rosterRemap(summons.roster, currentIds);
  const sameRoster =
    summons.roster.length === currentIds.length && summons.roster.every((id, i) => id === currentIds[i]);
  let next = 1;
  summons.batches.forEach((entry, b) => {
    const label = `batch ${b + 1}`;
    if (entry.first < next) {
      throw fault(`The pull history in this file is damaged (${label} overlaps the one before it).`);
    }
    const metas: ChunkMeta[] = [];
    let position = entry.first;
    let chain: Counters | null = null;
    let end: Counters = { pity: 0, sr: 0 };
    entry.chunks.forEach((chunk, c) => {
      const where = `${label}, part ${c + 1}`;
      let chars: Uint8Array;
      let start: Counters;
      let record: ChunkRecord;
      if (typeof chunk === 'string') {
        const bytes = decodeBase64(chunk);
        if (!bytes) throw fault(`The pull history in this file is damaged (${where} is not valid base64).`);
        let header: ReturnType<typeof readHistoryHeader>;
        try {
          header = readHistoryHeader(bytes);
        } catch (error) {
          throw fault(`The pull history in this file is damaged (${where}: ${(error as Error).message}).`);
        }
        if (header.banner !== entry.banner || header.timestamp !== entry.timestamp) {
          throw fault(`The pull history in this file is damaged (${where} does not match its batch's banner or time).`);
        }
        if (header.count === 0 || header.count > CHUNK_PULLS) {
          throw fault(`The pull history in this file is damaged (${where} holds ${header.count} pulls).`);
        }
        start = header.startCounters;
        if (chain && !sameCounters(chain, start)) {
          throw fault(
            `The pull history in this file is damaged (${where} does not continue the counters of the part before).`,
          );
        }
        chars = mapChars(bytes.subarray(HISTORY_HEADER_BYTES), summons.roster, remap, where);
        let replay: ReturnType<typeof derivePity>;
        try {
          replay = derivePity(rules, entry.banner, start, chars);
        } catch (error) {
          throw fault(`The pull history in this file is damaged (${where}: ${(error as Error).message}).`);
        }
        chain = replay.endCounters;
        end = replay.endCounters;
        // Bytes written for this very roster are stored as they are; others are re-encoded for it.
        const data =
          sameRoster && header.rosterHash === rules.rosterHash
            ? bytes
            : encodeHistoryBatch(rules, {
                banner: entry.banner,
                timestamp: entry.timestamp,
                startCounters: start,
                chars,
              });
        record = { first: position, batchId: entry.first, data };
      } else {
        const raw = [chunk.chars, chunk.pity, chunk.types].map(decodeBase64);
        const [rawChars, pity, types] = raw;
        if (!rawChars || !pity || !types) {
          throw fault(`The pull history in this file is damaged (${where} is not valid base64).`);
        }
        const n = rawChars.length;
        if (n === 0 || n > CHUNK_PULLS || pity.length !== n || types.length !== n) {
          throw fault(
            `The pull history in this file is damaged (${where}: its pulls, pity and types differ in length).`,
          );
        }
        if (pity.some((p) => p > 80) || types.some((t) => t >= PITY_TYPE_LABELS.length)) {
          throw fault(`The pull history in this file is damaged (${where}: a pity value or type is out of range).`);
        }
        chars = mapChars(rawChars, summons.roster, remap, where);
        start = { pity: 0, sr: 0 };
        chain = null;
        end = { pity: pity[n - 1]!, sr: 0 };
        record = { first: position, batchId: entry.first, chars, pity, types };
      }
      const tally = tallyCharacters(chars, currentIds.length);
      tally.forEach((n, index) => (charCounts[entry.banner][index]! += n));
      metas.push({ first: position, count: chars.length, start, rarity: rarityCounts(rules, tally) });
      history.chunks.push(record);
      position += chars.length;
    });
    if (position - entry.first !== entry.count) {
      throw fault(
        `The pull history in this file is damaged (${label} says ${entry.count} pulls but holds ${position - entry.first}).`,
      );
    }
    history.batches.push({
      id: entry.first,
      banner: entry.banner,
      timestamp: entry.timestamp,
      count: entry.count,
      start: metas[0]!.start,
      end,
      seed: entry.seed,
      rosterHash: rules.rosterHash,
      chunks: metas,
    });
    history.pulls += entry.count;
    next = position;
  });
  if (next - 1 > summons.summonCount) {
    throw fault(
      `This data file is damaged: summons.summonCount (${summons.summonCount}) is lower than the last pull number in its history (${next - 1}).`,
    );
  }
  return history;
}

/** Checks a file's text: JSON, ours, a version this site reads, the schema, then every pull. */
export function parseDataText(text: string, rules: Rules | null): ReadResult {
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
  try {
    const history = checkHistory(file.summons, rules);
    return { ok: true, data: { exportedAt: file.exportedAt, theme: file.theme, tierLists, teams, history } };
  } catch (error) {
    if (error instanceof FileFault) return { ok: false, message: error.message };
    throw error;
  }
}

/** Reads a chosen or dropped file: its size is checked before a byte of it is read. */
export async function readDataFile(file: Blob, rules: Rules | null): Promise<ReadResult> {
  if (file.size > MAX_IMPORT_BYTES) return { ok: false, message: MESSAGES.tooLarge };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, message: MESSAGES.unreadable };
  }
  return parseDataText(text, rules);
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

/** A count as the data dialog words it: 2,000. */
export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}

/** "1 pull", "2,000 pulls": a count with its noun. */
export function plural(n: number, one: string, many: string): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

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
