import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SummonStore } from '../../src/lib/summons';
import { newerVersionSaved } from '../../src/storage/error-wording';
import { SiteError, kindOf } from '../../src/storage/errors';
import { openIdbBackend } from '../../src/storage/history-db';
import { DB_NAME, DB_VERSION, SCHEMA, SCHEMA_KEY } from '../../src/storage/history-db-schema';
import { browserPendingLog as pending } from '../../src/storage/pending-batch';
import { TestBackend } from '../support/test-backend';
import { runner } from '../lib/data-file/support';
import { FakeLocks } from '../lib/tabs';
import { contents } from './database-contents';

/**
 * A tab of this version stays open while a newer version of the site, in another tab, opens the history database at
 * a higher version to upgrade it. The old tab lets the upgrade through at once, writes nothing after it, and says
 * that the site was updated and needs a reload; a small batch it was saving is kept for the newer version to store.
 */

/**
 * The newer version's tab: opens the database one version higher, adds a store and a higher layout. Rejects if the
 * browser reports the upgrade blocked by a connection left open.
 */
async function upgradeInAnotherTab(): Promise<void> {
  const open = indexedDB.open(DB_NAME, DB_VERSION + 1);
  open.onblocked = () => open.dispatchEvent(new Event('error'));
  open.onupgradeneeded = () => {
    open.result.createObjectStore('runs');
    open.transaction!.objectStore('meta').put(SCHEMA + 1, SCHEMA_KEY);
  };
  const upgraded = await new Promise<IDBDatabase>((resolve, reject) => {
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(new Error('the upgrade was blocked by the old tab'));
  });
  upgraded.close();
}

async function refusal(work: Promise<unknown>): Promise<unknown> {
  return work.then(
    () => 'written',
    (error: unknown) => kindOf(error),
  );
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the history database upgraded by a newer version in another tab', () => {
  it('lets the upgrade through, tells this tab, and refuses every later read and write as a newer version', async () => {
    const backend = await openIdbBackend();
    const summary = { summonCount: 0, counters: { limited: [0, 0], perma: [0, 0], ml: [0, 0] } };
    await backend.saveSummary(summary as never);
    const superseded = vi.fn();
    backend.onSuperseded!(superseded);

    await upgradeInAnotherTab();
    expect(superseded).toHaveBeenCalledTimes(1);
    const after = await contents();
    expect(after).toMatchObject({ version: DB_VERSION + 1 });

    expect(await refusal(backend.saveSummary(summary as never))).toBe('newer-version');
    expect(await refusal(backend.clear(summary as never))).toBe('newer-version');
    expect(await refusal(backend.load())).toBe('newer-version');
    expect(await refusal(backend.revision())).toBe('newer-version');
    expect(await refusal(backend.readChunk(1))).toBe('newer-version');
    expect(await contents()).toEqual(after);
  });

  it('tells a listener that subscribes after the upgrade too', async () => {
    const backend = await openIdbBackend();
    await upgradeInAnotherTab();
    const late = vi.fn();
    backend.onSuperseded!(late);
    await Promise.resolve();
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('leaves the open summon simulator unavailable with words asking for a reload, and writes nothing more', async () => {
    const store = new SummonStore({ runner, locks: new FakeLocks(), channel: () => null });
    await store.start();
    expect(await store.pull('perma', 10, 1)).toBe(true);
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', summonCount: 10 });

    await upgradeInAnotherTab();
    expect(store.getSnapshot()).toMatchObject({ status: 'unavailable' });
    expect(store.getSnapshot().notice?.()).toBe(newerVersionSaved());
    const after = await contents();
    const mirrors = { ...localStorage };
    expect(await store.pull('perma', 10, 2)).toBe(false);
    expect(await store.clearAll('perma')).toBe(false);
    expect(store.getSnapshot()).toMatchObject({ status: 'unavailable', summonCount: 10 });
    expect(store.getSnapshot().notice?.()).toBe(newerVersionSaved());
    expect(await contents()).toEqual(after);
    expect({ ...localStorage }).toEqual(mirrors);
    store.dispose();
  });
});

/** A history whose next save finds the database upgraded by a newer version (it tells its listeners, then refuses). */
class UpgradedOnSave extends TestBackend {
  upgradeOnNextSave = false;
  private readonly listeners = new Set<() => void>();

  onSuperseded(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  override append(...args: Parameters<TestBackend['append']>): Promise<number> {
    if (!this.upgradeOnNextSave) return super.append(...args);
    for (const listener of this.listeners) listener();
    return Promise.reject(new SiteError('newer-version', { detail: 'upgraded by another tab' }));
  }
}

describe('a batch whose save the upgrade refuses', () => {
  it('goes off the screen but keeps its record, which the newer version then stores where it was shown', async () => {
    const backend = new UpgradedOnSave();
    const old = new SummonStore({ openBackend: async () => backend, runner, locks: new FakeLocks(), pending });
    await old.start();
    expect(await old.pull('perma', 40, 11)).toBe(true);
    backend.upgradeOnNextSave = true;
    expect(await old.pull('perma', 10, 12)).toBe(false);
    expect(old.getSnapshot()).toMatchObject({ status: 'unavailable', summonCount: 40 });
    expect(old.getSnapshot().notice?.()).toBe(newerVersionSaved());
    expect(backend.storedPulls).toBe(40);
    expect(pending.read()).toMatchObject({ banner: 'perma', count: 10, firstPull: 41, seed: 12 });
    old.dispose();

    // The page reloaded into the newer version (here, this build over the same history): the batch is stored first.
    backend.upgradeOnNextSave = false;
    const reloaded = new SummonStore({ openBackend: async () => backend, runner, locks: new FakeLocks(), pending });
    await reloaded.start();
    expect(reloaded.getSnapshot()).toMatchObject({ status: 'ready', summonCount: 50, storedPulls: 50 });
    expect(backend.storedPulls).toBe(50);
    expect(pending.read()).toBeNull();
    reloaded.dispose();
  });
});
