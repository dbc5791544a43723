import { describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../src/catalogue/characters';
import { createEngineApi } from '../../src/engine/api';
import { derivePity, encodeHistoryBatch, HISTORY_HEADER_BYTES } from '../../src/engine/history/codec';
import { packHistoryBatch, runHistoryBatch } from '../../src/engine/history/pack';
import { buildRules } from '../../src/engine/pulls/rules';
import type { BannerId } from '../../src/engine/types';
import { decodeChunk, historyFromRecords, recordsFrom, storableBatch } from '../../src/lib/history-chunks';
import { indexBatches } from '../../src/lib/chunk-index';
import { orderBatches, parseBatch, parseChunk } from '../../src/storage/stored-history';

const rules = buildRules(CHARACTERS);
const api = createEngineApi(rules, { yieldToEventLoop: async () => undefined });

async function batch(banner: BannerId, count: number, seed: number, counters = { pity: 0, sr: 0 }) {
  return api.runBatch({ banner, counters, count, seed });
}

describe('history chunks', () => {
  it.each(['limited', 'perma', 'ml'] as const)(
    'round-trips a %s batch cut into chunks, each decoding alone to the same pulls',
    async (banner) => {
      const result = await batch(banner, 5000, 31, { pity: 47, sr: 8 });
      const packed = packHistoryBatch(rules, result, 1_700_000_000_000, 777, 1000);
      expect(packed.chunks.map((c) => c.count)).toEqual([777, 777, 777, 777, 777, 777, 338]);
      const storable = storableBatch(rules, packed, 101, 31);
      expect(parseBatch(storable.batch)).toEqual(storable.batch);
      const indexed = indexBatches([storable.batch]);
      indexed.forEach((chunk, k) => {
        const record = storable.chunks[k]!;
        expect(parseChunk(record)).toBeDefined();
        // One byte a pull plus the codec's header.
        expect(record.data!.byteLength).toBe(HISTORY_HEADER_BYTES + chunk.count);
        const decoded = decodeChunk(rules, chunk, record, new Map());
        const from = chunk.first - 101;
        expect(decoded.chars).toEqual(result.chars.slice(from, from + chunk.count));
        expect(decoded.pity).toEqual(result.pity.slice(from, from + chunk.count));
        expect(decoded.types).toEqual(result.types.slice(from, from + chunk.count));
        // The counters before the chunk are exactly those after replaying every earlier pull of the batch.
        const before = derivePity(rules, banner, { pity: 47, sr: 8 }, result.chars.slice(0, from)).endCounters;
        expect(chunk.start).toEqual(k === 0 ? { pity: 47, sr: 8 } : before);
        const rarityTotal = chunk.rarity.reduce((a, b) => a + b, 0);
        expect(rarityTotal).toBe(chunk.count);
      });
      expect(Array.from(packed.tally).reduce((a, b) => a + b, 0)).toBe(5000);
      expect(storable.newest.chars).toEqual(result.chars.slice(5000 - 338));
      expect(storable.batch.end).toEqual(result.counters);
    },
  );

  it('returns the last pulls as the newest records in the specification shape', async () => {
    const packed = await runHistoryBatch(api, rules, {
      banner: 'perma',
      counters: { pity: 0, sr: 0 },
      count: 1500,
      seed: 9,
      timestamp: 1234,
      chunkPulls: 1 << 20,
      tailLength: 1000,
    });
    expect(packed.tail.chars.length).toBe(1000);
    const records = recordsFrom(rules, { banner: 'perma', timestamp: 1234, first: 11 + 500 }, packed.tail, 1000);
    expect(records).toHaveLength(1000);
    expect(records[0]).toEqual({
      character: CHARACTERS[packed.tail.chars[999]!]!.name,
      banner: 'perma',
      pityCount: packed.tail.pity[999],
      pityType: ['no pity', 'soft pity', 'hard pity'][packed.tail.types[999]!],
      timestamp: 1234,
      pullNumber: 1510,
    });
    expect(records[999]!.pullNumber).toBe(511);
  });

  it('decodes chunks written under another catalogue order through their roster table', async () => {
    const result = await batch('perma', 300, 4);
    const reversed = [...CHARACTERS].reverse();
    const oldRules = buildRules(reversed);
    const toOld = Uint8Array.from(result.chars, (i) => reversed.indexOf(CHARACTERS[i]!));
    const data = encodeHistoryBatch(oldRules, {
      banner: 'perma',
      timestamp: 1,
      startCounters: { pity: 0, sr: 0 },
      chars: toOld,
    });
    const chunk = {
      first: 1,
      count: 300,
      batchId: 1,
      banner: 'perma' as const,
      timestamp: 1,
      rosterHash: oldRules.rosterHash,
      start: { pity: 0, sr: 0 },
      rarity: [0, 0, 0, 300] as [number, number, number, number],
    };
    const rosters = new Map([[oldRules.rosterHash, reversed.map((c) => c.id)]]);
    const decoded = decodeChunk(rules, chunk, { first: 1, batchId: 1, data }, rosters);
    expect(decoded.chars).toEqual(result.chars);
    expect(decoded.types).toEqual(result.types);
    expect(() => decodeChunk(rules, chunk, { first: 1, batchId: 1, data }, new Map())).toThrow(/unknown roster/);
  });

  it('rebuilds history from mirror records with their recorded pity, one batch per run', () => {
    const records = [
      { character: 'Sybil', banner: 'ml', pityCount: 3, pityType: 'no pity', timestamp: 20, pullNumber: 12 },
      { character: 'Vice', banner: 'ml', pityCount: 2, pityType: 'no pity', timestamp: 20, pullNumber: 11 },
      { character: 'Freya', banner: 'limited', pityCount: 0, pityType: 'soft pity', timestamp: 10, pullNumber: 10 },
      { character: 'Nobody', banner: 'limited', pityCount: 61, pityType: 'no pity', timestamp: 10, pullNumber: 9 },
    ] as const;
    const history = historyFromRecords(rules, records);
    expect(history.batches.map((b) => [b.id, b.banner, b.count])).toEqual([
      [10, 'limited', 1],
      [11, 'ml', 2],
    ]);
    expect(orderBatches(history.batches)).toHaveLength(2);
    const [limited, ml] = indexBatches(history.batches);
    const decoded = decodeChunk(rules, limited!, history.chunks[0]!, new Map());
    expect(recordsFrom(rules, limited!, decoded, 5)).toEqual([records[2]]);
    expect(recordsFrom(rules, ml!, decodeChunk(rules, ml!, history.chunks[1]!, new Map()), 5)).toEqual([
      records[0],
      records[1],
    ]);
    expect(history.tally.ml[CHARACTERS.findIndex((c) => c.name === 'Sybil')]).toBe(1);
  });

  it('rejects stored batches that do not tile their pulls, and chunks of the wrong shape', () => {
    const good = {
      id: 5,
      banner: 'perma',
      timestamp: 1,
      count: 3,
      start: { pity: 0, sr: 0 },
      end: { pity: 3, sr: 3 },
      seed: null,
      rosterHash: 1,
      chunks: [{ first: 5, count: 3, start: { pity: 0, sr: 0 }, rarity: [0, 0, 0, 3] }],
    };
    expect(parseBatch(good)).toBeDefined();
    expect(parseBatch({ ...good, count: 4 })).toBeUndefined();
    expect(parseBatch({ ...good, chunks: [{ ...good.chunks[0], first: 6 }] })).toBeUndefined();
    expect(parseBatch({ ...good, chunks: [{ ...good.chunks[0], rarity: [0, 0, 0, 2] }] })).toBeUndefined();
    expect(parseBatch({ ...good, banner: 'weekly' })).toBeUndefined();
    expect(parseBatch({ ...good, end: { pity: 81, sr: 0 } })).toBeUndefined();
    // Overlapping batches: the later one is dropped so pull numbers only increase.
    expect(orderBatches([good, { ...good, id: 6, chunks: [{ ...good.chunks[0], first: 6 }] }, 'junk'])).toEqual([good]);
    expect(parseChunk({ first: 1, batchId: 1, data: new Uint8Array(0) })).toBeUndefined();
    expect(parseChunk({ first: 1, batchId: 1, data: [1, 2] })).toBeUndefined();
    expect(
      parseChunk({ first: 1, batchId: 1, chars: new Uint8Array(2), pity: new Uint8Array(2), types: new Uint8Array(1) }),
    ).toBeUndefined();
  });

  it('refuses to encode pulls the rules cannot produce', () => {
    const featured = CHARACTERS.findIndex((c) => c.featuredLimited);
    expect(() => derivePity(rules, 'ml', { pity: 0, sr: 0 }, Uint8Array.of(featured))).toThrow(/Corrupt history/);
  });
});
