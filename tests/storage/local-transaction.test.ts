import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readLocalKeys, writeLocalKeys } from '../../src/storage/local-transaction';

/** From now on the browser refuses to set `refused`, as it would for a full storage or a locked-down one. */
function refuse(refused: string, name = 'QuotaExceededError') {
  const setItem = Storage.prototype.setItem;
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
    if (key === refused) throw new DOMException('refused', name);
    setItem.call(this, key, value);
  });
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('a', 'old a');
  localStorage.setItem('c', 'old c');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('several localStorage keys written as one', () => {
  it('writes every key in order, and removes those given null', () => {
    expect(
      writeLocalKeys([
        ['a', 'new a'],
        ['b', 'new b'],
        ['c', null],
      ]),
    ).toBe('saved');
    expect({ ...localStorage }).toEqual({ a: 'new a', b: 'new b' });
  });

  it('puts back every key written before a refused one, removed ones included, and says it was full', () => {
    refuse('d');
    expect(
      writeLocalKeys([
        ['a', 'new a'],
        ['b', 'new b'],
        ['c', null],
        ['d', 'new d'],
        ['e', 'never written'],
      ]),
    ).toBe('full');
    expect({ ...localStorage }).toEqual({ a: 'old a', c: 'old c' });
  });

  it('tells a refusal for another reason from a full storage', () => {
    refuse('a', 'SecurityError');
    expect(writeLocalKeys([['a', 'new a']])).toBe('failed');
    expect({ ...localStorage }).toEqual({ a: 'old a', c: 'old c' });
  });

  it('reads keys in the form that writes them back', () => {
    const before = readLocalKeys(['a', 'b', 'c']);
    expect(before).toEqual([
      ['a', 'old a'],
      ['b', null],
      ['c', 'old c'],
    ]);
    writeLocalKeys([
      ['a', 'x'],
      ['b', 'y'],
      ['c', null],
    ]);
    expect(writeLocalKeys(before)).toBe('saved');
    expect({ ...localStorage }).toEqual({ a: 'old a', c: 'old c' });
  });
});
