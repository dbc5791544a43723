import { describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../src/catalogue/characters';
import { pullMany } from '../../src/engine/pulls/batch';
import {
  checkHistoryBatch,
  decodeHistoryBatch,
  derivePity,
  encodeHistoryBatch,
  HISTORY_HEADER_BYTES,
} from '../../src/engine/history/codec';
import { buildRules } from '../../src/engine/pulls/rules';
import { createRng, scriptedUniforms } from '../../src/engine/pulls/rng';
import type { BannerId, Counters } from '../../src/engine/types';
import { banners, featuredId, indexOf, rules } from './support';

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

describe('round trip', () => {
  const starts: Counters[] = [
    { pity: 0, sr: 0 },
    { pity: 79, sr: 9 },
    { pity: 80, sr: 3 },
    { pity: 50, sr: 0 },
  ];

  it.each(banners)('%s: pity and pity types are re-derived exactly from the characters', (banner: BannerId) => {
    for (const [k, start] of starts.entries()) {
      const run = pullMany(rules, banner, start, 300_000, createRng(500 + k));
      const bytes = encodeHistoryBatch(rules, {
        banner,
        timestamp: 1_717_171_717_171.5,
        startCounters: start,
        chars: run.chars,
      });
      expect(bytes.length).toBe(HISTORY_HEADER_BYTES + run.chars.length);
      const decoded = decodeHistoryBatch(rules, bytes);
      expect(decoded.banner).toBe(banner);
      expect(decoded.timestamp).toBe(1_717_171_717_171.5);
      expect(decoded.startCounters).toEqual(start);
      expect(decoded.endCounters).toEqual(run.counters);
      expect(sameBytes(decoded.chars, run.chars)).toBe(true);
      expect(sameBytes(decoded.pity, run.pity)).toBe(true);
      expect(sameBytes(decoded.types, run.types)).toBe(true);
    }
  });

  it('decodes from a view into a larger buffer', () => {
    const run = pullMany(rules, 'ml', { pity: 0, sr: 0 }, 1000, createRng(1));
    const bytes = encodeHistoryBatch(rules, {
      banner: 'ml',
      timestamp: 0,
      startCounters: { pity: 0, sr: 0 },
      chars: run.chars,
    });
    const padded = new Uint8Array(bytes.length + 16);
    padded.set(bytes, 7);
    const decoded = decodeHistoryBatch(rules, padded.subarray(7, 7 + bytes.length));
    expect(sameBytes(decoded.chars, run.chars)).toBe(true);
  });

  it('is about one byte per pull for a large batch', () => {
    const run = pullMany(rules, 'perma', { pity: 0, sr: 0 }, 1_000_000, createRng(2));
    const bytes = encodeHistoryBatch(rules, {
      banner: 'perma',
      timestamp: 0,
      startCounters: { pity: 0, sr: 0 },
      chars: run.chars,
    });
    expect(bytes.length / 1_000_000).toBeLessThan(1.0001);
  });
});

describe('rejects history the rules could not have produced', () => {
  const featured = indexOf(featuredId);
  const r = indexOf('cachi');
  const sr = indexOf('kazami');
  const header = (chars: Uint8Array, start: Counters = { pity: 0, sr: 0 }, banner: BannerId = 'limited') => ({
    banner,
    timestamp: 0,
    startCounters: start,
    chars,
  });

  it('a character the banner does not give', () => {
    expect(() => derivePity(rules, 'limited', { pity: 0, sr: 0 }, Uint8Array.of(indexOf('celince')))).toThrow(
      'Corrupt history',
    );
    expect(() => derivePity(rules, 'ml', { pity: 0, sr: 0 }, Uint8Array.of(sr))).toThrow('Corrupt history');
    expect(() => derivePity(rules, 'perma', { pity: 0, sr: 0 }, Uint8Array.of(indexOf('hoyan')))).toThrow(
      'Corrupt history',
    );
    expect(() => derivePity(rules, 'perma', { pity: 0, sr: 0 }, Uint8Array.of(250))).toThrow('Corrupt history');
  });

  it('a non-top pull at hard pity, or an R when SR was due', () => {
    expect(() => encodeHistoryBatch(rules, header(Uint8Array.of(r), { pity: 80, sr: 0 }))).toThrow('hard pity');
    expect(() => encodeHistoryBatch(rules, header(Uint8Array.of(r), { pity: 3, sr: 9 }))).toThrow('SR was guaranteed');
    expect(() => encodeHistoryBatch(rules, header(Uint8Array.of(featured, r, sr), { pity: 80, sr: 9 }))).not.toThrow();
  });

  it('bad bytes: magic, version, banner, length, roster', () => {
    const good = encodeHistoryBatch(rules, header(Uint8Array.of(featured, r)));
    const broken = (edit: (b: Uint8Array) => void): Uint8Array => {
      const copy = good.slice();
      edit(copy);
      return copy;
    };
    expect(() => decodeHistoryBatch(rules, good.subarray(0, 10))).toThrow('shorter than its header');
    expect(() =>
      decodeHistoryBatch(
        rules,
        broken((b) => (b[0] = 0)),
      ),
    ).toThrow('bad magic');
    expect(() =>
      decodeHistoryBatch(
        rules,
        broken((b) => (b[2] = 9)),
      ),
    ).toThrow('version 9');
    expect(() =>
      decodeHistoryBatch(
        rules,
        broken((b) => (b[3] = 7)),
      ),
    ).toThrow('unknown banner');
    expect(() => decodeHistoryBatch(rules, good.subarray(0, good.length - 1))).toThrow('header says 2 pulls');
    const otherRoster = buildRules([...CHARACTERS].reverse());
    expect(() => decodeHistoryBatch(otherRoster, good)).toThrow('different roster');
    expect(() => encodeHistoryBatch(rules, { ...header(Uint8Array.of()), timestamp: Number.NaN })).toThrow(RangeError);
  });

  it('derives the scripted example by hand', () => {
    const run = pullMany(rules, 'limited', { pity: 49, sr: 8 }, 3, scriptedUniforms([0.5, 0.005, 0.5]));
    const { pity, types, endCounters } = derivePity(rules, 'limited', { pity: 49, sr: 8 }, run.chars);
    expect(Array.from(pity)).toEqual([50, 0, 1]);
    expect(Array.from(types)).toEqual([0, 1, 0]);
    expect(endCounters).toEqual({ pity: 1, sr: 1 });
  });
});

describe('checking a batch a slice at a time', () => {
  /** Whether `run` throws. */
  const refuses = (run: () => unknown) => {
    try {
      run();
      return false;
    } catch {
      return true;
    }
  };

  it('refuses exactly what decoding refuses, wherever the slices are cut, one step per slice', () => {
    const rng = createRng(77);
    const pulled = pullMany(rules, 'limited', { pity: 0, sr: 0 }, 2_000, rng);
    const good = encodeHistoryBatch(rules, {
      banner: 'limited',
      timestamp: 5,
      startCounters: { pity: 0, sr: 0 },
      chars: pulled.chars,
    });
    const damaged = [good.subarray(0, 10), good.subarray(0, good.length - 1)];
    for (const at of [0, 1, 6, 7, 999, 1_000, 1_999]) {
      for (const value of [250, indexOf('celince')]) {
        const copy = good.slice();
        copy[HISTORY_HEADER_BYTES + at] = value;
        damaged.push(copy);
      }
    }
    expect(damaged.every((bytes) => refuses(() => decodeHistoryBatch(rules, bytes)))).toBe(true);
    for (const slice of [1, 7, 1_000, 2_000, 5_000]) {
      expect([slice, [...checkHistoryBatch(rules, good, slice)].length]).toEqual([slice, Math.ceil(2_000 / slice) - 1]);
      for (const bytes of damaged) expect(refuses(() => [...checkHistoryBatch(rules, bytes, slice)])).toBe(true);
    }
    const empty = encodeHistoryBatch(rules, {
      banner: 'ml',
      timestamp: 5,
      startCounters: { pity: 3, sr: 1 },
      chars: new Uint8Array(0),
    });
    expect([...checkHistoryBatch(rules, empty, 7)]).toEqual([]);
    expect(refuses(() => [...checkHistoryBatch(buildRules([...CHARACTERS].reverse()), good, 7)])).toBe(true);
    expect(refuses(() => [...checkHistoryBatch(rules, good, 0)])).toBe(true);
  });
});
