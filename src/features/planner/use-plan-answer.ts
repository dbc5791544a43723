import { useEffect, useState } from 'react';
import type { PlanAnswer, PlanRequest } from '../../engine/plan/types';
import { beginWork } from '../../lib/activity';
import { isAbortError } from '../../storage/errors';
import type { PlanAnswerer, PlanProgress } from './plan-client-context';
import { planErrorText } from './plan-wording';

/** The last complete answer, with the request it answers (its targets label the answer's rows). */
export interface AnsweredPlan {
  readonly request: PlanRequest;
  readonly answer: PlanAnswer;
}

export interface PlanAnswerState {
  /** 'waiting': a change is settling before the planner is asked; 'working': the planner is on it. */
  readonly status: 'idle' | 'waiting' | 'working' | 'done' | 'failed';
  /** The latest complete answer; while a newer one is worked out, it stays (as no longer current). */
  readonly answered: AnsweredPlan | null;
  readonly progress: PlanProgress | null;
  readonly error: string | null;
}

const IDLE: PlanAnswerState = { status: 'idle', answered: null, progress: null, error: null };

/** How long the plan must rest before the planner is asked: typing a number is one question, not one per digit. */
export const ASK_DELAY_MS = 300;

/**
 * Answers `request` with `client`, again whenever the request changes: after the plan has rested ASK_DELAY_MS, with
 * the previous question aborted, so only the latest plan's answer is ever shown. A null request (a plan that cannot
 * be answered as it stands) stops any question and clears the answer.
 */
export function usePlanAnswer(request: PlanRequest | null, client: PlanAnswerer, delayMs = ASK_DELAY_MS) {
  const key = request === null ? null : JSON.stringify(request);
  const [state, setState] = useState<PlanAnswerState>(request === null ? IDLE : { ...IDLE, status: 'waiting' });
  // The request object is new on every render of the page; only a different question is asked again.
  const [asked, setAsked] = useState<{ key: string | null; request: PlanRequest | null }>({ key, request });
  if (asked.key !== key) {
    setAsked({ key, request });
    setState((s) => (request === null ? IDLE : { ...s, status: 'waiting', progress: null, error: null }));
  }

  useEffect(() => {
    const question = asked.request;
    if (question === null) return;
    const controller = new AbortController();
    // While the answer is worked out, a new version of the site waits to reload (src/app/update-prompt.tsx).
    let endWork = () => {};
    const timer = setTimeout(() => {
      setState((s) => ({ ...s, status: 'working' }));
      endWork = beginWork('answer');
      client
        .answer(question, {
          signal: controller.signal,
          onProgress: (progress) => {
            if (!controller.signal.aborted) setState((s) => ({ ...s, progress }));
          },
        })
        .then((answer) => {
          if (controller.signal.aborted) return;
          setState({ status: 'done', answered: { request: question, answer }, progress: null, error: null });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted || isAbortError(error)) return;
          console.warn('The planner failed', error);
          setState({ status: 'failed', answered: null, progress: null, error: planErrorText(error) });
        })
        .finally(() => endWork());
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
      endWork();
    };
  }, [asked, client, delayMs]);

  return state;
}
