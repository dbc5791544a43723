import { useLayoutEffect, type RefObject } from 'react';

/** Room kept between the top bar and whatever the browser scrolls into view. */
const GAP_PX = 8;

/**
 * Keeps the page's scroll padding equal to the sticky top bar's height (it wraps to several lines on narrow screens)
 * plus a small gap, so the browser never scrolls a focused control underneath the bar.
 *
 * The bar is measured by a ResizeObserver, which reports after the browser's own layout, and the padding is written on
 * the root element alone: no layout is forced while the page renders, and nothing inherits the value, so changing it
 * restyles one element rather than the whole page.
 */
export function useTopBarHeight(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement;
    const apply = (height: number) => {
      const room = `${Math.ceil(height) + GAP_PX}px`;
      // Restyling the root lays the whole page out again: skipped where the style sheet's value is already right.
      if (getComputedStyle(root).scrollPaddingTop !== room) root.style.scrollPaddingTop = room;
    };
    // Test environments without ResizeObserver keep one measurement.
    if (typeof ResizeObserver === 'undefined') {
      apply(bar.getBoundingClientRect().height);
      return;
    }
    const observer = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1]?.borderBoxSize?.[0];
      apply(box ? box.blockSize : bar.getBoundingClientRect().height);
    });
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-top');
    };
  }, [ref]);
}
