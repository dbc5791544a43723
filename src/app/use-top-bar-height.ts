import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps `--top-bar-height` on the root element equal to the sticky top bar's height (it wraps to several lines on
 * narrow screens). The page's scroll padding uses it, so the browser never scrolls a focused control underneath the
 * bar.
 */
export function useTopBarHeight(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement;
    const update = () =>
      root.style.setProperty('--top-bar-height', `${Math.ceil(bar.getBoundingClientRect().height)}px`);
    update();
    // Test environments without ResizeObserver keep the first measurement.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--top-bar-height');
    };
  }, [ref]);
}
