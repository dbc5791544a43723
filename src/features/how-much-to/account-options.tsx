import { Trans } from '@lingui/react/macro';
import type { BannerId } from '../../engine/types';
import type { Counters } from '../../engine/types';
import { useRealCounters } from '../../lib/account';
import { CHARACTERS } from '../../catalogue/characters';

/** The selection without the characters the player owns, and how many that left out. Indices are CHARACTERS'. */
export function withoutOwned(
  selection: readonly number[],
  owned: ReadonlySet<string>,
): { readonly kept: number[]; readonly leftOut: number } {
  const kept = selection.filter((i) => !owned.has(CHARACTERS[i]?.id ?? ''));
  return { kept, leftOut: selection.length - kept.length };
}

interface AccountOptionsProps {
  banner: BannerId;
  onUseCounters: (counters: Counters) => void;
  leaveOutOwned: boolean;
  onLeaveOutOwnedChange: (leaveOut: boolean) => void;
}

/** How Much To from the player's account: their real counters in one click, and their owned characters left out. */
export function AccountOptions({ banner, onUseCounters, leaveOutOwned, onLeaveOutOwnedChange }: AccountOptionsProps) {
  const { counters } = useRealCounters();
  return (
    <>
      <button type="button" className="btn" onClick={() => onUseCounters(counters[banner])}>
        <Trans>Use my real counters</Trans>
      </button>
      <label className="hmt-check">
        <input type="checkbox" checked={leaveOutOwned} onChange={(e) => onLeaveOutOwnedChange(e.target.checked)} />
        <Trans>Leave out characters I own</Trans>
      </label>
    </>
  );
}
