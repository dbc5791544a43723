import { decodeLinkPayload, encodeLinkPayload, newerLinkVersion } from '../../lib/link-payload';
import { builtOnce, z } from '../../storage/schema';
import { bannerRunSchema, runFault, type BannerRun } from '../../storage/runs-store';
import { BANNER_IDS } from '../../engine/types';

/**
 * One run in a link: `/summons/runs?run=` + base64url(JSON) `{ v: 1, b: banner, f?: featured id, n?: name, s?: first
 * day, e?: last day }`. The id stays behind: the player who opens the link gives the run one of their own.
 */
export const RUN_PARAM = 'run';
export const MAX_RUN_LINK_LENGTH = 600;
export const RUN_LINK_VERSION = 1;

export type SharedRun = Omit<BannerRun, 'id'>;

/** A run as its link carries it (built on first use: see `builtOnce`). */
const linkSchema = builtOnce(() =>
  z.object({
    v: z.literal(RUN_LINK_VERSION),
    b: z.enum(BANNER_IDS),
    f: z.optional(z.string()),
    n: z.optional(z.string()),
    s: z.optional(z.string()),
    e: z.optional(z.string()),
  }),
);

export function encodeRun(run: SharedRun): string {
  return encodeLinkPayload({
    v: RUN_LINK_VERSION,
    b: run.banner,
    f: run.featured,
    n: run.name,
    s: run.start,
    e: run.end,
  });
}

/** The query (with its '?') of a link that offers the run. */
export function runSearch(run: SharedRun): string {
  return `?${new URLSearchParams({ [RUN_PARAM]: encodeRun(run) }).toString()}`;
}

/** What a run link holds: the run, a run of a later version of the site, or damage. */
export type RunLinkRead =
  | { readonly kind: 'run'; readonly run: SharedRun }
  | { readonly kind: 'newer'; readonly version: number }
  | { readonly kind: 'damaged' };

/**
 * Reads a run link, all or nothing: bad encoding, a cut-off text, a wrong shape, an unknown character or one that is
 * not an ssr, a featured character off Limited, or dates that are not days or end before they start: damaged.
 */
export function decodeRun(encoded: string): RunLinkRead {
  const newer = newerLinkVersion(encoded, MAX_RUN_LINK_LENGTH, RUN_LINK_VERSION);
  if (newer !== undefined) return { kind: 'newer', version: newer };
  const link = linkSchema().safeParse(decodeLinkPayload(encoded, MAX_RUN_LINK_LENGTH));
  if (!link.success) return { kind: 'damaged' };
  const { b, f, n, s, e } = link.data;
  const run = bannerRunSchema().safeParse({ id: 'run-shared', banner: b, featured: f, name: n, start: s, end: e });
  if (!run.success || runFault(run.data)) return { kind: 'damaged' };
  const { id: _id, ...shared } = run.data;
  return { kind: 'run', run: shared };
}
