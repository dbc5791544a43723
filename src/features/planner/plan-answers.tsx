import { useId } from 'react';
import type { PlanRequest } from '../../engine/plan/types';
import { plural } from '../../storage/format';
import { AnswerFigures } from './answer-figures';
import type { PlanAnswerer, PlanProgress } from './plan-client-context';
import type { PlanBlocker } from './plan-request';
import { blockerText } from './plan-wording';
import { usePlanAnswer } from './use-plan-answer';
import './answers.css';

function progressText(progress: PlanProgress | null): string {
  const pct = progress ? ` ${Math.floor(progress.fraction * 100)}%` : '';
  if (progress?.stage === 'monte-carlo') return `Running Monte Carlo trials…${pct}`;
  return `Working out your chances…${pct}`;
}

interface PlanAnswersProps {
  /** The question, or null while the plan cannot be answered (then `blockers` or `invalidFields` say why). */
  readonly request: PlanRequest | null;
  readonly blockers: readonly PlanBlocker[];
  readonly invalidFields: number;
  readonly client: PlanAnswerer;
}

/**
 * The answers: asked of the planner whenever the plan changes (its own state, so a progress tick re-renders this
 * panel alone), with the progress, the reason nothing can be answered yet, or the planner's failure.
 */
export function PlanAnswers({ request, blockers, invalidFields, client }: PlanAnswersProps) {
  const headingId = useId();
  const { status, answered, progress, error } = usePlanAnswer(request, client);
  const busy = status === 'waiting' || status === 'working';
  return (
    <section className="plan-section plan-answers" aria-labelledby={headingId} aria-busy={busy}>
      <h2 id={headingId}>Your chances</h2>
      <div role="status" className="plan-status" data-testid="plan-status">
        {invalidFields > 0 && (
          <p>Correct the {plural(invalidFields, 'field', 'fields')} marked in red, and the chances follow.</p>
        )}
        {invalidFields === 0 && blockers.map((b) => <p key={b.kind}>{blockerText(b)}</p>)}
        {request !== null && busy && (
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
      {request !== null && answered && (
        <div className={busy ? 'plan-stale' : undefined}>
          <AnswerFigures request={answered.request} answer={answered.answer} />
        </div>
      )}
    </section>
  );
}
