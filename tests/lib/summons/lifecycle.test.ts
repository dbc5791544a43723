import { describe, expect, it, vi } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { createEngineApi } from '../../../src/engine/api';
import { runHistoryBatch } from '../../../src/engine/history/pack';
import { buildRules } from '../../../src/engine/pulls/rules';
import { SummonStore } from '../../../src/lib/summons';
import type { BatchRunner } from '../../../src/lib/summons/batch';
import { FakeBus, FakeLocks } from '../tabs';
import { browserPendingLog } from '../../../src/storage/pending-batch';
import { TestBackend } from '../../support/test-backend';
import { waitFor } from '../../support/wait';

const rules = buildRules(CHARACTERS);
const api = createEngineApi(rules, { yieldToEventLoop: async () => undefined });
const runner: BatchRunner = (request, onProgress) => runHistoryBatch(api, rules, request, onProgress);

describe('a summon store starting up', () => {
  it("shows another tab's batch stored while this tab was reading the history, before it heard of changes", async () => {
    const backend = new TestBackend();
    const locks = new FakeLocks();
    const bus = new FakeBus();
    const other = new SummonStore({ openBackend: async () => backend, runner, locks, channel: bus.open });
    await other.start();
    expect(await other.pull('perma', 10, 1)).toBe(true);

    // The other tab stores a batch right after this tab's read, while this tab has no channel open to hear of it.
    const read = backend.load.bind(backend);
    vi.spyOn(backend, 'load').mockImplementationOnce(async () => {
      const stale = await read();
      expect(await other.pull('perma', 5, 2)).toBe(true);
      return stale;
    });
    const store = new SummonStore({ openBackend: async () => backend, runner, locks, channel: bus.open });
    await store.start();

    await waitFor(() => expect(store.getSnapshot()).toMatchObject({ summonCount: 15, storedPulls: 15 }));
    expect(store.getSnapshot().counters.perma).toEqual(other.getSnapshot().counters.perma);
  });

  it("never waits at start for another tab's lock to settle a record: the next write settles it", async () => {
    const backend = new TestBackend();
    const locks = new FakeLocks();
    const record = { banner: 'perma', count: 10, firstPull: 1, seed: 2, start: { pity: 0, sr: 0 }, timestamp: 1 };
    localStorage.setItem('pendingBatch', JSON.stringify({ ...record, roster: rules.rosterHash }));
    // Another tab holds the lock (its own batch being saved) and does not let go.
    void locks.request({}, () => new Promise<never>(() => undefined));
    const store = new SummonStore({ openBackend: async () => backend, runner, locks, pending: browserPendingLog });
    await store.start();
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', summonCount: 0 });
    expect(localStorage.getItem('pendingBatch')).not.toBeNull();
  });

  it('a store disposed while its history loads shows nothing of it and runs no command', async () => {
    const backend = new TestBackend();
    let open = (_backend: TestBackend) => {};
    const opened = new Promise<TestBackend>((resolve) => (open = resolve));
    const store = new SummonStore({ openBackend: () => opened, runner });
    const starting = store.start();
    store.dispose();
    open(backend);
    await starting;

    expect(store.getSnapshot().status).toBe('loading');
    expect(await store.pull('perma', 10, 1)).toBe(false);
    expect(backend.storedPulls).toBe(0);
  });
});
