import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PULL_PLANS_KEY, UNREADABLE_PULL_PLANS_KEY, loadPlans, savePlans } from '../../../src/storage/plan-store';
import { PITY_COUNTERS_KEY, SR_COUNTERS_KEY } from '../../../src/storage/summon-mirrors';
import { savedPlan } from '../../support/plans';
import { renderApp } from '../render-app';
import { freshStore } from '../summons/support';
import { fixToday, group, openPlanner } from './support';
import { waitFor } from '../../support/wait';

// The screen is driven as a player would, keystroke by keystroke: slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  freshStore();
});

afterEach(() => vi.useRealTimers());

const counterField = (banner: string, label: RegExp) => within(group(`${banner} counters`)).getByLabelText(label);

describe('the plan view', () => {
  it('opens at /HowMuchTo/plan with a title of its own and a first plan due in three weeks', async () => {
    fixToday('2031-02-10');
    await openPlanner();
    expect(screen.getByRole('heading', { level: 1, name: 'Plan my pulls' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Plan my pulls · Etheria: Restart companion'));
    expect(screen.getByRole('combobox', { name: 'Plan' })).toHaveDisplayValue('My plan');
    expect(screen.getByLabelText('Target date')).toHaveValue('2031-03-03');
    expect(screen.getByLabelText('Daily reset (your time)')).toHaveDisplayValue('05:00');
    expect(screen.getByLabelText('Weekly reset')).toHaveDisplayValue('Monday');
    expect(
      within(group(/^Exchange rates/))
        .getAllByRole('textbox')
        .map((f) => (f as HTMLInputElement).value),
    ).toEqual(['100', '300']);
    // Nothing is written for a visitor who only looks.
    expect(localStorage.getItem(PULL_PLANS_KEY)).toBeNull();
  });

  it('keeps the seven navigation links, with How Much To shown as current', async () => {
    await openPlanner();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link')).toHaveLength(7);
    expect(within(nav).getByRole('link', { name: 'How Much To' })).toHaveClass('active');
  });

  it('starts from the simulator’s counters, and takes them again with one click after an edit', async () => {
    localStorage.setItem(PITY_COUNTERS_KEY, JSON.stringify({ limited: 12, perma: 57, ml: 3 }));
    localStorage.setItem(SR_COUNTERS_KEY, JSON.stringify({ limited: 2, perma: 8, ml: 0 }));
    const { user } = await openPlanner();
    expect(counterField('Limited', /^Pity/)).toHaveValue('12');
    expect(counterField('Perma', /^Pity/)).toHaveValue('57');
    expect(counterField('Perma', /^SR counter/)).toHaveValue('8');
    await user.clear(counterField('Perma', /^Pity/));
    await user.type(counterField('Perma', /^Pity/), '3');
    expect(loadPlans()!.plans[0]!.counters.perma).toEqual({ pity: 3, sr: 8 });
    // Meanwhile the simulator moved on.
    localStorage.setItem(PITY_COUNTERS_KEY, JSON.stringify({ limited: 12, perma: 60, ml: 3 }));
    await user.click(screen.getByRole('button', { name: 'Use my simulator counters' }));
    expect(counterField('Perma', /^Pity/)).toHaveValue('60');
    expect(loadPlans()!.plans[0]!.counters.perma).toEqual({ pity: 60, sr: 8 });
  });

  it('keeps several named plans: new, rename, switch and delete, each saved, and restored on the next visit', async () => {
    const { user } = await openPlanner();
    const select = () => screen.getByRole('combobox', { name: 'Plan' });
    await user.click(screen.getByRole('button', { name: 'New plan' }));
    expect(select()).toHaveDisplayValue('Plan 2');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename plan' });
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    expect(within(dialog).getByText('A plan needs a name.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(name, 'Anniversary{Enter}');
    expect(select()).toHaveDisplayValue('Anniversary');
    await user.type(within(group('On hand')).getByLabelText('Hydra Crystals'), '5');
    await user.selectOptions(select(), 'My plan');
    expect(within(group('On hand')).getByLabelText('Hydra Crystals')).toHaveValue('0');
    expect(loadPlans()!.plans.map((p) => [p.name, p.onHand.crystals])).toEqual([
      ['My plan', 0],
      ['Anniversary', 5],
    ]);

    // Another visit shows the plans as they were left.
    cleanup();
    await openPlanner();
    expect(screen.getByRole('combobox', { name: 'Plan' })).toHaveDisplayValue('My plan');
    const options = within(screen.getByRole('combobox', { name: 'Plan' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['My plan', 'Anniversary']);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this plan?' });
    expect(
      within(confirm).getByText('“My plan” will be deleted from this browser. This cannot be undone.'),
    ).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('combobox', { name: 'Plan' })).toHaveDisplayValue('Anniversary');
    expect(loadPlans()!.plans.map((p) => p.name)).toEqual(['Anniversary']);
  });

  it('deleting the last plan leaves a fresh one to work on', async () => {
    savePlans({ activeId: 'a', plans: [savedPlan('a', 'Only')] });
    const { user } = await openPlanner();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('combobox', { name: 'Plan' })).toHaveDisplayValue('My plan');
    expect(loadPlans()!.plans.map((p) => [p.name, p.targets.length])).toEqual([['My plan', 0]]);
  });

  it('opens on damaged saved plans with a fresh plan, the damaged value kept aside until a change is saved', async () => {
    localStorage.setItem(PULL_PLANS_KEY, '{"version":1,"plans":[');
    const { user } = await openPlanner();
    expect(screen.getByRole('combobox', { name: 'Plan' })).toHaveDisplayValue('My plan');
    expect(localStorage.getItem(UNREADABLE_PULL_PLANS_KEY)).toBe('{"version":1,"plans":[');
    expect(localStorage.getItem(PULL_PLANS_KEY)).toBe('{"version":1,"plans":[');
    await user.click(screen.getByTestId('add-mia'));
    expect(loadPlans()!.plans[0]!.targets).toEqual([{ character: 'mia', copies: 1, banner: 'perma' }]);
    expect(localStorage.getItem(UNREADABLE_PULL_PLANS_KEY)).toBe('{"version":1,"plans":[');
  });

  it('follows plans saved in another tab', async () => {
    await openPlanner();
    const other = { activeId: 'x', plans: [savedPlan('x', 'From the other tab')] };
    act(() => {
      savePlans(other);
      window.dispatchEvent(new StorageEvent('storage', { key: PULL_PLANS_KEY, storageArea: localStorage }));
    });
    expect(screen.getByRole('combobox', { name: 'Plan' })).toHaveDisplayValue('From the other tab');
  });
});

describe('the way in', () => {
  it('is linked from How Much To, whose own screen stays as specified', async () => {
    const user = userEvent.setup();
    renderApp('/HowMuchTo');
    await screen.findByTestId('screen-how-much-to');
    expect(screen.getByRole('button', { name: 'Start' })).toBeDisabled();
    await user.click(screen.getByRole('link', { name: 'Plan my pulls' }));
    expect(await screen.findByTestId('screen-plan')).toBeInTheDocument();
  });

  it('is linked from the Summon screen', async () => {
    const user = userEvent.setup();
    renderApp('/summons');
    await screen.findByTestId('screen-summons');
    await user.click(screen.getByRole('link', { name: 'Plan my pulls' }));
    expect(await screen.findByTestId('screen-plan')).toBeInTheDocument();
  });
});
