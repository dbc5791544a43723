import { msg } from '@lingui/core/macro';
import { characterImagePath } from '../../catalogue/art';
import { RARITIES, type Character, type Rarity } from '../../catalogue/characters';
import { CHARACTERS_BY_RARITY, findCharacter } from '../../catalogue/lookups';
import { MAX_ROW_NAME, MAX_ROWS, type TierList, type TierRow } from '../../storage/tier-list-store';

export type { TierList, TierRow };

/** The specification's tier-list item, as exchanged through HTML5 drag and drop. */
export interface TierItem {
  name: string;
  image_path: string;
  type: TierItemType;
}

/** 0 = r, 1 = sr, 3 = ml, 4 = ssr; 2 is unused. */
export type TierItemType = 0 | 1 | 3 | 4;

export const TYPE_BY_RARITY: Readonly<Record<Rarity, TierItemType>> = { r: 0, sr: 1, ml: 3, ssr: 4 };

export function tierItemOf(c: Character): TierItem {
  return { name: c.name, image_path: characterImagePath(c), type: TYPE_BY_RARITY[c.rarity] };
}

/** The pool filter's options, in the specified order and spelling. */
export const POOL_FILTERS = ['All', 'SSR', 'ML', 'SSR_RGB', 'SR', 'R'] as const;
export type PoolFilter = (typeof POOL_FILTERS)[number];

const FILTER_RARITIES: Readonly<Record<PoolFilter, readonly Rarity[]>> = {
  All: RARITIES,
  SSR: ['ssr', 'ml'],
  ML: ['ml'],
  SSR_RGB: ['ssr'],
  SR: ['sr'],
  R: ['r'],
};

export function matchesPoolFilter(c: Character, filter: PoolFilter): boolean {
  return FILTER_RARITIES[filter].includes(c.rarity);
}

/** Every character in the order the pool shows them: by rarity, LD first within a rarity. */
export const POOL_ORDER: readonly Character[] = RARITIES.flatMap((r) => CHARACTERS_BY_RARITY[r]);

/** The characters placed in no row, in pool order. */
export function poolOf(rows: readonly TierRow[]): Character[] {
  const placed = new Set(rows.flatMap((r) => r.items));
  return POOL_ORDER.filter((c) => !placed.has(c.id));
}

/** Tier colours: the first four are the specification's red, orange, yellow and green. Names are read when shown. */
export const TIER_COLORS = [
  { name: msg`red`, value: '#ff7f7f' },
  { name: msg`orange`, value: '#ffbf7f' },
  { name: msg`yellow`, value: '#ffef7f' },
  { name: msg`green`, value: '#7fdf7f' },
  { name: msg`blue`, value: '#7fbfff' },
  { name: msg`indigo`, value: '#9f9fff' },
  { name: msg`pink`, value: '#ff9fdf' },
  { name: msg`grey`, value: '#c4c4c4' },
] as const;

const DEFAULT_ROWS: ReadonlyArray<readonly [string, string]> = [
  ['S', TIER_COLORS[0].value],
  ['A', TIER_COLORS[1].value],
  ['B', TIER_COLORS[2].value],
  ['C', TIER_COLORS[3].value],
];

export const DEFAULT_LIST_NAME = 'My tier list';

export function defaultRows(): TierRow[] {
  return DEFAULT_ROWS.map(([name, color], i) => ({ id: `row-${i + 1}`, name, color, items: [] }));
}

export function defaultList(id = 'list-1', name = DEFAULT_LIST_NAME): TierList {
  return { id, name, rows: defaultRows() };
}

/** The next free id of the form `{prefix}-{n}`: deterministic, so the reducer stays pure. */
export function nextId(prefix: string, existing: readonly string[]): string {
  let max = 0;
  for (const id of existing) {
    const match = new RegExp(`^${prefix}-(\\d+)$`).exec(id);
    if (match) max = Math.max(max, Number(match[1]));
  }
  return `${prefix}-${max + 1}`;
}

const NEW_ROW_NAMES = ['D', 'E', 'F', 'G'];

export function newRow(rows: readonly TierRow[]): TierRow {
  const names = new Set(rows.map((r) => r.name));
  const name = NEW_ROW_NAMES.find((n) => !names.has(n)) ?? `Tier ${rows.length + 1}`;
  const color = TIER_COLORS[rows.length % TIER_COLORS.length]!.value;
  return {
    id: nextId(
      'row',
      rows.map((r) => r.id),
    ),
    name,
    color,
    items: [],
  };
}

export function canAddRow(rows: readonly TierRow[]): boolean {
  return rows.length < MAX_ROWS;
}

/**
 * Places a character: it leaves every row (and so the pool) and, unless the
 * target is the pool (null), enters the target row at `index` (default: the end).
 * The index counts positions in the target row after the character has left it.
 * Unknown characters or rows change nothing.
 */
export function placeCharacter(
  rows: readonly TierRow[],
  characterId: string,
  targetRowId: string | null,
  index?: number,
): readonly TierRow[] {
  if (!findCharacter(characterId)) return rows;
  if (targetRowId !== null && !rows.some((r) => r.id === targetRowId)) return rows;
  return rows.map((row) => {
    const items = row.items.filter((id) => id !== characterId);
    if (row.id !== targetRowId) return items.length === row.items.length ? row : { ...row, items };
    const at = index === undefined ? items.length : Math.max(0, Math.min(index, items.length));
    items.splice(at, 0, characterId);
    return { ...row, items };
  });
}

export function sameRows(a: readonly TierRow[], b: readonly TierRow[]): boolean {
  return (
    a.length === b.length &&
    a.every((row, i) => {
      const other = b[i]!;
      return (
        row.id === other.id &&
        row.name === other.name &&
        row.color === other.color &&
        row.items.length === other.items.length &&
        row.items.every((id, j) => id === other.items[j])
      );
    })
  );
}

export function cleanRowName(name: string): string | undefined {
  const trimmed = name.trim().slice(0, MAX_ROW_NAME);
  return trimmed.length > 0 ? trimmed : undefined;
}

/** Black or white, whichever reads better on the tier colour (WCAG relative luminance). */
export function labelTextColor(hex: string): '#111111' | '#ffffff' {
  const channel = (i: number) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.179 ? '#111111' : '#ffffff';
}
