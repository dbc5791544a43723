import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHARACTERS } from '../../src/catalogue/characters';
import { createEngineApi } from '../../src/engine/api';
import { HISTORY_HEADER_BYTES } from '../../src/engine/history-codec';
import { runHistoryBatch } from '../../src/engine/history-pack';
import { KIND_NONE, buildRules } from '../../src/engine/rules';
import {
  DATA_FORMAT,
  MAX_IMPORT_BYTES,
  MESSAGES,
  applyImport,
  buildExport,
  decodeBase64,
  encodeBase64,
  exportFileName,
  mergeTierLists,
  parseDataText,
  readDataFile,
  readLocalData,
  summarise,
  type DataFile,
} from '../../src/lib/data-file';
import { SummonStore, type BatchRunner } from '../../src/lib/summon-store';
import { requestPersistentStorage, resetPersistentStorageRequest } from '../../src/storage/persistence';
import {
  CHANGES_NOT_SAVED,
  IMPORT_NOT_SAVED,
  PULLS_NOT_SAVED,
  dismissStorageFull,
  storageFullAlert,
} from '../../src/storage/storage-full';
import { loadTeamData, saveTeamData, type TeamData } from '../../src/storage/team-store';
import { THEME_KEY } from '../../src/storage/theme-store';
import { TestBackend } from '../support/test-backend';
import {
  MAX_LISTS,
  TIER_LISTS_KEY,
  loadTierLists,
  saveTierLists,
  type SavedTierLists,
  type TierList,
} from '../../src/storage/tier-list-store';

const rules = buildRules(CHARACTERS);
const api = createEngineApi(rules, { yieldToEventLoop: async () => undefined });
const runner: BatchRunner = (request) => runHistoryBatch(api, rules, request);

async function storeOver(backend: TestBackend = new TestBackend()) {
  const store = new SummonStore({ openBackend: async () => backend, runner });
  await store.start();
  return store;
}

function tierList(id: string, name: string, items: string[] = ['freya']): TierList {
  return { id, name, rows: [{ id: `${id}-s`, name: 'S', color: '#e03131', items }] };
}

const MY_LISTS: SavedTierLists = { activeId: 'mine', lists: [tierList('mine', 'Mine', ['freya', 'mia'])] };
const MY_TEAMS: TeamData = { 'PVP-AFK': ['mia', 'vice'] };

/** Every stored chunk, keyed by its first pull: what a round trip must reproduce byte for byte. */
async function storedChunks(backend: TestBackend) {
  const stored = await backend.load();
  const chunks: Record<number, unknown> = {};
  for (const batch of stored?.batches ?? []) {
    for (const meta of batch.chunks) chunks[meta.first] = await backend.readChunk(meta.first);
  }
  return { batches: stored?.batches ?? [], chunks };
}

async function exportOf(store: SummonStore, theme: 'dark' | 'light' = 'dark') {
  const built = await buildExport(store, readLocalData(theme), { now: new Date(2025, 5, 5, 12), appVersion: '1' });
  return { built, text: await built.blob.text() };
}

/** A player with pulls on every banner, a tier list and a team. */
async function playerWithData() {
  const backend = new TestBackend();
  const store = await storeOver(backend);
  await store.pull('perma', 130, 8);
  await store.pull('ml', 30, 9);
  await store.pull('limited', 95, 10);
  await store.setCounters('ml', { pity: 12, sr: 3 });
  saveTierLists(MY_LISTS);
  saveTeamData(MY_TEAMS);
  return { backend, store };
}

function parsed(text: string): DataFile {
  const result = parseDataText(text, rules);
  if (!result.ok) throw new Error(result.message);
  return result.data;
}

/** A parsed file that tests damage in every possible way, so any part of it may be read and replaced. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type FileJson = Record<string, any>;

/** The export text with `change` applied to its parsed JSON. */
function edited(text: string, change: (file: FileJson) => void): string {
  const file = JSON.parse(text) as FileJson;
  change(file);
  return JSON.stringify(file);
}

function rejected(text: string): string {
  const result = parseDataText(text, rules);
  expect(result.ok).toBe(false);
  return result.ok ? '' : result.message;
}

/** A browser that has never seen the site: no keys and no cookies (the summon count cookie would be adopted). */
function forgetEverything(): void {
  localStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}

beforeEach(() => {
  dismissStorageFull();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the data file', () => {
  it('is one versioned JSON object named after the date, holding everything the player has', async () => {
    const { store } = await playerWithData();
    const { built, text } = await exportOf(store, 'light');
    expect(built.fileName).toBe('etheria-companion-data-2025-06-05.json');
    expect(exportFileName(new Date(2024, 0, 9))).toBe('etheria-companion-data-2024-01-09.json');
    const file = JSON.parse(text);
    expect(file).toMatchObject({ format: DATA_FORMAT, version: 1, theme: 'light', app: '1' });
    expect(new Date(file.exportedAt).getFullYear()).toBe(2025);
    expect(file.tierLists).toEqual({ activeId: 'mine', lists: MY_LISTS.lists });
    expect(file.teams).toEqual(MY_TEAMS);
    expect(file.summons.summonCount).toBe(255);
    expect(file.summons.counters.ml).toEqual({ pity: 12, sr: 3 });
    expect(file.summons.roster).toEqual(CHARACTERS.map((c) => c.id));
    expect(
      file.summons.batches.map((b: { first: number; banner: string; count: number }) => [b.first, b.banner, b.count]),
    ).toEqual([
      [1, 'perma', 130],
      [131, 'ml', 30],
      [161, 'limited', 95],
    ]);
    expect(built.summary).toMatchObject({ pulls: 255, skipped: 0 });
    expect(summarise(parsed(text))).toEqual({ pulls: 255, summonCount: 255, tierLists: 1, teams: 1, theme: 'light' });
  });

  it('encodes base64 strictly and reads back exactly the same bytes', () => {
    const bytes = Uint8Array.from({ length: 40_003 }, (_, i) => (i * 37) % 256);
    const text = encodeBase64(bytes);
    expect(decodeBase64(text)).toEqual(bytes);
    expect(decodeBase64('QUJD')).toEqual(Uint8Array.of(65, 66, 67));
    for (const bad of ['QUJ', 'QU JD', 'QUJD=', '@@@@', 'QQ=a']) expect(decodeBase64(bad)).toBeUndefined();
  });

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

  it('lets the page handle other work while it encodes a history of millions of pulls', async () => {
    const store = await storeOver();
    await store.pull('perma', 2_500_000, 4);
    // Another task the page has queued (input, a paint): it must run before the export is done.
    let otherTaskRan = false;
    let ranBeforeEnd = false;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      otherTaskRan = true;
      channel.port1.close();
    };
    const exporting = exportOf(store).then((result) => {
      ranBeforeEnd = otherTaskRan;
      return result;
    });
    channel.port2.postMessage(null);
    const { text } = await exporting;
    expect(ranBeforeEnd).toBe(true);
    // And the pieces still join into the chunks' exact base64.
    expect(parsed(text).history.pulls).toBe(2_500_000);
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

describe('a file that is not a good data file', () => {
  let good = '';
  beforeEach(async () => {
    good = (await exportOf((await playerWithData()).store)).text;
    forgetEverything();
  });

  it('says when the file is not JSON, or cut short', () => {
    expect(rejected('this is { not json')).toBe(MESSAGES.notJson);
    expect(rejected(good.slice(0, Math.floor(good.length / 2)))).toBe(MESSAGES.notJson);
    expect(rejected('')).toBe(MESSAGES.notJson);
    expect(MESSAGES.notJson).toMatch(/not valid JSON \(it may be truncated/);
  });

  it('says when the JSON is not an Etheria companion data file', () => {
    for (const foreign of ['{"hello":1}', '[1,2,3]', '"text"', 'null', '42', edited(good, (f) => (f.format = 'x'))]) {
      expect(rejected(foreign)).toBe('This is not an Etheria companion data file. Nothing was changed.');
    }
  });

  it('says when a newer version of the site made it', () => {
    expect(rejected(edited(good, (f) => (f.version = 2)))).toMatch(/newer version of the site \(data format 2/);
  });

  it('names what is wrong when a value has the wrong type or range', () => {
    expect(rejected(edited(good, (f) => (f.summons.counters.limited.pity = '5')))).toMatch(
      /^This data file is damaged: summons\.counters\.limited\.pity: .*expected number/,
    );
    expect(rejected(edited(good, (f) => (f.summons.counters.perma.pity = 81)))).toMatch(
      /summons\.counters\.perma\.pity/,
    );
    expect(rejected(edited(good, (f) => (f.theme = 'blue')))).toMatch(/damaged: theme/);
    expect(rejected(edited(good, (f) => (f.version = '1')))).toMatch(/damaged: version/);
    expect(rejected(edited(good, (f) => delete f.summons))).toMatch(/damaged: summons/);
    expect(rejected(edited(good, (f) => (f.summons.batches[0].chunks = 'x')))).toMatch(/summons\.batches\.0\.chunks/);
    expect(rejected(edited(good, (f) => (f.tierLists.lists[0].rows[0].color = 'red')))).toMatch(
      /tierLists\.lists\.0\.rows\.0\.color/,
    );
    expect(rejected(edited(good, (f) => (f.teams = { 'PVP-AFK': 'mia' })))).toMatch(/teams/);
  });

  it('says when history bytes are not base64, or are damaged', () => {
    expect(rejected(edited(good, (f) => (f.summons.batches[1].chunks[0] = '%%%%')))).toBe(
      'The pull history in this file is damaged (batch 2, part 1 is not valid base64). Nothing was changed.',
    );
    const chunk = (f: FileJson) => decodeBase64(f.summons.batches[0].chunks[0])!;
    expect(
      rejected(edited(good, (f) => (f.summons.batches[0].chunks[0] = encodeBase64(chunk(f).subarray(0, 60))))),
    ).toMatch(/batch 1, part 1: Corrupt history: header says 130 pulls, body holds 36/);
    expect(
      rejected(
        edited(good, (f) => {
          const bytes = chunk(f);
          bytes[0] = 0;
          f.summons.batches[0].chunks[0] = encodeBase64(bytes);
        }),
      ),
    ).toMatch(/bad magic/);
  });

  it('says when a pull names a roster index out of range, or a character this version does not know', () => {
    const withByte = (value: number) =>
      edited(good, (f) => {
        const bytes = decodeBase64(f.summons.batches[0].chunks[0])!;
        bytes[HISTORY_HEADER_BYTES + 4] = value;
        f.summons.batches[0].chunks[0] = encodeBase64(bytes);
      });
    expect(rejected(withByte(250))).toBe(
      `The pull history in this file is damaged (batch 1, part 1, pull 5: roster index 250 is out of range; the file's roster has ${CHARACTERS.length} characters). Nothing was changed.`,
    );
    const notOnPerma = rules.banners.perma.kind.findIndex((k) => k === KIND_NONE);
    expect(notOnPerma).toBeGreaterThanOrEqual(0);
    expect(rejected(withByte(notOnPerma))).toMatch(/batch 1, part 1: Corrupt history: pull 4 is not a character/);
    const renamed = edited(good, (f) => {
      const firstPull = decodeBase64(f.summons.batches[0].chunks[0])![HISTORY_HEADER_BYTES]!;
      f.summons.roster[firstPull] = 'nobody-at-all';
    });
    expect(rejected(renamed)).toBe(
      'The pull history in this file names a character this version of the site does not know ("nobody-at-all"). Nothing was changed.',
    );
  });

  it('says when counts, numbering or counters do not add up', () => {
    expect(rejected(edited(good, (f) => (f.summons.batches[0].count = 131)))).toMatch(
      /batch 1 says 131 pulls but holds 130/,
    );
    expect(rejected(edited(good, (f) => (f.summons.batches[1].first = 100)))).toMatch(
      /batch 2 overlaps the one before/,
    );
    expect(rejected(edited(good, (f) => (f.summons.summonCount = 200)))).toMatch(
      /summons\.summonCount \(200\) is lower than the last pull number in its history \(255\)/,
    );
    expect(rejected(edited(good, (f) => (f.summons.batches[0].banner = 'ml')))).toMatch(
      /batch 1, part 1 does not match its batch's banner or time/,
    );
  });

  it('refuses a file over the size limit before reading a byte of it', async () => {
    const text = vi.fn(async () => good);
    const huge = { size: MAX_IMPORT_BYTES + 1, text } as unknown as Blob;
    expect(await readDataFile(huge, rules)).toEqual({ ok: false, message: MESSAGES.tooLarge });
    expect(text).not.toHaveBeenCalled();
    expect(MESSAGES.tooLarge).toMatch(/256 MB/);
    expect(await readDataFile(new Blob([good]), rules)).toMatchObject({ ok: true });
  });
});

describe('merging a data file', () => {
  it('appends the file history after the current one and takes its counters for the banners it pulled on', async () => {
    // The file: pulls on ML only, two tier lists (one named like the player's), two teams.
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

  it('keeps gaps in the numbering and leaves out tier lists beyond the limit', () => {
    const current: SavedTierLists = {
      activeId: 'l0',
      lists: Array.from({ length: MAX_LISTS - 1 }, (_, i) => tierList(`l${i}`, `List ${i}`)),
    };
    const incoming: SavedTierLists = {
      activeId: 'x',
      lists: [tierList('x', 'List 0'), tierList('y', 'Y'), tierList('z', 'Z')],
    };
    const merged = mergeTierLists(current, incoming);
    expect(merged.added).toBe(1);
    expect(merged.leftOut).toBe(2);
    expect(merged.result!.lists).toHaveLength(MAX_LISTS);
    expect(merged.result!.lists.at(-1)!.name).toBe('List 0 (2)');
    const long = 'L'.repeat(40);
    const renamed = mergeTierLists(
      { activeId: 'a', lists: [tierList('a', long)] },
      { activeId: 'b', lists: [tierList('b', long)] },
    );
    expect(renamed.result!.lists[1]!.name).toBe(`${'L'.repeat(36)} (2)`);
  });

  it('moves pull numbers on by the current summon count, keeping gaps', async () => {
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

describe('a full storage', () => {
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

  it('keeps history, count and counters when a batch cannot be saved, and says so', async () => {
    const backend = new QuotaOnWrite();
    const store = await storeOver(backend);
    await store.pull('perma', 60, 4);
    const before = store.getSnapshot();
    const stored = await storedChunks(backend);
    const mirror = localStorage.getItem('summons');
    backend.full = true;
    await store.pull('perma', 30, 5);
    const after = store.getSnapshot();
    expect(after.notice).toBe(PULLS_NOT_SAVED);
    expect(after.notice).toMatch(/storage is full, so these pulls were not saved\. Everything saved before is intact/);
    expect(after.summonCount).toBe(before.summonCount);
    expect(after.counters).toEqual(before.counters);
    expect(after.storedPulls).toBe(60);
    expect(await storedChunks(backend)).toEqual(stored);
    expect(localStorage.getItem('summons')).toBe(mirror);
  });

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
      expect(outcome).toEqual({ ok: false, message: IMPORT_NOT_SAVED });
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
    expect(await applyImport(store, parsed(text), 'replace')).toEqual({ ok: false, message: IMPORT_NOT_SAVED });
    expect({ ...localStorage }).toEqual(keys);
    expect(backend.writes).toBe(writes);
  });

  it('keeps the saved tier lists, teams and theme when a change does not fit, and raises the alert', () => {
    saveTierLists(MY_LISTS);
    saveTeamData(MY_TEAMS);
    localStorage.setItem(THEME_KEY, 'dark');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(saveTierLists({ activeId: 'x', lists: [tierList('x', 'New')] })).toBe(false);
    expect(storageFullAlert()).toBe(CHANGES_NOT_SAVED);
    expect(CHANGES_NOT_SAVED).toMatch(
      /storage is full, so your latest changes were not saved\. Everything saved before is intact/,
    );
    dismissStorageFull();
    saveTeamData({ 'PVP-RTA': ['freya'] });
    expect(storageFullAlert()).toBe(CHANGES_NOT_SAVED);
    vi.restoreAllMocks();
    expect(loadTierLists()).toEqual(MY_LISTS);
    expect(loadTeamData()).toEqual(MY_TEAMS);
    expect(localStorage.getItem(TIER_LISTS_KEY)).not.toMatch(/New/);
  });

  it('words a full storage for counters and clears as changes not saved', async () => {
    const backend = new TestBackend({ failWrites: false });
    const store = await storeOver(backend);
    await store.pull('perma', 10, 1);
    backend.failWrites = true;
    expect(await store.setCounters('perma', { pity: 3, sr: 1 })).toBe(false);
    expect(store.getSnapshot().notice).toBe(CHANGES_NOT_SAVED);
    await store.clearAll('perma');
    expect(store.getSnapshot().notice).toBe(CHANGES_NOT_SAVED);
    expect(store.getSnapshot().summonCount).toBe(10);
    expect(backend.storedPulls).toBe(10);
  });
});

describe('persistent storage', () => {
  afterEach(() => {
    resetPersistentStorageRequest();
    Reflect.deleteProperty(navigator, 'storage');
  });

  function stubStorage(storage: Partial<StorageManager> | undefined) {
    Object.defineProperty(navigator, 'storage', { configurable: true, value: storage });
  }

  it('is asked for once a visit, and not when the data is already persistent', async () => {
    const persist = vi.fn(async () => true);
    stubStorage({ persist, persisted: async () => false });
    expect(await requestPersistentStorage()).toBe(true);
    expect(await requestPersistentStorage()).toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);

    resetPersistentStorageRequest();
    const again = vi.fn(async () => true);
    stubStorage({ persist: again, persisted: async () => true });
    expect(await requestPersistentStorage()).toBe(true);
    expect(again).not.toHaveBeenCalled();
  });

  it('shrugs off a refusal, an error or a browser without the API', async () => {
    stubStorage({ persist: async () => Promise.reject(new Error('no')), persisted: async () => false });
    expect(await requestPersistentStorage()).toBe(false);
    resetPersistentStorageRequest();
    stubStorage(undefined);
    expect(await requestPersistentStorage()).toBe(false);
  });
});
