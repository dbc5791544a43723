import { BANNER_LABELS } from '../../catalogue/banners';
import { TOP_RESULT_NAMES } from '../../catalogue/lookups';
import { formatCount, plural } from '../../storage/format';
import type { LuckAnswer } from '../../engine/luck/luck';

/**
 * The luck panel's sentences. A share of players reads in whole percents where that is honest, and with the digits
 * that keep it from reading 0% or 100% in the tails (a share can be tiny, but one that is not 0 never reads as 0).
 */
export function formatShare(share: number): string {
  const percent = share * 100;
  if (percent <= 0) return '0%';
  if (percent >= 100) return '100%';
  if (percent < 0.0001) return 'less than 0.0001%';
  if (percent > 99.9999) return 'more than 99.9999%';
  if (percent < 1) return `${Number(percent.toPrecision(2))}%`;
  if (percent > 99) return `${Number((100 - Number((100 - percent).toPrecision(2))).toFixed(6))}%`;
  return `${Math.round(percent)}%`;
}

/** "17 SSR or ML in 1,000 Perma pulls from pity 0". */
export function questionText(answer: Pick<LuckAnswer, 'banner' | 'pulls' | 'tops' | 'pity'>): string {
  const { banner, pulls, tops, pity } = answer;
  return `${formatCount(tops)} ${TOP_RESULT_NAMES[banner]} in ${plural(pulls, `${BANNER_LABELS[banner]} pull`)} from pity ${pity}`;
}

/** The headline: "17 SSR or ML in 1,000 Perma pulls from pity 0: luckier than 38% of players". */
export function headlineText(answer: LuckAnswer): string {
  return `${questionText(answer)}: luckier than ${formatShare(answer.luckier)} of players`;
}

/** How it was worked out, and what the figure means. */
export function methodText(answer: LuckAnswer): string {
  if (answer.method === 'exact') return 'Exact, from the pity rules.';
  const points = answer.bound * 100;
  const within = points < 0.01 ? 'less than 0.01' : points.toFixed(points < 1 ? 2 : 1);
  return `Approximate (normal approximation from renewal theory): within ±${within} percentage points, a guaranteed bound (Berry–Esseen).`;
}

/** The three parts of the distribution and its centre, in words. */
export function detailText(answer: LuckAnswer): string {
  const { tops } = answer;
  const spread = answer.sd >= 0.05 ? ` ± ${answer.sd.toFixed(1)}` : '';
  return (
    `Of players making these pulls, ${formatShare(answer.below)} get fewer than ${formatCount(tops)}, ` +
    `${formatShare(answer.equal)} exactly ${formatCount(tops)} and ${formatShare(answer.above)} more; ` +
    `on average ${answer.mean.toFixed(1)}${spread}.`
  );
}

/** What the percentile means, said once above the answers. */
export const MID_RANK_NOTE =
  '"Luckier than X% of players" compares your number of top results with every player making the same pulls from the same pity: X counts those who got fewer, plus half of those who got exactly as many (the mid-rank percentile).';
