import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RunPlanAnswer } from '../../../src/engine/plan/runs-types';
import { loadPlans } from '../../../src/storage/plan-store';
import { BANNER_RUNS_KEY } from '../../../src/storage/runs-store';
import FakePlot from '../how-much-to/fake-uplot';
import { layOutPullGrids } from '../../support/pull-grid';
import { waitFor } from '../../support/wait';
import { FakePlanClient, answerWith, fixToday, group, openPlanner } from './support';
import { switchTo, backToSourceLanguage } from '../language';

/** Switching language on the plan view: the same screen, its fields, dialog and question kept, in other words. */

vi.mock('uplot', () => import('../how-much-to/fake-uplot'));
// A layout and a ResizeObserver for the charts, which jsdom has not.
layOutPullGrids();
vi.setConfig({ testTimeout: 30_000 });

afterEach(async () => {
  vi.useRealTimers();
  FakePlot.instances = [];
  await backToSourceLanguage();
});

const xLabels = () =>
  FakePlot.instances.map((p) => (p.options as unknown as { axes: { label: string }[] }).axes[0]!.label);

describe('switching language on the plan view', () => {
  it('keeps typed but unsaved fields, a chosen option and an open rename dialog', async () => {
    const { user } = await openPlanner();
    const screenBefore = screen.getByTestId('screen-plan');
    // Not a number: it stays as typed and is not saved. A valid amount is saved as it is typed.
    const perDay = within(group('Every day')).getByLabelText('Hydra Crystals');
    await user.clear(perDay);
    // Pasted whole: typed, "1" and "12" would be valid values on the way.
    await user.click(perDay);
    await user.paste('12a');
    const perWeek = within(group('Every week')).getByLabelText('Hydra Crystals');
    await user.clear(perWeek);
    await user.type(perWeek, '500');
    await user.selectOptions(screen.getByLabelText('Weekly reset'), 'Friday');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const name = within(screen.getByRole('dialog', { name: 'Rename plan' })).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Anniversaire');

    await switchTo('fr');
    const dialog = screen.getByRole('dialog', { name: 'Renommer le plan' });
    expect(within(dialog).getByLabelText('Nom')).toHaveValue('Anniversaire');
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expect(loadPlans()!.plans[0]!.name).toBe('My plan');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByRole('combobox', { name: 'Plan' })).toHaveDisplayValue('Anniversaire');

    // The same screen, not a new one: each field holds what was typed before the switch.
    expect(screen.getByTestId('screen-plan')).toBe(screenBefore);
    const daily = within(group('Chaque jour')).getByLabelText('Hydra Crystals');
    expect(daily).toHaveValue('12a');
    expect(daily).toHaveAccessibleDescription('Saisissez uniquement des chiffres, comme 1200.');
    expect(within(group('Chaque semaine')).getByLabelText('Hydra Crystals')).toHaveValue('500');
    expect(screen.getByLabelText('Réinitialisation hebdomadaire')).toHaveDisplayValue('Vendredi');
    expect(screen.getByTestId('plan-status')).toHaveTextContent(
      'Corrigez le champ marqué en rouge, et les probabilités suivront.',
    );
    const saved = loadPlans()!.plans[0]!;
    expect(saved).toMatchObject({ name: 'Anniversaire', weeklyResetDay: 5 });
    expect(saved.income.daily.crystals).toBe(0);
    expect(saved.income.weekly.crystals).toBe(500);

    await backToSourceLanguage();
    expect(within(group('Every day')).getByLabelText('Hydra Crystals')).toHaveValue('12a');
    expect(screen.getByTestId('plan-status')).toHaveTextContent('Correct the 1 field marked in red');
  });

  it('keeps the question being worked out: its progress and then its answer in the new words, asked once', async () => {
    fixToday('2031-02-10');
    const client = new FakePlanClient();
    const { user } = await openPlanner(client);
    await user.click(screen.getByTestId('add-mia'));
    await waitFor(() => expect(client.questions).toHaveLength(1));
    act(() => client.last.progress({ stage: 'exact', fraction: 0.4 }));
    expect(screen.getByTestId('plan-status')).toHaveTextContent('Working out your chances… 40%');

    await switchTo('fr');
    expect(screen.getByTestId('plan-status').textContent).toBe('Calcul de vos probabilités… 40\u00a0%');
    expect(screen.getByRole('progressbar', { name: 'Probabilités calculées' })).toHaveValue(0.4);
    act(() => client.last.resolve(answerWith(client.last.request, { chance: 0.5 })));
    const answer = await screen.findByTestId('plan-answer');
    expect(within(answer).getByTestId('answer-method')).toHaveTextContent(
      'Exact : calculé sur chaque état des compteurs de pity et SR.',
    );
    expect(within(answer).getByTestId('chance-all').textContent).toBe('50,00\u00a0%');
    await waitFor(() => expect(xLabels()).toEqual(expect.arrayContaining(['Jours à partir d’aujourd’hui', 'Tirages'])));
    expect(within(screen.getByTestId('chart-by-day')).getByRole('img')).toHaveAccessibleName(
      /^Probabilité d’obtenir toutes les cibles selon la date : 50\u00a0% d’ici le ven\. 29 août 2031, /,
    );

    // Back in the specified words: the chart is drawn again with them, and the planner is not asked again.
    await backToSourceLanguage();
    expect(within(answer).getByTestId('chance-all')).toHaveTextContent('50.00%');
    await waitFor(() => expect(xLabels().slice(-2)).toEqual(expect.arrayContaining(['Days from today', 'Pulls'])));
    expect(client.questions).toHaveLength(1);
    expect(client.last.signal?.aborted).toBe(false);
  });

  it('names banner runs and their dates in the new language, without asking the run planner again', async () => {
    fixToday('2026-12-01');
    localStorage.setItem(
      BANNER_RUNS_KEY,
      JSON.stringify({
        version: 1,
        runs: [{ id: 'run-1a2b3c', banner: 'limited', featured: 'hoyan', name: 'Hoyan rerun', end: '2027-01-05' }],
      }),
    );
    const client = new FakePlanClient();
    const { user } = await openPlanner(client);
    await user.click(screen.getByTestId('add-hoyan'));
    await waitFor(() => expect(client.runQuestions).toHaveLength(1));
    const answer: RunPlanAnswer = {
      method: 'exact',
      trials: 0,
      reason: null,
      order: [0],
      runs: [{ end: '2027-01-05', holdings: { crystals: 0, anima: 0, apex: 0 }, pulls: 1, chance: chance(0.25) }],
      targets: [chance(0.25)],
      chanceAll: chance(0.25),
    };
    act(() => client.lastRuns.resolve(answer));
    const rows = async () => {
      const table = await screen.findByTestId('run-chances');
      return within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent);
    };
    expect(await rows()).toEqual(['Hoyan rerun (until 2027-01-05), to Tue 5 Jan 20271 pull25.00%']);

    await switchTo('fr');
    expect(await rows()).toEqual([
      'Hoyan rerun (jusqu’au 5 janv. 2027), jusqu’au mar. 5 janv. 20271 tirage25,00\u00a0%',
    ]);
    const prefix = within(screen.getByTestId('chance-prefix')).getAllByRole('row')[1]!;
    expect(prefix.textContent).toMatch(/^1\. Hoyan ×1 sur Limited \(Hoyan rerun, jusqu’au 5 janv\. 2027\)/);
    expect(screen.getByRole('combobox', { name: 'Bannière pour Hoyan' })).toHaveDisplayValue('Limited');
    expect(client.runQuestions).toHaveLength(1);
  });
});

function chance(value: number) {
  return { value, low: value, high: value };
}
