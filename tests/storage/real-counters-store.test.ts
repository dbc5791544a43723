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

const SOME = { limited: { pity: 80, sr: 9 }, perma: { pity: 12, sr: 3 }, ml: { pity: 0, sr: 0 } };

describe('the real counters store', () => {
  it('holds none until saved, then reads back what was saved', () => {
    expect(loadRealCounters()).toBeUndefined();
    localStorage.setItem(REAL_COUNTERS_KEY, serialiseRealCounters(SOME));
    expect(loadRealCounters()).toEqual(SOME);
  });

  it.each([
    ['a pity past hard pity', { ...SOME, perma: { pity: 81, sr: 0 } }],
    ['an SR counter past the guarantee', { ...SOME, ml: { pity: 0, sr: 10 } }],
    ['a missing banner', { limited: SOME.limited, perma: SOME.perma }],
    ['a negative counter', { ...SOME, limited: { pity: -1, sr: 0 } }],
  ])('refuses %s', (_, value) => {
    expect(parseRealCounters(value)).toBeUndefined();
  });

  it('drops fields it does not know', () => {
    expect(parseRealCounters({ ...SOME, extra: 1, perma: { pity: 12, sr: 3, note: 'x' } })).toEqual(SOME);
  });

  it('reads a damaged value as none, and sets it aside once', () => {
    localStorage.setItem(REAL_COUNTERS_KEY, '{"perma":{"pity":200,"sr":0}}');
    expect(loadRealCounters()).toBeUndefined();
    localStorage.setItem(REAL_COUNTERS_KEY, '[]');
    expect(loadRealCounters()).toBeUndefined();
    expect(localStorage.getItem(UNREADABLE_REAL_COUNTERS_KEY)).toBe('{"perma":{"pity":200,"sr":0}}');
  });

  it('serialises a value it cannot vouch for as zeros, never as something it would refuse to read', () => {
    expect(JSON.parse(serialiseRealCounters({ ...SOME, ml: { pity: 90, sr: 0 } }))).toEqual(ZERO_REAL_COUNTERS);
  });
});
