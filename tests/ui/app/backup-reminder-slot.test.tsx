import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BackupReminderSlot } from '../../../src/app/backup-reminder-slot';
import { saveLanguageSetting } from '../../../src/storage/language-store';
import { writeLocal } from '../../../src/storage/local-store';
import { defaultList } from '../../../src/features/tier-list/tier-list-model';
import { readSavedCounts, SUMMON_COUNT_KEY, writeCountMirrors } from '../../../src/storage/summon-mirrors';
import { saveTeamData } from '../../../src/storage/team-store';
import { saveTierLists } from '../../../src/storage/tier-list-store';

/**
 * On a first visit the reminder's code loads with the first data saved that a backup holds, and not with a setting:
 * choosing a language or a theme gives it nothing to do, and loading it then would add its start to the change.
 * The slot asks for the code as it renders the reminder, so a test sees at once whether it was asked for.
 */
function slot() {
  const load = vi.fn(async () => ({ default: () => <p>Reminder loaded</p> }));
  render(<BackupReminderSlot reminder={lazy(load)} />);
  return load;
}

describe('where the backup reminder shows, on a first visit', () => {
  it('leaves the reminder unloaded when a language or a theme is saved', () => {
    const load = slot();
    act(() => saveLanguageSetting('fr'));
    act(() => void writeLocal('theme', 'light'));
    expect(load).not.toHaveBeenCalled();
  });

  it('loads it with the first pull saved, once', async () => {
    const load = slot();
    act(() => void writeLocal(SUMMON_COUNT_KEY, '10'));
    expect(load).toHaveBeenCalledOnce();
    expect(await screen.findByText('Reminder loaded')).toBeInTheDocument();
    act(() => void writeLocal(SUMMON_COUNT_KEY, '20'));
    expect(load).toHaveBeenCalledOnce();
  });

  it('leaves it unloaded by what the screens save as they first open: zero counts, no team, an empty tier list', () => {
    const load = slot();
    const { summonCount, counters } = readSavedCounts();
    act(() => writeCountMirrors(summonCount, counters));
    act(() => void saveTierLists({ activeId: 'list-1', lists: [defaultList()] }));
    act(() => void saveTeamData({}));
    expect(load).not.toHaveBeenCalled();
  });

  it('loads it with the first character placed in a tier list', () => {
    const load = slot();
    const list = defaultList();
    const [first, ...rest] = list.rows;
    const placed = { ...list, rows: [{ ...first!, items: ['freya'] }, ...rest] };
    act(() => void saveTierLists({ activeId: list.id, lists: [placed] }));
    expect(load).toHaveBeenCalledOnce();
  });

  it('loads it with the first team saved', () => {
    const load = slot();
    act(() => void saveTeamData({ 'Stuff-Aurora': ['freya'] }));
    expect(load).toHaveBeenCalledOnce();
  });
});
