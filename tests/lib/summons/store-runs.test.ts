import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { decodeHistoryBatch, readHistoryHeader } from '../../../src/engine/history/codec';
import { rulesFingerprint, DRAW_VERSION } from '../../../src/engine/pulls/rules-fingerprint';
import { SummonStore } from '../../../src/lib/summons';
import { DB_NAME, SCHEMA_KEY } from '../../../src/storage/history-db-schema';
import { onLocalWrite } from '../../../src/storage/local-store';
import { browserPendingLog as pending } from '../../../src/storage/pending-batch';
import { TestBackend } from '../../support/test-backend';
import { request } from '../../storage/database-contents';
import { forgetEverything, rules, runner } from '../data-file/support';
import { FakeLocks } from '../tabs';

/**
 * The Summon screen's Limited banner on a run: the store pulls with the run's character featured, records it on the
 * batch and in its chunks, and keeps it through a page that closed before the save.
 */

const HOYAN = CHARACTERS.findIndex((c) => c.id === 'hoyan');
const FREYA = CHARACTERS.findIndex((c) => c.featuredLimited);

/** A tab over `backend`; `alone` first forgets the mirrors other tabs wrote, which a new history would take in. */
async function tabOver(backend: TestBackend, alone = false): Promise<SummonStore> {
  if (alone) forgetEverything();
  const store = new SummonStore({ openBackend: async () => backend, runner, locks: new FakeLocks(), pending });
  await store.start();
  return store;
}

/** The pulls of the stored chunk starting at pull `first`, as roster indices, decoded as the history decodes them. */
async function pullsOf(backend: TestBackend, first: number): Promise<number[]> {
  return Array.from(decodeHistoryBatch(rules, (await backend.readChunk(first))!.data!).chars);
}

/**
 * A history of 40 Limited pulls, and the record a page that closed left of the run batch it showed after them: ten
 * pulls, seed 12, on the run featuring `featured` (a character id), as this build writes it.
 */
async function historyWithRecord(featured: string) {
  const backend = new TestBackend();
  const first = await tabOver(backend);
  expect(await first.pull('limited', 40, 11)).toBe(true);
  const start = first.getSnapshot().counters.limited;
  first.dispose();
  const record = JSON.stringify({
    v: 4,
    banner: 'limited',
    count: 10,
    firstPull: 41,
    seed: 12,
    start,
    timestamp: 1,
    roster: rules.rosterHash,
    rules: rulesFingerprint(rules),
    engine: DRAW_VERSION,
    featured,
  });
  localStorage.setItem('pendingBatch', record);
  return { backend, start, record };
}

beforeEach(() => {
  forgetEverything();
  globalThis.indexedDB = new IDBFactory();
});

describe('a pull on a Limited run', () => {
  it('draws the specified banner’s pulls with the two characters swapped, and records the run on the batch', async () => {
    const plain = new TestBackend();
    const specified = await tabOver(plain);
    expect(await specified.pull('limited', 300, 77)).toBe(true);
    const backend = new TestBackend();
    const run = await tabOver(backend, true);
    expect(await run.pull('limited', 300, 77, undefined, HOYAN)).toBe(true);

    const swap = (i: number) => (i === FREYA ? HOYAN : i === HOYAN ? FREYA : i);
    const mine = await pullsOf(backend, 1);
    expect(mine).toHaveLength(300);
    expect(mine).toEqual((await pullsOf(plain, 1)).map(swap));
    expect(mine).toContain(HOYAN);
    expect(mine).not.toContain(FREYA);

    const [batch] = (await backend.load())!.batches;
    expect(batch).toMatchObject({ banner: 'limited', featured: 'hoyan' });
    expect(specified.batches.current()[0]).not.toHaveProperty('featured');
    expect(run.batches.current()[0]).toMatchObject({ featured: 'hoyan' });
    const chunk = await backend.readChunk(1);
    expect(chunk!.data![2]).toBe(2);
    expect(readHistoryHeader(chunk!.data!)).toMatchObject({ banner: 'limited', featured: HOYAN });
    // The run's counters are the Limited banner's: they carry on from one run to the next.
    expect(run.getSnapshot().counters.limited).toEqual(specified.getSnapshot().counters.limited);
  });

  it('on the catalogue’s own character is the specified banner, stored as before runs existed', async () => {
    const backend = new TestBackend();
    const store = await tabOver(backend);
    expect(await store.pull('limited', 20, 5, undefined, FREYA)).toBe(true);
    expect((await backend.load())!.batches[0]).not.toHaveProperty('featured');
    const data = (await backend.readChunk(1))!.data!;
    expect(data[2]).toBe(1);
    expect(readHistoryHeader(data)).not.toHaveProperty('featured');
  });

  it('is refused, storing nothing, for a character that is no ssr or on another banner', async () => {
    const backend = new TestBackend();
    const store = await tabOver(backend);
    const sr = CHARACTERS.findIndex((c) => c.rarity === 'sr');
    expect(await store.pull('limited', 10, 1, undefined, sr)).toBe(false);
    expect(await store.pull('limited', 10, 1, undefined, CHARACTERS.length)).toBe(false);
    expect(await store.pull('perma', 10, 1, undefined, HOYAN)).toBe(false);
    expect(backend.storedPulls).toBe(0);
    expect(store.getSnapshot().summonCount).toBe(0);
  });

  it('shown before its save, and its page closed, is stored by the next visit as the run’s batch', async () => {
    const { backend, start } = await historyWithRecord('hoyan');

    const next = await tabOver(backend);
    expect(localStorage.getItem('pendingBatch')).toBeNull();
    expect(next.getSnapshot()).toMatchObject({ summonCount: 50, notice: null });
    const stored = (await backend.load())!.batches;
    expect(stored.map((b) => [b.id, b.featured])).toEqual([
      [1, undefined],
      [41, 'hoyan'],
    ]);

    // The same pulls as a run batch drawn now from the same seed and counters.
    const fresh = new TestBackend();
    const again = await tabOver(fresh, true);
    expect(await again.setCounters('limited', start)).toBe(true);
    expect(await again.pull('limited', 10, 12, undefined, HOYAN)).toBe(true);
    expect(await pullsOf(backend, 41)).toEqual(await pullsOf(fresh, 1));
  });

  it('shown before its save, keeps a record that names the run until the save commits', async () => {
    const written: unknown[] = [];
    const stop = onLocalWrite((key) => {
      const text = key === 'pendingBatch' ? localStorage.getItem(key) : null;
      if (text !== null) written.push(JSON.parse(text));
    });
    const store = await tabOver(new TestBackend());
    expect(await store.pull('limited', 10, 3, undefined, HOYAN)).toBe(true);
    expect(await store.pull('limited', 10, 4)).toBe(true);
    stop();
    expect(written).toMatchObject([
      { v: 4, banner: 'limited', firstPull: 1, seed: 3, featured: 'hoyan' },
      { v: 3, banner: 'limited', firstPull: 11, seed: 4 },
    ]);
    expect(written[1]).not.toHaveProperty('featured');
    expect(localStorage.getItem('pendingBatch')).toBeNull();
  });

  it('whose character is not an ssr of this roster, left by a page that closed, is set aside with words', async () => {
    const { backend, record } = await historyWithRecord('a-character-of-a-later-catalogue');
    const next = await tabOver(backend);
    expect(backend.storedPulls).toBe(40);
    expect(next.getSnapshot().notice?.()).toMatch(/^The last batch shown before the page closed \(10 pulls\)/);
    expect(localStorage.getItem('pendingBatch-set-aside')).toBe(record);
  });
});

describe('the history database', () => {
  async function storedLayout(): Promise<unknown> {
    const db = await request(indexedDB.open(DB_NAME));
    try {
      return await request(db.transaction('meta').objectStore('meta').get(SCHEMA_KEY));
    } finally {
      db.close();
    }
  }

  it('keeps layout 1 until a run’s batch is stored, then says layout 2 in the same write', async () => {
    const store = new SummonStore({ runner, locks: null, channel: () => null });
    await store.start();
    expect(store.getSnapshot().storage).toBe('indexeddb');
    expect(await store.pull('limited', 10, 1)).toBe(true);
    expect(await store.pull('perma', 10, 2)).toBe(true);
    expect(await storedLayout()).toBeUndefined();
    expect(await store.pull('limited', 10, 3, undefined, HOYAN)).toBe(true);
    expect(await storedLayout()).toBe(2);
    store.dispose();

    // This build reads its own layout 2 back, the run included.
    const again = new SummonStore({ runner, locks: null, channel: () => null });
    await again.start();
    expect(again.getSnapshot()).toMatchObject({ status: 'ready', summonCount: 30 });
    expect(again.batches.current().map((b) => b.featured)).toEqual([undefined, undefined, 'hoyan']);
    again.dispose();
  });
});
