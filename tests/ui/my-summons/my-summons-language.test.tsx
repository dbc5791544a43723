import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { buildRules } from '../../../src/engine/pulls/rules';
import { SOURCE_LANGUAGE } from '../../../src/i18n/languages';
import { replayHref, summonStore } from '../../../src/lib/summons';
import { layOutPullGrids } from '../../support/pull-grid';
import { renderApp } from '../render-app';
import { freshStoreEachTest } from '../summons/support';
import { NNBSP, switchTo, backToSourceLanguage, text } from '../language';

// Whole screens render and pull on the test's thread: generous on a busy machine, like the other screen tests.
vi.setConfig({ testTimeout: 30_000 });

const rules = buildRules(CHARACTERS);

layOutPullGrids();
freshStoreEachTest();

beforeEach(() => localStorage.clear());

afterEach(async () => {
  await backToSourceLanguage();
});

/** A history of 1,000 Perma pulls in eleven batches: one more than the replay links list at first. */
async function thousandPulls() {
  await summonStore().start();
  await summonStore().pull('perma', 990, 7);
  for (let i = 0; i < 10; i++) await summonStore().pull('perma', 1, 100 + i);
}

/** My Summons in a language, as a player who chose it earlier. */
async function openIn(language: string) {
  await switchTo(language);
  const user = userEvent.setup();
  renderApp('/mysummons');
  await screen.findByTestId('total-summons', {}, { timeout: 10_000 });
  return user;
}

/** Opens a disclosure by its name and waits for the Perma history's luck headline. */
async function permaHeadline(user: ReturnType<typeof userEvent.setup>, luck: string, banner: string) {
  await user.click(screen.getByRole('button', { name: luck }));
  const card = screen.getByRole('article', { name: banner });
  // "Working it out…" first: the answer replaces it once the luck code has loaded and worked it out.
  await waitFor(() => expect(card.querySelector('.luck-headline')).not.toBeNull(), { timeout: 10_000 });
  return card.querySelector('.luck-headline');
}

describe('My Summons in each language', () => {
  it('reads the specified texts As specified', async () => {
    await thousandPulls();
    const user = await openIn(SOURCE_LANGUAGE);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My Summons');
    expect(text(screen.getByTestId('total-summons'))).toBe('Total summons: 1,000');
    expect(screen.getByRole('button', { name: 'Only SSR & ML' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear All Summons' })).toBeInTheDocument();
    const headline = await permaHeadline(user, 'How lucky have I been?', 'Perma banner');
    expect(text(headline)).toMatch(/^\d+ SSR or ML in 1,000 Perma pulls from pity 0: luckier than .+% of players\.$/);
    await user.click(screen.getByRole('button', { name: 'Replay links' }));
    expect(screen.getByRole('button', { name: 'Show 1 older batches' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear All Summons' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear all summons?' });
    expect(dialog).toHaveTextContent('This deletes all 1,000 pulls in your history and sets the summon count to 0');
    expect(within(dialog).getByRole('button', { name: 'Keep them' })).toBeInTheDocument();
  });

  it('reads every word in English', async () => {
    await thousandPulls();
    const user = await openIn('en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My Summons');
    expect(text(screen.getByTestId('total-summons'))).toBe('Total summons: 1,000');
    const headline = await permaHeadline(user, 'How lucky have I been?', 'Perma banner');
    expect(text(headline)).toMatch(/^\d+ SSR or ML in 1,000 Perma pulls from pity 0: luckier than .+% of players\.$/);
    await user.click(screen.getByRole('button', { name: 'Replay links' }));
    expect(screen.getByRole('button', { name: 'Show 1 older batch' })).toBeInTheDocument();
    expect(screen.getByText(/^#1000: 1 pull on Perma$/)).toBeInTheDocument();
    expect(screen.getByTestId('screen-my-summons').textContent).not.toMatch(/tirage|invocation|Afficher|chanceux/);
  });

  it('reads every word in French, game words kept, with French plurals and numbers', async () => {
    await thousandPulls();
    const user = await openIn('fr');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mes invocations');
    expect(document.title).toMatch(/^Mes invocations/);
    expect(text(screen.getByTestId('total-summons'))).toBe(`Total des invocations : 1${NNBSP}000`);
    expect(screen.getByRole('button', { name: 'Seulement SSR et ML' })).toBeInTheDocument();
    const headline = await permaHeadline(user, 'Quelle a été ma chance ?', 'Bannière Perma');
    expect(text(headline)).toMatch(
      /^\d+ SSR ou ML en 1\u202f000 tirages Perma à partir de la pity 0 : plus chanceux que .+\u00a0% des joueurs\.$/,
    );
    expect(screen.getByText('Nombre de SSR ou ML obtenus')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Liens de replay' }));
    expect(screen.getByRole('button', { name: 'Afficher 1 lot plus ancien' })).toBeInTheDocument();
    expect(screen.getByText(/^#1000 : 1 tirage sur Perma$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Effacer toutes les invocations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Effacer toutes les invocations ?' });
    expect(text(dialog)).toContain(`Cela supprime les 1${NNBSP}000 tirages de votre historique`);
    expect(within(dialog).getByRole('button', { name: 'Les garder' })).toBeInTheDocument();
  });

  it('keeps the filter, the open panel, a typed field, an answer and an open dialog across a switch', async () => {
    await summonStore().start();
    await summonStore().pull('perma', 30, 5);
    const user = await openIn(SOURCE_LANGUAGE);
    await user.click(screen.getByRole('button', { name: 'Only SSR & ML' }));
    await user.click(screen.getByRole('button', { name: 'How lucky have I been?' }));
    const form = () => within(screen.getByRole('form', { name: /^(Your own numbers|Vos propres nombres)$/ }));
    await user.selectOptions(form().getByLabelText('Banner'), 'ml');
    await user.type(form().getByLabelText('Pulls'), '200');
    await user.type(form().getByLabelText('ML pulled'), '3');
    await user.click(form().getByRole('button', { name: 'How lucky?' }));
    const english = /^3 ML in 200 ML pulls from pity 0: luckier than \d+% of players\./;
    await waitFor(() => expect(text(screen.getByTestId('luck-form-answer'))).toMatch(english), { timeout: 10_000 });
    await user.clear(form().getByLabelText('Pulls'));
    await user.type(form().getByLabelText('Pulls'), '150');

    await switchTo('fr');
    expect(screen.getByRole('button', { name: 'Tout afficher' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quelle a été ma chance ?' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('form', { name: 'Vos propres nombres' })).toBeInTheDocument();
    expect(form().getByLabelText('Tirages')).toHaveValue('150');
    expect(form().getByLabelText('Nombre de ML obtenus')).toHaveValue('3');
    expect(form().getByLabelText('Bannière')).toHaveValue('ml');
    // The answer given before the switch, now told in French.
    expect(text(screen.getByTestId('luck-form-answer'))).toMatch(
      /^3 ML en 200 tirages ML à partir de la pity 0 : plus chanceux que \d+\u00a0% des joueurs\./,
    );

    await user.click(screen.getByRole('button', { name: 'Effacer toutes les invocations' }));
    await screen.findByRole('dialog', { name: 'Effacer toutes les invocations ?' });
    await switchTo('en');
    const dialog = screen.getByRole('dialog', { name: 'Clear all summons?' });
    expect(dialog).toHaveTextContent('This deletes all 30 pulls in your history');
    expect(screen.getByRole('button', { name: 'Show All' })).toBeInTheDocument();
  });
});

describe('the replay of a batch in each language', () => {
  const link = { banner: 'perma' as const, seed: 99, start: { pity: 0, sr: 0 }, count: 1000, roster: rules.rosterHash };

  it('reads French, and keeps its open question across a switch', async () => {
    await summonStore().start();
    await switchTo('fr');
    const user = userEvent.setup();
    renderApp(replayHref(link));
    await screen.findByRole('heading', { level: 1, name: 'Replay d’un lot' }, { timeout: 10_000 });
    expect(text(screen.getByTestId('replay-what'))).toBe(
      `1${NNBSP}000 tirages sur la bannière Perma, à partir de la pity 0 (compteur SR 0), graine 99.`,
    );
    const summary = await screen.findByTestId('replay-summary', {}, { timeout: 10_000 });
    expect(text(summary)).toMatch(/^\d+ SSR ou ML ; compteurs après le lot : pity \d+, compteur SR \d+\.$/);
    await user.click(screen.getByRole('button', { name: 'Ajouter à mon historique' }));
    const question = await screen.findByRole('dialog', { name: 'Ajouter ces tirages à votre historique ?' });
    expect(text(question)).toContain(`votre nombre d’invocations augmente de 1${NNBSP}000`);

    await switchTo('en');
    expect(screen.getByRole('dialog', { name: 'Add these pulls to your history?' })).toBe(question);
    expect(question).toHaveTextContent('They are added as a new batch of 1,000 pulls');
    expect(text(summary)).toMatch(/^\d+ SSR or ML; counters after the batch: pity \d+, SR counter \d+\.$/);
  });
});
