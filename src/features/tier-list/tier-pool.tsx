import { useDroppable } from '@dnd-kit/core';
import { SortableContext } from '@dnd-kit/sortable';
import { useId } from 'react';
import type { Character } from '../../catalogue/characters';
import { SortableToken } from './character-token';
import { containerId, POOL } from './drag-logic';
import { POOL_FILTERS, type PoolFilter } from './tier-list-model';

interface TierPoolProps {
  characters: readonly Character[];
  filter: PoolFilter;
  onFilterChange: (filter: PoolFilter) => void;
  keyboardActiveId: string | null;
}

// The pool keeps its own order, so nothing shifts while a character passes over it.
const noShift = () => null;

/** The unplaced characters, filtered by rarity. */
export function TierPool({ characters, filter, onFilterChange, keyboardActiveId }: TierPoolProps) {
  const { setNodeRef, isOver } = useDroppable({ id: containerId(POOL) });
  const headingId = useId();
  const filterId = useId();
  const ids = characters.map((c) => c.id);

  return (
    <section className="tier-pool" aria-labelledby={headingId}>
      <div className="tier-pool-header">
        <h2 id={headingId}>
          Pool <span className="tier-count">({characters.length})</span>
        </h2>
        <label className="tier-pool-filter" htmlFor={filterId}>
          Filter
        </label>
        <select id={filterId} value={filter} onChange={(e) => onFilterChange(e.target.value as PoolFilter)}>
          {POOL_FILTERS.map((f) => (
            <option key={f} value={f}>
              {f}
            </option>
          ))}
        </select>
      </div>
      <SortableContext id={POOL} items={ids} strategy={noShift}>
        <div
          ref={setNodeRef}
          className={`tier-pool-grid${isOver ? ' tier-pool-over' : ''}`}
          role="group"
          aria-label="Pool of unplaced characters"
          data-testid="tier-pool"
        >
          {characters.map((c) => (
            <SortableToken key={c.id} character={c} keyboardLifted={keyboardActiveId === c.id} />
          ))}
          {characters.length === 0 && (
            <p className="tier-empty-note">
              {filter === 'All'
                ? 'Every character is in a tier. Clear empties the tiers and brings them all back here.'
                : 'No unplaced character matches this filter: choose All to see the others.'}
            </p>
          )}
        </div>
      </SortableContext>
    </section>
  );
}
