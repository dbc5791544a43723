import { beforeEach, describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { DATA_FORMAT, exportFileName, readLocalData, summarise } from '../../../src/lib/data-file';
import { saveTeamData } from '../../../src/storage/team-store';
import { saveTierLists } from '../../../src/storage/tier-list-store';
import { MY_LISTS, MY_TEAMS, exportOf, forgetEverything, parsed, playerWithData, storeOver } from './support';

beforeEach(() => {
  forgetEverything();
});

describe('the export', () => {
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

  it('reads the saved tier lists and teams, and writes none when there are none', async () => {
    const nothing = { owned: {}, realCounters: undefined };
    expect(readLocalData('dark')).toEqual({ theme: 'dark', tierLists: undefined, teams: {}, ...nothing });
    const empty = JSON.parse((await exportOf(await storeOver())).text);
    expect(empty).toMatchObject({
      tierLists: null,
      teams: {},
      owned: {},
      realCounters: null,
      summons: { summonCount: 0, batches: [] },
    });
    saveTierLists(MY_LISTS);
    saveTeamData(MY_TEAMS);
    expect(readLocalData('light')).toEqual({ theme: 'light', tierLists: MY_LISTS, teams: MY_TEAMS, ...nothing });
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
});
