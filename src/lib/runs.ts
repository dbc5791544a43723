import { useMemo, useSyncExternalStore } from 'react';
import { BANNER_LABELS } from '../catalogue/banners';
import { CHARACTERS } from '../catalogue/characters';
import { findCharacter } from '../catalogue/lookups';
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

/** The run's own name, else its featured character's and banner's: "Hoyan rerun", "Hoyan Limited", "Perma". */
export function runName(run: RunOf): string {
  if (run.name) return run.name;
  const featured = featuredName(run);
  return featured ? `${featured} ${BANNER_LABELS[run.banner]}` : BANNER_LABELS[run.banner];
}

/** The run's days: "until 2027-01-05", "from 2026-12-11", "2026-12-11 to 2027-01-05", or none. */
export function runDates(run: RunOf): string | undefined {
  if (run.start && run.end) return `${run.start} to ${run.end}`;
  if (run.end) return `until ${run.end}`;
  if (run.start) return `from ${run.start}`;
  return undefined;
}

/** "Hoyan rerun (until 2027-01-05)": the name with the days, as a list or a target shows a run. */
export function runLabel(run: RunOf): string {
  const dates = runDates(run);
  return dates ? `${runName(run)} (${dates})` : runName(run);
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
