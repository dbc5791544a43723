import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { summonStore } from '../../../src/lib/summons';
import { loadBackupRecord } from '../../../src/storage/backup-record';
import { changesNotSaved } from '../../../src/storage/error-wording';
import { dismissStorageFull } from '../../../src/storage/storage-full';
import { loadTeamData, saveTeamData } from '../../../src/storage/team-store';
import { loadTierLists, saveTierLists, type SavedTierLists } from '../../../src/storage/tier-list-store';
import { captureDownloads } from '../downloads';
import { renderApp } from '../render-app';
import { freshStore } from '../summons/support';

const LISTS: SavedTierLists = {
  activeId: 'mine',
  lists: [
    {
      id: 'mine',
      name: 'Mine',
      rows: [{ id: 'r1', name: 'Imported row', color: '#e03131', items: ['freya'] }],
    },
  ],
};

/** Every import check the dialog started, so a test can wait until they have all finished. */
const checks = vi.hoisted(() => [] as Promise<unknown>[]);
vi.mock(import('../../../src/lib/data-file'), async (original) => {
  const module = await original();
  return {
    ...module,
    readDataFile: (...args: Parameters<typeof module.readDataFile>) => {
      const check = module.readDataFile(...args);
      checks.push(check);
      return check;
    },
  };
});

const downloads = captureDownloads();

beforeEach(() => {
  dismissStorageFull();
  freshStore();
});

function forgetEverything(): void {
  localStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}

async function openDataModal(path = '/characters') {
  const user = userEvent.setup();
  renderApp(path);
  await user.click(screen.getByRole('button', { name: 'Your data' }));
  const dialog = await screen.findByRole('dialog', { name: 'Your data' });
  return { user, dialog: within(dialog) };
}

function chooseFile(text: string, name = 'my-data.json') {
  const input = screen.getByLabelText('Data file to import') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([text], name, { type: 'application/json' })] } });
}

async function exportedText(ui?: Awaited<ReturnType<typeof openDataModal>>): Promise<string> {
  const { user, dialog } = ui ?? (await openDataModal());
  await user.click(dialog.getByRole('button', { name: 'Export my data' }));
  expect(await dialog.findByRole('status')).toHaveTextContent(
    /^Exported 30 pulls, 1 tier list and 1 team to etheria-companion-data-\d{4}-\d\d-\d\d\.json\.$/,
  );
  expect(downloads).toHaveLength(1);
  return downloads[0]!.text();
}

async function withPullsListsAndTeams() {
  await summonStore().start();
  await summonStore().pull('perma', 30, 7);
  saveTierLists(LISTS);
  saveTeamData({ 'PVP-AFK': ['mia'] });
  localStorage.setItem('theme', 'light');
}

// Each test loads lazy screens and the modal's code; on a busy machine that alone can take seconds.
describe('Your data', { timeout: 30_000 }, () => {
  it('exports everything to a file, and replacing from it after confirming brings everything back', async () => {
    await withPullsListsAndTeams();
    const ui = await openDataModal();
    expect(ui.dialog.getByTestId('last-export')).toHaveTextContent(
      'You have not exported your data from this browser yet.',
    );
    const text = await exportedText(ui);
    expect(JSON.parse(text)).toMatchObject({ format: 'etheria-companion-data', version: 1, theme: 'light' });
    // The export is recorded, for the dialog and for the backup reminder.
    expect(ui.dialog.getByTestId('last-export')).toHaveTextContent(/^Last exported from this browser on .+\.$/);
    expect(loadBackupRecord()).toMatchObject({ exportedCount: 30, changedAt: null });

    // A browser that never saw the site.
    cleanup();
    forgetEverything();
    freshStore();
    const { user, dialog } = await openDataModal('/tierMaker');
    await screen.findByTestId('screen-tier-list');
    expect(screen.queryByRole('group', { name: 'Tier Imported row' })).toBeNull();
    chooseFile(text);
    const summary = await dialog.findByTestId('data-summary');
    expect(summary).toHaveTextContent('Pulls30Summon count30Tier lists1Teams1Plans0Themelight');
    expect(dialog.getByText(/my-data\.json, exported/)).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Replace my data' }));
    expect(dialog.getByRole('heading', { name: 'Replace my data?' })).toBeInTheDocument();
    expect(
      dialog.getByText(/Your 0 pulls \(summon count 0\), 1 tier list and 0 teams will be gone/),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Back' })).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Yes, replace my data' }));
    expect(await dialog.findByRole('status')).toHaveTextContent(
      "Your data was replaced with the file's: 30 pulls, 1 tier list, 1 team.",
    );

    expect(summonStore().getSnapshot()).toMatchObject({ summonCount: 30, storedPulls: 30 });
    expect(loadTierLists()).toEqual(LISTS);
    expect(loadTeamData()).toEqual({ 'PVP-AFK': ['mia'] });
    expect(document.body).toHaveClass('light');
    // The data is now the file's, so it is backed up: the reminder counts from here. This browser never exported.
    expect(loadBackupRecord()).toMatchObject({ exportedAt: null, exportedCount: 30, changedAt: null });
    // The screen behind shows the imported tier list without a reload.
    expect(await screen.findByRole('group', { name: 'Tier Imported row' })).toBeInTheDocument();
  });

  it('merges only after confirming, and Cancel or Back change nothing', async () => {
    await withPullsListsAndTeams();
    const ui = await openDataModal();
    const { user, dialog } = ui;
    // Another browser's file: its batch has another seed and its list another colour, so neither is already here.
    const text = (await exportedText(ui)).replace('"seed":7', '"seed":8').replace('"#e03131"', '"#1971c2"');
    const before = { ...localStorage };

    chooseFile(text);
    await user.click(await dialog.findByRole('button', { name: 'Cancel' }));
    expect(dialog.getByRole('button', { name: 'Export my data' })).toHaveFocus();
    chooseFile(text);
    await user.click(await dialog.findByRole('button', { name: 'Merge' }));
    expect(
      dialog.getByText(/adds 30 pulls \(your summon count becomes 60\), 1 tier list and 0 teams/),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Back' }));
    expect(dialog.getByTestId('data-summary')).toBeInTheDocument();
    expect({ ...localStorage }).toEqual(before);
    expect(summonStore().getSnapshot().summonCount).toBe(30);

    await user.click(dialog.getByRole('button', { name: 'Merge' }));
    await user.click(dialog.getByRole('button', { name: 'Yes, merge' }));
    expect(await dialog.findByRole('status')).toHaveTextContent(
      'The file was merged into your data: 30 pulls, 1 tier list and 0 teams added.',
    );
    expect(summonStore().getSnapshot()).toMatchObject({ summonCount: 60, storedPulls: 60 });
    expect(loadTierLists()!.lists.map((l) => l.name)).toEqual(['Mine', 'Mine (2)']);
  });

  it('merging its own export back adds nothing, and says what was already there', async () => {
    await withPullsListsAndTeams();
    const ui = await openDataModal();
    const { user, dialog } = ui;
    const text = await exportedText(ui);
    const before = { ...localStorage };

    chooseFile(text);
    await user.click(await dialog.findByRole('button', { name: 'Merge' }));
    // The confirmation compares the file with the history before promising anything.
    expect(
      await dialog.findByText(
        'Merge the file into your data? This adds 0 pulls (your summon count becomes 30), 0 tier lists and 0 teams. 1 batch (30 pulls) is already in your history and will be skipped.',
      ),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Yes, merge' }));
    expect(await dialog.findByRole('status')).toHaveTextContent(
      'The file was merged into your data: 0 pulls, 0 tier lists and 0 teams added. 1 batch (30 pulls) was already in your history.',
    );
    expect(summonStore().getSnapshot()).toMatchObject({ summonCount: 30, storedPulls: 30 });
    expect({ ...localStorage }).toEqual(before);
  });

  it('says what is wrong with a bad file and changes nothing', async () => {
    await withPullsListsAndTeams();
    const ui = await openDataModal();
    const { dialog } = ui;
    const text = await exportedText(ui);
    const before = { ...localStorage };
    const cases: [string, RegExp][] = [
      [text.slice(0, 500), /not valid JSON \(it may be truncated/],
      ['{"some":"thing else"}', /This is not an Etheria companion data file/],
      [text.replace('"version":1', '"version":5'), /newer version of the site/],
      [text.replace('"theme":"light"', '"theme":7'), /This data file is damaged: theme/],
    ];
    for (const [content, message] of cases) {
      chooseFile(content);
      expect(await dialog.findByRole('alert')).toHaveTextContent(message);
      expect(dialog.getByRole('alert')).toHaveTextContent('Nothing was changed.');
    }
    expect({ ...localStorage }).toEqual(before);
    expect(summonStore().getSnapshot()).toMatchObject({ summonCount: 30, storedPulls: 30 });
  });

  it('closes while a file is being checked, which stops the check and changes nothing', async () => {
    await withPullsListsAndTeams();
    const ui = await openDataModal();
    const text = await exportedText(ui);
    const before = { ...localStorage };
    chooseFile(text.replace('"theme":"light"', '"theme":"dark"'));
    expect(ui.dialog.getByRole('status')).toHaveTextContent('Checking the file…');
    await ui.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Your data' })).not.toBeInTheDocument();
    // Whatever the check finds, nothing is shown or written once the dialog is gone.
    expect(checks.length).toBeGreaterThan(0);
    await Promise.allSettled(checks);
    expect(screen.queryByRole('dialog', { name: 'Your data' })).not.toBeInTheDocument();
    expect({ ...localStorage }).toEqual(before);
    expect(document.body).toHaveClass('light');
  });

  it('accepts a file dropped on the modal', async () => {
    await withPullsListsAndTeams();
    const text = await exportedText();
    const dialog = within(screen.getByRole('dialog', { name: 'Your data' }));
    const file = new File([text], 'dropped.json', { type: 'application/json' });
    fireEvent.drop(dialog.getByTestId('data-modal'), { dataTransfer: { files: [file], types: ['Files'] } });
    expect(await dialog.findByText(/dropped\.json, exported/)).toBeInTheDocument();
  });

  it('tells the player on any screen when a change could not be saved because the storage is full', async () => {
    const user = userEvent.setup();
    renderApp('/characters');
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (key === 'theme') throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    const saved = localStorage.getItem('theme');
    await user.click(screen.getByTestId('theme-toggle'));
    expect(await screen.findByRole('alert')).toHaveTextContent(changesNotSaved());
    expect(localStorage.getItem('theme')).toBe(saved);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
  it('offers to download the current data before a Replace, and comes back to the confirmation', async () => {
    await withPullsListsAndTeams();
    const ui = await openDataModal();
    const text = await exportedText(ui);
    const { user, dialog } = ui;
    chooseFile(text);
    await user.click(await dialog.findByRole('button', { name: 'Replace my data' }));
    expect(
      dialog.getByText(/Your 30 pulls \(summon count 30\), 1 tier list and 1 team will be gone/),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Download my data first' }));
    expect(await dialog.findByRole('status')).toHaveTextContent(/^Exported 30 pulls, 1 tier list and 1 team to /);
    expect(downloads).toHaveLength(2);
    const withoutTime = (file: string) => ({ ...(JSON.parse(file) as object), exportedAt: null });
    expect(withoutTime(await downloads[1]!.text())).toEqual(withoutTime(text));
    // Still on the confirmation: nothing was replaced, and the player can go on or go back.
    expect(dialog.getByRole('heading', { name: 'Replace my data?' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Yes, replace my data' })).toBeEnabled();
    expect(summonStore().getSnapshot()).toMatchObject({ summonCount: 30 });
  });

  it('says how much the site stores and whether the browser promised to keep it', async () => {
    const estimate = vi.fn(async () => ({ usage: 3 * 1024 * 1024 + 512 * 1024, quota: 2 * 1024 ** 3 }));
    const persisted = vi.fn(async () => false);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { storage: { estimate, persisted } }));
    try {
      const { dialog } = await openDataModal();
      const status = await dialog.findByTestId('storage-status');
      expect(status).toHaveTextContent('This site stores 3.5 MB in this browser of the 2 GB this browser allows.');
      expect(status).toHaveTextContent(/has not promised to keep this data.*Export it now and then/);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
