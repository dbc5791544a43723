import { useEffect, useState } from 'react';
import { beginWork } from '../../lib/activity';
import { isAbortError } from '../../storage/errors';
import type { AskOptions, PlanProgress } from './plan-client-context';

/** The last complete answer, with the request it answers (its targets label the answer's rows). */
export interface Answered<Q, A> {
  readonly request: Q;
  readonly answer: A;
}

export interface PlanAnswerState<Q, A> {
  /** 'waiting': a change is settling before the planner is asked; 'working': the planner is on it. */
  readonly status: 'idle' | 'waiting' | 'working' | 'done' | 'failed';
  /** The latest complete answer; while a newer one is worked out, it stays (as no longer current). */
  readonly answered: Answered<Q, A> | null;
  readonly progress: PlanProgress | null;
  /** Why the planner did not answer (worded by plan-wording.ts as it is shown), or null. */
  readonly failure: { readonly error: unknown } | null;
}

const IDLE = { status: 'idle', answered: null, progress: null, failure: null } as const;

/** How long the plan must rest before the planner is asked: typing a number is one question, not one per digit. */
export const ASK_DELAY_MS = 300;

/**
 * Answers `request` with `ask` (a stable function: the planner's `answer` or `answerRuns`), again whenever the
 * request changes: after the plan has rested ASK_DELAY_MS, with the previous question aborted, so only the latest
 * plan's answer is ever shown. A null request (a plan that cannot be answered as it stands) stops any question and
 * clears the answer.
 */
export function usePlanAnswer<Q, A>(
  request: Q | null,
  ask: (request: Q, options: AskOptions) => Promise<A>,
  delayMs = ASK_DELAY_MS,
): PlanAnswerState<Q, A> {
  const key = request === null ? null : JSON.stringify(request);
  const [state, setState] = useState<PlanAnswerState<Q, A>>(request === null ? IDLE : { ...IDLE, status: 'waiting' });
  // The request object is new on every render of the page; only a different question is asked again.
  const [asked, setAsked] = useState<{ key: string | null; request: Q | null }>({ key, request });
  if (asked.key !== key) {
    setAsked({ key, request });
    setState((s) => (request === null ? IDLE : { ...s, status: 'waiting', progress: null, failure: null }));
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
      ask(question, {
        signal: controller.signal,
        onProgress: (progress) => {
          if (!controller.signal.aborted) setState((s) => ({ ...s, progress }));
        },
      })
        .then((answer) => {
          if (controller.signal.aborted) return;
          setState({ status: 'done', answered: { request: question, answer }, progress: null, failure: null });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted || isAbortError(error)) return;
          console.warn('The planner failed', error);
          setState({ status: 'failed', answered: null, progress: null, failure: { error } });
        })
        .finally(() => endWork());
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
      endWork();
    };
  }, [asked, ask, delayMs]);

  return state;
}
