import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from './yield';

/**
 * A long list (a picker's 62 characters) costs a phone one long task when it is put on the page at once: React's
 * commit, then the style, layout and paint of every item, 100 ms and more while the screen opens. Lists that render
 * in steps put the first few items on the page at once, then the rest a few per frame, so that each task stays short
 * and the page answers input in between.
 *
 * On in the page. Tests that render a screen and read its lists at once turn it off (tests/ui/setup.ts).
 */
let inSteps = true;

/** Lists mounted from now on render in steps (`on`), or whole at once. */
export function renderListsInSteps(on: boolean): void {
  inSteps = on;
}

export interface ListSteps {
  /** How many items the first render shows: enough to fill a phone's screen. */
  readonly first: number;
  /** How many more each frame after that adds. */
  readonly step: number;
}

/**
 * How many of a list's `total` items to render now: all of them, or (when lists render in steps and this one is
 * longer than its first step) `first`, then `step` more after each paint until the list is whole. Each step is a
 * transition, so input is never held up by it. Once whole, the list stays whole: a list that grows later (a search
 * emptied) shows every item at once. The list is `aria-busy` while it grows, as the pull grid is while it draws rows.
 */
export function useItemsInSteps(total: number, { first, step }: ListSteps): number {
  const [limit, setLimit] = useState(() => (inSteps && total > first ? first : Number.POSITIVE_INFINITY));
  const growing = limit < total;
  useEffect(() => {
    if (!growing) return;
    let live = true;
    void afterNextPaint().then(() => {
      if (live)
        startTransition(() => setLimit((shown) => (shown + step >= total ? Number.POSITIVE_INFINITY : shown + step)));
    });
    return () => {
      live = false;
    };
  }, [growing, limit, step, total]);
  return Math.min(limit, total);
}
