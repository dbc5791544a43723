import { t } from '@lingui/core/macro';
import { i18n } from '../../i18n/i18n';
import { decodeLinkPayload, encodeLinkPayload, newerLinkVersion } from '../../lib/link-payload';
import { newerLinkText } from '../../storage/error-wording';
import { builtOnce, z } from '../../storage/schema';
import { findCharacter } from '../../catalogue/lookups';
import { COLOR_PATTERN, MAX_LIST_NAME, MAX_ROW_NAME, MAX_ROWS } from '../../storage/tier-list-store';
import type { TierList, TierRow } from './tier-list-model';

/**
 * A whole list in a URL fragment: `#list=` + base64url(JSON). The fragment never
 * reaches a server, and ids (not catalogue positions) keep links valid when
 * characters are added. Format: {v:1, n: name, r: [[rowName, 'rrggbb', [ids]]]}.
 */
export const SHARE_PARAM = 'list';
export const MAX_SHARE_LENGTH = 8000;

/** The link format this version writes and reads. */
export const SHARE_VERSION = 1;

/** The words for a link that cannot be opened (made by a newer version of the site, or damaged), in the language now. */
export function badLinkMessage(encoded: string): string {
  const newer = newerLinkVersion(encoded, MAX_SHARE_LENGTH, SHARE_VERSION);
  return newer === undefined
    ? t(i18n)`This share link is damaged or incomplete, so nothing was loaded. Ask for the link again.`
    : newerLinkText('share link', newer, t(i18n)`Nothing was loaded.`);
}

/** A shared list as its link carries it (built on first use: see `builtOnce`). */
const shareSchema = builtOnce(() =>
  z.object({
    v: z.literal(SHARE_VERSION),
    n: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_LIST_NAME)),
    r: z
      .array(
        z.tuple([
          z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_ROW_NAME)),
          z.string().check(z.regex(/^[0-9a-f]{6}$/i)),
          z.array(z.string().check(z.maxLength(60))).check(z.maxLength(200)),
        ]),
      )
      .check(z.minLength(1), z.maxLength(MAX_ROWS)),
  }),
);

export interface SharedList {
  name: string;
  rows: TierRow[];
}

export function encodeShare(list: Pick<TierList, 'name' | 'rows'>): string {
  const payload = {
    v: SHARE_VERSION,
    n: list.name,
    r: list.rows.map((row) => [row.name, row.color.replace('#', '').toLowerCase(), row.items]),
  };
  return encodeLinkPayload(payload);
}

/** The fragment (with its '#') that opens the list. */
export function shareHash(list: Pick<TierList, 'name' | 'rows'>): string {
  return `#${SHARE_PARAM}=${encodeShare(list)}`;
}

/** The encoded list in a URL fragment, or undefined when the fragment is not a share link at all. */
export function shareParamOf(hash: string): string | undefined {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.get(SHARE_PARAM) ?? undefined;
}

/**
 * Decodes a shared list, all or nothing: any damage (bad encoding, cut-off text,
 * wrong shape, an unknown or repeated character, a bad colour) refuses the whole link.
 */
export function decodeShare(encoded: string): SharedList | undefined {
  const parsed = shareSchema().safeParse(decodeLinkPayload(encoded, MAX_SHARE_LENGTH));
  if (!parsed.success) return undefined;
  const ids = parsed.data.r.flatMap(([, , items]) => items);
  if (new Set(ids).size !== ids.length || ids.some((id) => !findCharacter(id))) return undefined;
  const rows = parsed.data.r.map(([name, color, items], i) => ({
    id: `row-${i + 1}`,
    name,
    color: `#${color.toLowerCase()}`,
    items,
  }));
  if (!rows.every((r) => COLOR_PATTERN.test(r.color))) return undefined;
  return { name: parsed.data.n, rows };
}
