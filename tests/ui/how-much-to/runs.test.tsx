import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { exactDistribution } from '../../../src/engine/odds/exact';
import { planRequest } from '../../../src/engine/odds/prepare';
import { exactFigures } from '../../../src/engine/odds/stats';
import { buildRules } from '../../../src/engine/pulls/rules';
import { BANNER_RUNS_KEY } from '../../../src/storage/runs-store';
import { layOutPullGrids } from '../../support/pull-grid';
import { controls, resetControls } from './fake-calc-client';
import FakePlot from './fake-uplot';
import { drawnCards, openHowMuchTo, pickButton, shownCards, shownPickNames } from './support';

vi.mock('../../../src/lib/calc-client', () => import('./fake-calc-client'));
vi.mock('uplot', () => import('./fake-uplot'));

/** How Much To on a Limited run: the run's character is offered and pulled for, with the run's exact odds. */

// The engine runs on the test's thread here, and machines running the suite may be busy.
vi.setConfig({ testTimeout: 30_000 });

const rules = buildRules(CHARACTERS);
const HOYAN = CHARACTERS.findIndex((c) => c.id === 'hoyan');
const FREYA = CHARACTERS.findIndex((c) => c.featuredLimited);
const HOYAN_RERUN = { id: 'run-1a2b3c', banner: 'limited', featured: 'hoyan', name: 'Hoyan rerun', end: '2027-01-05' };

layOutPullGrids();

beforeEach(() => {
  resetControls();
  FakePlot.instances = [];
  localStorage.clear();
});

describe('How Much To on a Limited run', () => {
  it('offers no run until the player has a Limited run', async () => {
    const { user } = await openHowMuchTo();
    await user.selectOptions(screen.getByLabelText('Banner'), 'limited');
    expect(screen.queryByRole('combobox', { name: 'Limited run' })).not.toBeInTheDocument();
  });

  it('offers the run’s character, drops what the run cannot give, and answers with the run’s exact odds', async () => {
    localStorage.setItem(BANNER_RUNS_KEY, JSON.stringify({ version: 1, runs: [HOYAN_RERUN] }));
    const { user } = await openHowMuchTo();
    expect(shownPickNames()).not.toContain('Hoyan');
    await user.selectOptions(screen.getByLabelText('Banner'), 'limited');
    await user.click(pickButton('Freya'));
    const run = screen.getByRole('combobox', { name: 'Limited run' });
    expect(
      within(run)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Freya Limited', 'Hoyan rerun (until 2027-01-05)']);

    await user.selectOptions(run, 'Hoyan rerun (until 2027-01-05)');
    // A past Limited character, pulled on no banner today, comes back first on its rerun.
    expect(shownPickNames()[0]).toBe('Hoyan');
    expect(pickButton('Freya')).toBeDisabled();
    expect(pickButton('Freya')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      '1 selected character removed: the run Hoyan rerun cannot give them.',
    );
    await user.click(pickButton('Hoyan'));
    await user.click(screen.getByRole('button', { name: 'Start' }));

    expect(await screen.findByTestId('odds-method')).toHaveTextContent(/^Method: Exact/);
    expect(controls.calls.map((call) => call.request)).toContainEqual({
      selection: [HOYAN],
      banner: 'limited',
      start: { pity: 0, sr: 0 },
      featured: HOYAN,
    });
    // Hoyan on his rerun is Freya on the specified banner: the same odds, exactly.
    const outcome = exactDistribution(
      planRequest(rules, { selection: [FREYA], banner: 'limited', start: { pity: 0, sr: 0 } }),
    );
    if (!outcome.ok) throw new Error('expected an exact answer');
    const { median } = exactFigures(outcome.distribution.pmf, outcome.distribution.cdf);
    expect(screen.getByTestId('odds-median')).toHaveTextContent(`${median.value.toLocaleString('en-US')} pulls`);
    // The sample run's top results are the run's character, the one asked for.
    await waitFor(() => expect(shownCards().length).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: 'Only SSR & ML' }));
    const tops = await drawnCards();
    expect(tops.length).toBeGreaterThan(0);
    expect(tops.every((card) => card.name === 'Hoyan' && card.rainbow)).toBe(true);
  });

  it('goes back to the banner’s own characters on the specified run', async () => {
    localStorage.setItem(BANNER_RUNS_KEY, JSON.stringify({ version: 1, runs: [HOYAN_RERUN] }));
    const { user } = await openHowMuchTo();
    await user.selectOptions(screen.getByLabelText('Banner'), 'limited');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Limited run' }), 'Hoyan rerun (until 2027-01-05)');
    await user.click(pickButton('Hoyan'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Limited run' }), 'Freya Limited');
    expect(shownPickNames()).not.toContain('Hoyan');
    expect(pickButton('Freya')).toBeEnabled();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      '1 selected character removed: the run Freya Limited cannot give them.',
    );
    expect(screen.getByRole('button', { name: 'Start' })).toBeDisabled();
  });

  it('forgets the run’s character when another tab removes the run, so Start never asks for him', async () => {
    localStorage.setItem(BANNER_RUNS_KEY, JSON.stringify({ version: 1, runs: [HOYAN_RERUN] }));
    const { user } = await openHowMuchTo();
    await user.selectOptions(screen.getByLabelText('Banner'), 'limited');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Limited run' }), 'Hoyan rerun (until 2027-01-05)');
    await user.click(pickButton('Hoyan'));
    await user.click(pickButton('Cachi guard'));
    expect(screen.getByText('2 selected')).toBeInTheDocument();

    // Another tab removes the run: this one hears of it through the storage event.
    const before = localStorage.getItem(BANNER_RUNS_KEY);
    localStorage.setItem(BANNER_RUNS_KEY, JSON.stringify({ version: 1, runs: [] }));
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: BANNER_RUNS_KEY,
          oldValue: before,
          newValue: localStorage.getItem(BANNER_RUNS_KEY),
        }),
      );
    });
    expect(screen.queryByRole('combobox', { name: 'Limited run' })).not.toBeInTheDocument();
    expect(shownPickNames()).not.toContain('Hoyan');
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByTestId('odds-method');
    expect(controls.calls.map((call) => call.request.selection)).toContainEqual([
      CHARACTERS.findIndex((c) => c.id === 'cachi-guard'),
    ]);
    expect(controls.calls.every((call) => !call.request.selection.includes(HOYAN))).toBe(true);
  });
});
