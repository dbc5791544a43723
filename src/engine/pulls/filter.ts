/**
 * Queries over pull results held as typed arrays, for views over millions of pulls ("only ssr and ml", "only this
 * character") without building a record per pull.
 */

import type { Rules } from './rules';
import type { EngineCharacter, RarityId } from '../types';
import { RARITY_IDS } from '../types';

/** A byte per roster index: non-zero keeps pulls of that character. */
export type CharacterMask = Uint8Array;

export function characterMask(
  rules: Rules,
  keep: (character: EngineCharacter, index: number) => boolean,
): CharacterMask {
  return Uint8Array.from(rules.roster, (c, i) => (keep(c, i) ? 1 : 0));
}

export function rarityMask(rules: Rules, rarities: readonly RarityId[]): CharacterMask {
  const wanted = new Set(rarities.map((id) => RARITY_IDS.indexOf(id)));
  return Uint8Array.from(rules.rarity, (code) => (wanted.has(code) ? 1 : 0));
}

function clampRange(length: number, start: number, end: number): [number, number] {
  const from = Math.max(0, Math.min(length, Math.trunc(start)));
  return [from, Math.max(from, Math.min(length, Math.trunc(end)))];
}

/**
 * Positions i in [start, end) with mask[chars[i]] set, ascending. Counts first so the result is allocated once at
 * its exact size.
 */
export function filterIndices(chars: Uint8Array, mask: CharacterMask, start = 0, end = chars.length): Uint32Array {
  const [from, to] = clampRange(chars.length, start, end);
  let count = 0;
  for (let i = from; i < to; i++) if (mask[chars[i]!]) count++;
  const positions = new Uint32Array(count);
  let k = 0;
  for (let i = from; i < to; i++) {
    if (mask[chars[i]!]) positions[k++] = i;
  }
  return positions;
}

/** How many times each roster index occurs in chars[start, end). */
export function tallyCharacters(chars: Uint8Array, rosterLength: number, start = 0, end = chars.length): Uint32Array {
  const [from, to] = clampRange(chars.length, start, end);
  const counts = new Uint32Array(rosterLength);
  for (let i = from; i < to; i++) {
    const c = chars[i]!;
    if (c < rosterLength) counts[c] = counts[c]! + 1;
  }
  return counts;
}
