import { DEFAULT_BANNER } from '../catalogue/banners';
import { isBannerId } from '../engine/rules';
import type { BannerId } from '../engine/types';
import { readLocal, writeLocal } from './local-store';

/**
 * The banner chosen on the Summon screen. My Summons reads it too: its `Clear All Summons` resets the counters of
 * this 'current banner', as the specification says.
 */
export const SELECTED_BANNER_KEY = 'selectedBanner';

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
