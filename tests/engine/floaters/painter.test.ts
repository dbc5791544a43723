import { describe, expect, it } from 'vitest';
import { createFloaters, FRAME_MS, seededRandom } from '../../../src/engine/floaters/float-physics';
import {
  FLOATER_SIZE,
  FloaterScene,
  paintFloaters,
  type FloaterContext,
  type FloaterHost,
  type FloaterView,
} from '../../../src/engine/floaters/painter';

const COUNT = 64;

function placed(width: number, height: number) {
  return createFloaters(COUNT, width, height, FLOATER_SIZE, seededRandom(2024)).floaters;
}

/** Positions equal to within a millionth of a pixel (the motion's arithmetic rounds). */
function expectSamePlaces(actual: readonly { x: number; y: number }[], expected: readonly { x: number; y: number }[]) {
  expect(actual).toHaveLength(expected.length);
  actual.forEach(({ x, y }, i) => {
    expect(x).toBeCloseTo(expected[i]!.x, 6);
    expect(y).toBeCloseTo(expected[i]!.y, 6);
  });
}

function outside(at: readonly { x: number; y: number }[], width: number, height: number) {
  return at.filter(({ x, y }) => x < 0 || y < 0 || x + FLOATER_SIZE > width || y + FLOATER_SIZE > height);
}

describe('the floating portraits’ motion', () => {
  it('starts where they were placed and moves 0.5 to 1 px per frame on each axis', () => {
    const start = placed(500, 400);
    const scene = new FloaterScene(start, 500, 400, true, 1000);
    expectSamePlaces(scene.at(1000), start);
    const next = scene.at(1000 + FRAME_MS);
    next.forEach(({ x, y }, i) => {
      // Less than the speed only where a bounce folded the move back.
      expect(Math.abs(x - start[i]!.x)).toBeLessThanOrEqual(Math.abs(start[i]!.vx) + 1e-9);
      expect(Math.abs(y - start[i]!.y)).toBeLessThanOrEqual(Math.abs(start[i]!.vy) + 1e-9);
    });
    expect(next.filter(({ x, y }, i) => x !== start[i]!.x && y !== start[i]!.y)).toHaveLength(COUNT);
    expect(Math.min(...start.flatMap((f) => [Math.abs(f.vx), Math.abs(f.vy)]))).toBeGreaterThanOrEqual(0.5);
  });

  it('bounces every portrait off the edges, inside the window, also after a resize, carrying on from where it was', () => {
    const scene = new FloaterScene(placed(500, 400), 500, 400, true, 0);
    let escapes = 0;
    const turned = new Set<number>();
    let previous = scene.at(0);
    // 20 s, sampled every quarter second: each portrait crosses the window and turns back.
    for (let t = 250; t <= 20_000; t += 250) {
      const now = scene.at(t);
      escapes += outside(now, 500, 400).length;
      now.forEach((f, i) => Math.sign(f.vx) !== Math.sign(previous[i]!.vx) && turned.add(i));
      previous = now;
    }
    expect(escapes).toBe(0);
    expect(turned.size).toBe(COUNT);

    const before = scene.at(20_000);
    scene.resize(320, 260, 20_000);
    scene.at(20_000).forEach(({ x, y }, i) => {
      expect(x).toBeCloseTo(Math.min(before[i]!.x, 220), 6);
      expect(y).toBeCloseTo(Math.min(before[i]!.y, 160), 6);
    });
    for (let t = 20_000; t <= 30_000; t += 250) escapes += outside(scene.at(t), 320, 260).length;
    expect(escapes).toBe(0);
    expect(scene.at(30_000)).not.toEqual(scene.at(20_000));
  });

  it('starts inside the window whatever it is given', () => {
    const scene = new FloaterScene(placed(1280, 800), 320, 260, true, 0);
    expect(outside(scene.at(0), 320, 260)).toEqual([]);
    expect(outside(scene.at(5_000), 320, 260)).toEqual([]);
  });

  it('stays still when not moving, and moves on from there when asked to', () => {
    const scene = new FloaterScene(placed(800, 600), 800, 600, false, 0);
    const still = scene.at(0);
    expect(scene.at(60_000)).toEqual(still);
    scene.resize(300, 300, 5_000);
    expect(outside(scene.at(9_000), 300, 300)).toEqual([]);
    const shrunk = scene.at(9_000);
    scene.setMoving(true, 10_000);
    expectSamePlaces(scene.at(10_000), shrunk);
    expect(scene.at(10_000 + 10 * FRAME_MS)).not.toEqual(shrunk);
    const moved = scene.at(12_000);
    scene.setMoving(false, 12_000);
    expectSamePlaces(scene.at(50_000), moved);
  });
});

/** A 2D context that records what is drawn, and the clip and opacity each image is drawn under. */
function recordingCanvas() {
  const draws: { image: string; x: number; y: number; width: number; height: number; alpha: number; clip: number[] }[] =
    [];
  let path: number[] = [];
  let clip: number[] = [];
  let saved: number[][] = [];
  const transforms: number[][] = [];
  let clears = 0;
  const context: FloaterContext<string> = {
    globalAlpha: 1,
    setTransform: (...m) => void transforms.push(m),
    clearRect: () => void clears++,
    save: () => void saved.push(clip),
    restore: () => void (clip = saved.pop() ?? []),
    beginPath: () => void (path = []),
    arc: (x, y, r) => void (path = [x, y, r]),
    clip: () => void (clip = path),
    drawImage(image, x, y, width, height) {
      draws.push({ image, x, y, width, height, alpha: context.globalAlpha, clip });
    },
  };
  const canvas = { width: 300, height: 150, getContext: () => context };
  return {
    canvas,
    draws,
    transforms,
    clears: () => clears,
    reset() {
      draws.length = 0;
      saved = [];
    },
  };
}

/** Frames and image loads the test lets through one by one. */
function manualHost() {
  let now = 0;
  let frame: ((now: number) => void) | null = null;
  const loads = new Map<
    string,
    { pixels: number; signal: AbortSignal; resolve: (image: string) => void; reject: () => void }
  >();
  const released: string[] = [];
  const host: FloaterHost<string> = {
    nextFrame(draw) {
      frame = draw;
      return () => {
        frame = null;
      };
    },
    now: () => now,
    load: (url, pixels, signal) =>
      new Promise((resolve, reject) =>
        loads.set(url, { pixels, signal, resolve, reject: () => reject(new Error(url)) }),
      ),
    release: (image) => void released.push(image),
  };
  return {
    host,
    loads,
    released,
    pending: () => frame !== null,
    /** Draws the next frame, `ms` later. */
    frame(ms = FRAME_MS) {
      now += ms;
      const draw = frame;
      frame = null;
      draw?.(now);
    },
    async arrive(url: string) {
      loads.get(url)!.resolve(`image:${url}`);
      await Promise.resolve();
    },
    async fail(url: string) {
      loads.get(url)!.reject();
      await Promise.resolve().then(() => {});
    },
  };
}

const view: FloaterView = { width: 500, height: 400, pixelRatio: 2 };
const urls = Array.from({ length: COUNT }, (_, i) => `/characters/${i}.png`);

describe('painting the floating portraits', () => {
  it('draws each one as its image arrives: 100 px, round and 40% opaque, where its motion has it', async () => {
    const surface = recordingCanvas();
    const frames = manualHost();
    const floaters = placed(500, 400);
    const loaded: [number, number][] = [];
    paintFloaters(surface.canvas, { floaters, urls, view, moving: true }, frames.host, (d, f) => loaded.push([d, f]));
    // Sized for the display's pixels, and every image asked for at the size it is drawn.
    expect([surface.canvas.width, surface.canvas.height]).toEqual([1000, 800]);
    expect([...frames.loads.values()].every((l) => l.pixels === 200)).toBe(true);
    expect(frames.loads.size).toBe(COUNT);

    frames.frame();
    expect(surface.draws).toEqual([]);
    await frames.arrive(urls[3]!);
    await frames.arrive(urls[7]!);
    // Told once they are drawn, at the next frame.
    expect(loaded).toEqual([]);
    surface.reset();
    frames.frame();
    expect(loaded).toEqual([[2, 0]]);
    const scene = new FloaterScene(floaters, 500, 400, true, 0);
    const at = scene.at(2 * FRAME_MS);
    expect(surface.draws).toEqual(
      [3, 7].map((i) => ({
        image: `image:${urls[i]}`,
        x: at[i]!.x,
        y: at[i]!.y,
        // The specification's 100 px, round, at 40% opacity.
        width: 100,
        height: 100,
        alpha: 0.4,
        clip: [at[i]!.x + 50, at[i]!.y + 50, 50],
      })),
    );
    expect(surface.transforms.at(-1)).toEqual([2, 0, 0, 2, 0, 0]);
    // Moving, it draws again at the next frame, and the portraits have moved.
    expect(frames.pending()).toBe(true);
    surface.reset();
    frames.frame();
    expect(surface.draws.map((d) => [d.x, d.y])).not.toEqual([3, 7].map((i) => [at[i]!.x, at[i]!.y]));
  });

  it('counts an image it cannot have, and draws the others', async () => {
    const surface = recordingCanvas();
    const frames = manualHost();
    const loaded: [number, number][] = [];
    paintFloaters(surface.canvas, { floaters: placed(500, 400), urls, view, moving: true }, frames.host, (d, f) =>
      loaded.push([d, f]),
    );
    await frames.fail(urls[0]!);
    for (const url of urls.slice(1)) await frames.arrive(url);
    surface.reset();
    frames.frame();
    expect(loaded).toEqual([[COUNT - 1, 1]]);
    expect(surface.draws).toHaveLength(COUNT - 1);
    expect(surface.draws.some((d) => d.image === `image:${urls[0]}`)).toBe(false);
  });

  it('when still, draws once for each change and asks for no frames in between', async () => {
    const surface = recordingCanvas();
    const frames = manualHost();
    const painting = paintFloaters(
      surface.canvas,
      { floaters: placed(500, 400), urls, view: { ...view, pixelRatio: 1 }, moving: false },
      frames.host,
    );
    // Decoded for two device pixels per px even here, so a zoom does not blur them.
    expect([...frames.loads.values()].every((l) => l.pixels === 200)).toBe(true);
    expect([surface.canvas.width, surface.canvas.height]).toEqual([500, 400]);
    frames.frame();
    expect(frames.pending()).toBe(false);
    await frames.arrive(urls[0]!);
    expect(frames.pending()).toBe(true);
    frames.frame();
    expect(surface.draws).toHaveLength(1);
    expect(frames.pending()).toBe(false);

    const before = surface.draws[0]!;
    painting.resize({ width: 120, height: 110, pixelRatio: 1 });
    expect([surface.canvas.width, surface.canvas.height]).toEqual([120, 110]);
    frames.frame(5_000);
    const after = surface.draws.at(-1)!;
    expect([after.x, after.y]).toEqual([Math.min(before.x, 20), Math.min(before.y, 10)]);
    expect(frames.pending()).toBe(false);

    painting.setMoving(true);
    frames.frame();
    expect(frames.pending()).toBe(true);
  });

  it('stops drawing when stopped, and ignores images that arrive later', async () => {
    const surface = recordingCanvas();
    const frames = manualHost();
    const loaded: number[] = [];
    const painting = paintFloaters(
      surface.canvas,
      { floaters: placed(500, 400), urls, view, moving: true },
      frames.host,
      (d) => loaded.push(d),
    );
    await frames.arrive(urls[0]!);
    expect(frames.pending()).toBe(true);
    painting.stop();
    expect(frames.pending()).toBe(false);
    // The images still on their way are no longer wanted, and those it had are freed, also one that comes late.
    expect([...frames.loads.values()].every((l) => l.signal.aborted)).toBe(true);
    expect(frames.released).toEqual([`image:${urls[0]}`]);
    await frames.arrive(urls[1]!);
    expect(frames.released).toEqual([`image:${urls[0]}`, `image:${urls[1]}`]);
    expect(frames.pending()).toBe(false);
    expect(loaded).toEqual([]);
    painting.resize(view);
    expect(frames.pending()).toBe(false);
  });
});
