import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useId } from 'react';
import type { PlanRequest } from '../../engine/plan/types';
import { formatNumber } from '../../storage/format';
import { AnswerFigures } from './answer-figures';
import type { AskOptions, PlanAnswerer, PlanProgress } from './plan-client-context';
import type { PlanBlocker, RunQuestion } from './plan-request';
import { blockerText, planErrorText } from './plan-wording';
import { RunAnswerFigures } from './run-answer-figures';
import { usePlanAnswer } from './use-plan-answer';
import './answers.css';

/** "Working out your chances… 40%": the stage, and the share done once the planner has said it. */
function ProgressText({ progress }: { progress: PlanProgress | null }) {
  const { t } = useLingui();
  if (progress === null) return t`Working out your chances…`;
  // Whole percents, rounded down: never 100% before the answer.
  const done = formatNumber(Math.floor(progress.fraction * 100) / 100, { style: 'percent' });
  return progress.stage === 'monte-carlo'
    ? t`Running Monte Carlo trials… ${done}`
    : t`Working out your chances… ${done}`;
}

/** What the planner is asked: a plan on the banners as specified, or one with a target on a banner run. */
export type PlanQuestion =
  { readonly kind: 'plain'; readonly request: PlanRequest } | { readonly kind: 'runs'; readonly question: RunQuestion };

interface PlanAnswersProps {
  /** The question, or null while the plan cannot be answered (then `blockers` or `invalidFields` say why). */
  readonly question: PlanQuestion | null;
  readonly blockers: readonly PlanBlocker[];
  readonly invalidFields: number;
  readonly client: PlanAnswerer;
}

/**
 * The answers: asked of the planner whenever the plan changes (its own state, so a progress tick re-renders this
 * panel alone), with the progress, the reason nothing can be answered yet, or the planner's failure.
 */
export function PlanAnswers({ question, blockers, invalidFields, client }: PlanAnswersProps) {
  const { t } = useLingui();
  const headingId = useId();
  const askPlain = useCallback(
    (request: PlanRequest, options: AskOptions) => client.answer(request, options),
    [client],
  );
  const askRuns = useCallback(
    (asked: RunQuestion, { signal }: AskOptions) => client.answerRuns(asked.request, signal ? { signal } : {}),
    [client],
  );
  const plain = usePlanAnswer(question?.kind === 'plain' ? question.request : null, askPlain);
  const runs = usePlanAnswer(question?.kind === 'runs' ? question.question : null, askRuns);
  const { status, progress, failure } = question?.kind === 'runs' ? runs : plain;
  const busy = status === 'waiting' || status === 'working';
  return (
    <section className="plan-section plan-answers" aria-labelledby={headingId} aria-busy={busy}>
      <h2 id={headingId}>
        <Trans>Your chances</Trans>
      </h2>
      <div role="status" className="plan-status" data-testid="plan-status">
        {invalidFields > 0 && (
          <p>
            <Plural
              value={invalidFields}
              one="Correct the # field marked in red, and the chances follow."
              other="Correct the # fields marked in red, and the chances follow."
            />
          </p>
        )}
        {invalidFields === 0 && blockers.map((b, i) => <p key={`${b.kind}-${i}`}>{blockerText(b)}</p>)}
        {question !== null && busy && (
          <div className="plan-progress">
            <p>
              <ProgressText progress={progress} />
            </p>
            <progress max={1} value={progress?.fraction} aria-label={t`Chances worked out`} />
          </div>
        )}
      </div>
      {failure && (
        <p className="plan-field-error" role="alert" data-testid="plan-error">
          {planErrorText(failure.error)}
        </p>
      )}
      {question?.kind === 'plain' && plain.answered && (
        <div className={busy ? 'plan-stale' : undefined}>
          <AnswerFigures request={plain.answered.request} answer={plain.answered.answer} />
        </div>
      )}
      {question?.kind === 'runs' && runs.answered && (
        <div className={busy ? 'plan-stale' : undefined}>
          <RunAnswerFigures question={runs.answered.request} answer={runs.answered.answer} />
        </div>
      )}
    </section>
  );
}
