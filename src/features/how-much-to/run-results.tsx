import { memo, useCallback, useMemo } from 'react';
import { PullGrid } from '../../components/pull-grid';
import type { PullView } from '../../components/pull-card';
import type { PityTypeCode } from '../../engine/types';
import { filteredPositions, ssrSummary } from './how-much-to-logic';
import type { ResultFilter } from './how-much-to-logic';
import type { RunView } from './use-how-much-to';

/** 'Total Pulls: N', the SSR line and the card grid of one run; the grid follows the result filter. */
export const RunResults = memo(function RunResults({ run, filter }: { run: RunView; filter: ResultFilter }) {
  const positions = useMemo(() => filteredPositions(run.chars, filter), [run, filter]);
  const count = positions ? positions.length : run.chars.length;

  const getPull = useCallback(
    (i: number): PullView | undefined => {
      const at = positions ? positions[i] : i;
      if (at === undefined || at >= run.chars.length) return undefined;
      return { characterIndex: run.chars[at]!, pityType: run.types[at]! as PityTypeCode, pullNumber: at + 1 };
    },
    [run, positions],
  );
  const isRainbow = useCallback((pull: PullView) => run.selected.has(pull.characterIndex), [run]);

  return (
    <section className="hmt-results" aria-label="Results" data-testid="run-results">
      <p className="hmt-total">Total Pulls: {run.chars.length}</p>
      <p className="hmt-ssr">{ssrSummary(run.chars)}</p>
      <PullGrid count={count} getPull={getPull} label="Pulled cards" isRainbow={isRainbow} />
    </section>
  );
});
