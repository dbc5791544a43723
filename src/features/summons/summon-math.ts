import { RARITY_IDS, type BannerId, type RarityId } from '../../engine/types';
import { formatNumber, intlLocale } from '../../storage/format';
import type { CharCounts } from '../../lib/summons';

/**
 * The Summon screen's arithmetic, kept apart from the components so it is unit-testable: reading the custom pull
 * count and the seed from their inputs, the SSR average and the per-rarity statistics.
 */

export const DEFAULT_CUSTOM_COUNT = 300;

export interface CustomCount {
  /** Pulls the custom button will run. */
  readonly count: number;
  /** True when the text asked for more than the largest batch. */
  readonly clamped: boolean;
}

/**
 * The custom count is the integer read from the start of the text (parseInt: '12.7' is 12, '1e9' is 1), 0 when the
 * text is not a number, never below 0, and at most `max`.
 */
export function parseCustomCount(text: string, max: number): CustomCount {
  const value = Number.parseInt(text.trim(), 10);
  if (!Number.isFinite(value) || value <= 0) return { count: 0, clamped: false };
  return value > max ? { count: max, clamped: true } : { count: value, clamped: false };
}

export type SeedInput =
  { readonly kind: 'none' } | { readonly kind: 'seed'; readonly seed: number } | { readonly kind: 'invalid' };

/** An empty seed means a fresh random one; otherwise a whole number from 0 to `max`. */
export function parseSeed(text: string, max: number): SeedInput {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'none' };
  if (!/^\d{1,10}$/.test(trimmed)) return { kind: 'invalid' };
  const seed = Number(trimmed);
  return seed <= max ? { kind: 'seed', seed } : { kind: 'invalid' };
}

/** The SSR average's ratio: ssr results over all pulls, rounded to 4 decimals (0 without pulls). */
export function ssrRatio(ssr: number, total: number): number {
  return total > 0 ? Math.round((ssr / total) * 10_000) / 10_000 : 0;
}

/**
 * A share as a percentage with 2 decimals: 0.0125 reads "1.25%" ("1,25 %" in French). In en-US exactly as the screen
 * always wrote it (a tiny share reads "0.00%").
 */
export function formatShare(share: number): string {
  if (intlLocale() === 'en-US') return `${(share * 100).toFixed(2)}%`;
  return formatNumber(share, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

export type RarityTotals = Record<RarityId, number>;

export function emptyTotals(): RarityTotals {
  return { ml: 0, ssr: 0, sr: 0, r: 0 };
}

/** Pulls of each rarity from per-character counts. `rarityOf` gives each roster index's rarity. */
export function rarityTotals(
  counts: readonly number[],
  rarityOf: (index: number) => RarityId | undefined,
): RarityTotals {
  const totals = emptyTotals();
  counts.forEach((n, index) => {
    const rarity = rarityOf(index);
    if (rarity && n > 0) totals[rarity] += n;
  });
  return totals;
}

export function totalOf(totals: RarityTotals): number {
  return RARITY_IDS.reduce((sum, id) => sum + totals[id], 0);
}

/** Whole-history totals over every banner. */
export function historyTotals(counts: CharCounts, rarityOf: (index: number) => RarityId | undefined) {
  const perBanner = {} as Record<BannerId, RarityTotals>;
  const all = emptyTotals();
  for (const banner of Object.keys(counts) as BannerId[]) {
    perBanner[banner] = rarityTotals(counts[banner], rarityOf);
    for (const id of RARITY_IDS) all[id] += perBanner[banner][id];
  }
  return { perBanner, all };
}

/**
 * The expected share of each rarity for a mix of banners: each banner's exact long-run shares weighted by how many
 * pulls were made on it. Undefined when there are no pulls.
 */
export function expectedShares(
  pullsPerBanner: Partial<Record<BannerId, number>>,
  rates: (banner: BannerId) => Record<RarityId, number> | null,
): RarityTotals | undefined {
  const expected = emptyTotals();
  let total = 0;
  for (const [banner, pulls] of Object.entries(pullsPerBanner) as [BannerId, number][]) {
    const shares = rates(banner);
    if (!shares || pulls <= 0) continue;
    total += pulls;
    for (const id of RARITY_IDS) expected[id] += pulls * shares[id];
  }
  if (total === 0) return undefined;
  for (const id of RARITY_IDS) expected[id] /= total;
  return expected;
}

export function percent(part: number, whole: number): string {
  return whole > 0 ? formatShare(part / whole) : '–';
}
