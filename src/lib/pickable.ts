import { CHARACTERS, type Character } from '../catalogue/characters';
import { PULLABLE_CHARACTERS, sortLimitedFirst } from '../catalogue/lookups';
import { buildRules, KIND_NONE, type Rules } from '../engine/pulls/rules';
import type { BannerId } from '../engine/types';

/** The characters How Much To and the planner offer: who can be pulled, on which banner, and the search by name. */

export interface PickableCharacter {
  readonly character: Character;
  /** Position in CHARACTERS, the index the engine speaks in. */
  readonly index: number;
}

const indexById = new Map(CHARACTERS.map((c, i) => [c.id, i]));

/** Every character a banner can give (never the two that cannot be pulled), LD characters first. */
export const PICKABLE: readonly PickableCharacter[] = sortLimitedFirst(PULLABLE_CHARACTERS).map((character) => ({
  character,
  index: indexById.get(character.id) ?? -1,
}));

let rules: Rules | null = null;

/** The engine's rules for the roster, built on first use: they say which banner gives whom. */
function rosterRules(): Rules {
  rules ??= buildRules(CHARACTERS);
  return rules;
}

/** Whether `banner` can give the character at roster index `index`. */
export function obtainableOn(banner: BannerId, index: number): boolean {
  return rosterRules().banners[banner].kind[index] !== KIND_NONE;
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** Characters whose name contains the query, ignoring case and accents. */
export function searchCharacters(list: readonly PickableCharacter[], query: string): PickableCharacter[] {
  const q = fold(query);
  return q === '' ? [...list] : list.filter((p) => fold(p.character.name).includes(q));
}
