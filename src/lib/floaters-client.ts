import * as Comlink from 'comlink';
import {
  paintFloaters,
  type FloaterPainting,
  type FloatersApi,
  type FloatersLoaded,
  type FloaterStart,
  type FloaterView,
} from '../engine/floaters/painter';
import { browserHost } from '../../workers/floaters-host';
import { WorkerClient } from './worker-client';

/**
 * The countdown's floating portraits on a canvas of their own inside `container`. Where the browser can hand a canvas
 * over, the floaters worker draws them (workers/floaters.worker.ts), so the page's own thread does nothing for them
 * from frame to frame, not even while their images arrive. Where it cannot, or the worker cannot be started or stops,
 * the same painter draws on the page: the canvas handed over is the worker's for good, so a new one takes its place.
 */

export function spawnFloatersWorker(): Worker {
  return new Worker(new URL('../../workers/floaters.worker.ts', import.meta.url), { type: 'module', name: 'floaters' });
}

function newCanvas(): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.style.display = 'block';
  canvas.style.width = '100%';
  canvas.style.height = '100%';
  return canvas;
}

function canHandOver(canvas: HTMLCanvasElement): boolean {
  return typeof canvas.transferControlToOffscreen === 'function' && typeof Worker === 'function';
}

/** Starts the portraits in `container`. */
export function startFloaters(
  container: HTMLElement,
  start: FloaterStart,
  onLoaded: FloatersLoaded,
  spawn: () => Worker = spawnFloatersWorker,
): FloaterPainting {
  let view = start.view;
  let moving = start.moving;
  let stopped = false;
  let canvas = newCanvas();
  container.append(canvas);
  let onPage: FloaterPainting | null = null;
  let worker: WorkerClient<FloatersApi> | null = null;

  function paintOnPage(): void {
    onPage = paintFloaters(canvas, { ...start, view, moving }, browserHost(), onLoaded);
  }

  /** The worker could not start, or stopped: the page draws instead, from the places the portraits started at. */
  function fallBack(): void {
    if (worker === null) return;
    worker.terminate();
    worker = null;
    if (stopped) return;
    const fresh = newCanvas();
    canvas.replaceWith(fresh);
    canvas = fresh;
    paintOnPage();
  }

  function tell(call: (api: Comlink.Remote<FloatersApi>) => Promise<void>): void {
    worker?.call(call).catch(fallBack);
  }

  if (canHandOver(canvas)) {
    worker = new WorkerClient<FloatersApi>(spawn);
    // Handed over only once the worker exists: a browser that cannot create it keeps the canvas for the page.
    tell((api) => {
      const offscreen = canvas.transferControlToOffscreen();
      return api.start(Comlink.transfer(offscreen, [offscreen]), start, Comlink.proxy(onLoaded));
    });
  } else {
    paintOnPage();
  }

  return {
    resize(next: FloaterView) {
      view = next;
      if (onPage) onPage.resize(next);
      else tell((api) => api.resize(next));
    },
    setMoving(next: boolean) {
      moving = next;
      if (onPage) onPage.setMoving(next);
      else tell((api) => api.setMoving(next));
    },
    stop() {
      stopped = true;
      onPage?.stop();
      worker?.terminate();
      worker = null;
      canvas.remove();
    },
  };
}
