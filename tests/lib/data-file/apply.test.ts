import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, applyImport } from '../../../src/lib/data-file';
import type { SummonStore } from '../../../src/lib/summons';
import { describeError, importNotSaved } from '../../../src/storage/error-wording';
import {
  ConflictError,
  SiteError,
  StorageFullError,
  StorageWriteError,
  type ErrorKind,
} from '../../../src/storage/errors';
import { saveOwned } from '../../../src/storage/owned-store';
import { REAL_COUNTERS_KEY, ZERO_REAL_COUNTERS } from '../../../src/storage/real-counters-store';
import { dismissStorageFull } from '../../../src/storage/storage-full';
import { loadTeamData, saveTeamData } from '../../../src/storage/team-store';
import { THEME_KEY } from '../../../src/storage/theme-store';
import { TIER_LISTS_KEY, loadTierLists, saveTierLists } from '../../../src/storage/tier-list-store';
import { TestBackend } from '../../support/test-backend';
import {
  MY_LISTS,
  MY_TEAMS,
  exportOf,
  forgetEverything,
  parsed,
  playerWithData,
  storeOver,
  storedChunks,
  tierList,
} from './support';

beforeEach(() => {
  dismissStorageFull();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('replacing from a data file', () => {
  it('round trips: importing an export into an empty site reproduces history bytes, counters, count, lists, teams and theme', async () => {
    const { backend, store } = await playerWithData();
    const { text } = await exportOf(store, 'light');
    const before = store.getSnapshot();
    const original = await storedChunks(backend);

    forgetEverything();
    const emptyBackend = new TestBackend();
    const fresh = await storeOver(emptyBackend);
    const outcome = await applyImport(fresh, parsed(text), 'replace');
    expect(outcome).toMatchObject({ ok: true });

    const after = fresh.getSnapshot();
    expect(after.summonCount).toBe(255);
    expect(after.storedPulls).toBe(255);
    expect(after.counters).toEqual(before.counters);
    expect(after.charCounts).toEqual(before.charCounts);
    const copy = await storedChunks(emptyBackend);
    expect(copy.chunks).toEqual(original.chunks);
    expect(
      copy.batches.map(({ id, banner, count, start, end, seed }) => ({ id, banner, count, start, end, seed })),
    ).toEqual(
      original.batches.map(({ id, banner, count, start, end, seed }) => ({ id, banner, count, start, end, seed })),
    );
    expect(loadTierLists()).toEqual(MY_LISTS);
    expect(loadTeamData()).toEqual(MY_TEAMS);
    expect(localStorage.getItem(THEME_KEY)).toBe('light');
    expect(outcome.ok && outcome.plan.theme).toBe('light');
    expect(localStorage.getItem('summonCount')).toBe('255');
    expect(JSON.parse(localStorage.getItem('summons')!)[0].pullNumber).toBe(255);

    // The same pulls read back through the history reader, newest first.
    const original255 = await store.reader.read(store.reader.newestChunks()[0]!);
    const copy255 = await fresh.reader.read(fresh.reader.newestChunks()[0]!);
    expect(copy255).toEqual(original255);

    // And a second export of the imported data is the same file.
    const again = await exportOf(fresh, 'light');
    expect(again.text).toBe(text);
  });

  it('replace takes everything from the file, also an empty one', async () => {
    const { text } = await exportOf(await storeOver());
    forgetEverything();
    const { backend, store } = await playerWithData();
    localStorage.setItem(THEME_KEY, 'light');
    const outcome = await applyImport(store, parsed(text), 'replace');
    expect(outcome.ok).toBe(true);
    expect(store.getSnapshot().summonCount).toBe(0);
    expect(store.getSnapshot().storedPulls).toBe(0);
    expect(backend.storedPulls).toBe(0);
    expect(loadTierLists()).toBeUndefined();
    expect(loadTeamData()).toEqual({});
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
  });

  it('keeps pulls recorded by an earlier version of the site through a round trip', async () => {
    forgetEverything();
    localStorage.setItem('summonCount', '502');
    localStorage.setItem(
      'summons',
      JSON.stringify([
        { character: 'Vice', banner: 'perma', pityCount: 40, pityType: 'no pity', timestamp: 5, pullNumber: 502 },
        { character: 'Kazami', banner: 'perma', pityCount: 39, pityType: 'no pity', timestamp: 5, pullNumber: 501 },
      ]),
    );
    const backend = new TestBackend();
    const store = await storeOver(backend);
    const { text } = await exportOf(store);
    const file = JSON.parse(text);
    expect(file.summons.batches[0]).toMatchObject({ first: 501, count: 2 });
    expect(Object.keys(file.summons.batches[0].chunks[0]).sort()).toEqual(['chars', 'pity', 'types']);

    forgetEverything();
    const copyBackend = new TestBackend();
    const copy = await storeOver(copyBackend);
    expect((await applyImport(copy, parsed(text), 'replace')).ok).toBe(true);
    expect(copy.getSnapshot().summonCount).toBe(502);
    expect((await storedChunks(copyBackend)).chunks).toEqual((await storedChunks(backend)).chunks);
  });
});

describe('merging a data file', () => {
  it('appends the file history after the current one and takes its counters for the banners it pulled on', async () => {
    // The file: pulls on ML only, two tier lists (one named like the player's), two teams.
    forgetEverything();
    const source = await storeOver();
    await source.pull('ml', 40, 2);
    saveTierLists({ activeId: 'a', lists: [tierList('mine', 'Mine', ['vice']), tierList('b', 'Other')] });
    saveTeamData({ 'PVP-AFK': ['freya'], 'Shell-Febian': ['kloss'] });
    const { text } = await exportOf(source, 'light');
    const fileCounters = source.getSnapshot().counters;
    const filePulls = await source.reader.read(source.reader.newestChunks()[0]!);
    forgetEverything();

    const { backend, store } = await playerWithData();
    localStorage.setItem(THEME_KEY, 'dark');
    const before = store.getSnapshot();
    const outcome = await applyImport(store, parsed(text), 'merge');
    expect(outcome).toMatchObject({ ok: true });
    expect(outcome.ok && outcome.message).toMatch(/40 pulls, 2 tier lists and 1 team added/);

    const after = store.getSnapshot();
    expect(after.summonCount).toBe(255 + 40);
    expect(after.storedPulls).toBe(295);
    expect(backend.storedPulls).toBe(295);
    expect(after.counters).toEqual({ ...before.counters, ml: fileCounters.ml });
    expect(after.charCounts.ml).toEqual(before.charCounts.ml.map((n, i) => n + source.getSnapshot().charCounts.ml[i]!));
    const newest = store.reader.newestChunks()[0]!;
    expect(newest).toMatchObject({ first: 256, count: 40, banner: 'ml' });
    expect(await store.reader.read(newest)).toEqual(filePulls);
    expect(JSON.parse(localStorage.getItem('summons')!)[0].pullNumber).toBe(295);

    expect(loadTierLists()).toEqual({
      activeId: 'mine',
      lists: [
        ...MY_LISTS.lists,
        { ...tierList('mine', 'Mine', ['vice']), id: 'imported-2', name: 'Mine (2)' },
        tierList('b', 'Other'),
      ],
    });
    expect(loadTeamData()).toEqual({ 'PVP-AFK': ['mia', 'vice'], 'Shell-Febian': ['kloss'] });
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    expect(outcome.ok && outcome.plan.theme).toBeNull();
  });

  it('moves pull numbers on by the current summon count, keeping gaps', async () => {
    forgetEverything();
    localStorage.setItem('summonCount', '502');
    localStorage.setItem(
      'summons',
      JSON.stringify([
        { character: 'Vice', banner: 'perma', pityCount: 40, pityType: 'no pity', timestamp: 5, pullNumber: 502 },
      ]),
    );
    const { text } = await exportOf(await storeOver());
    forgetEverything();
    const store = await storeOver();
    await store.pull('limited', 10, 3);
    expect((await applyImport(store, parsed(text), 'merge')).ok).toBe(true);
    expect(store.getSnapshot().summonCount).toBe(512);
    expect(store.getSnapshot().storedPulls).toBe(11);
    expect(store.reader.newestChunks()[0]).toMatchObject({ first: 512, count: 1 });
  });
});

describe('merging what is already there', () => {
  it('adds nothing when the file is an export of this very data, however often it is merged', async () => {
    forgetEverything();
    const backend = new TestBackend();
    const store = await storeOver(backend);
    await store.pull('perma', 500, 21);
    saveTierLists(MY_LISTS);
    saveTeamData(MY_TEAMS);
    saveOwned({ freya: 3, mia: 1 });
    const tally = { pulls: 33, tops: 0, from: { pity: 0, sr: 0 } };
    localStorage.setItem(REAL_COUNTERS_KEY, JSON.stringify({ ...ZERO_REAL_COUNTERS, ml: { pity: 33, sr: 2, tally } }));
    const { text } = await exportOf(store);
    const before = { chunks: await storedChunks(backend), snapshot: store.getSnapshot(), keys: { ...localStorage } };
    for (let time = 0; time < 2; time++) {
      const outcome = await applyImport(store, parsed(text), 'merge');
      expect(outcome.ok && outcome.message).toBe(
        'The file was merged into your data: 0 pulls, 0 tier lists and 0 teams added. 1 batch (500 pulls) was already in your history.',
      );
      expect(await storedChunks(backend)).toEqual(before.chunks);
      expect(store.getSnapshot()).toEqual(before.snapshot);
      expect({ ...localStorage }).toEqual(before.keys);
    }
  });

  it("adds only the file's new batches when this browser holds part of it, numbered on from its count", async () => {
    // The phone: three batches. The laptop: the phone's first two (from an earlier backup), then pulls of its own.
    forgetEverything();
    const phone = await storeOver();
    await phone.pull('perma', 100, 1);
    await phone.pull('ml', 40, 2);
    const { text: earlier } = await exportOf(phone);
    await phone.pull('perma', 60, 3);
    const { text: latest } = await exportOf(phone);
    const phonePerma = phone.getSnapshot().counters.perma;

    forgetEverything();
    const backend = new TestBackend();
    const laptop = await storeOver(backend);
    expect((await applyImport(laptop, parsed(earlier), 'merge')).ok).toBe(true);
    await laptop.pull('limited', 30, 4);
    const before = laptop.getSnapshot();
    const outcome = await applyImport(laptop, parsed(latest), 'merge');
    expect(outcome.ok && outcome.message).toBe(
      'The file was merged into your data: 60 pulls, 0 tier lists and 0 teams added. 2 batches (140 pulls) were already in your history.',
    );
    const after = laptop.getSnapshot();
    expect(after).toMatchObject({ summonCount: 230, storedPulls: 230 });
    expect(after.counters).toEqual({ ...before.counters, perma: phonePerma });
    const batches = (await backend.load())!.batches.map((b) => [b.id, b.banner, b.count]);
    expect(batches).toEqual([
      [1, 'perma', 100],
      [101, 'ml', 40],
      [141, 'limited', 30],
      [171, 'perma', 60],
    ]);
    // The phone's newest pulls, as the phone shows them, are the laptop's newest.
    expect(await laptop.reader.read(laptop.reader.newestChunks()[0]!)).toEqual(
      await phone.reader.read(phone.reader.newestChunks()[0]!),
    );
  });
});

describe('an import that cannot be saved', () => {
  class QuotaOnWrite extends TestBackend {
    full = false;
    override async append(...args: Parameters<TestBackend['append']>): Promise<number> {
      if (this.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return super.append(...args);
    }
    override async replace(...args: Parameters<TestBackend['replace']>): Promise<number> {
      if (this.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return super.replace(...args);
    }
  }

  it('changes nothing when an import cannot be saved: history, lists, teams and theme stay', async () => {
    const source = await playerWithData();
    const { text } = await exportOf(source.store, 'light');
    forgetEverything();

    const backend = new QuotaOnWrite();
    const store = await storeOver(backend);
    await store.pull('ml', 20, 1);
    saveTierLists({ activeId: 'k', lists: [tierList('k', 'Keep')] });
    saveTeamData({ 'Stuff-Aurora': ['freya'] });
    localStorage.setItem(THEME_KEY, 'dark');
    const keys = { ...localStorage };
    const stored = await storedChunks(backend);
    backend.full = true;
    for (const mode of ['replace', 'merge'] as const) {
      const outcome = await applyImport(store, parsed(text), mode);
      expect(outcome).toEqual({ ok: false, message: importNotSaved() });
      expect({ ...localStorage }).toEqual(keys);
      expect(await storedChunks(backend)).toEqual(stored);
      expect(store.getSnapshot().summonCount).toBe(20);
    }
  });

  it('changes nothing when the tier lists, teams or theme of an import do not fit', async () => {
    const { text } = await exportOf((await playerWithData()).store, 'light');
    forgetEverything();
    const backend = new TestBackend();
    const store = await storeOver(backend);
    await store.pull('ml', 20, 1);
    localStorage.setItem(THEME_KEY, 'dark');
    const keys = { ...localStorage };
    const writes = backend.writes;
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (key === THEME_KEY) throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    expect(await applyImport(store, parsed(text), 'replace')).toEqual({ ok: false, message: importNotSaved() });
    expect({ ...localStorage }).toEqual(keys);
    expect(backend.writes).toBe(writes);
  });

  it('says the data was not saved when the browser refuses the tier lists for another reason', async () => {
    const { text } = await exportOf((await playerWithData()).store);
    forgetEverything();
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      if (key === TIER_LISTS_KEY) throw new DOMException('denied', 'SecurityError');
      setItem.call(this, key, value);
    });
    // No pulls in the history to write: the local writes alone, outside the store.
    const file = { ...parsed(text), history: { ...parsed(text).history, pulls: 0, summonCount: 0 } };
    const importHistory = vi.fn();
    const store = { importHistory, takeNotice: () => null };
    expect(await applyImport(store, file, 'merge')).toEqual({ ok: false, message: MESSAGES.notSaved });
    expect(importHistory).not.toHaveBeenCalled();
    expect(MESSAGES.notSaved).toBe('Your browser could not save the imported data. Nothing was changed.');
    expect(localStorage.getItem(TIER_LISTS_KEY)).toBeNull();
  });

  it("words each of the store's failures by its kind, and puts the local data back", async () => {
    const { text } = await exportOf((await playerWithData()).store, 'light');
    const file = parsed(text);
    forgetEverything();
    saveTierLists({ activeId: 'k', lists: [tierList('k', 'Keep')] });
    localStorage.setItem(THEME_KEY, 'dark');
    const keys = { ...localStorage };
    const kinds: ErrorKind[] = ['simulator-unavailable', 'busy', 'conflict', 'storage-full', 'write-failed'];
    const errors = [
      new SiteError('simulator-unavailable'),
      new SiteError('busy'),
      new ConflictError(),
      new StorageFullError(new DOMException('full', 'QuotaExceededError')),
      new StorageWriteError('history', new Error('disk on fire')),
    ];
    expect(errors.map((e) => e.kind)).toEqual(kinds);
    for (const error of errors) {
      // The store writes the local data, fails to store the history, and puts the local data back.
      const importHistory: SummonStore['importHistory'] = async (_history, _mode, local) => {
        local?.apply();
        local?.revert();
        throw error;
      };
      const outcome = await applyImport({ importHistory, takeNotice: () => null }, file, 'replace');
      expect(outcome).toEqual({ ok: false, message: describeError(error, 'import') });
      expect({ ...localStorage }).toEqual(keys);
    }
    expect(describeError(errors[0], 'import')).toBe(
      'The summon simulator is unavailable right now, so the pull history cannot be imported. Nothing was changed.',
    );
    expect(describeError(errors[3], 'import')).toBe(importNotSaved());
  });

  it('shows the words of a refusal the store worded itself, and keeps the local data as it was', async () => {
    const { text } = await exportOf((await playerWithData()).store, 'light');
    const file = parsed(text);
    forgetEverything();
    localStorage.setItem(THEME_KEY, 'dark');
    const busy = describeError(new SiteError('busy'), 'import')!;
    const store = { importHistory: vi.fn(async () => false), takeNotice: vi.fn(() => busy) };
    expect(await applyImport(store, file, 'replace')).toEqual({ ok: false, message: busy });
    expect(store.takeNotice).toHaveBeenCalledOnce();
    expect({ ...localStorage }).toEqual({ [THEME_KEY]: 'dark' });
  });
});
