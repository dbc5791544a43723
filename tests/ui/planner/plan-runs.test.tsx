import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import type { RunPlanAnswer } from '../../../src/engine/plan/runs-types';
import { loadPlans, PULL_PLANS_KEY } from '../../../src/storage/plan-store';
import { BANNER_RUNS_KEY } from '../../../src/storage/runs-store';
import { savedPlan } from '../../support/plans';
import { waitFor } from '../../support/wait';
import { FakePlanClient, fixToday, openPlanner, shownTargets } from './support';

/** The plan view's targets on banner runs: chosen from the player's runs, kept with the plan, asked of the run planner. */

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.useRealTimers());

const indexOf = (id: string) => CHARACTERS.findIndex((c) => c.id === id);
const HOYAN_RERUN = { id: 'run-1a2b3c', banner: 'limited', featured: 'hoyan', name: 'Hoyan rerun', end: '2027-01-05' };
const FREYA_ENDS = { id: 'run-4d5e6f', banner: 'limited', featured: 'freya', name: 'Freya', end: '2026-12-10' };

function saveRuns(runs: readonly object[]): void {
  localStorage.setItem(BANNER_RUNS_KEY, JSON.stringify({ version: 1, runs }));
}

const runSelect = (name: string) => screen.getByRole('combobox', { name: `Run for ${name}` });
const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

const estimate = (value: number) => ({ value, low: value, high: value });

describe('plan targets on banner runs', () => {
  it('offer no run, nor any character only a run gives, while the player has no run', async () => {
    fixToday('2026-12-01');
    const { user } = await openPlanner();
    expect(screen.queryByTestId('add-hoyan')).toBeNull();
    await user.click(screen.getByTestId('add-freya'));
    await user.click(screen.getByTestId('add-marvell'));
    expect(screen.queryByRole('combobox', { name: /^Run for/ })).toBeNull();
    expect(loadPlans()!.plans[0]!.targets.every((t) => t.run === undefined)).toBe(true);
    // Plans on no run are stored as before, for the builds that read only those.
    expect(JSON.parse(localStorage.getItem(PULL_PLANS_KEY)!)).toMatchObject({ version: 1 });
  });

  it('add a character only a run gives on that run, and ask the run planner, labelled run by run', async () => {
    fixToday('2026-12-01');
    saveRuns([FREYA_ENDS, HOYAN_RERUN]);
    const client = new FakePlanClient();
    const { user } = await openPlanner(client);
    await user.click(screen.getByTestId('add-hoyan'));
    await user.click(screen.getByTestId('add-freya'));
    expect(shownTargets()).toEqual(['Hoyan ×1 Limited', 'Freya ×1 Limited']);
    // Hoyan has one run to be pulled on, so no choice; Freya has the specified banner and her dated run.
    expect(screen.queryByRole('combobox', { name: 'Run for Hoyan' })).toBeNull();
    expect(options(runSelect('Freya'))).toEqual(['Freya Limited', 'Freya (until 2026-12-10)']);
    await user.selectOptions(runSelect('Freya'), 'Freya (until 2026-12-10)');
    expect(screen.getByTestId('targets-said')).toHaveTextContent('Freya: Freya (until 2026-12-10).');

    const saved = loadPlans()!.plans[0]!.targets;
    expect(saved).toEqual([
      {
        character: 'hoyan',
        copies: 1,
        banner: 'limited',
        run: { featured: 'hoyan', name: 'Hoyan rerun', end: '2027-01-05' },
      },
      {
        character: 'freya',
        copies: 1,
        banner: 'limited',
        run: { featured: 'freya', name: 'Freya', end: '2026-12-10' },
      },
    ]);
    expect(JSON.parse(localStorage.getItem(PULL_PLANS_KEY)!)).toMatchObject({ version: 2 });

    // The plan's date is three weeks away (2026-12-22): Hoyan's run is pulled until then, Freya's until hers ends.
    // (On a slow machine the plan may rest long enough to be asked before Freya's run is chosen: the last question
    // is the one that counts.)
    await waitFor(() =>
      expect(client.lastRuns.request.runs).toEqual([
        { banner: 'limited', featured: indexOf('hoyan') },
        { banner: 'limited', featured: indexOf('freya'), end: '2026-12-10' },
      ]),
    );
    const asked = client.lastRuns;
    expect(asked.request.targets).toEqual([
      { character: indexOf('hoyan'), copies: 1, run: 0 },
      { character: indexOf('freya'), copies: 1, run: 1 },
    ]);
    expect(client.questions).toHaveLength(0);

    const answer: RunPlanAnswer = {
      method: 'exact',
      trials: 0,
      reason: null,
      order: [1, 0],
      runs: [
        { end: '2026-12-22', holdings: { crystals: 0, anima: 0, apex: 0 }, pulls: 40, chance: estimate(0.25) },
        { end: '2026-12-10', holdings: { crystals: 0, anima: 0, apex: 0 }, pulls: 20, chance: estimate(0.5) },
      ],
      targets: [estimate(0.25), estimate(0.5)],
      chanceAll: estimate(0.25),
    };
    act(() => asked.resolve(answer));
    expect(await screen.findByTestId('chance-all')).toHaveTextContent('25');
    const rows = within(screen.getByTestId('chance-prefix'))
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    // Freya's run ends first, so she is pulled first.
    expect(rows[0]).toMatch(/^1\. Freya ×1 on Limited \(Freya, until 2026-12-10\)50/);
    expect(rows[1]).toMatch(/^2\. Hoyan ×1 on Limited \(Hoyan rerun, until 2027-01-05\)25/);
    const runs = within(screen.getByTestId('run-chances'))
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(runs[0]).toMatch(/^Freya \(until 2026-12-10\), to Thu 10 Dec 202620 pulls50/);
    expect(runs[1]).toMatch(/^Hoyan rerun \(until 2027-01-05\), to Tue 22 Dec 202640 pulls25/);
    expect(screen.getByTestId('answer-method')).toHaveTextContent('Exact');
  });

  it('keep the plan’s own copy of a run the player later removed, and say so', async () => {
    fixToday('2026-12-01');
    const plan = savedPlan('a', 'Rerun', {
      targetDate: '2026-12-20',
      income: {
        daily: { crystals: 0, anima: 0, apex: 0 },
        weekly: { crystals: 0, anima: 0, apex: 0 },
        monthly: { crystals: 0, anima: 0, apex: 0 },
        events: [],
      },
      targets: [
        {
          character: 'marvell',
          copies: 1,
          banner: 'limited',
          run: { featured: 'hoyan', name: 'Hoyan rerun', end: '2026-12-15' },
        },
      ],
    });
    localStorage.setItem(PULL_PLANS_KEY, JSON.stringify({ version: 2, activeId: 'a', plans: [plan] }));
    const client = new FakePlanClient();
    await openPlanner(client);
    expect(options(runSelect('Marvell'))).toEqual([
      'Freya Limited',
      'Hoyan rerun (until 2026-12-15), as this plan keeps it',
    ]);
    expect(runSelect('Marvell')).toHaveDisplayValue('Hoyan rerun (until 2026-12-15), as this plan keeps it');
    await waitFor(() => expect(client.runQuestions.length).toBeGreaterThan(0));
    expect(client.lastRuns.request.runs).toEqual([
      { banner: 'limited', featured: indexOf('hoyan'), end: '2026-12-15' },
    ]);
  });

  it('say a run that has ended, or starts after the plan’s date, cannot be pulled on, and ask nothing', async () => {
    fixToday('2026-12-11');
    saveRuns([FREYA_ENDS]);
    const ended = savedPlan('a', 'Late', {
      targetDate: '2026-12-30',
      targets: [
        {
          character: 'freya',
          copies: 1,
          banner: 'limited',
          run: { featured: 'freya', name: 'Freya', end: '2026-12-10' },
        },
      ],
    });
    localStorage.setItem(PULL_PLANS_KEY, JSON.stringify({ version: 2, activeId: 'a', plans: [ended] }));
    const client = new FakePlanClient();
    const { user } = await openPlanner(client);
    expect(screen.getByTestId('plan-status')).toHaveTextContent(
      'Freya ×1 on Limited (Freya, until 2026-12-10): that run ended on Thu 10 Dec 2026, so nothing more can be pulled on it.',
    );
    // Back on the banner as specified, it is answered by the planner as before.
    await user.selectOptions(runSelect('Freya'), 'Freya Limited');
    await waitFor(() => expect(client.questions.length).toBe(1));
    expect(client.runQuestions).toHaveLength(0);
    expect(JSON.parse(localStorage.getItem(PULL_PLANS_KEY)!)).toMatchObject({ version: 1 });
  });
});
