import { useEffect, useReducer, useState } from 'react';
import { loadTierLists, saveTierLists } from '../../storage/tier-list-store';
import { startState, tierListReducer } from './tier-list-reducer';

/**
 * The screen's state, restored from localStorage (plus a shared list when the
 * page was opened with a share link) and saved on every change of the lists.
 */
export function useTierList(sharedParam: string | undefined) {
  const [start] = useState(() => startState(loadTierLists(), sharedParam));
  const [state, dispatch] = useReducer(tierListReducer, start.state);
  const { lists, activeId } = state;

  useEffect(() => {
    saveTierLists({ lists, activeId });
  }, [lists, activeId]);

  return [state, dispatch, start.notice] as const;
}
