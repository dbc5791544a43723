import { useMemo, useState } from 'react';
import { copiesOf, useOwned, withoutOwnedCopies } from '../../lib/account';
import type { SavedPlan } from '../../storage/plan-store';
import type { OwnedView } from './targets-section';

/**
 * The plan as the planner is asked it: as saved, or, with Leave out copies I own on (off at first on every visit of
 * the view), with the owned copies taken off its targets. `allOwned` says the targets are gone because owned copies
 * meet them all, not because none were added.
 */
export function useOwnedTargets(plan: SavedPlan): {
  readonly asked: SavedPlan;
  readonly allOwned: boolean;
  readonly view: OwnedView;
} {
  const [leaveOut, setLeaveOut] = useState(false);
  const { owned } = useOwned();
  const left = useMemo(() => withoutOwnedCopies(plan.targets, owned), [plan.targets, owned]);
  const asked = useMemo(() => (leaveOut ? { ...plan, targets: [...left.remaining] } : plan), [leaveOut, plan, left]);
  return {
    asked,
    allOwned: leaveOut && plan.targets.length > 0 && left.remaining.length === 0,
    view: {
      leaveOut,
      onLeaveOutChange: setLeaveOut,
      ownedOf: (character) => copiesOf(owned, character),
      copiesLeftOut: left.copiesLeftOut,
      met: left.met.length,
    },
  };
}
