import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { OWNED_KEY } from '../../../src/storage/owned-store';
import { REAL_COUNTERS_KEY, ZERO_REAL_COUNTERS } from '../../../src/storage/real-counters-store';
import { controls, resetControls } from '../how-much-to/fake-calc-client';
import { layOutPullGrids } from '../../support/pull-grid';
import { openHowMuchTo, pickButton } from '../how-much-to/support';
import { renderApp } from '../render-app';

vi.mock('../../../src/lib/calc-client', () => import('../how-much-to/fake-calc-client'));
vi.mock('uplot', () => import('../how-much-to/fake-uplot'));
vi.setConfig({ testTimeout: 20_000 });
layOutPullGrids();

const OWNED = { freya: 2, mia: 1, vice: 1 };
const byId = (id: string) => CHARACTERS.find((c) => c.id === id)!;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(OWNED_KEY, JSON.stringify(OWNED));
  resetControls();
});

describe('the team builder with owned characters', () => {
  it('lists every character until Owned only is pressed, then only the owned ones, and all again after', async () => {
    const user = userEvent.setup();
    renderApp('/teammaker');
    const picker = await screen.findByTestId('picker');
    const shown = () =>
      within(picker)
        .queryAllByTestId(/^pick-/)
        .map((el) => el.dataset.testid!.slice(5));
    expect(shown()).toHaveLength(CHARACTERS.length);
    const toggle = screen.getByRole('button', { name: 'Owned only' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(shown().sort()).toEqual(Object.keys(OWNED).sort());
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(shown()).toHaveLength(CHARACTERS.length);
  });
});

describe('the tier list pool with owned characters', () => {
  it('narrows the pool to owned characters beside the rarity dropdown, by pointer and keyboard', async () => {
    const user = userEvent.setup();
    renderApp('/tierMaker');
    const pool = await screen.findByTestId('tier-pool');
    const shown = () =>
      within(pool)
        .queryAllByTestId(/^token-/)
        .map((el) => el.dataset.testid!.slice(6));
    const everyone = shown().length;
    expect(everyone).toBeGreaterThan(Object.keys(OWNED).length);
    await user.click(screen.getByRole('button', { name: 'Owned only' }));
    expect(shown().sort()).toEqual(Object.keys(OWNED).sort());
    // With a rarity chosen too, both apply.
    const rarity = byId('freya').rarity;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter' }), rarity.toUpperCase());
    expect(shown().sort()).toEqual(
      Object.keys(OWNED)
        .filter((id) => byId(id).rarity === rarity)
        .sort(),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter' }), 'All');
    screen.getByRole('button', { name: 'Owned only' }).focus();
    await user.keyboard(' ');
    expect(shown()).toHaveLength(everyone);
  });
});

describe('How Much To with the account', () => {
  it('fills its counters from the real counters of the chosen banner in one click', async () => {
    localStorage.setItem(
      REAL_COUNTERS_KEY,
      JSON.stringify({ ...ZERO_REAL_COUNTERS, perma: { pity: 64, sr: 7 }, ml: { pity: 3, sr: 1 } }),
    );
    const { user } = await openHowMuchTo();
    await user.click(screen.getByRole('button', { name: 'Use my real counters' }));
    expect(screen.getByRole('spinbutton', { name: /Starting pity/ })).toHaveValue(64);
    expect(screen.getByRole('spinbutton', { name: /SR counter/ })).toHaveValue(7);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Banner' }), 'ML');
    screen.getByRole('button', { name: 'Use my real counters' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('spinbutton', { name: /Starting pity/ })).toHaveValue(3);
  });

  it('leaves owned characters out of the selection only when asked, and says how many', async () => {
    const { user } = await openHowMuchTo();
    const notOwned = CHARACTERS.find((c) => c.pullable && c.rarity === 'sr' && !(c.id in OWNED))!;
    for (const name of [byId('freya').name, byId('mia').name, notOwned.name]) await user.click(pickButton(name));
    await user.click(screen.getByRole('button', { name: 'Start' }));
    const all = controls.calls.find((c) => c.kind === 'simulate')!.request.selection;
    expect(all).toHaveLength(3);
    await act(async () => {});
    resetControls();

    await user.click(screen.getByRole('checkbox', { name: 'Leave out characters I own' }));
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    const kept = controls.calls.find((c) => c.kind === 'simulate')!.request.selection;
    expect(kept).toEqual([CHARACTERS.indexOf(notOwned)]);
    expect(screen.getByText('2 selected characters left out: you own them.')).toBeInTheDocument();
  });

  it('starts nothing when every selected character is owned', async () => {
    const { user } = await openHowMuchTo();
    await user.click(pickButton(byId('freya').name));
    await user.click(screen.getByRole('checkbox', { name: 'Leave out characters I own' }));
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(controls.calls).toEqual([]);
    expect(screen.getByText('You own every selected character: nothing to pull for.')).toBeInTheDocument();
  });
});
