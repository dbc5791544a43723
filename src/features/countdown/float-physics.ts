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
