import { useState } from 'react';
import { RARITIES, type Rarity } from '../../catalogue/characters';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { plural } from '../../storage/format';

interface OwnedToolbarProps {
  ownedCount: number;
  onMarkRarity: (rarity: Rarity) => void;
  onClearAll: () => void;
}

/** The bulk actions of "Mark owned" mode: a whole rarity owned at once, or everything forgotten after a question. */
export function OwnedToolbar({ ownedCount, onMarkRarity, onClearAll }: OwnedToolbarProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="owned-toolbar" role="group" aria-label="Owned characters">
      <p className="owned-summary" aria-live="polite">
        {plural(ownedCount, 'character', 'characters')} owned
      </p>
      {RARITIES.map((rarity) => (
        <button key={rarity} type="button" className="btn" onClick={() => onMarkRarity(rarity)}>
          Own every {rarity.toUpperCase()}
        </button>
      ))}
      <button type="button" className="btn" disabled={ownedCount === 0} onClick={() => setConfirming(true)}>
        Clear all owned
      </button>
      {confirming && (
        <ConfirmDialog
          title="Clear all owned characters?"
          confirmLabel="Clear all"
          onConfirm={() => {
            onClearAll();
            setConfirming(false);
          }}
          onCancel={() => setConfirming(false)}
        >
          <p>
            Every character will be marked as not owned ({plural(ownedCount, 'character', 'characters')} now). Your
            pulls, tier lists and teams stay as they are.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
