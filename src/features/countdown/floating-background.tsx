import { memo, useEffect, useRef } from 'react';
import { characterImagePath } from '../../catalogue/art';
import { CHARACTERS } from '../../catalogue/characters';
import { createFloaters } from '../../engine/floaters/float-physics';
import { FLOATER_SIZE, type FloaterPainting, type FloaterView } from '../../engine/floaters/painter';
import { startFloaters } from '../../lib/floaters-client';

function windowView(): FloaterView {
  return { width: window.innerWidth, height: window.innerHeight, pixelRatio: window.devicePixelRatio || 1 };
}

/**
 * Every character's portrait drifting behind the timer and bouncing off the window's edges, drawn on one canvas by
 * src/engine/floaters/painter.ts: in a worker where the browser can hand the canvas over, so the page's thread does
 * nothing for them from frame to frame. They are placed once the screen has drawn its first frame, each joining as its
 * image arrives. On a resize they carry on from where they are, inside the new window. With reduced motion asked for,
 * they are placed and stay still. The background says how many are drawn (`data-drawn`) once every image has settled. A
 * change of the display's pixel ratio (another screen, a zoom) redraws them at the new one.
 */
export const FloatingBackground = memo(function FloatingBackground() {
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const motion = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    let painting: FloaterPainting | null = null;
    let timer = 0;
    /** Matches the display's pixel ratio until it changes (the window moved to another screen, or a zoom). */
    let resolution: MediaQueryList | undefined;

    function begin(): void {
      const view = windowView();
      const { floaters } = createFloaters(CHARACTERS.length, view.width, view.height, FLOATER_SIZE, Math.random);
      const urls = CHARACTERS.map((c) => new URL(characterImagePath(c), document.baseURI).href);
      painting = startFloaters(container!, { floaters, urls, view, moving: !motion?.matches }, (drawn, failed) => {
        if (drawn + failed === CHARACTERS.length) container!.dataset.drawn = String(drawn);
      });
      watchResolution();
    }
    function watchResolution(): void {
      resolution?.removeEventListener?.('change', onResize);
      resolution = window.matchMedia?.(`(resolution: ${windowView().pixelRatio}dppx)`);
      resolution?.addEventListener?.('change', onResize);
    }
    function onResize(): void {
      if (!painting) return;
      painting.resize(windowView());
      watchResolution();
    }
    const onMotionChange = () => painting?.setMoving(!motion?.matches);

    // After the screen's first frame is drawn: the timer comes first.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(begin);
    });
    window.addEventListener('resize', onResize);
    motion?.addEventListener?.('change', onMotionChange);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      painting?.stop();
      resolution?.removeEventListener?.('change', onResize);
      window.removeEventListener('resize', onResize);
      motion?.removeEventListener?.('change', onMotionChange);
    };
  }, []);

  // Decoration only: assistive technology skips it. The canvas inside is the client's (src/lib/floaters-client.ts).
  return <div ref={containerRef} className="cd-floaters" aria-hidden="true" data-testid="floaters" />;
});
