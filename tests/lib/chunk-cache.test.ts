import { describe, expect, it } from 'vitest';
import { ChunkCache } from '../../src/lib/chunk-cache';

/** Which of `keys` the cache still holds. */
function kept(cache: ChunkCache<string>, keys: readonly number[]): number[] {
  return keys.filter((key) => cache.has(key));
}

/** A cache of 25 bytes holding chunks 1 and 2, 10 bytes each: one more of 10 bytes puts it over. */
function twoOfTen(): ChunkCache<string> {
  const cache = new ChunkCache<string>(25);
  cache.remember(1, 'one', 10);
  cache.remember(2, 'two', 10);
  return cache;
}

describe('chunk cache', () => {
  it('drops the least recently remembered chunk once over its budget', () => {
    const cache = twoOfTen();
    cache.remember(3, 'three', 10);
    expect(kept(cache, [1, 2, 3])).toEqual([2, 3]);
    expect(cache.peek(3)).toBe('three');
  });

  it('counts a touched chunk as the most recently used', () => {
    const cache = twoOfTen();
    expect(cache.touch(1)).toBe('one');
    cache.remember(3, 'three', 10);
    expect(kept(cache, [1, 2, 3])).toEqual([1, 3]);
  });

  it('leaves the order of use as it is when a chunk is only peeked at', () => {
    const cache = twoOfTen();
    expect(cache.peek(1)).toBe('one');
    cache.remember(3, 'three', 10);
    expect(kept(cache, [1, 2, 3])).toEqual([2, 3]);
  });

  it('keeps the two most recent chunks even when they alone are over the budget', () => {
    const cache = new ChunkCache<string>(5);
    cache.remember(1, 'one', 10);
    cache.remember(2, 'two', 10);
    expect(kept(cache, [1, 2])).toEqual([1, 2]);
    cache.remember(3, 'three', 10);
    expect(kept(cache, [1, 2, 3])).toEqual([2, 3]);
  });

  it('counts a chunk remembered again once, at its new size', () => {
    const cache = twoOfTen();
    cache.remember(1, 'one again', 4);
    cache.remember(3, 'three', 10);
    // 4 + 10 + 10 = 24 bytes: within the budget.
    expect(kept(cache, [1, 2, 3])).toEqual([1, 2, 3]);
    expect(cache.peek(1)).toBe('one again');
  });

  it('counts what a chunk grew by, and makes room for it on the next remember', () => {
    const cache = twoOfTen();
    cache.grow(1, 10);
    // Growing alone drops nothing.
    expect(kept(cache, [1, 2])).toEqual([1, 2]);
    cache.remember(3, 'three', 1);
    // 20 + 10 + 1 = 31 bytes: the oldest goes, leaving 11.
    expect(kept(cache, [1, 2, 3])).toEqual([2, 3]);
  });

  it('frees the bytes of a deleted chunk and of a cleared cache', () => {
    const cache = twoOfTen();
    cache.delete(1);
    expect(cache.peek(1)).toBeUndefined();
    cache.remember(3, 'three', 5);
    cache.remember(4, 'four', 5);
    // 10 + 5 + 5 = 20 bytes: within the budget.
    expect(kept(cache, [1, 2, 3, 4])).toEqual([2, 3, 4]);

    cache.clear();
    expect(kept(cache, [2, 3, 4])).toEqual([]);
    cache.remember(5, 'five', 10);
    cache.remember(6, 'six', 10);
    cache.remember(7, 'seven', 5);
    expect(kept(cache, [5, 6, 7])).toEqual([5, 6, 7]);
  });
});
