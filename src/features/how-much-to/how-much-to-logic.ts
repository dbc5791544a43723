/**
 * The How Much To screen's plain logic: the results texts, filters and counter fields. (Which characters can be
 * picked: src/lib/pickable.ts; how its numbers read: src/components/odds-format.ts.)
 */

import { CHARACTERS, type Character } from '../../catalogue/characters';
import { filterIndices } from '../../engine/pulls/filter';
import { HARD_PITY, SR_GUARANTEE } from '../../engine/pulls/rules';

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

/** 'SSR: count pulls (pct%)': ssr-rarity results over all pulls of the run, in percent to two decimals. */
export function ssrSummary(chars: Uint8Array): string {
  const count = filterIndices(chars, MASKS.ssr).length;
  const pct = chars.length === 0 ? 0 : (count / chars.length) * 100;
  return `SSR: ${count} pulls (${pct.toFixed(2)}%)`;
}

/** Reads a counter field: an integer clamped to 0..max, 0 when it is not a number. */
export function parseCounter(text: string, max: number): number {
  const n = Math.trunc(Number(text));
  if (!Number.isFinite(n) || text.trim() === '') return 0;
  return Math.min(max, Math.max(0, n));
}

export const MAX_PITY = HARD_PITY;
export const MAX_SR_COUNTER = SR_GUARANTEE;
