import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { resetSummonStore, type SummonStoreOptions } from '../../../src/lib/summons';
import { TestBackend, type TestBackendOptions } from '../../support/test-backend';

/**
 * jsdom lays nothing out, so a virtualised grid would see a 0 × 0 viewport and render no rows. Pull grids are given
 * the size of a desktop grid (6 columns, about 7 rows with overscan); everything else keeps jsdom's zeros.
 */
export function layOutPullGrids(): void {
  const width = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
  const height = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains('pull-grid') ? 800 : 0;
      },
    });
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains('pull-grid') ? 600 : 0;
      },
    });
  });
  afterAll(() => {
    if (width) Object.defineProperty(HTMLElement.prototype, 'clientWidth', width);
    if (height) Object.defineProperty(HTMLElement.prototype, 'clientHeight', height);
  });
}

/**
 * A fresh summon store over an in-memory history (jsdom has no IndexedDB), with the engine on the test's thread
 * (jsdom has no workers). Returns the backend so a test can look at what was stored.
 */
export function freshStore(
  backendOptions: TestBackendOptions = {},
  storeOptions: Omit<SummonStoreOptions, 'openBackend'> = {},
): TestBackend {
  const backend = new TestBackend(backendOptions);
  resetSummonStore({ ...storeOptions, openBackend: async () => backend });
  return backend;
}

/** A fresh store before every test of the file. */
export function freshStoreEachTest(): void {
  beforeEach(() => {
    freshStore();
  });
}

export interface ShownCard {
  name: string;
  number: string;
  pity: string | null;
  rarity: string | null;
}

/** The cards the grid shows, first (newest) first. */
export function shownCards(): ShownCard[] {
  return screen.queryAllByTestId('pull-card').map((card) => ({
    name: card.querySelector('.pull-card-name')?.textContent ?? '',
    number: card.querySelector('.pull-card-number')?.textContent ?? '',
    pity: card.querySelector('.pull-card-pity')?.textContent ?? null,
    rarity: card.getAttribute('data-rarity'),
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

export function grid() {
  return within(screen.getByTestId('pull-grid'));
}
