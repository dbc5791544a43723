/** How the site writes numbers in its own words: one formatter for every screen. */

const grouped = new Intl.NumberFormat('en-US');

/** A count with thousands separators: 2,000. */
export function formatCount(n: number): string {
  return grouped.format(n);
}

/** A count with its noun: "1 pull", "2,000 pulls". The plural is the noun with an s unless given. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** A size in bytes in the largest unit that keeps it at 1 or more: "512 bytes", "1.5 MB" (1 KB = 1,024 bytes). */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? formatCount(Math.round(value)) : oneDecimal.format(value)} ${UNITS[unit]}`;
}
