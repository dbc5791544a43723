import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { createEngineApi } from '../../../src/engine/api';
import { runHistoryBatch } from '../../../src/engine/history/pack';
import { buildRules } from '../../../src/engine/pulls/rules';
import { SummonStore, type SummonSnapshot } from '../../../src/lib/summons';
import type { BatchRunner } from '../../../src/lib/summons/batch';
import { pullsNotSaved } from '../../../src/storage/error-wording';
import type { HistoryBackend } from '../../../src/storage/history-backend';
import { browserPendingLog as pending } from '../../../src/storage/pending-batch';
import { TestBackend } from '../../support/test-backend';
import { FakeLocks } from '../tabs';
import { waitFor } from '../../support/wait';

const rules = buildRules(CHARACTERS);
const api = createEngineApi(rules, { yieldToEventLoop: async () => undefined });

function engineRunner(): BatchRunner {
  return (request) => runHistoryBatch(api, rules, request);
}

/** What a backend holds, as a new visit would find it. */
async function reopen(backend: TestBackend): Promise<TestBackend> {
  const stored = await backend.load();
  if (!stored) return new TestBackend();
  const chunks = [];
  for (const batch of stored.batches) {
    for (const chunk of batch.chunks) chunks.push((await backend.readChunk(chunk.first))!);
  }
  return new TestBackend({ initial: { ...stored, chunks } });
}

/**
 * A storage whose write, once `hang` is set, waits for `release`: a page that closes before its save commits never
 * calls it. The test waits on `saving`, a promise, rather than polling: a loop of microtasks would keep Vitest's
 * timeout from ever firing should the write wait on a timer or an event.
 */
class ClosesWhileSaving extends TestBackend {
  hang = false;
  private began = () => {};
  private open = () => {};
  /** Settles once a held write has begun. */
  readonly saving = new Promise<void>((resolve) => (this.began = resolve));
  private readonly released = new Promise<void>((resolve) => (this.open = resolve));
  private held: Promise<number> | undefined;

  override append(...args: Parameters<TestBackend['append']>): Promise<number> {
    if (!this.hang) return super.append(...args);
    this.began();
    this.held = this.released.then(() => super.append(...args));
    return this.held;
  }

  /** Lets the held write go on; settles once it is stored. */
  release(): Promise<number> {
    this.open();
    return this.held!;
  }
}

/** A tab that pulled 40 (seed 11), then 10 (seed 12) whose save never commits: the page closes in the middle of it. */
async function closingWhileSaving() {
  const backend = new ClosesWhileSaving();
  const store = await started(backend);
  await store.pull('perma', 40, 11);
  backend.hang = true;
  void store.pull('perma', 10, 12);
  await backend.saving;
  return { backend, store };
}

/** The newest `n` pulls as the store shows them, newest first (read from storage where needed). */
async function pullsOf(store: SummonStore, n: number) {
  const pulls = [];
  for (let i = 0; i < n; i++) {
    pulls.push(
      await waitFor(() => {
        const pull = store.reader.getPull('all', i);
        if (!pull) throw new Error(`pull ${i} is being read`);
        return pull;
      }),
    );
  }
  return pulls;
}

/** A tab over `backend` as a browser with Web Locks and IndexedDB runs it: a small batch shows before its save. */
async function started(backend: HistoryBackend, runner: BatchRunner = engineRunner()) {
  const store = new SummonStore({ openBackend: async () => backend, runner, locks: new FakeLocks(), pending });
  await store.start();
  return store;
}

async function storedState(backend: TestBackend) {
  const stored = await backend.load();
  return { summary: stored?.summary ?? null, batches: stored?.batches ?? [], pulls: backend.storedPulls };
}

function mapCounters(counters: SummonSnapshot['counters'], key: 'pity' | 'sr') {
  return { limited: counters.limited[key], perma: counters.perma[key], ml: counters.ml[key] };
}

function mirrorsNow() {
  return {
    pityCounters: localStorage.getItem('pityCounters'),
    srCounters: localStorage.getItem('srCounters'),
    summonCount: localStorage.getItem('summonCount'),
    summons: localStorage.getItem('summons'),
    cookie: Cookies.get('summonCount'),
  };
}

describe('summon store', () => {
  it('still pulls without IndexedDB, and says the history will not outlive the page', async () => {
    const store = new SummonStore({
      openBackend: () => Promise.reject(new DOMException('IndexedDB is disabled', 'InvalidStateError')),
      runner: engineRunner(),
    });
    await store.start();
    expect(store.getSnapshot().status).toBe('ready');
    expect(store.getSnapshot().notice?.()).toMatch(/not letting the site keep your pull history/);
    await store.pull('perma', 10, 3);
    expect(store.getSnapshot().summonCount).toBe(10);
    expect(localStorage.getItem('summonCount')).toBe('10');
    expect(store.getSnapshot().notice?.()).toMatch(/not letting the site keep your pull history/);
    store.dismissNotice();
    await store.pull('perma', 1, 4);
    expect(store.getSnapshot().notice).toBeNull();
  });

  it('gets the engine ready for the first batch when asked (the Summon screen opens), once', async () => {
    const runner = engineRunner();
    runner.warm = vi.fn(async () => undefined);
    const store = new SummonStore({ openBackend: async () => new TestBackend(), runner });
    await store.start();
    // Loading the history alone (My Summons, the data dialog) starts no engine.
    expect(runner.warm).not.toHaveBeenCalled();
    await store.warm();
    await store.warm();
    expect(runner.warm).toHaveBeenCalledTimes(1);
    expect(await store.pull('perma', 10, 3)).toBe(true);
  });

  it('shows the saved count and counters while the history loads, never zeros, and the history has the last word', async () => {
    const backend = new TestBackend();
    const first = await started(backend);
    await first.pull('perma', 120, 8);
    const saved = first.getSnapshot();
    // A crash after the history was saved but before the count mirror: the loaded history corrects the mirror.
    localStorage.setItem('summonCount', '100');

    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    const reopened = await reopen(backend);
    const store = new SummonStore({
      openBackend: async () => {
        await opened;
        return reopened;
      },
      runner: engineRunner(),
    });
    const starting = store.start();
    expect(store.getSnapshot().status).toBe('loading');
    expect(store.getSnapshot().summonCount).toBe(100);
    expect(store.getSnapshot().counters).toEqual(saved.counters);
    open();
    await starting;
    expect(store.getSnapshot().summonCount).toBe(120);
  });

  it('shows no storage notice when the history database opens', async () => {
    const store = await started(new TestBackend());
    expect(store.getSnapshot().notice).toBeNull();
  });

  it('stores pulls, counters and count together, and a new visit finds them all', async () => {
    const backend = new TestBackend();
    const store = await started(backend);
    await store.pull('perma', 120, 8);
    await store.pull('ml', 30, 9);
    const before = store.getSnapshot();
    expect(before.summonCount).toBe(150);
    expect(before.storedPulls).toBe(150);

    const again = await started(await reopen(backend));
    const after = again.getSnapshot();
    expect(after.summonCount).toBe(150);
    expect(after.counters).toEqual(before.counters);
    expect(after.charCounts).toEqual(before.charCounts);
    expect(after.storedPulls).toBe(150);
    expect(again.reader.count('all')).toBe(150);
    expect(JSON.parse(localStorage.getItem('summons')!)).toHaveLength(150);
  });

  it('shows a small batch before its save, saves it before its mirrors: a page closed after the save loses nothing', async () => {
    const backend = new ClosesWhileSaving();
    const store = await started(backend);
    await store.pull('perma', 25, 8);
    // The next batch's mirrors are written a task after it is saved; the page closes before that task runs. (No
    // waitFor while the timer is faked: it would run that task.)
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      backend.hang = true;
      void store.pull('ml', 10, 9);
      await backend.saving;
      // Shown as soon as drawn, while the save is still under way (and the command still busy).
      expect(store.getSnapshot()).toMatchObject({ busy: 'pull', summonCount: 35, storedPulls: 35 });
      expect(store.reader.count('all')).toBe(35);
      expect(backend.storedPulls).toBe(25);
      await backend.release();
      expect(backend.storedPulls).toBe(35);
      expect(localStorage.getItem('summonCount')).toBe('25');
      store.dispose();
    } finally {
      vi.useRealTimers();
    }
    const shown = store.getSnapshot();

    // Reloaded: the history, the count, the counters and every mirror agree, the shown batch included.
    const again = await started(await reopen(backend));
    const after = again.getSnapshot();
    expect(after).toMatchObject({ summonCount: 35, storedPulls: 35, counters: shown.counters });
    expect(again.reader.count('all')).toBe(35);
    expect(mirrorsNow()).toMatchObject({
      summonCount: '35',
      pityCounters: JSON.stringify(mapCounters(shown.counters, 'pity')),
      srCounters: JSON.stringify(mapCounters(shown.counters, 'sr')),
      cookie: '35',
    });
    expect(JSON.parse(mirrorsNow().summons!)).toHaveLength(35);

    // Another tab's batch then lands after it, numbered on from it.
    const other = await started(backend);
    expect(await other.pull('perma', 5, 10)).toBe(true);
    expect(other.getSnapshot().lastBatch?.firstPull).toBe(36);
    expect(backend.storedPulls).toBe(40);
  });

  it('stores at the next visit, exactly as shown, a batch whose page closed before its save committed', async () => {
    const { backend, store } = await closingWhileSaving();
    // On screen, not yet stored: the record that draws it again is.
    const shown = store.getSnapshot();
    expect(shown).toMatchObject({ summonCount: 50, storedPulls: 50 });
    expect(backend.storedPulls).toBe(40);
    expect(JSON.parse(localStorage.getItem('pendingBatch')!)).toMatchObject({ banner: 'perma', count: 10, seed: 12 });
    const pulls = await pullsOf(store, 50);
    store.dispose();

    const reopened = await reopen(backend);
    const again = await started(reopened);
    expect(again.getSnapshot()).toMatchObject({
      status: 'ready',
      summonCount: 50,
      storedPulls: 50,
      counters: shown.counters,
      charCounts: shown.charCounts,
      lastBatch: shown.lastBatch,
    });
    expect(await pullsOf(again, 50)).toEqual(pulls);
    expect(reopened.storedPulls).toBe(50);
    expect((await reopened.load())!.batches.at(-1)).toEqual(store.batches.current().at(-1));
    expect(localStorage.getItem('pendingBatch')).toBeNull();
    await waitFor(() => expect(localStorage.getItem('summonCount')).toBe('50'));
    // The next batch carries on after it.
    expect(await again.pull('perma', 10, 13)).toBe(true);
    expect(again.getSnapshot().lastBatch?.firstPull).toBe(51);
  });

  it('shows a batch only once saved where it cannot be recorded: no lock shared by tabs, a full log, a history in memory', async () => {
    const refusing = { read: () => null, write: () => false, clear: () => undefined };
    const setups = [
      { locks: null, pending },
      { locks: new FakeLocks(), pending: refusing },
      // The default wiring: the record is only for a history in IndexedDB.
      { locks: new FakeLocks() },
    ];
    for (const setup of setups) {
      const backend = new ClosesWhileSaving();
      const store = new SummonStore({ openBackend: async () => backend, runner: engineRunner(), ...setup });
      await store.start();
      expect(await store.pull('perma', 10, 1)).toBe(true);
      const { summonCount, storedPulls } = store.getSnapshot();
      backend.hang = true;
      void store.pull('perma', 10, 2);
      await backend.saving;
      expect(store.getSnapshot()).toMatchObject({ summonCount, storedPulls, busy: 'pull' });
      expect(localStorage.getItem('pendingBatch')).toBeNull();
      store.dispose();
    }
  });

  it('leaves the record alone on a visit whose history is kept in memory, for the next visit with the database', async () => {
    const backend = new TestBackend();
    const store = await started(backend);
    await store.pull('perma', 10, 1);
    const record = { banner: 'perma', count: 10, firstPull: 11, seed: 2, start: { pity: 10, sr: 0 }, timestamp: 1 };
    localStorage.setItem('pendingBatch', JSON.stringify({ ...record, roster: rules.rosterHash }));
    // The database could not be opened this time: the history is the mirrors', in memory.
    const inMemory = new SummonStore({
      openBackend: () => Promise.reject(new Error('no database')),
      runner: engineRunner(),
      locks: new FakeLocks(),
    });
    await inMemory.start();
    expect(inMemory.getSnapshot()).toMatchObject({ status: 'ready', summonCount: 10 });
    expect(await inMemory.pull('perma', 1, 3)).toBe(true);
    expect(JSON.parse(localStorage.getItem('pendingBatch')!)).toMatchObject(record);
  });

  it('keeps the record when its batch cannot be stored yet, tells the player at the next write, and stores it after', async () => {
    const { backend, store } = await closingWhileSaving();
    const shown = store.getSnapshot();
    store.dispose();

    const reopened = await reopen(backend);
    reopened.failWrites = true;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const again = await started(reopened);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    expect(again.getSnapshot()).toMatchObject({ status: 'ready', summonCount: 40, storedPulls: 40 });
    expect(localStorage.getItem('pendingBatch')).not.toBeNull();
    expect(await again.pull('limited', 10, 13)).toBe(false);
    expect(again.getSnapshot().notice?.()).toBe(pullsNotSaved());
    expect(localStorage.getItem('pendingBatch')).not.toBeNull();

    reopened.failWrites = false;
    expect(await again.pull('limited', 10, 13)).toBe(true);
    const batches = (await reopened.load())!.batches;
    expect(batches.map((batch) => [batch.id, batch.banner, batch.seed])).toEqual([
      [1, 'perma', 11],
      [41, 'perma', 12],
      [51, 'limited', 13],
    ]);
    expect(again.getSnapshot().counters.perma).toEqual(shown.counters.perma);
    expect(localStorage.getItem('pendingBatch')).toBeNull();
  });

  it('drops the record of a batch stored after all, or one that no longer fits: nothing is stored twice', async () => {
    const backend = new TestBackend();
    const store = await started(backend);
    await store.pull('perma', 10, 1);
    const record = { banner: 'perma', count: 10, seed: 1, start: { pity: 0, sr: 0 }, timestamp: 1, roster: 0 };
    // The page closed after the save committed, before the record went.
    localStorage.setItem('pendingBatch', JSON.stringify({ ...record, firstPull: 1, roster: rules.rosterHash }));
    const again = await started(await reopen(backend));
    expect(again.getSnapshot()).toMatchObject({ summonCount: 10, storedPulls: 10 });
    expect(localStorage.getItem('pendingBatch')).toBeNull();

    // Drawn with another roster, or damaged: dropped too.
    for (const text of [JSON.stringify({ ...record, firstPull: 11 }), '{"banner":']) {
      localStorage.setItem('pendingBatch', text);
      const next = await started(await reopen(backend));
      expect(next.getSnapshot()).toMatchObject({ status: 'ready', summonCount: 10, storedPulls: 10 });
      expect(localStorage.getItem('pendingBatch')).toBeNull();
    }
  });

  it('lets IndexedDB win over every disagreeing or corrupted mirror, and rewrites them', async () => {
    const backend = new TestBackend();
    const store = await started(backend);
    await store.pull('limited', 1200, 21);
    const truth = store.getSnapshot();
    const good = mirrorsNow();
    expect(JSON.parse(good.summons!)).toHaveLength(1000);
    expect(JSON.parse(good.summons!)[0].pullNumber).toBe(1200);

    localStorage.setItem('pityCounters', '{"limited":"x"}');
    localStorage.setItem('srCounters', '{"limited":3,"perma":3,"ml":3}');
    localStorage.setItem('summonCount', 'NaN');
    localStorage.setItem('summons', '[{"broken":true}]');
    Cookies.set('summonCount', '999999', { path: '/' });
    const errors = vi.spyOn(console, 'error');

    const again = await started(await reopen(backend));
    expect(again.getSnapshot().summonCount).toBe(truth.summonCount);
    expect(again.getSnapshot().counters).toEqual(truth.counters);
    expect(mirrorsNow()).toEqual(good);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('adopts the mirrors when nothing is stored yet, keeping the records and counters a player had', async () => {
    localStorage.setItem('pityCounters', '{"limited":12,"perma":40,"ml":3}');
    localStorage.setItem('summonCount', '502');
    localStorage.setItem(
      'summons',
      JSON.stringify([
        { character: 'Vice', banner: 'perma', pityCount: 40, pityType: 'no pity', timestamp: 5, pullNumber: 502 },
        { character: 'Kazami', banner: 'perma', pityCount: 39, pityType: 'no pity', timestamp: 5, pullNumber: 501 },
      ]),
    );
    const backend = new TestBackend();
    const store = await started(backend);
    const snapshot = store.getSnapshot();
    expect(snapshot.summonCount).toBe(502);
    expect(snapshot.counters.perma.pity).toBe(40);
    expect(snapshot.counters.limited.pity).toBe(12);
    expect(store.reader.count('all')).toBe(2);
    expect(backend.storedPulls).toBe(2);
    expect((await backend.load())!.summary.summonCount).toBe(502);

    await store.pull('perma', 3, 1);
    expect(store.getSnapshot().summonCount).toBe(505);
    const records = JSON.parse(localStorage.getItem('summons')!);
    expect(records.map((r: { pullNumber: number }) => r.pullNumber)).toEqual([505, 504, 503, 502, 501]);
  });

  it('falls back to defaults when nothing is stored and every mirror is corrupted', async () => {
    localStorage.setItem('pityCounters', '[]');
    localStorage.setItem('srCounters', 'null');
    localStorage.setItem('summonCount', '-4');
    localStorage.setItem('summons', '"x"');
    Cookies.set('summonCount', '{}', { path: '/' });
    const store = await started(new TestBackend());
    const snapshot = store.getSnapshot();
    expect(snapshot.status).toBe('ready');
    expect(snapshot.summonCount).toBe(0);
    expect(snapshot.counters).toEqual({
      limited: { pity: 0, sr: 0 },
      perma: { pity: 0, sr: 0 },
      ml: { pity: 0, sr: 0 },
    });
    expect(mirrorsNow()).toEqual({
      pityCounters: '{"limited":0,"perma":0,"ml":0}',
      srCounters: '{"limited":0,"perma":0,"ml":0}',
      summonCount: '0',
      summons: '[]',
      cookie: '0',
    });
  });

  it('still works from the mirrors alone when IndexedDB cannot be opened', async () => {
    localStorage.setItem('summonCount', '9');
    const store = new SummonStore({
      openBackend: () => Promise.reject(new Error('IndexedDB is not available')),
      runner: engineRunner(),
    });
    await store.start();
    expect(store.getSnapshot().storage).toBe('memory');
    expect(store.getSnapshot().summonCount).toBe(9);
    await store.pull('ml', 2, 3);
    expect(store.getSnapshot().summonCount).toBe(11);
    expect(localStorage.getItem('summonCount')).toBe('11');
  });

  it('keeps counters, count, history and mirrors exactly as before when a batch is cancelled', async () => {
    /** Cancels the batch while its pulls are being written, as a late press of Cancel would. */
    class CancelWhileSaving extends TestBackend {
      cancelNext = false;
      override async append(...args: Parameters<TestBackend['append']>): Promise<number> {
        if (this.cancelNext) store.cancel();
        return super.append(...args);
      }
    }
    const backend = new CancelWhileSaving();
    let cancelWhilePulling = false;
    const runner: BatchRunner = async (request, onProgress, signal) => {
      if (cancelWhilePulling) store.cancel();
      if (signal.aborted) throw new DOMException('Cancelled', 'AbortError');
      return runHistoryBatch(api, rules, request, onProgress);
    };
    const store = await started(backend, runner);
    await store.pull('perma', 50, 1);
    const snapshot = store.getSnapshot();
    const stored = await storedState(backend);
    const mirrors = mirrorsNow();
    const writes = backend.writes;

    // A batch too large to show before its save (QUIET_SAVE) is cancelled while being written.
    backend.cancelNext = true;
    await store.pull('perma', 20_000, 2);
    expect(store.getSnapshot()).toEqual(snapshot);
    expect(await storedState(backend)).toEqual(stored);
    expect(backend.writes).toBe(writes);
    expect(mirrorsNow()).toEqual(mirrors);
    expect(store.reader.count('all')).toBe(50);

    backend.cancelNext = false;
    cancelWhilePulling = true;
    await store.pull('limited', 5000, 3);
    expect(store.getSnapshot()).toEqual(snapshot);
    expect(await storedState(backend)).toEqual(stored);
    expect(mirrorsNow()).toEqual(mirrors);

    // Nothing is left half-done: the next batch carries on from the same counters and count.
    cancelWhilePulling = false;
    await store.pull('perma', 5, 4);
    expect(store.getSnapshot().summonCount).toBe(55);
    expect(backend.storedPulls).toBe(55);

    // A small batch is on screen before its save: a late Cancel no longer takes it back, and it is saved.
    backend.cancelNext = true;
    expect(await store.pull('perma', 10, 5)).toBe(true);
    expect(store.getSnapshot()).toMatchObject({ summonCount: 65, storedPulls: 65, notice: null });
    expect(backend.storedPulls).toBe(65);
    expect(store.reader.count('all')).toBe(65);
  });

  it("starts a batch after another tab's pulls instead of refusing it", async () => {
    const backend = new TestBackend();
    const store = await started(backend);
    const other = await started(backend);
    await other.pull('perma', 10, 4);
    await store.pull('perma', 10, 5);
    expect(store.getSnapshot().notice).toBeNull();
    expect(store.getSnapshot().summonCount).toBe(20);
    expect(store.getSnapshot().lastBatch?.firstPull).toBe(11);
    expect(backend.storedPulls).toBe(20);
  });

  it('refuses a batch another tab wrote under (a browser without cross-tab locks), says so and shows its pulls', async () => {
    const backend = new TestBackend();
    let other: SummonStore | null = null;
    const runner: BatchRunner = async (request, onProgress) => {
      const packed = await runHistoryBatch(api, rules, request, onProgress);
      // The other tab stores its batch while this one is still pulling.
      await other?.pull('ml', 10, 4);
      return packed;
    };
    const store = await started(backend, runner);
    other = await started(backend);
    await store.pull('perma', 10, 5);
    expect(store.getSnapshot().notice?.()).toMatch(/another tab/i);
    expect(store.getSnapshot().summonCount).toBe(10);
    expect(store.getSnapshot().counters.ml).toEqual(other.getSnapshot().counters.ml);
    expect(backend.storedPulls).toBe(10);
  });

  it('reports an engine failure without showing its internals, and changes nothing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = await started(new TestBackend(), () => Promise.reject(new Error('Empty array in randomItem')));
    await store.pull('ml', 10);
    expect(store.getSnapshot().notice?.()).toBe(
      'The simulator stopped unexpectedly. Nothing was changed; please try again.',
    );
    expect(store.getSnapshot().summonCount).toBe(0);
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });

  it('resets only the current banner counters on a clear, in storage too', async () => {
    const backend = new TestBackend();
    const store = await started(backend);
    await store.pull('limited', 20, 6);
    await store.pull('ml', 20, 7);
    const limited = store.getSnapshot().counters.limited;
    await store.clearAll('ml');
    const summary = (await backend.load())!.summary;
    expect(summary.summonCount).toBe(0);
    expect(summary.counters.ml).toEqual({ pity: 0, sr: 0 });
    expect(summary.counters.limited).toEqual(limited);
    expect(backend.storedPulls).toBe(0);
    await store.pull('perma', 2, 8);
    expect(store.getSnapshot().summonCount).toBe(2);
    expect(store.reader.getPull('all', 0)!.pullNumber).toBe(2);
  });
});
