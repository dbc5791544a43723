/**
 * Which banners can give a character, from the engine's compiled rules: Limited gives its featured character, every
 * SR and every R; Perma every pullable ssr and ml, every SR and R; ML every ml, the six limited SRs and every R.
 */

import { BANNER_IDS, type BannerId } from '../../engine/types';
import type { Character } from '../../catalogue/characters';
import { obtainableOn, PICKABLE, type PickableCharacter } from '../../lib/pickable';

/** Every banner that can give the character at roster index `index`, in the site's banner order. */
export function bannersFor(index: number): BannerId[] {
  return BANNER_IDS.filter((banner) => obtainableOn(banner, index));
}

/**
 * The banner a new target starts on: the featured character on Limited, an ml on ML, anyone else on Perma (or the
 * only banner that gives them).
 */
export function defaultBanner(character: Character, index: number): BannerId | undefined {
  const offered = bannersFor(index);
  if (character.featuredLimited && offered.includes('limited')) return 'limited';
  if (character.rarity === 'ml' && offered.includes('ml')) return 'ml';
  if (offered.includes('perma')) return 'perma';
  return offered[0];
}

/** Every character some banner gives, LD first: those a plan can ask for. */
export const PLANNABLE: readonly PickableCharacter[] = PICKABLE.filter(({ index }) => bannersFor(index).length > 0);
