import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  loadTierLists,
  saveTierLists,
  TIER_LISTS_KEY,
  UNREADABLE_TIER_LISTS_KEY,
} from '../../../src/storage/tier-list-store';

const row = (id: string, items: string[]) => ({ id, name: id.toUpperCase(), color: '#ff7f7f', items });
const saved = (lists: unknown, activeId = 'list-1') => JSON.stringify({ version: 1, activeId, lists });

afterEach(() => vi.restoreAllMocks());

describe('tier-list storage', () => {
  it('has nothing to restore at first', () => {
    expect(loadTierLists()).toBeUndefined();
  });

  it('round-trips what it saved', () => {
    const data = {
      activeId: 'list-2',
      lists: [
        { id: 'list-1', name: 'A', rows: [row('row-1', ['freya'])] },
        { id: 'list-2', name: 'B', rows: [row('row-1', [])] },
      ],
    };
    expect(saveTierLists(data)).toBe(true);
    expect(loadTierLists()).toEqual(data);
  });

  it.each([
    ['not JSON', '{"version":1,'],
    // A newer version is not damaged: it is kept in place for that version (tests/storage/newer-formats.test.ts).
    ['a version that never existed', JSON.stringify({ version: 0, activeId: 'list-1', lists: [] })],
    ['no lists', saved([])],
    ['a list without tiers', saved([{ id: 'list-1', name: 'A', rows: [] }])],
    ['a bad colour', saved([{ id: 'list-1', name: 'A', rows: [{ ...row('row-1', []), color: 'url(x)' }] }])],
    ['two tiers with one id', saved([{ id: 'list-1', name: 'A', rows: [row('row-1', []), row('row-1', [])] }])],
    ['a plain string', '"hello"'],
  ])('ignores a saved value with %s, without throwing and without touching other keys', (_label, value) => {
    localStorage.setItem(TIER_LISTS_KEY, value);
    localStorage.setItem('theme', 'light');
    expect(loadTierLists()).toBeUndefined();
    expect(localStorage.getItem('theme')).toBe('light');
    // Nothing is destroyed: the unreadable value is set aside before anything can be saved over it.
    expect(localStorage.getItem(UNREADABLE_TIER_LISTS_KEY)).toBe(value);
  });

  it('keeps an earlier set-aside value rather than replacing it with a newer unreadable one', () => {
    localStorage.setItem(UNREADABLE_TIER_LISTS_KEY, 'first');
    localStorage.setItem(TIER_LISTS_KEY, '{"version":1,');
    expect(loadTierLists()).toBeUndefined();
    expect(localStorage.getItem(UNREADABLE_TIER_LISTS_KEY)).toBe('first');
  });

  it('keeps every valid list of a partly damaged value, the first of two with one id, and the active one', () => {
    localStorage.setItem(
      TIER_LISTS_KEY,
      saved(
        [
          { id: 'list-1', name: 'A', rows: [row('row-1', ['freya'])] },
          { id: 'list-2', name: 'B', rows: [{ ...row('row-1', []), color: 'url(x)' }] },
          { id: 'list-1', name: 'C', rows: [row('row-1', [])] },
          { id: 'list-3', name: 'D', rows: [row('row-1', ['mia'])] },
          'junk',
        ],
        'list-3',
      ),
    );
    const loaded = loadTierLists();
    expect(loaded?.lists.map((l) => l.name)).toEqual(['A', 'D']);
    expect(loaded?.activeId).toBe('list-3');
    expect(localStorage.getItem(UNREADABLE_TIER_LISTS_KEY)).toBeNull();
  });

  it('drops unknown and repeated characters but keeps the rest of the list', () => {
    localStorage.setItem(
      TIER_LISTS_KEY,
      saved([
        { id: 'list-1', name: 'A', rows: [row('row-1', ['freya', 'gone', 'mia']), row('row-2', ['freya', 'vice'])] },
      ]),
    );
    expect(loadTierLists()?.lists[0]!.rows.map((r) => r.items)).toEqual([['freya', 'mia'], ['vice']]);
  });

  it('falls back to the first list when the active one is missing', () => {
    localStorage.setItem(TIER_LISTS_KEY, saved([{ id: 'list-1', name: 'A', rows: [row('row-1', [])] }], 'list-7'));
    expect(loadTierLists()?.activeId).toBe('list-1');
  });

  it('never throws when storage itself fails', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('full');
    });
    expect(loadTierLists()).toBeUndefined();
    expect(saveTierLists({ activeId: 'list-1', lists: [] })).toBe(false);
  });
});
