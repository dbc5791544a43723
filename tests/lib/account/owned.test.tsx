import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { useOwned } from '../../../src/lib/account';
import { MAX_COPIES, OWNED_KEY, UNREADABLE_OWNED_KEY } from '../../../src/storage/owned-store';

beforeEach(() => localStorage.clear());

/** Another tab writes the key; the browser tells this one with a storage event. */
function writeInOtherTab(key: string, value: string | null) {
  const oldValue = localStorage.getItem(key);
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: value, storageArea: localStorage }));
  });
}

describe('useOwned', () => {
  it('starts with nothing owned, then sets, clamps and saves copies', () => {
    const { result } = renderHook(() => useOwned());
    expect(result.current.owned).toEqual({});
    act(() => void result.current.setCopies('freya', 2));
    expect(result.current.copiesOf('freya')).toBe(2);
    expect(result.current.ownedIds.has('freya')).toBe(true);
    expect(JSON.parse(localStorage.getItem(OWNED_KEY)!)).toEqual({ freya: 2 });
    act(() => void result.current.setCopies('freya', 40));
    expect(result.current.copiesOf('freya')).toBe(MAX_COPIES);
    act(() => void result.current.setCopies('freya', 0));
    expect(result.current.ownedIds.has('freya')).toBe(false);
  });

  it('marks a whole rarity owned, keeping counts already above one, and clears everything', () => {
    const { result } = renderHook(() => useOwned());
    act(() => void result.current.setCopies('freya', 3));
    const freyaRarity = CHARACTERS.find((c) => c.id === 'freya')!.rarity;
    act(() => void result.current.markRarity(freyaRarity));
    const ofRarity = CHARACTERS.filter((c) => c.rarity === freyaRarity);
    expect(ofRarity.map((c) => result.current.copiesOf(c.id))).toEqual(ofRarity.map((c) => (c.id === 'freya' ? 3 : 1)));
    expect(CHARACTERS.filter((c) => c.rarity !== freyaRarity && result.current.copiesOf(c.id) > 0)).toEqual([]);
    act(() => void result.current.clearAll());
    expect(result.current.owned).toEqual({});
  });

  it("follows another tab's changes, and shows nothing owned for a damaged value while keeping it aside", async () => {
    const { result } = renderHook(() => useOwned());
    writeInOtherTab(OWNED_KEY, JSON.stringify({ mia: 4 }));
    expect(result.current.owned).toEqual({ mia: 4 });
    writeInOtherTab(OWNED_KEY, '{"mia": "four"}');
    expect(result.current.owned).toEqual({});
    await act(async () => {});
    expect(localStorage.getItem(UNREADABLE_OWNED_KEY)).toBe('{"mia": "four"}');
    writeInOtherTab(OWNED_KEY, null);
    expect(result.current.owned).toEqual({});
  });

  it('keeps one object while nothing changes, so screens do not redraw for nothing', () => {
    const { result, rerender } = renderHook(() => useOwned());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
