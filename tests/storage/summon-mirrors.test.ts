import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import {
  countFromMirrors,
  countersFromMirrors,
  readMirrors,
  writeCountMirrors,
  writeSummonsMirror,
} from '../../src/storage/summon-mirrors';
import { loadSelectedBanner, saveSelectedBanner } from '../../src/storage/summon-settings';

const record = (pullNumber: number) => ({
  character: 'Vice',
  banner: 'perma',
  pityCount: 3,
  pityType: 'no pity',
  timestamp: 1_700_000_000_000,
  pullNumber,
});

describe('summon mirrors', () => {
  it('reads back what it writes, under the specification keys and cookie', () => {
    const counters = { limited: { pity: 1, sr: 2 }, perma: { pity: 79, sr: 9 }, ml: { pity: 0, sr: 0 } };
    writeCountMirrors(1234, counters);
    writeSummonsMirror([record(1234), record(1233)] as never);
    expect(localStorage.getItem('pityCounters')).toBe('{"limited":1,"perma":79,"ml":0}');
    expect(localStorage.getItem('srCounters')).toBe('{"limited":2,"perma":9,"ml":0}');
    expect(localStorage.getItem('summonCount')).toBe('1234');
    expect(Cookies.get('summonCount')).toBe('1234');
    const mirrors = readMirrors();
    expect(countersFromMirrors(mirrors)).toEqual(counters);
    expect(countFromMirrors(mirrors)).toBe(1234);
    expect(mirrors.summons).toEqual([record(1234), record(1233)]);
  });

  it('writes the cookie for 30 days on path /', () => {
    const set = vi.spyOn(Cookies, 'set');
    writeCountMirrors(5, { limited: { pity: 0, sr: 0 }, perma: { pity: 0, sr: 0 }, ml: { pity: 0, sr: 0 } });
    expect(set).toHaveBeenCalledWith('summonCount', '5', { expires: 30, path: '/' });
    set.mockRestore();
  });

  it.each([
    ['not JSON', '{limited: 1'],
    ['a string', '"12"'],
    ['a negative counter', '{"limited":-1,"perma":0,"ml":0}'],
    ['a fractional counter', '{"limited":1.5,"perma":0,"ml":0}'],
    ['a counter above hard pity', '{"limited":81,"perma":0,"ml":0}'],
    ['a missing banner', '{"limited":1,"perma":0}'],
    ['an array', '[1,2,3]'],
    ['a huge string', `"${'9'.repeat(5000)}"`],
  ])('ignores pityCounters holding %s, alone', (_, text) => {
    localStorage.setItem('pityCounters', text);
    localStorage.setItem('srCounters', '{"limited":4,"perma":5,"ml":6}');
    localStorage.setItem('summonCount', '42');
    const mirrors = readMirrors();
    expect(mirrors.pityCounters).toBeUndefined();
    expect(countersFromMirrors(mirrors)).toEqual({
      limited: { pity: 0, sr: 4 },
      perma: { pity: 0, sr: 5 },
      ml: { pity: 0, sr: 6 },
    });
    expect(mirrors.summonCount).toBe(42);
  });

  it('never lets a __proto__ key through', () => {
    localStorage.setItem('pityCounters', '{"__proto__":{"polluted":1},"limited":2,"perma":3,"ml":4}');
    const mirrors = readMirrors();
    expect(mirrors.pityCounters).toEqual({ limited: 2, perma: 3, ml: 4 });
    expect(Object.getPrototypeOf(mirrors.pityCounters)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each(['abc', '-3', '1.5', '1e3', '', ' 7', '99999999999999999999'])(
    "ignores summonCount '%s' and falls back to the cookie",
    (text) => {
      localStorage.setItem('summonCount', text);
      Cookies.set('summonCount', '17', { path: '/' });
      const mirrors = readMirrors();
      expect(mirrors.summonCount).toBeUndefined();
      expect(countFromMirrors(mirrors)).toBe(17);
    },
  );

  it('ignores a corrupted cookie and a corrupted summons list, and falls back to 0', () => {
    Cookies.set('summonCount', 'lots', { path: '/' });
    localStorage.setItem('summons', '[{"character":"Vice"}]');
    const mirrors = readMirrors();
    expect(mirrors.cookieCount).toBeUndefined();
    expect(mirrors.summons).toBeUndefined();
    expect(countFromMirrors(mirrors)).toBe(0);
  });

  it.each([
    ['not an array', '{"a":1}'],
    ['an unknown banner', JSON.stringify([{ ...record(2), banner: 'weekly' }])],
    ['an unknown pity type', JSON.stringify([{ ...record(2), pityType: 'lucky' }])],
    ['oldest first', JSON.stringify([record(1), record(2)])],
    ['more than 1,000 records', JSON.stringify(Array.from({ length: 1001 }, (_, i) => record(2000 - i)))],
    ['a pull number of 0', JSON.stringify([record(0)])],
  ])('ignores a summons list that is %s', (_, text) => {
    localStorage.setItem('summons', text);
    expect(readMirrors().summons).toBeUndefined();
  });

  it('remembers the chosen banner: perma when none, none when the saved one is not a banner', () => {
    expect(loadSelectedBanner()).toBe('perma');
    saveSelectedBanner('ml');
    expect(loadSelectedBanner()).toBe('ml');
    localStorage.setItem('selectedBanner', '{"banner":"ml"}');
    expect(loadSelectedBanner()).toBeNull();
  });

  it('survives a localStorage that throws on every call', () => {
    const get = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    const set = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => readMirrors()).not.toThrow();
    expect(() => writeSummonsMirror([])).not.toThrow();
    expect(() =>
      writeCountMirrors(1, { limited: { pity: 0, sr: 0 }, perma: { pity: 0, sr: 0 }, ml: { pity: 0, sr: 0 } }),
    ).not.toThrow();
    get.mockRestore();
    set.mockRestore();
  });
});
