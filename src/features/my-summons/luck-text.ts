import { plural, t } from '@lingui/core/macro';
import { BANNER_LABELS } from '../../catalogue/banners';
import { TOP_RESULT_NAMES } from '../../catalogue/lookups';
import { formatCount, formatNumber, intlLocale } from '../../storage/format';
import type { LuckAnswer } from '../../engine/luck/luck';
import type { BannerId } from '../../engine/types';

/**
 * The luck panel's sentences, in the active language: each is read when shown, so a component showing one must
 * re-render on a language switch (it calls `useLingui`). Under As specified (en-US) numbers read as they always have.
 */

/** A number to a fixed count of decimals: the site's own way in en-US, the chosen language's separator otherwise. */
function fixed(n: number, digits: number): string {
  if (intlLocale() === 'en-US') return n.toFixed(digits);
  return formatNumber(n, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** A percentage already rounded as it should read ("38", "0.42", "99.9912"), with the locale's sign and spacing. */
function percentText(percent: number): string {
  if (intlLocale() === 'en-US') return `${percent}%`;
  return formatNumber(percent / 100, { style: 'percent', maximumFractionDigits: 6 });
}

/**
 * A share of players reads in whole percents where that is honest, and with the digits that keep it from reading 0%
 * or 100% in the tails (a share can be tiny, but one that is not 0 never reads as 0).
 */
export function formatShare(share: number): string {
  const percent = share * 100;
  if (percent <= 0) return percentText(0);
  if (percent >= 100) return percentText(100);
  if (percent < 0.0001) {
    const limit = percentText(0.0001);
    return t`less than ${limit}`;
  }
  if (percent > 99.9999) {
    const limit = percentText(99.9999);
    return t`more than ${limit}`;
  }
  if (percent < 1) return percentText(Number(percent.toPrecision(2)));
  if (percent > 99) return percentText(Number((100 - Number((100 - percent).toPrecision(2))).toFixed(6)));
  return percentText(Math.round(percent));
}

/** What counts as a top result on a banner: the featured character on Limited, "SSR or ML" on Perma, ML on ML. */
export function topResultsName(banner: BannerId): string {
  return banner === 'perma' ? t`SSR or ML` : TOP_RESULT_NAMES[banner];
}

/** "17 SSR or ML in 1,000 Perma pulls from pity 0". */
export function questionText(answer: Pick<LuckAnswer, 'banner' | 'pulls' | 'tops' | 'pity'>): string {
  const top = topResultsName(answer.banner);
  const banner = BANNER_LABELS[answer.banner];
  const tops = formatCount(answer.tops);
  const count = formatCount(answer.pulls);
  const pity = formatCount(answer.pity);
  const pullCount = answer.pulls;
  return plural(pullCount, {
    one: `${tops} ${top} in ${count} ${banner} pull from pity ${pity}`,
    other: `${tops} ${top} in ${count} ${banner} pulls from pity ${pity}`,
  });
}

/** The headline, one sentence: "17 SSR or ML in 1,000 Perma pulls from pity 0: luckier than 38% of players." */
export function headlineText(answer: LuckAnswer): string {
  const question = questionText(answer);
  const share = formatShare(answer.luckier);
  return t`${question}: luckier than ${share} of players.`;
}

/** How it was worked out, and what the figure means. */
export function methodText(answer: LuckAnswer): string {
  if (answer.method === 'exact') return t`Exact, from the pity rules.`;
  const points = answer.bound * 100;
  let within: string;
  if (points < 0.01) {
    const limit = fixed(0.01, 2);
    within = t`less than ${limit}`;
  } else {
    within = fixed(points, points < 1 ? 2 : 1);
  }
  return t`Approximate (normal approximation from renewal theory): within ±${within} percentage points, a guaranteed bound (Berry–Esseen).`;
}

/** The three parts of the distribution and its centre, in words. */
export function detailText(answer: LuckAnswer): string {
  const below = formatShare(answer.below);
  const equal = formatShare(answer.equal);
  const above = formatShare(answer.above);
  const tops = formatCount(answer.tops);
  const mean = fixed(answer.mean, 1);
  if (answer.sd < 0.05) {
    return t`Of players making these pulls, ${below} get fewer than ${tops}, ${equal} exactly ${tops} and ${above} more; on average ${mean}.`;
  }
  const sd = fixed(answer.sd, 1);
  return t`Of players making these pulls, ${below} get fewer than ${tops}, ${equal} exactly ${tops} and ${above} more; on average ${mean} ± ${sd}.`;
}

/** What the percentile means, said once above the answers. */
export function midRankNote(): string {
  return t`"Luckier than X% of players" compares your number of top results with every player making the same pulls from the same pity: X counts those who got fewer, plus half of those who got exactly as many (the mid-rank percentile).`;
}
