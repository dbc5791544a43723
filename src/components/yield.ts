/**
 * Ways to hand the main thread back before going on, so a long job is a series of short tasks and the page keeps
 * answering (and painting) in between.
 */

/** Resolves in a fresh task: input, timers and rendering that were waiting run first. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves in the task after the next frame, so what was rendered before is on screen by then. */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
