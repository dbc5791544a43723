import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TARGET,
  formatRemaining,
  parseIsoDateTime,
  parseTargetParam,
} from '../../../src/features/countdown/countdown-time';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('countdown time', () => {
  it('targets 5 June 2025 at 12:00 in UTC+2 by default', () => {
    expect(new Date(DEFAULT_TARGET).toISOString()).toBe('2025-06-05T10:00:00.000Z');
  });

  it.each([
    [0, '00:00:00:00'],
    [SECOND, '00:00:00:01'],
    [1, '00:00:00:01'],
    [59 * SECOND, '00:00:00:59'],
    [MINUTE, '00:00:01:00'],
    [HOUR + 2 * MINUTE + 3 * SECOND, '00:01:02:03'],
    [DAY - SECOND, '00:23:59:59'],
    [9 * DAY + 8 * HOUR + 7 * MINUTE + 6 * SECOND, '09:08:07:06'],
    [99 * DAY, '99:00:00:00'],
    [100 * DAY + 5 * SECOND, '100:00:00:05'],
    [1234 * DAY + 23 * HOUR, '1234:23:00:00'],
  ])('formats %i ms as %s', (ms, text) => {
    expect(formatRemaining(ms)).toBe(text);
  });

  it('shows zeros for a target in the past', () => {
    expect(formatRemaining(-1)).toBe('00:00:00:00');
    expect(formatRemaining(-365 * DAY)).toBe('00:00:00:00');
  });

  it.each([
    ['2030-01-01T00:00:00Z', Date.UTC(2030, 0, 1)],
    ['2030-01-01T00:00Z', Date.UTC(2030, 0, 1)],
    ['2030-01-01T02:00:00+02:00', Date.UTC(2030, 0, 1)],
    ['2029-12-31T19:30:00-04:30', Date.UTC(2030, 0, 1)],
    ['2030-01-01T02:00:00+0200', Date.UTC(2030, 0, 1)],
    ['2030-01-01T00:00:00.250Z', Date.UTC(2030, 0, 1, 0, 0, 0, 250)],
    ['2028-02-29T12:00:00Z', Date.UTC(2028, 1, 29, 12)],
  ])('reads the ISO 8601 date-time %s', (text, expected) => {
    expect(parseIsoDateTime(text)).toBe(expected);
  });

  it('reads a date-time without a zone as local time', () => {
    expect(parseIsoDateTime('2030-01-01T08:30:00')).toBe(new Date(2030, 0, 1, 8, 30).getTime());
  });

  it.each([
    'banana',
    '',
    '2030-01-01',
    '2030-13-01T00:00:00Z',
    '2025-02-30T00:00:00Z',
    '2027-02-29T00:00:00Z',
    '2030-01-01T24:00:00Z',
    '2030-01-01T10:60:00Z',
    '2030-01-01T10:00:00+25:00',
    '1 June 2030',
    '2030-01-01T00:00:00Zjunk',
  ])('refuses %j', (text) => {
    expect(parseIsoDateTime(text)).toBeUndefined();
  });

  it('takes ?to= when valid and falls back to the default, flagged, when not', () => {
    expect(parseTargetParam(null)).toEqual({ target: DEFAULT_TARGET, invalid: false });
    expect(parseTargetParam('2030-01-01T00:00:00Z')).toEqual({ target: Date.UTC(2030, 0, 1), invalid: false });
    expect(parseTargetParam('soon')).toEqual({ target: DEFAULT_TARGET, invalid: true });
    // An unescaped '+' in a query string is decoded as a space.
    expect(parseTargetParam('2030-01-01T02:00:00 02:00')).toEqual({ target: Date.UTC(2030, 0, 1), invalid: false });
  });
});
