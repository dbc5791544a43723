import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, expect } from 'vitest';
import { renderApp } from '../render-app';

/**
 * jsdom lays nothing out and has no ResizeObserver, so a virtualised grid would see a 0 × 0 viewport and render
 * nothing. Pull grids get the size of a desktop grid (six columns, a few rows); everything else keeps jsdom's zeros.
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

export async function openHowMuchTo() {
  const user = userEvent.setup();
  const app = renderApp('/HowMuchTo');
  await screen.findByTestId('screen-how-much-to');
  return { user, ...app };
}

export function pickButton(name: string): HTMLElement {
  return within(screen.getByTestId('character-panel')).getByRole('button', { name: new RegExp(`^${name},`) });
}

export function shownPickNames(): string[] {
  return within(screen.getByRole('list', { name: 'Characters' }))
    .queryAllByRole('button')
    .map((b) => b.querySelector('.hmt-pick-name')?.textContent ?? '');
}

export interface ShownCard {
  name: string;
  number: string;
  pity: string | null;
  rarity: string | null;
  rainbow: boolean;
  pityClass: string;
}

export function shownCards(): ShownCard[] {
  return screen.queryAllByTestId('pull-card').map((card) => ({
    name: card.querySelector('.pull-card-name')?.textContent ?? '',
    number: card.querySelector('.pull-card-number')?.textContent ?? '',
    pity: card.querySelector('.pull-card-pity')?.textContent ?? null,
    rarity: card.getAttribute('data-rarity'),
    rainbow: card.classList.contains('rainbow'),
    pityClass: [...card.classList].find((c) => c.startsWith('pity-')) ?? '',
  }));
}

/**
 * The cards once the grid has drawn every row it holds: it draws new rows a few a frame, its list `aria-busy`
 * meanwhile.
 */
export async function drawnCards(): Promise<ShownCard[]> {
  await waitFor(() =>
    expect(screen.queryByTestId('pull-grid')?.querySelector('[role="list"][aria-busy="true"]') ?? null).toBeNull(),
  );
  return shownCards();
}
