import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackupReminder, resetBackupVisit } from '../../../src/app/backup-reminder';
import { ThemeProvider } from '../../../src/components/theme-context';
import { beginWork } from '../../../src/lib/activity';
import { summonStore } from '../../../src/lib/summons';
import {
  BACKUP_RECORD_KEY,
  backedUpPrint,
  loadBackupRecord,
  type BackupRecord,
} from '../../../src/storage/backup-record';
import { writeLocal } from '../../../src/storage/local-store';
import { SUMMON_COUNT_KEY } from '../../../src/storage/summon-mirrors';
import { captureDownloads } from '../downloads';
import { renderApp } from '../render-app';
import { freshStore } from '../summons/support';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 24, 12);

const downloads = captureDownloads();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  resetBackupVisit();
  freshStore();
});

afterEach(() => {
  vi.useRealTimers();
});

/** A browser that has been here before: exported `exportedDaysAgo` days ago, with changes since `changedDaysAgo`. */
function returningVisitor(record: Partial<BackupRecord> & { changedDaysAgo?: number } = {}) {
  const { changedDaysAgo = 10, ...rest } = record;
  writeLocal(SUMMON_COUNT_KEY, '30');
  const stored: BackupRecord = {
    version: 1,
    firstVisitAt: NOW - 60 * DAY,
    exportedAt: NOW - 20 * DAY,
    exportedCount: 0,
    exportedPrint: '00000000',
    changedAt: NOW - changedDaysAgo * DAY,
    remindedAt: null,
    ...rest,
  };
  localStorage.setItem(BACKUP_RECORD_KEY, JSON.stringify(stored));
}

function showReminder() {
  return render(
    <ThemeProvider>
      <BackupReminder />
    </ThemeProvider>,
  );
}

/** The record, once the reminder has opened it and noted what changed (the first check runs after a paint). */
async function checked(): Promise<BackupRecord> {
  await waitFor(() => expect(loadBackupRecord()?.changedAt).not.toBeNull());
  return loadBackupRecord()!;
}

const REMINDER = /are in no backup/;

describe('the backup reminder', () => {
  it('appears after a week of unexported changes, and Export downloads the data and records the export', async () => {
    const user = userEvent.setup();
    returningVisitor();
    showReminder();
    const reminder = await screen.findByRole('status');
    expect(reminder).toHaveTextContent(
      'Your changes of the last 10 days are in no backup. Export your data to keep a copy: it lives only in this browser.',
    );
    expect(loadBackupRecord()?.remindedAt).toBe(NOW);

    await summonStore().start();
    await user.click(screen.getByRole('button', { name: 'Export my data' }));
    expect(
      await screen.findByText(
        /^Exported 0 pulls, 0 tier lists and 0 teams to etheria-companion-data-2026-11-24\.json\.$/,
      ),
    ).toBeInTheDocument();
    expect(downloads).toHaveLength(1);
    expect(JSON.parse(await downloads[0]!.text())).toMatchObject({ format: 'etheria-companion-data' });
    expect(loadBackupRecord()).toMatchObject({ exportedAt: NOW, changedAt: null, exportedPrint: backedUpPrint() });
  });

  it('says when the data was never exported', async () => {
    returningVisitor({ exportedAt: null });
    showReminder();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You have never exported your data, and it lives only in this browser. Export it to keep a copy.',
    );
  });

  it('can be dismissed, and does not come back within the week', async () => {
    const user = userEvent.setup();
    returningVisitor();
    const first = showReminder();
    await screen.findByText(REMINDER);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(REMINDER)).toBeNull();
    first.unmount();

    // The next visit, six days later: still quiet. A week after it was shown, it is back.
    vi.setSystemTime(NOW + 6 * DAY);
    resetBackupVisit();
    const second = showReminder();
    await checked();
    expect(screen.queryByText(REMINDER)).toBeNull();
    second.unmount();

    vi.setSystemTime(NOW + 7 * DAY);
    resetBackupVisit();
    showReminder();
    expect(await screen.findByText(/last 17 days are in no backup/)).toBeInTheDocument();
  });

  it('never appears on the first visit, however much is kept', async () => {
    writeLocal(SUMMON_COUNT_KEY, '500000');
    showReminder();
    expect(await checked()).toMatchObject({ firstVisitAt: NOW, changedAt: NOW });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('does not appear while a batch runs, and appears once it ends', async () => {
    returningVisitor();
    const endWork = beginWork();
    showReminder();
    await checked();
    expect(screen.queryByText(REMINDER)).toBeNull();
    act(() => endWork());
    expect(await screen.findByText(REMINDER)).toBeInTheDocument();
  });

  it('appears as soon as more than 100,000 pulls were made since the last export', async () => {
    returningVisitor({ changedDaysAgo: 1, exportedCount: 30 });
    showReminder();
    await checked();
    expect(screen.queryByRole('status')).toBeNull();
    act(() => void writeLocal(SUMMON_COUNT_KEY, '100030'));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => void writeLocal(SUMMON_COUNT_KEY, '100031'));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '100,001 pulls since your last backup. Export your data to keep a copy: it lives only in this browser.',
    );
  });

  it('on a first visit, loads with the first thing saved and keeps the record from this visit', async () => {
    renderApp('/countdown');
    await screen.findByTestId('screen-countdown');
    expect(loadBackupRecord()).toBeUndefined();
    act(() => void writeLocal(SUMMON_COUNT_KEY, '10'));
    await waitFor(() => expect(loadBackupRecord()).toMatchObject({ firstVisitAt: NOW, changedAt: NOW }));
    expect(screen.queryByText(REMINDER)).toBeNull();
  });

  it('is part of every screen', { timeout: 15_000 }, async () => {
    returningVisitor();
    renderApp('/countdown');
    expect(await screen.findByText(REMINDER, undefined, { timeout: 10_000 })).toBeInTheDocument();
  });
});
