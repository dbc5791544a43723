/** How the site writes numbers in its own words: one formatter for every screen. */

// Formatters are made on first use: making one loads locale data, a long task on a phone, and many screens (and the
// code loaded once the page is idle) import this module without showing a number right away.
let grouped: Intl.NumberFormat | undefined;
let oneDecimal: Intl.NumberFormat | undefined;

/** A count with thousands separators: 2,000. */
export function formatCount(n: number): string {
  // Whole numbers, which is what the site counts, are grouped here, exactly as Intl's en-US format writes them: a
  // screen that shows a count as it opens (the Summon screen) then never waits for the first formatter.
  if (Number.isSafeInteger(n) && !Object.is(n, -0)) return groupThousands(n);
  grouped ??= new Intl.NumberFormat('en-US');
  return grouped.format(n);
}

function groupThousands(n: number): string {
  const digits = String(Math.abs(n));
  const head = digits.length % 3 || 3;
  let text = digits.slice(0, head);
  for (let i = head; i < digits.length; i += 3) text += `,${digits.slice(i, i + 3)}`;
  return n < 0 ? `-${text}` : text;
}

/** A count with its noun: "1 pull", "2,000 pulls". The plural is the noun with an s unless given. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** A size in bytes in the largest unit that keeps it at 1 or more: "512 bytes", "1.5 MB" (1 KB = 1,024 bytes). */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  let text = writeIn(value, unit);
  // The unit is chosen on the number as written, not as measured: 1,048,575 bytes is 1023.999 KB, which rounds to
  // "1,024 KB", and that is 1 MB.
  while (Number(text.replaceAll(',', '')) >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
    text = writeIn(value, unit);
  }
  return `${text} ${UNITS[unit]}`;
}

/** Bytes are whole; the larger units keep one decimal. */
function writeIn(value: number, unit: number): string {
  if (unit === 0) return formatCount(Math.round(value));
  oneDecimal ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
  return oneDecimal.format(value);
}

/** Items as a sentence lists them: "a", "a and b", "a, b and c". */
export function listing(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** "2 plans" when there are any, for the sentences that name plans only when a player has some. */
export function plansPart(n: number): string[] {
  return n > 0 ? [plural(n, 'plan')] : [];
}

/** "2 banner runs" when there are any, likewise. */
export function runsPart(n: number): string[] {
  return n > 0 ? [plural(n, 'banner run', 'banner runs')] : [];
}
