import Cookies from 'js-cookie';
import { z } from './schema';
import { findCharacter } from '../catalogue/lookups';
import { CONTENT_TYPES, TEAM_CONTENTS, teamLimit, type ContentType } from '../catalogue/team-contents';
import { parseJson, readLocal, tryWriteLocal } from './local-store';
import { reportStorageFull } from './storage-full';
import { TEAM_DATA_KEY } from './backup-key';

/**
 * The team builder's saved teams: one list of character ids per content-type/mob pair,
 * kept in localStorage and mirrored in a cookie, as the specification asks.
 * Ids rather than whole characters keep the cookie far below the 4 KB browsers allow.
 */

export { TEAM_DATA_KEY };
export const TEAM_COOKIE = 'teamData';
export const TEAM_COOKIE_DAYS = 30;

export type MobOf<T extends ContentType> = (typeof TEAM_CONTENTS)[T][number];
export type TeamKey = { [T in ContentType]: `${T}-${MobOf<T>}` }[ContentType];
export type TeamData = Partial<Record<TeamKey, readonly string[]>>;

export function teamKey<T extends ContentType>(contentType: T, mob: MobOf<T>): TeamKey {
  return `${contentType}-${mob}` as TeamKey;
}

export const TEAM_KEYS: readonly TeamKey[] = CONTENT_TYPES.flatMap((type) =>
  TEAM_CONTENTS[type].map((mob) => teamKey(type, mob)),
);

const KEY_PARTS = new Map<string, { contentType: ContentType; mob: string }>(
  CONTENT_TYPES.flatMap((type) => TEAM_CONTENTS[type].map((mob) => [teamKey(type, mob), { contentType: type, mob }])),
);

export function isTeamKey(value: unknown): value is TeamKey {
  return typeof value === 'string' && KEY_PARTS.has(value);
}

export function contentTypeOf(key: TeamKey): ContentType {
  return KEY_PARTS.get(key)!.contentType;
}

export function mobOf(key: TeamKey): string {
  return KEY_PARTS.get(key)!.mob;
}

export function limitOf(key: TeamKey): number {
  return teamLimit(contentTypeOf(key));
}

const MAX_TEAM = Math.max(...CONTENT_TYPES.map(teamLimit));

/** The shape the app writes: known keys only, each a team no longer than its content type allows. */
const teamDataSchema = z
  .partialRecord(
    z.enum(TEAM_KEYS as [TeamKey, ...TeamKey[]]),
    z.array(z.string().check(z.maxLength(100))).check(z.maxLength(MAX_TEAM)),
  )
  .check(
    z.superRefine((data, ctx) => {
      for (const [key, ids] of Object.entries(data) as [TeamKey, string[] | undefined][]) {
        if (ids && ids.length > limitOf(key)) ctx.addIssue({ code: 'custom', message: `${key} is over its limit` });
      }
    }),
  );

/**
 * Team data from any untrusted value, or undefined when the value is not team data at all.
 * Ids no longer in the catalogue and repeated ids are dropped; an emptied team is left out.
 */
export function parseTeamData(value: unknown): TeamData | undefined {
  const parsed = teamDataSchema.safeParse(value);
  if (!parsed.success) return undefined;
  const data: TeamData = {};
  for (const key of TEAM_KEYS) {
    const ids = parsed.data[key];
    if (!ids) continue;
    const kept = [...new Set(ids)].filter((id) => findCharacter(id) !== undefined);
    if (kept.length > 0) data[key] = kept;
  }
  return data;
}

/** A stable JSON text: keys in display order, empty teams left out. */
export function serialiseTeamData(data: TeamData): string {
  const ordered: Record<string, readonly string[]> = {};
  for (const key of TEAM_KEYS) {
    const ids = data[key];
    if (ids && ids.length > 0) ordered[key] = ids;
  }
  return JSON.stringify(ordered);
}

function readCookie(): string | null {
  try {
    return Cookies.get(TEAM_COOKIE) ?? null;
  } catch {
    // document.cookie throws in sandboxed documents; treat as absent.
    return null;
  }
}

/**
 * The saved teams: localStorage when it holds valid team data, else the cookie when it does, else none.
 * Nothing is written here, so a store holding someone else's data is left as it is until the player changes a team.
 */
export function loadTeamData(): TeamData {
  return parseTeamData(parseJson(readLocal(TEAM_DATA_KEY))) ?? parseTeamData(parseJson(readCookie())) ?? {};
}

/**
 * Writes the teams to both stores. Returns the cookie string that was set, or undefined if it could not be. When the
 * browser's storage is full nothing is written (the cookie would otherwise disagree with localStorage) and the
 * storage-full alert is raised.
 */
export function saveTeamData(data: TeamData): string | undefined {
  const json = serialiseTeamData(data);
  if (tryWriteLocal(TEAM_DATA_KEY, json) === 'full') {
    reportStorageFull();
    return undefined;
  }
  try {
    return Cookies.set(TEAM_COOKIE, json, { expires: TEAM_COOKIE_DAYS, sameSite: 'strict', path: '/' });
  } catch {
    return undefined;
  }
}
