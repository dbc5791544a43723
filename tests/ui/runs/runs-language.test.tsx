import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../src/app/paths';
import { encodeRun } from '../../../src/features/runs/run-link';
import { SOURCE_LANGUAGE } from '../../../src/i18n/languages';
import { loadRuns, MAX_RUNS, saveRuns, type BannerRun } from '../../../src/storage/runs-store';
import { renderApp } from '../render-app';
import { compileScreenFirst } from '../screens';
import { switchTo, backToSourceLanguage } from '../language';

/** The banner runs screen in each language, and a switch that rewords it and keeps what the player typed. */

vi.setConfig({ testTimeout: 30_000 });
compileScreenFirst(paths.runs);

afterEach(async () => {
  vi.restoreAllMocks();
  await backToSourceLanguage();
});

async function openRunsIn(language: string, path: string = paths.runs) {
  await switchTo(language);
  const user = userEvent.setup();
  renderApp(path);
  await screen.findByTestId('run-specified', {}, { timeout: 15_000 });
  return user;
}

/** The runs as the list shows them: each one's name and details. */
function shownRuns(): string[] {
  return Array.from(
    screen.getByTestId('screen-runs').querySelectorAll('.run-item'),
    (item) => `${item.querySelector('.run-name')!.textContent} | ${item.querySelector('.run-details')!.textContent}`,
  );
}

const hoyan: BannerRun = { id: 'run-a', banner: 'limited', featured: 'hoyan', name: 'Hoyan rerun', end: '2027-01-05' };
const perma: BannerRun = { id: 'run-b', banner: 'perma', start: '2026-12-01' };
const ml: BannerRun = { id: 'run-c', banner: 'ml', start: '2026-12-11', end: '2027-01-05' };
const mia: BannerRun = { id: 'run-d', banner: 'limited', featured: 'mia' };

describe('switching language on the banner runs screen', () => {
  it('keeps a half-typed, wrong run form as typed, and words its faults in the language shown', async () => {
    const user = await openRunsIn(SOURCE_LANGUAGE);
    await user.click(screen.getByRole('button', { name: 'Add a run' }));
    let dialog = screen.getByRole('dialog', { name: 'Add a run' });
    await user.type(within(dialog).getByLabelText('Name (optional)'), 'Anniversaire');
    await user.type(within(dialog).getByLabelText('First day (optional)'), '1999-05-01');
    await user.type(within(dialog).getByLabelText('Last day (optional)'), '2027-01-05');
    await user.click(within(dialog).getByRole('button', { name: 'Save run' }));
    expect(within(dialog).getByRole('combobox', { name: 'Featured character' })).toHaveAccessibleDescription(
      'Choose the character this Limited run features.',
    );

    await switchTo('fr');
    dialog = screen.getByRole('dialog', { name: 'Ajouter une période' });
    const featured = within(dialog).getByRole('combobox', { name: 'Personnage mis en avant' });
    expect(featured).toHaveAccessibleDescription('Choisissez le personnage que cette période Limited met en avant.');
    expect(featured).toHaveDisplayValue('Choisissez un SSR…');
    expect(within(dialog).getByRole('combobox', { name: 'Bannière' })).toHaveDisplayValue('Limited');
    expect(within(dialog).getByLabelText('Nom (facultatif)')).toHaveValue('Anniversaire');
    const first = within(dialog).getByLabelText('Premier jour (facultatif)');
    expect(first).toHaveValue('1999-05-01');
    expect(first).toHaveAccessibleDescription(
      'Saisissez un jour qui existe (années 2000 à 2999), ou laissez le champ vide.',
    );
    expect(within(dialog).getByLabelText('Dernier jour (facultatif)')).toHaveValue('2027-01-05');
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Enregistrer la période' })).toBeInTheDocument();
    expect(loadRuns()).toEqual([]);

    // Back in the specified words, exactly; nothing typed is lost.
    await switchTo(SOURCE_LANGUAGE);
    dialog = screen.getByRole('dialog', { name: 'Add a run' });
    expect(within(dialog).getByRole('combobox', { name: 'Featured character' })).toHaveAccessibleDescription(
      'Choose the character this Limited run features.',
    );
    expect(within(dialog).getByLabelText('First day (optional)')).toHaveAccessibleDescription(
      'Enter a real day (years 2000 to 2999), or leave the field empty.',
    );
    expect(within(dialog).getByLabelText('Name (optional)')).toHaveValue('Anniversaire');
    expect(within(dialog).getByLabelText('Last day (optional)')).toHaveValue('2027-01-05');

    // Put right in French, the run is saved, and what was done is said in the language shown.
    await switchTo('fr');
    dialog = screen.getByRole('dialog', { name: 'Ajouter une période' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Personnage mis en avant' }), 'Hoyan');
    await user.clear(within(dialog).getByLabelText('Premier jour (facultatif)'));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer la période' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(loadRuns()).toEqual([
      {
        id: expect.stringMatching(/^run-/),
        banner: 'limited',
        featured: 'hoyan',
        name: 'Anniversaire',
        end: '2027-01-05',
      },
    ]);
    expect(shownRuns()[1]).toBe('Anniversaire | Limited · mettant en avant Hoyan · jusqu’au 5 janv. 2027');
    expect(screen.getByTestId('runs-message')).toHaveTextContent(
      'Anniversaire fait maintenant partie de vos périodes.',
    );

    await switchTo(SOURCE_LANGUAGE);
    expect(shownRuns()[1]).toBe('Anniversaire | Limited · featuring Hoyan · until 2027-01-05');
    expect(screen.getByTestId('runs-message')).toHaveTextContent('Anniversaire was added to your runs.');
  });

  it('names the runs, their days and their buttons in each language', async () => {
    saveRuns([hoyan, perma, ml, mia]);
    await openRunsIn(SOURCE_LANGUAGE);
    const specified = [
      'Freya Limited | Limited · featuring Freya · as specified, always offered',
      'Hoyan rerun | Limited · featuring Hoyan · until 2027-01-05',
      'Perma | Perma · from 2026-12-01',
      'ML | ML · 2026-12-11 to 2027-01-05',
      'Mia Limited | Limited · featuring Mia',
    ];
    expect(shownRuns()).toEqual(specified);

    await switchTo('en');
    expect(document.title).toMatch(/^Banner runs/);
    expect(shownRuns()).toEqual([
      'Freya Limited | Limited · featuring Freya · as specified, always offered',
      'Hoyan rerun | Limited · featuring Hoyan · until Jan 5, 2027',
      'Perma | Perma · from Dec 1, 2026',
      'ML | ML · Dec 11, 2026 to Jan 5, 2027',
      'Mia Limited | Limited · featuring Mia',
    ]);

    await switchTo('fr');
    expect(document.title).toMatch(/^Périodes de bannière/);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Périodes de bannière');
    expect(shownRuns()).toEqual([
      'Limited Freya | Limited · mettant en avant Freya · telle que spécifiée, toujours proposée',
      'Hoyan rerun | Limited · mettant en avant Hoyan · jusqu’au 5 janv. 2027',
      'Perma | Perma · à partir du 1 déc. 2026',
      'ML | ML · du 11 déc. 2026 au 5 janv. 2027',
      'Limited Mia | Limited · mettant en avant Mia',
    ]);
    const item = within(screen.getByTestId('run-run-d'));
    for (const name of ['Modifier Limited Mia', 'Monter Limited Mia', 'Retirer Limited Mia']) {
      expect(item.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(item.getByRole('button', { name: 'Descendre Limited Mia' })).toBeDisabled();
    expect(screen.getByRole('list', { name: 'Périodes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Invocation' })).toBeInTheDocument();

    await switchTo(SOURCE_LANGUAGE);
    expect(shownRuns()).toEqual(specified);
  });

  it('rewords what a change did, why one failed, and the removal question', async () => {
    saveRuns([hoyan, perma]);
    const user = await openRunsIn(SOURCE_LANGUAGE);
    await user.click(screen.getByRole('button', { name: 'Move Perma up' }));
    expect(screen.getByTestId('runs-message')).toHaveTextContent('Perma moved to place 1 of 2.');
    await switchTo('fr');
    expect(screen.getByTestId('runs-message')).toHaveTextContent('Perma : désormais en position 1 sur 2.');

    await user.click(screen.getByRole('button', { name: 'Retirer Perma' }));
    const dialog = screen.getByRole('dialog', { name: 'Retirer cette période ?' });
    expect(dialog).toHaveTextContent('La période Perma (à partir du 1 déc. 2026) sera retirée de vos périodes.');
    expect(within(dialog).getByRole('button', { name: 'La garder' })).toBeInTheDocument();

    // The browser refuses to save: the failure is said, and said again in the next language.
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await user.click(within(dialog).getByRole('button', { name: 'Retirer' }));
    // The shell says the storage is full on its own; the screen says what that did to the runs.
    const alert = () => within(screen.getByTestId('screen-runs')).getByRole('alert');
    expect(alert()).toHaveTextContent(
      'Vos périodes n’ont pas pu être enregistrées dans ce navigateur : la modification n’a donc pas été gardée.',
    );
    await switchTo(SOURCE_LANGUAGE);
    expect(alert()).toHaveTextContent('Your runs could not be saved in this browser, so the change was not kept.');
    expect(loadRuns().map((r) => r.id)).toEqual(['run-b', 'run-a']);
  });

  it('words a shared run’s offer in the language shown', async () => {
    await openRunsIn('fr', `${paths.runs}?run=${encodeRun(hoyan)}`);
    expect(screen.getByText('Une période partagée : Hoyan rerun (jusqu’au 5 janv. 2027).')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter à mes périodes' })).toBeEnabled();
    await switchTo(SOURCE_LANGUAGE);
    expect(screen.getByText('A shared run: Hoyan rerun (until 2027-01-05).')).toBeInTheDocument();
  });

  it('says the list is full in each language', async () => {
    saveRuns(Array.from({ length: MAX_RUNS }, (_, i) => ({ id: `run-${i}`, banner: 'perma' as const, name: `P${i}` })));
    await openRunsIn('fr');
    expect(screen.getByRole('button', { name: 'Ajouter une période' })).toBeDisabled();
    expect(
      screen.getByText(
        'Vous avez 30 périodes, le maximum que le site garde. Retirez-en une pour en ajouter une autre.',
      ),
    ).toBeInTheDocument();
    await switchTo('en');
    expect(
      screen.getByText('You have 30 runs, the most the site keeps. Remove one to add another.'),
    ).toBeInTheDocument();
  });
});
