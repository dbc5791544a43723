import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatCount } from '../../storage/format';
import { formatShare, ssrRatio } from './summon-math';

interface SummonFactsProps {
  readonly summonCount: number;
  /** SSR results, and all pulls whose character is known, over the whole history. */
  readonly ssrCount: number;
  readonly knownPulls: number;
}

/** The total summon count and the SSR average: 'x / y pulls (pct%)' over every pull of the history. */
export function SummonFacts({ summonCount, ssrCount, knownPulls }: SummonFactsProps) {
  const { t } = useLingui();
  // SSR results over pulls, as figures: "12 / 1,000".
  const ratio = `${formatCount(ssrCount)} / ${formatCount(knownPulls)}`;
  const share = formatShare(ssrRatio(ssrCount, knownPulls));
  return (
    <>
      <dl className="summon-facts">
        <div>
          <dt>
            <Trans>Total summon count</Trans>
          </dt>
          <dd data-testid="summon-count">{formatCount(summonCount)}</dd>
        </div>
      </dl>
      <p className="ssr-average" data-testid="ssr-average">
        {t({
          comment: 'The specification writes "pulls" whatever the count; a translation may use the singular.',
          message: `SSR average : ${plural(knownPulls, { one: `${ratio} pulls`, other: `${ratio} pulls` })} (${share})`,
        })}
      </p>
    </>
  );
}
