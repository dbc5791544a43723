import { useEffect, useLayoutEffect, type RefObject } from 'react';

/** Scrolls `row` sideways so that `link` sits in its middle, or as near as the row's ends allow. */
function centreInRow(row: HTMLElement, link: HTMLElement): void {
  if (row.scrollWidth <= row.clientWidth) return;
  const rowBox = row.getBoundingClientRect();
  const linkBox = link.getBoundingClientRect();
  const centre = linkBox.left - rowBox.left + row.scrollLeft + linkBox.width / 2;
  row.scrollLeft = Math.max(0, Math.min(centre - row.clientWidth / 2, row.scrollWidth - row.clientWidth));
}

/**
 * Calls `read` once the browser has laid `element` out, before it paints: a ResizeObserver reports a newly observed
 * element then. Reading boxes during React's commit instead would force a layout of the whole page, and a first
 * render would pay for laying the page out twice. Where there is no ResizeObserver (tests), at once. Returns a
 * function that cancels the call.
 */
function whenLaidOut(element: HTMLElement, read: () => void): () => void {
  if (typeof ResizeObserver === 'undefined') {
    read();
    return () => {};
  }
  const observer = new ResizeObserver(() => {
    observer.disconnect();
    read();
  });
  observer.observe(element);
  return () => observer.disconnect();
}

/** Whether `element` shows keyboard focus (true where the browser cannot say). */
function focusedByKeyboard(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * On a phone the links form one row that scrolls sideways. Whenever the route changes the active link is centred in
 * it, and so is a link that takes keyboard focus: the browser's own focus scrolling leaves a link that is already
 * partly in view where it is, half under the floating buttons. Only the row scrolls, never the page, and a row that
 * does not overflow (desktop) is left alone.
 */
export function useActiveLinkInView(list: RefObject<HTMLElement | null>, pathname: string): void {
  useLayoutEffect(() => {
    const row = list.current;
    if (!row) return;
    return whenLaidOut(row, () => {
      const active = row.querySelector<HTMLElement>('[aria-current="page"]');
      if (active) centreInRow(row, active);
    });
  }, [list, pathname]);

  useEffect(() => {
    const row = list.current;
    if (!row) return;
    const onFocus = (event: FocusEvent) => {
      // Only keyboard focus: a link focused by a press would move away under the pointer before the press ends,
      // and the click would be lost. The route change then centres the link it opened.
      if (event.target instanceof HTMLElement && focusedByKeyboard(event.target)) centreInRow(row, event.target);
    };
    row.addEventListener('focusin', onFocus);
    return () => row.removeEventListener('focusin', onFocus);
  }, [list]);
}
