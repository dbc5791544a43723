import { useDroppable } from '@dnd-kit/core';
import { SortableContext } from '@dnd-kit/sortable';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { formatCount } from '../../storage/format';
import type { Character } from '../../catalogue/characters';
import { useOwned } from '../../lib/account';
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

/** The unplaced characters, filtered by rarity, and (when asked) to those the player owns. */
export function TierPool({ characters: unplaced, filter, onFilterChange, keyboardActiveId }: TierPoolProps) {
  const { t } = useLingui();
  const { setNodeRef, isOver } = useDroppable({ id: containerId(POOL) });
  const headingId = useId();
  const filterId = useId();
  // Off by default, so the specified pool is what shows until the player asks for the owned ones alone.
  const [ownedOnly, setOwnedOnly] = useState(false);
  const { ownedIds } = useOwned();
  // A character lifted by keyboard stays in view, so it is never lost mid-move.
  const characters = ownedOnly ? unplaced.filter((c) => ownedIds.has(c.id) || c.id === keyboardActiveId) : unplaced;
  const ids = characters.map((c) => c.id);
  const count = formatCount(characters.length);

  return (
    <section className="tier-pool" aria-labelledby={headingId}>
      <div className="tier-pool-header">
        <h2 id={headingId}>
          <Trans>
            Pool <span className="tier-count">({count})</span>
          </Trans>
        </h2>
        <label className="tier-pool-filter" htmlFor={filterId}>
          <Trans>Filter</Trans>
        </label>
        <select id={filterId} value={filter} onChange={(e) => onFilterChange(e.target.value as PoolFilter)}>
          {POOL_FILTERS.map((f) => (
            <option key={f} value={f}>
              {f === 'All' ? t`All` : f}
            </option>
          ))}
        </select>
        <button type="button" className="btn" aria-pressed={ownedOnly} onClick={() => setOwnedOnly((o) => !o)}>
          <Trans>Owned only</Trans>
        </button>
      </div>
      <SortableContext id={POOL} items={ids} strategy={noShift}>
        <div
          ref={setNodeRef}
          className={`tier-pool-grid${isOver ? ' tier-pool-over' : ''}`}
          role="group"
          aria-label={t`Pool of unplaced characters`}
          data-testid="tier-pool"
        >
          {characters.map((c) => (
            <SortableToken key={c.id} character={c} keyboardLifted={keyboardActiveId === c.id} />
          ))}
          {characters.length === 0 && (
            <p className="tier-empty-note">
              {filter === 'All'
                ? t`Every character is in a tier. Clear empties the tiers and brings them all back here.`
                : t`No unplaced character matches this filter: choose All to see the others.`}
            </p>
          )}
        </div>
      </SortableContext>
    </section>
  );
}
