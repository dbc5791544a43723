import { useEffect, useState } from 'react';
import { checkLuckRequest, type LuckAnswer, type LuckProblem, type LuckRequest } from '../../engine/luck/luck';
import { isAbortError, luckClient } from '../../lib/luck-client';
import { describeError, luckProblemText } from '../../storage/error-wording';

export type LuckView =
  | { readonly status: 'idle' }
  | { readonly status: 'working' }
  | { readonly status: 'answer'; readonly answer: LuckAnswer }
  /** `message` is null when the reason is unknown: the result says so in the active language. */
  | { readonly status: 'problem'; readonly message: string | null };

/** What the worker said, kept as it came: its words are made when shown, in the language shown then. */
type Settled =
  | { readonly answer: LuckAnswer }
  | { readonly problem: LuckProblem }
  | { readonly error: unknown }
  | { readonly idle: true };

/**
 * The answer to a luck question, worked out in the calc worker. A question the rules cannot answer is refused here
 * without asking the worker; a newer question cancels the one before it, and so does leaving.
 */
export function useLuck(request: LuckRequest | null): LuckView {
  const [settled, setSettled] = useState<{ key: string; outcome: Settled }>({ key: '', outcome: { idle: true } });
  const key = request ? `${request.banner}|${request.pulls}|${request.tops}|${request.pity}` : '';
  const problem = request ? checkLuckRequest(request) : null;

  useEffect(() => {
    if (!request || problem) return;
    const controller = new AbortController();
    luckClient()
      .luck(request, controller.signal)
      .then((outcome) => {
        setSettled({ key, outcome: outcome.ok ? { answer: outcome.answer } : { problem: outcome.problem } });
      })
      .catch((error: unknown) => {
        if (isAbortError(error)) return;
        setSettled({ key, outcome: { error } });
      });
    return () => controller.abort();
    // The key stands for the request's fields: a new object with the same question asks nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (!request) return { status: 'idle' };
  if (problem) return { status: 'problem', message: luckProblemText(problem) };
  if (settled.key !== key) return { status: 'working' };
  return viewOf(settled.outcome);
}

function viewOf(outcome: Settled): LuckView {
  if ('answer' in outcome) return { status: 'answer', answer: outcome.answer };
  if ('problem' in outcome) return { status: 'problem', message: luckProblemText(outcome.problem) };
  if ('error' in outcome) return { status: 'problem', message: describeError(outcome.error, 'start') };
  return { status: 'idle' };
}
