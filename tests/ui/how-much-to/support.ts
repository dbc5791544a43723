import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allRowsDrawn } from '../../support/pull-grid';
import { renderApp } from '../render-app';

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

/** The cards once the grid has drawn every row it holds. */
export async function drawnCards(): Promise<ShownCard[]> {
  await allRowsDrawn();
  return shownCards();
}
