import { beforeEach, describe, expect, it } from 'vitest';
import {
  REAL_COUNTERS_KEY,
  UNREADABLE_REAL_COUNTERS_KEY,
  ZERO_REAL_COUNTERS,
  loadRealCounters,
  parseRealCounters,
  serialiseRealCounters,
} from '../../src/storage/real-counters-store';

beforeEach(() => localStorage.clear());

/** Counters as saved before tallies were kept. */
const OLD = { limited: { pity: 80, sr: 9 }, perma: { pity: 12, sr: 3 }, ml: { pity: 0, sr: 0 } };
const SOME = {
  limited: { pity: 80, sr: 9, tally: { pulls: 80, tops: 0, from: { pity: 0, sr: 0 } } },
  perma: { pity: 12, sr: 3, tally: { pulls: 212, tops: 4, from: { pity: 30, sr: 1 } } },
  ml: { pity: 0, sr: 0, tally: { pulls: 0, tops: 0, from: { pity: 0, sr: 0 } } },
};

describe('the real counters store', () => {
  it('holds none until saved, then reads back what was saved, tallies included', () => {
    expect(loadRealCounters()).toBeUndefined();
    localStorage.setItem(REAL_COUNTERS_KEY, serialiseRealCounters(SOME));
    expect(loadRealCounters()).toEqual(SOME);
  });

  it('reads a value saved before tallies as counters whose tallies start where they stand', () => {
    localStorage.setItem(REAL_COUNTERS_KEY, JSON.stringify(OLD));
    expect(loadRealCounters()).toEqual({
      limited: { pity: 80, sr: 9, tally: { pulls: 0, tops: 0, from: { pity: 80, sr: 9 } } },
      perma: { pity: 12, sr: 3, tally: { pulls: 0, tops: 0, from: { pity: 12, sr: 3 } } },
      ml: { pity: 0, sr: 0, tally: { pulls: 0, tops: 0, from: { pity: 0, sr: 0 } } },
    });
    expect(localStorage.getItem(UNREADABLE_REAL_COUNTERS_KEY)).toBeNull();
  });

  it.each([
    ['a pity past hard pity', { ...SOME, perma: { ...SOME.perma, pity: 81 } }],
    ['an SR counter past the guarantee', { ...SOME, ml: { ...SOME.ml, sr: 10 } }],
    ['a missing banner', { limited: SOME.limited, perma: SOME.perma }],
    ['a negative counter', { ...SOME, limited: { ...SOME.limited, pity: -1 } }],
    ['a tally with more top results than pulls', { ...SOME, ml: { ...SOME.ml, tally: { ...SOME.ml.tally, tops: 1 } } }],
    [
      'a tally of a fraction of a pull',
      { ...SOME, perma: { ...SOME.perma, tally: { ...SOME.perma.tally, pulls: 2.5 } } },
    ],
    [
      'a tally from past hard pity',
      { ...SOME, ml: { ...SOME.ml, tally: { ...SOME.ml.tally, from: { pity: 81, sr: 0 } } } },
    ],
  ])('refuses %s', (_, value) => {
    expect(parseRealCounters(value)).toBeUndefined();
  });

  it('drops fields it does not know', () => {
    const noted = { ...SOME, extra: 1, perma: { ...SOME.perma, note: 'x', tally: { ...SOME.perma.tally, why: 1 } } };
    expect(parseRealCounters(noted)).toEqual(SOME);
  });

  it('reads a damaged value as none, and sets it aside once', () => {
    localStorage.setItem(REAL_COUNTERS_KEY, '{"perma":{"pity":200,"sr":0}}');
    expect(loadRealCounters()).toBeUndefined();
    localStorage.setItem(REAL_COUNTERS_KEY, '[]');
    expect(loadRealCounters()).toBeUndefined();
    expect(localStorage.getItem(UNREADABLE_REAL_COUNTERS_KEY)).toBe('{"perma":{"pity":200,"sr":0}}');
  });

  it('serialises a value it cannot vouch for as zeros, never as something it would refuse to read', () => {
    const damaged = { ...SOME, ml: { ...SOME.ml, pity: 90 } };
    expect(JSON.parse(serialiseRealCounters(damaged))).toEqual(ZERO_REAL_COUNTERS);
  });
});
