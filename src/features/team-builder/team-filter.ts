import { CHARACTERS, ROLES, type Character, type Element, type Rarity, type Role } from '../../catalogue/characters';

/** The rarity toggles, in the specification's order. */
export const FILTER_RARITIES: readonly Rarity[] = ['r', 'sr', 'ssr', 'ml'];

/** Every role some character has, in the catalogue's role order. */
export const FILTER_ROLES: readonly Role[] = ROLES.filter((role) => CHARACTERS.some((c) => c.roles.includes(role)));

export interface TeamFilters {
  /** One element at a time, or none. */
  readonly element: Element | null;
  readonly rarities: ReadonlySet<Rarity>;
  readonly roles: ReadonlySet<Role>;
  readonly tags: ReadonlySet<string>;
  /** Only the characters the player owns (off by default). */
  readonly ownedOnly: boolean;
}

export const DEFAULT_FILTERS: TeamFilters = {
  element: null,
  rarities: new Set(FILTER_RARITIES),
  roles: new Set(),
  tags: new Set(),
  ownedOnly: false,
};

/**
 * The specification's rule: rarity among the selected ones; the chosen element if any;
 * at least one selected role if any; every selected tag. Then, with `Owned only`, one of `owned`.
 */
export function matchesTeamFilters(c: Character, f: TeamFilters, owned: ReadonlySet<string> = new Set()): boolean {
  return (
    (!f.ownedOnly || owned.has(c.id)) &&
    f.rarities.has(c.rarity) &&
    (f.element === null || c.element === f.element) &&
    (f.roles.size === 0 || c.roles.some((role) => f.roles.has(role))) &&
    [...f.tags].every((tag) => c.tags.includes(tag))
  );
}

/** A new set with `value` toggled. */
export function toggleIn<T>(set: ReadonlySet<T>, value: T): Set<T> {
  const next = new Set(set);
  if (next.has(value)) next.delete(value);
  else next.add(value);
  return next;
}
