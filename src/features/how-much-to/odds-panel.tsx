import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { chanceWithin, quantileOf } from '../../engine/odds/stats';
import type { Estimate } from '../../engine/odds/stats';
import { CdfChart } from '../../components/cdf-chart';
import { ChartTable } from '../../components/figure-table';
import { formatMean, formatPercent, formatPulls } from '../../components/odds-format';
import { formatNumber } from '../../storage/format';
import type { OddsView } from './use-how-much-to';

const QUANTILES = [0.1, 0.25, 0.5, 0.75, 0.9, 0.95, 0.99];

function pulls(e: Estimate, format = formatPulls): string {
  return e.low === e.high ? format(e.value) : `${format(e.value)} (${format(e.low)}–${format(e.high)})`;
}

function mean(e: Estimate): string {
  return e.low === e.high ? formatMean(e.value) : `${formatMean(e.value)} ± ${formatMean(e.high - e.value)}`;
}

/** A quantile's chance in whole percents: "90%" ("90 %" in French). */
function quantilePercent(q: number): string {
  return formatNumber(q, { style: 'percent' });
}

/** An estimate of a number of pulls with its noun: "62.5 pulls", "40 (38–42) pulls". */
function Pulls({ estimate, text }: { readonly estimate: Estimate; readonly text: string }) {
  const { value } = estimate;
  return <Plural value={value} one={`${text} pulls`} other={`${text} pulls`} />;
}

interface OddsPanelProps {
  odds: OddsView;
  budget: string;
  onBudgetChange: (value: string) => void;
}

/** The distribution of the pulls needed: how it was computed, its figures, the chart and the budget question. */
export function OddsPanel({ odds, budget, onBudgetChange }: OddsPanelProps) {
  const { t } = useLingui();
  const budgetId = useId();
  const exact = odds.method === 'exact';
  const { figures, cdf } = odds;
  const budgetPulls = Number(budget);
  const hasBudget = budget.trim() !== '' && Number.isFinite(budgetPulls) && budgetPulls >= 0;
  const chance = hasBudget ? chanceWithin(cdf, budgetPulls, odds.trials) : null;
  const steps = QUANTILES.map((q) => ({ q, t: Math.min(quantileOf(cdf, q), cdf.length - 1) }));
  const at = (q: number) => formatPulls(steps.find((step) => step.q === q)?.t ?? 0);
  const [median, p90, p99] = [at(0.5), at(0.9), at(0.99)];
  const summary = t`Chance of having every selected character within a number of pulls: 50% by ${median} pulls, 90% by ${p90} pulls, 99% by ${p99} pulls.`;
  const trials = formatPulls(odds.trials);
  let answer: string;
  if (!chance) {
    answer = t`enter a number of pulls`;
  } else {
    const value = formatPercent(chance.value);
    if (chance.low === chance.high) {
      answer = t`your chance is ${value}`;
    } else {
      const [low, high] = [formatPercent(chance.low), formatPercent(chance.high)];
      answer = t`your chance is ${value} (${low}–${high})`;
    }
  }

  return (
    <div className="hmt-odds-body" data-testid="odds">
      <p className="hmt-method" data-testid="odds-method">
        {exact
          ? t`Method: Exact (Markov chain over pity, SR counter and characters obtained; tail below 0.0001%)`
          : t`Method: Monte Carlo, ${trials} trials (95% confidence intervals)`}
      </p>
      <dl className="hmt-figures">
        <div>
          <dt>
            <Trans>Mean</Trans>
          </dt>
          <dd data-testid="odds-mean">
            <Pulls estimate={figures.mean} text={mean(figures.mean)} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Median</Trans>
          </dt>
          <dd data-testid="odds-median">
            <Pulls estimate={figures.median} text={pulls(figures.median)} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>90th percentile</Trans>
          </dt>
          <dd data-testid="odds-p90">
            <Pulls estimate={figures.p90} text={pulls(figures.p90)} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>99th percentile</Trans>
          </dt>
          <dd data-testid="odds-p99">
            <Pulls estimate={figures.p99} text={pulls(figures.p99)} />
          </dd>
        </div>
      </dl>
      <figure className="hmt-figure">
        <figcaption>
          <Trans>Chance of having them all within X pulls</Trans>
        </figcaption>
        <CdfChart cdf={cdf} summary={summary} />
        <ChartTable
          caption={<Trans>Pulls needed for each chance of having them all</Trans>}
          heads={[<Trans key="chance">Chance</Trans>, <Trans key="pulls">Pulls</Trans>]}
          rows={steps.map(({ q, t: needed }) => ({ key: q, cells: [quantilePercent(q), formatPulls(needed)] }))}
        />
      </figure>
      <div className="hmt-budget">
        <label htmlFor={budgetId}>
          <Trans>With</Trans>
        </label>
        <input
          id={budgetId}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={budget}
          onChange={(e) => onBudgetChange(e.target.value)}
        />
        <span>
          <Trans>pulls,</Trans>
        </span>
        <output htmlFor={budgetId} aria-live="polite" data-testid="budget-answer">
          {answer}
        </output>
      </div>
    </div>
  );
}
