import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { PullView } from '../../components/pull-card';
import type { ResultFilter } from '../chunk-index';
import type { SummonSnapshot } from './state';
import { summonStore } from './shared';

const whole = (snapshot: SummonSnapshot) => snapshot;

/**
 * The store's state, or the part of it `select` picks; loads the history on first use. A component re-renders only
 * when what it selected changed, so a progress tick re-renders only what shows progress. `select` must return a
 * field of the snapshot or a primitive, never a new object.
 */
export function useSummonState(): SummonSnapshot;
export function useSummonState<T>(select: (snapshot: SummonSnapshot) => T): T;
export function useSummonState<T>(select: (snapshot: SummonSnapshot) => T = whole as never): T {
  const current = summonStore();
  useEffect(() => {
    void current.start();
  }, [current]);
  return useSyncExternalStore(current.subscribe, () => select(current.getSnapshot()));
}

/** The stored batches, oldest first; re-renders when the history changes. */
export function useBatches() {
  const batches = summonStore().batches;
  return useSyncExternalStore(batches.subscribe, batches.current);
}

export interface PullSource {
  readonly count: number;
  readonly getPull: (index: number) => PullView | undefined;
  readonly onVisibleRange: (start: number, endExclusive: number) => void;
}

/** The history newest first through a filter, for PullGrid: reads chunks as the visible range needs them. */
export function usePullSource(filter: ResultFilter): PullSource {
  const reader = summonStore().reader;
  const version = useSyncExternalStore(reader.subscribe, () => reader.version);
  // A new function per history version, so the grid re-renders exactly when a chunk has arrived or pulls were added.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const getPull = useCallback((index: number) => reader.getPull(filter, index), [reader, filter, version]);
  const onVisibleRange = useCallback(
    (start: number, end: number) => reader.prefetch(filter, start, end),
    [reader, filter],
  );
  return { count: reader.count(filter), getPull, onVisibleRange };
}
