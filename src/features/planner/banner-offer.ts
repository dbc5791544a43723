/**
 * Which banners can give a character, from the engine's compiled rules: Limited gives its featured character, every
 * SR and every R; Perma every pullable ssr and ml, every SR and R; ML every ml, the six limited SRs and every R.
 */

import { BANNER_IDS, type BannerId } from '../../engine/types';
import { CHARACTERS, type Character } from '../../catalogue/characters';
import { obtainableOn, PICKABLE, type PickableCharacter } from '../../lib/pickable';

/**
 * Every banner that can give the character at roster index `index`, in the site's banner order. `featuring`: the
 * roster indices Limited runs feature (the player's, and a target's own), each of whom Limited can give too.
 */
export function bannersFor(index: number, featuring: readonly number[] = []): BannerId[] {
  return BANNER_IDS.filter(
    (banner) =>
      obtainableOn(banner, index) || (banner === 'limited' && featuring.some((f) => obtainableOn(banner, index, f))),
  );
}

/**
 * The banner a new target starts on: the featured character on Limited, an ml on ML, anyone else on Perma (or the
 * only banner that gives them, a Limited run's for a character only a run features).
 */
export function defaultBanner(
  character: Character,
  index: number,
  featuring: readonly number[] = [],
): BannerId | undefined {
  const offered = bannersFor(index, featuring);
  if (character.featuredLimited && offered.includes('limited')) return 'limited';
  if (character.rarity === 'ml' && offered.includes('ml')) return 'ml';
  if (offered.includes('perma')) return 'perma';
  return offered[0];
}

/** Every character some banner gives, LD first: those a plan can ask for. */
export const PLANNABLE: readonly PickableCharacter[] = PICKABLE.filter(({ index }) => bannersFor(index).length > 0);

/** What a plan can ask for with these Limited runs: PLANNABLE, then each run's character no banner gives otherwise. */
export function plannableWith(featuring: readonly number[]): readonly PickableCharacter[] {
  const extra = featuring
    .filter((index) => !PLANNABLE.some((p) => p.index === index) && CHARACTERS[index])
    .map((index) => ({ character: CHARACTERS[index]!, index }));
  return extra.length === 0 ? PLANNABLE : [...PLANNABLE, ...extra];
}
