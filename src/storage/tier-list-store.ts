import { builtOnce, z } from './schema';
import { findCharacter } from '../catalogue/lookups';
import { declareVersion, newerVersionIn, parseJson, readLocal, tryWriteLocal } from './local-store';
import { reportStorageFull } from './storage-full';
import { TIER_LISTS_KEY } from './backup-key';

/**
 * The saved tier lists, under one localStorage key. Rows hold character ids in
 * their displayed order; a character in no row is in the pool, so the pool is
 * never stored and can never disagree with the rows.
 */
export { TIER_LISTS_KEY };
declareVersion(TIER_LISTS_KEY, 1);

/** Bounds keep the saved value far below any storage quota and any link length. */
export const MAX_LISTS = 20;
export const MAX_ROWS = 12;
export const MAX_ROW_NAME = 30;
export const MAX_LIST_NAME = 40;

export const COLOR_PATTERN = /^#[0-9a-f]{6}$/i;

/** A tier list as saved, and in a data file, and the saved value (built on first use: see `builtOnce`). */
export const tierListSchemas = builtOnce(() => {
  const id = z.string().check(z.minLength(1), z.maxLength(40));
  const row = z.object({
    id,
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_ROW_NAME)),
    color: z.string().check(z.regex(COLOR_PATTERN)),
    items: z.array(z.string().check(z.maxLength(60))).check(z.maxLength(200)),
  });
  const list = z.object({
    id,
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_LIST_NAME)),
    rows: z.array(row).check(z.minLength(1), z.maxLength(MAX_ROWS)),
  });
  const saved = z.object({
    version: z.literal(1),
    activeId: id,
    lists: z.array(list).check(z.minLength(1), z.maxLength(MAX_LISTS)),
  });
  const damaged = z.object({ version: z.literal(1), activeId: z.unknown(), lists: z.array(z.unknown()) });
  return { row, list, saved, damaged };
});

export type TierRow = z.infer<ReturnType<typeof tierListSchemas>['row']>;
export type TierList = z.infer<ReturnType<typeof tierListSchemas>['list']>;

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
  const parsed = tierListSchemas().saved.safeParse(value);
  if (!parsed.success) return undefined;
  const { lists } = parsed.data;
  if (!unique(lists.map((l) => l.id))) return undefined;
  if (lists.some((l) => !unique(l.rows.map((r) => r.id)))) return undefined;
  const activeId = lists.some((l) => l.id === parsed.data.activeId) ? parsed.data.activeId : lists[0]!.id;
  return { activeId, lists: lists.map((l) => ({ ...l, rows: sanitizeRows(l.rows) })) };
}

/**
 * What can be kept of a saved value that fails as a whole: every list that is valid on its own (the first of any two
 * with one id), so one damaged list does not cost the player the others. Undefined when no list survives.
 */
export function salvageTierLists(value: unknown): SavedTierLists | undefined {
  const parsed = tierListSchemas().damaged.safeParse(value);
  if (!parsed.success) return undefined;
  const lists: TierList[] = [];
  for (const candidate of parsed.data.lists) {
    if (lists.length === MAX_LISTS) break;
    const list = tierListSchemas().list.safeParse(candidate);
    if (!list.success || lists.some((l) => l.id === list.data.id)) continue;
    if (!unique(list.data.rows.map((r) => r.id))) continue;
    lists.push({ ...list.data, rows: sanitizeRows(list.data.rows) });
  }
  if (lists.length === 0) return undefined;
  const wanted = parsed.data.activeId;
  const activeId = lists.find((l) => l.id === wanted)?.id ?? lists[0]!.id;
  return { activeId, lists };
}

/**
 * Where a saved value that cannot be read at all is set aside (once) before the screen saves its default over
 * `tierLists`, so nothing the player had is destroyed.
 */
export const UNREADABLE_TIER_LISTS_KEY = 'tierLists-unreadable';

/**
 * The saved lists, or undefined when there are none or nothing in the saved value is usable. A value that fails as
 * a whole keeps its valid lists; one with none is set aside under UNREADABLE_TIER_LISTS_KEY. Never throws.
 */
export function loadTierLists(): SavedTierLists | undefined {
  const text = readLocal(TIER_LISTS_KEY);
  // A later version's lists are not damaged: they stay as they are, for that version (see newerVersionIn).
  if (text === null || newerVersionIn(TIER_LISTS_KEY) !== undefined) return undefined;
  const value = parseJson(text);
  const lists = parseSavedTierLists(value) ?? salvageTierLists(value);
  if (!lists && readLocal(UNREADABLE_TIER_LISTS_KEY) === null) tryWriteLocal(UNREADABLE_TIER_LISTS_KEY, text);
  return lists;
}

/** The saved value's text, as `loadTierLists` reads it back. */
export function serialiseTierLists(data: SavedTierLists): string {
  return JSON.stringify({ version: 1, activeId: data.activeId, lists: data.lists });
}

/** Saves the lists; false when they could not be (a full storage also raises the storage-full alert). */
export function saveTierLists(data: SavedTierLists): boolean {
  const outcome = tryWriteLocal(TIER_LISTS_KEY, serialiseTierLists(data));
  if (outcome === 'full') reportStorageFull();
  return outcome === 'saved';
}
