import { findCharacter } from '../../catalogue/lookups';
import { isTeamKey, limitOf, type TeamKey } from '../../storage/team-store';

export const SHARE_PARAM = 'share';

export interface SharedTeam {
  readonly key: TeamKey;
  readonly ids: readonly string[];
}

/** The link's payload, readable on purpose: `Stuff-Terrormaton:freya,mia`. */
export function encodeShare(team: SharedTeam): string {
  return `${team.key}:${team.ids.join(',')}`;
}

export function shareUrl(origin: string, pathname: string, team: SharedTeam): string {
  const url = new URL(pathname, origin);
  url.searchParams.set(SHARE_PARAM, encodeShare(team));
  return url.href;
}

const SHARE_PATTERN = /^([A-Za-z]+-[A-Za-z]+):([a-z0-9-]+(?:,[a-z0-9-]+)*)$/;

/**
 * The team a link carries, or undefined when anything in it is off: an unknown mob or
 * character, a repeated character, more members than the mob's team holds. A link is
 * either exactly what the app makes or it is refused whole, so an altered link never
 * loads part of a team.
 */
export function parseShare(text: string): SharedTeam | undefined {
  if (text.length > 400) return undefined;
  const match = SHARE_PATTERN.exec(text);
  if (!match) return undefined;
  const [, key, list] = match;
  if (!isTeamKey(key) || list === undefined) return undefined;
  const ids = list.split(',');
  if (ids.length > limitOf(key) || new Set(ids).size !== ids.length) return undefined;
  if (!ids.every((id) => findCharacter(id) !== undefined)) return undefined;
  return { key, ids };
}
