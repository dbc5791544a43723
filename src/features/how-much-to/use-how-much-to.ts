import { useCallback, useEffect, useRef, useState } from 'react';
import type { CalcRequest } from '../../engine/odds/prepare';
import { exactFigures } from '../../engine/odds/stats';
import type { OddsFigures } from '../../engine/odds/stats';
import { calcClient, isAbortError, MONTE_CARLO_TRIALS } from '../../lib/calc-client';

export type OddsMethod = 'auto' | 'monte-carlo';

/** The specification's run, with the selection it was made for (its cards get the rainbow). */
export interface RunView {
  readonly chars: Uint8Array;
  readonly pity: Uint8Array;
  readonly types: Uint8Array;
  readonly selected: ReadonlySet<number>;
}

export interface OddsView {
  readonly method: 'exact' | 'monte-carlo';
  /** Trials behind a Monte Carlo answer; 0 for an exact one. */
  readonly trials: number;
  /** cdf[t] = P(everything obtained within t pulls). */
  readonly cdf: Float64Array;
  readonly figures: OddsFigures;
}

export type Progress =
  | { readonly stage: 'run' }
  | { readonly stage: 'exact'; readonly fraction: number }
  | { readonly stage: 'monte-carlo'; readonly done: number; readonly total: number };

export interface HowMuchToState {
  readonly running: boolean;
  readonly run: RunView | null;
  readonly odds: OddsView | null;
  readonly progress: Progress | null;
  /** Set when the last start was cancelled before its odds were in. */
  readonly cancelled: boolean;
  /** Why the last start failed ('' when that is unknown), or null. */
  readonly error: string | null;
}

const IDLE: HowMuchToState = { running: false, run: null, odds: null, progress: null, cancelled: false, error: null };

/**
 * Start runs the specification's sample run, then the odds: exact when the chain is small enough (unless Monte Carlo
 * is asked for), otherwise Monte Carlo trials on the worker pool. Each result appears only when it is complete;
 * cancelling or failing leaves what was complete and nothing half-done. Later starts supersede earlier ones.
 */
export function useHowMuchTo() {
  const [state, setState] = useState<HowMuchToState>(IDLE);
  const current = useRef<AbortController | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  const start = useCallback(async (request: CalcRequest, method: OddsMethod) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    const { signal } = controller;
    // Progress messages can trail the answer they belong to; only the live start may show them.
    const live = () => current.current === controller && !signal.aborted;
    const update = (next: Partial<HowMuchToState>) => {
      if (current.current === controller) setState((s) => ({ ...s, ...next }));
    };
    setState({ ...IDLE, running: true, progress: { stage: 'run' } });
    const client = calcClient();
    try {
      const run = await client.simulate(request, { signal });
      update({ run: { ...run, selected: new Set(request.selection) } });

      let odds: OddsView | null = null;
      if (method === 'auto') {
        update({ progress: { stage: 'exact', fraction: 0 } });
        const outcome = await client.exact(request, {
          signal,
          onProgress: (fraction) => live() && update({ progress: { stage: 'exact', fraction } }),
        });
        if (outcome.ok) {
          const { pmf, cdf } = outcome.distribution;
          odds = { method: 'exact', trials: 0, cdf, figures: exactFigures(pmf, cdf) };
        }
      }
      if (!odds) {
        update({ progress: { stage: 'monte-carlo', done: 0, total: MONTE_CARLO_TRIALS } });
        const { histogram, cdf, figures } = await client.monteCarlo(request, {
          signal,
          onProgress: (done, total) => live() && update({ progress: { stage: 'monte-carlo', done, total } }),
        });
        odds = { method: 'monte-carlo', trials: histogram.trials, cdf, figures };
      }
      update({ odds, running: false, progress: null });
    } catch (error) {
      if (isAbortError(error)) {
        update({ running: false, progress: null, cancelled: true });
      } else {
        update({
          running: false,
          progress: null,
          // '' for a failure that says nothing of itself: the screen words that in the active language.
          error: error instanceof Error ? error.message : '',
        });
      }
    } finally {
      if (current.current === controller) current.current = null;
    }
  }, []);

  const cancel = useCallback(() => current.current?.abort(), []);

  return { state, start, cancel };
}
