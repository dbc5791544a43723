import { describe, expect, it } from 'vitest';
import type { BatchRecord } from '../../../src/storage/stored-history';
import { ROSTER_IDS, zeroCharCounts, zeroCounters } from '../../../src/lib/summons/counts';
import { initialState, reduce, type HistoryView, type SummonState } from '../../../src/lib/summons/state';
import type { Wording } from '../../../src/storage/error-wording';

const STANDING = () => 'kept for the visit';
const PASSING = () => 'passing';
const UNAVAILABLE = () => 'unavailable';

function batch(id: number, count: number): BatchRecord {
  return {
    id,
    banner: 'perma',
    timestamp: 1,
    count,
    start: { pity: 0, sr: 0 },
    end: { pity: 0, sr: 0 },
    seed: 1,
    rosterHash: 1,
    chunks: [],
  };
}

function view(summonCount: number, batches: BatchRecord[] = []): HistoryView {
  return { summonCount, counters: zeroCounters(), charCounts: zeroCharCounts(), storedPulls: summonCount, batches };
}

function ready(standing: Wording | null = null): SummonState {
  const read = reduce(initialState(true, UNAVAILABLE), { type: 'history-read', view: view(0) });
  return reduce(read, { type: 'ready', storage: 'memory', standing });
}

describe('summon state reducer', () => {
  it('starts loading, or unavailable with its notice when there are no rules', () => {
    expect(initialState(true, UNAVAILABLE).snapshot).toMatchObject({ status: 'loading', notice: null, busy: null });
    expect(initialState(false, UNAVAILABLE).snapshot).toMatchObject({ status: 'unavailable', notice: UNAVAILABLE });
  });

  it('re-renders nothing for an event that changes nothing: the same state object comes back', () => {
    const state = ready();
    expect(reduce(state, { type: 'finished' })).toBe(state);
    expect(reduce(state, { type: 'waiting', waiting: false })).toBe(state);
    // A progress tick with no batch pulling (none running, or already saving) is dropped.
    expect(reduce(state, { type: 'progress', done: 5, pullsPerSecond: 1 })).toBe(state);
    const saving = reduce(state, {
      type: 'started',
      command: 'pull',
      run: { banner: 'ml', total: 10, done: 10, pullsPerSecond: 1, phase: 'saving' },
    });
    expect(reduce(saving, { type: 'progress', done: 3, pullsPerSecond: 1 })).toBe(saving);
  });

  it('changes only the run on a progress tick, so selectors of anything else see the same values', () => {
    const pulling = reduce(ready(), {
      type: 'started',
      command: 'pull',
      run: { banner: 'perma', total: 100, done: 0, pullsPerSecond: 0, phase: 'pulling' },
    });
    const ticked = reduce(pulling, { type: 'progress', done: 40, pullsPerSecond: 800 });
    expect(ticked.snapshot.run).toEqual({
      banner: 'perma',
      total: 100,
      done: 40,
      pullsPerSecond: 800,
      phase: 'pulling',
    });
    for (const key of ['counters', 'charCounts', 'lastBatch', 'notice', 'busy', 'summonCount'] as const) {
      expect(ticked.snapshot[key]).toBe(pulling.snapshot[key]);
    }
  });

  it('has one notion of busy: from the start of a command to its end, waiting for another tab included', () => {
    const run = { banner: 'perma' as const, total: 10, done: 0, pullsPerSecond: 0, phase: 'pulling' as const };
    let state = reduce(ready(), { type: 'started', command: 'pull', run });
    expect(state.snapshot.busy).toBe('pull');
    state = reduce(state, { type: 'waiting', waiting: true });
    expect(state.snapshot).toMatchObject({ busy: 'pull', waiting: true, run: { phase: 'waiting' } });
    // The lock granted: the batch is drawn at once, and its progress shows pulls again.
    state = reduce(state, { type: 'waiting', waiting: false });
    expect(state.snapshot).toMatchObject({ busy: 'pull', waiting: false, run: { phase: 'pulling' } });
    state = reduce(state, { type: 'finished' });
    expect(state.snapshot).toMatchObject({ busy: null, run: null, waiting: false });
  });

  it('keeps the standing notice through passing ones until the player dismisses it', () => {
    let state = ready(STANDING);
    expect(state.snapshot.notice).toBe(STANDING);
    state = reduce(state, { type: 'failed', notice: PASSING });
    expect(state.snapshot.notice).toBe(PASSING);
    state = reduce(state, { type: 'started', command: 'clear' });
    expect(state.snapshot.notice).toBe(STANDING);
    state = reduce(state, { type: 'failed', notice: () => 'shown elsewhere' });
    state = reduce(state, { type: 'notice-taken' });
    expect(state.snapshot.notice).toBe(STANDING);
    state = reduce(state, { type: 'dismissed' });
    expect(state.snapshot.notice).toBeNull();
    state = reduce(state, { type: 'failed', notice: PASSING });
    state = reduce(state, { type: 'started', command: 'counters' });
    expect(state.snapshot.notice).toBeNull();
  });

  it('shows a stored change with its numbers only, and keeps or drops the last batch as told', () => {
    const lastBatch = {
      banner: 'perma' as const,
      count: 10,
      firstPull: 1,
      seed: 7,
      start: { pity: 0, sr: 0 },
      charCounts: [],
    };
    const summary = { summonCount: 10, counters: zeroCounters(), charCounts: zeroCharCounts() };
    let state = reduce(ready(), { type: 'stored', summary: view(10, [batch(1, 10)]), storedPulls: 10, lastBatch });
    expect(state.snapshot).not.toHaveProperty('batches');
    expect(state.snapshot).toMatchObject({ summonCount: 10, storedPulls: 10, lastBatch });
    state = reduce(state, { type: 'stored', summary: { ...summary, summonCount: 10 }, storedPulls: 10 });
    expect(state.snapshot.lastBatch).toBe(lastBatch);
    // Another tab's history still holds the batch: it stays on show; once it is gone, so is the last batch.
    state = reduce(state, { type: 'history-read', view: view(30, [batch(1, 10), batch(11, 20)]) });
    expect(state.snapshot).toMatchObject({ summonCount: 30, lastBatch });
    state = reduce(state, { type: 'history-read', view: view(0) });
    expect(state.snapshot).toMatchObject({ summonCount: 0, lastBatch: null });
    expect(ROSTER_IDS.length).toBe(state.snapshot.charCounts.perma.length);
  });
});
