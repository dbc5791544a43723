import { useCallback, useMemo } from 'react';
import type { Character } from '../../catalogue/characters';
import { MAX_COPIES, useOwned } from '../../lib/account';
import { OwnedToolbar } from './owned-toolbar';
import { RaritySections, type RaritySectionProps } from './rarity-section';

interface OwnedMarkingProps {
  readonly shown: readonly Character[];
  readonly tooltip: RaritySectionProps['tooltip'];
  readonly onTip: RaritySectionProps['onTip'];
}

/**
 * "Mark owned" mode: the bulk actions, then the sections with each tile's copies. Loaded only when the player turns
 * the mode on, so the gallery's first visit carries none of the account's code.
 */
export function OwnedMarking({ shown, tooltip, onTip }: OwnedMarkingProps) {
  const owned = useOwned();
  const { setCopies } = owned;
  const onSetCopies = useCallback((id: string, copies: number) => void setCopies(id, copies), [setCopies]);
  const marking = useMemo(
    () => ({ copiesOf: owned.copiesOf, onSetCopies, maxCopies: MAX_COPIES }),
    [owned.copiesOf, onSetCopies],
  );
  return (
    <>
      <OwnedToolbar
        ownedCount={owned.ownedIds.size}
        onMarkRarity={(rarity) => void owned.markRarity(rarity)}
        onClearAll={() => void owned.clearAll()}
      />
      <RaritySections shown={shown} tooltip={tooltip} onTip={onTip} marking={marking} />
    </>
  );
}
