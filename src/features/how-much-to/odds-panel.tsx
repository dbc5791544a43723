import { useId } from 'react';
import { chanceWithin, quantileOf } from '../../engine/odds/stats';
import type { Estimate } from '../../engine/odds/stats';
import { CdfChart } from '../../components/cdf-chart';
import { formatMean, formatPercent, formatPulls } from '../../components/odds-format';
import type { OddsView } from './use-how-much-to';

const QUANTILES = [0.1, 0.25, 0.5, 0.75, 0.9, 0.95, 0.99];

function pulls(e: Estimate, format = formatPulls): string {
  return e.low === e.high ? format(e.value) : `${format(e.value)} (${format(e.low)}–${format(e.high)})`;
}

function mean(e: Estimate): string {
  return e.low === e.high ? formatMean(e.value) : `${formatMean(e.value)} ± ${formatMean(e.high - e.value)}`;
}

interface OddsPanelProps {
  odds: OddsView;
  budget: string;
  onBudgetChange: (value: string) => void;
}

/** The distribution of the pulls needed: how it was computed, its figures, the chart and the budget question. */
export function OddsPanel({ odds, budget, onBudgetChange }: OddsPanelProps) {
  const budgetId = useId();
  const exact = odds.method === 'exact';
  const { figures, cdf } = odds;
  const budgetPulls = Number(budget);
  const hasBudget = budget.trim() !== '' && Number.isFinite(budgetPulls) && budgetPulls >= 0;
  const chance = hasBudget ? chanceWithin(cdf, budgetPulls, odds.trials) : null;
  const steps = QUANTILES.map((q) => ({ q, t: Math.min(quantileOf(cdf, q), cdf.length - 1) }));
  const summary =
    `Chance of having every selected character within a number of pulls: ` +
    steps
      .filter(({ q }) => q === 0.5 || q === 0.9 || q === 0.99)
      .map(({ q, t }) => `${q * 100}% by ${formatPulls(t)} pulls`)
      .join(', ') +
    '.';

  return (
    <div className="hmt-odds-body" data-testid="odds">
      <p className="hmt-method" data-testid="odds-method">
        {exact
          ? 'Method: Exact (Markov chain over pity, SR counter and characters obtained; tail below 0.0001%)'
          : `Method: Monte Carlo, ${formatPulls(odds.trials)} trials (95% confidence intervals)`}
      </p>
      <dl className="hmt-figures">
        <div>
          <dt>Mean</dt>
          <dd data-testid="odds-mean">{mean(figures.mean)} pulls</dd>
        </div>
        <div>
          <dt>Median</dt>
          <dd data-testid="odds-median">{pulls(figures.median)} pulls</dd>
        </div>
        <div>
          <dt>90th percentile</dt>
          <dd data-testid="odds-p90">{pulls(figures.p90)} pulls</dd>
        </div>
        <div>
          <dt>99th percentile</dt>
          <dd data-testid="odds-p99">{pulls(figures.p99)} pulls</dd>
        </div>
      </dl>
      <figure className="hmt-figure">
        <figcaption>Chance of having them all within X pulls</figcaption>
        <CdfChart cdf={cdf} summary={summary} />
        {/* A table cannot be shrunk to nothing itself, so its wrapper is what is visually hidden. */}
        <div className="visually-hidden">
          <table>
            <caption>Pulls needed for each chance of having them all</caption>
            <thead>
              <tr>
                <th scope="col">Chance</th>
                <th scope="col">Pulls</th>
              </tr>
            </thead>
            <tbody>
              {steps.map(({ q, t }) => (
                <tr key={q}>
                  <td>{q * 100}%</td>
                  <td>{formatPulls(t)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </figure>
      <div className="hmt-budget">
        <label htmlFor={budgetId}>With</label>
        <input
          id={budgetId}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={budget}
          onChange={(e) => onBudgetChange(e.target.value)}
        />
        <span>pulls,</span>
        <output htmlFor={budgetId} aria-live="polite" data-testid="budget-answer">
          {chance
            ? `your chance is ${formatPercent(chance.value)}${
                chance.low === chance.high ? '' : ` (${formatPercent(chance.low)}–${formatPercent(chance.high)})`
              }`
            : 'enter a number of pulls'}
        </output>
      </div>
    </div>
  );
}
