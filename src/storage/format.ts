import { i18n } from '@lingui/core';

/**
 * How the site writes numbers, sizes, lists and dates: one formatter for every screen, in the locale of the chosen
 * language. The language setting (src/i18n) activates each language with the locale `Intl` formats in; "As
 * specified" formats as `en-US`, as the site always has, so its texts stay exactly the specification's.
 *
 * Formatters are made on first use and kept per locale: making one loads locale data, a long task on a phone, and
 * many screens (and the code loaded once the page is idle) import this module without showing a number right away.
 */

/** The locale `Intl` writes in now: the active language's, `en-US` before any is active. */
export function intlLocale(): string {
  const locales = i18n.locales;
  const first = Array.isArray(locales) ? locales[0] : locales;
  return typeof first === 'string' && first !== '' ? first : 'en-US';
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number in the current locale with the given options (one formatter kept per locale and options). */
export function formatNumber(n: number, options: Intl.NumberFormatOptions = {}): string {
  const locale = intlLocale();
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format.format(n);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date or time in the current locale: "Dec 10" in English is "10 déc." in French. */
export function formatDate(date: Date | number, options: Intl.DateTimeFormatOptions): string {
  const locale = intlLocale();
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format.format(date);
}

/** A count with thousands separators: 2,000 (2 000 in French). */
export function formatCount(n: number): string {
  // Whole numbers in en-US, which is what the site counts in by default, are grouped here exactly as Intl's en-US
  // format writes them: a screen that shows a count as it opens (the Summon screen) then never waits for a formatter.
  if (Number.isSafeInteger(n) && !Object.is(n, -0) && intlLocale() === 'en-US') return groupThousands(n);
  return formatNumber(n);
}

function groupThousands(n: number): string {
  const digits = String(Math.abs(n));
  const head = digits.length % 3 || 3;
  let text = digits.slice(0, head);
  for (let i = head; i < digits.length; i += 3) text += `,${digits.slice(i, i + 3)}`;
  return n < 0 ? `-${text}` : text;
}

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;
/** The same units as `Intl` names them in other languages: "512 octets", "1,5 Mo" in French. */
const INTL_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/**
 * A size in bytes in the largest unit that keeps it at 1 or more: "512 bytes", "1.5 MB" (1 KB = 1,024 bytes), in the
 * site's English words (As specified and English) or in the words of the locale ("512 octets", "1,5 Mo").
 */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  // The unit is chosen on the number as written, not as measured: 1,048,575 bytes is 1023.999 KB, which rounds to
  // "1,024 KB", and that is 1 MB.
  while (wholeOf(value, unit) >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return writeIn(value, unit);
}

/** The value as written in `unit` (bytes whole, larger units to one decimal), whatever the locale's separators. */
function wholeOf(value: number, unit: number): number {
  return unit === 0 ? Math.round(value) : Math.round(value * 10) / 10;
}

/** Bytes are whole, written out ("bytes", "octets"); the larger units keep one decimal and their short names. */
function writeIn(value: number, unit: number): string {
  if (!intlLocale().startsWith('en')) {
    return formatNumber(wholeOf(value, unit), {
      style: 'unit',
      unit: INTL_UNITS[unit],
      unitDisplay: unit === 0 ? 'long' : 'short',
      maximumFractionDigits: 1,
    });
  }
  const number = unit === 0 ? formatCount(Math.round(value)) : formatNumber(value, { maximumFractionDigits: 1 });
  return `${number} ${UNITS[unit]}`;
}

const listFormats = new Map<string, Intl.ListFormat>();

/**
 * Items as a sentence lists them: "a", "a and b", "a, b and c" in the site's English (no serial comma, as the
 * specification writes), "a, b et c" in French.
 */
export function listing(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  const locale = intlLocale();
  if (locale === 'en-US' || locale === 'en') return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
  let format = listFormats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { type: 'conjunction' });
    listFormats.set(locale, format);
  }
  return format.format(items);
}
