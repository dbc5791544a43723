import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, expect } from 'vitest';

/**
 * jsdom lays nothing out and has no ResizeObserver, so a virtualised grid would see a 0 × 0 viewport and render
 * nothing. Pull grids get the size of a desktop grid (six columns, a few rows); everything else keeps jsdom's zeros.
 * Where ResizeObserver is missing, one that never reports stands in (the odds chart observes its box), so every
 * measurement stays the first.
 */
export function layOutPullGrids(): void {
  const width = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
  const height = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  const observer = globalThis.ResizeObserver;
  beforeAll(() => {
    const size = (w: number, h: number) =>
      function (this: HTMLElement) {
        return this.classList.contains('pull-grid') ? w : h;
      };
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: size(800, 0) });
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: size(600, 0) });
    globalThis.ResizeObserver ??= class {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    };
  });
  afterAll(() => {
    if (width) Object.defineProperty(HTMLElement.prototype, 'clientWidth', width);
    if (height) Object.defineProperty(HTMLElement.prototype, 'clientHeight', height);
    globalThis.ResizeObserver = observer;
  });
}

/**
 * Waits until the grid has drawn every row it holds: it draws the cards asked for at transition priority, the grid
 * `aria-busy` meanwhile, and new rows a few a frame, its list `aria-busy` meanwhile.
 */
export async function allRowsDrawn(): Promise<void> {
  await waitFor(() => {
    const grid = screen.queryByTestId('pull-grid');
    expect(grid?.getAttribute('aria-busy') ?? null).toBeNull();
    expect(grid?.querySelector('[role="list"][aria-busy="true"]') ?? null).toBeNull();
  });
}
