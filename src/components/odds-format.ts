import { formatNumber, intlLocale } from '../storage/format';

/** Numbers as How Much To and the planner show them: pull counts, means and chances, in the chosen language's locale. */

export function formatPulls(n: number): string {
  return formatNumber(n, { maximumFractionDigits: 0 });
}

export function formatMean(n: number): string {
  return formatNumber(n, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/**
 * A probability as a percentage with two decimals ("12.34%"; "12,34 %" in French); never rounds a near-certainty up
 * to 100 or a chance down to 0.
 */
export function formatPercent(p: number): string {
  const pct = p * 100;
  if (p < 1 && pct > 99.99) return `>${percentOf(0.9999)}`;
  if (p > 0 && pct < 0.01) return `<${percentOf(0.0001)}`;
  return percentOf(p);
}

function percentOf(p: number): string {
  // The site's own way in en-US, to the character: Intl's en-US percent would group thousands and round differently.
  if (intlLocale() === 'en-US') return `${(p * 100).toFixed(2)}%`;
  return formatNumber(p, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
