import { describe, expect, it } from 'vitest';
import { ChunkIndex, type IndexedChunk } from '../../src/lib/chunk-index';

/** What the index does not read: where a chunk came from. */
const ORIGIN = { banner: 'perma', timestamp: 0, rosterHash: 0, start: { pity: 0, sr: 0 } } as const;

/** A chunk of pulls from `first`, with rarity counts in RARITY_IDS order: ml, ssr, sr, r. */
function chunk(first: number, rarity: [number, number, number, number]): IndexedChunk {
  return { ...ORIGIN, first, batchId: first, count: rarity.reduce((a, b) => a + b, 0), rarity };
}

// Pulls 1..14, oldest first. Top (ml + ssr) / sr matches: A 1/1, B 1/1, C 1/1, D 0/0.
const A = chunk(1, [0, 1, 1, 2]);
const B = chunk(5, [1, 0, 1, 3]);
const C = chunk(10, [0, 1, 1, 1]);
const D = chunk(13, [0, 0, 0, 2]);

describe('chunk index', () => {
  it('counts the cards of every filter and the stored pulls from the rarity counts', () => {
    const index = new ChunkIndex([A, B, C, D]);
    expect([index.count('all'), index.count('top'), index.count('sr')]).toEqual([14, 3, 3]);
    expect([index.storedPulls, index.length]).toEqual([14, 4]);
    expect(index.newestFirst()).toEqual([D, C, B, A]);
  });

  it('finds the chunk holding a display position, newest first, and the rank inside its matches', () => {
    const index = new ChunkIndex([A, B, C, D]);
    expect(index.locate('all', 0)).toEqual({ chunk: D, rank: 0 });
    expect(index.locate('all', 2)).toEqual({ chunk: C, rank: 0 });
    expect(index.locate('all', 4)).toEqual({ chunk: C, rank: 2 });
    expect(index.locate('all', 5)).toEqual({ chunk: B, rank: 0 });
    expect(index.locate('all', 13)).toEqual({ chunk: A, rank: 3 });
    // D holds no top result: the newest is C's.
    expect(index.locate('top', 0)).toEqual({ chunk: C, rank: 0 });
    expect(index.locate('top', 2)).toEqual({ chunk: A, rank: 0 });
    expect([index.locate('all', 14), index.locate('all', -1), index.locate('top', 3)]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('lists the chunks behind a range of display positions, newest first', () => {
    const index = new ChunkIndex([A, B, C, D]);
    expect(index.covering('all', 3, 6)).toEqual([C, B]);
    expect(index.covering('all', 0, 14)).toEqual([D, C, B, A]);
    expect(index.covering('top', 0, 2)).toEqual([C, B]);
    expect(index.covering('all', 14, 20)).toEqual([]);
  });

  it('counts appended chunks after counting before them', () => {
    const index = new ChunkIndex([A, B]);
    expect(index.count('sr')).toBe(2);
    index.append([C, D]);
    expect([index.count('all'), index.count('sr')]).toEqual([14, 3]);
    expect(index.locate('all', 0)).toEqual({ chunk: D, rank: 0 });
  });

  it('takes back only the newest chunks', () => {
    const index = new ChunkIndex([A, B, C, D]);
    expect(index.count('all')).toBe(14);
    expect(index.withdraw([B])).toBe(false);
    expect(index.count('all')).toBe(14);
    expect(index.withdraw([C, D])).toBe(true);
    expect([index.count('all'), index.count('top')]).toEqual([9, 2]);
    expect(index.newestFirst()).toEqual([B, A]);
  });
});
