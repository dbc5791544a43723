import { BANNER_LABELS } from '../../catalogue/banners';
import { CHARACTERS } from '../../catalogue/characters';
import { CURRENCY_LABELS } from '../../catalogue/economy';
import { formatCount, plural } from '../../storage/format';
import type { Estimate, PlanAnswer, PlanRequest } from '../../engine/plan/types';
import { formatPercent } from '../../components/odds-format';
import { PlanCharts } from './plan-charts';
import { readableDate } from './plan-dates';

/** A chance: exact as it is, Monte Carlo with its 95% interval. */
export function chanceText(e: Estimate): string {
  return e.low === e.high
    ? formatPercent(e.value)
    : `${formatPercent(e.value)} (${formatPercent(e.low)}–${formatPercent(e.high)})`;
}

function pullsText(pulls: number | null, computed: number): string {
  return pulls === null ? `more than ${formatCount(computed)}` : formatCount(pulls);
}

/** Everything one answer says, for the request it answers. */
export function AnswerFigures({ request, answer }: { request: PlanRequest; answer: PlanAnswer }) {
  const exact = answer.method === 'exact';
  const { budget } = answer;
  const by = readableDate(request.targetDate);
  const computed = Math.max(0, answer.byPulls.length - 1);
  const leftOver = budget.holdings.crystals - budget.crystalsToAnima - budget.crystalsToApex;
  const { economy } = request;
  return (
    <div className="plan-answer" data-testid="plan-answer">
      <p className="plan-headline">
        Chance of every target by {by}: <strong data-testid="chance-all">{chanceText(answer.chanceAll)}</strong>
      </p>
      <p className="plan-note" data-testid="answer-method">
        {exact
          ? 'Exact: worked out over every pity and SR counter state.'
          : `Monte Carlo, ${formatCount(answer.trials)} trials: each chance with its 95% interval.`}
      </p>
      <table className="plan-table" data-testid="chance-prefix">
        <caption>Targets in order: the chance of having each one and all those above it by {by}</caption>
        <thead>
          <tr>
            <th scope="col">Target</th>
            <th scope="col">Chance</th>
          </tr>
        </thead>
        <tbody>
          {request.targets.map((t, k) => (
            <tr key={t.character}>
              <th scope="row">
                {k + 1}. {CHARACTERS[t.character]?.name} ×{t.copies} ({BANNER_LABELS[t.banner]})
              </th>
              <td>{answer.chancePrefix[k] ? chanceText(answer.chancePrefix[k]) : '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>Pulls for every target, both ticket kinds together</h3>
      <dl className="plan-figures" data-testid="pulls-for">
        <div>
          <dt>50% chance</dt>
          <dd>{pullsText(answer.pullsFor.p50, computed)}</dd>
        </div>
        <div>
          <dt>90% chance</dt>
          <dd>{pullsText(answer.pullsFor.p90, computed)}</dd>
        </div>
        <div>
          <dt>99% chance</dt>
          <dd>{pullsText(answer.pullsFor.p99, computed)}</dd>
        </div>
      </dl>
      <h3>What you will have by {by}</h3>
      <p data-testid="budget">
        {formatCount(budget.holdings.crystals)} {CURRENCY_LABELS.crystals}, {formatCount(budget.holdings.anima)}{' '}
        {CURRENCY_LABELS.anima} and {formatCount(budget.holdings.apex)} {CURRENCY_LABELS.apex}. Best use of the
        crystals: {formatCount(budget.crystalsToAnima)} for{' '}
        {plural(budget.crystalsToAnima / economy.crystalsPerAnima, 'Anima Prototype')} and{' '}
        {formatCount(budget.crystalsToApex)} for{' '}
        {plural(budget.crystalsToApex / economy.crystalsPerApex, 'Apex Prototype')}
        {leftOver > 0 ? `, ${formatCount(leftOver)} left over` : ''}. That is{' '}
        <strong>{plural(budget.animaPulls, 'pull')} on Limited and Perma</strong> and{' '}
        <strong>{plural(budget.apexPulls, 'pull')} on ML</strong>.
      </p>
      <h3>When your income gets you there</h3>
      <dl className="plan-figures" data-testid="date-for">
        <div>
          <dt>50% chance by</dt>
          <dd>{answer.dateFor.p50 ? readableDate(answer.dateFor.p50) : 'not within two years'}</dd>
        </div>
        <div>
          <dt>90% chance by</dt>
          <dd>{answer.dateFor.p90 ? readableDate(answer.dateFor.p90) : 'not within two years'}</dd>
        </div>
      </dl>
      <PlanCharts today={request.clock.today} byDay={answer.byDay} byPulls={answer.byPulls} />
    </div>
  );
}
