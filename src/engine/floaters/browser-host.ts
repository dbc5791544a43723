import type { FloaterHost } from './painter';

/**
 * The painter's host in a browser, a page's or a worker's alike: the display's frames (a timer where a worker has
 * none), its clock, and images fetched at low priority and decoded off the thread at the size they are drawn.
 */
export function browserHost(): FloaterHost<ImageBitmap> {
  return {
    nextFrame(draw) {
      if (typeof requestAnimationFrame === 'function') {
        const frame = requestAnimationFrame(draw);
        return () => cancelAnimationFrame(frame);
      }
      const timer = setTimeout(() => draw(performance.now()), 16);
      return () => clearTimeout(timer);
    },
    now: () => performance.now(),
    async load(url, pixels) {
      // Decoration: whatever the page still fetches comes first.
      const response = await fetch(url, { priority: 'low' });
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return createImageBitmap(await response.blob(), {
        resizeWidth: pixels,
        resizeHeight: pixels,
        resizeQuality: 'high',
      });
    },
  };
}
