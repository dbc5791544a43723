import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { afterPulls, afterSr, topPool, useOwned, useRealCounters } from '../../../src/lib/account';
import { stepped } from '../../../src/lib/account/real-pity';
import { HARD_PITY, SR_GUARANTEE } from '../../../src/engine/pulls/rules';
import { REAL_COUNTERS_KEY, ZERO_REAL_COUNTERS } from '../../../src/storage/real-counters-store';

beforeEach(() => localStorage.clear());

describe('the real pity rules', () => {
  it('adds pulls without a top result to both counters, stopping at hard pity and the SR guarantee', () => {
    expect(afterPulls({ pity: 0, sr: 0 }, 1)).toEqual({ pity: 1, sr: 1 });
    expect(afterPulls({ pity: 5, sr: 2 }, 10)).toEqual({ pity: 15, sr: SR_GUARANTEE });
    expect(afterPulls({ pity: 75, sr: 0 }, 10)).toEqual({ pity: HARD_PITY, sr: SR_GUARANTEE });
  });

  it('counts an SR as a pull since the last top result that starts the SR counter over', () => {
    expect(afterSr({ pity: 40, sr: 7 })).toEqual({ pity: 41, sr: 0 });
    expect(afterSr({ pity: HARD_PITY, sr: 3 })).toEqual({ pity: HARD_PITY, sr: 0 });
  });

  it('tallies each step as the pulls the pity counter took in, and a top result as one pull and one top', () => {
    const at = (pity: number, pulls: number, tops: number) => ({
      pity,
      sr: 0,
      tally: { pulls, tops, from: { pity: 20, sr: 0 } },
    });
    expect(stepped(at(30, 10, 0), afterPulls({ pity: 30, sr: 0 }, 10), false).tally).toMatchObject({ pulls: 20 });
    // From 75, a ten-pull without a top result is five pulls to hard pity: the other five cannot be without one.
    expect(stepped(at(75, 55, 0), afterPulls({ pity: 75, sr: 0 }, 10), false)).toMatchObject({
      pity: HARD_PITY,
      tally: { pulls: 60, tops: 0 },
    });
    expect(stepped(at(HARD_PITY, 60, 0), afterSr({ pity: HARD_PITY, sr: 0 }), false).tally.pulls).toBe(60);
    expect(stepped(at(HARD_PITY, 60, 0), { pity: 0, sr: 0 }, true).tally).toEqual({
      pulls: 61,
      tops: 1,
      from: { pity: 20, sr: 0 },
    });
  });

  it("offers as a banner's top result exactly what that banner can give", () => {
    const ids = (list: readonly { id: string }[]) => list.map((c) => c.id);
    const pullable = CHARACTERS.filter((c) => c.pullable);
    expect(ids(topPool('limited'))).toEqual(ids(CHARACTERS.filter((c) => c.featuredLimited)));
    expect(ids(topPool('ml'))).toEqual(ids(pullable.filter((c) => c.rarity === 'ml')));
    expect(ids(topPool('perma'))).toEqual(ids(pullable.filter((c) => c.rarity === 'ml' || c.rarity === 'ssr')));
  });
});

describe('useRealCounters', () => {
  it('starts at zero, adds ×1 and ×10, records an SR', () => {
    const { result } = renderHook(() => useRealCounters());
    expect(result.current.counters).toEqual(ZERO_REAL_COUNTERS);
    act(() => void result.current.addPulls('perma', 10));
    act(() => void result.current.addPulls('perma', 1));
    expect(result.current.counters.perma).toMatchObject({ pity: 11, sr: SR_GUARANTEE });
    act(() => void result.current.recordSr('perma'));
    const perma = { pity: 12, sr: 0, tally: { pulls: 12, tops: 0, from: { pity: 0, sr: 0 } } };
    expect(result.current.counters.perma).toEqual(perma);
    expect(result.current.counters.ml).toEqual(ZERO_REAL_COUNTERS.ml);
    expect(JSON.parse(localStorage.getItem(REAL_COUNTERS_KEY)!).perma).toEqual(perma);
  });

  it('records a top result: counters start over and the character gains a copy, in one change', () => {
    const counters = renderHook(() => useRealCounters());
    const owned = renderHook(() => useOwned());
    const featured = CHARACTERS.find((c) => c.featuredLimited)!;
    act(() => void counters.result.current.addPulls('limited', 10));
    act(() => void owned.result.current.setCopies(featured.id, 2));
    act(() => void counters.result.current.recordTop('limited', featured.id));
    expect(counters.result.current.counters.limited).toEqual({
      pity: 0,
      sr: 0,
      tally: { pulls: 11, tops: 1, from: { pity: 0, sr: 0 } },
    });
    expect(owned.result.current.copiesOf(featured.id)).toBe(3);
  });

  it('refuses a top result the banner cannot give, changing nothing', () => {
    const { result } = renderHook(() => useRealCounters());
    act(() => void result.current.addPulls('limited', 10));
    const notFeatured = CHARACTERS.find((c) => c.rarity === 'ssr' && !c.featuredLimited && c.pullable)!;
    let done = true;
    act(() => void (done = result.current.recordTop('limited', notFeatured.id)));
    expect(done).toBe(false);
    expect(result.current.counters.limited).toMatchObject({
      pity: 10,
      sr: SR_GUARANTEE,
      tally: { pulls: 10, tops: 0 },
    });
    expect(localStorage.getItem('ownedCharacters')).toBeNull();
  });

  it('sets counters outright within the rules, a new tally starting from them, and refuses values outside them', () => {
    const { result } = renderHook(() => useRealCounters());
    act(() => void result.current.addPulls('ml', 10));
    act(() => void result.current.setCounters('ml', { pity: 64, sr: 4 }));
    const ml = { pity: 64, sr: 4, tally: { pulls: 0, tops: 0, from: { pity: 64, sr: 4 } } };
    expect(result.current.counters.ml).toEqual(ml);
    let done = true;
    act(() => void (done = result.current.setCounters('ml', { pity: 81, sr: 0 })));
    expect(done).toBe(false);
    expect(result.current.counters.ml).toEqual(ml);
  });

  it('starts a tally again from the counters as they stand, on that banner only', () => {
    const { result } = renderHook(() => useRealCounters());
    act(() => void result.current.addPulls('perma', 10));
    act(() => void result.current.addPulls('ml', 1));
    act(() => void result.current.recordSr('perma'));
    act(() => void result.current.resetTally('perma'));
    expect(result.current.counters.perma).toEqual({
      pity: 11,
      sr: 0,
      tally: { pulls: 0, tops: 0, from: { pity: 11, sr: 0 } },
    });
    expect(result.current.counters.ml.tally).toEqual({ pulls: 1, tops: 0, from: { pity: 0, sr: 0 } });
    act(() => void result.current.addPulls('perma', 1));
    expect(result.current.counters.perma.tally).toMatchObject({ pulls: 1, from: { pity: 11 } });
  });

  it("follows another tab's counters", () => {
    const { result } = renderHook(() => useRealCounters());
    const tally = { pulls: 300, tops: 5, from: { pity: 2, sr: 0 } };
    const value = JSON.stringify({ ...ZERO_REAL_COUNTERS, perma: { pity: 70, sr: 1, tally } });
    localStorage.setItem(REAL_COUNTERS_KEY, value);
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: REAL_COUNTERS_KEY, newValue: value, storageArea: localStorage }),
      );
    });
    expect(result.current.counters.perma).toEqual({ pity: 70, sr: 1, tally });
  });
});
