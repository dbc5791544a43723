import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPlans } from '../../../src/storage/plan-store';
import { FakePlanClient, fixToday, group, openPlanner } from './support';
import { waitFor } from '../../support/wait';

afterEach(() => vi.useRealTimers());

// Typing is slow on a busy machine: each test types a whole form's worth.
vi.setConfig({ testTimeout: 30_000 });

const crystals = () => within(group('On hand')).getByLabelText('Hydra Crystals');
const status = () => screen.getByTestId('plan-status');

/** Waits until the plan has rested and the planner was asked, and returns how many questions it has had. */
async function asked(client: FakePlanClient, count: number) {
  await waitFor(() => expect(client.questions).toHaveLength(count));
}

describe('absurd input', () => {
  it.each([
    ['-5', 'Enter 0 or more.'],
    ['abc', 'Enter digits only, like 1200.'],
    ['2.5', 'Enter a whole number.'],
    ['99999999999', 'Enter at most 10,000,000.'],
    ['', 'Enter a number (0 if none).'],
  ])('%j gets a message beside the field and never reaches the planner', async (text, message) => {
    const client = new FakePlanClient();
    const { user } = await openPlanner(client);
    await user.click(screen.getByTestId('add-mia'));
    await asked(client, 1);
    // Pasted whole: typed, each digit of "2.5" or of a huge number would be a valid value on the way.
    await user.clear(crystals());
    if (text) await user.paste(text);
    expect(crystals()).toHaveAttribute('aria-invalid', 'true');
    expect(crystals()).toHaveAccessibleDescription(message);
    expect(status()).toHaveTextContent('Correct the 1 field marked in red, and the chances follow.');
    // The text stays as typed; the plan keeps its last valid value.
    expect(crystals()).toHaveValue(text);
    expect(loadPlans()!.plans[0]!.onHand.crystals).toBe(0);
    // Nothing is asked while a field is wrong: the question in progress was dropped, and no other is waiting.
    expect(client.questions[0]!.signal?.aborted).toBe(true);
    expect(screen.getByRole('region', { name: 'Your chances' })).toHaveAttribute('aria-busy', 'false');
    expect(status()).not.toHaveTextContent('Working out your chances');
    expect(client.questions).toHaveLength(1);

    await user.clear(crystals());
    await user.type(crystals(), '2400');
    expect(crystals()).toHaveAttribute('aria-invalid', 'false');
    await asked(client, 2);
    expect(client.last.request.onHand.crystals).toBe(2400);
  });

  it('counts each wrong field, and forgets the fields of an event that is removed', async () => {
    const client = new FakePlanClient();
    const { user } = await openPlanner(client);
    await user.click(screen.getByTestId('add-mia'));
    await user.click(screen.getByRole('button', { name: 'Add an event' }));
    const event = group('Event 1');
    await user.type(within(event).getByLabelText('Anima Prototypes'), 'x');
    const pity = within(group('ML counters')).getByLabelText(/^Pity/);
    await user.clear(pity);
    await user.type(pity, '81');
    expect(pity).toHaveAccessibleDescription('Enter at most 80.');
    expect(status()).toHaveTextContent('Correct the 2 fields marked in red');
    await user.click(within(event).getByRole('button', { name: 'Remove Event 1' }));
    expect(status()).toHaveTextContent('Correct the 1 field marked in red');
    await user.clear(pity);
    await user.type(pity, '80');
    await waitFor(() => expect(client.last.request.counters.ml.pity).toBe(80));
  });

  it('refuses an empty target date, and says when the date has passed', async () => {
    const client = new FakePlanClient();
    const { user } = await openPlanner(client);
    await user.click(screen.getByTestId('add-mia'));
    const date = screen.getByLabelText('Target date');
    await user.clear(date);
    expect(date).toHaveAccessibleDescription('Choose a date.');
    expect(status()).toHaveTextContent('Correct the 1 field marked in red');
    await user.type(date, '2020-01-01');
    expect(status()).toHaveTextContent(/^The target date has passed: choose today \(.+\) or a later date\.$/);
    expect(client.questions).toHaveLength(0);
  });
});

describe('income and rates', () => {
  it('sends income per day, week and month, and the events to come, dated and labelled', async () => {
    fixToday('2031-02-10');
    const client = new FakePlanClient();
    const { user } = await openPlanner(client);
    await user.click(screen.getByTestId('add-mia'));
    await user.type(within(group('Every day')).getByLabelText('Hydra Crystals'), '{Backspace}150');
    await user.type(within(group('Every week')).getByLabelText('Anima Prototypes'), '{Backspace}2');
    await user.type(within(group('Every month')).getByLabelText('Apex Prototypes'), '{Backspace}1');
    await user.click(screen.getByRole('button', { name: 'Add an event' }));
    const event = group('Event 1');
    await user.clear(within(event).getByLabelText('Date'));
    await user.type(within(event).getByLabelText('Date'), '2031-04-01');
    await user.clear(screen.getByLabelText('Target date'));
    await user.type(screen.getByLabelText('Target date'), '2031-04-02');
    await user.type(within(event).getByLabelText('Label'), 'Anniversary');
    const named = group('Anniversary');
    await user.type(within(named).getByLabelText('Hydra Crystals'), '{Backspace}3000');
    await waitFor(() => expect(client.last.request.income.events[0]?.amounts.crystals).toBe(3000));
    const { income, targetDate } = client.last.request;
    expect(income.daily).toEqual({ crystals: 150, anima: 0, apex: 0 });
    expect(income.weekly).toEqual({ crystals: 0, anima: 2, apex: 0 });
    expect(income.monthly).toEqual({ crystals: 0, anima: 0, apex: 1 });
    expect(income.events).toEqual([
      { date: '2031-04-01', label: 'Anniversary', amounts: { crystals: 3000, anima: 0, apex: 0 } },
    ]);
    expect(targetDate).toBe('2031-04-02');
  });

  it('shows the exchange rates, sends them as edited, and puts the game’s back with one click', async () => {
    const client = new FakePlanClient();
    const { user } = await openPlanner(client);
    await user.click(screen.getByTestId('add-mia'));
    const rates = group(/^Exchange rates/);
    const restore = within(rates).getByRole('button', { name: /^Restore the game's rates/ });
    expect(restore).toBeDisabled();
    const anima = within(rates).getByLabelText(/^Per Anima Prototype/);
    await user.clear(anima);
    expect(anima).toHaveAccessibleDescription('Enter a number from 1 to 100,000.');
    await user.type(anima, '0');
    expect(anima).toHaveAccessibleDescription('Enter 1 or more.');
    await user.clear(anima);
    await user.type(anima, '160');
    await waitFor(() => expect(client.last.request.economy).toEqual({ crystalsPerAnima: 160, crystalsPerApex: 300 }));
    await user.click(restore);
    expect(anima).toHaveValue('100');
    await waitFor(() => expect(client.last.request.economy).toEqual({ crystalsPerAnima: 100, crystalsPerApex: 300 }));
  });

  it('sends the resets as chosen', async () => {
    const client = new FakePlanClient();
    const { user } = await openPlanner(client);
    await user.click(screen.getByTestId('add-mia'));
    await user.selectOptions(screen.getByLabelText('Daily reset (your time)'), '21:00');
    await user.selectOptions(screen.getByLabelText('Weekly reset'), 'Sunday');
    await waitFor(() => expect(client.last.request).toMatchObject({ resetHour: 21, weeklyResetDay: 0 }));
  });
});
