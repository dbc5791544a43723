import { useCallback, useEffect, useRef, useState } from 'react';
import type { SummonSnapshot } from '../../../lib/summons';
import { onOtherTabChange } from '../../../storage/local-sync';
import { PULL_REVEAL_KEY, loadPullReveal, savePullReveal } from '../../../storage/summon-settings';
import { revealsPress, type PullPress } from './reveal-policy';
import { RevealRun } from './reveal-run';
import { prefersReducedMotion, useReducedMotion } from './use-reduced-motion';

/** The part of the summon store the reveal follows. */
export interface RevealedStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): Pick<SummonSnapshot, 'lastBatch'>;
}

export interface PullRevealControl {
  readonly run: RevealRun;
  /** The player's setting, saved under `pullReveal` and followed across tabs. */
  readonly enabled: boolean;
  readonly setEnabled: (on: boolean) => void;
  /** The device asks for reduced motion: nothing is revealed whatever the setting. */
  readonly reducedMotion: boolean;
  /**
   * Told of every press before the store pulls: says whether to reveal its batch. A running reveal goes on until
   * that batch shows, which replaces it, so the press itself re-renders nothing.
   */
  readonly press: (press: PullPress) => void;
}

/**
 * The Summon screen's pull reveal. A press that is revealed is remembered; when the store shows that batch (its
 * `lastBatch` changes, in the same task as the batch is shown), the reveal starts before the grid draws the new
 * cards, so each card is drawn already in its place in the reveal. Nothing here waits: the results are shown as
 * fast as without a reveal, and only how the new cards appear changes.
 */
export function usePullReveal(store: RevealedStore): PullRevealControl {
  const [run] = useState(() => new RevealRun());
  const [enabled, setEnabledState] = useState(loadPullReveal);
  const reducedMotion = useReducedMotion();
  // The count of the press waiting to be revealed.
  const pending = useRef<number | null>(null);

  useEffect(() => {
    let seen = store.getSnapshot().lastBatch;
    const unsubscribe = store.subscribe(() => {
      const batch = store.getSnapshot().lastBatch;
      if (batch === seen) return;
      seen = batch;
      if (!batch) return run.finish();
      const wanted = pending.current;
      pending.current = null;
      if (wanted === batch.count) run.start({ firstPull: batch.firstPull, count: batch.count });
      else run.finish();
    });
    return () => {
      unsubscribe();
      run.finish();
    };
  }, [store, run]);

  useEffect(() => onOtherTabChange(PULL_REVEAL_KEY, () => setEnabledState(loadPullReveal())), []);

  // Turned off, or motion no longer welcome: a running reveal ends at once.
  useEffect(() => {
    if (!enabled || reducedMotion) run.finish();
  }, [enabled, reducedMotion, run]);

  const setEnabled = useCallback((on: boolean) => {
    savePullReveal(on);
    setEnabledState(on);
  }, []);

  const press = useCallback(
    (next: PullPress) => {
      // Read afresh: the preference may have changed since the last render.
      const reveal = revealsPress(next, { enabled, reducedMotion: prefersReducedMotion() });
      pending.current = reveal ? next.count : null;
    },
    [enabled],
  );

  return { run, enabled, setEnabled, reducedMotion, press };
}
