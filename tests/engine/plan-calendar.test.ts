import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { civilDate, dayNumber, formatDate, isFirstOfMonth, parseDate, weekdayOf } from '../../src/engine/plan/calendar';

const DAY_MS = 86_400_000;
/** The same date by the platform's own calendar (UTC, so no time zone shifts it): the oracle, not the engine. */
const utcDays = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) / DAY_MS;

describe('civil dates', () => {
  it('counts days from 1970-01-01 as the proleptic Gregorian calendar does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_932_896 }), (days) => {
        const date = new Date(days * DAY_MS);
        const [y, m, d] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
        expect(dayNumber(y, m, d)).toBe(days);
        expect(civilDate(days)).toEqual({ year: y, month: m, day: d });
        expect(weekdayOf(days)).toBe(date.getUTCDay());
        expect(parseDate(formatDate(days))).toBe(days);
      }),
      { seed: 20260310, numRuns: 2000 },
    );
  });

  it('knows leap years: every fourth, not centuries, but every fourth century', () => {
    expect(parseDate('2024-02-29')).toBe(utcDays(2024, 2, 29));
    expect(parseDate('2000-02-29')).toBe(utcDays(2000, 2, 29));
    expect(parseDate('2023-02-29')).toBeNull();
    expect(parseDate('2100-02-29')).toBeNull();
    expect(parseDate('2024-03-01')! - parseDate('2024-02-28')!).toBe(2);
    expect(parseDate('2023-03-01')! - parseDate('2023-02-28')!).toBe(1);
    expect(parseDate('2025-01-01')! - parseDate('2024-01-01')!).toBe(366);
  });

  it('refuses anything that is not a real date within its years', () => {
    for (const text of [
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      '2026-4-01',
      '26-04-01',
      '1969-12-31',
      '10000-01-01',
    ]) {
      expect(parseDate(text)).toBeNull();
    }
    for (const value of [undefined, null, 20260101, {}, ' 2026-01-01', '2026-01-01T00:00']) {
      expect(parseDate(value)).toBeNull();
    }
    expect(parseDate('1970-01-01')).toBe(0);
    expect(parseDate('9999-12-31')).toBe(utcDays(9999, 12, 31));
  });

  it('finds the first of each month', () => {
    const start = parseDate('2024-12-30')!;
    const firsts = Array.from({ length: 70 }, (_, d) => start + d)
      .filter(isFirstOfMonth)
      .map(formatDate);
    expect(firsts).toEqual(['2025-01-01', '2025-02-01', '2025-03-01']);
  });
});
