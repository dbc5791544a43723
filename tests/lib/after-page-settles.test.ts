import { describe, expect, it, vi } from 'vitest';
import { afterPageSettles } from '../../src/lib/after-page-settles';

/** A window stand-in: its load state, load listeners and idle callbacks are the test's to drive. */
function fakeWindow(readyState: DocumentReadyState, withIdleCallbacks = true) {
  const load = new EventTarget();
  const idle: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const win = {
    document: { readyState },
    addEventListener: load.addEventListener.bind(load),
    removeEventListener: load.removeEventListener.bind(load),
    requestIdleCallback: withIdleCallbacks ? vi.fn((callback: () => void) => idle.push(callback)) : undefined,
    cancelIdleCallback: vi.fn((handle: number) => idle.splice(handle - 1, 1, () => {})),
    setTimeout: vi.fn((callback: () => void) => timers.push(callback)),
    clearTimeout: vi.fn((handle: number) => timers.splice(handle - 1, 1, () => {})),
  };
  return {
    win: win as unknown as Window,
    fireLoad: () => load.dispatchEvent(new Event('load')),
    runIdle: () => idle.splice(0).forEach((callback) => callback()),
    runTimers: () => timers.splice(0).forEach((callback) => callback()),
  };
}

describe('work deferred until the page settles', () => {
  it('waits for the load event, then for an idle moment', () => {
    const page = fakeWindow('interactive');
    const work = vi.fn();
    afterPageSettles(work, page.win);
    page.runIdle();
    expect(work).not.toHaveBeenCalled();
    page.fireLoad();
    expect(work).not.toHaveBeenCalled();
    page.runIdle();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('only waits for an idle moment once the page has loaded', () => {
    const page = fakeWindow('complete');
    const work = vi.fn();
    afterPageSettles(work, page.win);
    page.runIdle();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timer where idle callbacks are missing', () => {
    const page = fakeWindow('complete', false);
    const work = vi.fn();
    afterPageSettles(work, page.win);
    page.runTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled, before or after the load', () => {
    const early = fakeWindow('loading');
    const before = vi.fn();
    afterPageSettles(before, early.win)();
    early.fireLoad();
    early.runIdle();
    expect(before).not.toHaveBeenCalled();

    const late = fakeWindow('loading');
    const after = vi.fn();
    const cancel = afterPageSettles(after, late.win);
    late.fireLoad();
    cancel();
    late.runIdle();
    expect(after).not.toHaveBeenCalled();
  });
});
