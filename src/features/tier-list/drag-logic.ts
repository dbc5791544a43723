import { findCharacter } from '../../catalogue/lookups';
import { placeCharacter, type TierRow } from './tier-list-model';

/**
 * The pure half of drag and drop. Draggables are identified by character id;
 * rows and the pool are droppable containers identified by `container:{key}`,
 * where the key is a row id or 'pool'.
 */
export const POOL = 'pool';
const CONTAINER_PREFIX = 'container:';

export function containerId(key: string): string {
  return `${CONTAINER_PREFIX}${key}`;
}

export function isContainerId(id: string): boolean {
  return id.startsWith(CONTAINER_PREFIX);
}

/** Which container (row id or POOL) a droppable id stands for or sits in. */
export function containerKeyOf(rows: readonly TierRow[], id: string): string | undefined {
  if (isContainerId(id)) {
    const key = id.slice(CONTAINER_PREFIX.length);
    return key === POOL || rows.some((r) => r.id === key) ? key : undefined;
  }
  const row = rows.find((r) => r.items.includes(id));
  if (row) return row.id;
  return findCharacter(id) ? POOL : undefined;
}

/**
 * The live preview while dragging over another container: the character moves
 * there, before the item it is over (or after it when `after`), or to the end
 * when it is over the container itself. Within one container nothing moves: the
 * sortable list only shows the shift until the drop.
 */
export function previewOver(
  rows: readonly TierRow[],
  activeId: string,
  overId: string,
  after: boolean,
): readonly TierRow[] {
  const activeKey = containerKeyOf(rows, activeId);
  const overKey = containerKeyOf(rows, overId);
  if (!activeKey || !overKey || activeKey === overKey) return rows;
  if (overKey === POOL) return placeCharacter(rows, activeId, null);
  const items = rows.find((r) => r.id === overKey)!.items;
  const index = isContainerId(overId) ? items.length : items.indexOf(overId) + (after ? 1 : 0);
  return placeCharacter(rows, activeId, overKey, index);
}

export interface DropTarget {
  /** null is the pool. */
  rowId: string | null;
  index?: number;
}

/** Where a drop over `overId` puts the character, given the current preview. */
export function dropTarget(
  rows: readonly TierRow[],
  activeId: string,
  overId: string,
  after: boolean,
): DropTarget | undefined {
  const activeKey = containerKeyOf(rows, activeId);
  const overKey = containerKeyOf(rows, overId);
  if (!activeKey || !overKey) return undefined;
  if (overKey === POOL) return { rowId: null };
  if (activeKey !== overKey) {
    const moved = previewOver(rows, activeId, overId, after);
    return { rowId: overKey, index: moved.find((r) => r.id === overKey)!.items.indexOf(activeId) };
  }
  const items = rows.find((r) => r.id === overKey)!.items;
  if (isContainerId(overId)) return { rowId: overKey, index: items.length - 1 };
  // Sortable semantics: the item takes the place of the one it is over.
  return { rowId: overKey, index: items.indexOf(overId) };
}

export type KeyboardDirection = 'left' | 'right' | 'up' | 'down';

/**
 * The droppable a keyboard move goes to, decided on the list model rather than on
 * geometry so it is the same at any width or scroll position: left and right step
 * through the current row, up and down go to the same position in the previous or
 * next row (the end when it is shorter), and past the last row to the pool.
 */
export function keyboardTarget(
  rows: readonly TierRow[],
  activeId: string,
  overId: string | null,
  direction: KeyboardDirection,
): string | undefined {
  const here = containerKeyOf(rows, overId ?? activeId) ?? containerKeyOf(rows, activeId);
  if (!here) return undefined;
  const hereItems = here === POOL ? [] : rows.find((r) => r.id === here)!.items;
  const slotOf = () => {
    if (here === POOL) return Number.POSITIVE_INFINITY;
    if (overId && !isContainerId(overId) && hereItems.includes(overId)) return hereItems.indexOf(overId);
    const own = hereItems.indexOf(activeId);
    return own >= 0 ? own : hereItems.length;
  };

  if (direction === 'left' || direction === 'right') {
    if (here === POOL) return undefined;
    const target = slotOf() + (direction === 'left' ? -1 : 1);
    return target >= 0 && target < hereItems.length ? hereItems[target] : undefined;
  }

  const order = [...rows.map((r) => r.id), POOL];
  const next = order[order.indexOf(here) + (direction === 'up' ? -1 : 1)];
  if (next === undefined) return undefined;
  if (next === POOL) return containerId(POOL);
  const items = rows.find((r) => r.id === next)!.items.filter((id) => id !== activeId);
  const slot = slotOf();
  return slot < items.length ? items[slot] : containerId(next);
}

/** 1-based position and row length of a character after a drop, for announcements. */
export function positionAfterDrop(rows: readonly TierRow[], activeId: string, target: DropTarget) {
  if (target.rowId === null) return undefined;
  const after = placeCharacter(rows, activeId, target.rowId, target.index);
  const row = after.find((r) => r.id === target.rowId);
  if (!row) return undefined;
  return { row, position: row.items.indexOf(activeId) + 1, count: row.items.length };
}

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Where a native (HTML5) drop at (x, y) lands among a row's items, read in
 * wrapping order: every item on an earlier line, or left of the point on its line, comes before.
 */
export function indexAtPoint(boxes: readonly Box[], x: number, y: number): number {
  return boxes.filter((b) => b.top + b.height < y || (b.top <= y && b.left + b.width / 2 < x)).length;
}
