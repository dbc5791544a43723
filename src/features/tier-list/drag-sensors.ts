import {
  KeyboardCode,
  MeasuringStrategy,
  PointerSensor,
  type Active,
  type Over,
  type PointerActivationConstraint,
  type PointerSensorOptions,
} from '@dnd-kit/core';
import type { PointerEvent as ReactPointerEvent } from 'react';
import type { KeyboardDirection } from './drag-logic';

/** How the tier board's drags start and read: the sensors, their thresholds, the keys and where a drop lands. */

/**
 * Droppables are measured from the moment a drag starts and whenever they change during it (a character moving to
 * another tier), never while nothing is dragged: measuring every token forces a layout, and on a page that just opened
 * that is a long task for nothing.
 */
export const MEASURING = { droppable: { strategy: MeasuringStrategy.WhileDragging } };

/**
 * Mouse and pen go through pointer events with a small distance threshold (so a
 * click is not a drag). Touch is left to the TouchSensor: a long press starts a
 * drag, and a finger that moves first scrolls the page as usual.
 */
export class MouseAndPenSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent: event }: ReactPointerEvent, { onActivation }: PointerSensorOptions) => {
        if (!event.isPrimary || event.button !== 0 || event.pointerType === 'touch') return false;
        onActivation?.({ event });
        return true;
      },
    },
  ];
}

export const MOUSE_CONSTRAINT: PointerActivationConstraint = { distance: 5 };
export const TOUCH_CONSTRAINT: PointerActivationConstraint = { delay: 250, tolerance: 5 };

export const DIRECTIONS: Partial<Record<string, KeyboardDirection>> = {
  [KeyboardCode.Left]: 'left',
  [KeyboardCode.Right]: 'right',
  [KeyboardCode.Up]: 'up',
  [KeyboardCode.Down]: 'down',
};

/** The pointer is past the middle of the item it is over: insert after it. */
export function isAfter(active: Active, over: Over | null): boolean {
  const rect = active.rect.current.translated;
  if (!rect || !over) return false;
  const y = rect.top + rect.height / 2;
  if (y > over.rect.top + over.rect.height) return true;
  if (y < over.rect.top) return false;
  return rect.left + rect.width / 2 > over.rect.left + over.rect.width / 2;
}
