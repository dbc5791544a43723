import { describe, expect, it, vi } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { createEngineApi } from '../../../src/engine/api';
import { runHistoryBatch } from '../../../src/engine/history-pack';
import { buildRules } from '../../../src/engine/rules';
import { SummonStore, type BatchRunner } from '../../../src/lib/summons';
import { FakeBus, FakeLocks } from '../tabs';
import { TestBackend } from '../../support/test-backend';

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

    await vi.waitFor(() => expect(store.getSnapshot()).toMatchObject({ summonCount: 15, storedPulls: 15 }));
    expect(store.getSnapshot().counters.perma).toEqual(other.getSnapshot().counters.perma);
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
