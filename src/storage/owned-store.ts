import { builtOnce, z } from './schema';
import { CHARACTERS } from '../catalogue/characters';
import { findCharacter } from '../catalogue/lookups';
import { parseJson, readLocal, tryWriteLocal } from './local-store';
import { reportStorageFull } from './storage-full';

/**
 * The characters the player owns in the game, with how many copies of each: character id -> copies. A character
 * left out has none. Kept apart from the simulated history: it is what the player reports, not what was simulated.
 */
export const OWNED_KEY = 'ownedCharacters';

/**
 * 0..10. The game counts duplicates past the first copy to raise a character; ten covers every upgrade step with
 * room to spare, and keeps a typo (300 instead of 3) out of the saved value.
 */
export const MAX_COPIES = 10;

export type OwnedCopies = Readonly<Record<string, number>>;

export const NO_OWNED: OwnedCopies = Object.freeze({});

/** Owned copies as saved: each character's count (built on first use: see `builtOnce`). */
const ownedSchema = builtOnce(() =>
  z.record(z.string().check(z.minLength(1), z.maxLength(100)), z.int().check(z.minimum(0), z.maximum(MAX_COPIES))),
);

/**
 * Owned copies from any untrusted value, or undefined when it is not owned copies at all. A character no longer in
 * the catalogue is dropped (the rest of the roster is kept), and so is a count of zero: "not owned" has one form.
 */
export function parseOwned(value: unknown): OwnedCopies | undefined {
  const parsed = ownedSchema().safeParse(value);
  if (!parsed.success) return undefined;
  return normaliseOwned(parsed.data);
}

/** Catalogue order, known characters only, no zeros: one text per roster, so equal rosters save equal text. */
export function normaliseOwned(copies: Readonly<Record<string, number>>): OwnedCopies {
  const result: Record<string, number> = {};
  for (const c of CHARACTERS) {
    const n = Object.hasOwn(copies, c.id) ? copies[c.id]! : 0;
    if (n > 0) result[c.id] = n;
  }
  return result;
}

/** Copies of one character: 0 when not owned. */
export function copiesOf(owned: OwnedCopies, id: string): number {
  return Object.hasOwn(owned, id) ? owned[id]! : 0;
}

/** Clamps to 0..MAX_COPIES, so a setter can never save a value the schema refuses. */
export function clampCopies(n: number): number {
  if (!Number.isFinite(n)) return 0;
  return Math.min(MAX_COPIES, Math.max(0, Math.trunc(n)));
}

/** The roster with one character's copies changed; an unknown character changes nothing. */
export function withCopies(owned: OwnedCopies, id: string, copies: number): OwnedCopies {
  if (!findCharacter(id)) return owned;
  return normaliseOwned({ ...owned, [id]: clampCopies(copies) });
}

/** Where a saved value that cannot be read is set aside (once), so saving over it destroys nothing. */
export const UNREADABLE_OWNED_KEY = 'ownedCharacters-unreadable';

/** A saved text read: the roster, and whether the text was there but unreadable. Pure: nothing is written. */
export function readOwnedText(text: string | null): { readonly owned: OwnedCopies; readonly unreadable: boolean } {
  if (text === null) return { owned: NO_OWNED, unreadable: false };
  const owned = parseOwned(parseJson(text));
  return owned ? { owned, unreadable: false } : { owned: NO_OWNED, unreadable: true };
}

/** Sets an unreadable saved text aside under UNREADABLE_OWNED_KEY, unless something already is. */
export function setAsideOwned(text: string): void {
  if (readLocal(UNREADABLE_OWNED_KEY) === null) tryWriteLocal(UNREADABLE_OWNED_KEY, text);
}

/** The saved roster; none when absent or unreadable (an unreadable value is set aside first). Never throws. */
export function loadOwned(): OwnedCopies {
  const text = readLocal(OWNED_KEY);
  const read = readOwnedText(text);
  if (read.unreadable) setAsideOwned(text!);
  return read.owned;
}

export function serialiseOwned(owned: OwnedCopies): string {
  return JSON.stringify(normaliseOwned(owned));
}

/** Saves the roster; false when it could not be (a full storage also raises the storage-full alert). */
export function saveOwned(owned: OwnedCopies): boolean {
  const outcome = tryWriteLocal(OWNED_KEY, serialiseOwned(owned));
  if (outcome === 'full') reportStorageFull();
  return outcome === 'saved';
}
