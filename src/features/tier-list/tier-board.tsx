import {
  closestCenter,
  DndContext,
  DragOverlay,
  getFirstCollision,
  KeyboardSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type ClientRect,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type Over,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { useLingui } from '@lingui/react';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState, type Ref } from 'react';
import { findCharacter } from '../../catalogue/lookups';
import {
  announceCancel,
  announceEnd,
  announceOver,
  announceStart,
  currentPlace,
  samePlace,
  screenReaderInstructions,
  targetPlace,
  type Place,
} from './announcements';
import { TokenPortrait } from './character-token';
import {
  containerId,
  containerKeyOf,
  dropTarget,
  isContainerId,
  keyboardTarget,
  POOL,
  previewOver,
  type DropTarget,
} from './drag-logic';
import { matchesPoolFilter, poolOf, type PoolFilter, type TierRow } from './tier-list-model';
import { DIRECTIONS, isAfter, MEASURING, MOUSE_CONSTRAINT, MouseAndPenSensor, TOUCH_CONSTRAINT } from './drag-sensors';
import { TierPool } from './tier-pool';
import { TierRowView } from './tier-row';

interface TierBoardProps {
  rows: readonly TierRow[];
  filter: PoolFilter;
  onFilterChange: (filter: PoolFilter) => void;
  onMove: (characterId: string, target: DropTarget) => void;
  onOpenSettings: (rowId: string) => void;
  onDraggingChange: (dragging: boolean) => void;
  rowsRef: Ref<HTMLDivElement>;
}

/**
 * The tiers and the pool. While a drag is under way a local preview shows the
 * character in the container it is over; only the drop reaches the reducer, as
 * one move (and one undo step). Memoised: the page's own state (a notice, an export
 * under way) never re-renders every character.
 */
export const TierBoard = memo(function TierBoard({
  rows,
  filter,
  onFilterChange,
  onMove,
  onOpenSettings,
  onDraggingChange,
  rowsRef,
}: TierBoardProps) {
  // Read so a language switch re-renders the board: the drag instructions are in the language shown.
  useLingui();
  const [activeId, setActiveId] = useState<string | null>(null);
  const [preview, setPreview] = useState<readonly TierRow[] | null>(null);
  const [keyboardMode, setKeyboardMode] = useState(false);
  const shown = preview ?? rows;

  // Callbacks that the library calls outside React's render read the latest values here.
  const shownRef = useRef(shown);
  // The rows as they were when the library's current event began: announcements describe the
  // move from there, not from the preview the handler has just applied.
  const eventRowsRef = useRef(shown);
  const committedRowsRef = useRef(rows);
  const keyboardModeRef = useRef(false);
  const keyboardOverRef = useRef<string | null>(null);
  const lastOverRef = useRef<UniqueIdentifier | null>(null);
  const movedToNewContainerRef = useRef(false);
  const announcedPlaceRef = useRef<Place | undefined>(undefined);
  useLayoutEffect(() => {
    shownRef.current = shown;
    committedRowsRef.current = rows;
  });

  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      movedToNewContainerRef.current = false;
    });
    return () => cancelAnimationFrame(frame);
  }, [preview]);

  const pool = useMemo(() => poolOf(shown), [shown]);
  const visiblePool = pool.filter((c) => matchesPoolFilter(c, filter) || c.id === activeId);

  const coordinateGetter: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
    const direction = DIRECTIONS[event.code];
    if (!direction) return undefined;
    event.preventDefault();
    const { active, over, droppableRects } = context;
    if (!active) return undefined;
    const target = keyboardTarget(shownRef.current, String(active.id), over ? String(over.id) : null, direction);
    if (!target) return undefined;
    keyboardOverRef.current = target;
    // The coordinates only steer scrolling toward the target; the target itself is decided above.
    const rect: ClientRect | undefined = droppableRects.get(target);
    return rect ? { x: rect.left, y: rect.top } : { ...currentCoordinates };
  };

  const sensors = useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: MOUSE_CONSTRAINT }),
    useSensor(TouchSensor, { activationConstraint: TOUCH_CONSTRAINT }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );

  const collisionDetection: CollisionDetection = (args) => {
    if (!args.pointerCoordinates) {
      // Keyboard: the target was chosen on the model by the coordinate getter.
      return [{ id: keyboardOverRef.current ?? args.active.id }];
    }
    const pointerHits = pointerWithin(args);
    const hits = pointerHits.length > 0 ? pointerHits : rectIntersection(args);
    let overId = getFirstCollision(hits, 'id');
    if (overId != null) {
      const key = containerKeyOf(shownRef.current, String(overId));
      if (key === POOL) {
        // The pool keeps its own order: anywhere in it means the same thing.
        overId = containerId(POOL);
      } else if (key && isContainerId(String(overId))) {
        // Over a tier but between its characters: aim at the nearest one, so the drop lands beside it.
        const inside = new Set<UniqueIdentifier>(shownRef.current.find((r) => r.id === key)?.items ?? []);
        const nearest = closestCenter({
          ...args,
          droppableContainers: args.droppableContainers.filter((c) => inside.has(c.id)),
        })[0];
        if (nearest) overId = nearest.id;
      }
      lastOverRef.current = overId;
      return [{ id: overId }];
    }
    // Right after a move to another container the layout shifts under the pointer; stay put meanwhile.
    if (movedToNewContainerRef.current) lastOverRef.current = args.active.id;
    return lastOverRef.current != null ? [{ id: lastOverRef.current }] : [];
  };

  function after(active: Active, over: Over | null) {
    return keyboardModeRef.current ? false : isAfter(active, over);
  }

  function reset() {
    setActiveId(null);
    setPreview(null);
    setKeyboardMode(false);
    keyboardModeRef.current = false;
    keyboardOverRef.current = null;
    lastOverRef.current = null;
    onDraggingChange(false);
  }

  function handleDragStart({ active, activatorEvent }: DragStartEvent) {
    const keyboard = activatorEvent instanceof KeyboardEvent;
    keyboardModeRef.current = keyboard;
    keyboardOverRef.current = null;
    lastOverRef.current = null;
    setKeyboardMode(keyboard);
    setActiveId(String(active.id));
    setPreview(rows);
    eventRowsRef.current = rows;
    onDraggingChange(true);
  }

  function handleDragOver({ active, over }: DragOverEvent) {
    const current = shownRef.current;
    eventRowsRef.current = current;
    if (!over) return;
    const next = previewOver(current, String(active.id), String(over.id), after(active, over));
    if (next === current) return;
    movedToNewContainerRef.current = true;
    shownRef.current = next;
    // Once moved, the character is where the target was: keep it as its own target until the next key.
    if (keyboardModeRef.current) keyboardOverRef.current = String(active.id);
    setPreview(next);
  }

  function handleDragEnd({ active, over }: DragEndEvent) {
    eventRowsRef.current = shownRef.current;
    const target = over
      ? dropTarget(shownRef.current, String(active.id), String(over.id), after(active, over))
      : undefined;
    reset();
    if (target) onMove(String(active.id), target);
  }

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const place = currentPlace(committedRowsRef.current, String(active.id));
      announcedPlaceRef.current = place;
      return announceStart(String(active.id), place);
    },
    onDragOver: ({ active, over }) => {
      const place = targetPlace(
        eventRowsRef.current,
        String(active.id),
        over ? String(over.id) : null,
        after(active, over),
      );
      // The library reports every change of target, including the character settling on itself after
      // a move; a listener only needs to hear when the place it would land changes.
      if (samePlace(place, announcedPlaceRef.current)) return undefined;
      announcedPlaceRef.current = place;
      return announceOver(String(active.id), place);
    },
    onDragEnd: ({ active, over }) =>
      announceEnd(
        String(active.id),
        targetPlace(eventRowsRef.current, String(active.id), over ? String(over.id) : null, after(active, over)),
      ),
    onDragCancel: ({ active }) =>
      announceCancel(String(active.id), currentPlace(committedRowsRef.current, String(active.id))),
  };

  const activeCharacter = activeId ? findCharacter(activeId) : undefined;
  const keyboardActiveId = keyboardMode ? activeId : null;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisionDetection}
      measuring={MEASURING}
      accessibility={{ announcements, screenReaderInstructions: { draggable: screenReaderInstructions() } }}
      onDragStart={handleDragStart}
      onDragOver={handleDragOver}
      onDragEnd={handleDragEnd}
      onDragCancel={reset}
    >
      <div className="tier-rows" ref={rowsRef} data-testid="tier-rows">
        {shown.map((row) => (
          <TierRowView
            key={row.id}
            row={row}
            keyboardActiveId={keyboardActiveId}
            onOpenSettings={onOpenSettings}
            onNativeDrop={(characterId, rowId, index) => onMove(characterId, { rowId, index })}
          />
        ))}
      </div>
      <TierPool
        characters={visiblePool}
        filter={filter}
        onFilterChange={onFilterChange}
        keyboardActiveId={keyboardActiveId}
      />
      <DragOverlay
        dropAnimation={keyboardMode ? null : undefined}
        className={keyboardMode ? 'tier-overlay tier-overlay-hidden' : 'tier-overlay'}
      >
        {activeCharacter ? (
          <div className="tier-token tier-token-overlay">
            <TokenPortrait character={activeCharacter} />
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
});
