import { useEffect, useReducer, useRef, useState } from 'react';
import { newerSavedText } from '../../storage/error-wording';
import { newerVersionIn, readLocal } from '../../storage/local-store';
import { onOtherTabChange } from '../../storage/local-sync';
import { loadTierLists, saveTierLists, TIER_LISTS_KEY, type TierList } from '../../storage/tier-list-store';
import { screenNotice } from './screen-notice';
import { initialState, startState, tierListReducer, type StartResult } from './tier-list-reducer';

/**
 * The screen's state, restored from localStorage (plus a shared list when the
 * page was opened with a share link) and saved on every change of the lists.
 *
 * Lists saved in another tab replace this tab's: every edit is saved the moment it is made, so this tab holds no
 * unsaved work they could overwrite (an open row dialog keeps its draft, and applies it to the row if it still
 * exists). What came from another tab is not saved back, so two tabs never echo each other's writes. Lists removed
 * in another tab leave this one with the default list (saved once it is changed), with nothing to undo back into the
 * removed lists. An import whose history write fails removes the key and puts it back: this tab then shows the lists
 * put back, without its undo history.
 */
export function useTierList(sharedParam: string | undefined) {
  const [start] = useState((): StartResult => {
    // Lists a later version saved stay as they are; the screen says so rather than start over in silence.
    if (newerVersionIn(TIER_LISTS_KEY) === undefined) return startState(loadTierLists(), sharedParam);
    return {
      ...startState(undefined, undefined),
      notice: screenNotice('error', () => newerSavedText('tier lists')),
    };
  });
  const [state, dispatch] = useReducer(tierListReducer, start.state);
  const { lists, activeId } = state;
  const fromOtherTab = useRef<TierList[] | null>(null);

  useEffect(() => {
    if (lists === fromOtherTab.current) {
      fromOtherTab.current = null;
      return;
    }
    saveTierLists({ lists, activeId });
  }, [lists, activeId]);

  useEffect(
    () =>
      onOtherTabChange(TIER_LISTS_KEY, () => {
        // Removed: a Replace import without tier lists, or storage cleared. Unusable: this tab's lists stay.
        const removed = readLocal(TIER_LISTS_KEY) === null;
        const saved = removed ? initialState() : loadTierLists();
        if (!saved) return;
        fromOtherTab.current = saved.lists;
        dispatch({ type: 'savedElsewhere', saved, removed });
      }),
    [],
  );

  return [state, dispatch, start.notice] as const;
}
