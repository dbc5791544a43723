import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BackupReminderSlot } from '../../../src/app/backup-reminder-slot';
import { saveLanguageSetting } from '../../../src/storage/language-store';
import { writeLocal } from '../../../src/storage/local-store';
import { SUMMON_COUNT_KEY } from '../../../src/storage/summon-mirrors';
import { TIER_LISTS_KEY } from '../../../src/storage/tier-list-store';

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

  it('loads it with the first tier list saved', () => {
    const load = slot();
    act(() => void writeLocal(TIER_LISTS_KEY, '{"version":1,"lists":[]}'));
    expect(load).toHaveBeenCalledOnce();
  });
});
