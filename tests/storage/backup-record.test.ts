import { beforeEach, describe, expect, it } from 'vitest';
import {
  BACKUP_RECORD_KEY,
  REMINDER_PULLS,
  REMINDER_WAIT_MS,
  backedUpPrint,
  keepsPlayerData,
  loadBackupRecord,
  noteBackedUp,
  noteChanges,
  noteReminded,
  openBackupRecord,
  reminderDue,
  type BackupRecord,
} from '../../src/storage/backup-record';
import { writeLocal } from '../../src/storage/local-store';
import { SUMMON_COUNT_KEY } from '../../src/storage/summon-mirrors';
import { saveTeamData } from '../../src/storage/team-store';
import { saveTierLists } from '../../src/storage/tier-list-store';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 10, 1, 12);

function recordAt(changes: Partial<BackupRecord>): BackupRecord {
  return {
    version: 1,
    firstVisitAt: T0,
    exportedAt: T0,
    exportedCount: 0,
    exportedPrint: '00000000',
    changedAt: null,
    remindedAt: null,
    ...changes,
  };
}

const returning = { firstVisit: false, summonCount: 0, keepsData: () => true };

beforeEach(() => {
  localStorage.clear();
});

describe('the backup record', () => {
  it('is made on the first visit, and only then is the visit a first one', () => {
    expect(openBackupRecord(T0)).toMatchObject({ firstVisit: true, record: { firstVisitAt: T0, exportedAt: null } });
    expect(openBackupRecord(T0 + DAY)).toMatchObject({ firstVisit: false, record: { firstVisitAt: T0 } });
  });

  it('treats a record this visit made (an export before the reminder looked) as a first visit', () => {
    const visitStart = T0 - 1000;
    noteBackedUp(T0, { print: backedUpPrint(), summonCount: 0, exported: true });
    expect(openBackupRecord(T0 + 10, visitStart).firstVisit).toBe(true);
    expect(openBackupRecord(T0 + DAY, T0 + DAY - 1000).firstVisit).toBe(false);
  });

  it('treats an unreadable record as a first visit, and replaces it', () => {
    localStorage.setItem(BACKUP_RECORD_KEY, '{"version":1,"firstVisitAt":"yesterday"');
    expect(openBackupRecord(T0).firstVisit).toBe(true);
    expect(loadBackupRecord()).toMatchObject({ firstVisitAt: T0 });
  });

  it('notes the time of the first change after an export, and keeps it through later changes', () => {
    openBackupRecord(T0);
    expect(noteChanges(T0).changedAt).toBeNull();
    writeLocal(SUMMON_COUNT_KEY, '10');
    expect(noteChanges(T0 + DAY).changedAt).toBe(T0 + DAY);
    writeLocal(SUMMON_COUNT_KEY, '20');
    expect(noteChanges(T0 + 2 * DAY).changedAt).toBe(T0 + DAY);
  });

  it('counts data kept before the first visit as unexported', () => {
    saveTeamData({ 'PVP-AFK': ['mia', 'vice'] });
    openBackupRecord(T0);
    expect(noteChanges(T0).changedAt).toBe(T0);
  });

  it('forgets the changes an export holds, but not those made while it was being written', () => {
    openBackupRecord(T0);
    writeLocal(SUMMON_COUNT_KEY, '500');
    noteChanges(T0);
    noteBackedUp(T0 + DAY, { print: backedUpPrint(), summonCount: 500, exported: true });
    expect(loadBackupRecord()).toMatchObject({ exportedAt: T0 + DAY, exportedCount: 500, changedAt: null });

    const print = backedUpPrint();
    writeLocal(SUMMON_COUNT_KEY, '510');
    noteBackedUp(T0 + 2 * DAY, { print, summonCount: 500, exported: true });
    expect(loadBackupRecord()).toMatchObject({ exportedAt: T0 + 2 * DAY, changedAt: T0 + 2 * DAY });
  });

  it('keeps the time of the last export when a Replace import backs the data up', () => {
    openBackupRecord(T0);
    noteBackedUp(T0, { print: backedUpPrint(), summonCount: 0, exported: true });
    writeLocal(SUMMON_COUNT_KEY, '300000');
    noteBackedUp(T0 + DAY, { print: backedUpPrint(), summonCount: 300_000, exported: false });
    expect(loadBackupRecord()).toMatchObject({ exportedAt: T0, exportedCount: 300_000, changedAt: null });
  });

  it('counts new pulls from a cleared history, not from the count it had at the export', () => {
    openBackupRecord(T0);
    writeLocal(SUMMON_COUNT_KEY, '150000');
    noteBackedUp(T0, { print: backedUpPrint(), summonCount: 150_000, exported: true });
    writeLocal(SUMMON_COUNT_KEY, '0');
    expect(noteChanges(T0 + 1).exportedCount).toBe(0);
    writeLocal(SUMMON_COUNT_KEY, '120000');
    const record = noteChanges(T0 + 2);
    expect(reminderDue(record, T0 + 2, { ...returning, summonCount: 120_000 })).toMatchObject({
      kind: 'pulls',
      pulls: 120_000,
    });
  });

  it('records when the reminder was shown', () => {
    openBackupRecord(T0);
    noteReminded(T0 + DAY);
    expect(loadBackupRecord()?.remindedAt).toBe(T0 + DAY);
  });
});

describe('when the backup reminder is due', () => {
  it('after more than 7 days of unexported changes, and not at exactly 7', () => {
    const record = recordAt({ changedAt: T0 });
    expect(reminderDue(record, T0 + REMINDER_WAIT_MS, returning)).toBeNull();
    expect(reminderDue(record, T0 + REMINDER_WAIT_MS + 1, returning)).toEqual({
      kind: 'days',
      days: 7,
      everExported: true,
    });
    expect(reminderDue(record, T0 + 10 * DAY + 5, returning)).toMatchObject({ kind: 'days', days: 10 });
  });

  it('after more than 100,000 new pulls since the export, at once', () => {
    const record = recordAt({ exportedCount: 1000, changedAt: T0 });
    expect(reminderDue(record, T0, { ...returning, summonCount: 1000 + REMINDER_PULLS })).toBeNull();
    expect(reminderDue(record, T0, { ...returning, summonCount: 1001 + REMINDER_PULLS })).toEqual({
      kind: 'pulls',
      pulls: REMINDER_PULLS + 1,
      everExported: true,
    });
  });

  it('never without changes, however long ago the export was', () => {
    expect(reminderDue(recordAt({ exportedAt: T0 - 400 * DAY }), T0, returning)).toBeNull();
  });

  it('never on the first visit', () => {
    const record = recordAt({ changedAt: T0 - 30 * DAY, exportedAt: null });
    expect(reminderDue(record, T0, { ...returning, firstVisit: true, summonCount: 500_000 })).toBeNull();
    expect(reminderDue(record, T0, returning)).toMatchObject({ kind: 'days', everExported: false });
  });

  it('at most once a week', () => {
    const record = recordAt({ changedAt: T0 - 30 * DAY, remindedAt: T0 - REMINDER_WAIT_MS + 1 });
    expect(reminderDue(record, T0, { ...returning, summonCount: 500_000 })).toBeNull();
    expect(reminderDue({ ...record, remindedAt: T0 - REMINDER_WAIT_MS }, T0, returning)).not.toBeNull();
  });

  it('never when nothing a player would miss is kept', () => {
    const record = recordAt({ changedAt: T0 - 30 * DAY });
    expect(reminderDue(record, T0, { ...returning, keepsData: () => false })).toBeNull();
  });
});

describe('what a player would miss', () => {
  it('is nothing in a browser that only opened the screens', () => {
    saveTierLists({
      activeId: 'a',
      lists: [{ id: 'a', name: 'My tier list', rows: [{ id: 's', name: 'S', color: '#ff7f7f', items: [] }] }],
    });
    expect(keepsPlayerData()).toBe(false);
  });

  it('is pulls, a team, or a character placed in a tier list', () => {
    writeLocal(SUMMON_COUNT_KEY, '1');
    expect(keepsPlayerData()).toBe(true);
    localStorage.clear();
    saveTeamData({ 'PVP-AFK': ['mia', 'vice'] });
    expect(keepsPlayerData()).toBe(true);
    localStorage.clear();
    saveTierLists({
      activeId: 'a',
      lists: [{ id: 'a', name: 'Mine', rows: [{ id: 's', name: 'S', color: '#ff7f7f', items: ['mia'] }] }],
    });
    expect(keepsPlayerData()).toBe(true);
  });
});
