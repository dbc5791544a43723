import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodePlan } from '../../../src/features/planner/plan-link';
import { PULL_PLANS_KEY, loadPlans, savePlans } from '../../../src/storage/plan-store';
import { savedPlan } from '../../support/plans';
import { openPlanner, shownTargets, where } from './support';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => vi.restoreAllMocks());

const { id: _id, ...shared } = savedPlan('x', 'Shared plan', { targetDate: '2031-03-01' });
const link = (plan = shared) => `/HowMuchTo/plan?plan=${encodePlan(plan)}`;
const mine = { activeId: 'a', plans: [savedPlan('a', 'Mine', { resetHour: 7 })] };

describe('sharing a plan', () => {
  it('shows the link to copy by hand where the clipboard refuses it', async () => {
    const { user } = await openPlanner();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Share link' }));
    expect(screen.getByTestId('plan-notice')).toHaveTextContent('Copy the plan link below.');
    expect((screen.getByLabelText('Plan link') as HTMLInputElement).value).toMatch(/\/HowMuchTo\/plan\?plan=[\w-]+$/);
    // Any change to the plan makes the link out of date: it goes.
    await user.click(screen.getByTestId('add-mia'));
    expect(screen.queryByLabelText('Plan link')).toBeNull();
  });

  it('makes a link of the plan shown, which another browser opens as the same plan', async () => {
    const { user } = await openPlanner();
    await user.click(screen.getByTestId('add-freya'));
    await user.click(screen.getByTestId('add-heinrich'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Copies of Freya' }), '3');
    await user.click(screen.getByRole('button', { name: 'Share link' }));
    expect(screen.getByTestId('plan-notice')).toHaveTextContent('Plan link copied to the clipboard.');
    const shown = (screen.getByLabelText('Plan link') as HTMLInputElement).value;
    expect(await navigator.clipboard.readText()).toBe(shown);
    const url = new URL(shown);
    expect(url.pathname).toBe('/HowMuchTo/plan');
    const plan = loadPlans()!.plans[0]!;

    // A browser that never saw the site.
    cleanup();
    localStorage.clear();
    await openPlanner(undefined, `${url.pathname}${url.search}`);
    expect(shownTargets()).toEqual(['Freya ×3 Limited', 'Heinrich ×1 ML']);
    expect(screen.getByTestId('plan-notice')).toHaveTextContent('The shared plan “My plan” was added to your plans.');
    const { id: _a, ...opened } = loadPlans()!.plans[0]!;
    const { id: _b, ...made } = plan;
    expect(opened).toEqual(made);
    // The link leaves the address: a reload does not open it again.
    expect(where.path).toBe('/HowMuchTo/plan');
  });

  it('adds the shared plan beside the saved ones, once, however often the link is opened', async () => {
    savePlans(mine);
    await openPlanner(undefined, link());
    expect(screen.getByRole('combobox', { name: 'Plan' })).toHaveDisplayValue('Shared plan');
    expect(loadPlans()!.plans.map((p) => p.name)).toEqual(['Mine', 'Shared plan']);
    cleanup();
    await openPlanner(undefined, link());
    expect(screen.getByTestId('plan-notice')).toHaveTextContent('You already have this plan: “Shared plan” is open.');
    expect(loadPlans()!.plans.map((p) => p.name)).toEqual(['Mine', 'Shared plan']);
  });

  it.each([
    ['cut short', link().slice(0, -12)],
    ['altered', link().replace(/plan=(.{8})/, 'plan=AAAAAAAA')],
    [
      'naming a character nobody knows',
      link({ ...shared, targets: [{ character: 'nobody', copies: 1, banner: 'perma' }] }),
    ],
    [
      'asking for a banner that cannot give its character',
      link({ ...shared, targets: [{ character: 'holden', copies: 1, banner: 'limited' }] }),
    ],
    ['empty', '/HowMuchTo/plan?plan='],
  ])('refuses a link %s with a clear message, and keeps the saved plans as they were', async (_label, path) => {
    savePlans(mine);
    const before = localStorage.getItem(PULL_PLANS_KEY);
    const { user } = await openPlanner(undefined, path);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'This plan link is damaged or incomplete, so no plan was added. Your saved plans are unchanged. Ask for the link again.',
    );
    expect(screen.getByRole('combobox', { name: 'Plan' })).toHaveDisplayValue('Mine');
    expect(localStorage.getItem(PULL_PLANS_KEY)).toBe(before);
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
