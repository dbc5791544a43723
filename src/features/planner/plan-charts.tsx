import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { quantileOf } from '../../engine/odds/stats';
import { CdfChart, type ChartWords } from '../../components/cdf-chart';
import { ChartTable } from '../../components/figure-table';
import { formatNumber } from '../../storage/format';
import { addDays, readableDate, shortDate } from './plan-dates';

const STEPS = [0.1, 0.25, 0.5, 0.75, 0.9, 0.99];
/** The steps the sentence names; the table lists them all. */
const SAID = [0.5, 0.9, 0.99];

interface CurveProps {
  readonly caption: string;
  readonly cdf: Float64Array;
  readonly words: ChartWords;
  /** How the x of a step reads in the text alternative. */
  readonly at: (x: number) => string;
  /** What lies past the curve's end, in words. */
  readonly beyond: string;
  readonly testId: string;
}

/** "50%": a step's chance ("50 %" in French). */
const stepPercent = (q: number) => formatNumber(q, { style: 'percent' });

/** One curve of the chance of every target, drawn, with its text alternative: a sentence and a table. */
function Curve({ caption, cdf, words, at, beyond, testId }: CurveProps) {
  const { t } = useLingui();
  const steps = STEPS.map((q) => {
    const x = quantileOf(cdf, q);
    return { q, text: x < cdf.length ? at(x) : beyond };
  });
  const [half, most, nearly] = SAID.map((said) => {
    const step = steps.find(({ q }) => q === said)!;
    const percent = stepPercent(step.q);
    const reached = step.text;
    return t`${percent} ${reached}`;
  });
  const summary = t`${caption}: ${half}, ${most}, ${nearly}.`;
  return (
    <figure className="hmt-figure" data-testid={testId}>
      <figcaption>{caption}</figcaption>
      <CdfChart cdf={cdf} summary={summary} words={words} />
      <ChartTable
        caption={caption}
        heads={[<Trans key="chance">Chance</Trans>, <Trans key="reached">Reached</Trans>]}
        rows={steps.map(({ q, text }) => ({ key: q, cells: [stepPercent(q), text] }))}
      />
    </figure>
  );
}

/** The chance of every target over the days to come and over the pulls made. */
export function PlanCharts({ today, byDay, byPulls }: { today: string; byDay: Float64Array; byPulls: Float64Array }) {
  const { t } = useLingui();
  // Made again in another language, so the chart is drawn again with its words.
  const dayWords = useMemo<ChartWords>(
    () => ({
      xLabel: t`Days from today`,
      seriesLabel: t`Chance of every target`,
      formatX: (d) => shortDate(addDays(today, Math.round(d))),
    }),
    [today, t],
  );
  const pullWords = useMemo<ChartWords>(() => ({ xLabel: t`Pulls`, seriesLabel: t`Chance of every target` }), [t]);
  const last = Math.max(0, byPulls.length - 1);
  return (
    <div className="plan-charts">
      <Curve
        caption={t`Chance of every target by each date`}
        cdf={byDay}
        words={dayWords}
        at={(d) => {
          const date = readableDate(addDays(today, d));
          return t`by ${date}`;
        }}
        beyond={t`not within two years`}
        testId="chart-by-day"
      />
      <Curve
        caption={t`Chance of every target within a number of pulls`}
        cdf={byPulls}
        words={pullWords}
        at={(pulls) => t`${plural(pulls, { one: 'within # pull', other: 'within # pulls' })}`}
        beyond={t`${plural(last, { one: 'beyond # pull', other: 'beyond # pulls' })}`}
        testId="chart-by-pulls"
      />
    </div>
  );
}
