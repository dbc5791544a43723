import { describe, expect, it } from 'vitest';
import { HistoryReader, type DecodedChunk } from '../../src/lib/history-reader';
import type { IndexedChunk } from '../../src/lib/chunk-index';
import { waitFor } from '../support/wait';

/**
 * A toy roster for the reader: index 0 is ml, 1 ssr, 2 sr, 3 r. Filters keep 0 and 1 ('top') or 2 ('sr').
 */
const masks = { top: Uint8Array.of(1, 1, 0, 0), sr: Uint8Array.of(0, 0, 1, 0) };

function chunkOf(first: number, chars: number[]): { meta: IndexedChunk; data: DecodedChunk } {
  const rarity: [number, number, number, number] = [0, 0, 0, 0];
  for (const c of chars) rarity[c as 0 | 1 | 2 | 3]++;
  return {
    meta: {
      first,
      count: chars.length,
      batchId: first,
      banner: 'perma',
      timestamp: 0,
      rosterHash: 0,
      start: { pity: 0, sr: 0 },
      rarity,
    },
    data: {
      chars: Uint8Array.from(chars),
      pity: new Uint8Array(chars.length),
      types: Uint8Array.from(chars, (c) => (c < 2 ? 1 : 0)),
    },
  };
}

/** Pulls 1..12 in three chunks. */
const CHUNKS = [chunkOf(1, [3, 3, 2, 1]), chunkOf(5, [3, 2, 3, 3, 0]), chunkOf(10, [2, 3, 1])];

/** One turn of the event loop: every promise already settled has run its callbacks. */
const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A reader over CHUNKS; with `delay`, each read answers a turn of the event loop later, as storage would. */
function readerWith(delay = false, maxCacheBytes?: number) {
  const reads: number[] = [];
  const answered: number[] = [];
  const byFirst = new Map(CHUNKS.map((c) => [c.meta.first, c.data]));
  const reader = new HistoryReader(
    async (chunk) => {
      reads.push(chunk.first);
      if (delay) await nextTurn();
      answered.push(chunk.first);
      return byFirst.get(chunk.first);
    },
    masks,
    maxCacheBytes,
  );
  reader.reset(CHUNKS.map((c) => c.meta));
  return { reader, reads, answered };
}

/** The card at a display position, once its chunk has been read. */
async function pullAt(reader: HistoryReader, filter: 'all' | 'top' | 'sr', i: number) {
  let pull = reader.getPull(filter, i);
  while (!pull) {
    await nextTurn();
    pull = reader.getPull(filter, i);
  }
  return pull;
}

async function readAll(reader: HistoryReader, filter: 'all' | 'top' | 'sr') {
  const out = [];
  for (let i = 0; i < reader.count(filter); i++) out.push(await pullAt(reader, filter, i));
  return out;
}

describe('history reader', () => {
  it('knows every filter total from the chunk index alone, without reading pulls', () => {
    const { reader, reads } = readerWith();
    expect(reader.count('all')).toBe(12);
    expect(reader.count('top')).toBe(3);
    expect(reader.count('sr')).toBe(3);
    expect(reader.storedPulls).toBe(12);
    expect(reads).toEqual([]);
  });

  it('reads pulls newest first across chunks, on demand', async () => {
    const { reader, reads } = readerWith(true);
    expect(reader.getPull('all', 0)).toBeUndefined();
    const pulls = await readAll(reader, 'all');
    expect(pulls.map((p) => p.pullNumber)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(pulls.map((p) => p.characterIndex)).toEqual([1, 3, 2, 0, 3, 3, 2, 3, 1, 2, 3, 3]);
    expect(pulls[0]!.pityType).toBe(1);
    // Each chunk read once, even with several cards waiting for it.
    expect(reads).toEqual([10, 5, 1]);
  });

  it('maps filtered positions to the right pulls in every chunk', async () => {
    const { reader } = readerWith();
    expect((await readAll(reader, 'top')).map((p) => p.pullNumber)).toEqual([12, 9, 4]);
    expect((await readAll(reader, 'sr')).map((p) => p.pullNumber)).toEqual([10, 6, 3]);
    expect(reader.getPull('top', 3)).toBeUndefined();
    expect(reader.getPull('top', -1)).toBeUndefined();
  });

  it('prefetches the chunks behind a visible range and tells subscribers when they arrive', async () => {
    const { reader, reads } = readerWith(true);
    let notified = 0;
    const stop = reader.subscribe(() => notified++);
    // Positions 2..8 are pulls 10 down to 4: they reach into all three chunks.
    reader.prefetch('all', 2, 9);
    expect(reads).toEqual([10, 5, 1]);
    await waitFor(() => expect(notified).toBe(3));
    expect(reader.getPull('all', 2)!.pullNumber).toBe(10);
    reader.prefetch('all', 0, 2);
    expect(reads).toHaveLength(3);
    stop();
  });

  it('shows appended pulls at once from what the batch handed over', () => {
    const { reader, reads } = readerWith();
    const fresh = chunkOf(13, [0, 3]);
    reader.append([fresh.meta], [fresh.data]);
    expect(reader.count('all')).toBe(14);
    expect(reader.count('top')).toBe(4);
    expect(reader.getPull('all', 0)).toEqual({ characterIndex: 3, pityType: 0, pullNumber: 14 });
    expect(reader.getPull('top', 0)).toEqual({ characterIndex: 0, pityType: 1, pullNumber: 13 });
    expect(reads).toEqual([]);
  });

  it('takes back a withdrawn batch, and ignores a read of it that ends after a new batch took its place', async () => {
    const refused = chunkOf(13, [0, 0, 1]);
    const next = chunkOf(13, [3, 2]);
    const answered: number[] = [];
    const byFirst = new Map([...CHUNKS, refused].map((c) => [c.meta.first, c.data]));
    const reader = new HistoryReader(async (chunk) => {
      await nextTurn();
      answered.push(chunk.first);
      return byFirst.get(chunk.first);
    }, masks);
    reader.reset(CHUNKS.map((c) => c.meta));
    const before = await readAll(reader, 'all');
    // Appended without its pulls, so showing it starts a read of them.
    reader.append([refused.meta]);
    expect(reader.getPull('all', 0)).toBeUndefined();
    reader.withdraw([refused.meta]);
    expect(reader.count('all')).toBe(12);
    expect(reader.count('top')).toBe(3);
    expect(await readAll(reader, 'all')).toEqual(before);

    reader.append([next.meta], [next.data]);
    await waitFor(() => expect(answered).toContain(13));
    await nextTurn();
    expect(reader.count('all')).toBe(14);
    expect(reader.getPull('all', 0)).toEqual({ characterIndex: 2, pityType: 0, pullNumber: 14 });
    expect(reader.getPull('all', 1)).toEqual({ characterIndex: 3, pityType: 0, pullNumber: 13 });
  });

  it('leaves the history as it is when asked to withdraw chunks that are not the newest', async () => {
    const { reader } = readerWith();
    const before = await readAll(reader, 'all');
    reader.withdraw([CHUNKS[0]!.meta]);
    expect(await readAll(reader, 'all')).toEqual(before);
  });

  it('hands out the same card object until the history changes, so unchanged cards need no re-render', async () => {
    const { reader } = readerWith();
    await readAll(reader, 'all');
    const first = reader.getPull('all', 0);
    expect(reader.getPull('all', 0)).toBe(first);
    const fresh = chunkOf(13, [3]);
    reader.append([fresh.meta], [fresh.data]);
    expect(reader.getPull('all', 1)).not.toBe(first);
    expect(reader.getPull('all', 1)).toEqual(first);
  });

  it('keeps only a bounded number of decoded chunks, dropping the least recently used', async () => {
    const { reader, reads } = readerWith(false, 1);
    await readAll(reader, 'all');
    expect(reads).toEqual([10, 5, 1]);
    // With room for almost nothing, the cache still keeps two chunks: the last two read (5 and 1).
    await pullAt(reader, 'all', 11);
    await pullAt(reader, 'all', 3);
    expect(reads).toEqual([10, 5, 1]);
    // Chunk 10 was dropped; reading it again drops chunk 1, now the least recently used, and keeps chunk 5.
    await pullAt(reader, 'all', 0);
    await pullAt(reader, 'all', 3);
    expect(reads).toEqual([10, 5, 1, 10]);
    await pullAt(reader, 'all', 11);
    expect(reads).toEqual([10, 5, 1, 10, 1]);
  });

  it('serves a replaced history its own data, not a late read of the old one at the same place', async () => {
    const old = CHUNKS[2]!;
    const replacement = chunkOf(10, [3, 3, 0]);
    const stored = new Map([...CHUNKS, replacement].map((c) => [c.meta, c.data]));
    // A read of pulls 10 to 12 answers when the test says so, with the data of the history it was asked for.
    const answer = new Map<IndexedChunk, () => void>();
    const reader = new HistoryReader(async (chunk) => {
      if (chunk.first === 10) await new Promise<void>((resolve) => answer.set(chunk, resolve));
      return stored.get(chunk);
    }, masks);
    reader.reset(CHUNKS.map((c) => c.meta));
    expect(reader.getPull('all', 0)).toBeUndefined();
    reader.reset([CHUNKS[0]!.meta, CHUNKS[1]!.meta, replacement.meta]);
    expect(reader.getPull('all', 0)).toBeUndefined();

    answer.get(old.meta)!();
    await nextTurn();
    // Pull 12 of the old history was an ssr; the new history's pull 12 is still being read.
    expect(reader.getPull('all', 0)).toBeUndefined();
    expect(reader.getPull('top', 0)).toBeUndefined();

    answer.get(replacement.meta)!();
    expect(await pullAt(reader, 'all', 0)).toEqual({ characterIndex: 0, pityType: 1, pullNumber: 12 });
    expect((await readAll(reader, 'all')).map((p) => p.characterIndex)).toEqual([0, 3, 3, 0, 3, 3, 2, 3, 1, 2, 3, 3]);
  });

  it('gives up on a chunk that cannot be read instead of retrying forever', async () => {
    const reads: number[] = [];
    const reader = new HistoryReader(async (chunk) => {
      reads.push(chunk.first);
      throw new Error('gone');
    }, masks);
    reader.reset([CHUNKS[0]!.meta]);
    reader.getPull('all', 0);
    await nextTurn();
    reader.getPull('all', 0);
    await nextTurn();
    expect(reads).toEqual([1]);
  });
});
