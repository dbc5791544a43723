import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMean, formatPercent, formatPulls } from '../../src/components/odds-format';
import { formatBytes, formatCount, formatDate, listing } from '../../src/storage/format';

/** Numbers, lists and dates follow the active language's `Intl` locale, as the language setting activates it. */
function activate(locale: string): void {
  // A language of the test's own, so the site's loaded catalogues stay as they are for the files after this one.
  const language = `format-test-${locale}`;
  i18n.load(language, {});
  i18n.activate(language, [locale]);
}

const before = { locale: i18n.locale, locales: i18n.locales };
afterEach(() => {
  if (before.locale) i18n.activate(before.locale, before.locales);
  else activate('en-US');
});

// French groups thousands with a narrow no-break space and puts a no-break space before the percent sign.
const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('formatting in the chosen language', () => {
  it('writes the site’s own English under As specified (en-US)', () => {
    activate('en-US');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatPulls(12_345)).toBe('12,345');
    expect(formatMean(62.456)).toBe('62.5');
    expect(formatPercent(0.123_45)).toBe('12.35%');
    expect(formatPercent(0.999_999)).toBe('>99.99%');
    expect(formatPercent(0.000_001)).toBe('<0.01%');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(listing(['a', 'b', 'c'])).toBe('a, b and c');
    expect(formatDate(new Date(2026, 11, 10), { month: 'short', day: 'numeric' })).toBe('Dec 10');
  });

  it('writes English the same way, without a serial comma', () => {
    activate('en');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatPercent(0.5)).toBe('50.00%');
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(1024 * 1024 - 1)).toBe('1 MB');
    expect(listing(['a', 'b', 'c'])).toBe('a, b and c');
    expect(formatDate(new Date(2026, 11, 10), { month: 'short', day: 'numeric' })).toBe('Dec 10');
  });

  it('writes French numbers, percents, sizes, lists and dates the French way', () => {
    activate('fr');
    expect(formatCount(1000)).toBe(`1${NNBSP}000`);
    expect(formatCount(10_000_000)).toBe(`10${NNBSP}000${NNBSP}000`);
    expect(formatPulls(12_345)).toBe(`12${NNBSP}345`);
    expect(formatMean(62.456)).toBe('62,5');
    expect(formatPercent(0.123_45)).toBe(`12,35${NBSP}%`);
    expect(formatPercent(0.999_999)).toBe(`>99,99${NBSP}%`);
    expect(formatPercent(0.000_001)).toBe(`<0,01${NBSP}%`);
    // French sizes in octets: "Mo", not "MB".
    expect(formatBytes(512)).toBe(`512${NBSP}octets`);
    expect(formatBytes(1)).toBe(`1${NBSP}octet`);
    expect(formatBytes(1536)).toBe(`1,5${NNBSP}ko`);
    expect(formatBytes(1024 * 1024 - 1)).toBe(`1${NNBSP}Mo`);
    expect(formatBytes(5 * 1024 ** 3)).toBe(`5${NNBSP}Go`);
    expect(listing(['a', 'b', 'c'])).toBe('a, b et c');
    expect(formatDate(new Date(2026, 11, 10), { month: 'short', day: 'numeric' })).toBe('10 déc.');
  });
});
