import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import Cookies from 'js-cookie';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { applyImport, buildExport, readLocalData } from '../../../src/lib/data-file';
import { SummonStore } from '../../../src/lib/summons';
import { backedUpPrint, noteBackedUp } from '../../../src/storage/backup-record';
import { REVISION_KEY } from '../../../src/storage/history-db-schema';
import { openIdbBackend } from '../../../src/storage/history-db';
import { KEPT_DATA } from '../../../src/storage/kept-data';
import { PENDING_BATCH_SET_ASIDE_KEY, browserPendingLog } from '../../../src/storage/pending-batch';
import { PULL_PLANS_KEY, loadPlans, savePlans } from '../../../src/storage/plan-store';
import { OWNED_KEY, loadOwned, saveOwned } from '../../../src/storage/owned-store';
import { REAL_COUNTERS_KEY, ZERO_REAL_COUNTERS, loadRealCounters } from '../../../src/storage/real-counters-store';
import { BANNER_RUNS_KEY, loadRuns, saveRuns } from '../../../src/storage/runs-store';
import { savePullReveal, saveSelectedBanner, saveSelectedRun } from '../../../src/storage/summon-settings';
import { saveTeamData } from '../../../src/storage/team-store';
import { saveLanguageSetting } from '../../../src/storage/language-store';
import { loadTheme, saveTheme } from '../../../src/storage/theme-store';
import { TIER_LISTS_KEY, loadTierLists, saveTierLists } from '../../../src/storage/tier-list-store';
import { savedPlan } from '../../support/plans';
import { MY_LISTS, MY_TEAMS, forgetEverything, parsed, runner } from './support';

/**
 * Every kind of data the site keeps survives a backup: everything is filled in, exported, wiped (localStorage,
 * cookies and the IndexedDB database), and imported with Replace into a browser that never saw the site. What the
 * browser holds is read back raw, key by key, cookie by cookie and record by record, so data the export forgot shows
 * up as a difference, and data the list of what the site keeps (src/storage/kept-data.ts) does not name shows up as
 * unlisted.
 */

/** What a backup deliberately leaves out, and why (the same reasons are in src/storage/kept-data.ts). */
const LEFT_OUT = [
  // A screen's state (which banner the Summon screen shows), not something the player made.
  'localStorage:selectedBanner',
  // Which Limited run the Summon screen pulls on, like the banner it shows; the runs themselves are in the file.
  'localStorage:selectedLimitedRun',
  // A batch on screen whose save has not committed yet: the next write or visit of this browser stores it.
  'localStorage:pendingBatch',
  // Such a batch drawn by other rules, kept as it was: it cannot be drawn into the history, so not into a file.
  'localStorage:pendingBatch-set-aside',
  // How this browser shows new pulls: a preference of the device, like its reduced-motion setting.
  'localStorage:pullReveal',
  // When this browser last exported and reminded: about this copy of the data, not the data.
  'localStorage:backupRecord',
  // A damaged value kept aside for recovery by hand; it cannot be read as tier lists, so it cannot be exported.
  'localStorage:tierLists-unreadable',
  // The same for the pull planner's plans.
  'localStorage:pullPlans-unreadable',
  // The same for owned characters and real counters.
  'localStorage:ownedCharacters-unreadable',
  'localStorage:realCounters-unreadable',
  // And for banner runs.
  'localStorage:bannerRuns-unreadable',
];

const HOYAN = CHARACTERS.findIndex((c) => c.id === 'hoyan');

async function openStore(): Promise<SummonStore> {
  const store = new SummonStore({ openBackend: openIdbBackend, runner, locks: null, channel: () => null });
  await store.start();
  expect(store.getSnapshot().storage).toBe('indexeddb');
  return store;
}

function request<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
}

/** Every record of every object store of every database, as [key, value] pairs in key order. */
async function databaseContents(into: Map<string, unknown>): Promise<void> {
  for (const info of await indexedDB.databases()) {
    const db = await request(indexedDB.open(info.name!));
    for (const store of db.objectStoreNames) {
      const records = db.transaction(store, 'readonly').objectStore(store);
      const [keys, values] = await Promise.all([request(records.getAllKeys()), request(records.getAll())]);
      // The revision only tells tabs that a write happened; a new database starts it over.
      const pairs = keys
        .map((key, i) => [key, values[i]])
        .filter(([key]) => !(store === 'meta' && key === REVISION_KEY));
      into.set(`indexeddb:${info.name}/${store}`, pairs);
    }
    db.close();
  }
}

/** Everything the browser holds for the site, by `where:name`. */
async function everythingStored(): Promise<Map<string, unknown>> {
  const stored = new Map<string, unknown>();
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i)!;
    stored.set(`localStorage:${key}`, localStorage.getItem(key));
  }
  for (const [name, value] of Object.entries(Cookies.get())) stored.set(`cookie:${name}`, value);
  await databaseContents(stored);
  return stored;
}

/**
 * The test environment's structuredClone (which the fake IndexedDB stores records with) makes byte arrays of another
 * realm than the page's `Uint8Array`, which the history database's checks then refuse. A browser has one realm:
 * cloned bytes are made the page's again.
 */
const nativeClone = globalThis.structuredClone;

function samePageRealm(value: unknown): unknown {
  if (value instanceof Uint8Array || value === null || typeof value !== 'object') return value;
  if (Object.prototype.toString.call(value) === '[object Uint8Array]')
    return new Uint8Array(value as ArrayLike<number>);
  if (Array.isArray(value)) return value.map(samePageRealm);
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, samePageRealm(v)]));
}

beforeAll(() => {
  globalThis.structuredClone = ((value: unknown, options?: StructuredSerializeOptions) =>
    samePageRealm(nativeClone(value, options))) as typeof structuredClone;
});

afterAll(() => {
  globalThis.structuredClone = nativeClone;
});

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  forgetEverything();
});

describe('a backup holds everything', () => {
  it('export, wipe, Replace: every kind of data the site keeps comes back, except what is left out on purpose', async () => {
    // Every kind of data, each away from its default.
    const store = await openStore();
    expect(await store.pull('perma', 130, 8)).toBe(true);
    expect(await store.pull('ml', 30, 9)).toBe(true);
    expect(await store.pull('limited', 95, 10)).toBe(true);
    // A Limited run's batch: its record names the run, its chunk is the codec's version 2, the database is layout 2.
    expect(await store.pull('limited', 40, 11, undefined, HOYAN)).toBe(true);
    expect(await store.setCounters('ml', { pity: 12, sr: 3 })).toBe(true);
    localStorage.setItem(TIER_LISTS_KEY, '{"damaged"');
    expect(loadTierLists()).toBeUndefined();
    saveTierLists(MY_LISTS);
    localStorage.setItem(PULL_PLANS_KEY, '[1, 2');
    expect(loadPlans()).toBeUndefined();
    savePlans({
      activeId: 'b',
      plans: [savedPlan('a', 'Banner week'), savedPlan('b', 'Anniversary', { targets: [] })],
    });
    saveTeamData(MY_TEAMS);
    localStorage.setItem(OWNED_KEY, '{"freya":99}');
    expect(loadOwned()).toEqual({});
    saveOwned({ freya: 2, mia: 1 });
    localStorage.setItem(REAL_COUNTERS_KEY, 'not counters');
    expect(loadRealCounters()).toBeUndefined();
    const tally = { pulls: 140, tops: 2, from: { pity: 3, sr: 0 } };
    localStorage.setItem(
      REAL_COUNTERS_KEY,
      JSON.stringify({ ...ZERO_REAL_COUNTERS, perma: { pity: 61, sr: 4, tally } }),
    );
    localStorage.setItem(BANNER_RUNS_KEY, '{"version":1,"runs":[');
    expect(loadRuns()).toEqual([]);
    saveRuns([
      { id: 'run-a', banner: 'limited', featured: 'hoyan', name: 'Hoyan rerun', end: '2027-01-05' },
      { id: 'run-b', banner: 'ml', start: '2026-12-01' },
    ]);
    saveTheme('light');
    saveLanguageSetting('fr');
    saveSelectedBanner('ml');
    saveSelectedRun('run-a');
    savePullReveal(false);
    noteBackedUp(Date.now(), { print: backedUpPrint(), summonCount: 260, exported: true });
    const saving = { banner: 'perma', count: 10, firstPull: 261, seed: 1, start: { pity: 0, sr: 0 } } as const;
    browserPendingLog.write({ ...saving, timestamp: Date.now(), roster: 1, rules: 2, engine: 1 });
    localStorage.setItem(PENDING_BATCH_SET_ASIDE_KEY, JSON.stringify({ v: 3, ...saving, roster: 1, rules: 1 }));
    const before = await everythingStored();

    // Everything held is listed, and every listed kind is held: the fill above leaves nothing out.
    const listed = KEPT_DATA.map((entry) => `${entry.in}:${entry.name}`);
    expect([...before.keys()].sort()).toEqual([...listed].sort());
    expect(
      KEPT_DATA.filter((entry) => entry.backup === 'left-out').map((entry) => `${entry.in}:${entry.name}`),
    ).toEqual(LEFT_OUT);

    const built = await buildExport(store, readLocalData(loadTheme()), { now: new Date(2025, 5, 5) });
    const text = await built.blob.text();
    store.dispose();

    // A browser that never saw the site.
    forgetEverything();
    globalThis.indexedDB = new IDBFactory();
    expect((await everythingStored()).size).toBe(0);
    const fresh = await openStore();
    expect(await applyImport(fresh, parsed(text), 'replace')).toMatchObject({ ok: true });
    const after = await everythingStored();

    for (const name of listed) {
      if (LEFT_OUT.includes(name)) expect([name, after.has(name)]).toEqual([name, false]);
      else expect([name, after.get(name)]).toEqual([name, before.get(name)]);
    }
    expect([...after.keys()].filter((name) => !listed.includes(name))).toEqual([]);
    fresh.dispose();
  });
});
