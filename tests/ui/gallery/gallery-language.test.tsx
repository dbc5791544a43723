import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { SOURCE_LANGUAGE } from '../../../src/i18n/languages';
import { renderApp } from '../render-app';
import { switchTo, backToSourceLanguage } from '../language';

vi.setConfig({ testTimeout: 20_000 });

const [first, second] = [CHARACTERS[0]!, CHARACTERS[1]!];

beforeEach(() => localStorage.clear());

afterEach(async () => {
  await backToSourceLanguage();
});

/** Opens the Characters screen in a language, as a player who chose it earlier. */
async function openGalleryIn(language: string) {
  await switchTo(language);
  const user = userEvent.setup();
  renderApp('/characters');
  await screen.findByTestId('screen-gallery');
  return user;
}

/** Turns "Mark owned" on (its button named in the language shown) and gives two characters one copy each. */
async function markTwo(user: ReturnType<typeof userEvent.setup>, markOwned: string, oneMore: (name: string) => string) {
  await user.click(screen.getByRole('button', { name: markOwned }));
  const toolbar = await screen.findByRole('group', { name: /^(Owned characters|Personnages possédés)$/ });
  const summary = () => toolbar.querySelector('.owned-summary')?.textContent;
  const counts = [summary()];
  await user.click(screen.getByRole('button', { name: oneMore(first.name) }));
  counts.push(summary());
  await user.click(screen.getByRole('button', { name: oneMore(second.name) }));
  counts.push(summary());
  return { toolbar, counts };
}

describe('the Characters screen in each language', () => {
  it('reads the specified texts, French and English mixed, As specified', async () => {
    const user = await openGalleryIn(SOURCE_LANGUAGE);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Characters');
    expect(screen.getByRole('group', { name: 'Filtrer par élément :' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Filtrer par rôle :' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Tous' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Fermer/Ouvrir la section' }).length).toBeGreaterThan(0);
    const { counts } = await markTwo(user, 'Mark owned', (name) => `One copy more of ${name}`);
    expect(counts).toEqual(['0 characters owned', '1 character owned', '2 characters owned']);
  });

  it('reads every word in English', async () => {
    const user = await openGalleryIn('en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Characters');
    expect(screen.getByRole('group', { name: 'Filter by element:' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Filter by role:' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'All' })).toHaveLength(2);
    expect(screen.queryByText(/Filtrer|Tous/)).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Collapse or expand the section' }).length).toBeGreaterThan(0);
    const tile = screen.getByTestId(`character-${first.id}`);
    expect(within(tile).getByRole('img', { name: `${first.element} element` })).toBeInTheDocument();
    const { toolbar, counts } = await markTwo(user, 'Mark owned', (name) => `One copy more of ${name}`);
    expect(counts).toEqual(['0 characters owned', '1 character owned', '2 characters owned']);
    expect(within(toolbar).getByRole('button', { name: 'Own every SSR' })).toBeInTheDocument();
  });

  it('reads every word in French, game words kept, with French plurals', async () => {
    const user = await openGalleryIn('fr');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Personnages');
    expect(document.title).toMatch(/^Personnages/);
    expect(screen.getByRole('group', { name: 'Filtrer par élément :' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marquer les possédés' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Tous' })).toHaveLength(2);
    const tile = screen.getByTestId(`character-${first.id}`);
    expect(within(tile).getByRole('img', { name: `Élément ${first.element}` })).toBeInTheDocument();
    expect(within(tile).getByText(first.name)).toBeInTheDocument();

    const { toolbar, counts } = await markTwo(
      user,
      'Marquer les possédés',
      (name) => `Un exemplaire de ${name} en plus`,
    );
    // French counts zero as one: "0 personnage".
    expect(counts).toEqual(['0 personnage possédé', '1 personnage possédé', '2 personnages possédés']);
    expect(within(toolbar).getByRole('button', { name: 'Posséder tous les SSR' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: `Exemplaires de ${first.name}` })).toHaveValue(1);

    await user.click(within(toolbar).getByRole('button', { name: 'Effacer tous les possédés' }));
    const dialog = await screen.findByRole('dialog', { name: 'Effacer tous les personnages possédés ?' });
    expect(dialog).toHaveTextContent('(2 personnages possédés pour l’instant)');
    expect(within(dialog).getByRole('button', { name: 'Les garder' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Tout effacer' })).toBeInTheDocument();
  });
});
