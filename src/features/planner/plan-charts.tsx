import { useMemo } from 'react';
import { quantileOf } from '../../engine/odds/stats';
import { CdfChart, type ChartWords } from '../../components/cdf-chart';
import { formatPulls } from '../../components/odds-format';
import { addDays, readableDate } from './plan-dates';

const STEPS = [0.1, 0.25, 0.5, 0.75, 0.9, 0.99];

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

/** One curve of the chance of every target, drawn, with its text alternative: a sentence and a table. */
function Curve({ caption, cdf, words, at, beyond, testId }: CurveProps) {
  const steps = STEPS.map((q) => {
    const x = quantileOf(cdf, q);
    return { q, text: x < cdf.length ? at(x) : beyond };
  });
  const summary =
    `${caption}: ` +
    steps
      .filter(({ q }) => q === 0.5 || q === 0.9 || q === 0.99)
      .map(({ q, text }) => `${q * 100}% ${text}`)
      .join(', ') +
    '.';
  return (
    <figure className="hmt-figure" data-testid={testId}>
      <figcaption>{caption}</figcaption>
      <CdfChart cdf={cdf} summary={summary} words={words} />
      <div className="visually-hidden">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Chance</th>
              <th scope="col">Reached</th>
            </tr>
          </thead>
          <tbody>
            {steps.map(({ q, text }) => (
              <tr key={q}>
                <td>{q * 100}%</td>
                <td>{text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** The chance of every target over the days to come and over the pulls made. */
export function PlanCharts({ today, byDay, byPulls }: { today: string; byDay: Float64Array; byPulls: Float64Array }) {
  const dayWords = useMemo<ChartWords>(
    () => ({
      xLabel: 'Days from today',
      seriesLabel: 'Chance of every target',
      formatX: (d) => readableDate(addDays(today, Math.round(d))).slice(4),
    }),
    [today],
  );
  const pullWords = useMemo<ChartWords>(() => ({ xLabel: 'Pulls', seriesLabel: 'Chance of every target' }), []);
  return (
    <div className="plan-charts">
      <Curve
        caption="Chance of every target by each date"
        cdf={byDay}
        words={dayWords}
        at={(d) => `by ${readableDate(addDays(today, d))}`}
        beyond="not within two years"
        testId="chart-by-day"
      />
      <Curve
        caption="Chance of every target within a number of pulls"
        cdf={byPulls}
        words={pullWords}
        at={(t) => `within ${formatPulls(t)} pulls`}
        beyond={`beyond ${formatPulls(Math.max(0, byPulls.length - 1))} pulls`}
        testId="chart-by-pulls"
      />
    </div>
  );
}
