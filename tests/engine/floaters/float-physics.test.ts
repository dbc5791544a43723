import { describe, expect, it } from 'vitest';
import {
  axisAt,
  axisMotion,
  createFloaters,
  floaterAt,
  floaterMotion,
  FRAME_MS,
  keepInside,
  MAX_SPEED,
  MIN_SPEED,
  seededRandom,
  step,
  type Floater,
  type FloatState,
} from '../../../src/engine/floaters/float-physics';

const SIZE = 100;

/** The floaters poking out of a width × height window (none, when all is well). */
function outside(state: FloatState, width: number, height: number): Floater[] {
  return state.floaters.filter(
    (f) => f.x < 0 || f.y < 0 || f.x + SIZE > Math.max(width, SIZE) || f.y + SIZE > Math.max(height, SIZE),
  );
}

function expectInside(state: FloatState, width: number, height: number) {
  expect(outside(state, width, height)).toEqual([]);
}

function speeds(state: FloatState): number[] {
  return state.floaters.flatMap((f) => [Math.abs(f.vx), Math.abs(f.vy)]);
}

describe('floating portraits physics', () => {
  it('replays the same motion from the same seed', () => {
    const a = createFloaters(10, 800, 600, SIZE, seededRandom(7));
    const b = createFloaters(10, 800, 600, SIZE, seededRandom(7));
    expect(a).toEqual(b);
    expect(createFloaters(10, 800, 600, SIZE, seededRandom(8))).not.toEqual(a);
  });

  it('starts every portrait inside the window at a speed between 0.5 and 1 px per frame on each axis', () => {
    const state = createFloaters(64, 1280, 900, SIZE, seededRandom(1));
    expect(state.floaters).toHaveLength(64);
    expectInside(state, 1280, 900);
    for (const s of speeds(state)) {
      expect(s).toBeGreaterThanOrEqual(MIN_SPEED);
      expect(s).toBeLessThanOrEqual(MAX_SPEED);
    }
    // Random in direction too: some go each way.
    expect(state.floaters.some((f) => f.vx < 0)).toBe(true);
    expect(state.floaters.some((f) => f.vx > 0)).toBe(true);
  });

  it('moves each portrait by its velocity in one frame', () => {
    const state: FloatState = { size: SIZE, floaters: [{ x: 50, y: 60, vx: 0.75, vy: -0.5 }] };
    expect(step(state, 800, 600).floaters[0]).toEqual({ x: 50.75, y: 59.5, vx: 0.75, vy: -0.5 });
  });

  it('bounces off each edge, heading back inside', () => {
    const left = step({ size: SIZE, floaters: [{ x: 0.2, y: 10, vx: -0.6, vy: 0.5 }] }, 800, 600).floaters[0]!;
    expect(left.x).toBeCloseTo(0.4);
    expect(left.vx).toBe(0.6);
    const right = step({ size: SIZE, floaters: [{ x: 699.8, y: 10, vx: 0.6, vy: 0.5 }] }, 800, 600).floaters[0]!;
    expect(right.x).toBeCloseTo(699.6);
    expect(right.vx).toBe(-0.6);
    const top = step({ size: SIZE, floaters: [{ x: 10, y: 0.1, vx: 0.5, vy: -1 }] }, 800, 600).floaters[0]!;
    expect(top.y).toBeCloseTo(0.9);
    expect(top.vy).toBe(1);
    const bottom = step({ size: SIZE, floaters: [{ x: 10, y: 499.5, vx: 0.5, vy: 1 }] }, 800, 600).floaters[0]!;
    expect(bottom.y).toBeCloseTo(499.5);
    expect(bottom.vy).toBe(-1);
  });

  it('keeps every portrait inside the window for 20 000 frames, its speed unchanged', () => {
    let state = createFloaters(64, 640, 480, SIZE, seededRandom(42));
    const before = speeds(state);
    let bounces = 0;
    let escapes = 0;
    for (let frame = 0; frame < 20_000; frame++) {
      const next = step(state, 640, 480);
      bounces += next.floaters.filter((f, i) => Math.sign(f.vx) !== Math.sign(state.floaters[i]!.vx)).length;
      state = next;
      escapes += outside(state, 640, 480).length;
    }
    expect(escapes).toBe(0);
    expect(bounces).toBeGreaterThan(64);
    expect(speeds(state)).toEqual(before);
  });

  it('brings portraits back inside a window that shrank, and keeps them there', () => {
    let state = createFloaters(64, 1280, 900, SIZE, seededRandom(3));
    state = keepInside(state, 390, 500);
    expectInside(state, 390, 500);
    let escapes = 0;
    for (let frame = 0; frame < 2_000; frame++) {
      state = step(state, 390, 500);
      escapes += outside(state, 390, 500).length;
    }
    expect(escapes).toBe(0);
  });

  it('pins portraits to the corner when the window is smaller than one of them', () => {
    let state = createFloaters(5, 60, 40, SIZE, seededRandom(5));
    for (let frame = 0; frame < 100; frame++) state = step(state, 60, 40);
    for (const f of state.floaters) expect([f.x, f.y]).toEqual([0, 0]);
  });

  it('runs as timed animations that put every portrait where frame-by-frame stepping would, frame after frame', () => {
    const width = 640;
    const height = 480;
    const start = createFloaters(64, width, height, SIZE, seededRandom(11));
    const motions = start.floaters.map((f) => floaterMotion(f, SIZE, width, height));
    let stepped = start;
    for (let frame = 1; frame <= 3_000; frame++) {
      stepped = step(stepped, width, height);
      if (frame % 97 !== 0) continue;
      const timed = start.floaters.map((f, i) => floaterAt(f, motions[i]!, frame * FRAME_MS));
      timed.forEach((f, i) => {
        const s = stepped.floaters[i]!;
        expect(f.x).toBeCloseTo(s.x, 6);
        expect(f.y).toBeCloseTo(s.y, 6);
        // Heading the same way, except at the very edge, where a bounce is both.
        if (f.x > 1e-6 && f.x < width - SIZE - 1e-6) expect(f.vx).toBe(s.vx);
        if (f.y > 1e-6 && f.y < height - SIZE - 1e-6) expect(f.vy).toBe(s.vy);
      });
    }
  });

  it('starts an axis motion at the position and heading it is given', () => {
    const up = axisMotion(120, 0.8, 300);
    expect(axisAt(up, 0)).toEqual({ position: 120, heading: 1 });
    expect(axisAt(up, FRAME_MS).position).toBeCloseTo(120.8);
    const down = axisMotion(120, -0.5, 300);
    expect(axisAt(down, 0).position).toBeCloseTo(120);
    expect(axisAt(down, 0).heading).toBe(-1);
    expect(axisAt(down, 2 * FRAME_MS).position).toBeCloseTo(119);
    // One leg across the window takes max / speed frames.
    expect(up.legMs).toBeCloseTo((300 / 0.8) * FRAME_MS);
  });

  it('keeps an axis with no room at 0, as stepping pins it there', () => {
    const pinned = axisMotion(0, 0.7, 0);
    expect(pinned.legMs).toBe(0);
    expect(axisAt(pinned, 12_345)).toEqual({ position: 0, heading: 1 });
  });
});
