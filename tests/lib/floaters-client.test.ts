import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFloaters, seededRandom } from '../../src/engine/floaters/float-physics';
import type { FloaterStart } from '../../src/engine/floaters/painter';
import { startFloaters } from '../../src/lib/floaters-client';
import { waitFor } from '../support/wait';

/** A worker that takes messages and answers none, and can be made to fail. */
class FakeWorker extends EventTarget {
  readonly posted: { message: unknown; transfer: readonly unknown[] }[] = [];
  readonly terminate = vi.fn();
  postMessage(message: unknown, transfer: readonly unknown[] = []) {
    this.posted.push({ message, transfer });
  }
  /** Fails as a worker whose script cannot load does; whether the page's handler kept it from the console. */
  fail(): boolean {
    const event = new Event('error', { cancelable: true });
    this.dispatchEvent(event);
    return event.defaultPrevented;
  }
}

const COUNT = 64;
const start: FloaterStart = {
  floaters: createFloaters(COUNT, 800, 600, 100, seededRandom(1)).floaters,
  urls: Array.from({ length: COUNT }, (_, i) => `http://localhost/characters/${i}.png`),
  view: { width: 800, height: 600, pixelRatio: 1 },
  moving: true,
};

/** The canvases the page draws on itself (through their 2D context), and the images it asks for. */
let pageDrawn: HTMLCanvasElement[] = [];
let fetched: string[] = [];
const { getContext } = HTMLCanvasElement.prototype;
const fetchBefore = globalThis.fetch;

beforeEach(() => {
  pageDrawn = [];
  fetched = [];
  HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement) {
    pageDrawn.push(this);
    const noop = () => {};
    return {
      globalAlpha: 1,
      setTransform: noop,
      clearRect: noop,
      save: noop,
      restore: noop,
      beginPath: noop,
      arc: noop,
      clip: noop,
      drawImage: noop,
    } as unknown as CanvasRenderingContext2D;
  } as unknown as typeof getContext;
  // Images that never arrive: what is asked for is what this checks.
  globalThis.fetch = vi.fn((url: string | URL | Request) => {
    fetched.push(String(url));
    return new Promise<Response>(() => {});
  });
});

afterEach(() => {
  HTMLCanvasElement.prototype.getContext = getContext;
  globalThis.fetch = fetchBefore;
  Reflect.deleteProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen');
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

/** Lets a browser hand canvases over to workers (jsdom has neither), recording each canvas handed. */
function canHandOver() {
  const handed: HTMLCanvasElement[] = [];
  vi.stubGlobal('Worker', FakeWorker);
  Object.defineProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen', {
    configurable: true,
    value(this: HTMLCanvasElement) {
      handed.push(this);
      return { handedOver: true };
    },
  });
  return handed;
}

function container(): HTMLElement {
  return document.body.appendChild(document.createElement('div'));
}

/** Starts the portraits with a worker that answers nothing until told to fail. */
function startWithWorker() {
  const worker = new FakeWorker();
  const into = container();
  const painting = startFloaters(
    into,
    start,
    () => {},
    () => worker as unknown as Worker,
  );
  return { worker, into, painting };
}

describe('the floating portraits’ client', () => {
  it('draws on the page where a canvas cannot be handed over, starting no worker', () => {
    const spawn = vi.fn(() => new FakeWorker() as unknown as Worker);
    const into = container();
    startFloaters(into, start, () => {}, spawn);
    expect(spawn).not.toHaveBeenCalled();
    expect(into.querySelectorAll('canvas')).toHaveLength(1);
    expect(pageDrawn).toEqual([into.querySelector('canvas')]);
    expect(fetched).toEqual(start.urls);
  });

  it('hands its canvas to a worker, which draws; the page draws nothing', () => {
    const handed = canHandOver();
    const worker = new FakeWorker();
    const into = container();
    startFloaters(
      into,
      start,
      () => {},
      () => worker as unknown as Worker,
    );
    expect(handed).toEqual([into.querySelector('canvas')]);
    expect(worker.posted).toHaveLength(1);
    expect(worker.posted[0]!.transfer).toContainEqual({ handedOver: true });
    expect(JSON.stringify(worker.posted[0]!.message)).toContain('"start"');
    expect(pageDrawn).toEqual([]);
    expect(fetched).toEqual([]);
  });

  it('draws on the page, on a new canvas, when the worker fails, and quietly', async () => {
    const handed = canHandOver();
    const { worker, into, painting } = startWithWorker();
    expect(worker.fail()).toBe(true);
    await waitFor(() => expect(pageDrawn).toHaveLength(1));
    expect(worker.terminate).toHaveBeenCalled();
    const canvases = into.querySelectorAll('canvas');
    expect(canvases).toHaveLength(1);
    expect(canvases[0]).not.toBe(handed[0]);
    expect(pageDrawn).toEqual([canvases[0]]);
    expect(fetched).toEqual(start.urls);
    // From then on, the page's painting follows the window.
    painting.resize({ width: 390, height: 844, pixelRatio: 2 });
    expect([canvases[0]!.width, canvases[0]!.height]).toEqual([780, 1688]);
  });

  it('draws on the page when no worker can be created', async () => {
    canHandOver();
    const into = container();
    startFloaters(
      into,
      start,
      () => {},
      () => {
        throw new TypeError('module workers are not supported');
      },
    );
    await waitFor(() => expect(pageDrawn).toHaveLength(1));
    expect(into.querySelectorAll('canvas')).toHaveLength(1);
    expect(fetched).toEqual(start.urls);
  });

  it('ends the worker and takes its canvas away when stopped, and does not fall back after', async () => {
    canHandOver();
    const { worker, into, painting } = startWithWorker();
    painting.stop();
    expect(worker.terminate).toHaveBeenCalled();
    expect(into.querySelectorAll('canvas')).toHaveLength(0);
    worker.fail();
    painting.resize({ width: 390, height: 844, pixelRatio: 2 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pageDrawn).toEqual([]);
    expect(worker.posted).toHaveLength(1);
  });
});
