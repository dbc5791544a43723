import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { RARITIES, type Rarity } from '../../catalogue/characters';
import { ConfirmDialog } from '../../components/confirm-dialog';

interface OwnedToolbarProps {
  ownedCount: number;
  onMarkRarity: (rarity: Rarity) => void;
  onClearAll: () => void;
}

/** The bulk actions of "Mark owned" mode: a whole rarity owned at once, or everything forgotten after a question. */
export function OwnedToolbar({ ownedCount, onMarkRarity, onClearAll }: OwnedToolbarProps) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="owned-toolbar" role="group" aria-label={t`Owned characters`}>
      <p className="owned-summary" aria-live="polite">
        <Plural value={ownedCount} one="# character owned" other="# characters owned" />
      </p>
      {RARITIES.map((rarity) => {
        const name = rarity.toUpperCase();
        return (
          <button key={rarity} type="button" className="btn" onClick={() => onMarkRarity(rarity)}>
            <Trans>Own every {name}</Trans>
          </button>
        );
      })}
      <button type="button" className="btn" disabled={ownedCount === 0} onClick={() => setConfirming(true)}>
        <Trans>Clear all owned</Trans>
      </button>
      {confirming && (
        <ConfirmDialog
          title={t`Clear all owned characters?`}
          confirmLabel={t`Clear all`}
          cancelLabel={t`Keep them`}
          onConfirm={() => {
            onClearAll();
            setConfirming(false);
          }}
          onCancel={() => setConfirming(false)}
        >
          <p>
            <Plural
              value={ownedCount}
              one="Every character will be marked as not owned (# character now). Your pulls, tier lists and teams stay as they are."
              other="Every character will be marked as not owned (# characters now). Your pulls, tier lists and teams stay as they are."
            />
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
