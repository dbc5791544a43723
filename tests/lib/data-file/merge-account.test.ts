import { describe, expect, it } from 'vitest';
import { emptyImportedHistory } from '../../../src/engine/history/import';
import { createRng } from '../../../src/engine/pulls/rng';
import { CHARACTERS } from '../../../src/catalogue/characters';
import {
  MESSAGES,
  mergeOwned,
  mergeRealCounters,
  parseDataText,
  planImport,
  type DataFile,
} from '../../../src/lib/data-file';
import { MAX_COPIES, type OwnedCopies } from '../../../src/storage/owned-store';
import { ZERO_REAL_COUNTERS } from '../../../src/storage/real-counters-store';
import { rules } from './support';

const MINE = {
  ...ZERO_REAL_COUNTERS,
  perma: { pity: 40, sr: 2, tally: { pulls: 130, tops: 2, from: { pity: 5, sr: 1 } } },
};
const THEIRS = {
  ...ZERO_REAL_COUNTERS,
  ml: { pity: 9, sr: 9, tally: { pulls: 9, tops: 0, from: { pity: 0, sr: 0 } } },
};
const ZEROS = { limited: { pity: 0, sr: 0 }, perma: { pity: 0, sr: 0 }, ml: { pity: 0, sr: 0 } };

function fileOwning(owned: OwnedCopies, realCounters: DataFile['realCounters']): DataFile {
  const history = emptyImportedHistory({ summonCount: 0, counters: ZEROS, roster: [], batches: [] });
  return {
    exportedAt: '',
    theme: 'dark',
    tierLists: null,
    teams: {},
    plans: null,
    owned,
    realCounters,
    runs: [],
    history,
  };
}

describe('merging owned characters', () => {
  it('keeps the larger copy count of each character, and counts those that rose', () => {
    expect(mergeOwned({ freya: 3, mia: 1 }, { freya: 2, mia: 4, vice: 1 })).toEqual({
      result: { freya: 3, mia: 4, vice: 1 },
      added: 2,
    });
  });

  it('is idempotent and order-free on random rosters (seeded)', () => {
    const rng = createRng(20250605);
    const next = () => rng.nextU32() / 2 ** 32;
    const roster = (): OwnedCopies =>
      Object.fromEntries(CHARACTERS.map((c) => [c.id, Math.floor(next() * (MAX_COPIES + 1))]).filter(([, n]) => n));
    for (let round = 0; round < 200; round++) {
      const [a, b] = [roster(), roster()];
      const once = mergeOwned(a, b).result;
      expect(mergeOwned(once, b)).toEqual({ result: once, added: 0 });
      expect(mergeOwned(b, a).result).toEqual(once);
    }
  });
});

describe('real counters in an import', () => {
  it('keeps the counters saved here on a merge, takes the file’s when none are saved, and replaces on Replace', () => {
    expect(mergeRealCounters(MINE, THEIRS)).toBe(MINE);
    expect(mergeRealCounters(undefined, THEIRS)).toBe(THEIRS);
    expect(mergeRealCounters(undefined, null)).toBeUndefined();
    const current = { tierLists: undefined, teams: {}, owned: { freya: 5 }, realCounters: MINE };
    expect(planImport(fileOwning({ mia: 1 }, THEIRS), 'replace', current)).toMatchObject({
      owned: { mia: 1 },
      realCounters: THEIRS,
      addedOwned: 1,
    });
    expect(planImport(fileOwning({ mia: 1, freya: 2 }, null), 'merge', current)).toMatchObject({
      owned: { freya: 5, mia: 1 },
      realCounters: MINE,
      addedOwned: 1,
    });
  });
});

describe('reading the account from a file', () => {
  const base = {
    format: 'etheria-companion-data',
    version: 1,
    exportedAt: '2025-06-05T10:00:00.000Z',
    theme: 'dark',
    tierLists: null,
    teams: {},
    summons: { summonCount: 0, counters: ZEROS, roster: [], batches: [] },
  };

  it('reads a file from before owned characters as owning none, with no real counters', () => {
    const read = parseDataText(JSON.stringify(base), rules);
    expect(read.ok && [read.data.owned, read.data.realCounters]).toEqual([{}, null]);
  });

  it('reads owned copies and real counters, dropping characters it does not know', () => {
    const read = parseDataText(JSON.stringify({ ...base, owned: { freya: 2, gone: 1 }, realCounters: MINE }), rules);
    expect(read.ok && [read.data.owned, read.data.realCounters]).toEqual([{ freya: 2 }, MINE]);
  });

  it('reads real counters from a file made before tallies, each tally starting at its counters', () => {
    const read = parseDataText(
      JSON.stringify({ ...base, realCounters: { ...ZEROS, perma: { pity: 40, sr: 2 } } }),
      rules,
    );
    expect(read.ok && read.data.realCounters?.perma).toEqual({
      pity: 40,
      sr: 2,
      tally: { pulls: 0, tops: 0, from: { pity: 40, sr: 2 } },
    });
  });

  it('refuses, in words, a file whose owned copies or real counters are out of range', () => {
    const owned = parseDataText(JSON.stringify({ ...base, owned: { freya: MAX_COPIES + 1 } }), rules);
    expect(owned).toEqual({
      ok: false,
      message: expect.stringContaining(`owned holds copies that are not whole numbers from 0 to ${MAX_COPIES}`),
    });
    const counters = parseDataText(
      JSON.stringify({ ...base, realCounters: { ...MINE, ml: { pity: 99, sr: 0 } } }),
      rules,
    );
    expect(counters).toEqual({ ok: false, message: expect.stringContaining('realCounters.ml.pity') });
    const tally = { pulls: 3, tops: 4, from: { pity: 0, sr: 0 } };
    const tallied = parseDataText(
      JSON.stringify({ ...base, realCounters: { ...MINE, ml: { ...MINE.ml, tally } } }),
      rules,
    );
    expect(tallied).toEqual({ ok: false, message: expect.stringContaining('realCounters.ml.tally') });
    expect(MESSAGES.foreign).not.toBe((counters as { message: string }).message);
  });
});
