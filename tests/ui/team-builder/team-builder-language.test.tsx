import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { teamsToFileText } from '../../../src/features/team-builder/team-file';
import { SOURCE_LANGUAGE } from '../../../src/i18n/languages';
import { openTeamBuilder } from './support';
import { switchTo, backToSourceLanguage } from '../language';

// Whole-app renders with 64 characters take seconds on a busy machine; the default 5 s is too tight there.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => localStorage.clear());

afterEach(async () => {
  await backToSourceLanguage();
});

/** Opens the team builder in a language, as a player who chose it earlier. */
async function openTeamBuilderIn(language: string, path?: string) {
  await switchTo(language);
  return openTeamBuilder(path);
}

const heading = (level: number, name: string | RegExp) => screen.getByRole('heading', { level, name });
const picker = () => screen.getByTestId('picker');
const team = () => screen.getByTestId('team');
const announced = () => document.querySelector('.tb .visually-hidden[role="status"]')?.textContent;
const tagCounts = () => [...document.querySelectorAll('.tb-tag .visually-hidden')].map((el) => el.textContent);

/** A file of two teams, three characters in all. */
const teamsFile = () =>
  new File([teamsToFileText({ 'Stuff-Terrormaton': ['freya', 'rahu'], 'PVP-RTA': ['lily'] })], 'teams.json', {
    type: 'application/json',
  });

describe('the team builder in each language', () => {
  it('reads the specified texts, French and English mixed, As specified', async () => {
    const { user } = await openTeamBuilderIn(SOURCE_LANGUAGE);
    expect(heading(1, 'Team builder')).toBeInTheDocument();
    for (const name of ['Type de contenu', 'Mob', 'Team 0/5', 'Team Tags', 'Filtres', 'Share and back up']) {
      expect(heading(2, name)).toBeInTheDocument();
    }
    expect(heading(2, `Personnages (${CHARACTERS.length})`)).toBeInTheDocument();
    for (const name of ['Rareté', 'Rôles', 'Tags']) expect(heading(3, name)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Élément' })).toBeInTheDocument();
    await user.click(within(picker()).getByRole('button', { name: 'Add Freya' }));
    expect(announced()).toBe('Freya added (1/5).');
    expect(within(team()).getByRole('button', { name: 'Remove Freya' })).toBeInTheDocument();
  });

  it('reads every word in English, with its plurals', async () => {
    const { user } = await openTeamBuilderIn('en');
    expect(heading(1, 'Team builder')).toBeInTheDocument();
    expect(document.title).toMatch(/^Team builder/);
    for (const name of ['Content type', 'Mob', 'Filters', `Characters (${CHARACTERS.length})`]) {
      expect(heading(2, name)).toBeInTheDocument();
    }
    for (const name of ['Rarity', 'Roles', 'Tags']) expect(heading(3, name)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Element' })).toBeInTheDocument();
    expect(screen.getByText('No character yet: pick some in Characters.')).toBeInTheDocument();
    expect(screen.queryByText(/Personnages|Filtres|Rareté|Rôles|Type de contenu|Élément/)).toBeNull();

    await user.click(within(picker()).getByRole('button', { name: 'Add Freya' }));
    await user.click(within(picker()).getByRole('button', { name: 'Add Mia' }));
    expect(heading(2, 'Team 2/5')).toBeInTheDocument();
    expect(announced()).toBe('Mia added (2/5).');
    expect(tagCounts()).toContain(' (2 members)');
    expect(tagCounts()).toContain(' (1 member)');

    await user.upload(screen.getByLabelText('Import teams'), teamsFile());
    const dialog = await screen.findByRole('dialog', { name: 'Import teams' });
    expect(dialog).toHaveTextContent(
      'teams.json holds 2 teams (3 characters). Importing replaces every team saved here.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Replace my teams' }));
    expect(screen.getByText('Imported 2 teams from teams.json.')).toBeInTheDocument();
  });

  it('reads every word in French, game words kept, with French plurals', async () => {
    localStorage.setItem('teamData', '{"Shell-Whitney":["mia"]}');
    const { user } = await openTeamBuilderIn('fr', '/teammaker?share=Shell-Whitney%3Akloss%2Cheinrich');
    expect(heading(1, 'Créateur d’équipes')).toBeInTheDocument();
    expect(document.title).toMatch(/^Créateur d’équipes/);
    const notice = screen.getByTestId('shared-team');
    expect(within(notice).getByRole('heading')).toHaveTextContent('Équipe partagée pour Shell · Whitney');
    expect(notice).toHaveTextContent('La charger remplace votre équipe Shell · Whitney actuelle (1 personnage).');
    expect(within(notice).getByRole('list', { name: 'Membres de l’équipe partagée' })).toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'Charger l’équipe partagée' }));
    expect(announced()).toBe('Équipe partagée chargée pour Whitney.');

    for (const name of ['Type de contenu', 'Mob', 'Équipe 2/4', 'Tags de l’équipe', 'Filtres']) {
      expect(heading(2, name)).toBeInTheDocument();
    }
    expect(heading(2, `Personnages (${CHARACTERS.length})`)).toBeInTheDocument();
    for (const name of ['Rareté', 'Rôles', 'Tags']) expect(heading(3, name)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Possédés seulement' })).toBeInTheDocument();
    expect(within(team()).getByRole('list', { name: 'Membres de l’équipe' })).toBeInTheDocument();
    await user.click(within(team()).getByRole('button', { name: 'Retirer Kloss' }));
    expect(announced()).toBe('Kloss quitte l’équipe (1/4).');
    await user.click(within(picker()).getByRole('button', { name: 'Ajouter Rin' }));
    expect(announced()).toBe('Rin rejoint l’équipe (2/4).');
    expect(document.querySelector('.tb-legend')).toHaveTextContent('plusieurs membres un membre');
    expect(tagCounts()).toContain(' (1 membre)');

    await user.upload(screen.getByLabelText('Importer des équipes'), teamsFile());
    const dialog = await screen.findByRole('dialog', { name: 'Importer des équipes' });
    expect(dialog).toHaveTextContent(
      'teams.json contient 2 équipes (3 personnages). L’importer remplace toutes les équipes enregistrées ici.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remplacer mes équipes' }));
    expect(screen.getByText('2 équipes importées depuis teams.json.')).toBeInTheDocument();
  });

  it('keeps the chosen mob, the filters and an open import dialog through a switch, in the new language', async () => {
    const { user } = await openTeamBuilderIn(SOURCE_LANGUAGE);
    await user.click(
      within(screen.getByRole('group', { name: 'Type de contenu' })).getByRole('button', { name: 'PVP' }),
    );
    await user.click(within(screen.getByRole('group', { name: 'Mob' })).getByRole('button', { name: 'RTA' }));
    await user.click(within(screen.getByRole('group', { name: 'Rareté' })).getByRole('button', { name: 'r' }));
    await user.click(within(picker()).getByRole('button', { name: 'Add Freya' }));
    await user.upload(screen.getByLabelText('Import teams'), teamsFile());
    const dialog = await screen.findByRole('dialog', { name: 'Import teams' });

    await switchTo('fr');
    expect(screen.getByRole('dialog', { name: 'Importer des équipes' })).toBe(dialog);
    expect(dialog).toHaveTextContent('teams.json contient 2 équipes (3 personnages).');
    const types = screen.getByRole('group', { name: 'Type de contenu' });
    expect(within(types).getByRole('button', { pressed: true })).toHaveTextContent('PVP');
    expect(within(screen.getByRole('group', { name: 'Mob' })).getByRole('button', { pressed: true })).toHaveTextContent(
      'RTA',
    );
    expect(within(screen.getByRole('group', { name: 'Rareté' })).getByRole('button', { name: 'r' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(heading(2, 'Équipe 1/4')).toBeInTheDocument();
    expect(announced()).toBe('Freya rejoint l’équipe (1/4).');

    await switchTo('en');
    expect(screen.getByRole('dialog', { name: 'Import teams' })).toBe(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(heading(2, 'Team 1/4')).toBeInTheDocument();
  });
});
