import type { FloaterHost } from '../src/engine/floaters/painter';

/**
 * The painter's host in a browser, the floaters worker's or, where a canvas cannot be handed over, the page's: the
 * display's frames (a timer where a worker has none), its clock, and images fetched at low priority, cut to their
 * centred square (real art dropped in may not be square) and decoded off the thread at the size they are drawn.
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
    async load(url, pixels, signal) {
      // Decoration: whatever the page still fetches comes first.
      const response = await fetch(url, { priority: 'low', signal });
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      const whole = await createImageBitmap(await response.blob());
      try {
        const side = Math.min(whole.width, whole.height);
        const resize = { resizeWidth: pixels, resizeHeight: pixels, resizeQuality: 'high' } as const;
        return await createImageBitmap(whole, (whole.width - side) / 2, (whole.height - side) / 2, side, side, resize);
      } finally {
        whole.close();
      }
    },
    release: (image) => image.close(),
  };
}
