/**
 * Calls `work` once the page has loaded (its first screen, images included) and the browser then has an idle moment,
 * so that nothing it fetches or runs competes with the first screen. Returns a function that cancels the call.
 */
export function afterPageSettles(work: () => void, win: Window = window): () => void {
  let cancelIdle = () => {};
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function') {
      const handle = win.requestIdleCallback(work, { timeout: 5000 });
      cancelIdle = () => win.cancelIdleCallback(handle);
    } else {
      const handle = win.setTimeout(work, 1000);
      cancelIdle = () => win.clearTimeout(handle);
    }
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
  return () => {
    win.removeEventListener('load', whenIdle);
    cancelIdle();
  };
}

/** `afterPageSettles` as a promise; at once where there is no page (a worker, Node). */
export function pageSettled(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return new Promise((resolve) => afterPageSettles(resolve));
}
