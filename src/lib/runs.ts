import { msg } from '@lingui/core/macro';
import { useMemo, useSyncExternalStore } from 'react';
import { BANNER_LABELS } from '../catalogue/banners';
import { CHARACTERS } from '../catalogue/characters';
import { findCharacter } from '../catalogue/lookups';
import { i18n } from '../i18n/i18n';
import { formatDate, intlLocale } from '../storage/format';
import {
  BANNER_RUNS_KEY,
  readRunsText,
  saveRuns,
  setAsideRuns,
  SPECIFIED_RUN_ID,
  type BannerRun,
} from '../storage/runs-store';
import { storedValue } from './account/stored-value';

/**
 * Banner runs as every screen sees them: the specified Limited banner first, then the player's runs in their order.
 * What a run is and how it is stored is `storage/runs-store.ts`; this module names runs and follows the saved ones.
 */

/** The runs screen's route (the app's `paths.runs`), for the screens that link to it. */
export const RUNS_PATH = '/summons/runs';

/** A run, with or without its id (a shared run has none until it is added). */
type RunOf = Omit<BannerRun, 'id'>;

const SPECIFIED_FEATURED = CHARACTERS.find((c) => c.featuredLimited)?.id ?? '';

/** The specified Limited banner as a run: its catalogue character, no name, no dates. */
export const SPECIFIED_RUN: BannerRun = { id: SPECIFIED_RUN_ID, banner: 'limited', featured: SPECIFIED_FEATURED };

/** Every run, the specified one first. */
export function allRuns(stored: readonly BannerRun[]): BannerRun[] {
  return [SPECIFIED_RUN, ...stored];
}

/** The run with this id, or the specified run when there is none (a removed run, a damaged setting). */
export function runById(runs: readonly BannerRun[], id: string | null | undefined): BannerRun {
  return runs.find((r) => r.id === id) ?? SPECIFIED_RUN;
}

/** The featured character's name, or undefined on Perma and ML. */
export function featuredName(run: RunOf): string | undefined {
  return run.featured === undefined ? undefined : (findCharacter(run.featured)?.name ?? run.featured);
}

/**
 * The run's own name, else its featured character's and banner's: "Hoyan rerun", "Hoyan Limited", "Perma". Worded in
 * the active language: called while a screen renders, and again when a switch re-renders it.
 */
export function runName(run: RunOf): string {
  if (run.name) return run.name;
  const featured = featuredName(run);
  const banner = BANNER_LABELS[run.banner];
  return featured
    ? i18n._(
        msg({
          comment: 'A run named by its featured character and its banner: "Hoyan Limited".',
          message: `${featured} ${banner}`,
        }),
      )
    : banner;
}

/**
 * One of a run's days (`YYYY-MM-DD`) as the language writes it: As specified as it is stored, "2027-01-05"; in
 * another language by `Intl`, "Jan 5, 2027", "5 janv. 2027". The day is read in UTC, so no time zone moves it.
 */
export function runDay(day: string): string {
  if (intlLocale() === 'en-US') return day;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return formatDate(Date.UTC(year, month - 1, date), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A run's first and last days as the language writes them, each undefined when the run has none. */
export function runDays(run: RunOf): { start: string | undefined; end: string | undefined } {
  return {
    start: run.start === undefined ? undefined : runDay(run.start),
    end: run.end === undefined ? undefined : runDay(run.end),
  };
}

/** The run's days: "until 2027-01-05", "from 2026-12-11", "2026-12-11 to 2027-01-05", or none. */
export function runDates(run: RunOf): string | undefined {
  const { start, end } = runDays(run);
  if (start !== undefined && end !== undefined) return i18n._(msg`${start} to ${end}`);
  if (end !== undefined) return i18n._(msg`until ${end}`);
  if (start !== undefined) return i18n._(msg`from ${start}`);
  return undefined;
}

/** "Hoyan rerun (until 2027-01-05)": the name with the days, as a list or a target shows a run. */
export function runLabel(run: RunOf): string {
  const name = runName(run);
  const { start, end } = runDays(run);
  if (start !== undefined && end !== undefined) return i18n._(msg`${name} (${start} to ${end})`);
  if (end !== undefined) return i18n._(msg`${name} (until ${end})`);
  if (start !== undefined) return i18n._(msg`${name} (from ${start})`);
  return name;
}

/** Whether two runs are the same run but for their ids: what a merge or a second opening of a link adds nothing for. */
export function sameRun(a: RunOf, b: RunOf): boolean {
  return (
    a.banner === b.banner && a.featured === b.featured && a.name === b.name && a.start === b.start && a.end === b.end
  );
}

/** The player's saved runs, followed in this tab and others. */
export const savedRunsValue = storedValue(
  BANNER_RUNS_KEY,
  (text) => {
    const read = readRunsText(text);
    return { value: read, unreadable: read.unreadable };
  },
  setAsideRuns,
);

export interface RunsApi {
  /** Every run, the specified one first. */
  readonly runs: readonly BannerRun[];
  /** Whether a later version of the site saved the runs: they are kept for it, and this page changes none. */
  readonly newer: boolean;
  /** Saves the player's runs (the specified one left out) in this order; false when they could not be saved. */
  save(runs: readonly BannerRun[]): boolean;
}

/** The runs, saved and followed. */
export function useRuns(): RunsApi {
  const read = useSyncExternalStore(savedRunsValue.subscribe, savedRunsValue.get);
  return useMemo(
    () => ({
      runs: allRuns(read.runs),
      newer: read.newer,
      save: (runs) => saveRuns(runs.filter((r) => r.id !== SPECIFIED_RUN_ID)),
    }),
    [read],
  );
}
