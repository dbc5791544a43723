import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackupReminder, resetBackupVisit } from '../../../src/app/backup-reminder';
import { ThemeProvider } from '../../../src/components/theme-context';
import { SOURCE_LANGUAGE } from '../../../src/i18n/languages';
import { summonStore } from '../../../src/lib/summons';
import { BACKUP_RECORD_KEY, loadBackupRecord, type BackupRecord } from '../../../src/storage/backup-record';
import { writeLocal } from '../../../src/storage/local-store';
import { SUMMON_COUNT_KEY } from '../../../src/storage/summon-mirrors';
import { captureDownloads } from '../downloads';
import { freshStore } from '../summons/support';
import { NNBSP, switchTo, backToSourceLanguage } from '../language';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 24, 12);

const downloads = captureDownloads();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  resetBackupVisit();
  freshStore();
});

afterEach(async () => {
  vi.useRealTimers();
  await backToSourceLanguage();
});

/** A browser that exported 20 days ago: `pulls` more since, or changes unexported for 10 days. */
function returningVisitor({ pulls = 0, exportedAt = (NOW - 20 * DAY) as number | null } = {}) {
  writeLocal(SUMMON_COUNT_KEY, String(30 + pulls));
  const record: BackupRecord = {
    version: 1,
    firstVisitAt: NOW - 60 * DAY,
    exportedAt,
    exportedCount: 30,
    exportedPrint: '00000000',
    changedAt: NOW - 10 * DAY,
    remindedAt: null,
  };
  localStorage.setItem(BACKUP_RECORD_KEY, JSON.stringify(record));
}

/** Shows the reminder as the shell does, in `language`, and returns it once it appears. */
async function remind(language: string) {
  await switchTo(language);
  render(
    <ThemeProvider>
      <BackupReminder />
    </ThemeProvider>,
  );
  return screen.findByRole('status');
}

describe('the backup reminder in each language', () => {
  it('keeps the specified wording As specified, with en-US numbers', async () => {
    returningVisitor({ pulls: 100_001 });
    const reminder = await remind(SOURCE_LANGUAGE);
    expect(reminder).toHaveTextContent(
      '100,001 pulls since your last backup. Export your data to keep a copy: it lives only in this browser.',
    );
    expect(within(reminder).getByRole('button', { name: 'Export my data' })).toBeEnabled();
    expect(within(reminder).getByRole('button', { name: 'Dismiss' })).toBeEnabled();
  });

  it('reads every word in English', async () => {
    returningVisitor({ exportedAt: null });
    const reminder = await remind('en');
    expect(reminder).toHaveTextContent(
      'Your changes of the last 10 days are in no backup. You have never exported your data, and it lives only in this browser. Export it to keep a copy.',
    );
    expect(within(reminder).getByRole('button', { name: 'Export my data' })).toBeEnabled();
    expect(within(reminder).getByRole('button', { name: 'Dismiss' })).toBeEnabled();
  });

  it('reads every word in French, with French plurals and digit groups', async () => {
    returningVisitor({ pulls: 100_001 });
    const reminder = await remind('fr');
    // Read as written: the matchers would turn the narrow no-break space into a plain one.
    expect(reminder.querySelector('span')?.textContent).toBe(
      `100${NNBSP}001 tirages depuis votre dernière sauvegarde. Exportez vos données pour en garder une copie : elles n’existent que dans ce navigateur.`,
    );
    expect(within(reminder).getByRole('button', { name: 'Exporter mes données' })).toBeEnabled();
    expect(within(reminder).getByRole('button', { name: 'Ignorer' })).toBeEnabled();
  });

  it('says how many days in French', async () => {
    returningVisitor({ exportedAt: null });
    const reminder = await remind('fr');
    expect(reminder).toHaveTextContent(
      'Vos modifications des 10 derniers jours ne sont dans aucune sauvegarde. Vous n’avez jamais exporté vos données, et elles n’existent que dans ce navigateur. Exportez-les pour en garder une copie.',
    );
  });

  it('stays on screen through a switch, in the new language, without reminding again', async () => {
    returningVisitor();
    const reminder = await remind('en');
    expect(reminder).toHaveTextContent(/^Your changes of the last 10 days are in no backup\./);
    const reminded = loadBackupRecord()?.remindedAt;

    vi.setSystemTime(NOW + DAY);
    await switchTo('fr');
    expect(screen.getByRole('status')).toBe(reminder);
    expect(reminder).toHaveTextContent(/^Vos modifications des 10 derniers jours ne sont dans aucune sauvegarde\./);
    expect(loadBackupRecord()?.remindedAt).toBe(reminded);
  });

  it('words its export line in the language shown, and anew after a switch', async () => {
    const user = userEvent.setup();
    returningVisitor();
    const reminder = await remind('fr');
    await summonStore().start();
    await user.click(within(reminder).getByRole('button', { name: 'Exporter mes données' }));
    const file = 'etheria-companion-data-2026-11-24.json';
    const line = await screen.findByText(`Données exportées dans ${file} : 0 tirage, 0 tier list et 0 équipe.`);
    expect(downloads).toHaveLength(1);

    await switchTo(SOURCE_LANGUAGE);
    expect(line).toHaveTextContent(`Exported 0 pulls, 0 tier lists and 0 teams to ${file}.`);
    await switchTo('en');
    expect(line).toHaveTextContent(`Exported 0 pulls, 0 tier lists and 0 teams to ${file}.`);
    expect(within(screen.getByRole('status')).getByRole('button', { name: 'Dismiss' })).toBeEnabled();
  });
});
