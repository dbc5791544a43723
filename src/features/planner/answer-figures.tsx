import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { BANNER_LABELS } from '../../catalogue/banners';
import { CHARACTERS } from '../../catalogue/characters';
import { CURRENCY_LABELS } from '../../catalogue/economy';
import { formatCount } from '../../storage/format';
import type { Estimate, PlanAnswer, PlanRequest } from '../../engine/plan/types';
import { formatPercent } from '../../components/odds-format';
import { FigureTable } from '../../components/figure-table';
import { MonteCarloNote } from './monte-carlo-note';
import { PlanCharts } from './plan-charts';
import { readableDate } from './plan-dates';

/** A chance: exact as it is, Monte Carlo with its 95% interval. */
export function chanceText(e: Estimate): string {
  return e.low === e.high
    ? formatPercent(e.value)
    : `${formatPercent(e.value)} (${formatPercent(e.low)}–${formatPercent(e.high)})`;
}

/** The pulls a chance needs, or "more than" every pull worked out. */
function PullsText({ pulls, computed }: { pulls: number | null; computed: number }) {
  const { t } = useLingui();
  if (pulls !== null) return formatCount(pulls);
  const most = formatCount(computed);
  return t`more than ${most}`;
}

/** What the player will hold by the date, and the best use of the crystals: three sentences, each a message. */
function BudgetText({ request, answer }: { request: PlanRequest; answer: PlanAnswer }) {
  const { t } = useLingui();
  const { budget } = answer;
  const { economy } = request;
  const crystals = formatCount(budget.holdings.crystals);
  const anima = formatCount(budget.holdings.anima);
  const apex = formatCount(budget.holdings.apex);
  const crystalsName = CURRENCY_LABELS.crystals;
  const animaName = CURRENCY_LABELS.anima;
  const apexName = CURRENCY_LABELS.apex;
  const toAnima = formatCount(budget.crystalsToAnima);
  const toApex = formatCount(budget.crystalsToApex);
  const animaTickets = budget.crystalsToAnima / economy.crystalsPerAnima;
  const apexTickets = budget.crystalsToApex / economy.crystalsPerApex;
  const leftOver = budget.holdings.crystals - budget.crystalsToAnima - budget.crystalsToApex;
  const left = formatCount(leftOver);
  const { animaPulls, apexPulls } = budget;
  const held = t`${crystals} ${crystalsName}, ${anima} ${animaName} and ${apex} ${apexName}.`;
  const bestUse =
    leftOver > 0
      ? t`Best use of the crystals: ${toAnima} for ${plural(animaTickets, { one: '# Anima Prototype', other: '# Anima Prototypes' })} and ${toApex} for ${plural(apexTickets, { one: '# Apex Prototype', other: '# Apex Prototypes' })}, ${left} left over.`
      : t`Best use of the crystals: ${toAnima} for ${plural(animaTickets, { one: '# Anima Prototype', other: '# Anima Prototypes' })} and ${toApex} for ${plural(apexTickets, { one: '# Apex Prototype', other: '# Apex Prototypes' })}.`;
  return (
    <p data-testid="budget">
      {held} {bestUse}{' '}
      <Trans>
        That is{' '}
        <strong>
          <Plural value={animaPulls} one="# pull on Limited and Perma" other="# pulls on Limited and Perma" />
        </strong>{' '}
        and{' '}
        <strong>
          <Plural value={apexPulls} one="# pull on ML" other="# pulls on ML" />
        </strong>
        .
      </Trans>
    </p>
  );
}

/** Everything one answer says, for the request it answers. */
export function AnswerFigures({ request, answer }: { request: PlanRequest; answer: PlanAnswer }) {
  const { t } = useLingui();
  const exact = answer.method === 'exact';
  const by = readableDate(request.targetDate);
  const computed = Math.max(0, answer.byPulls.length - 1);
  const trials = answer.trials;
  const chance = chanceText(answer.chanceAll);
  const notWithin = t`not within two years`;
  return (
    <div className="plan-answer" data-testid="plan-answer">
      <p className="plan-headline">
        <Trans>
          Chance of every target by {by}: <strong data-testid="chance-all">{chance}</strong>
        </Trans>
      </p>
      <p className="plan-note" data-testid="answer-method">
        {exact ? (
          <Trans>Exact: worked out over every pity and SR counter state.</Trans>
        ) : (
          <MonteCarloNote trials={trials} />
        )}
      </p>
      <FigureTable
        className="plan-table"
        testId="chance-prefix"
        caption={<Trans>Targets in order: the chance of having each one and all those above it by {by}</Trans>}
        heads={[<Trans key="target">Target</Trans>, <Trans key="chance">Chance</Trans>]}
        rows={request.targets.map((target, k) => ({
          key: target.character,
          head: `${k + 1}. ${CHARACTERS[target.character]?.name} ×${target.copies} (${BANNER_LABELS[target.banner]})`,
          cells: [answer.chancePrefix[k] ? chanceText(answer.chancePrefix[k]) : '–'],
        }))}
      />
      <h3>
        <Trans>Pulls for every target, both ticket kinds together</Trans>
      </h3>
      <dl className="plan-figures" data-testid="pulls-for">
        <div>
          <dt>
            <Trans>50% chance</Trans>
          </dt>
          <dd>
            <PullsText pulls={answer.pullsFor.p50} computed={computed} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>90% chance</Trans>
          </dt>
          <dd>
            <PullsText pulls={answer.pullsFor.p90} computed={computed} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>99% chance</Trans>
          </dt>
          <dd>
            <PullsText pulls={answer.pullsFor.p99} computed={computed} />
          </dd>
        </div>
      </dl>
      <h3>
        <Trans>What you will have by {by}</Trans>
      </h3>
      <BudgetText request={request} answer={answer} />
      <h3>
        <Trans>When your income gets you there</Trans>
      </h3>
      <dl className="plan-figures" data-testid="date-for">
        <div>
          <dt>
            <Trans>50% chance by</Trans>
          </dt>
          <dd>{answer.dateFor.p50 ? readableDate(answer.dateFor.p50) : notWithin}</dd>
        </div>
        <div>
          <dt>
            <Trans>90% chance by</Trans>
          </dt>
          <dd>{answer.dateFor.p90 ? readableDate(answer.dateFor.p90) : notWithin}</dd>
        </div>
      </dl>
      <PlanCharts today={request.clock.today} byDay={answer.byDay} byPulls={answer.byPulls} />
    </div>
  );
}
