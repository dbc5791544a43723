import { describe, expect, it } from 'vitest';
import { PENDING_BATCH_KEY, browserPendingLog, parsePendingBatch } from '../../src/storage/pending-batch';

const record = {
  banner: 'ml',
  count: 10,
  firstPull: 41,
  seed: 0xffffffff,
  start: { pity: 79, sr: 9 },
  timestamp: 1_790_000_000_000,
  roster: 123456,
};

describe('the record of a batch being saved', () => {
  it('reads back what was written, and goes when cleared', () => {
    expect(browserPendingLog.read()).toBeNull();
    expect(browserPendingLog.write(parsePendingBatch(JSON.stringify(record))!)).toBe(true);
    expect(browserPendingLog.read()).toEqual(record);
    browserPendingLog.clear();
    expect(localStorage.getItem(PENDING_BATCH_KEY)).toBeNull();
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
    ];
    for (const text of damaged) {
      expect(parsePendingBatch(text), text).toBeNull();
      localStorage.setItem(PENDING_BATCH_KEY, text);
      expect(browserPendingLog.read()).toBeNull();
      expect(localStorage.getItem(PENDING_BATCH_KEY)).toBeNull();
    }
  });
});
