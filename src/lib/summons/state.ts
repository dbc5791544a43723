import type { Wording } from '../../storage/error-wording';
import type { BatchRecord } from '../../storage/stored-history';
import type { BannerId, Counters } from '../../engine/types';
import { zeroCharCounts, zeroCounters, type CharCounts, type CountersByBanner, type Summary } from './counts';

/**
 * The summon simulator's state, and the one pure reducer every change goes through. The store dispatches events;
 * `reduce` returns the next state, and the snapshot object changes only when something in it changed, so React
 * re-renders nothing on an event that changed nothing.
 */

/** A command that changes the history; while one runs, the store refuses others (`busy`). */
export type Command = 'pull' | 'clear' | 'counters' | 'import';

export interface RunProgress {
  readonly banner: BannerId;
  readonly total: number;
  readonly done: number;
  readonly pullsPerSecond: number;
  /**
   * 'waiting' while another tab is writing the history (this batch starts when it is done), 'saving' once every
   * pull is drawn and the history is being written.
   */
  readonly phase: 'waiting' | 'pulling' | 'saving';
}

export interface LastBatch {
  readonly banner: BannerId;
  readonly count: number;
  readonly firstPull: number;
  readonly seed: number;
  /** The banner's counters before the batch's first pull: with the seed and count, what replays it. */
  readonly start: Counters;
  /** Pulls of each roster index in the batch. */
  readonly charCounts: readonly number[];
  /** A Limited run's batch: the roster index of the run's character (see `BatchRecord.featured`). */
  readonly featured?: number | undefined;
}

export interface SummonSnapshot extends Summary {
  readonly status: 'loading' | 'ready' | 'unavailable';
  readonly storage: 'indexeddb' | 'memory' | null;
  /** Pulls kept in the history (fewer than summonCount only when older pulls were never stored here). */
  readonly storedPulls: number;
  /** The command this tab is running, from the press until it is stored or abandoned: the one notion of busy. */
  readonly busy: Command | null;
  readonly run: RunProgress | null;
  readonly lastBatch: LastBatch | null;
  /** A change of this tab is waiting for another tab to finish writing the history. */
  readonly waiting: boolean;
  /** Something went wrong that the player should know: its words, made as it is shown (so in the language shown). */
  readonly notice: Wording | null;
}

export interface SummonState {
  readonly snapshot: SummonSnapshot;
  /** A notice that stays up for the whole visit (the history cannot be kept), restored after any passing one. */
  readonly standing: Wording | null;
}

/** What a stored history shows: its numbers, and its batches (to tell whether this tab's last batch is still in). */
export interface HistoryView extends Summary {
  readonly storedPulls: number;
  readonly batches: readonly BatchRecord[];
}

export type SummonEvent =
  /** The rules could not be built or the history could not be loaded: nothing can run. */
  | { readonly type: 'unavailable'; readonly notice: Wording }
  /** The history loaded (and shown, by a 'history-read' before): the simulator is ready. */
  | {
      readonly type: 'ready';
      readonly storage: 'indexeddb' | 'memory';
      readonly standing: Wording | null;
    }
  /** A stored history, read (at start, after another tab's change, or after an import), replaces what is shown. */
  | { readonly type: 'history-read'; readonly view: HistoryView }
  /** A command starts: the passing notice goes, the standing one stays. */
  | { readonly type: 'started'; readonly command: Command; readonly run?: RunProgress }
  | { readonly type: 'finished' }
  /** This tab waits for another tab's write (true), or got its turn (false). */
  | { readonly type: 'waiting'; readonly waiting: boolean }
  | { readonly type: 'run'; readonly run: RunProgress }
  | { readonly type: 'progress'; readonly done: number; readonly pullsPerSecond: number }
  /** A change of this tab is stored: the new numbers, and (for a batch) what the batch was. */
  | {
      readonly type: 'stored';
      readonly summary: Summary;
      readonly storedPulls: number;
      readonly lastBatch?: LastBatch | null;
      /** What the player should know of a change that was stored (the standing notice otherwise). */
      readonly notice?: Wording;
    }
  | { readonly type: 'failed'; readonly notice: Wording }
  /** A batch left by a closed page could not be stored as it was shown: said until dismissed. */
  | { readonly type: 'set-aside'; readonly notice: Wording }
  /** The notice was shown elsewhere (the data dialog): the standing one comes back. */
  | { readonly type: 'notice-taken' }
  /** The player dismissed the notice: the standing one retires too. */
  | { readonly type: 'dismissed' };

/**
 * Before the history has loaded, the screens show `saved` (the count and counters its mirrors hold, as of its last
 * save) rather than zeros; the loaded history then has the last word.
 */
export function initialState(
  available: boolean,
  unavailableNotice: Wording,
  saved: { readonly summonCount: number; readonly counters: CountersByBanner } | null = null,
): SummonState {
  return {
    standing: null,
    snapshot: {
      status: available ? 'loading' : 'unavailable',
      storage: null,
      summonCount: saved?.summonCount ?? 0,
      counters: saved?.counters ?? (zeroCounters() as CountersByBanner),
      charCounts: zeroCharCounts() as CharCounts,
      storedPulls: 0,
      busy: null,
      run: null,
      lastBatch: null,
      waiting: false,
      notice: available ? null : unavailableNotice,
    },
  };
}

/** This tab's last batch stays on show while it is still in the history (another tab may have cleared it). */
function keptLastBatch(shown: LastBatch | null, batches: readonly BatchRecord[]): LastBatch | null {
  if (!shown) return null;
  const kept = batches.some((b) => b.id === shown.firstPull && b.count === shown.count && b.banner === shown.banner);
  return kept ? shown : null;
}

function shown(view: HistoryView, lastBatch: LastBatch | null): Partial<SummonSnapshot> {
  const { summonCount, counters, charCounts, storedPulls, batches } = view;
  return { summonCount, counters, charCounts, storedPulls, lastBatch: keptLastBatch(lastBatch, batches) };
}

function patch(state: SummonState, change: Partial<SummonSnapshot>, standing = state.standing): SummonState {
  const snapshot = state.snapshot;
  const changed = (Object.keys(change) as (keyof SummonSnapshot)[]).some((key) => change[key] !== snapshot[key]);
  if (!changed && standing === state.standing) return state;
  return { standing, snapshot: changed ? { ...snapshot, ...change } : snapshot };
}

export function reduce(state: SummonState, event: SummonEvent): SummonState {
  const { snapshot } = state;
  switch (event.type) {
    case 'unavailable':
      // The notice stands: a command that ends after it (its save refused) does not take it away.
      return patch(state, { status: 'unavailable', notice: event.notice }, event.notice);
    case 'ready':
      // Unavailable is final: a history saved by a newer version may arrive while this one still loads.
      if (snapshot.status === 'unavailable') return state;
      return patch(
        state,
        { status: 'ready', storage: event.storage, notice: event.standing ?? state.standing },
        event.standing ?? state.standing,
      );
    case 'history-read':
      return patch(state, shown(event.view, snapshot.lastBatch));
    case 'started':
      return patch(state, { busy: event.command, run: event.run ?? null, notice: state.standing });
    case 'finished':
      return patch(state, { busy: null, run: null, waiting: false });
    case 'waiting': {
      // The lock granted, the batch is drawn at once: its progress shows pulls again.
      const from = event.waiting ? snapshot.run?.phase : 'waiting';
      const phase = event.waiting ? ('waiting' as const) : ('pulling' as const);
      const run = snapshot.run && snapshot.run.phase === from ? { ...snapshot.run, phase } : snapshot.run;
      return patch(state, { waiting: event.waiting, run });
    }
    case 'run':
      return patch(state, { run: event.run });
    case 'progress':
      // A tick that arrives after the pulls are drawn (or the batch ended) changes nothing.
      if (!snapshot.run || snapshot.run.phase !== 'pulling') return state;
      return patch(state, { run: { ...snapshot.run, done: event.done, pullsPerSecond: event.pullsPerSecond } });
    case 'stored': {
      const { summonCount, counters, charCounts } = event.summary;
      return patch(state, {
        summonCount,
        counters,
        charCounts,
        storedPulls: event.storedPulls,
        lastBatch: event.lastBatch === undefined ? snapshot.lastBatch : event.lastBatch,
        notice: event.notice ?? state.standing,
      });
    }
    case 'failed':
      return patch(state, { notice: event.notice });
    case 'set-aside':
      return patch(state, { notice: event.notice }, event.notice);
    case 'notice-taken':
      return patch(state, { notice: state.standing });
    case 'dismissed':
      return patch(state, { notice: null }, null);
  }
}
