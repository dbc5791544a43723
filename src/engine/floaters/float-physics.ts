/**
 * The countdown's floating portraits: positions (top-left corners) and velocities in
 * px per frame, bouncing off the window's edges. Pure, so it runs the same under a fake clock.
 */

export interface Floater {
  readonly x: number;
  readonly y: number;
  readonly vx: number;
  readonly vy: number;
}

export interface FloatState {
  /** Width and height of every floater, in px. */
  readonly size: number;
  readonly floaters: readonly Floater[];
}

export const MIN_SPEED = 0.5;
export const MAX_SPEED = 1;

/** A small seedable generator (mulberry32) so tests replay the same motion. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function speed(random: () => number): number {
  const magnitude = MIN_SPEED + random() * (MAX_SPEED - MIN_SPEED);
  return random() < 0.5 ? -magnitude : magnitude;
}

/** `count` floaters placed at random inside a width × height window, each with its own random speed. */
export function createFloaters(
  count: number,
  width: number,
  height: number,
  size: number,
  random: () => number,
): FloatState {
  const maxX = Math.max(0, width - size);
  const maxY = Math.max(0, height - size);
  const floaters = Array.from({ length: count }, () => ({
    x: random() * maxX,
    y: random() * maxY,
    vx: speed(random),
    vy: speed(random),
  }));
  return { size, floaters };
}

/** One axis of one frame: move, and mirror off an edge, heading back inside. */
function bounce(position: number, velocity: number, max: number): [number, number] {
  const next = position + velocity;
  if (next <= 0) return [Math.min(max, -next), Math.abs(velocity)];
  if (next >= max) return [Math.max(0, 2 * max - next), -Math.abs(velocity)];
  return [next, velocity];
}

/** The state one frame later. */
export function step(state: FloatState, width: number, height: number): FloatState {
  const maxX = Math.max(0, width - state.size);
  const maxY = Math.max(0, height - state.size);
  return {
    size: state.size,
    floaters: state.floaters.map((f) => {
      const [x, vx] = bounce(f.x, f.vx, maxX);
      const [y, vy] = bounce(f.y, f.vy, maxY);
      return { x, y, vx, vy };
    }),
  };
}

/** Every floater pulled back inside a window that just shrank; velocities are kept. */
export function keepInside(state: FloatState, width: number, height: number): FloatState {
  const maxX = Math.max(0, width - state.size);
  const maxY = Math.max(0, height - state.size);
  return {
    size: state.size,
    floaters: state.floaters.map((f) => ({
      ...f,
      x: Math.min(Math.max(f.x, 0), maxX),
      y: Math.min(Math.max(f.y, 0), maxY),
    })),
  };
}

/** One frame at the 60 Hz the speeds are given for, in ms: the motion runs as a timed animation (see axisMotion). */
export const FRAME_MS = 1000 / 60;

/**
 * One axis of a floater's motion as a timed animation: from 0 to `max` and back again, `legMs` each way, without end,
 * started `offsetMs` into that back-and-forth. Bouncing off the edges at a constant speed is exactly this triangle wave,
 * so the browser can run it on its compositor instead of the page moving every portrait on every frame.
 */
export interface AxisMotion {
  readonly max: number;
  readonly legMs: number;
  readonly offsetMs: number;
}

/** The motion `step` makes frame after frame on one axis, from `position` at `velocity` px per frame in 0..max. */
export function axisMotion(position: number, velocity: number, max: number): AxisMotion {
  const speed = Math.abs(velocity);
  // A window no bigger than the floater pins it to 0 on that axis, as `step` does.
  if (max <= 0 || speed === 0) return { max: 0, legMs: 0, offsetMs: 0 };
  const at = Math.min(Math.max(position, 0), max);
  const legFrames = max / speed;
  // Heading up, it is `at / speed` frames into the way up; heading down, the whole way up and part of the way down.
  const offsetFrames = velocity > 0 ? at / speed : legFrames + (max - at) / speed;
  return { max, legMs: legFrames * FRAME_MS, offsetMs: offsetFrames * FRAME_MS };
}

/** Where an axis motion is `elapsedMs` after it started, and which way it is heading. */
export function axisAt(motion: AxisMotion, elapsedMs: number): { position: number; heading: 1 | -1 } {
  if (motion.legMs === 0) return { position: 0, heading: 1 };
  const cycle = 2 * motion.legMs;
  const phase = (((motion.offsetMs + elapsedMs) % cycle) + cycle) % cycle;
  return phase < motion.legMs
    ? { position: (motion.max * phase) / motion.legMs, heading: 1 }
    : { position: motion.max * (2 - phase / motion.legMs), heading: -1 };
}

/** Both axes of one floater's motion. */
export interface FloaterMotion {
  readonly x: AxisMotion;
  readonly y: AxisMotion;
}

/** Both axes of a `size` px floater's motion inside a width × height window. */
export function floaterMotion(f: Floater, size: number, width: number, height: number): FloaterMotion {
  return {
    x: axisMotion(f.x, f.vx, Math.max(0, width - size)),
    y: axisMotion(f.y, f.vy, Math.max(0, height - size)),
  };
}

/** The floater `elapsedMs` into its motion: where it is and which way it heads, at the speeds it had. */
export function floaterAt(f: Floater, motion: FloaterMotion, elapsedMs: number): Floater {
  const x = axisAt(motion.x, elapsedMs);
  const y = axisAt(motion.y, elapsedMs);
  return { x: x.position, y: y.position, vx: x.heading * Math.abs(f.vx), vy: y.heading * Math.abs(f.vy) };
}
