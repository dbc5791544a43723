import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { summonStore } from '../../../src/lib/summons';
import { dismissStorageFull } from '../../../src/storage/storage-full';
import { saveTeamData } from '../../../src/storage/team-store';
import { saveTierLists } from '../../../src/storage/tier-list-store';
import { captureDownloads } from '../downloads';
import { SOURCE_LANGUAGE } from '../../../src/i18n/languages';
import { backToSourceLanguage, switchTo } from '../language';
import { renderApp } from '../render-app';
import { freshStore } from '../summons/support';
import { waitFor } from '../../support/wait';

/**
 * The Your data dialog in each language, and a switch while it shows an export's line, an import's question or its
 * result: the same dialog, step, file and choice, the line worded anew from what happened.
 */

vi.setConfig({ testTimeout: 30_000 });

const downloads = captureDownloads();

beforeEach(async () => {
  dismissStorageFull();
  freshStore();
  await summonStore().start();
  await summonStore().pull('perma', 30, 7);
  saveTierLists({
    activeId: 'mine',
    lists: [{ id: 'mine', name: 'Mine', rows: [{ id: 'r1', name: 'S', color: '#e03131', items: ['freya'] }] }],
  });
  saveTeamData({ 'PVP-AFK': ['mia'] });
});

afterEach(backToSourceLanguage);

const MOMENT = { dateStyle: 'medium', timeStyle: 'short' } as const;
const FILE_NAME = /etheria-companion-data-\d{4}-\d\d-\d\d\.json/;

/** Opens the dialog from the top bar (named `button` in the language shown) and exports. */
async function exportFrom(buttonName: string, exportName: string) {
  const user = userEvent.setup();
  renderApp('/characters');
  await user.click(screen.getByRole('button', { name: buttonName }));
  const dialog = within(await screen.findByRole('dialog'));
  await user.click(dialog.getByRole('button', { name: exportName }));
  await dialog.findByRole('status');
  expect(downloads).toHaveLength(1);
  const text = await downloads[0]!.text();
  const fileName = FILE_NAME.exec(dialog.getByRole('status').textContent ?? '')?.[0];
  return { user, dialog, text, fileName };
}

/** Another browser's file: its batch has another seed and its list another colour, so a Merge adds them. */
function otherBrowsers(text: string): string {
  return text.replace('"seed":7', '"seed":8').replace('"#e03131"', '"#1971c2"');
}

function chooseFile(dialog: ReturnType<typeof within>, text: string, name = 'my-data.json') {
  const input = dialog.getByLabelText(/./, { selector: 'input[type="file"]' });
  fireEvent.change(input, { target: { files: [new File([text], name, { type: 'application/json' })] } });
}

describe('the Your data dialog across a language switch', () => {
  it('rewords the export line, the file line, the merge question and its result, keeping the file and the choice', async () => {
    const { user, dialog, text, fileName } = await exportFrom('Your data', 'Export my data');
    const modal = screen.getByRole('dialog');
    const exported = `Exported 30 pulls, 1 tier list and 1 team to ${fileName}.`;
    expect(dialog.getByRole('status')).toHaveTextContent(exported);

    await switchTo('fr');
    expect(screen.getByRole('dialog', { name: 'Vos données' })).toBe(modal);
    expect(dialog.getByRole('status')).toHaveTextContent(
      `Données exportées dans ${fileName} : 30 tirages, 1 tier list et 1 équipe.`,
    );
    expect(dialog.getByRole('button', { name: 'Exporter mes données' })).toBeInTheDocument();
    expect(dialog.getByTestId('last-export')).toHaveTextContent(/^Dernier export depuis ce navigateur le .+\.$/);

    await switchTo(SOURCE_LANGUAGE);
    expect(dialog.getByRole('status')).toHaveTextContent(exported);
    expect(dialog.getByTestId('last-export')).toHaveTextContent(/^Last exported from this browser on .+\.$/);

    // An import up to its question, then a switch.
    const file = otherBrowsers(text);
    const exportedAt = new Date((JSON.parse(file) as { exportedAt: string }).exportedAt);
    chooseFile(dialog, file);
    await dialog.findByTestId('data-summary');
    expect(dialog.getByText(`my-data.json, exported ${exportedAt.toLocaleString('en-GB', MOMENT)}`)).toBeVisible();
    await switchTo('fr');
    expect(dialog.getByRole('heading', { name: 'Contenu du fichier' })).toBeInTheDocument();
    const inFrench = new Intl.DateTimeFormat('fr', MOMENT).format(exportedAt);
    expect(dialog.getByText(`my-data.json, exporté le ${inFrench}`)).toBeVisible();
    expect(dialog.getByTestId('data-summary')).toHaveTextContent(
      'Tirages30Nombre d’invocations30Tier lists1Équipes1Plans0Thèmesombre',
    );

    await user.click(dialog.getByRole('button', { name: 'Fusionner' }));
    const french =
      'Fusionner le fichier avec vos données ? Cela ajoute 30 tirages (votre nombre d’invocations passe à 60), ' +
      '1 tier list et 0 équipe.';
    expect(await dialog.findByText(french)).toBeVisible();
    expect(dialog.getByRole('heading', { name: 'Fusionner ?' })).toBeInTheDocument();

    await switchTo(SOURCE_LANGUAGE);
    const specified =
      'Merge the file into your data? This adds 30 pulls (your summon count becomes 60), 1 tier list and 0 teams.';
    expect(dialog.getByText(specified)).toBeVisible();
    expect(dialog.getByRole('heading', { name: 'Merge?' })).toBeInTheDocument();
    // The file is the one chosen: Back shows it.
    await user.click(dialog.getByRole('button', { name: 'Back' }));
    expect(dialog.getByText(/^my-data\.json, exported /)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Merge' }));

    await switchTo('fr');
    expect(dialog.getByText(french)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Oui, fusionner' }));
    const merged = 'Le fichier a été fusionné avec vos données. Ajouts : 30 tirages, 1 tier list et 0 équipe.';
    await waitFor(() => expect(dialog.getByRole('status')).toHaveTextContent(merged));
    expect(summonStore().getSnapshot().summonCount).toBe(60);

    await switchTo(SOURCE_LANGUAGE);
    expect(dialog.getByRole('status')).toHaveTextContent(
      'The file was merged into your data: 30 pulls, 1 tier list and 0 teams added.',
    );
    await switchTo('fr');
    expect(dialog.getByRole('status')).toHaveTextContent(merged);
    expect(screen.getByRole('dialog')).toBe(modal);
  });

  it('reads every word in English, and the Replace question and a backup before it follow a switch', async () => {
    await switchTo('en');
    const { user, dialog, text, fileName } = await exportFrom('Your data', 'Export my data');
    expect(dialog.getByRole('status')).toHaveTextContent(`Exported 30 pulls, 1 tier list and 1 team to ${fileName}.`);
    chooseFile(dialog, text, 'backup.json');
    await user.click(await dialog.findByRole('button', { name: 'Replace my data' }));
    const question =
      "Replace all your data with the file's? Your 30 pulls (summon count 30), 1 tier list and 1 team will be " +
      'gone. Export your data first if you might want them back.';
    expect(dialog.getByText(question)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Download my data first' }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    const second = await dialog.findByText(/^Exported 30 pulls, 1 tier list and 1 team to /);

    await switchTo('fr');
    expect(dialog.getByRole('heading', { name: 'Remplacer mes données ?' })).toBeInTheDocument();
    expect(second).toHaveTextContent(/^Données exportées dans .+ : 30 tirages, 1 tier list et 1 équipe\.$/);
    expect(
      dialog.getByText(
        'Remplacer toutes vos données par celles du fichier ? Ce que vous avez maintenant sera perdu : 30 tirages ' +
          '(nombre d’invocations : 30), 1 tier list et 1 équipe. Exportez d’abord vos données si vous voulez ' +
          'pouvoir les récupérer.',
      ),
    ).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Oui, remplacer mes données' }));
    await waitFor(() =>
      expect(dialog.getByRole('status')).toHaveTextContent(
        'Vos données ont été remplacées par celles du fichier : 30 tirages, 1 tier list, 1 équipe.',
      ),
    );

    await switchTo('en');
    expect(dialog.getByRole('status')).toHaveTextContent(
      "Your data was replaced with the file's: 30 pulls, 1 tier list, 1 team.",
    );
    expect(dialog.getByRole('button', { name: 'Import' })).toBeInTheDocument();
    expect(dialog.getByLabelText('Data file to import')).toBeInTheDocument();
  });
});
