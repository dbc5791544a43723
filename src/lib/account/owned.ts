import { useMemo, useSyncExternalStore } from 'react';
import { CHARACTERS, type Rarity } from '../../catalogue/characters';
import {
  NO_OWNED,
  OWNED_KEY,
  copiesOf,
  readOwnedText,
  saveOwned,
  setAsideOwned,
  withCopies,
  type OwnedCopies,
} from '../../storage/owned-store';
import { storedValue } from './stored-value';

/** The owned roster, followed in this tab and others. */
export const ownedValue = storedValue<OwnedCopies>(
  OWNED_KEY,
  (text) => {
    const read = readOwnedText(text);
    return { value: read.owned, unreadable: read.unreadable };
  },
  setAsideOwned,
);

/** Every character of `rarity` owned at least once; copies already counted stay. */
export function markRarityOwned(owned: OwnedCopies, rarity: Rarity): OwnedCopies {
  let next = owned;
  for (const c of CHARACTERS) {
    if (c.rarity === rarity && copiesOf(next, c.id) === 0) next = withCopies(next, c.id, 1);
  }
  return next;
}

/** The ids of the owned characters (at least one copy). */
export function ownedIds(owned: OwnedCopies): ReadonlySet<string> {
  return new Set(Object.keys(owned));
}

export interface OwnedApi {
  /** Character id -> copies (1..MAX_COPIES); a character left out is not owned. */
  readonly owned: OwnedCopies;
  /** The ids with at least one copy. */
  readonly ownedIds: ReadonlySet<string>;
  /** Copies of one character (0 when not owned). */
  copiesOf(id: string): number;
  /** Sets one character's copies, clamped to 0..MAX_COPIES. False when it could not be saved. */
  setCopies(id: string, copies: number): boolean;
  /** Marks every character of a rarity as owned (at least one copy). */
  markRarity(rarity: Rarity): boolean;
  /** Forgets every owned character. */
  clearAll(): boolean;
}

function commands(): Omit<OwnedApi, 'owned' | 'ownedIds' | 'copiesOf'> {
  return {
    setCopies: (id, copies) => saveOwned(withCopies(ownedValue.get(), id, copies)),
    markRarity: (rarity) => saveOwned(markRarityOwned(ownedValue.get(), rarity)),
    clearAll: () => saveOwned(NO_OWNED),
  };
}

const COMMANDS = commands();

/** The owned roster and its setters, in one call; re-renders when the roster changes here or in another tab. */
export function useOwned(): OwnedApi {
  const owned = useSyncExternalStore(ownedValue.subscribe, ownedValue.get);
  return useMemo(
    () => ({ owned, ownedIds: ownedIds(owned), copiesOf: (id: string) => copiesOf(owned, id), ...COMMANDS }),
    [owned],
  );
}
