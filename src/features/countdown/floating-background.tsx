import { memo, useEffect, useRef, useState } from 'react';
import { characterImagePath } from '../../catalogue/art';
import { CHARACTERS } from '../../catalogue/characters';
import { createFloaters, keepInside, motionsOf, stateAt, type AxisMotion, type FloatState } from './float-physics';

export const FLOATER_SIZE = 100;

function windowSize(): { width: number; height: number } {
  return { width: window.innerWidth, height: window.innerHeight };
}

function translate(x: number, y: number): string {
  return `translate(${x}px, ${y}px)`;
}

/** One axis's back-and-forth as an endless animation. */
function animateAxis(img: HTMLImageElement, motion: AxisMotion, axis: 'x' | 'y'): Animation | null {
  if (motion.legMs === 0) return null;
  const to = (at: number) => (axis === 'x' ? { translate: `${at}px 0px` } : { transform: `translate(0px, ${at}px)` });
  return img.animate([to(0), to(motion.max)], {
    duration: motion.legMs,
    delay: -motion.offsetMs,
    iterations: Infinity,
    direction: 'alternate',
    easing: 'linear',
  });
}

interface FloatingBackgroundProps {
  /** Source of the starting places and speeds; tests pass a seeded one. */
  random?: () => number;
}

/**
 * Every character's portrait drifting behind the timer and bouncing off the window's edges.
 * The motion is the physics of float-physics.ts run as endless linear animations, x on `translate` and y on
 * `transform` (its exact triangle wave, see axisMotion), so the browser moves the portraits on its compositor and the
 * page's main thread does nothing from frame to frame. On a resize they carry on from where they are, inside the new
 * window. With reduced motion asked for (or no Web Animations), the portraits are placed and stay still.
 */
export const FloatingBackground = memo(function FloatingBackground({ random = Math.random }: FloatingBackgroundProps) {
  const [initial] = useState(() => {
    const { width, height } = windowSize();
    return createFloaters(CHARACTERS.length, width, height, FLOATER_SIZE, random);
  });
  const images = useRef<(HTMLImageElement | null)[]>([]);

  useEffect(() => {
    /** Where the floaters were when the running animations (if any) started. */
    let state: FloatState = initial;
    let running: { motions: { x: AxisMotion; y: AxisMotion }[]; animations: Animation[] } | null = null;
    const motion = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    const canAnimate = typeof HTMLElement.prototype.animate === 'function';

    /** Where the floaters are now, and stops their animations. */
    function halt(): void {
      if (!running) return;
      const time = running.animations[0]?.currentTime;
      state = stateAt(state, running.motions, typeof time === 'number' ? time : 0);
      for (const animation of running.animations) animation.cancel();
      running = null;
    }
    function place(): void {
      state.floaters.forEach((f, i) => {
        const img = images.current[i];
        if (img) img.style.transform = translate(f.x, f.y);
      });
    }
    function start(): void {
      if (running || motion?.matches || !canAnimate) return;
      const { width, height } = windowSize();
      const motions = motionsOf(state, width, height);
      const animations: Animation[] = [];
      motions.forEach((m, i) => {
        const img = images.current[i];
        if (!img) return;
        // The animations carry the whole position; a still axis stays at 0, as the physics pins it.
        img.style.transform = '';
        for (const animation of [animateAxis(img, m.x, 'x'), animateAxis(img, m.y, 'y')]) {
          if (animation) animations.push(animation);
        }
      });
      running = { motions, animations };
    }
    function onResize(): void {
      const { width, height } = windowSize();
      halt();
      state = keepInside(state, width, height);
      place();
      start();
    }
    function onMotionChange(): void {
      halt();
      place();
      start();
    }

    window.addEventListener('resize', onResize);
    motion?.addEventListener?.('change', onMotionChange);
    start();
    return () => {
      halt();
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
