import { describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../src/catalogue/characters';
import { buildRules } from '../../src/engine/pulls/rules';
import { DRAW_VERSION, rulesFingerprint } from '../../src/engine/pulls/rules-fingerprint';
import {
  FIRST_DRAW_VERSION,
  FIRST_FORMAT_RULES,
  PENDING_BATCH_FORMAT,
  PENDING_BATCH_KEY,
  PENDING_BATCH_SET_ASIDE_KEY,
  browserPendingLog,
  parsePendingBatch,
} from '../../src/storage/pending-batch';

const record = {
  banner: 'ml',
  count: 10,
  firstPull: 41,
  seed: 0xffffffff,
  start: { pity: 79, sr: 9 },
  timestamp: 1_790_000_000_000,
  roster: 123456,
  rules: 654321,
  engine: 7,
};

/** A record as the second format wrote it: a version and the rules, no pull loop. */
const { engine: _engine, ...secondFormat } = record;
/** A record as the first build that kept one wrote it: no version, no rules. */
const { rules: _rules, ...firstFormat } = secondFormat;

describe('the record of a batch being saved', () => {
  it('reads back what was written, and goes when cleared', () => {
    expect(browserPendingLog.read()).toBeNull();
    expect(browserPendingLog.write(parsePendingBatch(JSON.stringify({ v: 3, ...record }))!)).toBe(true);
    expect(browserPendingLog.read()).toEqual(record);
    expect(JSON.parse(localStorage.getItem(PENDING_BATCH_KEY)!)).toEqual({ v: 3, ...record });
    browserPendingLog.clear();
    expect(localStorage.getItem(PENDING_BATCH_KEY)).toBeNull();
  });

  it('writes a Limited run’s batch in format 4 with its character, and every other batch in format 3 as before', () => {
    const run = { ...record, banner: 'limited', featured: 'hoyan' };
    expect(browserPendingLog.write(parsePendingBatch(JSON.stringify({ v: 4, ...run }))!)).toBe(true);
    expect(JSON.parse(localStorage.getItem(PENDING_BATCH_KEY)!)).toEqual({ v: 4, ...run });
    expect(browserPendingLog.read()).toEqual(run);
    // A format 3 record names no run, whatever field it carries: it was drawn on the catalogue's own banner.
    localStorage.setItem(PENDING_BATCH_KEY, JSON.stringify({ v: 3, ...run }));
    expect(browserPendingLog.read()).toEqual({ ...record, banner: 'limited' });
  });

  it('refuses anything that would not draw the batch again, and drops a damaged record as it reads it', () => {
    const damaged = [
      'not json',
      'null',
      '[]',
      JSON.stringify({ ...record, banner: 'event' }),
      JSON.stringify({ ...record, count: 0 }),
      JSON.stringify({ ...record, firstPull: 1.5 }),
      JSON.stringify({ ...record, seed: -1 }),
      JSON.stringify({ ...record, seed: 2 ** 32 }),
      JSON.stringify({ ...record, start: { pity: '3', sr: 0 } }),
      JSON.stringify({ ...record, start: null }),
      JSON.stringify({ ...record, timestamp: undefined }),
      JSON.stringify({ ...record, roster: 'x' }),
      JSON.stringify({ v: 2, ...record, rules: undefined }),
      JSON.stringify({ v: 2, ...record, rules: -1 }),
      JSON.stringify({ v: '2', ...record }),
      JSON.stringify({ v: 3, ...record, engine: undefined }),
      JSON.stringify({ v: 3, ...record, engine: 0 }),
      JSON.stringify({ v: 3, ...record, engine: 1.5 }),
      JSON.stringify({ v: 1, ...record }),
      // Format 4 is a Limited run's batch: it names the run's character, on Limited only.
      JSON.stringify({ v: 4, ...record, banner: 'limited' }),
      JSON.stringify({ v: 4, ...record, banner: 'limited', featured: '' }),
      JSON.stringify({ v: 4, ...record, banner: 'limited', featured: 7 }),
      JSON.stringify({ v: 4, ...record, featured: 'hoyan' }),
    ];
    // A record of a newer format is not damaged: it is a later version's, left to it (tests/storage/newer-formats.test.ts).
    expect(parsePendingBatch(JSON.stringify({ v: PENDING_BATCH_FORMAT + 1, ...record }))).toBeNull();
    for (const text of damaged) {
      expect(parsePendingBatch(text), text).toBeNull();
      localStorage.setItem(PENDING_BATCH_KEY, text);
      expect(browserPendingLog.read()).toBeNull();
      expect(localStorage.getItem(PENDING_BATCH_KEY)).toBeNull();
    }
  });

  it('reads a record of the first format as drawn under the rules and the pull loop that format shipped with', () => {
    localStorage.setItem(PENDING_BATCH_KEY, JSON.stringify(firstFormat));
    expect(browserPendingLog.read()).toEqual({ ...firstFormat, rules: FIRST_FORMAT_RULES, engine: FIRST_DRAW_VERSION });
  });

  it('reads a record of the second format with its rules, as drawn by the pull loop of its builds', () => {
    localStorage.setItem(PENDING_BATCH_KEY, JSON.stringify({ v: 2, ...secondFormat }));
    expect(browserPendingLog.read()).toEqual({ ...secondFormat, engine: FIRST_DRAW_VERSION });
  });

  it('knows the pull loop of the first two formats: this build’s, until the loop changes', () => {
    // Should the pull loop change, this fails: keep FIRST_DRAW_VERSION, and expect DRAW_VERSION to differ instead.
    expect(DRAW_VERSION).toBe(FIRST_DRAW_VERSION);
  });

  it('sets a record aside as it was written, and never one of a newer format', () => {
    const text = JSON.stringify({ v: 2, ...secondFormat });
    localStorage.setItem(PENDING_BATCH_KEY, text);
    browserPendingLog.setAside!();
    expect(localStorage.getItem(PENDING_BATCH_KEY)).toBeNull();
    expect(localStorage.getItem(PENDING_BATCH_SET_ASIDE_KEY)).toBe(text);
    const newer = JSON.stringify({ v: PENDING_BATCH_FORMAT + 1, ...record });
    localStorage.setItem(PENDING_BATCH_KEY, newer);
    browserPendingLog.setAside!();
    expect(localStorage.getItem(PENDING_BATCH_KEY)).toBe(newer);
    expect(localStorage.getItem(PENDING_BATCH_SET_ASIDE_KEY)).toBe(text);
  });

  it('knows the rules of the first format: those of the catalogue it shipped with', () => {
    // Should the rules change (a character, a flag, a rate), this fails: keep the constant, which stands for the
    // rules records of the first format were drawn with, and expect the new fingerprint to differ from it instead.
    expect(rulesFingerprint(buildRules(CHARACTERS))).toBe(FIRST_FORMAT_RULES);
  });
});
