import type { RunPlanAnswer, RunsEstimateReason } from '../../engine/plan/runs-types';
import { formatCount, plural } from '../../storage/format';
import { chanceText } from './answer-figures';
import { readableDate } from './plan-dates';
import type { RunQuestion } from './plan-request';

/** Why a run plan's answer is an estimate, after "Monte Carlo, N trials". */
const REASONS: Readonly<Record<RunsEstimateReason, string>> = {
  apex: 'An ML run pulls with Apex Prototypes, which share your crystals with the other runs, so the chances are estimated.',
  'too-large': 'This plan is too large to work out exactly, so the chances are estimated.',
  asked: '',
};

/** The run planner's answer: the chance of everything, of each target with all pulled before it, and of each run. */
export function RunAnswerFigures({ question, answer }: { question: RunQuestion; answer: RunPlanAnswer }) {
  const { request, targetLabels, runLabels } = question;
  const exact = answer.method === 'exact';
  // Targets as they are pulled: run by run in the order the runs end, each run's targets in list order.
  const pulled = answer.order.flatMap((run) => request.targets.flatMap((t, k) => (t.run === run ? [k] : [])));
  return (
    <div className="plan-answer" data-testid="plan-answer">
      <p className="plan-headline">
        Chance of every target: <strong data-testid="chance-all">{chanceText(answer.chanceAll)}</strong>
      </p>
      <p className="plan-note" data-testid="answer-method">
        {exact
          ? 'Exact: worked out over every pity and SR counter state, run by run.'
          : `Monte Carlo, ${formatCount(answer.trials)} trials: each chance with its 95% interval. ${answer.reason ? REASONS[answer.reason] : ''}`.trim()}
      </p>
      <table className="plan-table" data-testid="chance-prefix">
        <caption>
          Targets in the order they are pulled: the chance of having each one and everything pulled before it
        </caption>
        <thead>
          <tr>
            <th scope="col">Target</th>
            <th scope="col">Chance</th>
          </tr>
        </thead>
        <tbody>
          {pulled.map((k, place) => (
            <tr key={request.targets[k]!.character}>
              <th scope="row">
                {place + 1}. {targetLabels[k]}
              </th>
              <td>{answer.targets[k] ? chanceText(answer.targets[k]) : '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="plan-table" data-testid="run-chances">
        <caption>
          Runs in the order they end: what you will hold by each run’s end, and the chance of its targets and everything
          pulled before it
        </caption>
        <thead>
          <tr>
            <th scope="col">Run</th>
            <th scope="col">Pulls by its end</th>
            <th scope="col">Chance</th>
          </tr>
        </thead>
        <tbody>
          {answer.order.map((i) => {
            const run = answer.runs[i]!;
            return (
              <tr key={i}>
                <th scope="row">
                  {runLabels[i]}, to {readableDate(run.end)}
                </th>
                <td>{plural(run.pulls, 'pull')}</td>
                <td>{chanceText(run.chance)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="plan-note">
        Each run is paid from what you hold by its end, less what the runs before it spent. Limited runs share the
        Limited pity and SR counters, in the order they end. Pulls and dates for a given chance are worked out for plans
        without runs.
      </p>
    </div>
  );
}
