import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { readLocal } from '../../storage/local-store';
import { onOtherTabChange } from '../../storage/local-sync';
import { PULL_PLANS_KEY, loadPlans, savePlans, type SavedPlans } from '../../storage/plan-store';
import { plansReducer, type PlansAction } from './plans-reducer';
import { firstPlans, startPlans } from './plan-start';
import { withOfferedBanners } from './plan-request';

/**
 * The saved plans as the plan view holds them: restored (plus a shared link's plan), and saved on every change.
 * Nothing is written for a visitor who only looks. Plans saved in another tab replace this tab's (every edit here is
 * saved the moment it is made, so there is no unsaved work to lose), and are not saved back.
 */
export function useSavedPlans(today: string, sharedParam: string | undefined) {
  const [start] = useState(() => startPlans(today, sharedParam));
  const [state, dispatch] = useReducer(plansReducer, start.plans);
  // The plans as last saved (or as opened, when there is nothing to save yet): no write while the state is this object.
  const inStorage = useRef<SavedPlans | null>(start.unsaved ? null : start.plans);

  useEffect(() => {
    if (state === inStorage.current) return;
    inStorage.current = state;
    savePlans(state);
  }, [state]);

  useEffect(
    () =>
      onOtherTabChange(PULL_PLANS_KEY, () => {
        // Removed (a Replace import without plans, storage cleared): this tab starts afresh, saving nothing until
        // changed. Unusable: this tab's plans stay, and its next change saves them.
        const removed = readLocal(PULL_PLANS_KEY) === null;
        const loaded = removed ? firstPlans(today) : loadPlans();
        if (!loaded) return;
        const saved = { ...loaded, plans: loaded.plans.map(withOfferedBanners) };
        inStorage.current = saved;
        dispatch({ type: 'replace', saved });
      }),
    [today],
  );

  const act = useCallback((action: PlansAction) => dispatch(action), []);
  return [state, act, start.notice] as const;
}
