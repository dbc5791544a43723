import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { memo, useCallback, useMemo } from 'react';
import { formatPercent } from '../../components/odds-format';
import { PullGrid } from '../../components/pull-grid';
import type { PullView } from '../../components/pull-card';
import type { PityTypeCode } from '../../engine/types';
import { filteredPositions, resultCount, ssrShare } from './how-much-to-logic';
import type { ResultFilter } from './how-much-to-logic';
import type { RunView } from './use-how-much-to';

/** 'Total Pulls: N', the SSR line and the card grid of one run; the grid follows the result filter. */
export const RunResults = memo(function RunResults({ run, filter }: { run: RunView; filter: ResultFilter }) {
  const { t } = useLingui();
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

  const ssr = useMemo(() => ssrShare(run.chars), [run]);
  const total = resultCount(run.chars.length);
  const ssrPulls = ssr.count;
  const ssrCount = resultCount(ssrPulls);
  const percent = formatPercent(ssr.share);

  return (
    <section className="hmt-results" aria-label={t`Results`} data-testid="run-results">
      <p className="hmt-total">
        <Trans>Total Pulls: {total}</Trans>
      </p>
      <p className="hmt-ssr">
        <Plural
          value={ssrPulls}
          one={`SSR: ${ssrCount} pulls (${percent})`}
          other={`SSR: ${ssrCount} pulls (${percent})`}
        />
      </p>
      <PullGrid count={count} getPull={getPull} label={t`Pulled cards`} isRainbow={isRainbow} />
    </section>
  );
});
