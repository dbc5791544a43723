import { t } from '@lingui/core/macro';
import { i18n } from '../../i18n/i18n';
import { findCharacter } from '../../catalogue/lookups';
import { containerKeyOf, dropTarget, positionAfterDrop } from './drag-logic';
import type { TierRow } from './tier-list-model';

/**
 * What a screen reader hears during a drag: names of characters and tiers, never internal ids. Each sentence is
 * written whole for each kind of place, in the language active when it is said.
 */
export function screenReaderInstructions(): string {
  return t(
    i18n,
  )`To pick up a character, press Space or Enter. While dragging, the left and right arrow keys move it within a tier, the up and down arrow keys move it to the previous or next tier or to the pool. Press Space or Enter again to drop it, or Escape to cancel.`;
}

/** Where a character is or would land: the pool, or a tier and a position in it (from 1). */
export type Place =
  { readonly kind: 'pool' } | { readonly kind: 'tier'; tier: string; position: number; count: number };

const POOL_PLACE: Place = { kind: 'pool' };

export function samePlace(a: Place | undefined, b: Place | undefined): boolean {
  if (a === undefined || b === undefined || a.kind === 'pool' || b.kind === 'pool') return a?.kind === b?.kind;
  return a.tier === b.tier && a.position === b.position && a.count === b.count;
}

export function nameOf(id: string): string {
  return findCharacter(id)?.name ?? id;
}

/** Where a character is now: tier S at position 2 of 3, or the pool. */
export function currentPlace(rows: readonly TierRow[], id: string): Place {
  const key = containerKeyOf(rows, id);
  const row = rows.find((r) => r.id === key);
  if (!row) return POOL_PLACE;
  return { kind: 'tier', tier: row.name, position: row.items.indexOf(id) + 1, count: row.items.length };
}

/** Where a drop over `overId` would put the character; undefined over nothing. */
export function targetPlace(
  rows: readonly TierRow[],
  activeId: string,
  overId: string | null,
  after: boolean,
): Place | undefined {
  if (overId === null) return undefined;
  const target = dropTarget(rows, activeId, overId, after);
  if (!target) return undefined;
  if (target.rowId === null) return POOL_PLACE;
  const place = positionAfterDrop(rows, activeId, target);
  return place ? { kind: 'tier', tier: place.row.name, position: place.position, count: place.count } : undefined;
}

export function announceStart(activeId: string, place: Place): string {
  const name = nameOf(activeId);
  if (place.kind === 'pool') return t(i18n)`Picked up ${name} from the pool.`;
  const { tier, position, count } = place;
  return t(i18n)`Picked up ${name} from tier ${tier}, position ${position} of ${count}.`;
}

export function announceOver(activeId: string, place: Place | undefined): string {
  const name = nameOf(activeId);
  if (!place) return t(i18n)`${name} is no longer over a tier.`;
  if (place.kind === 'pool') return t(i18n)`${name} is over the pool.`;
  const { tier, position, count } = place;
  return t(i18n)`${name} is over tier ${tier}, position ${position} of ${count}.`;
}

export function announceEnd(activeId: string, place: Place | undefined): string {
  const name = nameOf(activeId);
  if (!place) return t(i18n)`${name} was dropped outside the tiers; nothing changed.`;
  if (place.kind === 'pool') return t(i18n)`${name} was returned to the pool.`;
  const { tier, position, count } = place;
  return t(i18n)`${name} was dropped in tier ${tier}, position ${position} of ${count}.`;
}

export function announceCancel(activeId: string, place: Place): string {
  const name = nameOf(activeId);
  if (place.kind === 'pool') return t(i18n)`Dragging was cancelled. ${name} stays in the pool.`;
  const { tier, position, count } = place;
  return t(i18n)`Dragging was cancelled. ${name} stays in tier ${tier}, position ${position} of ${count}.`;
}
