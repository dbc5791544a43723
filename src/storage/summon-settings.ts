import { DEFAULT_BANNER } from '../catalogue/banners';
import { isBannerId } from '../engine/types';
import type { BannerId } from '../engine/types';
import { readLocal, tryWriteLocal, writeLocal } from './local-store';
import { reportStorageFull } from './storage-full';

/**
 * The banner chosen on the Summon screen. My Summons reads it too: its `Clear All Summons` resets the counters of
 * this 'current banner', as the specification says.
 */
export const SELECTED_BANNER_KEY = 'selectedBanner';

/**
 * The Limited run the Summon screen pulls on: a run's id (`runs-store.ts`). Absent, or naming a run that is gone, is
 * the specified run. A setting of this browser: backups leave it out.
 */
export const SELECTED_LIMITED_RUN_KEY = 'selectedLimitedRun';

/** The id of the specified Limited banner as a run (`runs-store.ts`): it cannot be edited or removed. */
export const SPECIFIED_RUN_ID = 'limited';

/** Whether Pull x1 and Pull x10 show their cards with a short reveal: 'true' or 'false'. */
export const PULL_REVEAL_KEY = 'pullReveal';

/** The reveal is on until the player turns it off. */
export const DEFAULT_PULL_REVEAL = true;

/**
 * Perma when nothing was saved; null (no banner chosen, the screen asks for one) when the saved value is not a
 * banner, so a damaged value never picks a banner the player did not choose.
 */
export function loadSelectedBanner(): BannerId | null {
  const saved = readLocal(SELECTED_BANNER_KEY);
  if (saved === null) return DEFAULT_BANNER;
  return isBannerId(saved) ? saved : null;
}

export function saveSelectedBanner(banner: BannerId): void {
  writeLocal(SELECTED_BANNER_KEY, banner);
}

/** The saved run's id, or null; whether a run has that id is for the caller to say. */
export function loadSelectedRun(): string | null {
  return readLocal(SELECTED_LIMITED_RUN_KEY);
}

/** Whether the specified run is chosen (nothing else was), which the screen knows without reading any run. */
export function specifiedRunChosen(): boolean {
  const saved = loadSelectedRun();
  return saved === null || saved === SPECIFIED_RUN_ID;
}

export function saveSelectedRun(id: string): void {
  if (tryWriteLocal(SELECTED_LIMITED_RUN_KEY, id) === 'full') reportStorageFull();
}

/** The saved reveal setting; anything but 'true' or 'false' reads as the default, and is left as it is. */
export function parsePullReveal(saved: string | null): boolean {
  if (saved === 'false') return false;
  if (saved === 'true') return true;
  return DEFAULT_PULL_REVEAL;
}

export function loadPullReveal(): boolean {
  return parsePullReveal(readLocal(PULL_REVEAL_KEY));
}

export function savePullReveal(on: boolean): void {
  if (tryWriteLocal(PULL_REVEAL_KEY, String(on)) === 'full') reportStorageFull();
}
