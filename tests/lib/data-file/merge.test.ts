import { beforeEach, describe, expect, it } from 'vitest';
import { emptyImportedHistory } from '../../../src/engine/history/import';
import {
  mergeTeams,
  mergeTierLists,
  planImport,
  summarise,
  teamCount,
  tierListKey,
  type DataFile,
  type SavedLocal,
} from '../../../src/lib/data-file';
import type { SavedPlans } from '../../../src/storage/plan-store';
import { saveTeamData } from '../../../src/storage/team-store';
import { MAX_LISTS, MAX_LIST_NAME, saveTierLists, type SavedTierLists } from '../../../src/storage/tier-list-store';
import { savedPlan } from '../../support/plans';
import { MY_LISTS, MY_TEAMS, forgetEverything, tierList } from './support';

/** A checked file without pulls: the merge rules never look at the history. */
function fileWith(
  tierLists: SavedTierLists | null,
  teams: DataFile['teams'],
  theme: 'dark' | 'light' = 'light',
  plans: SavedPlans | null = null,
  account: Pick<DataFile, 'owned' | 'realCounters'> = { owned: {}, realCounters: null },
) {
  const zero = { pity: 0, sr: 0 };
  const history = emptyImportedHistory({
    summonCount: 12,
    counters: { limited: zero, perma: zero, ml: zero },
    roster: [],
    batches: [],
  });
  return {
    exportedAt: '2025-06-05T10:00:00.000Z',
    theme,
    tierLists,
    teams,
    plans,
    runs: [],
    ...account,
    history,
  } satisfies DataFile;
}

const FILE_LISTS: SavedTierLists = {
  activeId: 'b',
  lists: [tierList('mine', 'Mine', ['vice']), tierList('b', 'Other')],
};
const FILE_TEAMS = { 'PVP-AFK': ['freya'], 'Shell-Febian': ['kloss'] } as const;
const MY_PLANS: SavedPlans = { activeId: 'mine', plans: [savedPlan('mine', 'Mine')] };
const FILE_PLANS: SavedPlans = {
  activeId: 'p2',
  plans: [savedPlan('mine', 'Mine'), savedPlan('p2', 'Mine', { targetDate: '2031-04-01' })],
};

beforeEach(() => {
  forgetEverything();
});

describe('merging tier lists', () => {
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

  it('never repeats a name or an id, and keeps the current active list', () => {
    const merged = mergeTierLists(MY_LISTS, FILE_LISTS);
    expect(merged.result).toEqual({
      activeId: 'mine',
      lists: [...MY_LISTS.lists, { ...FILE_LISTS.lists[0]!, id: 'imported-2', name: 'Mine (2)' }, FILE_LISTS.lists[1]],
    });
    const lists = merged.result!.lists;
    expect(new Set(lists.map((l) => l.id)).size).toBe(lists.length);
    expect(new Set(lists.map((l) => l.name)).size).toBe(lists.length);
  });

  it("takes the file's lists whole when there are none, and keeps the current ones when the file has none", () => {
    expect(mergeTierLists(undefined, FILE_LISTS)).toEqual({ result: FILE_LISTS, added: 2, leftOut: 0 });
    expect(mergeTierLists(MY_LISTS, null)).toEqual({ result: MY_LISTS, added: 0, leftOut: 0 });
  });
});

describe('tier lists already saved', () => {
  it('are not copied again: the same name and rows, whatever the list id', () => {
    const again = mergeTierLists(MY_LISTS, { activeId: 'x', lists: [{ ...MY_LISTS.lists[0]!, id: 'x' }] });
    expect(again).toEqual({ result: MY_LISTS, added: 0, leftOut: 0 });
    const twice = mergeTierLists(MY_LISTS, FILE_LISTS).result!;
    expect(mergeTierLists(twice, FILE_LISTS)).toEqual({ result: twice, added: 0, leftOut: 0 });
  });

  it('match a copy a merge renamed (`Mine (2)`), also one whose long name was cut to fit', () => {
    const long = 'L'.repeat(MAX_LIST_NAME);
    const saved: SavedTierLists = {
      activeId: 'a',
      lists: [tierList('a', 'Mine', ['vice']), tierList('b', 'Mine (2)'), tierList('c', `${'L'.repeat(36)} (2)`)],
    };
    const file: SavedTierLists = { activeId: 'b', lists: [tierList('b', 'Mine'), tierList('c', long)] };
    expect(mergeTierLists(saved, file).added).toBe(0);
    expect(tierListKey(tierList('b', 'Mine (2) (3)'))).toBe(tierListKey(tierList('b', 'Mine')));
  });

  it('differ by any row: its id, name, colour or characters and their order', () => {
    const list = tierList('a', 'Mine', ['freya', 'mia']);
    const row = list.rows[0]!;
    const changes = [{ id: 'other' }, { name: 'A' }, { color: '#000000' }, { items: ['mia', 'freya'] }, { items: [] }];
    for (const change of changes) {
      expect(tierListKey({ ...list, rows: [{ ...row, ...change }] })).not.toBe(tierListKey(list));
    }
    expect(tierListKey({ ...list, rows: [{ ...row, color: row.color.toUpperCase() }] })).toBe(tierListKey(list));
    expect(tierListKey({ ...list, name: 'Yours' })).not.toBe(tierListKey(list));
  });

  it('are matched one to one: a list saved once and twice in the file is added once more', () => {
    const one = tierList('a', 'Mine');
    const merged = mergeTierLists(
      { activeId: 'a', lists: [one] },
      { activeId: 'a', lists: [one, { ...one, id: 'b' }] },
    );
    expect(merged.added).toBe(1);
    expect(merged.result!.lists.map((l) => l.name)).toEqual(['Mine', 'Mine (2)']);
  });

  it('take no room: only new lists count against the limit', () => {
    const current: SavedTierLists = {
      activeId: 'l0',
      lists: Array.from({ length: MAX_LISTS - 1 }, (_, i) => tierList(`l${i}`, `List ${i}`)),
    };
    const incoming: SavedTierLists = { activeId: 'l0', lists: [...current.lists, tierList('new', 'New')] };
    expect(mergeTierLists(current, incoming)).toMatchObject({ added: 1, leftOut: 0 });
  });
});

describe('merging teams', () => {
  it('counts a team the slot already holds as there, not as added', () => {
    expect(mergeTeams(MY_TEAMS, MY_TEAMS)).toEqual({ result: MY_TEAMS, added: 0 });
    expect(mergeTeams(MY_TEAMS, { ...MY_TEAMS, 'Shell-Febian': ['kloss'] }).added).toBe(1);
  });

  it("fills only the empty content slots with the file's teams", () => {
    expect(mergeTeams(MY_TEAMS, FILE_TEAMS)).toEqual({
      result: { 'PVP-AFK': ['mia', 'vice'], 'Shell-Febian': ['kloss'] },
      added: 1,
    });
    expect(mergeTeams({ 'PVP-AFK': [] }, FILE_TEAMS).added).toBe(2);
  });
});

describe('the import plan', () => {
  const current: SavedLocal = {
    tierLists: MY_LISTS,
    teams: MY_TEAMS,
    plans: MY_PLANS,
    owned: {},
    realCounters: undefined,
  };
  const none = { owned: {}, realCounters: undefined };

  it('merges into the lists and teams it is given, whatever the browser holds', () => {
    // The browser holds something else: the plan must not read it.
    saveTierLists({ activeId: 'other', lists: [tierList('other', 'Other saved')] });
    saveTeamData({ 'Stuff-Aurora': ['freya'] });
    expect(planImport(fileWith(FILE_LISTS, FILE_TEAMS, 'light', FILE_PLANS), 'merge', current)).toEqual({
      tierLists: mergeTierLists(MY_LISTS, FILE_LISTS).result,
      teams: { 'PVP-AFK': ['mia', 'vice'], 'Shell-Febian': ['kloss'] },
      // The file's first plan is the one saved already; its second, named the same, comes in numbered.
      plans: { activeId: 'mine', plans: [MY_PLANS.plans[0], { ...FILE_PLANS.plans[1], name: 'Mine (2)' }] },
      owned: {},
      realCounters: undefined,
      theme: null,
      addedTierLists: 2,
      leftOutTierLists: 0,
      addedTeams: 1,
      addedPlans: 1,
      leftOutPlans: 0,
      addedOwned: 0,
      runs: [],
      addedRuns: 0,
      leftOutRuns: 0,
    });
    expect(
      planImport(fileWith(FILE_LISTS, FILE_TEAMS), 'merge', { tierLists: undefined, teams: {}, ...none }),
    ).toMatchObject({
      tierLists: FILE_LISTS,
      teams: FILE_TEAMS,
      addedTierLists: 2,
      addedTeams: 2,
    });
  });

  it("replaces with the file's lists, teams and theme, whatever is saved now", () => {
    const file = fileWith(FILE_LISTS, FILE_TEAMS, 'dark', FILE_PLANS);
    const plan = planImport(file, 'replace', current);
    expect(plan).toEqual({
      tierLists: FILE_LISTS,
      teams: FILE_TEAMS,
      plans: FILE_PLANS,
      owned: {},
      realCounters: undefined,
      theme: 'dark',
      addedTierLists: 2,
      leftOutTierLists: 0,
      addedTeams: 2,
      addedPlans: 2,
      leftOutPlans: 0,
      addedOwned: 0,
      runs: [],
      addedRuns: 0,
      leftOutRuns: 0,
    });
    expect(planImport(file, 'replace', { tierLists: undefined, teams: {}, ...none })).toEqual(plan);
    expect(planImport(fileWith(null, {}), 'replace', current)).toMatchObject({
      tierLists: undefined,
      teams: {},
      plans: undefined,
    });
  });

  it('changes neither the file nor the current data it is given', () => {
    const file = fileWith(FILE_LISTS, FILE_TEAMS, 'light', FILE_PLANS);
    const before = structuredClone({ file, current });
    planImport(file, 'merge', current);
    expect({ file, current }).toEqual(before);
  });

  it('counts what a file holds for the preview', () => {
    expect(teamCount({ 'PVP-AFK': ['mia'], 'Shell-Febian': [] })).toBe(1);
    expect(summarise(fileWith(FILE_LISTS, FILE_TEAMS, 'light', FILE_PLANS))).toEqual({
      pulls: 0,
      summonCount: 12,
      tierLists: 2,
      teams: 2,
      plans: 2,
      runs: 0,
      theme: 'light',
    });
  });
});
