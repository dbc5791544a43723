import type { SavedPlans } from '../../storage/plan-store';
import { normaliseOwned, type OwnedCopies } from '../../storage/owned-store';
import type { RealCounters } from '../../storage/real-counters-store';
import { TEAM_KEYS, type TeamData } from '../../storage/team-store';
import type { Theme } from '../../storage/theme-store';
import { MAX_LISTS, MAX_LIST_NAME, type SavedTierLists, type TierList } from '../../storage/tier-list-store';
import type { DataFile } from './format';
import type { BannerRun } from '../../storage/runs-store';
import { mergePlans } from './merge-plans';
import { mergeRuns } from './merge-runs';
import { baseName, uniqueId, uniqueName } from './names';

/**
 * What an import does to the tier lists, teams, plans, owned characters, real counters and theme, under Replace or
 * Merge. Pure: the data saved now comes in as an argument, so a preview and the import itself compute the same plan
 * from the same values.
 */

/** How many filled team slots a team data holds. */
export function teamCount(teams: TeamData): number {
  return TEAM_KEYS.filter((key) => (teams[key]?.length ?? 0) > 0).length;
}

export interface DataSummary {
  readonly pulls: number;
  readonly summonCount: number;
  readonly tierLists: number;
  readonly teams: number;
  readonly plans: number;
  readonly runs: number;
  readonly theme: Theme;
}

export function summarise(data: DataFile): DataSummary {
  return {
    pulls: data.history.pulls,
    summonCount: data.history.summonCount,
    tierLists: data.tierLists?.lists.length ?? 0,
    teams: teamCount(data.teams),
    plans: data.plans?.plans.length ?? 0,
    runs: data.runs.length,
    theme: data.theme,
  };
}

/**
 * When two tier lists are the same: the same name, up to the number a merge adds to a taken name (`Mine (2)` is
 * `Mine`), and the same rows in the same order, each with the same id, name, colour and characters in the same order.
 * The list's own id plays no part (a merge gives a copy a new one when the id is taken); a row's id does, since it
 * travels with the list unchanged.
 */
export function tierListKey(list: TierList): string {
  return JSON.stringify([
    baseName(list.name, MAX_LIST_NAME, MAX_LISTS),
    list.rows.map((row) => [row.id, row.name, row.color.toLowerCase(), row.items]),
  ]);
}

/**
 * The file's lists that are not already saved, matched one to one (a list saved once and twice in the file is added
 * once more), in the file's order.
 */
function listsToAdd(current: readonly TierList[], incoming: readonly TierList[]): TierList[] {
  const saved = new Map<string, number>();
  for (const list of current) saved.set(tierListKey(list), (saved.get(tierListKey(list)) ?? 0) + 1);
  return incoming.filter((list) => {
    const key = tierListKey(list);
    const copies = saved.get(key) ?? 0;
    if (copies > 0) saved.set(key, copies - 1);
    return copies === 0;
  });
}

/**
 * Merge of tier lists: the file's lists that are not already saved (see `tierListKey`) are added after the current
 * ones, a list whose name is taken renamed with a number (`S tier (2)`); the active list stays the current one. Lists
 * beyond the limit of MAX_LISTS are left out. Merging the same lists again adds nothing.
 */
export function mergeTierLists(
  current: SavedTierLists | undefined,
  incoming: SavedTierLists | null,
): { readonly result: SavedTierLists | undefined; readonly added: number; readonly leftOut: number } {
  if (!incoming) return { result: current, added: 0, leftOut: 0 };
  if (!current) return { result: incoming, added: incoming.lists.length, leftOut: 0 };
  const names = new Set(current.lists.map((l) => l.name));
  const ids = new Set(current.lists.map((l) => l.id));
  const room = Math.max(0, MAX_LISTS - current.lists.length);
  const fresh = listsToAdd(current.lists, incoming.lists);
  const added: TierList[] = [];
  for (const list of fresh.slice(0, room)) {
    const name = uniqueName(list.name, names, MAX_LIST_NAME);
    const id = uniqueId(list.id, ids);
    names.add(name);
    ids.add(id);
    added.push({ ...list, id, name });
  }
  return {
    result: { activeId: current.activeId, lists: [...current.lists, ...added] },
    added: added.length,
    leftOut: fresh.length - added.length,
  };
}

/**
 * Merge of teams: the file's team fills each content slot where there is none; where there is one, it stays. A team
 * the slot already holds is already there, and not counted as added.
 */
export function mergeTeams(
  current: TeamData,
  incoming: TeamData,
): { readonly result: TeamData; readonly added: number } {
  const result: TeamData = { ...current };
  let added = 0;
  for (const key of TEAM_KEYS) {
    const ids = incoming[key];
    if (!ids || ids.length === 0 || (current[key]?.length ?? 0) > 0) continue;
    result[key] = ids;
    added++;
  }
  return { result, added };
}

/**
 * Merge of owned characters: each character keeps the larger of the two copy counts. Copies are only ever gained in
 * the game, so the larger count is the later one; and taking the larger is idempotent (merging the same file twice
 * changes nothing) and order-free. `added` counts the characters whose copies rose.
 */
export function mergeOwned(
  current: OwnedCopies,
  incoming: OwnedCopies,
): { readonly result: OwnedCopies; readonly added: number } {
  const result: Record<string, number> = { ...current };
  let added = 0;
  for (const [id, copies] of Object.entries(incoming)) {
    if (copies > (result[id] ?? 0)) {
      result[id] = copies;
      added++;
    }
  }
  return { result: normaliseOwned(result), added };
}

/**
 * Merge of real counters: the ones this browser holds stay (they are the player's latest word on their pity); the
 * file's fill in only when none are saved here.
 */
export function mergeRealCounters(
  current: RealCounters | undefined,
  incoming: RealCounters | null,
): RealCounters | undefined {
  return current ?? incoming ?? undefined;
}

export type ImportMode = 'replace' | 'merge';

/** The tier lists, teams, plans, owned characters, real counters and runs saved now: what a merge adds to. */
export interface SavedLocal {
  readonly tierLists: SavedTierLists | undefined;
  readonly teams: TeamData;
  readonly plans?: SavedPlans | undefined;
  readonly owned: OwnedCopies;
  readonly realCounters: RealCounters | undefined;
  readonly runs?: readonly BannerRun[];
}

export interface ImportPlan {
  readonly tierLists: SavedTierLists | undefined;
  readonly teams: TeamData;
  readonly plans: SavedPlans | undefined;
  readonly owned: OwnedCopies;
  /** Undefined: no real counters saved (the key is removed). */
  readonly realCounters: RealCounters | undefined;
  /** The theme to switch to, or null to keep the current one. */
  readonly theme: Theme | null;
  /** The language to switch to, or undefined to keep the current one. */
  readonly language?: string;
  readonly addedTierLists: number;
  readonly leftOutTierLists: number;
  readonly addedTeams: number;
  readonly addedPlans: number;
  readonly leftOutPlans: number;
  /** Characters the file owns (Replace) or whose copies it raised (Merge). */
  readonly addedOwned: number;
  readonly runs: readonly BannerRun[];
  readonly addedRuns: number;
  readonly leftOutRuns: number;
}

/** What the local data becomes under each choice, from the file and what is saved now (`current`). */
export function planImport(data: DataFile, mode: ImportMode, current: SavedLocal): ImportPlan {
  if (mode === 'replace') {
    return {
      tierLists: data.tierLists ?? undefined,
      teams: data.teams,
      plans: data.plans ?? undefined,
      owned: data.owned,
      realCounters: data.realCounters ?? undefined,
      theme: data.theme,
      language: data.language,
      addedTierLists: data.tierLists?.lists.length ?? 0,
      leftOutTierLists: 0,
      addedTeams: teamCount(data.teams),
      addedPlans: data.plans?.plans.length ?? 0,
      leftOutPlans: 0,
      addedOwned: Object.keys(data.owned).length,
      runs: data.runs,
      addedRuns: data.runs.length,
      leftOutRuns: 0,
    };
  }
  const lists = mergeTierLists(current.tierLists, data.tierLists);
  const teams = mergeTeams(current.teams, data.teams);
  const plans = mergePlans(current.plans, data.plans);
  const owned = mergeOwned(current.owned, data.owned);
  const runs = mergeRuns(current.runs ?? [], data.runs);
  return {
    tierLists: lists.result,
    teams: teams.result,
    plans: plans.result,
    owned: owned.result,
    realCounters: mergeRealCounters(current.realCounters, data.realCounters),
    theme: null,
    addedTierLists: lists.added,
    leftOutTierLists: lists.leftOut,
    addedTeams: teams.added,
    addedPlans: plans.added,
    leftOutPlans: plans.leftOut,
    addedOwned: owned.added,
    runs: runs.result,
    addedRuns: runs.added,
    leftOutRuns: runs.leftOut,
  };
}
