/**
 * The countdown's floating portraits, drawn on one canvas: where each portrait is at any moment (the motion of
 * float-physics.ts, as timed triangle waves), and the loop that draws them frame after frame. Pure of any page: the
 * canvas, the clock and the image loading come from a host, so the same code draws in a worker (on a canvas the page
 * handed over) and, where a browser cannot hand one over, on the page itself.
 */
import { floaterAt, floaterMotion, keepInside, type Floater, type FloaterMotion } from './float-physics';

/** Width and height of every portrait, in CSS px. */
export const FLOATER_SIZE = 100;
export const FLOATER_OPACITY = 0.4;

/** The window the portraits float in: its size in CSS px, and device pixels per CSS px. */
export interface FloaterView {
  readonly width: number;
  readonly height: number;
  readonly pixelRatio: number;
}

/**
 * Every portrait's motion over time. Each one runs from where it was placed, bouncing off the window's edges at its
 * own speed; a resize or a change between moving and still starts them again from where they are at that moment.
 */
export class FloaterScene {
  #floaters: Floater[];
  #motions: FloaterMotion[] | null = null;
  #since = 0;
  #width: number;
  #height: number;

  constructor(floaters: readonly Floater[], width: number, height: number, moving: boolean, now: number) {
    this.#floaters = [...keepInside({ size: FLOATER_SIZE, floaters }, width, height).floaters];
    this.#width = width;
    this.#height = height;
    this.#restart(moving, now);
  }

  get moving(): boolean {
    return this.#motions !== null;
  }

  /** Each portrait's top-left corner and heading at `now`. */
  at(now: number): readonly Floater[] {
    const motions = this.#motions;
    if (!motions) return this.#floaters;
    return this.#floaters.map((f, i) => floaterAt(f, motions[i]!, now - this.#since));
  }

  /** The window became `width` × `height` at `now`: each portrait carries on from where it is, inside it. */
  resize(width: number, height: number, now: number): void {
    const moving = this.moving;
    const here = this.at(now);
    this.#width = width;
    this.#height = height;
    this.#floaters = [...keepInside({ size: FLOATER_SIZE, floaters: here }, width, height).floaters];
    this.#restart(moving, now);
  }

  /** From `now` on the portraits move, or stay where they are. */
  setMoving(moving: boolean, now: number): void {
    this.#floaters = [...this.at(now)];
    this.#restart(moving, now);
  }

  #restart(moving: boolean, now: number): void {
    this.#since = now;
    this.#motions = moving
      ? this.#floaters.map((f) => floaterMotion(f, FLOATER_SIZE, this.#width, this.#height))
      : null;
  }
}

/** What the painter draws with: a part of a 2D context, a page's or a worker's. */
export interface FloaterContext<Image> {
  globalAlpha: number;
  setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void;
  clearRect(x: number, y: number, width: number, height: number): void;
  save(): void;
  restore(): void;
  beginPath(): void;
  arc(x: number, y: number, radius: number, startAngle: number, endAngle: number): void;
  clip(): void;
  drawImage(image: Image, x: number, y: number, width: number, height: number): void;
}

export interface FloaterCanvas<Image> {
  width: number;
  height: number;
  getContext(kind: '2d'): FloaterContext<Image> | null;
}

/** Where the painter runs: its frames, its clock and its images. */
export interface FloaterHost<Image> {
  /** Calls `draw` with the frame's time before the next frame; returns what cancels that. */
  nextFrame(draw: (now: number) => void): () => void;
  now(): number;
  /** The image at `url`, `pixels` device pixels square; `signal` aborts it. */
  load(url: string, pixels: number, signal: AbortSignal): Promise<Image>;
  /** Frees an image the painter no longer draws. */
  release(image: Image): void;
}

export interface FloaterStart {
  /** Where each portrait starts, and its speed, in px per frame. */
  readonly floaters: readonly Floater[];
  /** Each portrait's image, in the same order. */
  readonly urls: readonly string[];
  readonly view: FloaterView;
  readonly moving: boolean;
}

/** How many portraits are drawn, and how many images could not be had, at the first frame after more settled. */
export type FloatersLoaded = (drawn: number, failed: number) => void;

/** A running painter. */
export interface FloaterPainting {
  resize(view: FloaterView): void;
  setMoving(moving: boolean): void;
  stop(): void;
}

/**
 * Draws the portraits on `canvas`: each joins as its image arrives, round and 40% opaque. While they move, it draws
 * every frame; while they are still, only when something changed.
 */
export function paintFloaters<Image>(
  canvas: FloaterCanvas<Image>,
  start: FloaterStart,
  host: FloaterHost<Image>,
  onLoaded: FloatersLoaded = () => {},
): FloaterPainting {
  const found = canvas.getContext('2d');
  if (!found) {
    // Nothing to draw with: no image is fetched, and none is drawn.
    onLoaded(0, start.urls.length);
    return { resize() {}, setMoving() {}, stop() {} };
  }
  const context = found;
  let view = start.view;
  const scene = new FloaterScene(start.floaters, view.width, view.height, start.moving, host.now());
  const images: (Image | undefined)[] = start.urls.map(() => undefined);
  let drawn = 0;
  let failed = 0;
  /** How many images had settled when `onLoaded` was last told. */
  let told = 0;
  let cancel: (() => void) | null = null;
  let stopped = false;

  function size(): void {
    canvas.width = Math.round(view.width * view.pixelRatio);
    canvas.height = Math.round(view.height * view.pixelRatio);
  }

  function draw(now: number): void {
    cancel = null;
    const ratio = view.pixelRatio;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, view.width, view.height);
    context.globalAlpha = FLOATER_OPACITY;
    const radius = FLOATER_SIZE / 2;
    scene.at(now).forEach(({ x, y }, i) => {
      const image = images[i];
      if (image === undefined) return;
      context.save();
      context.beginPath();
      context.arc(x + radius, y + radius, radius, 0, 2 * Math.PI);
      context.clip();
      context.drawImage(image, x, y, FLOATER_SIZE, FLOATER_SIZE);
      context.restore();
    });
    // Told once they are on the canvas.
    if (told !== drawn + failed) {
      told = drawn + failed;
      onLoaded(drawn, failed);
    }
    if (scene.moving) schedule();
  }

  /** The next frame draws, once however often this is asked. */
  function schedule(): void {
    if (!stopped && cancel === null) cancel = host.nextFrame(draw);
  }

  size();
  // Sharp on a display of 2 device pixels per px or more, and after the page is zoomed up to that.
  const pixels = Math.round(FLOATER_SIZE * Math.max(2, view.pixelRatio));
  const loading = new AbortController();
  start.urls.forEach((url, i) => {
    host.load(url, pixels, loading.signal).then(
      (image) => {
        if (stopped) {
          host.release(image);
          return;
        }
        images[i] = image;
        drawn++;
        schedule();
      },
      () => {
        if (stopped) return;
        failed++;
        schedule();
      },
    );
  });
  schedule();

  return {
    resize(next) {
      view = next;
      scene.resize(view.width, view.height, host.now());
      size();
      schedule();
    },
    setMoving(moving) {
      scene.setMoving(moving, host.now());
      schedule();
    },
    stop() {
      if (stopped) return;
      stopped = true;
      cancel?.();
      cancel = null;
      loading.abort();
      for (const image of images) if (image !== undefined) host.release(image);
    },
  };
}

/** The floaters worker's API: one painting, on the canvas the page hands over. */
export interface FloatersApi {
  start(canvas: OffscreenCanvas, start: FloaterStart, onLoaded: FloatersLoaded): void;
  resize(view: FloaterView): void;
  setMoving(moving: boolean): void;
}
