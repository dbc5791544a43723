/** The How Much To screen's plain logic: which characters can be picked, search, the results texts and filters. */

import { CHARACTERS, type Character } from '../../catalogue/characters';
import { PULLABLE_CHARACTERS, sortLimitedFirst } from '../../catalogue/lookups';
import { filterIndices } from '../../engine/pulls/filter';
import { buildRules, HARD_PITY, KIND_NONE, SR_GUARANTEE } from '../../engine/pulls/rules';
import type { Rules } from '../../engine/pulls/rules';
import type { BannerId } from '../../engine/types';

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

// Made on first use: the page's first Intl formatter loads locale data, a long task on a phone, and the screen shows
// none of these numbers until the odds are worked out.
let integer: Intl.NumberFormat | undefined;
let oneDecimal: Intl.NumberFormat | undefined;

export function formatPulls(n: number): string {
  integer ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  return integer.format(n);
}

export function formatMean(n: number): string {
  oneDecimal ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return oneDecimal.format(n);
}

/** A probability as a percentage with two decimals; never rounds a near-certainty up to 100 or a chance down to 0. */
export function formatPercent(p: number): string {
  const pct = p * 100;
  if (p < 1 && pct > 99.99) return '>99.99%';
  if (p > 0 && pct < 0.01) return '<0.01%';
  return `${pct.toFixed(2)}%`;
}
