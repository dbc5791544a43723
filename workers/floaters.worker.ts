/**
 * The countdown's floating portraits, drawn off the page: a thin Comlink adapter over paintFloaters, on the canvas the
 * page hands over. Unlike the other workers it keeps its one painting between calls; the page stops it by terminating
 * the worker.
 */

import * as Comlink from 'comlink';
import { browserHost } from './floaters-host';
import { paintFloaters, type FloaterPainting, type FloatersApi } from '../src/engine/floaters/painter';

let painting: FloaterPainting | null = null;

const api = {
  start(canvas, start, onLoaded) {
    painting?.stop();
    painting = paintFloaters(canvas, start, browserHost(), onLoaded);
  },
  resize: (view) => painting?.resize(view),
  setMoving: (moving) => painting?.setMoving(moving),
} satisfies FloatersApi;

Comlink.expose(api, self as unknown as Comlink.Endpoint);
