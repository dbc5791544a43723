import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { RunPlanAnswer, RunsEstimateReason } from '../../engine/plan/runs-types';
import { chanceText } from './answer-figures';
import { FigureTable } from '../../components/figure-table';
import { MonteCarloNote } from './monte-carlo-note';
import { readableDate } from './plan-dates';
import type { RunQuestion } from './plan-request';

/** Why a run plan's answer is an estimate, after "Monte Carlo, N trials" (read in the language shown). */
const REASONS: Readonly<Record<RunsEstimateReason, MessageDescriptor | null>> = {
  apex: msg`An ML run pulls with Apex Prototypes, which share your crystals with the other runs, so the chances are estimated.`,
  'too-large': msg`This plan is too large to work out exactly, so the chances are estimated.`,
  asked: null,
};

/** The run planner's answer: the chance of everything, of each target with all pulled before it, and of each run. */
export function RunAnswerFigures({ question, answer }: { question: RunQuestion; answer: RunPlanAnswer }) {
  const { t, i18n } = useLingui();
  // The labels are made as they are read: in the language shown.
  const { request, targetLabels, runLabels } = question;
  const exact = answer.method === 'exact';
  const chance = chanceText(answer.chanceAll);
  const trials = answer.trials;
  const reason = answer.reason ? REASONS[answer.reason] : null;
  // Targets as they are pulled: run by run in the order the runs end, each run's targets in list order.
  const pulled = answer.order.flatMap((run) => request.targets.flatMap((target, k) => (target.run === run ? [k] : [])));
  return (
    <div className="plan-answer" data-testid="plan-answer">
      <p className="plan-headline">
        <Trans>
          Chance of every target: <strong data-testid="chance-all">{chance}</strong>
        </Trans>
      </p>
      <p className="plan-note" data-testid="answer-method">
        {exact ? (
          <Trans>Exact: worked out over every pity and SR counter state, run by run.</Trans>
        ) : (
          <>
            <MonteCarloNote trials={trials} />
            {reason && ` ${i18n._(reason)}`}
          </>
        )}
      </p>
      <FigureTable
        className="plan-table"
        testId="chance-prefix"
        caption={
          <Trans>
            Targets in the order they are pulled: the chance of having each one and everything pulled before it
          </Trans>
        }
        heads={[<Trans key="target">Target</Trans>, <Trans key="chance">Chance</Trans>]}
        rows={pulled.map((k, place) => ({
          key: request.targets[k]!.character,
          head: `${place + 1}. ${targetLabels[k]}`,
          cells: [answer.targets[k] ? chanceText(answer.targets[k]) : '–'],
        }))}
      />
      <FigureTable
        className="plan-table"
        testId="run-chances"
        caption={
          <Trans>
            Runs in the order they end: what you will hold by each run’s end, and the chance of its targets and
            everything pulled before it
          </Trans>
        }
        heads={[
          <Trans key="run">Run</Trans>,
          <Trans key="pulls">Pulls by its end</Trans>,
          <Trans key="chance">Chance</Trans>,
        ]}
        rows={answer.order.map((i) => {
          const run = answer.runs[i]!;
          const pulls = run.pulls;
          const label = runLabels[i];
          const end = readableDate(run.end);
          return {
            key: i,
            head: t`${label}, to ${end}`,
            cells: [<Plural key="pulls" value={pulls} one="# pull" other="# pulls" />, chanceText(run.chance)],
          };
        })}
      />
      <p className="plan-note">
        <Trans>
          Each run is paid from what you hold by its end, less what the runs before it spent. Limited runs share the
          Limited pity and SR counters, in the order they end. Pulls and dates for a given chance are worked out for
          plans without runs.
        </Trans>
      </p>
    </div>
  );
}
