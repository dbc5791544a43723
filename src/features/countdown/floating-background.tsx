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
 * they are placed and stay still. The canvas says how many are drawn (`data-drawn`) once every image has settled.
 */
export const FloatingBackground = memo(function FloatingBackground() {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const motion = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    let painting: FloaterPainting | null = null;
    let timer = 0;

    function begin(): void {
      const view = windowView();
      const { floaters } = createFloaters(CHARACTERS.length, view.width, view.height, FLOATER_SIZE, Math.random);
      const urls = CHARACTERS.map((c) => new URL(characterImagePath(c), document.baseURI).href);
      painting = startFloaters(canvas!, { floaters, urls, view, moving: !motion?.matches }, (drawn, failed) => {
        if (drawn + failed === CHARACTERS.length) canvas!.dataset.drawn = String(drawn);
      });
    }
    const onResize = () => painting?.resize(windowView());
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
      window.removeEventListener('resize', onResize);
      motion?.removeEventListener?.('change', onMotionChange);
    };
  }, []);

  // Decoration only: assistive technology skips it.
  return <canvas ref={canvasRef} className="cd-floaters" aria-hidden="true" data-testid="floaters" />;
});
