import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { createEngineApi } from '../../../src/engine/api';
import { runHistoryBatch } from '../../../src/engine/history/pack';
import { buildRules } from '../../../src/engine/pulls/rules';
import { SOURCE_LANGUAGE } from '../../../src/i18n/languages';
import type { BatchRunner } from '../../../src/lib/summons/batch';
import { layOutPullGrids } from '../../support/pull-grid';
import { renderApp } from '../render-app';
import { drawnCards, freshStore } from './support';
import { NNBSP, switchTo, backToSourceLanguage } from '../language';

vi.setConfig({ testTimeout: 30_000 });
layOutPullGrids();

beforeEach(() => {
  localStorage.clear();
  freshStore();
});

afterEach(async () => {
  await backToSourceLanguage();
});

type User = ReturnType<typeof userEvent.setup>;

/** Opens the Summon screen in a language, as a player who chose it earlier, once the history is read. */
async function openSummonsIn(language: string): Promise<User> {
  await switchTo(language);
  const user = userEvent.setup();
  renderApp('/summons');
  await screen.findByTestId('result-count', {}, { timeout: 10_000 });
  return user;
}

const text = (testId: string) => screen.getByTestId(testId).textContent;

/** Types a count and a seed (fields named in the language shown) and presses that count's button. */
async function pullSeeded(user: User, names: { count: string; seed: string; pull: (n: number) => string }, n: number) {
  await user.clear(screen.getByLabelText(names.seed));
  await user.type(screen.getByLabelText(names.seed), '7');
  await user.clear(screen.getByLabelText(names.count));
  await user.type(screen.getByLabelText(names.count), String(n));
  await user.click(screen.getByRole('button', { name: names.pull(n) }));
}

async function newestCardReads(number: string) {
  await waitFor(() => expect(screen.getAllByTestId('pull-card')[0]).toHaveTextContent(number));
  return drawnCards();
}

const SPECIFIED = { count: 'Custom pull count', seed: 'Seed (optional)', pull: (n: number) => `Pull ${n}` };
const FRENCH = { count: 'Nombre de tirages au choix', seed: 'Graine (facultative)', pull: (n: number) => `Tirer ${n}` };

describe('the Summon screen in each language', () => {
  it('reads the specified texts As specified, with the site’s en-US numbers', async () => {
    const user = await openSummonsIn(SOURCE_LANGUAGE);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Perma Summon');
    expect(document.title).toMatch(/^Summon ·/);
    for (const name of ['Pull x1', 'Pull x10', 'Pull x85', 'Pull 300', 'Delete all summons', 'Display only SR']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(text('ssr-average')).toBe('SSR average : 0 / 0 pulls (0.00%)');
    expect(text('result-count')).toBe('0 results');

    await pullSeeded(user, SPECIFIED, 1000);
    await waitFor(() => expect(text('result-count')).toBe('1,000 results'));
    expect(text('ssr-average')).toMatch(/^SSR average : \d+ \/ 1,000 pulls \(\d+\.\d\d%\)$/);
    expect(screen.getByRole('columnheader', { name: /Whole history/ })).toHaveTextContent('1,000 pulls');
    expect((await newestCardReads('Pull #1000'))[0]?.number).toBe('Pull #1000');
  });

  it('reads every word in English, with English plurals', async () => {
    const user = await openSummonsIn('en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Perma Summon');
    expect(text('ssr-average')).toBe('SSR average: 0 / 0 pulls (0.00%)');
    expect(screen.getByRole('button', { name: 'Pull x10' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Filter results' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pull x1' }));
    await waitFor(() => expect(text('result-count')).toBe('1 result'));
    expect(text('ssr-average')).toMatch(/^SSR average: \d \/ 1 pull \(\d+\.\d\d%\)$/);
    expect(screen.getByRole('columnheader', { name: /Whole history/ }).textContent).toMatch(/history1 pull$/);

    await pullSeeded(user, SPECIFIED, 1000);
    await waitFor(() => expect(text('result-count')).toBe('1,001 results'));
    expect(text('summon-count')).toBe('1,001');
    expect((await newestCardReads('Pull #1001'))[0]?.number).toBe('Pull #1001');
    expect(screen.queryByText(/Tirer|Invocation|tirages?\b|Compteur|Graine/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Set counters' }));
    await user.clear(screen.getByLabelText('Pity counter (0–80)'));
    await user.type(screen.getByLabelText('Pity counter (0–80)'), '81');
    await user.click(screen.getByRole('button', { name: 'Save counters' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The pity counter must be a whole number from 0 to 80 and the SR counter from 0 to 9.',
    );
  });

  it('reads every word in French, game words kept, with French plurals and numbers', async () => {
    const user = await openSummonsIn('fr');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Invocation Perma');
    expect(document.title).toMatch(/^Invocation ·/);
    for (const name of ['Tirer x1', 'Tirer x10', 'Tirer x85', 'Tirer 300', 'Supprimer toutes les invocations']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Afficher seulement les SSR et ML' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Bannières' })).toHaveTextContent('LimitedPermaML');
    expect(text('ssr-average')).toMatch(/^Moyenne SSR : 0 \/ 0 tirage \(0,00[\u00a0\u202f]%\)$/);
    // French counts zero as one: "0 résultat".
    expect(text('result-count')).toBe('0 résultat');
    expect(text('results-empty')).toMatch(/^Aucune invocation pour l’instant : appuyez sur Tirer x1/);

    await user.click(screen.getByRole('button', { name: 'Tirer x1' }));
    await waitFor(() => expect(text('result-count')).toBe('1 résultat'));
    expect((await newestCardReads('Tirage #1'))[0]?.number).toBe('Tirage #1');

    await pullSeeded(user, FRENCH, 1000);
    await waitFor(() => expect(text('result-count')).toBe(`1${NNBSP}001 résultats`));
    expect(text('summon-count')).toBe(`1${NNBSP}001`);
    expect(text('ssr-average')).toMatch(
      new RegExp(`^Moyenne SSR : \\d+ / 1${NNBSP}001 tirages \\(\\d+,\\d\\d[\u00a0\u202f]%\\)$`),
    );
    // Read as written: toHaveTextContent would fold the narrow no-break space into a plain one.
    expect(screen.getByRole('columnheader', { name: /Tout l’historique/ }).textContent).toContain(
      `1${NNBSP}001 tirages`,
    );
    expect(text('stats-ssr')).toMatch(/attendu \d+,\d\d[\u00a0\u202f]%/);

    await user.click(screen.getByRole('button', { name: 'Supprimer toutes les invocations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer toutes les invocations ?' });
    expect(dialog.textContent).toContain(`Cela supprime les 1${NNBSP}001 tirages de votre historique`);
    expect(dialog).toHaveTextContent('compteur de pity de la bannière Perma à 0');
    expect(within(dialog).getByRole('button', { name: 'Les garder' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
  });

  it('keeps the chosen banner, toggle, seed and an unsaved counter through a switch', async () => {
    const user = await openSummonsIn(SOURCE_LANGUAGE);
    await user.click(screen.getByRole('button', { name: 'ML' }));
    await user.click(screen.getByRole('button', { name: 'Display only SR' }));
    await user.type(screen.getByLabelText('Seed (optional)'), '123');
    await user.click(screen.getByRole('button', { name: 'Set counters' }));
    await user.clear(screen.getByLabelText('Pity counter (0–80)'));
    await user.type(screen.getByLabelText('Pity counter (0–80)'), '42');

    await switchTo('fr');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Invocation ML');
    expect(screen.getByRole('button', { name: 'ML' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Afficher seulement les SR' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Graine (facultative)')).toHaveValue('123');
    // The results and the statistics are memoised apart from the page: they follow the switch all the same.
    expect(text('result-count')).toBe('0 résultat');
    expect(text('results-empty')).toMatch(/^Aucun SR parmi vos invocations/);
    expect(screen.getByRole('heading', { name: 'Statistiques' })).toBeInTheDocument();
    expect(screen.getByLabelText('Compteur de pity (0–80)')).toHaveValue(42);
    await user.click(screen.getByRole('button', { name: 'Enregistrer les compteurs' }));
    await waitFor(() => expect(text('pity-counter')).toBe('42'));
  });

  it('keeps a running batch going through a switch, and shows its results in the new language', async () => {
    const rules = buildRules(CHARACTERS);
    const api = createEngineApi(rules);
    let open = () => {};
    const opened = new Promise<void>((resolve) => (open = resolve));
    // The batch reports a quarter done, then waits for the test before it draws its pulls.
    const runner: BatchRunner = async (request, onProgress) => {
      await onProgress(Math.floor(request.count / 4), request.count);
      await opened;
      return runHistoryBatch(api, rules, request, onProgress);
    };
    freshStore({}, { runner });
    const user = await openSummonsIn(SOURCE_LANGUAGE);
    await pullSeeded(user, SPECIFIED, 20_000);
    await waitFor(() => expect(text('batch-progress')).toMatch(/^5,000 \/ 20,000 pulls · [\d,]+ pulls\/s/));

    await switchTo('fr');
    const bar = screen.getByRole('progressbar', { name: 'Tirage en cours' });
    expect(bar).toHaveAttribute('aria-valuetext', `5${NNBSP}000 sur 20${NNBSP}000 tirages`);
    expect(text('batch-progress')).toMatch(
      new RegExp(`^5${NNBSP}000 / 20${NNBSP}000 tirages · [\\d${NNBSP}]+ tirages/s`),
    );
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tirer x1' })).toBeDisabled();

    open();
    await waitFor(() => expect(text('summon-count')).toBe(`20${NNBSP}000`), { timeout: 20_000 });
    await waitFor(() => expect(screen.queryByTestId('batch-progress')).toBeNull());
    expect(text('result-count')).toBe(`20${NNBSP}000 résultats`);
    expect((await newestCardReads('Tirage #20000'))[0]?.number).toBe('Tirage #20000');
    expect(screen.getByRole('button', { name: 'Tirer x1' })).toBeEnabled();
  });
});
