import { memo } from 'react';
import { PullGrid } from '../../components/pull-grid';
import { usePullSource, type ResultFilter } from '../../lib/summons';
import { formatCount } from '../../storage/format';

/** What an empty list tells the player to do, for each display toggle. */
const EMPTY_HINTS: Record<ResultFilter, string> = {
  all: 'No summons yet: press Pull x1, Pull x10 or Pull x85 above, or choose how many to pull.',
  top: 'No SSR or ML result among your summons yet. Press Display only SSR and ML again to see every pull.',
  sr: 'No SR result among your summons yet. Press Display only SR again to see every pull.',
};

/**
 * The history's cards through the display toggles. Memoised apart from the page, so the page's frequent updates
 * while a batch runs (progress) never re-render the grid; it re-renders only when its filter or the history changes.
 */
export const SummonResults = memo(function SummonResults({ filter }: { filter: ResultFilter }) {
  const source = usePullSource(filter);
  return (
    <>
      <p className="result-count" data-testid="result-count">
        {formatCount(source.count)} {source.count === 1 ? 'result' : 'results'}
      </p>
      {/* The grid stays in the page when empty, measured and ready: the first pull's cards cost no extra layout. */}
      <div className="summon-results">
        <PullGrid
          count={source.count}
          getPull={source.getPull}
          onVisibleRange={source.onVisibleRange}
          label="Summon results, newest first"
          numberStyle="pull"
        />
        {source.count === 0 && (
          <p className="results-empty" data-testid="results-empty">
            {EMPTY_HINTS[filter]}
          </p>
        )}
      </div>
    </>
  );
});
