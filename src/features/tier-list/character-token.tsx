import { useLingui } from '@lingui/react/macro';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { characterImagePath } from '../../catalogue/art';
import type { Character } from '../../catalogue/characters';

/** The portrait alone: what a tier shows, what the drag overlay shows and what the exported image shows. */
export function TokenPortrait({ character }: { character: Character }) {
  return (
    <img
      className="tier-token-portrait"
      src={characterImagePath(character)}
      alt={character.name}
      width={64}
      height={64}
      // Asked for once near the view: asking for every portrait as the screen renders held up its first paint.
      loading="lazy"
      // The library drives dragging; a native image drag would steal the pointer from it.
      draggable={false}
    />
  );
}

interface SortableTokenProps {
  character: Character;
  /** True while this token is the one being moved with the keyboard: it shows where it will land. */
  keyboardLifted: boolean;
}

/** A character that can be picked up with a mouse, a long press or the keyboard. */
export function SortableToken({ character, keyboardLifted }: SortableTokenProps) {
  const { t } = useLingui();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: character.id });
  const className = ['tier-token', isDragging && (keyboardLifted ? 'tier-token-lifted' : 'tier-token-placeholder')]
    .filter(Boolean)
    .join(' ');

  return (
    <div
      ref={setNodeRef}
      className={className}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      title={character.name}
      data-testid={`token-${character.id}`}
      {...attributes}
      aria-roledescription={t`draggable character`}
      {...listeners}
      // A long press must start a drag, not open the browser's image menu.
      onContextMenu={(e) => e.preventDefault()}
    >
      <TokenPortrait character={character} />
    </div>
  );
}
