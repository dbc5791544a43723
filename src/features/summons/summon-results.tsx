import { memo } from 'react';
import { PullGrid } from '../../components/pull-grid';
import { usePullSource, type ResultFilter } from '../../lib/summons';
import { formatCount } from '../../components/format';

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
      <PullGrid
        count={source.count}
        getPull={source.getPull}
        onVisibleRange={source.onVisibleRange}
        label="Summon results, newest first"
        numberStyle="pull"
      />
    </>
  );
});
