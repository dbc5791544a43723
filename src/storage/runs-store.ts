import { z } from './schema';
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
export const SPECIFIED_RUN_ID = 'limited';
export const MAX_RUNS = 30;
export const MAX_RUN_NAME = 40;

const runIdSchema = z.string().check(z.regex(/^run-[\w-]{1,36}$/));
const dateSchema = z.string().check(z.refine(isCalendarDate));

export const bannerRunSchema = z.object({
  id: runIdSchema,
  banner: z.enum(BANNER_IDS),
  featured: z.optional(z.string().check(z.minLength(1), z.maxLength(60))),
  name: z.optional(z.string().check(z.maxLength(MAX_RUN_NAME))),
  start: z.optional(dateSchema),
  end: z.optional(dateSchema),
});

export type BannerRun = z.infer<typeof bannerRunSchema>;

/** What is wrong with a run, for the page to word. */
export type RunFault = 'no-featured' | 'featured-not-ssr' | 'featured-on-other-banner' | 'dates-reversed' | 'name';

/**
 * Why a run cannot be kept, or undefined when it can: Limited needs an ssr of the catalogue, the other banners
 * feature nobody, and a run ends on or after the day it starts. A run's dates alone are checked by the schema.
 */
export function runFault(run: Omit<BannerRun, 'id'>): RunFault | undefined {
  if (run.name !== undefined && run.name.trim() !== run.name) return 'name';
  if (run.banner === 'limited') {
    if (run.featured === undefined) return 'no-featured';
    if (findCharacter(run.featured)?.rarity !== 'ssr') return 'featured-not-ssr';
  } else if (run.featured !== undefined) return 'featured-on-other-banner';
  if (run.start !== undefined && run.end !== undefined && run.start > run.end) return 'dates-reversed';
  return undefined;
}

const savedSchema = z.object({ version: z.literal(VERSION), runs: z.array(z.unknown()) });

/**
 * The runs of a stored value, keeping every run valid on its own (the first of any two with one id), so one damaged
 * run does not cost the player the others. Undefined when the value is not a list of runs at all.
 */
export function parseSavedRuns(value: unknown): BannerRun[] | undefined {
  const parsed = savedSchema.safeParse(value);
  if (!parsed.success) return undefined;
  const runs: BannerRun[] = [];
  for (const candidate of parsed.data.runs) {
    if (runs.length === MAX_RUNS) break;
    const run = bannerRunSchema.safeParse(candidate);
    if (!run.success || runFault(run.data) || runs.some((r) => r.id === run.data.id)) continue;
    runs.push(run.data);
  }
  return runs;
}

/** Where a stored value that cannot be read at all is set aside (once), so saving over it destroys nothing. */
export const UNREADABLE_BANNER_RUNS_KEY = 'bannerRuns-unreadable';

/**
 * A saved text read: the player's runs in their order, whether the text was there but unreadable, and whether a
 * later version of the site wrote it (then it is neither read nor written over, and this build shows no runs of the
 * player's). Pure: nothing is written.
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
  return runs ? { runs, unreadable: false, newer: false } : { runs: [], unreadable: true, newer: false };
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

/** A new run id: unique among the player's runs whatever device made them, so a merge never mixes two up. */
export function newRunId(random: () => string = () => crypto.randomUUID()): string {
  return `run-${random()}`;
}
