import { forwardRef } from 'react';
import { BANNER_LABELS } from '../../catalogue/banners';
import { TOP_RESULT_NAMES } from '../../catalogue/lookups';
import { formatCount, plural } from '../../storage/format';
import { PullCard, type PullView } from '../../components/pull-card';
import { cardOrigin, IMAGE_CARD, topResultsLayout } from './top-results-layout';
import type { BannerId } from '../../engine/types';

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
  const layout = topResultsLayout(total, pulls.length);
  return (
    <div className="top-results-offscreen" aria-hidden="true">
      <div
        ref={ref}
        className="top-results-image"
        style={{ width: layout.width, height: layout.height }}
        data-testid="top-results-image"
      >
        <p className="top-results-title">
          {formatCount(total)} {TOP_RESULT_NAMES[banner]} in {plural(count, `${BANNER_LABELS[banner]} pull`)}
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
            {layout.shown === 0 ? 'No top results in this batch.' : `and ${plural(layout.more, 'more top result')}`}
          </p>
        )}
      </div>
    </div>
  );
});
