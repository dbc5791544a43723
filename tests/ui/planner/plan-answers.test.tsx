import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { busyWith } from '../../../src/lib/activity';
import { SiteError } from '../../../src/storage/errors';
import FakePlot from '../how-much-to/fake-uplot';
import { layOutPullGrids } from '../../support/pull-grid';
import { FakePlanClient, answerWith, fixToday, group, openPlanner } from './support';
import { waitFor } from '../../support/wait';

vi.mock('uplot', () => import('../how-much-to/fake-uplot'));
layOutPullGrids();
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => vi.useRealTimers());

const indexOf = (id: string) => CHARACTERS.findIndex((c) => c.id === id);
const crystals = () => within(group('On hand')).getByLabelText('Hydra Crystals');

async function plannerWith(ids: string[]) {
  const client = new FakePlanClient();
  const app = await openPlanner(client);
  for (const id of ids) await app.user.click(screen.getByTestId(`add-${id}`));
  await waitFor(() => expect(client.questions.length).toBeGreaterThan(0));
  return app;
}

describe('asking the planner', () => {
  it('asks about the plan in the engine’s terms: roster indices, counters, amounts, and the local date and minute', async () => {
    fixToday('2031-02-10', '10:30');
    const { client } = await plannerWith(['freya', 'heinrich']);
    await waitFor(() => expect(client.last.request.targets).toHaveLength(2));
    expect(client.last.request).toMatchObject({
      targets: [
        { character: indexOf('freya'), copies: 1, banner: 'limited' },
        { character: indexOf('heinrich'), copies: 1, banner: 'ml' },
      ],
      counters: { limited: { pity: 0, sr: 0 }, perma: { pity: 0, sr: 0 }, ml: { pity: 0, sr: 0 } },
      onHand: { crystals: 0, anima: 0, apex: 0 },
      economy: { crystalsPerAnima: 100, crystalsPerApex: 300 },
      clock: { today: '2031-02-10', minuteOfDay: 630 },
      targetDate: '2031-03-03',
      resetHour: 5,
      weeklyResetDay: 1,
    });
  });

  it('asks once for a burst of typing, and drops the question a newer change replaces', async () => {
    const { client, user } = await plannerWith(['mia']);
    const before = client.questions.length;
    await user.clear(crystals());
    await user.type(crystals(), '12345');
    await waitFor(() => expect(client.last.request.onHand.crystals).toBe(12345));
    expect(client.questions.length - before).toBe(1);
    const pending = client.last;
    await user.type(crystals(), '6');
    await waitFor(() => expect(client.last.request.onHand.crystals).toBe(123456));
    expect(pending.signal?.aborted).toBe(true);
    expect(client.last.signal?.aborted).toBe(false);
    // The dropped question's late answer is never shown.
    act(() => pending.resolve(answerWith(pending.request, { chance: 0.9 })));
    await act(() => Promise.resolve());
    expect(screen.queryByTestId('plan-answer')).toBeNull();
  });

  it('holds back a reload into a new version while it works out an answer', async () => {
    const { client } = await plannerWith(['mia']);
    expect(busyWith()).toBe('answer');
    act(() => client.last.resolve(answerWith(client.last.request, { chance: 0.9 })));
    await waitFor(() => expect(busyWith()).toBeNull());
    expect(screen.getByTestId('plan-answer')).toBeInTheDocument();
  });

  it('shows how far the planner is', async () => {
    const { client } = await plannerWith(['mia']);
    act(() => client.last.progress({ stage: 'exact', fraction: 0.4 }));
    expect(screen.getByTestId('plan-status')).toHaveTextContent('Working out your chances… 40%');
    expect(screen.getByRole('progressbar', { name: 'Chances worked out' })).toHaveValue(0.4);
    act(() => client.last.progress({ stage: 'monte-carlo', fraction: 0.75 }));
    expect(screen.getByTestId('plan-status')).toHaveTextContent('Running Monte Carlo trials… 75%');
  });
});

describe('the answers', () => {
  it('shows an exact answer as exact: every chance, the pulls needed, what there will be, and the dates', async () => {
    fixToday('2031-02-10');
    const { client } = await plannerWith(['freya', 'mia']);
    await waitFor(() => expect(client.last.request.targets).toHaveLength(2));
    act(() => client.last.resolve(answerWith(client.last.request, { chance: 0.4321 })));
    const answer = await screen.findByTestId('plan-answer');
    expect(within(answer).getByTestId('chance-all')).toHaveTextContent(/^43\.21%$/);
    expect(answer).toHaveTextContent('Chance of every target by Mon 3 Mar 2031: 43.21%');
    expect(within(answer).getByTestId('answer-method')).toHaveTextContent(
      'Exact: worked out over every pity and SR counter state.',
    );
    const rows = within(within(answer).getByTestId('chance-prefix')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['1. Freya ×1 (Limited)53.21%', '2. Mia ×1 (Perma)43.21%']);
    expect(within(answer).getByTestId('pulls-for')).toHaveTextContent(
      '50% chance12090% chance26099% chancemore than 400',
    );
    expect(within(answer).getByTestId('budget')).toHaveTextContent(
      '1,250 Hydra Crystals, 20 Anima Prototypes and 3 Apex Prototypes. Best use of the crystals: 900 for 9 Anima ' +
        'Prototypes and 300 for 1 Apex Prototype, 50 left over. That is 29 pulls on Limited and Perma and 4 pulls on ML.',
    );
    expect(within(answer).getByTestId('date-for')).toHaveTextContent(
      '50% chance byMon 10 Mar 203190% chance bynot within two years',
    );
    expect(screen.getByTestId('plan-status')).toBeEmptyDOMElement();
  });

  it('draws the chance over the days and over the pulls, each with a text alternative', async () => {
    fixToday('2031-02-10');
    const { client } = await plannerWith(['mia']);
    act(() => client.last.resolve(answerWith(client.last.request)));
    const byDay = await screen.findByTestId('chart-by-day');
    const byPulls = screen.getByTestId('chart-by-pulls');
    // Chance d / 400 on day d, t / 300 within t pulls (the fake answer's curves).
    expect(within(byDay).getByRole('img')).toHaveAccessibleName(
      'Chance of every target by each date: 50% by Fri 29 Aug 2031, 90% by Thu 5 Feb 2032, 99% by Fri 12 Mar 2032.',
    );
    expect(within(byPulls).getByRole('img')).toHaveAccessibleName(
      'Chance of every target within a number of pulls: 50% within 150 pulls, 90% within 270 pulls, 99% within 297 pulls.',
    );
    await waitFor(() => expect(FakePlot.instances.length).toBeGreaterThanOrEqual(2));
    const labels = FakePlot.instances.map(
      (p) => (p.options as unknown as { axes: { label: string }[] }).axes[0]!.label,
    );
    expect(labels).toEqual(expect.arrayContaining(['Days from today', 'Pulls']));
  });

  it('shows a Monte Carlo answer with its trials and each chance’s 95% interval', async () => {
    const { client } = await plannerWith(['mia']);
    act(() => client.last.resolve(answerWith(client.last.request, { chance: 0.5, trials: 200_000, half: 0.0123 })));
    const answer = await screen.findByTestId('plan-answer');
    expect(within(answer).getByTestId('answer-method')).toHaveTextContent(
      'Monte Carlo, 200,000 trials: each chance with its 95% interval.',
    );
    expect(within(answer).getByTestId('chance-all')).toHaveTextContent('50.00% (48.77%–51.23%)');
  });

  it('keeps the last answer, marked as busy, while a changed plan is worked out', async () => {
    const { client, user } = await plannerWith(['mia']);
    act(() => client.last.resolve(answerWith(client.last.request, { chance: 0.25 })));
    await screen.findByTestId('plan-answer');
    await user.type(crystals(), '5');
    expect(screen.getByRole('region', { name: 'Your chances' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('chance-all')).toHaveTextContent('25.00%');
    await waitFor(() => expect(client.last.request.onHand.crystals).toBe(5));
    act(() => client.last.resolve(answerWith(client.last.request, { chance: 0.3 })));
    await waitFor(() => expect(screen.getByTestId('chance-all')).toHaveTextContent('30.00%'));
    expect(screen.getByRole('region', { name: 'Your chances' })).toHaveAttribute('aria-busy', 'false');
  });

  it('clears the answer when the plan can no longer be answered, and says why', async () => {
    const { client, user } = await plannerWith(['mia']);
    act(() => client.last.resolve(answerWith(client.last.request)));
    await screen.findByTestId('plan-answer');
    await user.click(screen.getByRole('button', { name: 'Remove Mia' }));
    expect(screen.queryByTestId('plan-answer')).toBeNull();
    expect(screen.getByTestId('plan-status')).toHaveTextContent(
      'Add a character you want, and the chances appear here.',
    );
  });
});

describe('when the planner does not answer', () => {
  it.each([
    [
      'refuses the plan',
      Object.assign(new Error('engine words'), { kind: 'banner-cannot-give' }),
      "The planner cannot answer this plan. A target's banner cannot give that character: choose another banner for it.",
    ],
    [
      'cannot start',
      new SiteError('engine-unavailable'),
      'The planner cannot start in this browser, so no chances can be worked out. Your plan is saved.',
    ],
    [
      'stops',
      new Error('worker died'),
      'The planner stopped unexpectedly. Your plan is saved; change it or reload the page to try again.',
    ],
  ])('says so in the player’s words when it %s', async (_label, error, words) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client } = await plannerWith(['mia']);
    act(() => client.last.reject(error));
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
    expect(screen.queryByTestId('plan-answer')).toBeNull();
    warn.mockRestore();
  });
});
