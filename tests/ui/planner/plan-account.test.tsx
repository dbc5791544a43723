import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OWNED_KEY } from '../../../src/storage/owned-store';
import { loadPlans } from '../../../src/storage/plan-store';
import { REAL_COUNTERS_KEY } from '../../../src/storage/real-counters-store';
import { FakePlanClient, group, openPlanner, shownTargets } from './support';
import { waitFor } from '../../support/wait';

// The screen is driven as a player would: slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

async function asked(client: FakePlanClient, count: number) {
  await waitFor(() => expect(client.questions).toHaveLength(count));
}

const status = () => screen.getByTestId('plan-status');
const counterField = (banner: string, which: RegExp) => within(group(`${banner} counters`)).getByLabelText(which);

describe('the plan from the player’s account', () => {
  it('takes the real counters in one click, without their tallies', async () => {
    const tally = { pulls: 90, tops: 1, from: { pity: 3, sr: 0 } };
    localStorage.setItem(
      REAL_COUNTERS_KEY,
      JSON.stringify({
        limited: { pity: 12, sr: 4, tally },
        perma: { pity: 61, sr: 9, tally },
        ml: { pity: 0, sr: 2, tally },
      }),
    );
    const client = new FakePlanClient();
    const { user } = await openPlanner(client);
    await user.click(screen.getByTestId('add-mia'));
    await asked(client, 1);
    await user.click(screen.getByRole('button', { name: 'Use my real counters' }));
    expect(counterField('Perma', /^Pity/)).toHaveValue('61');
    expect(counterField('Limited', /^SR counter/)).toHaveValue('4');
    await asked(client, 2);
    expect(client.last.request.counters).toEqual({
      limited: { pity: 12, sr: 4 },
      perma: { pity: 61, sr: 9 },
      ml: { pity: 0, sr: 2 },
    });
    expect(loadPlans()!.plans[0]!.counters.perma).toEqual({ pity: 61, sr: 9 });
  });

  it('leaves out owned copies only when asked: each target wants what is not owned yet, a met one says so', async () => {
    localStorage.setItem(OWNED_KEY, JSON.stringify({ freya: 1, holden: 3 }));
    const client = new FakePlanClient();
    const { user } = await openPlanner(client);
    for (const id of ['freya', 'holden', 'heinrich']) await user.click(screen.getByTestId(`add-${id}`));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Copies of Freya' }), '3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Copies of Holden' }), '2');
    const option = screen.getByRole('checkbox', { name: 'Leave out copies I own' });
    expect(option).not.toBeChecked();
    await waitFor(() => expect(client.last.request.targets.map((t) => t.copies)).toEqual([3, 2, 1]));
    expect(screen.queryByTestId('owned-freya')).not.toBeInTheDocument();

    const before = client.questions.length;
    await user.click(option);
    await asked(client, before + 1);
    expect(client.last.request.targets.map((t) => [t.copies, t.banner])).toEqual([
      [2, 'limited'],
      [1, 'ml'],
    ]);
    expect(screen.getByTestId('owned-freya')).toHaveTextContent('You own 1: 2 more to get');
    expect(screen.getByTestId('owned-holden')).toHaveTextContent('You own 3: already met');
    expect(screen.getByTestId('owned-heinrich')).toHaveTextContent('');
    expect(screen.getByTestId('owned-left-out')).toHaveTextContent(
      '3 copies you own are left out; 1 target is already met.',
    );
    // The saved plan keeps what the player asked for.
    expect(shownTargets()).toEqual(['Freya ×3 Limited', 'Holden ×2 Perma', 'Heinrich ×1 ML']);
    expect(loadPlans()!.plans[0]!.targets.map((t) => t.copies)).toEqual([3, 2, 1]);
  });

  it('says every target is already met when owned copies meet them all, and asks nothing', async () => {
    localStorage.setItem(OWNED_KEY, JSON.stringify({ holden: 2 }));
    const client = new FakePlanClient();
    const { user } = await openPlanner(client);
    await user.click(screen.getByTestId('add-holden'));
    await asked(client, 1);
    await user.click(screen.getByRole('checkbox', { name: 'Leave out copies I own' }));
    expect(status()).toHaveTextContent('You own every copy the targets ask for, so each is already met');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(client.questions[0]!.signal?.aborted).toBe(true);
    expect(client.questions).toHaveLength(1);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Copies of Holden' }), '3');
    await asked(client, 2);
    expect(client.last.request.targets).toEqual([expect.objectContaining({ copies: 1 })]);
  });
});
