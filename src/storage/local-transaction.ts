import { readLocal, removeLocal, tryWriteLocal, type WriteOutcome } from './local-store';

/**
 * Several localStorage keys written as one. localStorage has no transactions, and an import that saved the tier
 * lists but not the teams would leave the player with half of a file; so a write that fails puts back the keys
 * written before it.
 */

/** A key and its new value; null removes the key. */
export type LocalEntry = readonly [key: string, value: string | null];

/** The keys as they are now, in the form `writeLocalKeys` takes: writing them back undoes a later write. */
export function readLocalKeys(keys: readonly string[]): LocalEntry[] {
  return keys.map((key) => [key, readLocal(key)] as const);
}

/**
 * Writes every entry in order. When one write is refused, the keys already written get their old values back and
 * the refusal is returned ('full' when the browser is out of space); the refused key itself keeps its old value.
 */
export function writeLocalKeys(entries: readonly LocalEntry[]): WriteOutcome {
  const before = readLocalKeys(entries.map(([key]) => key));
  for (const [i, [key, value]] of entries.entries()) {
    if (value === null) {
      removeLocal(key);
      continue;
    }
    const outcome = tryWriteLocal(key, value);
    if (outcome !== 'saved') {
      putBack(before.slice(0, i));
      return outcome;
    }
  }
  return 'saved';
}

/** Best effort, with nothing left to report: the old values fitted a moment ago. */
function putBack(entries: readonly LocalEntry[]): void {
  for (const [key, value] of entries) {
    if (value === null) removeLocal(key);
    else tryWriteLocal(key, value);
  }
}
