import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOURCE_LANGUAGE } from '../../../src/i18n/languages';
import { layOutPullGrids } from '../../support/pull-grid';
import { controls, resetControls } from './fake-calc-client';
import FakePlot from './fake-uplot';
import { openHowMuchTo, pickButton } from './support';
import { NNBSP, NBSP, switchTo, backToSourceLanguage, text } from '../language';

vi.mock('../../../src/lib/calc-client', () => import('./fake-calc-client'));
vi.mock('uplot', () => import('./fake-uplot'));

// The engine runs on the test's thread here, and machines running the suite may be busy.
vi.setConfig({ testTimeout: 30_000 });

layOutPullGrids();

beforeEach(() => {
  resetControls();
  FakePlot.instances = [];
  localStorage.clear();
});

afterEach(async () => {
  await backToSourceLanguage();
});

/** How Much To in a language, as a player who chose it earlier. */
async function openIn(language: string) {
  await switchTo(language);
  return openHowMuchTo();
}

/** Work on the test's thread may be slow on a busy machine: how long to wait for a run or its odds. */
const CALCULATION = { timeout: 20_000 };

/** Monte Carlo odds for the characters, held at a quarter of their trials until `release` is called. */
async function startHeldMonteCarlo(user: Awaited<ReturnType<typeof openHowMuchTo>>['user'], names: string[]) {
  const method = screen.getAllByRole('combobox').find((c) => c.querySelector('option[value="monte-carlo"]'))!;
  await user.selectOptions(method, 'monte-carlo');
  for (const name of names) await user.click(pickButton(name));
  let release: () => void = () => undefined;
  controls.monteCarloGate = new Promise((resolve) => (release = resolve));
  await user.click(screen.getByRole('button', { name: /^(Start|Démarrer)$/ }));
  await screen.findByRole('progressbar', {}, CALCULATION);
  return () => act(() => release());
}

describe('How Much To in each language', () => {
  it('reads the specified texts As specified, with its counts as they always were', async () => {
    const { user } = await openIn(SOURCE_LANGUAGE);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('How Much To');
    expect(screen.getByRole('heading', { name: 'Select characters' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide Characters' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Only SSR & ML' })).toBeInTheDocument();
    const release = await startHeldMonteCarlo(user, ['Cachi']);
    expect(screen.getByText(/^1 selected/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Summoning...' })).toBeDisabled();
    expect(screen.getByText('Monte Carlo: 25,000 / 100,000 trials')).toBeInTheDocument();
    await release();
    const method = await screen.findByTestId('odds-method', {}, CALCULATION);
    expect(method).toHaveTextContent('Method: Monte Carlo, 3,000 trials (95% confidence intervals)');
    expect(screen.getByText(/^Total Pulls: \d+$/)).toBeInTheDocument();
    expect(screen.getByText(/^SSR: \d+ pulls \(\d+\.\d\d%\)$/)).toBeInTheDocument();
    expect(screen.getByTestId('budget-answer')).toHaveTextContent(/^your chance is \d+\.\d\d% \(/);
  });

  it('reads every word in English', async () => {
    const { user } = await openIn('en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('How Much To');
    expect(screen.getByPlaceholderText('Search...')).toBeInTheDocument();
    expect(screen.getByLabelText('Banner')).toBeInTheDocument();
    expect(screen.getByLabelText('Starting pity (0–80)')).toBeInTheDocument();
    const release = await startHeldMonteCarlo(user, ['Holden', 'Heinrich']);
    expect(screen.getByText(/^2 selected/)).toBeInTheDocument();
    expect(screen.getByText('Monte Carlo: 25,000 / 100,000 trials')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Monte Carlo trials done' })).toBeInTheDocument();
    await release();
    expect(await screen.findByTestId('odds-method', {}, CALCULATION)).toHaveTextContent(
      'Method: Monte Carlo, 3,000 trials',
    );
    expect(screen.getByTestId('odds-median')).toHaveTextContent(/^[\d,]+( \([\d,]+–[\d,]+\))? pulls$/);
    expect(screen.getByTestId('budget-answer')).toHaveTextContent(/^your chance is \d+\.\d\d% \(/);
    expect(screen.getByTestId('screen-how-much-to').textContent).not.toMatch(/tirage|Probabilit|Méthode|chance est/);
  });

  it('reads every word in French, with French plurals, grouping and percents', async () => {
    const { user } = await openIn('fr');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Combien de tirages');
    expect(document.title).toMatch(/^Combien de tirages/);
    expect(screen.getByRole('heading', { name: 'Choisir des personnages' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Rechercher...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Masquer les personnages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seulement SSR et ML' })).toBeInTheDocument();
    expect(screen.getByLabelText('Pity de départ (0–80)')).toBeInTheDocument();
    await user.click(pickButton('Cachi'));
    expect(screen.getByText(/^1 sélectionné/)).toBeInTheDocument();
    await user.click(pickButton('Cachi'));
    const release = await startHeldMonteCarlo(user, ['Holden', 'Heinrich']);
    expect(screen.getByText(/^2 sélectionnés/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invocation...' })).toBeDisabled();
    expect(text(screen.getByTestId('progress'))).toBe(`Monte Carlo : 25${NNBSP}000 / 100${NNBSP}000 essaisAnnuler`);
    expect(screen.getByRole('progressbar', { name: 'Essais Monte Carlo effectués' })).toBeInTheDocument();
    await release();
    expect(text(await screen.findByTestId('odds-method', {}, CALCULATION))).toBe(
      `Méthode : Monte Carlo, 3${NNBSP}000 essais (intervalles de confiance à 95${NBSP}%)`,
    );
    expect(screen.getByRole('heading', { name: 'Probabilités' })).toBeInTheDocument();
    const results = screen.getByTestId('run-results');
    expect(text(results.querySelector('.hmt-total'))).toMatch(/^Total des tirages : [\d\u202f]+$/);
    expect(text(results.querySelector('.hmt-ssr'))).toMatch(/^SSR : \d+ tirages? \(\d+,\d\d\u00a0%\)$/);
    expect(text(screen.getByTestId('odds-median'))).toMatch(/^[\d\u202f]+( \([\d\u202f]+–[\d\u202f]+\))? tirages$/);
    expect(text(screen.getByTestId('budget-answer'))).toMatch(/^vos chances sont de \d+,\d\d\u00a0% \(/);
    expect(screen.getByLabelText('Avec')).toBeInTheDocument();
  });

  it('keeps the selection, typed fields and a running calculation across a switch', async () => {
    const { user } = await openIn(SOURCE_LANGUAGE);
    const pity = screen.getByLabelText(/Starting pity/);
    await user.clear(pity);
    await user.type(pity, '12');
    const release = await startHeldMonteCarlo(user, ['Holden', 'Heinrich']);
    await user.type(screen.getByPlaceholderText('Search...'), 'hold');

    await switchTo('fr');
    // The calculation runs on, now told in French; nothing typed or chosen is lost.
    expect(text(screen.getByTestId('progress'))).toBe(`Monte Carlo : 25${NNBSP}000 / 100${NNBSP}000 essaisAnnuler`);
    expect(screen.getByRole('button', { name: 'Invocation...' })).toBeDisabled();
    expect(screen.getByPlaceholderText('Rechercher...')).toHaveValue('hold');
    expect(screen.getByLabelText(/Pity de départ/)).toHaveValue(12);
    expect(screen.getByText(/^2 sélectionnés/)).toBeInTheDocument();
    expect(pickButton('Holden')).toHaveAttribute('aria-pressed', 'true');
    await release();
    expect(await screen.findByTestId('odds-method', {}, CALCULATION)).toHaveTextContent(/^Méthode : Monte Carlo/);
    expect(controls.calls[0]!.request.start).toEqual({ pity: 12, sr: 0 });

    // A notice is reworded by a switch, not left in the language it was made in.
    await user.clear(screen.getByPlaceholderText('Rechercher...'));
    await user.selectOptions(screen.getByLabelText('Bannière'), 'limited');
    const notice = screen.getAllByRole('status').find((s) => s.classList.contains('hmt-note'))!;
    expect(notice).toHaveTextContent(
      '2 personnages sélectionnés retirés : la bannière Limited ne peut pas les donner.',
    );
    await switchTo('en');
    expect(notice).toHaveTextContent('2 selected characters removed: the Limited banner cannot give them.');
    expect(screen.getByLabelText('Banner')).toHaveValue('limited');
    await waitFor(() => expect(within(screen.getByTestId('odds')).getByText('Median')).toBeInTheDocument());
  });
});
