import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { formatCount } from '../../storage/format';
import { BANNER_LABELS } from '../../catalogue/banners';
import { CHARACTERS } from '../../catalogue/characters';
import { BANNER_IDS, RARITY_IDS, type BannerId, type RarityId } from '../../engine/types';
import type { CharCounts, LastBatch } from '../../lib/summons';
import {
  expectedShares,
  formatShare,
  historyTotals,
  percent,
  rarityTotals,
  totalOf,
  type RarityTotals,
} from './summon-math';

const RARITY_NAMES: Record<RarityId, string> = { ml: 'ML', ssr: 'SSR', sr: 'SR', r: 'R' };

const rarityOf = (index: number) => CHARACTERS[index]?.rarity;

interface SummonStatsProps {
  lastBatch: LastBatch | null;
  charCounts: CharCounts;
  rates: (banner: BannerId) => Record<RarityId, number> | null;
}

function StatsCell({
  totals,
  expected,
  id,
}: {
  totals: RarityTotals | undefined;
  expected: number | undefined;
  id: RarityId;
}) {
  const { t } = useLingui();
  const total = totals ? totalOf(totals) : 0;
  const share = expected !== undefined ? formatShare(expected) : '–';
  return (
    <td>
      <span className="stat-count">{totals ? formatCount(totals[id]) : '–'}</span>{' '}
      <span className="stat-share">{totals ? `(${percent(totals[id], total)})` : ''}</span>
      <br />
      <span className="stat-expected">{t`expected ${share}`}</span>
    </td>
  );
}

/** The last batch's size, banner and seed. */
function LastBatchNote({ batch }: { batch: LastBatch }) {
  const [count, banner, seed] = [formatCount(batch.count), BANNER_LABELS[batch.banner], batch.seed];
  return (
    <Trans>
      {count} on {banner}, seed {seed}
    </Trans>
  );
}

/**
 * Memoised: it re-renders only when the counts change, not on every progress update of a running batch.
 *
 * Count and share of each rarity for the last batch and for the whole history, beside the share the engine's exact
 * module expects in the long run (for the whole history, each banner weighted by its pulls).
 */
export const SummonStats = memo(function SummonStats({ lastBatch, charCounts, rates }: SummonStatsProps) {
  const { t } = useLingui();
  const last = lastBatch ? rarityTotals(lastBatch.charCounts, rarityOf) : undefined;
  const lastExpected = lastBatch ? expectedShares({ [lastBatch.banner]: lastBatch.count }, rates) : undefined;
  const history = historyTotals(charCounts, rarityOf);
  const pullsPerBanner = Object.fromEntries(BANNER_IDS.map((b) => [b, totalOf(history.perBanner[b])]));
  const historyExpected = expectedShares(pullsPerBanner, rates);
  const historyTotal = totalOf(history.all);
  const pulls = formatCount(historyTotal);

  return (
    <section className="summon-stats" aria-labelledby="summon-stats-title">
      <h2 id="summon-stats-title">
        <Trans>Statistics</Trans>
      </h2>
      <div className="stats-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Rarity</Trans>
              </th>
              <th scope="col">
                <Trans>Last batch</Trans>
                <br />
                <span className="stat-expected">{lastBatch ? <LastBatchNote batch={lastBatch} /> : t`none yet`}</span>
              </th>
              <th scope="col">
                <Trans>Whole history</Trans>
                <br />
                <span className="stat-expected">
                  {t({
                    comment: 'The specification writes "pulls" whatever the count; a translation may use the singular.',
                    message: plural(historyTotal, { one: `${pulls} pulls`, other: `${pulls} pulls` }),
                  })}
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {RARITY_IDS.map((id) => (
              <tr key={id} data-testid={`stats-${id}`}>
                <th scope="row">{RARITY_NAMES[id]}</th>
                <StatsCell id={id} totals={last} expected={lastExpected?.[id]} />
                <StatsCell
                  id={id}
                  totals={historyTotal > 0 ? history.all : undefined}
                  expected={historyExpected?.[id]}
                />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
});
