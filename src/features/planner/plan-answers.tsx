import { useCallback, useId } from 'react';
import type { PlanRequest } from '../../engine/plan/types';
import { plural } from '../../storage/format';
import { AnswerFigures } from './answer-figures';
import type { AskOptions, PlanAnswerer, PlanProgress } from './plan-client-context';
import type { PlanBlocker, RunQuestion } from './plan-request';
import { blockerText } from './plan-wording';
import { RunAnswerFigures } from './run-answer-figures';
import { usePlanAnswer } from './use-plan-answer';
import './answers.css';

function progressText(progress: PlanProgress | null): string {
  const pct = progress ? ` ${Math.floor(progress.fraction * 100)}%` : '';
  if (progress?.stage === 'monte-carlo') return `Running Monte Carlo trials…${pct}`;
  return `Working out your chances…${pct}`;
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
  const { status, progress, error } = question?.kind === 'runs' ? runs : plain;
  const busy = status === 'waiting' || status === 'working';
  return (
    <section className="plan-section plan-answers" aria-labelledby={headingId} aria-busy={busy}>
      <h2 id={headingId}>Your chances</h2>
      <div role="status" className="plan-status" data-testid="plan-status">
        {invalidFields > 0 && (
          <p>Correct the {plural(invalidFields, 'field', 'fields')} marked in red, and the chances follow.</p>
        )}
        {invalidFields === 0 && blockers.map((b, i) => <p key={`${b.kind}-${i}`}>{blockerText(b)}</p>)}
        {question !== null && busy && (
          <div className="plan-progress">
            <p>{progressText(progress)}</p>
            <progress max={1} value={progress?.fraction} aria-label="Chances worked out" />
          </div>
        )}
      </div>
      {error && (
        <p className="plan-field-error" role="alert" data-testid="plan-error">
          {error}
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
