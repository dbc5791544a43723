import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { exactDistribution } from '../../../src/engine/odds/exact';
import { planRequest } from '../../../src/engine/odds/prepare';
import type { CalcRequest } from '../../../src/engine/odds/prepare';
import { runUntilObtained } from '../../../src/engine/odds/run';
import { chanceWithin, exactFigures } from '../../../src/engine/odds/stats';
import { createRng } from '../../../src/engine/pulls/rng';
import { buildRules } from '../../../src/engine/pulls/rules';
import { BACKUP_RECORD_KEY } from '../../../src/storage/backup-record';
import { controls, resetControls } from './fake-calc-client';
import FakePlot from './fake-uplot';
import { layOutPullGrids } from '../../support/pull-grid';
import { drawnCards, openHowMuchTo, pickButton, shownCards, shownPickNames } from './support';

vi.mock('../../../src/lib/calc-client', () => import('./fake-calc-client'));
vi.mock('uplot', () => import('./fake-uplot'));

layOutPullGrids();

beforeEach(() => {
  resetControls();
  FakePlot.instances = [];
});

const rules = buildRules(CHARACTERS);
const indexOf = (id: string) => CHARACTERS.findIndex((c) => c.id === id);
const nameOf = (id: string) => CHARACTERS[indexOf(id)]!.name;

/** What the screen should show for a selection: the engine's run for the fake's seed and its exact odds. */
function expected(ids: string[]) {
  const request: CalcRequest = {
    selection: ids.map(indexOf).sort((a, b) => a - b),
    banner: 'perma',
    start: { pity: 0, sr: 0 },
  };
  const plan = planRequest(rules, request);
  const run = runUntilObtained(rules, plan, createRng(1));
  const odds = () => {
    const outcome = exactDistribution(plan);
    if (!outcome.ok) throw new Error('expected an exact answer');
    const { pmf, cdf } = outcome.distribution;
    return { distribution: outcome.distribution, figures: exactFigures(pmf, cdf) };
  };
  return { request, run, odds };
}

const startButton = () => screen.getByRole('button', { name: /^(Start|Summoning\.\.\.)$/ });

// The engine runs on the test's thread here, and machines running the suite may be busy.
vi.setConfig({ testTimeout: 30_000 });

describe('How Much To: picking characters', () => {
  it('lists every character but the two that cannot be pulled, LD first, in a two-column grid', async () => {
    await openHowMuchTo();
    expect(screen.getByRole('heading', { name: 'Select characters' })).toBeInTheDocument();
    const names = shownPickNames();
    const pullable = CHARACTERS.filter((c) => c.pullable).map((c) => c.name);
    expect([...names].sort()).toEqual([...pullable].sort());
    for (const c of CHARACTERS.filter((x) => !x.pullable)) expect(names).not.toContain(c.name);
    expect(names.slice(0, 7)).toEqual(['Freya', 'Marvell', 'Valerian', 'Cachi guard', 'Dorothy', 'Victor', 'Diting']);
    expect(screen.getByRole('list', { name: 'Characters' })).toHaveClass('hmt-picker');
  });

  it('filters by name from the Search... box, ignoring case', async () => {
    const { user } = await openHowMuchTo();
    const search = screen.getByPlaceholderText('Search...');
    await user.type(search, 'CHI');
    expect(shownPickNames()).toEqual(['Cachi guard', 'Chiaki', 'Chiaki echo', 'Cachi']);
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(shownPickNames()).toEqual([]);
    expect(screen.getByText('No character matches “zzz”.')).toBeInTheDocument();
    await user.clear(search);
    expect(shownPickNames()).toHaveLength(CHARACTERS.filter((c) => c.pullable).length);
  });

  it('toggles a character by click and by keyboard, highlighting the selected ones', async () => {
    const { user } = await openHowMuchTo();
    const holden = pickButton('Holden');
    expect(holden).toHaveAttribute('aria-pressed', 'false');
    await user.click(holden);
    expect(holden).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/1 selected/)).toBeInTheDocument();
    await user.click(holden);
    expect(holden).toHaveAttribute('aria-pressed', 'false');

    act(() => pickButton('Mia').focus());
    await user.keyboard('{Enter}');
    expect(pickButton('Mia')).toHaveAttribute('aria-pressed', 'true');
    await user.tab();
    expect(document.activeElement).toBe(pickButton('Lilith'));
    await user.keyboard(' ');
    expect(pickButton('Lilith')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/2 selected/)).toBeInTheDocument();
    // The search keeps the selection of characters it hides.
    await user.type(screen.getByPlaceholderText('Search...'), 'mia');
    expect(shownPickNames()).toEqual(['Mia']);
    expect(screen.getByText(/2 selected/)).toBeInTheDocument();
  });

  it('hides and shows the panel', async () => {
    const { user } = await openHowMuchTo();
    const toggle = screen.getByRole('button', { name: 'Hide Characters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(screen.queryByTestId('character-panel')).not.toBeInTheDocument();
    expect(toggle).toHaveTextContent('Show Characters');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByTestId('character-panel')).toBeInTheDocument();
    expect(toggle).toHaveTextContent('Hide Characters');
  });

  it('disables what the chosen banner cannot give and drops it from the selection', async () => {
    const { user } = await openHowMuchTo();
    await user.click(pickButton('Holden'));
    await user.click(pickButton('Freya'));
    await user.click(pickButton('Marvell'));
    await user.selectOptions(screen.getByLabelText('Banner'), 'limited');
    expect(pickButton('Holden')).toBeDisabled();
    expect(pickButton('Holden')).toHaveAttribute('aria-pressed', 'false');
    expect(pickButton('Heinrich')).toBeDisabled();
    expect(pickButton('Freya')).toHaveAttribute('aria-pressed', 'true');
    expect(pickButton('Marvell')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      '1 selected character removed: the Limited banner cannot give them.',
    );
    await user.click(pickButton('Holden'));
    expect(pickButton('Holden')).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('How Much To: the run', () => {
  it('cannot start with nothing selected; reads Summoning... and is disabled while running', async () => {
    const { user } = await openHowMuchTo();
    expect(startButton()).toHaveTextContent('Start');
    expect(startButton()).toBeDisabled();
    await user.click(pickButton('Cachi'));
    expect(startButton()).toBeEnabled();
    let release: () => void = () => undefined;
    controls.runGate = new Promise((resolve) => (release = resolve));
    await user.click(startButton());
    expect(startButton()).toHaveTextContent('Summoning...');
    expect(startButton()).toBeDisabled();
    await user.click(startButton());
    expect(controls.calls.filter((c) => c.kind === 'simulate')).toHaveLength(1);
    act(() => release());
    await waitFor(() => expect(startButton()).toHaveTextContent('Start'));
    expect(startButton()).toBeEnabled();
    await user.click(pickButton('Cachi'));
    expect(startButton()).toBeDisabled();
  });

  it('pulls on Perma from zero and shows the totals and the cards as specified', async () => {
    const ids = ['holden', 'heinrich', 'marvell', 'cachi'];
    const { run, request } = expected(ids);
    const { user } = await openHowMuchTo();
    for (const id of ids) await user.click(pickButton(nameOf(id)));
    await user.click(startButton());
    await screen.findByTestId('run-results');
    expect(controls.calls[0]).toEqual({ kind: 'simulate', request });

    const n = run.chars.length;
    expect(screen.getByText(`Total Pulls: ${n}`)).toBeInTheDocument();
    const ssr = [...run.chars].filter((c) => CHARACTERS[c]!.rarity === 'ssr').length;
    expect(screen.getByText(`SSR: ${ssr} pulls (${((ssr / n) * 100).toFixed(2)}%)`)).toBeInTheDocument();

    // The grid draws its cards a moment after the totals (at transition priority).
    await waitFor(() => expect(shownCards().length).toBeGreaterThan(12));
    const cards = await drawnCards();
    const selected = new Set(ids.map(nameOf));
    cards.forEach((card, i) => {
      const c = CHARACTERS[run.chars[i]!]!;
      expect(card.name).toBe(c.name);
      expect(card.number).toBe(`Pull #${i + 1}`);
      expect(card.rarity).toBe(c.rarity);
      const type = run.types[i]!;
      expect(card.pity).toBe(type === 0 ? null : type === 1 ? 'soft pity' : 'hard pity');
      expect(card.pityClass).toBe(['pity-none', 'pity-soft', 'pity-hard'][type]);
      expect(card.rainbow).toBe(selected.has(c.name));
    });
    // Cachi (an r) turns up within the first dozen pulls of this run, with the rainbow.
    expect(cards.some((c) => c.rainbow && c.name === 'Cachi')).toBe(true);
  });

  it('filters the cards: Only SSR & ML and Only SR, never both, Show All undoing either', async () => {
    const ids = ['holden', 'heinrich', 'marvell', 'kazami'];
    const { run } = expected(ids);
    const { user } = await openHowMuchTo();
    for (const id of ids) await user.click(pickButton(nameOf(id)));
    await user.click(startButton());
    await screen.findByTestId('run-results');

    const top = screen.getByRole('button', { name: 'Only SSR & ML' });
    const sr = screen.getByRole('button', { name: 'Only SR' });
    await user.click(top);
    expect(top).toHaveTextContent('Show All');
    expect(top).toHaveAttribute('aria-pressed', 'true');
    const topCards = await drawnCards();
    const expectedTop = [...run.chars].flatMap((c, i) =>
      ['ssr', 'ml'].includes(CHARACTERS[c]!.rarity) ? [`Pull #${i + 1}`] : [],
    );
    expect(topCards.map((c) => c.number)).toEqual(expectedTop.slice(0, topCards.length));
    expect(topCards.every((c) => c.rarity === 'ssr' || c.rarity === 'ml')).toBe(true);
    expect(topCards.some((c) => c.name === 'Holden' && c.rainbow)).toBe(true);

    await user.click(sr);
    expect(sr).toHaveTextContent('Show All');
    expect(top).toHaveTextContent('Only SSR & ML');
    expect(top).toHaveAttribute('aria-pressed', 'false');
    const srCards = await drawnCards();
    expect(srCards.length).toBeGreaterThan(0);
    expect(srCards.every((c) => c.rarity === 'sr')).toBe(true);

    await user.click(sr);
    expect(sr).toHaveTextContent('Only SR');
    expect((await drawnCards())[0]?.number).toBe('Pull #1');
  });

  it(
    'finishes a selection of every pullable character and renders its cards at once',
    { timeout: 60_000 },
    async () => {
      const { user } = await openHowMuchTo();
      // Found by test id: looking each of 62 buttons up by its accessible name walks the whole panel every time, which
      // on a busy machine took longer than the test's time. Picking by name is tested above.
      for (const c of CHARACTERS.filter((x) => x.pullable)) await user.click(screen.getByTestId(`pick-${c.id}`));
      expect(
        screen.getByText(new RegExp(`${CHARACTERS.filter((x) => x.pullable).length} selected`)),
      ).toBeInTheDocument();
      await user.click(startButton());
      const results = await screen.findByTestId('run-results', {}, { timeout: 20_000 });
      const total = Number(
        within(results)
          .getByText(/^Total Pulls:/)
          .textContent!.replace(/\D/g, ''),
      );
      expect(total).toBeGreaterThan(1000);
      await waitFor(() =>
        expect(screen.getAllByRole('listitem').find((li) => li.getAttribute('aria-setsize'))).toHaveAttribute(
          'aria-setsize',
          String(total),
        ),
      );
      // Too big for the exact chain: the odds come from Monte Carlo.
      expect(await screen.findByTestId('odds-method', {}, { timeout: 30_000 })).toHaveTextContent(/Monte Carlo/);
      expect(controls.calls.map((c) => c.kind)).toEqual(['simulate', 'exact', 'monte-carlo']);
    },
  );

  it('leaves the player history, pity counters, summon count and cookies untouched', async () => {
    const stored = {
      summons: JSON.stringify([
        { character: 'mia', banner: 'perma', pityCount: 3, pityType: 'no pity', pullNumber: 7 },
      ]),
      pityCounters: JSON.stringify({ limited: 4, perma: 3, ml: 0 }),
      summonCount: '7',
      theme: 'dark',
    };
    for (const [k, v] of Object.entries(stored)) localStorage.setItem(k, v);
    document.cookie = 'summonCount=7; path=/';
    const before = { ...localStorage };
    const cookies = document.cookie;
    const { user } = await openHowMuchTo();
    await user.click(pickButton('Cachi'));
    await user.click(pickButton('Holden'));
    await user.click(startButton());
    await screen.findByTestId('odds');
    // The backup reminder's own record (when this browser last exported) may be written on any screen; nothing else.
    const after: Record<string, string> = { ...localStorage };
    delete after[BACKUP_RECORD_KEY];
    expect(after).toEqual(before);
    expect(document.cookie).toBe(cookies);
  });
});

describe('How Much To: the odds', () => {
  it('shows exact figures, the chart in the theme and the budget answer', async () => {
    const ids = ['holden', 'cachi'];
    const { distribution, figures } = expected(ids).odds();
    const { user } = await openHowMuchTo();
    for (const id of ids) await user.click(pickButton(nameOf(id)));
    await user.click(startButton());

    expect(await screen.findByTestId('odds-method')).toHaveTextContent(/^Method: Exact/);
    const fmt = (n: number) => n.toLocaleString('en-US');
    expect(screen.getByTestId('odds-mean')).toHaveTextContent(
      `${figures.mean.value.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} pulls`,
    );
    expect(screen.getByTestId('odds-median')).toHaveTextContent(`${fmt(figures.median.value)} pulls`);
    expect(screen.getByTestId('odds-p90')).toHaveTextContent(`${fmt(figures.p90.value)} pulls`);
    expect(screen.getByTestId('odds-p99')).toHaveTextContent(`${fmt(figures.p99.value)} pulls`);
    expect(screen.getByRole('img', { name: /50% by .* pulls, 90% by .* pulls, 99% by/ })).toBeInTheDocument();

    // The chart: P(all within x) in percent against pulls, in the dark theme's accent.
    await waitFor(() => expect(FakePlot.instances).toHaveLength(1));
    const [plot] = FakePlot.instances;
    const [xs, ys] = plot!.data;
    expect(xs.length).toBeGreaterThan(100);
    xs.forEach((x, i) => expect(ys[i]).toBeCloseTo(distribution.cdf[x]! * 100, 9));
    expect(xs[0]).toBe(0);
    expect(xs.at(-1)).toBeGreaterThan(figures.p99.value);
    expect(ys.every((y, i) => i === 0 || y >= ys[i - 1]!)).toBe(true);
    const darkStroke = plot!.options.series[1]!.stroke;
    expect(darkStroke).toBe('#b792ff');

    // Switching the theme redraws the chart in the other palette.
    await user.click(screen.getByRole('button', { name: /light theme|switch to light|theme/i }));
    await waitFor(() => expect(FakePlot.instances).toHaveLength(2));
    expect(plot!.destroyed).toBe(true);
    expect(FakePlot.instances[1]!.options.series[1]!.stroke).toBe('#6b2fa3');

    // The budget starts at the median and answers for any number of pulls.
    const budget = screen.getByLabelText('With');
    expect(budget).toHaveValue(figures.median.value);
    await user.clear(budget);
    await user.type(budget, '1500');
    const chance = chanceWithin(distribution.cdf, 1500).value;
    expect(screen.getByTestId('budget-answer')).toHaveTextContent(`your chance is ${(chance * 100).toFixed(2)}%`);
    await user.clear(budget);
    expect(screen.getByTestId('budget-answer')).toHaveTextContent('enter a number of pulls');
  });

  it('uses the starting pity, SR counter and banner the player gives', async () => {
    const { user } = await openHowMuchTo();
    await user.selectOptions(screen.getByLabelText('Banner'), 'limited');
    await user.click(pickButton('Freya'));
    const pity = screen.getByLabelText(/Starting pity/);
    await user.clear(pity);
    await user.type(pity, '79');
    const sr = screen.getByLabelText(/SR counter/);
    await user.clear(sr);
    await user.type(sr, '42');
    await user.tab();
    expect(sr).toHaveValue(9);
    await user.click(startButton());
    await screen.findByTestId('odds');
    expect(controls.calls[0]!.request).toEqual({
      selection: [indexOf('freya')],
      banner: 'limited',
      start: { pity: 79, sr: 9 },
    });
    // From pity 79 the featured character comes on pull 1 (16%) or 2 (hard pity).
    expect(screen.getByTestId('odds-p90')).toHaveTextContent('2 pulls');
  });

  it('runs Monte Carlo with progress and intervals when asked', async () => {
    const { user } = await openHowMuchTo();
    await user.selectOptions(screen.getByLabelText('Odds method'), 'monte-carlo');
    await user.click(pickButton('Cachi'));
    let release: () => void = () => undefined;
    controls.monteCarloGate = new Promise((resolve) => (release = resolve));
    await user.click(startButton());
    const progress = await screen.findByRole('progressbar', { name: 'Monte Carlo trials done' });
    expect(progress).toHaveAttribute('value', '25000');
    expect(screen.getByText('Monte Carlo: 25,000 / 100,000 trials')).toBeInTheDocument();
    expect(screen.queryByTestId('odds')).not.toBeInTheDocument();
    act(() => release());
    expect(await screen.findByTestId('odds-method')).toHaveTextContent('Method: Monte Carlo, 3,000 trials');
    expect(screen.getByTestId('odds-mean')).toHaveTextContent(/^[\d.,]+ ± [\d.,]+ pulls$/);
    expect(screen.getByTestId('odds-median')).toHaveTextContent(/^[\d,]+ \([\d,]+–[\d,]+\) pulls$/);
    expect(screen.getByTestId('budget-answer')).toHaveTextContent(/your chance is [\d.]+% \([\d.]+%–[\d.]+%\)/);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(controls.calls.map((c) => c.kind)).toEqual(['simulate', 'monte-carlo']);
  });

  it('cancel stops the odds and shows none of them', async () => {
    const { user } = await openHowMuchTo();
    await user.selectOptions(screen.getByLabelText('Odds method'), 'monte-carlo');
    await user.click(pickButton('Cachi'));
    controls.monteCarloGate = new Promise(() => undefined);
    await user.click(startButton());
    await screen.findByRole('progressbar');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByTestId('odds-cancelled')).toHaveTextContent('Cancelled: no odds were kept.');
    expect(controls.terminated).toBe(1);
    expect(screen.queryByTestId('odds')).not.toBeInTheDocument();
    expect(screen.queryByTestId('odds-method')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(startButton()).toHaveTextContent('Start');
    expect(startButton()).toBeEnabled();
    // The run itself was complete before the cancel, so it stays.
    expect(screen.getByTestId('run-results')).toBeInTheDocument();
  });

  it('shows a worker failure as a message, not a blank screen', async () => {
    const { user } = await openHowMuchTo();
    await user.click(pickButton('Cachi'));
    controls.failWith = new Error('The background worker stopped unexpectedly: out of memory');
    await user.click(startButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The calculator failed: The background worker stopped unexpectedly: out of memory',
    );
    expect(screen.getByTestId('screen-how-much-to')).toBeInTheDocument();
    expect(startButton()).toBeEnabled();
    controls.failWith = null;
    await user.click(startButton());
    await screen.findByTestId('odds');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
