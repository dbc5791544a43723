import { CHARACTERS, type Character } from '../catalogue/characters';
import { PULLABLE_CHARACTERS, sortLimitedFirst } from '../catalogue/lookups';
import { batchRules, canFeature } from '../engine/pulls/featured';
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

/**
 * Whether `banner` can give the character at roster index `index`; on Limited, of the run featuring the roster index
 * `featured` when given (the specified banner's otherwise).
 */
export function obtainableOn(banner: BannerId, index: number, featured?: number): boolean {
  const rules = banner === 'limited' ? batchRules(rosterRules(), featured) : rosterRules();
  return rules.banners[banner].kind[index] !== KIND_NONE;
}

/** The roster index of a run's character (a character id), or undefined when no ssr of the roster has that id. */
export function featuredIndexOf(id: string | undefined): number | undefined {
  const index = CHARACTERS.findIndex((c) => c.id === id);
  return canFeature(rosterRules(), index) ? index : undefined;
}

/**
 * The characters to offer for a Limited run featuring `featured`: everyone pullable, and the run's character first
 * when no banner gives it otherwise (a past Limited character back on a rerun).
 */
export function pickableFor(featured: number | undefined): readonly PickableCharacter[] {
  const character = featured === undefined ? undefined : CHARACTERS[featured];
  if (!character || PICKABLE.some((p) => p.index === featured)) return PICKABLE;
  return [{ character, index: featured! }, ...PICKABLE];
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** Characters whose name contains the query, ignoring case and accents. */
export function searchCharacters(list: readonly PickableCharacter[], query: string): PickableCharacter[] {
  const q = fold(query);
  return q === '' ? [...list] : list.filter((p) => fold(p.character.name).includes(q));
}
