/**
 * The How Much To screen's plain logic: the results texts, filters and counter fields. (Which characters can be
 * picked: src/lib/pickable.ts; how its numbers read: src/components/odds-format.ts.)
 */

import { CHARACTERS, type Character } from '../../catalogue/characters';
import { filterIndices } from '../../engine/pulls/filter';
import { HARD_PITY, SR_GUARANTEE } from '../../engine/pulls/rules';
import { formatCount, intlLocale } from '../../storage/format';

export type ResultFilter = 'all' | 'top' | 'sr';

const maskOf = (keep: (c: Character) => boolean) => Uint8Array.from(CHARACTERS, (c) => (keep(c) ? 1 : 0));
const MASKS = {
  top: maskOf((c) => c.rarity === 'ssr' || c.rarity === 'ml'),
  sr: maskOf((c) => c.rarity === 'sr'),
  ssr: maskOf((c) => c.rarity === 'ssr'),
};

/** Positions of the pulls a filter keeps, or null when it keeps them all. */
export function filteredPositions(chars: Uint8Array, filter: ResultFilter): Uint32Array | null {
  return filter === 'all' ? null : filterIndices(chars, MASKS[filter]);
}

/** The specified 'SSR: count pulls (pct%)': how many ssr-rarity results the run has, and their share of its pulls. */
export function ssrShare(chars: Uint8Array): { readonly count: number; readonly share: number } {
  const count = filterIndices(chars, MASKS.ssr).length;
  return { count, share: chars.length === 0 ? 0 : count / chars.length };
}

/**
 * A count as the specified results write it ('Total Pulls: 1234'): its plain digits under As specified (en-US), the
 * chosen language's grouping otherwise.
 */
export function resultCount(n: number): string {
  return intlLocale() === 'en-US' ? String(n) : formatCount(n);
}

/** Reads a counter field: an integer clamped to 0..max, 0 when it is not a number. */
export function parseCounter(text: string, max: number): number {
  const n = Math.trunc(Number(text));
  if (!Number.isFinite(n) || text.trim() === '') return 0;
  return Math.min(max, Math.max(0, n));
}

export const MAX_PITY = HARD_PITY;
export const MAX_SR_COUNTER = SR_GUARANTEE;
