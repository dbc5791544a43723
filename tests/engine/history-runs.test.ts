import { describe, expect, it } from 'vitest';
import {
  HISTORY_FORMAT_VERSION,
  HISTORY_HEADER_BYTES,
  HISTORY_RUN_FORMAT_VERSION,
  checkHistoryBatch,
  decodeHistoryBatch,
  encodeHistoryBatch,
  readHistoryHeader,
} from '../../src/engine/history/codec';
import { checkImportedHistory, type ImportSummons } from '../../src/engine/history/import';
import { encodeBase64 } from '../../src/engine/base64';
import { pullMany } from '../../src/engine/pulls/batch';
import { featuredOf, withFeatured } from '../../src/engine/pulls/featured';
import { createRng } from '../../src/engine/pulls/rng';
import { buildRules } from '../../src/engine/pulls/rules';
import { decodeChunk } from '../../src/lib/history-chunks';
import { editedRoster, indexOf, rules } from './support';

/**
 * A Limited run's batch in the history codec: version 2, which names the run's featured character, so the batch is
 * replayed under the run's rules wherever it is read; every other batch stays version 1, byte for byte.
 */

const hoyan = indexOf('hoyan');
const run = withFeatured(rules, hoyan);
const start = { pity: 70, sr: 2 };

function runBatch(count = 400, seed = 3) {
  const pulled = pullMany(run, 'limited', start, count, createRng(seed));
  const bytes = encodeHistoryBatch(run, {
    banner: 'limited',
    timestamp: 1234,
    startCounters: start,
    chars: pulled.chars,
  });
  return { pulled, bytes };
}

describe('a run batch in the history codec', () => {
  it('is version 2 with the featured index, and decodes under the roster rules as the run drew it', () => {
    const { pulled, bytes } = runBatch();
    expect(bytes[2]).toBe(HISTORY_RUN_FORMAT_VERSION);
    expect(readHistoryHeader(bytes)).toMatchObject({ banner: 'limited', featured: hoyan, count: 400 });
    const decoded = decodeHistoryBatch(rules, bytes);
    expect(decoded.featured).toBe(hoyan);
    expect([...decoded.chars]).toEqual([...pulled.chars]);
    expect([...decoded.pity]).toEqual([...pulled.pity]);
    expect([...decoded.types]).toEqual([...pulled.types]);
    expect(decoded.endCounters).toEqual(pulled.counters);
    expect([...checkHistoryBatch(rules, bytes, 64)]).toHaveLength(Math.ceil(400 / 64) - 1);
  });

  it('leaves the specified banners version 1, with no featured character', () => {
    for (const banner of ['limited', 'perma', 'ml'] as const) {
      const pulled = pullMany(rules, banner, start, 50, createRng(1));
      const bytes = encodeHistoryBatch(rules, { banner, timestamp: 0, startCounters: start, chars: pulled.chars });
      expect(bytes[2]).toBe(HISTORY_FORMAT_VERSION);
      expect([bytes[18], bytes[19]]).toEqual([0, 0]);
      expect(decodeHistoryBatch(rules, bytes).featured).toBeUndefined();
    }
    // A run that features the roster's own character is the specified banner.
    const same = withFeatured(run, featuredOf(rules));
    const pulled = pullMany(same, 'limited', start, 50, createRng(1));
    expect(
      encodeHistoryBatch(same, { banner: 'limited', timestamp: 0, startCounters: start, chars: pulled.chars })[2],
    ).toBe(HISTORY_FORMAT_VERSION);
  });

  it('refuses a damaged header: a run off Limited, a featured character that is no SSR, stray reserved bytes', () => {
    const { bytes } = runBatch(20);
    const edit = (change: (b: Uint8Array) => void) => {
      const copy = bytes.slice();
      change(copy);
      return () => decodeHistoryBatch(rules, copy);
    };
    expect(edit((b) => (b[3] = 1))).toThrow('Corrupt history: bad reserved bytes');
    expect(edit((b) => (b[19] = 1))).toThrow('Corrupt history: bad reserved bytes');
    expect(edit((b) => (b[18] = indexOf('vice')))).toThrow('the run features no SSR of the roster');
    expect(edit((b) => (b[18] = 250))).toThrow('the run features no SSR of the roster');
    expect(edit((b) => (b[2] = 1))).toThrow('Corrupt history: bad reserved bytes');
    expect(edit((b) => (b[2] = 3))).toThrow('Unsupported history format version 3');
    // The pulls alone cannot pass for the specified banner's: Hoyan is not on it.
    const plain = bytes.slice();
    plain[2] = 1;
    plain[18] = 0;
    expect(() => decodeHistoryBatch(rules, plain)).toThrow(/not a character the limited banner gives/);
  });

  it('moves the featured character with the pulls when the catalogue order changed since', () => {
    const { pulled, bytes } = runBatch();
    // The same characters with the last one first: every roster index moves.
    const roster = editedRoster((c) => c);
    const reordered = buildRules([roster[roster.length - 1]!, ...roster.slice(0, -1)]);
    const ids = rules.roster.map((c) => c.id);
    const chunk = {
      first: 1,
      count: 400,
      batchId: 1,
      banner: 'limited' as const,
      timestamp: 1234,
      rosterHash: rules.rosterHash,
      start,
      rarity: [0, 0, 0, 0] as [number, number, number, number],
    };
    const decoded = decodeChunk(
      reordered,
      chunk,
      { first: 1, batchId: 1, data: bytes },
      new Map([[rules.rosterHash, ids]]),
    );
    const moved = (i: number) => reordered.roster.findIndex((c) => c.id === ids[i]);
    expect(decoded.featured).toBe(moved(hoyan));
    expect([...decoded.chars]).toEqual([...pulled.chars].map(moved));
    expect([...decoded.pity]).toEqual([...pulled.pity]);
  });

  it('imports from a file written under another catalogue order, and refuses a batch whose parts are of two runs', () => {
    const { bytes } = runBatch(300);
    const file = (chunks: string[], count: number, featured: string | null = 'hoyan'): ImportSummons => ({
      summonCount: count,
      counters: { limited: { pity: 0, sr: 0 }, perma: { pity: 0, sr: 0 }, ml: { pity: 0, sr: 0 } },
      roster: rules.roster.map((c) => c.id),
      batches: [
        { first: 1, banner: 'limited', timestamp: 1234, seed: 3, count, ...(featured ? { featured } : {}), chunks },
      ],
    });
    const roster = editedRoster((c) => c);
    const reordered = buildRules([roster[roster.length - 1]!, ...roster.slice(0, -1)]);
    const checked = checkImportedHistory(file([encodeBase64(bytes)], 300), reordered, 1 << 20);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    const stored = checked.history.chunks[0]!.data!;
    expect(readHistoryHeader(stored).featured).toBe(reordered.roster.findIndex((c) => c.id === 'hoyan'));
    expect(decodeHistoryBatch(reordered, stored).chars.length).toBe(300);
    expect(checked.history.batches[0]!.featured).toBe('hoyan');
    // A batch naming no run takes its chunks' (an earlier build's export); one naming a run must name theirs.
    const unnamed = checkImportedHistory(file([encodeBase64(bytes)], 300, null), rules, 1 << 20);
    expect(unnamed.ok && unnamed.history.batches[0]!.featured).toBe('hoyan');
    expect(checkImportedHistory(file([encodeBase64(bytes)], 300, 'mia'), rules, 1 << 20)).toEqual({
      ok: false,
      run: { batch: 1, fault: 'other-run' },
    });

    // The second part, cut from the same pulls, but written as the specified banner's.
    const pulled = pullMany(run, 'limited', start, 300, createRng(3));
    const firstPart = encodeHistoryBatch(run, {
      banner: 'limited',
      timestamp: 1234,
      startCounters: start,
      chars: pulled.chars.slice(0, 100),
    });
    const end = decodeHistoryBatch(rules, firstPart).endCounters;
    const plainPulls = pullMany(rules, 'limited', end, 50, createRng(8));
    const secondPart = encodeHistoryBatch(rules, {
      banner: 'limited',
      timestamp: 1234,
      startCounters: end,
      chars: plainPulls.chars,
    });
    const mixed = checkImportedHistory(file([encodeBase64(firstPart), encodeBase64(secondPart)], 150), rules, 100);
    expect(mixed).toEqual({ ok: false, run: { batch: 1, fault: 'other-run' } });
    expect(HISTORY_HEADER_BYTES).toBe(24);
  });
});
