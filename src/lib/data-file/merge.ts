import { TEAM_KEYS, type TeamData } from '../../storage/team-store';
import type { Theme } from '../../storage/theme-store';
import { MAX_LISTS, MAX_LIST_NAME, type SavedTierLists, type TierList } from '../../storage/tier-list-store';
import type { DataFile } from './format';

/**
 * What an import does to the tier lists, teams and theme, under Replace or Merge. Pure: the data saved now comes in
 * as an argument, so a preview and the import itself compute the same plan from the same values.
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
  readonly theme: Theme;
}

export function summarise(data: DataFile): DataSummary {
  return {
    pulls: data.history.pulls,
    summonCount: data.history.summonCount,
    tierLists: data.tierLists?.lists.length ?? 0,
    teams: teamCount(data.teams),
    theme: data.theme,
  };
}

function uniqueName(name: string, taken: Set<string>): string {
  if (!taken.has(name)) return name;
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`;
    const candidate = `${name.slice(0, MAX_LIST_NAME - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

function uniqueId(id: string, taken: Set<string>): string {
  if (!taken.has(id)) return id;
  for (let n = 2; ; n++) {
    const candidate = `imported-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * Merge of tier lists: the file's lists are added after the current ones, a list whose name is taken renamed with a
 * number (`S tier (2)`); the active list stays the current one. Lists beyond the limit of MAX_LISTS are left out.
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
  const added: TierList[] = [];
  for (const list of incoming.lists.slice(0, room)) {
    const name = uniqueName(list.name, names);
    const id = uniqueId(list.id, ids);
    names.add(name);
    ids.add(id);
    added.push({ ...list, id, name });
  }
  return {
    result: { activeId: current.activeId, lists: [...current.lists, ...added] },
    added: added.length,
    leftOut: incoming.lists.length - added.length,
  };
}

/** Merge of teams: the file's team fills each content slot where there is none; where there is one, it stays. */
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

export type ImportMode = 'replace' | 'merge';

/** The tier lists and teams saved now: what a merge adds to. */
export interface SavedLocal {
  readonly tierLists: SavedTierLists | undefined;
  readonly teams: TeamData;
}

export interface ImportPlan {
  readonly tierLists: SavedTierLists | undefined;
  readonly teams: TeamData;
  /** The theme to switch to, or null to keep the current one. */
  readonly theme: Theme | null;
  readonly addedTierLists: number;
  readonly leftOutTierLists: number;
  readonly addedTeams: number;
}

/** What the local data becomes under each choice, from the file and what is saved now (`current`). */
export function planImport(data: DataFile, mode: ImportMode, current: SavedLocal): ImportPlan {
  if (mode === 'replace') {
    return {
      tierLists: data.tierLists ?? undefined,
      teams: data.teams,
      theme: data.theme,
      addedTierLists: data.tierLists?.lists.length ?? 0,
      leftOutTierLists: 0,
      addedTeams: teamCount(data.teams),
    };
  }
  const lists = mergeTierLists(current.tierLists, data.tierLists);
  const teams = mergeTeams(current.teams, data.teams);
  return {
    tierLists: lists.result,
    teams: teams.result,
    theme: null,
    addedTierLists: lists.added,
    leftOutTierLists: lists.leftOut,
    addedTeams: teams.added,
  };
}
