import { useEffect, useState } from 'react';
import { checkLuckRequest, type LuckAnswer, type LuckRequest } from '../../engine/luck/luck';
import { isAbortError, luckClient } from '../../lib/luck-client';
import { describeError, luckProblemText } from '../../storage/error-wording';

export type LuckView =
  | { readonly status: 'idle' }
  | { readonly status: 'working' }
  | { readonly status: 'answer'; readonly answer: LuckAnswer }
  | { readonly status: 'problem'; readonly message: string };

const IDLE: LuckView = { status: 'idle' };

/**
 * The answer to a luck question, worked out in the calc worker. A question the rules cannot answer is refused here
 * without asking the worker; a newer question cancels the one before it, and so does leaving.
 */
export function useLuck(request: LuckRequest | null): LuckView {
  const [settled, setSettled] = useState<{ key: string; view: LuckView }>({ key: '', view: IDLE });
  const key = request ? `${request.banner}|${request.pulls}|${request.tops}|${request.pity}` : '';
  const problem = request ? checkLuckRequest(request) : null;

  useEffect(() => {
    if (!request || problem) return;
    const controller = new AbortController();
    luckClient()
      .luck(request, controller.signal)
      .then((outcome) => {
        const view: LuckView = outcome.ok
          ? { status: 'answer', answer: outcome.answer }
          : { status: 'problem', message: luckProblemText(outcome.problem) };
        setSettled({ key, view });
      })
      .catch((error: unknown) => {
        if (isAbortError(error)) return;
        const message = describeError(error, 'start') ?? 'The answer could not be worked out. Please try again.';
        setSettled({ key, view: { status: 'problem', message } });
      });
    return () => controller.abort();
    // The key stands for the request's fields: a new object with the same question asks nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (!request) return IDLE;
  if (problem) return { status: 'problem', message: luckProblemText(problem) };
  return settled.key === key ? settled.view : { status: 'working' };
}
