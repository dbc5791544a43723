import 'fake-indexeddb/auto';
import Cookies from 'js-cookie';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHARACTERS } from '../../src/catalogue/characters';
import { createEngineApi } from '../../src/engine/api';
import { runHistoryBatch } from '../../src/engine/history/pack';
import { buildRules } from '../../src/engine/pulls/rules';
import { applyImport, buildExport, parseDataText, readLocalData } from '../../src/lib/data-file';
import { SummonStore } from '../../src/lib/summons';
import type { BatchRunner } from '../../src/lib/summons/batch';
import { openIdbBackend } from '../../src/storage/history-db';
import type { HistoryBackend } from '../../src/storage/history-backend';
import { importNotSaved, pullsNotSaved } from '../../src/storage/error-wording';
import { TestBackend } from '../support/test-backend';

/**
 * A full storage against a real IndexedDB (fake-indexeddb): a write the browser refuses part-way must leave every
 * record it had written before the refusal out, so what was stored before is exactly what a new visit finds.
 */

const rules = buildRules(CHARACTERS);
const api = createEngineApi(rules, { yieldToEventLoop: async () => undefined });
const runner: BatchRunner = (request) => runHistoryBatch(api, rules, request);

async function openStore(): Promise<SummonStore> {
  const store = new SummonStore({ openBackend: openIdbBackend, runner, locks: null, channel: () => null });
  await store.start();
  expect(store.getSnapshot().storage).toBe('indexeddb');
  return store;
}

/** What a new visit finds in the database. */
async function storedNow(backend?: HistoryBackend) {
  const stored = await (backend ?? (await openIdbBackend())).load();
  return {
    summonCount: stored?.summary.summonCount ?? 0,
    counters: stored?.summary.counters,
    batches: (stored?.batches ?? []).map((b) => [b.id, b.banner, b.count]),
  };
}

/** From now on, putting into `storeName` fails as a full disk makes it fail: synchronously, with a QuotaExceededError. */
function fillUp(storeName: string) {
  const put = IDBObjectStore.prototype.put;
  return vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (
    this: IDBObjectStore,
    ...args: Parameters<IDBObjectStore['put']>
  ) {
    if (this.name === storeName) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    return put.apply(this, args);
  });
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  localStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('IndexedDB with a full storage', () => {
  for (const storeName of ['batches', 'chunks', 'meta']) {
    it(`keeps the earlier pulls and stores none of a batch whose ${storeName} write is refused`, async () => {
      const store = await openStore();
      await store.pull('perma', 50, 1);
      await store.pull('ml', 20, 2);
      const before = await storedNow();
      const snapshot = store.getSnapshot();
      expect(before.batches).toHaveLength(2);

      fillUp(storeName);
      await store.pull('limited', 30, 3);
      expect(store.getSnapshot().notice?.()).toBe(pullsNotSaved());
      expect(store.getSnapshot().summonCount).toBe(70);
      expect(store.getSnapshot().counters).toEqual(snapshot.counters);
      vi.restoreAllMocks();

      expect(await storedNow()).toEqual(before);
      const again = await openStore();
      expect(again.getSnapshot().summonCount).toBe(70);
      expect(again.getSnapshot().storedPulls).toBe(70);
      expect(again.getSnapshot().counters).toEqual(snapshot.counters);
    });
  }

  it('keeps the whole history when an import that replaces it is refused part-way', async () => {
    // The file comes from an in-memory history: jsdom's Uint8Array is not the one fake-indexeddb's clones carry, so
    // chunks read back from it here would not pass the reader's type check (in a browser they are one and the same).
    const source = new SummonStore({ openBackend: async () => new TestBackend(), runner });
    await source.start();
    await source.pull('perma', 200, 5);
    const { blob } = await buildExport(source, readLocalData('dark'));
    const parsed = parseDataText(await blob.text(), rules);
    if (!parsed.ok) throw new Error(parsed.message);

    globalThis.indexedDB = new IDBFactory();
    localStorage.clear();
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
    const store = await openStore();
    await store.pull('ml', 40, 6);
    const before = await storedNow();

    fillUp('chunks');
    const outcome = await applyImport(store, parsed.data, 'replace');
    expect(outcome).toEqual({ ok: false, message: importNotSaved() });
    vi.restoreAllMocks();
    expect(await storedNow()).toEqual(before);
    expect(store.getSnapshot().summonCount).toBe(40);

    // Once there is room again, the same import goes through in full.
    expect((await applyImport(store, parsed.data, 'replace')).ok).toBe(true);
    expect(await storedNow()).toMatchObject({ summonCount: 200, batches: [[1, 'perma', 200]] });
  });
});

describe('a damaged summary record', () => {
  it('does not block later pulls: the count comes from the stored batches, as a new visit reads it', async () => {
    const first = await openStore();
    await first.pull('perma', 30, 7);
    expect(first.getSnapshot().summonCount).toBe(30);
    first.dispose();
    // The summary record is lost (a damaged or foreign database); the batches are still there.
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('etheria-companion');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('meta', 'readwrite');
      tx.objectStore('meta').put({ summonCount: 'garbage' }, 'summary');
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();

    const second = await openStore();
    expect(second.getSnapshot().summonCount).toBe(30);
    await second.pull('perma', 10, 8);
    expect(second.getSnapshot().notice).toBeNull();
    expect(second.getSnapshot().summonCount).toBe(40);
    expect((await storedNow()).batches).toEqual([
      [1, 'perma', 30],
      [31, 'perma', 10],
    ]);
    second.dispose();
  });
});
