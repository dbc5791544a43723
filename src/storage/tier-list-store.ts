import { z } from 'zod';
import { findCharacter } from '../catalogue/lookups';
import { parseJson, readLocal, writeLocal } from './local-store';

/**
 * The saved tier lists, under one localStorage key. Rows hold character ids in
 * their displayed order; a character in no row is in the pool, so the pool is
 * never stored and can never disagree with the rows.
 */
export const TIER_LISTS_KEY = 'tierLists';

/** Bounds keep the saved value far below any storage quota and any link length. */
export const MAX_LISTS = 20;
export const MAX_ROWS = 12;
export const MAX_ROW_NAME = 30;
export const MAX_LIST_NAME = 40;

export const COLOR_PATTERN = /^#[0-9a-f]{6}$/i;

const idSchema = z.string().min(1).max(40);

export const tierRowSchema = z.object({
  id: idSchema,
  name: z.string().trim().min(1).max(MAX_ROW_NAME),
  color: z.string().regex(COLOR_PATTERN),
  items: z.array(z.string().max(60)).max(200),
});

export const tierListSchema = z.object({
  id: idSchema,
  name: z.string().trim().min(1).max(MAX_LIST_NAME),
  rows: z.array(tierRowSchema).min(1).max(MAX_ROWS),
});

const savedSchema = z.object({
  version: z.literal(1),
  activeId: idSchema,
  lists: z.array(tierListSchema).min(1).max(MAX_LISTS),
});

export type TierRow = z.infer<typeof tierRowSchema>;
export type TierList = z.infer<typeof tierListSchema>;

export interface SavedTierLists {
  activeId: string;
  lists: TierList[];
}

function unique(values: readonly string[]): boolean {
  return new Set(values).size === values.length;
}

/**
 * Keeps each known character once, in its first place. A character removed from
 * the catalogue must not cost the player the rest of a list, so unknown ids are
 * dropped rather than failing the whole value.
 */
export function sanitizeRows(rows: readonly TierRow[]): TierRow[] {
  const seen = new Set<string>();
  return rows.map((row) => ({
    ...row,
    items: row.items.filter((id) => {
      if (seen.has(id) || !findCharacter(id)) return false;
      seen.add(id);
      return true;
    }),
  }));
}

/** Validates a stored value; undefined when it cannot be trusted as a whole. */
export function parseSavedTierLists(value: unknown): SavedTierLists | undefined {
  const parsed = savedSchema.safeParse(value);
  if (!parsed.success) return undefined;
  const { lists } = parsed.data;
  if (!unique(lists.map((l) => l.id))) return undefined;
  if (lists.some((l) => !unique(l.rows.map((r) => r.id)))) return undefined;
  const activeId = lists.some((l) => l.id === parsed.data.activeId) ? parsed.data.activeId : lists[0]!.id;
  return { activeId, lists: lists.map((l) => ({ ...l, rows: sanitizeRows(l.rows) })) };
}

/** The saved lists, or undefined when there are none or the saved value is unusable. Never throws. */
export function loadTierLists(): SavedTierLists | undefined {
  return parseSavedTierLists(parseJson(readLocal(TIER_LISTS_KEY)));
}

export function saveTierLists(data: SavedTierLists): boolean {
  return writeLocal(TIER_LISTS_KEY, JSON.stringify({ version: 1, activeId: data.activeId, lists: data.lists }));
}
