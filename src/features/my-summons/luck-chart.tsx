import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { formatCount } from '../../storage/format';
import type { LuckAnswer } from '../../engine/luck/luck';
import { formatShare } from './luck-text';

const WIDTH = 320;
const HEIGHT = 96;

/** The most likely count among the chart's points, and its chance. */
function peakOf(answer: LuckAnswer): { count: number; chance: number } {
  const { from, step, pmf } = answer.chart;
  let best = 0;
  for (let i = 1; i < pmf.length; i++) if (pmf[i]! > pmf[best]!) best = i;
  return { count: from + best * step, chance: pmf[best] ?? 0 };
}

/**
 * The distribution of the number of top results as a small bar chart, with the player's count marked. The caption
 * says in words what the bars show, so the picture adds nothing a reader of the text misses.
 */
export function LuckChart({ answer }: { answer: LuckAnswer }) {
  const { t } = useLingui();
  const titleId = useId();
  const { from, step, pmf } = answer.chart;
  const max = pmf.reduce((m, p) => Math.max(m, p), 0) || 1;
  const barWidth = WIDTH / pmf.length;
  const to = from + (pmf.length - 1) * step;
  const markIndex = Math.round((answer.tops - from) / step);
  const markX = Math.min(WIDTH - 1, Math.max(1, (markIndex + 0.5) * barWidth));
  const peak = peakOf(answer);
  const share = formatShare(peak.chance);
  const chance = answer.method === 'approximate' ? t`about ${share}` : share;
  const first = formatCount(from);
  const last = formatCount(to);
  const every = formatCount(step);
  const likeliest = formatCount(peak.count);
  const yours = formatCount(answer.tops);
  const summary =
    step > 1
      ? t`Chance of each number of top results, from ${first} to ${last} (every ${every}): the most likely is ${likeliest} (${chance}); yours, ${yours}, is marked.`
      : t`Chance of each number of top results, from ${first} to ${last}: the most likely is ${likeliest} (${chance}); yours, ${yours}, is marked.`;

  return (
    <figure className="luck-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId} preserveAspectRatio="none">
        {Array.from(pmf, (p, i) => (
          <rect
            key={i}
            className={i === markIndex ? 'luck-bar luck-bar-mark' : 'luck-bar'}
            x={i * barWidth}
            y={HEIGHT - (p / max) * (HEIGHT - 4)}
            width={Math.max(barWidth - (barWidth > 3 ? 1 : 0), 0.5)}
            height={(p / max) * (HEIGHT - 4)}
          />
        ))}
        <line className="luck-mark" x1={markX} x2={markX} y1={0} y2={HEIGHT} />
      </svg>
      <div className="luck-chart-axis" aria-hidden="true">
        <span>{formatCount(from)}</span>
        <span>
          <Trans>top results</Trans>
        </span>
        <span>{formatCount(to)}</span>
      </div>
      <figcaption id={titleId}>{summary}</figcaption>
    </figure>
  );
}
