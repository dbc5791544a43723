import { screen, within } from '@testing-library/react';
import { beforeEach } from 'vitest';
import { resetSummonStore } from '../../../src/lib/summons/shared';
import type { SummonStoreOptions } from '../../../src/lib/summons/store';
import { allRowsDrawn } from '../../support/pull-grid';
import { TestBackend, type TestBackendOptions } from '../../support/test-backend';

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

/** The cards once the grid has drawn every row it holds. */
export async function drawnCards(): Promise<ShownCard[]> {
  await allRowsDrawn();
  return shownCards();
}

export function grid() {
  return within(screen.getByTestId('pull-grid'));
}
