import { memo, useEffect, useRef, useState } from 'react';
import { characterImagePath } from '../../catalogue/art';
import { CHARACTERS } from '../../catalogue/characters';
import { createFloaters, keepInside, step, type FloatState } from './float-physics';

export const FLOATER_SIZE = 100;

function windowSize(): { width: number; height: number } {
  return { width: window.innerWidth, height: window.innerHeight };
}

function translate(x: number, y: number): string {
  return `translate(${x}px, ${y}px)`;
}

interface FloatingBackgroundProps {
  /** Source of the starting places and speeds; tests pass a seeded one. */
  random?: () => number;
}

/**
 * Every character's portrait drifting behind the timer and bouncing off the window's edges.
 * Each frame only writes transforms (no layout reads): the window size is read once and again on resize.
 * With reduced motion asked for, the portraits are placed and stay still.
 */
export const FloatingBackground = memo(function FloatingBackground({ random = Math.random }: FloatingBackgroundProps) {
  const [initial] = useState(() => {
    const { width, height } = windowSize();
    return createFloaters(CHARACTERS.length, width, height, FLOATER_SIZE, random);
  });
  const images = useRef<(HTMLImageElement | null)[]>([]);

  useEffect(() => {
    let state: FloatState = initial;
    let { width, height } = windowSize();
    let frame = 0;
    const motion = window.matchMedia?.('(prefers-reduced-motion: reduce)');

    function paint() {
      state.floaters.forEach((f, i) => {
        const img = images.current[i];
        if (img) img.style.transform = translate(f.x, f.y);
      });
    }
    function tick() {
      state = step(state, width, height);
      paint();
      frame = requestAnimationFrame(tick);
    }
    function start() {
      if (frame === 0 && !motion?.matches && typeof requestAnimationFrame === 'function') {
        frame = requestAnimationFrame(tick);
      }
    }
    function stop() {
      if (frame !== 0) cancelAnimationFrame(frame);
      frame = 0;
    }
    function onResize() {
      ({ width, height } = windowSize());
      state = keepInside(state, width, height);
      paint();
    }
    function onMotionChange() {
      if (motion?.matches) stop();
      else start();
    }

    window.addEventListener('resize', onResize);
    motion?.addEventListener?.('change', onMotionChange);
    start();
    return () => {
      stop();
      window.removeEventListener('resize', onResize);
      motion?.removeEventListener?.('change', onMotionChange);
    };
  }, [initial]);

  return (
    // Decoration only: assistive technology skips it; the alt texts still name the art if an image fails.
    <div className="cd-floaters" aria-hidden="true" data-testid="floaters">
      {CHARACTERS.map((c, i) => (
        <img
          key={c.id}
          ref={(el) => {
            images.current[i] = el;
          }}
          className="cd-floater"
          src={characterImagePath(c)}
          alt={c.name}
          width={FLOATER_SIZE}
          height={FLOATER_SIZE}
          draggable={false}
          style={{ transform: translate(initial.floaters[i]!.x, initial.floaters[i]!.y) }}
        />
      ))}
    </div>
  );
});
