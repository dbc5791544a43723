/** Numbers as How Much To and the planner show them: pull counts, means and chances. */

// Made on first use: the page's first Intl formatter loads locale data, a long task on a phone, and the screen shows
// none of these numbers until the odds are worked out.
let integer: Intl.NumberFormat | undefined;
let oneDecimal: Intl.NumberFormat | undefined;

export function formatPulls(n: number): string {
  integer ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  return integer.format(n);
}

export function formatMean(n: number): string {
  oneDecimal ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return oneDecimal.format(n);
}

/** A probability as a percentage with two decimals; never rounds a near-certainty up to 100 or a chance down to 0. */
export function formatPercent(p: number): string {
  const pct = p * 100;
  if (p < 1 && pct > 99.99) return '>99.99%';
  if (p > 0 && pct < 0.01) return '<0.01%';
  return `${pct.toFixed(2)}%`;
}
