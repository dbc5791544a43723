import { findCharacter } from '../../catalogue/lookups';
import { containerKeyOf, dropTarget, positionAfterDrop } from './drag-logic';
import type { TierRow } from './tier-list-model';

/** What a screen reader hears during a drag: names of characters and tiers, never internal ids. */
export const SCREEN_READER_INSTRUCTIONS =
  'To pick up a character, press Space or Enter. While dragging, the left and right arrow keys move it within a tier, ' +
  'the up and down arrow keys move it to the previous or next tier or to the pool. ' +
  'Press Space or Enter again to drop it, or Escape to cancel.';

export function nameOf(id: string): string {
  return findCharacter(id)?.name ?? id;
}

/** Where a character is now: 'tier S, position 2 of 3' or 'the pool'. */
export function currentPlace(rows: readonly TierRow[], id: string): string {
  const key = containerKeyOf(rows, id);
  const row = rows.find((r) => r.id === key);
  if (!row) return 'the pool';
  return `tier ${row.name}, position ${row.items.indexOf(id) + 1} of ${row.items.length}`;
}

/** Where a drop over `overId` would put the character, in the same words; undefined over nothing. */
export function targetPlace(
  rows: readonly TierRow[],
  activeId: string,
  overId: string | null,
  after: boolean,
): string | undefined {
  if (overId === null) return undefined;
  const target = dropTarget(rows, activeId, overId, after);
  if (!target) return undefined;
  if (target.rowId === null) return 'the pool';
  const place = positionAfterDrop(rows, activeId, target);
  return place ? `tier ${place.row.name}, position ${place.position} of ${place.count}` : undefined;
}

export function announceStart(activeId: string, place: string): string {
  return `Picked up ${nameOf(activeId)} from ${place}.`;
}

export function announceOver(activeId: string, place: string | undefined): string {
  return place ? `${nameOf(activeId)} is over ${place}.` : `${nameOf(activeId)} is no longer over a tier.`;
}

export function announceEnd(activeId: string, place: string | undefined): string {
  if (!place) return `${nameOf(activeId)} was dropped outside the tiers; nothing changed.`;
  return place === 'the pool'
    ? `${nameOf(activeId)} was returned to the pool.`
    : `${nameOf(activeId)} was dropped in ${place}.`;
}

export function announceCancel(activeId: string, place: string): string {
  return `Dragging was cancelled. ${nameOf(activeId)} stays in ${place}.`;
}
