import { useDroppable } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type DragEvent } from 'react';
import { findCharacter } from '../../catalogue/lookups';
import { SortableToken } from './character-token';
import { containerId, indexAtPoint } from './drag-logic';
import { DROP_MIME, dropWarning, parseDropPayload } from './drop-payload';
import { labelTextColor, type TierRow } from './tier-list-model';

interface TierRowViewProps {
  row: TierRow;
  keyboardActiveId: string | null;
  onOpenSettings: (rowId: string) => void;
  onNativeDrop: (characterId: string, rowId: string, index: number) => void;
}

function carriesItem(event: DragEvent): boolean {
  return [...event.dataTransfer.types].includes(DROP_MIME);
}

export function TierRowView({ row, keyboardActiveId, onOpenSettings, onNativeDrop }: TierRowViewProps) {
  const { t } = useLingui();
  const { setNodeRef, isOver } = useDroppable({ id: containerId(row.id) });
  const name = row.name;
  const itemsRef = useRef<HTMLDivElement>(null);
  const [nativeOver, setNativeOver] = useState(false);

  function handleNativeDrop(event: DragEvent) {
    event.preventDefault();
    setNativeOver(false);
    const result = parseDropPayload(event.dataTransfer.getData(DROP_MIME));
    if (!result.ok) {
      console.warn(dropWarning(result.reason));
      return;
    }
    const boxes = [...(itemsRef.current?.querySelectorAll<HTMLElement>('.tier-token') ?? [])]
      .filter((el) => el.dataset.testid !== `token-${result.character.id}`)
      .map((el) => el.getBoundingClientRect());
    onNativeDrop(result.character.id, row.id, indexAtPoint(boxes, event.clientX, event.clientY));
  }

  return (
    <div
      ref={setNodeRef}
      className={`tier-row${isOver || nativeOver ? ' tier-row-over' : ''}`}
      role="group"
      aria-label={t`Tier ${name}`}
      data-testid={`tier-${row.id}`}
      onDragOver={(event) => {
        // Only a drag carrying a tier-list item may land here; files and text keep their default.
        if (!carriesItem(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setNativeOver(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setNativeOver(false);
      }}
      onDrop={(event) => {
        if (carriesItem(event)) handleNativeDrop(event);
      }}
    >
      <div className="tier-label" style={{ background: row.color, color: labelTextColor(row.color) }}>
        <span>{row.name}</span>
      </div>
      <SortableContext id={row.id} items={row.items} strategy={rectSortingStrategy}>
        <div className="tier-items" ref={itemsRef}>
          {row.items.map((id) => {
            const character = findCharacter(id);
            return character ? (
              <SortableToken key={id} character={character} keyboardLifted={keyboardActiveId === id} />
            ) : null;
          })}
        </div>
      </SortableContext>
      <button
        type="button"
        className="btn tier-settings export-exclude"
        aria-label={t`Edit tier ${name}`}
        title={t`Edit tier ${name}`}
        onClick={() => onOpenSettings(row.id)}
      >
        <GearIcon />
      </button>
    </div>
  );
}

function GearIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="3" />
      <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1Z" />
    </svg>
  );
}
