import { limitOf, type TeamData, type TeamKey } from '../../storage/team-store';

const EMPTY: readonly string[] = [];

export function teamOf(data: TeamData, key: TeamKey): readonly string[] {
  return data[key] ?? EMPTY;
}

/**
 * The data with the character appended to the mob's team. A character already
 * there, or a full team, leaves the data unchanged (the same object, so callers can skip saving).
 */
export function addMember(data: TeamData, key: TeamKey, id: string): TeamData {
  const team = teamOf(data, key);
  if (team.includes(id) || team.length >= limitOf(key)) return data;
  return { ...data, [key]: [...team, id] };
}

export function removeMember(data: TeamData, key: TeamKey, id: string): TeamData {
  const team = teamOf(data, key);
  if (!team.includes(id)) return data;
  return { ...data, [key]: team.filter((member) => member !== id) };
}

export function replaceTeam(data: TeamData, key: TeamKey, ids: readonly string[]): TeamData {
  return { ...data, [key]: [...ids] };
}

export interface TagCount {
  readonly tag: string;
  /** How many team members carry the tag. */
  readonly count: number;
}

/** Every tag of the team's members, once each, in order of first appearance. */
export function teamTags(members: readonly { readonly tags: readonly string[] }[]): TagCount[] {
  const counts = new Map<string, number>();
  for (const member of members) {
    for (const tag of new Set(member.tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  return [...counts].map(([tag, count]) => ({ tag, count }));
}
