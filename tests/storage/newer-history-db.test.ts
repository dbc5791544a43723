import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { SummonStore } from '../../src/lib/summons';
import { newerVersionSaved } from '../../src/storage/error-wording';
import { kindOf } from '../../src/storage/errors';
import { DB_NAME, SCHEMA, SCHEMA_KEY, openHistoryDb } from '../../src/storage/history-db-schema';
import { runner } from '../lib/data-file/support';
import { FakeLocks } from '../lib/tabs';
import { contents, request } from './database-contents';

/**
 * A history database a later version of the site laid out anew (a higher version, and a higher layout in `meta`) is
 * refused with words that ask for a reload, and nothing in it, nor any key beside it, is written by this build.
 */

/** A database as a later build might leave it: version 5, a store this build does not know, its layout in `meta`. */
async function laterDatabase(schema: number | undefined): Promise<void> {
  const open = indexedDB.open(DB_NAME, 5);
  open.onupgradeneeded = () => {
    const db = open.result;
    db.createObjectStore('batches', { keyPath: 'id' });
    db.createObjectStore('chunks', { keyPath: 'first' });
    const meta = db.createObjectStore('meta');
    db.createObjectStore('runs');
    if (schema !== undefined) meta.put(schema, SCHEMA_KEY);
    meta.put({ summonCount: 40, shape: 'a summary this build cannot read' }, 'summary');
  };
  (await request(open)).close();
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

describe('a history database of a newer layout', () => {
  it('is refused at opening as data of a newer version', async () => {
    await laterDatabase(SCHEMA + 1);
    const refused = await openHistoryDb().then(
      () => null,
      (error: unknown) => error,
    );
    expect(kindOf(refused)).toBe('newer-version');
  });

  it('leaves the summon simulator unavailable, saying why, with the database and the mirrors untouched', async () => {
    await laterDatabase(SCHEMA + 1);
    localStorage.setItem('summonCount', '40');
    const before = await contents();
    const store = new SummonStore({ runner, locks: new FakeLocks(), channel: () => null });
    await store.start();
    expect(store.getSnapshot().status).toBe('unavailable');
    expect(store.getSnapshot().notice?.()).toBe(newerVersionSaved());
    expect(newerVersionSaved()).toMatch(/newer version of the site.*Reload the page to get the newest version/);
    expect(await store.pull('perma', 10, 1)).toBe(false);
    expect(await contents()).toEqual(before);
    expect(localStorage.getItem('summonCount')).toBe('40');
    store.dispose();
  });

  it('still opens a database of this layout at a higher version (a store added back to it)', async () => {
    await laterDatabase(undefined);
    const db = await openHistoryDb();
    expect(db.version).toBe(5);
    db.close();
  });
});
