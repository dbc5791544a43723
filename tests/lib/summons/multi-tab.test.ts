import { describe, expect, it, vi } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { createEngineApi } from '../../../src/engine/api';
import { pullMany } from '../../../src/engine/pulls/batch';
import { runHistoryBatch } from '../../../src/engine/history/pack';
import { createRng } from '../../../src/engine/pulls/rng';
import { buildRules } from '../../../src/engine/pulls/rules';
import type { BannerId, Counters } from '../../../src/engine/types';
import { SummonStore } from '../../../src/lib/summons';
import type { BatchRunner } from '../../../src/lib/summons/batch';
import type { SummonStoreOptions } from '../../../src/lib/summons/store';
import { FakeBus, FakeLocks } from '../tabs';
import { browserPendingLog } from '../../../src/storage/pending-batch';
import { TestBackend } from '../../support/test-backend';
import { waitFor } from '../../support/wait';

const rules = buildRules(CHARACTERS);
const api = createEngineApi(rules, { yieldToEventLoop: async () => undefined });

/** A gate a batch waits at, so a test can act while that tab is mid-batch. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

function engineRunner(before?: () => Promise<void>): BatchRunner {
  return async (request, onProgress, signal) => {
    await before?.();
    if (signal.aborted) throw new DOMException('Cancelled', 'AbortError');
    return runHistoryBatch(api, rules, request, onProgress);
  };
}

interface Browser {
  readonly backend: TestBackend;
  readonly locks: FakeLocks;
  readonly bus: FakeBus;
}

function browser(): Browser {
  return { backend: new TestBackend(), locks: new FakeLocks(), bus: new FakeBus() };
}

/**
 * One tab of the site: its own store over the browser's shared history, lock and channel; `options` replace those
 * (a lock or channel of its own).
 */
async function tab(
  b: Browser,
  runner: BatchRunner = engineRunner(),
  options: SummonStoreOptions = {},
): Promise<SummonStore> {
  const store = new SummonStore({
    openBackend: async () => b.backend,
    runner,
    locks: b.locks,
    channel: b.bus.open,
    pending: browserPendingLog,
    ...options,
  });
  await store.start();
  return store;
}

/**
 * The whole stored history replayed with the engine from zero counters, batch after batch with the seeds they were
 * pulled with: what every banner's counters must be, and whether the stored pulls are exactly those.
 */
async function replay(store: SummonStore, backend: TestBackend) {
  const stored = (await backend.load())!;
  const counters: Record<BannerId, Counters> = {
    limited: { pity: 0, sr: 0 },
    perma: { pity: 0, sr: 0 },
    ml: { pity: 0, sr: 0 },
  };
  let next = 1;
  let pullsMatch = true;
  const chunks = [...store.reader.newestChunks()].reverse();
  for (const batch of stored.batches) {
    expect(batch.id).toBe(next);
    expect(batch.start).toEqual(counters[batch.banner]);
    const out = pullMany(rules, batch.banner, counters[batch.banner], batch.count, createRng(batch.seed!));
    for (const chunk of chunks.filter((c) => c.batchId === batch.id)) {
      const decoded = await store.reader.read(chunk);
      const expected = out.chars.subarray(chunk.first - batch.id, chunk.first - batch.id + chunk.count);
      if (!decoded || !decoded.chars.every((c, i) => c === expected[i])) pullsMatch = false;
    }
    counters[batch.banner] = out.counters;
    next += batch.count;
  }
  return { counters, pulls: next - 1, pullsMatch, summary: stored.summary, batches: stored.batches };
}

async function until(check: () => boolean) {
  await waitFor(() => expect(check()).toBe(true));
}

describe('several tabs', () => {
  it('queues two tabs pulling at once on different banners: nothing lost, nothing interleaved', async () => {
    const b = browser();
    const hold = gate();
    const first = await tab(
      b,
      engineRunner(() => hold.opened),
    );
    const second = await tab(b);

    const pulling = first.pull('perma', 3000, 11);
    await until(() => first.getSnapshot().run?.phase === 'pulling');
    const waiting = second.pull('limited', 2000, 12);
    await until(() => second.getSnapshot().run?.phase === 'waiting');
    expect(second.getSnapshot().waiting).toBe(true);
    expect(second.getSnapshot().run?.done).toBe(0);

    hold.open();
    await Promise.all([pulling, waiting]);
    const history = await replay(second, b.backend);
    expect(history.batches.map((batch) => [batch.id, batch.banner, batch.count])).toEqual([
      [1, 'perma', 3000],
      [3001, 'limited', 2000],
    ]);
    expect(history.pullsMatch).toBe(true);
    expect(history.summary.summonCount).toBe(5000);
    expect(history.summary.counters).toEqual(history.counters);
    expect(second.getSnapshot()).toMatchObject({ summonCount: 5000, storedPulls: 5000, notice: null, waiting: false });
    expect(second.getSnapshot().counters).toEqual(history.counters);
    expect(second.getSnapshot().lastBatch?.firstPull).toBe(3001);
    // The first tab hears of the second tab's batch and shows it without reloading.
    await until(() => first.getSnapshot().summonCount === 5000);
    expect(first.getSnapshot().counters).toEqual(history.counters);
    expect(first.getSnapshot().storedPulls).toBe(5000);
    expect(first.getSnapshot().notice).toBeNull();
    expect(b.locks.waited).toBe(1);
  });

  it("continues the same banner's pity from the other tab's batch", async () => {
    const b = browser();
    const hold = gate();
    const first = await tab(
      b,
      engineRunner(() => hold.opened),
    );
    const second = await tab(b);

    const pulling = first.pull('ml', 500, 21);
    await until(() => first.getSnapshot().run?.phase === 'pulling');
    const waiting = second.pull('ml', 700, 22);
    await until(() => second.getSnapshot().run?.phase === 'waiting');
    hold.open();
    await Promise.all([pulling, waiting]);

    const history = await replay(second, b.backend);
    expect(history.pullsMatch).toBe(true);
    const [a, c] = history.batches;
    expect(c!.start).toEqual(a!.end);
    expect(second.getSnapshot().counters.ml).toEqual(history.counters.ml);
    expect(second.getSnapshot().charCounts.ml.reduce((s, n) => s + n, 0)).toBe(1200);
    await until(() => first.getSnapshot().summonCount === 1200);
    expect(first.getSnapshot().counters.ml).toEqual(history.counters.ml);
    expect(first.getSnapshot().charCounts).toEqual(second.getSnapshot().charCounts);
  });

  it('lets a batch waiting for another tab be cancelled, and then shows that tab’s pulls', async () => {
    const b = browser();
    const hold = gate();
    const first = await tab(
      b,
      engineRunner(() => hold.opened),
    );
    const second = await tab(b);
    const pulling = first.pull('perma', 100, 1);
    await until(() => first.getSnapshot().run?.phase === 'pulling');
    const waiting = second.pull('perma', 100, 2);
    await until(() => second.getSnapshot().run?.phase === 'waiting');

    second.cancel();
    await waiting;
    expect(second.getSnapshot()).toMatchObject({ run: null, waiting: false, notice: null, summonCount: 0 });

    hold.open();
    await pulling;
    await until(() => second.getSnapshot().summonCount === 100);
    expect(b.backend.storedPulls).toBe(100);
    // The cancelled request is gone from the queue: the lock is free and the next batch runs at once.
    await second.pull('perma', 10, 3);
    expect(second.getSnapshot().summonCount).toBe(110);
    expect(b.locks.isHeld).toBe(false);
  });

  it('shows a clear or a counter change made in another tab', async () => {
    const b = browser();
    const first = await tab(b);
    const second = await tab(b);
    await first.pull('perma', 200, 5);
    await until(() => second.getSnapshot().summonCount === 200);
    expect(second.reader.storedPulls).toBe(200);

    await first.setCounters('ml', { pity: 42, sr: 3 });
    await until(() => second.getSnapshot().counters.ml.pity === 42);
    expect(second.getSnapshot().counters.ml).toEqual({ pity: 42, sr: 3 });
    expect(second.getSnapshot().summonCount).toBe(200);

    await first.clearAll('perma');
    await until(() => second.getSnapshot().summonCount === 0);
    expect(second.getSnapshot().storedPulls).toBe(0);
    expect(second.reader.storedPulls).toBe(0);
    expect(second.getSnapshot().counters.perma).toEqual({ pity: 0, sr: 0 });
    expect(second.getSnapshot().counters.ml).toEqual({ pity: 42, sr: 3 });
    expect(second.getSnapshot().lastBatch).toBeNull();
  });

  it('starts a change from what another tab stored, even before its message arrives', async () => {
    const b = browser();
    const first = await tab(b);
    // No channel: this tab never hears of the first tab's writes.
    const deaf = await tab(b, engineRunner(), { channel: () => null });
    await first.pull('limited', 90, 7);
    await first.setCounters('ml', { pity: 10, sr: 1 });
    expect(deaf.getSnapshot().summonCount).toBe(0);

    // A counter change keeps the other tab's pulls and the other banners' counters.
    await deaf.setCounters('perma', { pity: 5, sr: 2 });
    expect(deaf.getSnapshot().summonCount).toBe(90);
    const stored = (await b.backend.load())!.summary;
    expect(stored.summonCount).toBe(90);
    expect(stored.counters).toEqual({
      limited: first.getSnapshot().counters.limited,
      perma: { pity: 5, sr: 2 },
      ml: { pity: 10, sr: 1 },
    });
  });

  it('makes a clear wait for the batch another tab is saving, then clears that batch too', async () => {
    const b = browser();
    const hold = gate();
    const first = await tab(
      b,
      engineRunner(() => hold.opened),
    );
    const second = await tab(b);
    const pulling = first.pull('limited', 300, 9);
    await until(() => first.getSnapshot().run?.phase === 'pulling');
    const clearing = second.clearAll('limited');
    await until(() => second.getSnapshot().waiting);
    expect(second.getSnapshot().run).toBeNull();

    hold.open();
    await Promise.all([pulling, clearing]);
    expect(second.getSnapshot()).toMatchObject({ waiting: false, summonCount: 0, storedPulls: 0 });
    expect(b.backend.storedPulls).toBe(0);
    await until(() => first.getSnapshot().summonCount === 0);
    expect(first.getSnapshot().counters.limited).toEqual({ pity: 0, sr: 0 });
  });

  it("stores a closed tab's batch, shown but not yet saved, before the next tab's own, in the order shown", async () => {
    const b = browser();
    const second = await tab(b);
    // The first tab runs under a lock of its own, which goes with the tab as the browser's does when a page closes.
    const first = await tab(b, engineRunner(), { locks: new FakeLocks() });
    expect(await first.pull('perma', 40, 41)).toBe(true);
    await until(() => second.getSnapshot().summonCount === 40);

    // Its next batch is on screen; the page closes before the save commits.
    const append = vi.spyOn(b.backend, 'append').mockImplementationOnce(() => new Promise<number>(() => undefined));
    void first.pull('perma', 10, 42);
    await until(() => append.mock.calls.length === 1);
    const shown = first.getSnapshot();
    expect(shown.summonCount).toBe(50);
    first.dispose();

    expect(await second.pull('limited', 5, 43)).toBe(true);
    const history = await replay(second, b.backend);
    expect(history.batches.map((batch) => [batch.id, batch.banner, batch.count, batch.seed])).toEqual([
      [1, 'perma', 40, 41],
      [41, 'perma', 10, 42],
      [51, 'limited', 5, 43],
    ]);
    expect(history.pullsMatch).toBe(true);
    expect(history.summary.counters).toEqual(history.counters);
    expect(second.getSnapshot()).toMatchObject({ summonCount: 55, storedPulls: 55, notice: null });
    expect(second.getSnapshot().counters.perma).toEqual(shown.counters.perma);
    expect(second.getSnapshot().lastBatch?.firstPull).toBe(51);
    expect(localStorage.getItem('pendingBatch')).toBeNull();
  });

  it('tells the other tabs the revision of every write', async () => {
    const b = browser();
    const store = await tab(b);
    const start = await b.backend.revision();
    await store.pull('perma', 10, 1);
    await store.setCounters('ml', { pity: 1, sr: 0 });
    await store.clearAll(null);
    expect(b.bus.sent).toEqual([1, 2, 3].map((n) => ({ type: 'history-changed', revision: start + n })));
    expect(await b.backend.revision()).toBe(start + 3);
  });

  it('runs writes directly where the browser has no cross-tab lock', async () => {
    const backend = new TestBackend();
    const store = new SummonStore({ openBackend: async () => backend, runner: engineRunner(), locks: null });
    await store.start();
    await store.pull('perma', 25, 4);
    expect(store.getSnapshot().summonCount).toBe(25);
    expect(backend.storedPulls).toBe(25);
  });
});
