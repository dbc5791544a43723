import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { PullGrid } from '../../components/pull-grid';
import { usePullSource, type ResultFilter } from '../../lib/summons';
import { formatCount } from '../../storage/format';

/** What an empty list tells the player to do, for each display toggle. */
const EMPTY_HINTS: Record<ResultFilter, MessageDescriptor> = {
  all: msg`No summons yet: press Pull x1, Pull x10 or Pull x85 above, or choose how many to pull.`,
  top: msg`No SSR or ML result among your summons yet. Press Display only SSR and ML again to see every pull.`,
  sr: msg`No SR result among your summons yet. Press Display only SR again to see every pull.`,
};

/**
 * The history's cards through the display toggles. Memoised apart from the page, so the page's frequent updates
 * while a batch runs (progress) never re-render the grid; it re-renders only when its filter, the history or the
 * language changes.
 */
export const SummonResults = memo(function SummonResults({ filter }: { filter: ResultFilter }) {
  const { t, i18n } = useLingui();
  const source = usePullSource(filter);
  const count = source.count;
  const shown = formatCount(count);
  return (
    <>
      <p className="result-count" data-testid="result-count">
        {t`${plural(count, { one: `${shown} result`, other: `${shown} results` })}`}
      </p>
      {/* The grid stays in the page when empty, measured and ready: the first pull's cards cost no extra layout. */}
      <div className="summon-results">
        <PullGrid
          count={count}
          getPull={source.getPull}
          onVisibleRange={source.onVisibleRange}
          label={t`Summon results, newest first`}
          numberStyle="pull"
        />
        {count === 0 && (
          <p className="results-empty" data-testid="results-empty">
            {i18n._(EMPTY_HINTS[filter])}
          </p>
        )}
      </div>
    </>
  );
});
