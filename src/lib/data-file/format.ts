import { HISTORY_HEADER_BYTES } from '../../engine/history/codec';
import type { ImportedHistory } from '../../engine/history/import';
import { CHUNK_PULLS, historySchemas } from '../../storage/stored-history';
import type { OwnedCopies } from '../../storage/owned-store';
import { realCountersSchema, type RealCounters } from '../../storage/real-counters-store';
import { z } from '../../storage/schema';
import { MAX_PLANS, planSchemas, type SavedPlans } from '../../storage/plan-store';
import { MAX_RUNS, type BannerRun } from '../../storage/runs-store';
import type { TeamData } from '../../storage/team-store';
import { THEMES, type Theme } from '../../storage/theme-store';
import { MAX_LISTS, tierListSchemas, type SavedTierLists } from '../../storage/tier-list-store';

/**
 * The data file of `Export my data` / `Import`: everything the player has, in one versioned JSON file.
 *
 * Version 4 (version 3 is the same without a plan target's `run`; version 2 is version 3 without a batch's
 * `featured`, so it holds no run's pulls; version 1 is version 2 without `runs`, and reads as a file of no runs):
 *
 *   { format: 'etheria-companion-data', version: 4, exportedAt: ISO date, app: site version,
 *     theme: 'dark' | 'light',
 *     language: language id,                                          // optional: absent reads as unchanged
 *     tierLists: { activeId, lists: [{ id, name, rows: [{ id, name, color, items: [character id] }] }] } | null,
 *     teams: { '<content type>-<mob>': [character id] },
 *     plans: { activeId, plans: [{ id, name, targets: [{ character: id, copies, banner, run? }], counters, onHand,
 *              income: { daily, weekly, monthly, events: [{ date, label, amounts }] }, economy, targetDate,
 *              resetHour, weeklyResetDay }] } | null,   // optional: files made before the planner have none
 *     owned: { <character id>: copies 1..10 },                          // optional: absent reads as none owned
 *     realCounters: { limited|perma|ml: { pity, sr,                     // optional: absent reads as null
 *                     tally: { pulls, tops, from: { pity, sr } } } } | null,   // a tally is optional too
 *     runs: [{ id, banner, featured?: ssr id, name?, start?: day, end?: day }],   // the player's banner runs
 *     summons: { summonCount, counters: { limited|perma|ml: { pity, sr } },
 *                roster: [character id],   // what the pull bytes' indices refer to
 *                batches: [{ first, banner, timestamp, seed, count, featured?: ssr id, chunks: [base64] }] } }
 *
 * A batch is one press of a pull button: pulls `first` .. `first + count - 1`. Each chunk is the history codec's
 * bytes (src/engine/history/codec.ts: a 24-byte header with banner, time and the counters before its first pull,
 * then one byte a pull, the index into `roster`), base64-encoded. Pulls kept from an earlier version of the site's
 * records are chunks `{ chars, pity, types }` instead (base64, one byte a pull each), as recorded.
 *
 * A batch pulled on a Limited run (featuring another character than the catalogue's own) has `featured`, the id of
 * that character, and its chunks are the codec's version 2, whose header names the same character; only a file
 * holding such a batch is version 3, so a file without one still opens in the builds before it. A file of version 1
 * or 2 never names a run on a batch, nor holds a version 2 chunk.
 *
 * The values are bounded exactly as the history database bounds its own records (the schema below is built from
 * its pieces), so anything a file may hold can be stored, and anything stored can be exported.
 *
 * Importing a file twice changes nothing the second time: a Merge leaves out the file's batches already in the
 * history (the same banner, time, seed, length, run and character at every pull; src/lib/summons/merge-history.ts
 * says how the rest are numbered), tier lists already saved (./merge.ts, `tierListKey`), runs already saved (the
 * same run but for its id, ./merge-runs.ts) and teams the slots already hold;
 * owned copies merge to the larger count of each character, and real counters already saved stay.
 *
 * An export is built as Blob parts, never as one string, so a history of tens of millions of pulls exports without a
 * giant allocation. An import is read only below MAX_IMPORT_BYTES, parsed, checked against the schema, and every
 * chunk decoded and replayed against the rules before anything is written; any fault is a message and changes
 * nothing. Above STREAM_IMPORT_ABOVE_BYTES the file is parsed as a stream, never held as one text.
 */

export const DATA_FORMAT = 'etheria-companion-data';
/**
 * The latest version: this build reads every version from 1 up to it, and writes it when a saved plan has a target
 * on a banner run (`run`, version 2 of the plans). Version 4 is version 3 with such plans.
 */
export const DATA_VERSION = 4;
/** A file with a batch pulled on a run, but no plan's target on one, is written as version 3. */
export const RUN_BATCHES_DATA_VERSION = 3;
/** A file with runs (`runs`) but no batch pulled on one is written as version 2, as the builds before 3 wrote it. */
export const RUNS_DATA_VERSION = 2;
/** A file without runs is written as version 1, byte for byte what earlier versions of the site wrote and read. */
export const FIRST_DATA_VERSION = 1;
/** 256 MB: about 190 million pulls. Larger files are refused before they are read. */
export const MAX_IMPORT_BYTES = 256 * 1024 * 1024;
export const MAX_IMPORT_MEGABYTES = MAX_IMPORT_BYTES / 2 ** 20;
/**
 * 4 MB, about 3 million pulls: a larger file is read as a stream of bytes and parsed a piece at a time, its pull
 * chunks decoded as they come, so reading it never holds the file's text, its parse and its bytes at once (reading
 * a 13 MB file so took about half the memory, in about the same time). A smaller file is parsed whole by
 * JSON.parse, which needs it as one string and is quickest for a small one.
 */
export const STREAM_IMPORT_ABOVE_BYTES = 4 * 1024 * 1024;

/** The longest base64 text of a chunk: CHUNK_PULLS pulls after the header. */
export const MAX_CHUNK_BASE64 = Math.ceil((CHUNK_PULLS + HISTORY_HEADER_BYTES) / 3) * 4;

// The file's schema is built when this module loads: it loads only to write or read a file.
const {
  bannerCounters: bannerCountersSchema,
  banner: bannerSchema,
  characterId: characterIdSchema,
  count: countSchema,
  pullNumber: pullNumberSchema,
  roster: rosterSchema,
  seed: seedSchema,
  timestamp: timestampSchema,
} = historySchemas();

const base64Schema = z.string().check(z.maxLength(MAX_CHUNK_BASE64));
const recordedChunkSchema = z.object({ chars: base64Schema, pity: base64Schema, types: base64Schema });

const batchSchema = z.object({
  first: pullNumberSchema,
  banner: bannerSchema,
  timestamp: timestampSchema,
  seed: seedSchema,
  count: pullNumberSchema,
  // Version 3: the character the batch's Limited run featured (checked against the catalogue and its chunks after).
  featured: z.optional(characterIdSchema),
  chunks: z.array(z.union([base64Schema, recordedChunkSchema])).check(z.minLength(1)),
});

/**
 * A file's shape. Types and ranges only: tier lists and teams get their stores' own checks after it, and the pull
 * history the engine's replay.
 */
export const fileSchema = z.object({
  format: z.literal(DATA_FORMAT),
  version: z.union([
    z.literal(FIRST_DATA_VERSION),
    z.literal(RUNS_DATA_VERSION),
    z.literal(RUN_BATCHES_DATA_VERSION),
    z.literal(DATA_VERSION),
  ]),
  exportedAt: z.string().check(z.maxLength(64)),
  theme: z.enum(THEMES),
  // The language setting, when it is not the default; absent from files made before it, which leave it as it is.
  language: z.optional(z.string().check(z.maxLength(35))),
  tierLists: z.nullable(
    z.object({
      activeId: z.string().check(z.minLength(1), z.maxLength(40)),
      lists: z.array(tierListSchemas().list).check(z.maxLength(MAX_LISTS)),
    }),
  ),
  // Checked by the team store's own parser (known content slots, team sizes).
  teams: z.unknown(),
  // Absent from files made before the pull planner existed: they hold no plans.
  plans: z.optional(
    z.nullable(
      z.object({
        activeId: z.string().check(z.minLength(1), z.maxLength(40)),
        plans: z.array(planSchemas().plan).check(z.maxLength(MAX_PLANS)),
      }),
    ),
  ),
  // Checked by the owned store's own parser (known characters, copies in range). Files from before it had neither.
  owned: z.optional(z.unknown()),
  realCounters: z.optional(z.nullable(realCountersSchema())),
  // Version 2: the player's banner runs, each checked by the runs store's own rules. Version 1 files hold none.
  runs: z.optional(z.array(z.unknown()).check(z.maxLength(MAX_RUNS))),
  summons: z.object({
    summonCount: countSchema,
    counters: bannerCountersSchema,
    roster: rosterSchema,
    batches: z.array(batchSchema),
  }),
});

/** What a valid file holds, checked and ready to write. */
export interface DataFile {
  readonly exportedAt: string;
  readonly theme: Theme;
  /** A language of this build's; undefined when the file names none (or one this build does not have). */
  readonly language?: string;
  readonly tierLists: SavedTierLists | null;
  readonly teams: TeamData;
  readonly plans: SavedPlans | null;
  readonly owned: OwnedCopies;
  /** Null when the file holds none. */
  readonly realCounters: RealCounters | null;
  /** The player's runs (the specified one is never in a file). */
  readonly runs: readonly BannerRun[];
  readonly history: ImportedHistory;
}
