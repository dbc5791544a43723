import { memo, useEffect, useRef } from 'react';
import { characterImagePath } from '../../catalogue/art';
import { CHARACTERS } from '../../catalogue/characters';
import {
  createFloaters,
  floaterAt,
  floaterMotion,
  keepInside,
  type AxisMotion,
  type Floater,
  type FloaterMotion,
} from './float-physics';

export const FLOATER_SIZE = 100;

/**
 * How many portraits join the background in each frame. All of them at once made one long task of starting their
 * animations and one long frame of drawing them, as the screen opened; a few per frame keeps each one short.
 */
export const FLOATERS_PER_FRAME = 4;

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
 * page's main thread does nothing from frame to frame. The portraits are placed once the screen has drawn its first
 * frame, and join it `FLOATERS_PER_FRAME` at a time, each image asked for as it joins. On a resize they carry on from
 * where they are, inside the new window. With reduced motion asked for (or no Web Animations), the portraits are
 * placed and stay still.
 */
export const FloatingBackground = memo(function FloatingBackground({ random = Math.random }: FloatingBackgroundProps) {
  const images = useRef<(HTMLImageElement | null)[]>([]);

  useEffect(() => {
    const count = CHARACTERS.length;
    const motion = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    const canAnimate = typeof HTMLElement.prototype.animate === 'function';
    /** Each shown floater where it was placed, or where it was when its running animations (if any) started. */
    let floaters: Floater[] = [];
    const running: ({ motion: FloaterMotion; animations: Animation[] } | undefined)[] = [];
    let shown = 0;
    /** The window's size, read once and on each resize: reading it while portraits move costs a style update. */
    let view = { width: 0, height: 0 };
    let frame = 0;
    let timer = 0;

    /** Where floater `i` is now, and stops its animations. */
    function halt(i: number): void {
      const own = running[i];
      if (!own) return;
      const time = own.animations[0]?.currentTime;
      floaters[i] = floaterAt(floaters[i]!, own.motion, typeof time === 'number' ? time : 0);
      for (const animation of own.animations) animation.cancel();
      running[i] = undefined;
    }
    function place(i: number): void {
      const img = images.current[i];
      if (img) img.style.transform = translate(floaters[i]!.x, floaters[i]!.y);
    }
    function start(i: number): void {
      const img = images.current[i];
      if (!img || running[i] || motion?.matches || !canAnimate) return;
      const own = floaterMotion(floaters[i]!, FLOATER_SIZE, view.width, view.height);
      // The animations carry the whole position; a still axis stays at 0, as the physics pins it.
      img.style.transform = '';
      const animations: Animation[] = [];
      for (const animation of [animateAxis(img, own.x, 'x'), animateAxis(img, own.y, 'y')]) {
        if (animation) animations.push(animation);
      }
      running[i] = { motion: own, animations };
    }
    /** Stops every shown floater, then places and starts it again; `move` first moves them all. */
    function restart(move: (placed: Floater[]) => Floater[] = (f) => f): void {
      for (let i = 0; i < shown; i++) halt(i);
      floaters = move(floaters);
      for (let i = 0; i < shown; i++) {
        place(i);
        start(i);
      }
    }
    /** The next few portraits join, then the next frame brings more. */
    function showMore(): void {
      if (shown === 0) {
        view = windowSize();
        floaters = [...createFloaters(count, view.width, view.height, FLOATER_SIZE, random).floaters];
      }
      const end = Math.min(count, shown + FLOATERS_PER_FRAME);
      for (; shown < end; shown++) {
        const img = images.current[shown];
        if (!img) continue;
        place(shown);
        start(shown);
        // Each image is asked for as it joins: asking for all of them at once held up the screen's first render.
        img.src = characterImagePath(CHARACTERS[shown]!);
        img.removeAttribute('hidden');
      }
      if (shown < count) nextFrame();
    }
    /** After the next frame is drawn, so each frame draws only the portraits one call added. */
    function nextFrame(): void {
      frame = requestAnimationFrame(() => {
        timer = window.setTimeout(showMore);
      });
    }
    function onResize(): void {
      view = windowSize();
      restart((placed) => [...keepInside({ size: FLOATER_SIZE, floaters: placed }, view.width, view.height).floaters]);
    }
    function onMotionChange(): void {
      restart();
    }

    window.addEventListener('resize', onResize);
    motion?.addEventListener?.('change', onMotionChange);
    nextFrame();
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      for (let i = 0; i < shown; i++) halt(i);
      window.removeEventListener('resize', onResize);
      motion?.removeEventListener?.('change', onMotionChange);
    };
  }, [random]);

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
          alt={c.name}
          width={FLOATER_SIZE}
          height={FLOATER_SIZE}
          draggable={false}
          hidden
        />
      ))}
    </div>
  );
});
