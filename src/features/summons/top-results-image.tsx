import { plural, select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { forwardRef } from 'react';
import { BANNER_LABELS } from '../../catalogue/banners';
import { formatCount } from '../../storage/format';
import { PullCard, type PullView } from '../../components/pull-card';
import { cardOrigin, IMAGE_CARD, topResultsLayout } from './top-results-layout';
import type { BannerId } from '../../engine/types';
import { TOP_RESULT_NAMES } from '../../catalogue/lookups';

interface TopResultsImageProps {
  readonly banner: BannerId;
  readonly count: number;
  readonly pulls: readonly PullView[];
  /** Every top result of the batch, drawn or not. */
  readonly total: number;
}

/**
 * What the PNG of a batch's top results shows, laid out by `topResultsLayout`: a title, the cards (the pull grid's
 * own), and how many were left out. Drawn off-screen and hidden from assistive technology: it exists only to be
 * turned into a picture, and the button that makes it says what it did.
 */
export const TopResultsImage = forwardRef<HTMLDivElement, TopResultsImageProps>(function TopResultsImage(
  { banner, count, pulls, total },
  ref,
) {
  const { t } = useLingui();
  const layout = topResultsLayout(total, pulls.length);
  const [tops, pulled, label] = [formatCount(total), formatCount(count), BANNER_LABELS[banner]];
  const featured = TOP_RESULT_NAMES.limited;
  const left = layout.more;
  const more = formatCount(left);
  return (
    <div className="top-results-offscreen" aria-hidden="true">
      <div
        ref={ref}
        className="top-results-image"
        style={{ width: layout.width, height: layout.height }}
        data-testid="top-results-image"
      >
        <p className="top-results-title">
          {t({
            comment: 'What counts as a top result: the featured character on Limited, ML on ML, SSR or ML on Perma.',
            message: `${tops} ${select(banner, { limited: `${featured}`, ml: 'ML', other: 'SSR or ML' })} in ${plural(count, { one: `${pulled} ${label} pull`, other: `${pulled} ${label} pulls` })}`,
          })}
        </p>
        {pulls.slice(0, layout.shown).map((pull, i) => {
          const { x, y } = cardOrigin(layout, i);
          return (
            <div
              key={pull.pullNumber}
              className="top-results-card"
              style={{ left: x, top: y, width: IMAGE_CARD.width, height: IMAGE_CARD.height }}
            >
              <PullCard pull={pull} />
            </div>
          );
        })}
        {(layout.more > 0 || layout.shown === 0) && (
          <p className="top-results-more">
            {layout.shown === 0
              ? t`No top results in this batch.`
              : t`${plural(left, { one: `and ${more} more top result`, other: `and ${more} more top results` })}`}
          </p>
        )}
      </div>
    </div>
  );
});
