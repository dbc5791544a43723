import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { announceEnd, announceStart, currentPlace } from '../../../src/features/tier-list/announcements';
import { encodeShare } from '../../../src/features/tier-list/share-link';
import { defaultRows } from '../../../src/features/tier-list/tier-list-model';
import { SOURCE_LANGUAGE } from '../../../src/i18n/languages';
import { MAX_LISTS } from '../../../src/storage/tier-list-store';
import { renderApp } from '../render-app';
import { switchTo, backToSourceLanguage } from '../language';

vi.setConfig({ testTimeout: 30_000 });

/** Freya and Mia in tier S, everything else in the pool. */
function seed(listCount = 1) {
  const lists = Array.from({ length: listCount }, (_, i) => ({
    id: `list-${i + 1}`,
    name: i === 0 ? 'My tier list' : `Tier list ${i + 1}`,
    rows: defaultRows().map((row) => (row.name === 'S' ? { ...row, items: ['freya', 'mia'] } : row)),
  }));
  localStorage.setItem('tierLists', JSON.stringify({ version: 1, activeId: 'list-1', lists }));
}

const shared = encodeShare({ name: 'Arena', rows: [{ id: 'row-1', name: 'S', color: '#ff7f7f', items: ['vice'] }] });

beforeEach(() => localStorage.clear());

afterEach(async () => {
  await backToSourceLanguage();
});

/** Opens the tier list maker in a language, as a player who chose it earlier. */
async function openTierListIn(language: string, path = '/tierMaker') {
  await switchTo(language);
  const user = userEvent.setup();
  renderApp(path);
  // Generous wait: the screen is a lazy chunk, slow to load the first time on a busy machine.
  await screen.findByTestId('screen-tier-list', {}, { timeout: 15_000 });
  return user;
}

const status = () => document.querySelector('.tier-notice')?.textContent;
const alertText = () => document.querySelector('.tier-alert')?.textContent;
/** The drag library's hidden instructions, once it has put them in the page (after its first render). */
async function dragInstructions(): Promise<string> {
  return waitFor(() => {
    const text = document.querySelector('[id^="DndDescribedBy"]')?.textContent;
    if (!text) throw new Error('No drag instructions yet');
    return text;
  });
}
const poolHeading = () => screen.getByTestId('tier-pool').closest('section')!.querySelector('h2')!;

describe('the tier list maker in each language', () => {
  it('reads the specified texts As specified', async () => {
    seed();
    await openTierListIn(SOURCE_LANGUAGE);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tier list maker');
    const toolbar = screen.getByRole('group', { name: 'Tier list actions' });
    for (const name of ['Clear', 'Undo', 'Redo', 'Add tier', 'Export image', 'Share']) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('group', { name: 'Tier S' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit tier S' })).toBeInTheDocument();
    expect(poolHeading()).toHaveTextContent(`Pool (${CHARACTERS.length - 2})`);
    expect(screen.getByRole('combobox', { name: 'Filter' })).toHaveDisplayValue('All');
    expect(screen.getByTestId('token-freya')).toHaveAttribute('aria-roledescription', 'draggable character');
    expect(await dragInstructions()).toMatch(/^To pick up a character, press Space or Enter\./);
    const rows = JSON.parse(localStorage.getItem('tierLists')!).lists[0].rows;
    expect(announceStart('mia', currentPlace(rows, 'mia'))).toBe('Picked up Mia from tier S, position 2 of 2.');
  });

  it('reads every word in English, with its plurals', async () => {
    seed(MAX_LISTS);
    await openTierListIn('en', `/tierMaker#list=${shared}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tier list maker');
    expect(document.title).toMatch(/^Tier list maker/);
    expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Saved lists' })).toBeInTheDocument();
    expect(poolHeading()).toHaveTextContent(`Pool (${CHARACTERS.length - 2})`);
    expect(alertText()).toBe(`You already keep ${MAX_LISTS} lists: delete one, then open the link again.`);
    expect(screen.queryByText(/Réserve|Vider|Liste/)).toBeNull();
    expect(announceEnd('vice', { kind: 'pool' })).toBe('Vice was returned to the pool.');
  });

  it('reads every word in French, tiers and characters kept, with French plurals', async () => {
    seed(MAX_LISTS);
    const user = await openTierListIn('fr', `/tierMaker#list=${shared}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Créateur de tier list');
    expect(document.title).toMatch(/^Créateur de tier list/);
    const toolbar = screen.getByRole('group', { name: 'Actions de la tier list' });
    for (const name of ['Vider', 'Annuler', 'Rétablir', 'Ajouter un tier', 'Exporter l’image', 'Partager']) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('group', { name: 'Listes enregistrées' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Liste' })).toHaveDisplayValue('My tier list');
    expect(screen.getByRole('group', { name: 'Tier S' })).toBeInTheDocument();
    expect(poolHeading()).toHaveTextContent(`Réserve (${CHARACTERS.length - 2})`);
    expect(screen.getByRole('combobox', { name: 'Filtre' })).toHaveDisplayValue('Tous');
    expect(screen.getByRole('group', { name: 'Réserve des personnages non classés' })).toBeInTheDocument();
    expect(alertText()).toBe(`Vous avez déjà ${MAX_LISTS} listes : supprimez-en une, puis ouvrez à nouveau le lien.`);
    expect(screen.getByTestId('token-freya')).toHaveAttribute('aria-roledescription', 'personnage déplaçable');
    expect(await dragInstructions()).toMatch(/^Pour saisir un personnage, appuyez sur Espace ou Entrée\./);
    expect(announceEnd('vice', { kind: 'tier', tier: 'A', position: 1, count: 2 })).toBe(
      'Vous avez déposé Vice dans le tier A, position 1 sur 2.',
    );

    await user.click(screen.getByRole('button', { name: 'Modifier le tier S' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifier le tier S' });
    expect(within(dialog).getByRole('group', { name: 'Couleur' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'rouge' })).toBeChecked();
    expect(within(dialog).getByRole('group', { name: 'Position du tier' })).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Nom'));
    expect(within(dialog).getByText('Un tier doit avoir un nom.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  });

  it('keeps an open dialog, its typed name, the filter and the notice through a switch, in the new language', async () => {
    seed();
    const user = await openTierListIn(SOURCE_LANGUAGE, `/tierMaker#list=${shared}`);
    expect(status()).toBe('Opened the shared list “Arena”. It is now one of your lists.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter' }), 'SSR');
    await user.click(screen.getByRole('button', { name: 'Rename list' }));
    const input = within(screen.getByRole('dialog', { name: 'Rename list' })).getByLabelText('Name');
    await user.clear(input);
    await user.type(input, 'Arène du soir');

    await switchTo('fr');
    const dialog = screen.getByRole('dialog', { name: 'Renommer la liste' });
    expect(within(dialog).getByLabelText('Nom')).toBe(input);
    expect(input).toHaveValue('Arène du soir');
    expect(within(dialog).getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Filtre' })).toHaveValue('SSR');
    expect(status()).toBe('La liste partagée « Arena » est ouverte. Elle fait désormais partie de vos listes.');
    expect(await dragInstructions()).toMatch(/^Pour saisir un personnage/);
    expect(screen.getByTestId('token-freya')).toHaveAttribute('aria-roledescription', 'personnage déplaçable');

    await switchTo('en');
    expect(screen.getByRole('dialog', { name: 'Rename list' })).toBe(dialog);
    expect(input).toHaveValue('Arène du soir');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('combobox', { name: 'List' })).toHaveDisplayValue('Arène du soir');
    expect(status()).toBe('Opened the shared list “Arena”. It is now one of your lists.');
  });
});
