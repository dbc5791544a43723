import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBytes, formatCount } from '../../src/storage/format';

const intl = new Intl.NumberFormat('en-US');

describe('number formatting', () => {
  it('writes whole numbers exactly as Intl en-US does', () => {
    for (const n of [0, 1, 12, 123, 999, 1000, 1234, 99_999, 100_000, 1_000_000, 10_000_000, -1, -1000, -123_456]) {
      expect(formatCount(n)).toBe(intl.format(n));
    }
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => formatCount(n) === intl.format(n)),
      { numRuns: 2000 },
    );
  });

  it('leaves anything else to Intl', () => {
    for (const n of [-0, 0.5, 1234.5678, -9876.54321, Number.MAX_SAFE_INTEGER + 2, 1e21, NaN, Infinity, -Infinity]) {
      expect(formatCount(n)).toBe(intl.format(n));
    }
  });

  it('writes sizes in their largest unit', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
  });

  it('picks the unit after rounding, so a size just under the next unit reads in that unit', () => {
    expect(formatBytes(1023)).toBe('1,023 bytes');
    expect(formatBytes(1023.6)).toBe('1 KB');
    expect(formatBytes(1024)).toBe('1 KB');
    // 1,048,575 bytes is 1023.999 KB, which one decimal writes as 1,024: that is 1 MB.
    expect(formatBytes(1_048_575)).toBe('1 MB');
    expect(formatBytes(1_048_576)).toBe('1 MB');
    // The last size still written in KB, and the first that rounds up into MB.
    expect(formatBytes(1023.94 * 1024)).toBe('1,023.9 KB');
    expect(formatBytes(1023.96 * 1024)).toBe('1 MB');
    expect(formatBytes(1024 ** 3 - 1)).toBe('1 GB');
    expect(formatBytes(1024 ** 4 - 1)).toBe('1 TB');
    // TB is the largest unit: past it the number grows.
    expect(formatBytes(1024 ** 5)).toBe('1,024 TB');
  });
});
