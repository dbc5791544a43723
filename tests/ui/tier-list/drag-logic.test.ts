import { describe, expect, it } from 'vitest';
import {
  announceCancel,
  announceEnd,
  announceOver,
  announceStart,
  currentPlace,
  targetPlace,
} from '../../../src/features/tier-list/announcements';
import {
  containerId,
  containerKeyOf,
  dropTarget,
  indexAtPoint,
  keyboardTarget,
  POOL,
  previewOver,
} from '../../../src/features/tier-list/drag-logic';
import type { TierRow } from '../../../src/features/tier-list/tier-list-model';

const rows: TierRow[] = [
  { id: 'row-1', name: 'S', color: '#ff7f7f', items: ['freya', 'mia', 'vice'] },
  { id: 'row-2', name: 'A', color: '#ffbf7f', items: ['lily'] },
  { id: 'row-3', name: 'B', color: '#ffef7f', items: [] },
];

const itemsOf = (r: readonly TierRow[]) => r.map((row) => row.items);

describe('drag logic', () => {
  it('finds the container of a character or a container id', () => {
    expect(containerKeyOf(rows, 'mia')).toBe('row-1');
    expect(containerKeyOf(rows, 'heinrich')).toBe(POOL);
    expect(containerKeyOf(rows, containerId('row-3'))).toBe('row-3');
    expect(containerKeyOf(rows, containerId(POOL))).toBe(POOL);
    expect(containerKeyOf(rows, containerId('row-9'))).toBeUndefined();
    expect(containerKeyOf(rows, 'nobody')).toBeUndefined();
  });

  describe('preview while dragging over another container', () => {
    it('goes before the item it is over, or after it past its middle', () => {
      expect(itemsOf(previewOver(rows, 'heinrich', 'mia', false))[0]).toEqual(['freya', 'heinrich', 'mia', 'vice']);
      expect(itemsOf(previewOver(rows, 'heinrich', 'mia', true))[0]).toEqual(['freya', 'mia', 'heinrich', 'vice']);
    });

    it('goes to the end over the container itself, and leaves its old tier', () => {
      expect(itemsOf(previewOver(rows, 'mia', containerId('row-2'), false))).toEqual([
        ['freya', 'vice'],
        ['lily', 'mia'],
        [],
      ]);
    });

    it('goes back to the pool over the pool', () => {
      expect(itemsOf(previewOver(rows, 'lily', containerId(POOL), false))).toEqual([['freya', 'mia', 'vice'], [], []]);
    });

    it('changes nothing within one container', () => {
      expect(previewOver(rows, 'freya', 'vice', false)).toBe(rows);
    });
  });

  describe('drop target', () => {
    it('within a tier, takes the place of the item it is over', () => {
      expect(dropTarget(rows, 'freya', 'vice', false)).toEqual({ rowId: 'row-1', index: 2 });
      expect(dropTarget(rows, 'vice', 'freya', true)).toEqual({ rowId: 'row-1', index: 0 });
      expect(dropTarget(rows, 'mia', 'mia', false)).toEqual({ rowId: 'row-1', index: 1 });
    });

    it('in another tier, lands where the preview showed it', () => {
      expect(dropTarget(rows, 'heinrich', 'lily', true)).toEqual({ rowId: 'row-2', index: 1 });
      expect(dropTarget(rows, 'heinrich', containerId('row-3'), false)).toEqual({ rowId: 'row-3', index: 0 });
    });

    it('over the pool, goes back to the pool; over nothing known, nowhere', () => {
      expect(dropTarget(rows, 'freya', 'heinrich', false)).toEqual({ rowId: null });
      expect(dropTarget(rows, 'freya', 'nobody', false)).toBeUndefined();
    });
  });

  describe('keyboard moves', () => {
    it('steps left and right within a tier and stops at its ends', () => {
      expect(keyboardTarget(rows, 'mia', null, 'right')).toBe('vice');
      expect(keyboardTarget(rows, 'mia', 'vice', 'right')).toBeUndefined();
      expect(keyboardTarget(rows, 'mia', 'vice', 'left')).toBe('mia');
      expect(keyboardTarget(rows, 'freya', null, 'left')).toBeUndefined();
    });

    it('goes up and down to the same position, or the end of a shorter tier', () => {
      expect(keyboardTarget(rows, 'lily', null, 'up')).toBe('freya');
      expect(keyboardTarget(rows, 'vice', null, 'down')).toBe(containerId('row-2'));
      expect(keyboardTarget(rows, 'freya', null, 'up')).toBeUndefined();
    });

    it('goes from the last tier to the pool and from the pool to the end of the last tier', () => {
      expect(keyboardTarget(rows, 'lily', containerId('row-3'), 'down')).toBe(containerId(POOL));
      expect(keyboardTarget(rows, 'heinrich', null, 'up')).toBe(containerId('row-3'));
      expect(keyboardTarget(rows, 'heinrich', null, 'down')).toBeUndefined();
      expect(keyboardTarget(rows, 'heinrich', null, 'left')).toBeUndefined();
    });
  });

  it('places a native drop among the items in reading order', () => {
    const boxes = [
      { left: 0, top: 0, width: 60, height: 60 },
      { left: 70, top: 0, width: 60, height: 60 },
      { left: 0, top: 70, width: 60, height: 60 },
    ];
    expect(indexAtPoint(boxes, 10, 30)).toBe(0);
    expect(indexAtPoint(boxes, 50, 30)).toBe(1);
    expect(indexAtPoint(boxes, 200, 30)).toBe(2);
    expect(indexAtPoint(boxes, 10, 100)).toBe(2);
    expect(indexAtPoint(boxes, 200, 100)).toBe(3);
    expect(indexAtPoint([], 5, 5)).toBe(0);
  });
});

describe('announcements', () => {
  it('name characters and tiers with positions', () => {
    expect(announceStart('mia', currentPlace(rows, 'mia'))).toBe('Picked up Mia from tier S, position 2 of 3.');
    expect(announceStart('heinrich', currentPlace(rows, 'heinrich'))).toBe('Picked up Heinrich from the pool.');
    expect(announceOver('heinrich', targetPlace(rows, 'heinrich', 'lily', false))).toBe(
      'Heinrich is over tier A, position 1 of 2.',
    );
    expect(announceOver('heinrich', targetPlace(rows, 'heinrich', null, false))).toBe(
      'Heinrich is no longer over a tier.',
    );
    expect(announceEnd('freya', targetPlace(rows, 'freya', 'vice', false))).toBe(
      'Freya was dropped in tier S, position 3 of 3.',
    );
    expect(announceEnd('freya', targetPlace(rows, 'freya', containerId(POOL), false))).toBe(
      'Freya was returned to the pool.',
    );
    expect(announceEnd('freya', undefined)).toBe('Freya was dropped outside the tiers; nothing changed.');
    expect(announceCancel('lily', currentPlace(rows, 'lily'))).toBe(
      'Dragging was cancelled. Lily stays in tier A, position 1 of 1.',
    );
  });
});
