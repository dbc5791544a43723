import { builtOnce, z } from './schema';
import { findCharacter } from '../catalogue/lookups';
import { BANNER_IDS } from '../engine/types';
import { isCalendarDate } from './calendar-date';
import { declareVersion, parseJson, readLocal, tryWriteLocal } from './local-store';
import { reportStorageFull } from './storage-full';

/**
 * The banner runs the player set up, under one localStorage key: a banner kind, the featured ssr on Limited, and
 * optional first and last days. The specified Limited banner (its catalogue character, no dates) is not stored:
 * it is always there, first, and every run the player adds comes after it in the stored order.
 */
export const BANNER_RUNS_KEY = 'bannerRuns';
const VERSION = 1;
declareVersion(BANNER_RUNS_KEY, VERSION);

/** The specified Limited banner, as a run: it cannot be edited or removed. */
export { SPECIFIED_RUN_ID } from './summon-settings';
export const MAX_RUNS = 30;
export const MAX_RUN_NAME = 40;

/** A banner run as saved, and in a link or a data file (built on first use: see `builtOnce`). */
export const bannerRunSchema = builtOnce(() => {
  const date = z.string().check(z.refine(isCalendarDate));
  return z.object({
    id: z.string().check(z.regex(/^run-[\w-]{1,36}$/)),
    banner: z.enum(BANNER_IDS),
    featured: z.optional(z.string().check(z.minLength(1), z.maxLength(60))),
    name: z.optional(z.string().check(z.maxLength(MAX_RUN_NAME))),
    start: z.optional(date),
    end: z.optional(date),
  });
});

export type BannerRun = z.infer<ReturnType<typeof bannerRunSchema>>;

/** What is wrong with a run, for the page to word. */
export type RunFault = 'no-featured' | 'featured-not-ssr' | 'featured-on-other-banner' | 'dates-reversed' | 'name';

/**
 * Everything wrong with a run, none when it can be kept: Limited needs an ssr of the catalogue, the other banners
 * feature nobody, and a run ends on or after the day it starts. A run's dates alone are checked by the schema.
 */
export function runFaults(run: Omit<BannerRun, 'id'>): RunFault[] {
  const faults: RunFault[] = [];
  if (run.name !== undefined && run.name.trim() !== run.name) faults.push('name');
  if (run.banner === 'limited') {
    if (run.featured === undefined) faults.push('no-featured');
    else if (findCharacter(run.featured)?.rarity !== 'ssr') faults.push('featured-not-ssr');
  } else if (run.featured !== undefined) faults.push('featured-on-other-banner');
  if (run.start !== undefined && run.end !== undefined && run.start > run.end) faults.push('dates-reversed');
  return faults;
}

/** The first thing wrong with a run, or undefined when it can be kept. */
export function runFault(run: Omit<BannerRun, 'id'>): RunFault | undefined {
  return runFaults(run)[0];
}

const savedSchema = builtOnce(() => z.object({ version: z.literal(VERSION), runs: z.array(z.unknown()) }));

/**
 * Whether a value's runs include one featuring a character this catalogue does not have (a later version's new
 * character): such a run is not damaged, and saving the runs without it would lose it.
 */
export function namesUnknownCharacter(runs: readonly unknown[]): boolean {
  return runs.some((candidate) => {
    const run = bannerRunSchema().safeParse(candidate);
    return run.success && run.data.featured !== undefined && findCharacter(run.data.featured) === undefined;
  });
}

/**
 * The runs of a stored value, keeping every run valid on its own (the first of any two with one id), so one damaged
 * run does not cost the player the others. Undefined when the value is not a list of runs at all.
 */
export function parseSavedRuns(value: unknown): BannerRun[] | undefined {
  const parsed = savedSchema().safeParse(value);
  if (!parsed.success) return undefined;
  const runs: BannerRun[] = [];
  for (const candidate of parsed.data.runs) {
    if (runs.length === MAX_RUNS) break;
    const run = bannerRunSchema().safeParse(candidate);
    if (!run.success || runFault(run.data) || runs.some((r) => r.id === run.data.id)) continue;
    runs.push(run.data);
  }
  return runs;
}

/** Where a stored value that cannot be read at all is set aside (once), so saving over it destroys nothing. */
export const UNREADABLE_BANNER_RUNS_KEY = 'bannerRuns-unreadable';

/**
 * A saved text read: the player's runs in their order, whether the text was there but unreadable, and whether a
 * later version of the site wrote it (a newer format, or a run of a character this catalogue lacks): then nothing
 * is written over it. Pure: nothing is written.
 */
export function readRunsText(text: string | null): {
  readonly runs: readonly BannerRun[];
  readonly unreadable: boolean;
  readonly newer: boolean;
} {
  if (text === null) return { runs: [], unreadable: false, newer: false };
  const value = parseJson(text);
  if (isNewer(value)) return { runs: [], unreadable: false, newer: true };
  const runs = parseSavedRuns(value);
  if (!runs) return { runs: [], unreadable: true, newer: false };
  // Runs of a character a later version added: shown without them, and kept as saved (as a newer version's are).
  const newer = namesUnknownCharacter((value as { runs: unknown[] }).runs);
  return { runs, unreadable: false, newer };
}

function isNewer(value: unknown): boolean {
  const version = typeof value === 'object' && value !== null ? (value as { version?: unknown }).version : undefined;
  return typeof version === 'number' && version > VERSION;
}

/** Sets an unreadable saved text aside under UNREADABLE_BANNER_RUNS_KEY, unless something already is. */
export function setAsideRuns(text: string): void {
  if (readLocal(UNREADABLE_BANNER_RUNS_KEY) === null) tryWriteLocal(UNREADABLE_BANNER_RUNS_KEY, text);
}

/** The saved runs; none when absent, unreadable (set aside first) or newer. Never throws. */
export function loadRuns(): readonly BannerRun[] {
  const text = readLocal(BANNER_RUNS_KEY);
  const read = readRunsText(text);
  if (read.unreadable) setAsideRuns(text!);
  return read.runs;
}

export function serialiseRuns(runs: readonly BannerRun[]): string {
  return JSON.stringify({ version: VERSION, runs });
}

/** Saves the runs; false when they could not be (a full storage also raises the storage-full alert). */
export function saveRuns(runs: readonly BannerRun[]): boolean {
  const outcome = tryWriteLocal(BANNER_RUNS_KEY, serialiseRuns(runs));
  if (outcome === 'full') reportStorageFull();
  return outcome === 'saved';
}

/**
 * A new run id: random enough to be unique among the player's runs whatever device made them, so a merge never mixes
 * two up. From `getRandomValues`, which every browser has on any address (`randomUUID` needs a secure one).
 */
export function newRunId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `run-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
