import { beforeAll, describe, expect, it } from 'vitest';
import { decodeBase64, encodeBase64 } from '../../../src/lib/data-file';
import { fileSchema } from '../../../src/lib/data-file/format';
import { emptySummary, parseBatch, parseSummary } from '../../../src/storage/stored-history';
import { edited, exportOf, forgetEverything, parsed, playerWithData, type FileJson } from './support';

let good = '';

beforeAll(async () => {
  good = (await exportOf((await playerWithData()).store)).text;
  forgetEverything();
});

function fileAccepts(change: (file: FileJson) => void): boolean {
  return fileSchema.safeParse(JSON.parse(edited(good, change))).success;
}

describe('the data file format', () => {
  it('encodes base64 strictly and reads back exactly the same bytes', () => {
    const bytes = Uint8Array.from({ length: 40_003 }, (_, i) => (i * 37) % 256);
    const text = encodeBase64(bytes);
    expect(decodeBase64(text)).toEqual(bytes);
    expect(decodeBase64('QUJD')).toEqual(Uint8Array.of(65, 66, 67));
    for (const bad of ['QUJ', 'QU JD', 'QUJD=', '@@@@', 'QQ=a']) expect(decodeBase64(bad)).toBeUndefined();
  });

  it('bounds a batch as the history database does, so what a file holds can be stored', () => {
    const stored = parsed(good).history.batches[0]!;
    expect(parseBatch(stored)).toEqual(stored);
    const cases: [keyof typeof stored, unknown, unknown][] = [
      ['seed', 0xffffffff, 2 ** 32],
      ['seed', null, -1],
      ['timestamp', 8.64e15, 8.64e15 + 1],
      ['banner', 'ml', 'weekly'],
    ];
    for (const [field, fits, beyond] of cases) {
      expect([field, fileAccepts((f) => (f.summons.batches[0][field] = fits))]).toEqual([field, true]);
      expect([field, parseBatch({ ...stored, [field]: fits }) !== undefined]).toEqual([field, true]);
      expect([field, fileAccepts((f) => (f.summons.batches[0][field] = beyond))]).toEqual([field, false]);
      expect([field, parseBatch({ ...stored, [field]: beyond })]).toEqual([field, undefined]);
    }
  });

  it('bounds the counters and the roster as the stored summary does', () => {
    const summary = emptySummary(['freya']);
    const tooLong = Array.from({ length: 256 }, (_, i) => `c${i}`);
    expect(fileAccepts((f) => (f.summons.counters.perma = { pity: 80, sr: 9 }))).toBe(true);
    expect(parseSummary({ ...summary, counters: { ...summary.counters, perma: { pity: 80, sr: 9 } } })).toBeDefined();
    for (const counters of [
      { pity: 81, sr: 0 },
      { pity: 0, sr: 10 },
    ]) {
      expect(fileAccepts((f) => (f.summons.counters.perma = counters))).toBe(false);
      expect(parseSummary({ ...summary, counters: { ...summary.counters, perma: counters } })).toBeUndefined();
    }
    expect(fileAccepts((f) => (f.summons.roster = tooLong))).toBe(false);
    expect(parseSummary({ ...summary, roster: tooLong })).toBeUndefined();
    expect(fileAccepts((f) => (f.summons.summonCount = Number.MAX_SAFE_INTEGER + 2))).toBe(false);
    expect(parseSummary({ ...summary, summonCount: Number.MAX_SAFE_INTEGER + 2 })).toBeUndefined();
  });
});
