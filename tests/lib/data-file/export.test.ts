import { beforeEach, describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { DATA_FORMAT, exportFileName, readLocalData, summarise } from '../../../src/lib/data-file';
import { savePlans, type SavedPlans } from '../../../src/storage/plan-store';
import { saveTeamData } from '../../../src/storage/team-store';
import { saveTierLists } from '../../../src/storage/tier-list-store';
import { savedPlan } from '../../support/plans';
import { HISTORY_HEADER_BYTES } from '../../../src/engine/history/codec';
import { KIND_NONE } from '../../../src/engine/pulls/rules';
import type { ChunkRecord } from '../../../src/storage/stored-history';
import { buildHistory } from '../../support/stored-state';
import { TestBackend } from '../../support/test-backend';
import {
  MY_LISTS,
  MY_TEAMS,
  exportOf,
  forgetEverything,
  parsed,
  playerWithData,
  rules,
  storeOver,
  storedChunks,
} from './support';

beforeEach(() => {
  forgetEverything();
});

const MY_PLANS: SavedPlans = { activeId: 'b', plans: [savedPlan('a', 'Summer'), savedPlan('b', 'Winter')] };

describe('the export', () => {
  it('is one versioned JSON object named after the date, holding everything the player has', async () => {
    const { store } = await playerWithData();
    savePlans(MY_PLANS);
    const { built, text } = await exportOf(store, 'light');
    expect(built.fileName).toBe('etheria-companion-data-2025-06-05.json');
    expect(exportFileName(new Date(2024, 0, 9))).toBe('etheria-companion-data-2024-01-09.json');
    const file = JSON.parse(text);
    expect(file).toMatchObject({ format: DATA_FORMAT, version: 1, theme: 'light', app: '1' });
    expect(new Date(file.exportedAt).getFullYear()).toBe(2025);
    expect(file.tierLists).toEqual({ activeId: 'mine', lists: MY_LISTS.lists });
    expect(file.teams).toEqual(MY_TEAMS);
    expect(file.plans).toEqual(MY_PLANS);
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
    expect(summarise(parsed(text))).toEqual({
      pulls: 255,
      summonCount: 255,
      tierLists: 1,
      teams: 1,
      plans: 2,
      runs: 0,
      theme: 'light',
    });
    expect(parsed(text).plans).toEqual(MY_PLANS);
  });

  it('reads the saved tier lists, teams and plans, and writes none when there are none', async () => {
    const nothing = { owned: {}, realCounters: undefined, runs: [] };
    expect(readLocalData('dark')).toEqual({
      theme: 'dark',
      tierLists: undefined,
      teams: {},
      plans: undefined,
      ...nothing,
    });
    const empty = JSON.parse((await exportOf(await storeOver())).text);
    expect(empty).toMatchObject({
      tierLists: null,
      teams: {},
      plans: null,
      owned: {},
      realCounters: null,
      summons: { summonCount: 0, batches: [] },
    });
    saveTierLists(MY_LISTS);
    saveTeamData(MY_TEAMS);
    savePlans(MY_PLANS);
    expect(readLocalData('light')).toEqual({
      theme: 'light',
      tierLists: MY_LISTS,
      teams: MY_TEAMS,
      plans: MY_PLANS,
      ...nothing,
    });
  });

  it('lets the page handle other work while it encodes a history of over a million pulls', async () => {
    const store = await storeOver();
    // Two chunks, each several base64 pieces: enough to prove the turns, light enough for a busy machine.
    await store.pull('perma', 1_100_000, 4);
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
    expect(parsed(text).history.pulls).toBe(1_100_000);
  });

  it('is, byte for byte, the JSON of what is stored, in the order the format lists it', async () => {
    // Pulls recorded by an earlier version of the site (adopted from the mirror), then a batch of two chunks, the
    // first of several base64 pieces, and a small one.
    localStorage.setItem('summonCount', '2');
    localStorage.setItem(
      'summons',
      JSON.stringify([
        { character: 'Vice', banner: 'perma', pityCount: 2, pityType: 'no pity', timestamp: 5, pullNumber: 2 },
        { character: 'Kazami', banner: 'perma', pityCount: 1, pityType: 'no pity', timestamp: 5, pullNumber: 1 },
      ]),
    );
    const backend = new TestBackend();
    const store = await storeOver(backend);
    await store.pull('perma', 1_100_000, 4);
    await store.pull('ml', 7, 5);
    saveTierLists(MY_LISTS);
    saveTeamData(MY_TEAMS);
    const { text } = await exportOf(store, 'light');

    // The expected file, written out from the stored records with Node's own base64.
    const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
    const { batches, chunks } = await storedChunks(backend);
    const summary = store.getSnapshot();
    const expected = JSON.stringify({
      format: DATA_FORMAT,
      // No run of the player's: the file is a version 1 file, which earlier versions of the site import too.
      version: 1,
      exportedAt: new Date(2025, 5, 5, 12).toISOString(),
      app: '1',
      theme: 'light',
      tierLists: { activeId: MY_LISTS.activeId, lists: MY_LISTS.lists },
      teams: MY_TEAMS,
      // No plan was saved: the file says so rather than leaving the key out.
      plans: null,
      // Likewise no owned character and no real counters.
      owned: {},
      realCounters: null,
      summons: {
        summonCount: summary.summonCount,
        counters: summary.counters,
        roster: CHARACTERS.map((c) => c.id),
        batches: batches.map((batch) => ({
          first: batch.id,
          banner: batch.banner,
          timestamp: batch.timestamp,
          seed: batch.seed,
          count: batch.count,
          chunks: batch.chunks.map((meta) => {
            const record = chunks[meta.first] as Record<'data' | 'chars' | 'pity' | 'types', Uint8Array>;
            return record.data
              ? base64(record.data)
              : { chars: base64(record.chars), pity: base64(record.pity), types: base64(record.types) };
          }),
        })),
      },
    });
    expect(batches.map((b) => b.chunks.length)).toEqual([1, 2, 1]);
    expect(text.length).toBe(expected.length);
    expect(text === expected).toBe(true);
  });

  it('leaves out a batch whose stored pulls cannot be decoded, however far into a chunk the fault is', async () => {
    // Chunks of 600,000 pulls, each checked in several slices; the fault is in a later slice of the Perma chunk.
    const history = buildHistory(
      [
        { banner: 'perma', count: 600_000, seed: 3 },
        { banner: 'ml', count: 50, seed: 4 },
      ],
      600_000,
    );
    const notOnPerma = rules.banners.perma.kind.findIndex((k) => k === KIND_NONE);
    const chunks = history.chunks.map((chunk): ChunkRecord => {
      if (chunk.first !== 1) return chunk;
      const data = Uint8Array.from(chunk.data!);
      data[HISTORY_HEADER_BYTES + 400_000] = notOnPerma;
      return { ...chunk, data };
    });
    const { summary, batches } = history;
    const rosters = new Map([[history.roster.hash, history.roster.ids]]);
    const store = await storeOver(new TestBackend({ initial: { summary, batches, chunks, rosters, revision: 1 } }));
    const { built, text } = await exportOf(store);
    expect(built.summary).toMatchObject({ pulls: 50, skipped: 600_000 });
    expect(JSON.parse(text).summons.batches.map((b: { banner: string }) => b.banner)).toEqual(['ml']);
    expect(parsed(text).history.pulls).toBe(50);
  });
});
