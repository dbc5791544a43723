import * as Comlink from 'comlink';
import { browserHost } from '../engine/floaters/browser-host';
import {
  paintFloaters,
  type FloaterPainting,
  type FloatersApi,
  type FloatersLoaded,
  type FloaterStart,
} from '../engine/floaters/painter';

/**
 * The countdown's floating portraits on a canvas of the page. Where the browser can hand the canvas over, a worker
 * draws them (workers/floaters.worker.ts), so the page's own thread does nothing for them from frame to frame, not
 * even while their images arrive; elsewhere the same painter draws on the page.
 */

export function spawnFloatersWorker(): Worker {
  return new Worker(new URL('../../workers/floaters.worker.ts', import.meta.url), { type: 'module', name: 'floaters' });
}

function canHandOver(canvas: HTMLCanvasElement): boolean {
  return typeof canvas.transferControlToOffscreen === 'function' && typeof Worker === 'function';
}

/** Starts the portraits on `canvas`, which must not have been drawn on. */
export function startFloaters(
  canvas: HTMLCanvasElement,
  start: FloaterStart,
  onLoaded: FloatersLoaded,
  spawn: () => Worker = spawnFloatersWorker,
): FloaterPainting {
  if (!canHandOver(canvas)) return paintFloaters(canvas, start, browserHost(), onLoaded);
  const offscreen = canvas.transferControlToOffscreen();
  const worker = spawn();
  const api = Comlink.wrap<FloatersApi>(worker);
  void api.start(Comlink.transfer(offscreen, [offscreen]), start, Comlink.proxy(onLoaded));
  return {
    resize: (view) => void api.resize(view),
    setMoving: (moving) => void api.setMoving(moving),
    stop() {
      api[Comlink.releaseProxy]();
      worker.terminate();
    },
  };
}
