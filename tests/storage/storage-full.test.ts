import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changesNotSaved, storageFullText } from '../../src/storage/error-wording';
import { dismissStorageFull, storageFullAlert } from '../../src/storage/storage-full';
import { loadTeamData, saveTeamData, type TeamData } from '../../src/storage/team-store';
import { THEME_KEY } from '../../src/storage/theme-store';
import {
  TIER_LISTS_KEY,
  loadTierLists,
  saveTierLists,
  type SavedTierLists,
  type TierList,
} from '../../src/storage/tier-list-store';

function tierList(id: string, name: string, items: string[] = ['freya']): TierList {
  return { id, name, rows: [{ id: `${id}-s`, name: 'S', color: '#e03131', items }] };
}

const MY_LISTS: SavedTierLists = { activeId: 'mine', lists: [tierList('mine', 'Mine', ['freya', 'mia'])] };
const MY_TEAMS: TeamData = { 'PVP-AFK': ['mia', 'vice'] };

beforeEach(() => {
  localStorage.clear();
  dismissStorageFull();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a full storage', () => {
  it('keeps the saved tier lists, teams and theme when a change does not fit, and raises the alert', () => {
    saveTierLists(MY_LISTS);
    saveTeamData(MY_TEAMS);
    localStorage.setItem(THEME_KEY, 'dark');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(saveTierLists({ activeId: 'x', lists: [tierList('x', 'New')] })).toBe(false);
    expect(storageFullAlert()).toBe('change');
    expect(storageFullText('change')).toBe(changesNotSaved());
    expect(changesNotSaved()).toMatch(
      /storage is full, so your latest changes were not saved\. Everything saved before is intact/,
    );
    dismissStorageFull();
    saveTeamData({ 'PVP-RTA': ['freya'] });
    expect(storageFullAlert()).toBe('change');
    vi.restoreAllMocks();
    expect(loadTierLists()).toEqual(MY_LISTS);
    expect(loadTeamData()).toEqual(MY_TEAMS);
    expect(localStorage.getItem(TIER_LISTS_KEY)).not.toMatch(/New/);
  });
});
