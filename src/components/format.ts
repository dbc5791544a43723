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
