import { beforeEach, describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { createEngineApi } from '../../../src/engine/api';
import { runHistoryBatch } from '../../../src/engine/history/pack';
import { buildRules } from '../../../src/engine/pulls/rules';
import { SummonStore } from '../../../src/lib/summons';
import type { BatchRunner } from '../../../src/lib/summons/batch';
import { changesNotSaved, pullsNotSaved } from '../../../src/storage/error-wording';
import { dismissStorageFull } from '../../../src/storage/storage-full';
import { browserPendingLog as pending } from '../../../src/storage/pending-batch';
import { TestBackend } from '../../support/test-backend';
import { FakeLocks } from '../tabs';

/** The summon store on a storage that runs out of space: nothing of a refused write shows, and the player is told. */

const rules = buildRules(CHARACTERS);
const api = createEngineApi(rules, { yieldToEventLoop: async () => undefined });
const runner: BatchRunner = (request) => runHistoryBatch(api, rules, request);

/** As a browser with Web Locks and IndexedDB runs it: a small batch shows before its save. */
async function storeOver(backend: TestBackend): Promise<SummonStore> {
  const store = new SummonStore({ openBackend: async () => backend, runner, locks: new FakeLocks(), pending });
  await store.start();
  return store;
}

/** Every stored chunk, keyed by its first pull. */
async function storedChunks(backend: TestBackend) {
  const stored = await backend.load();
  const chunks: Record<number, unknown> = {};
  for (const batch of stored?.batches ?? []) {
    for (const meta of batch.chunks) chunks[meta.first] = await backend.readChunk(meta.first);
  }
  return { batches: stored?.batches ?? [], chunks };
}

beforeEach(() => {
  dismissStorageFull();
});

describe('a full storage', () => {
  class QuotaOnWrite extends TestBackend {
    full = false;
    override async append(...args: Parameters<TestBackend['append']>): Promise<number> {
      if (this.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return super.append(...args);
    }
  }

  it('keeps history, count and counters when a batch cannot be saved, and says so', async () => {
    const backend = new QuotaOnWrite();
    const store = await storeOver(backend);
    await store.pull('perma', 60, 4);
    const before = store.getSnapshot();
    const stored = await storedChunks(backend);
    const mirror = localStorage.getItem('summons');
    backend.full = true;
    const counts: number[] = [];
    const unsubscribe = store.subscribe(() => counts.push(store.getSnapshot().summonCount));
    await store.pull('perma', 30, 5);
    unsubscribe();
    const after = store.getSnapshot();
    // Shown as soon as drawn, then taken back when the storage refused it.
    expect(counts.filter((count, i) => count !== counts[i - 1])).toEqual([60, 90, 60]);
    expect(after.lastBatch).toEqual(before.lastBatch);
    expect(store.reader.count('all')).toBe(60);
    expect(store.batches.current()).toHaveLength(1);
    // Nothing is left to store at the next visit.
    expect(localStorage.getItem('pendingBatch')).toBeNull();
    expect(after.notice?.()).toBe(pullsNotSaved());
    expect(after.notice?.()).toMatch(
      /storage is full, so these pulls were not saved\. Everything saved before is intact/,
    );
    expect(after.summonCount).toBe(before.summonCount);
    expect(after.counters).toEqual(before.counters);
    expect(after.storedPulls).toBe(60);
    expect(await storedChunks(backend)).toEqual(stored);
    expect(localStorage.getItem('summons')).toBe(mirror);
  });

  it('words a full storage for counters and clears as changes not saved', async () => {
    const backend = new TestBackend({ failWrites: false });
    const store = await storeOver(backend);
    await store.pull('perma', 10, 1);
    backend.failWrites = true;
    expect(await store.setCounters('perma', { pity: 3, sr: 1 })).toBe(false);
    expect(store.getSnapshot().notice?.()).toBe(changesNotSaved());
    await store.clearAll('perma');
    expect(store.getSnapshot().notice?.()).toBe(changesNotSaved());
    expect(store.getSnapshot().summonCount).toBe(10);
    expect(backend.storedPulls).toBe(10);
  });
});
