import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyImport } from '../../../src/lib/data-file';
import { SummonStore } from '../../../src/lib/summons';
import {
  changesNotSaved,
  importNotSaved,
  pullsNotSaved,
  unsavedBatchDropped,
} from '../../../src/storage/error-wording';
import { storageError } from '../../../src/storage/history-db-write';
import { browserPendingLog as pending } from '../../../src/storage/pending-batch';
import { dismissStorageFull } from '../../../src/storage/storage-full';
import { TestBackend } from '../../support/test-backend';
import { waitFor } from '../../support/wait';
import { exportOf, forgetEverything, parsed, runner, storeOver } from '../data-file/support';
import { FakeLocks } from '../tabs';

/**
 * A batch shown before its save, whose page closed before the save committed, and which a full storage then will not
 * take: it must not lock the player out of the commands that free space.
 */

/**
 * A storage that fills up. While `hang`, a batch's save never commits (the page closes in the middle of it); once
 * `full`, every batch of pulls is refused as IndexedDB refuses their chunks, while a summary, a clear or a smaller
 * history put in the place of the old one still fits.
 */
class FillingStorage extends TestBackend {
  mode: 'fine' | 'hang' | 'full' = 'fine';
  saving = false;
  override append(...args: Parameters<TestBackend['append']>): Promise<number> {
    if (this.mode === 'hang') {
      this.saving = true;
      return new Promise<number>(() => undefined);
    }
    if (this.mode === 'full') {
      return Promise.reject(storageError(new DOMException('The quota has been exceeded.', 'QuotaExceededError')));
    }
    return super.append(...args);
  }
}

/** A tab as a browser with Web Locks and IndexedDB runs it: a small batch shows before its save. */
async function tabOver(backend: TestBackend): Promise<SummonStore> {
  const store = new SummonStore({ openBackend: async () => backend, runner, locks: new FakeLocks(), pending });
  await store.start();
  return store;
}

/**
 * A history of 40 pulls whose tab showed 10 more (seed 12) and closed before saving them, then a visit to the storage
 * now full: the batch is left to store, and the visit says so in the console.
 */
async function fullWithBatchLeft() {
  const backend = new FillingStorage();
  const closed = await tabOver(backend);
  expect(await closed.pull('perma', 40, 11)).toBe(true);
  backend.mode = 'hang';
  void closed.pull('perma', 10, 12);
  await waitFor(() => expect(backend.saving).toBe(true));
  closed.dispose();
  backend.mode = 'full';
  const store = await tabOver(backend);
  expect(store.getSnapshot()).toMatchObject({ status: 'ready', summonCount: 40, storedPulls: 40 });
  expect(localStorage.getItem('pendingBatch')).not.toBeNull();
  return { backend, store };
}

beforeEach(() => {
  dismissStorageFull();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a full storage with a batch left to store', () => {
  it('refuses the commands that keep the history, saying why; Clear All goes through, drops the batch and says so', async () => {
    const { backend, store } = await fullWithBatchLeft();
    expect(await store.pull('limited', 10, 13)).toBe(false);
    expect(store.getSnapshot().notice?.()).toBe(pullsNotSaved());
    expect(await store.setCounters('ml', { pity: 3, sr: 1 })).toBe(false);
    expect(store.getSnapshot().notice?.()).toBe(changesNotSaved());
    expect(localStorage.getItem('pendingBatch')).not.toBeNull();

    expect(await store.clearAll('perma')).toBe(true);
    expect(store.getSnapshot()).toMatchObject({ summonCount: 0, storedPulls: 0, lastBatch: null });
    expect(store.getSnapshot().notice?.()).toBe(unsavedBatchDropped(10));
    expect(unsavedBatchDropped(10)).toBe(
      'The last batch shown before the page closed (10 pulls) could not be saved, so it went with the rest of your history.',
    );
    expect(backend.storedPulls).toBe(0);
    expect((await backend.load())?.summary.summonCount).toBe(0);
    expect(localStorage.getItem('pendingBatch')).toBeNull();

    // The space it freed takes pulls again, numbered from 1: nothing of the dropped batch comes back.
    backend.mode = 'fine';
    expect(await store.pull('perma', 10, 14)).toBe(true);
    expect(store.getSnapshot()).toMatchObject({ summonCount: 10, storedPulls: 10, notice: null });
    expect(store.getSnapshot().lastBatch?.firstPull).toBe(1);
  });

  it("lets an import's Replace through too, saying so; a Merge is refused with the storage-full words", async () => {
    const other = await storeOver(new TestBackend());
    expect(await other.pull('ml', 30, 5)).toBe(true);
    const file = parsed((await exportOf(other)).text);
    other.dispose();
    forgetEverything();
    const { backend, store } = await fullWithBatchLeft();

    expect(await applyImport(store, file, 'merge')).toEqual({ ok: false, message: importNotSaved() });
    expect(localStorage.getItem('pendingBatch')).not.toBeNull();
    expect(backend.storedPulls).toBe(40);

    const replaced = await applyImport(store, file, 'replace');
    expect(replaced.ok && replaced.message).toMatch(/^Your data was replaced with the file's: 30 pulls, /);
    expect(replaced.message.endsWith(` ${unsavedBatchDropped(10)}`)).toBe(true);
    expect(store.getSnapshot()).toMatchObject({ summonCount: 30, storedPulls: 30 });
    expect(backend.storedPulls).toBe(30);
    expect(localStorage.getItem('pendingBatch')).toBeNull();
  });
});
