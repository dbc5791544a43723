import { HARD_PITY, SR_GUARANTEE } from '../../engine/pulls/rules';
import { BANNER_IDS, type BannerId, type Counters } from '../../engine/types';
import type { ReplayLinkProblem } from '../../storage/errors';
import { MAX_SEED } from './batch';

/**
 * A link that replays one batch: banner, seed, starting counters and count, which the engine turns into the same
 * pulls anywhere (it is deterministic in them), and the hash of the character list the pulls index into, since
 * another list (an older or newer site) would draw other characters from the same numbers. The link is read in
 * full before anything runs; anything wrong refuses the whole link and names the part.
 *
 *   /mysummons/replay?v=1&banner=perma&seed=123&pity=0&sr=0&count=300&roster=1a2b3c4d
 *
 * Version 2 is a Limited run's batch: version 1 with `featured`, the roster index of the run's character (the roster
 * hash pins which list it indexes). Every other batch is still linked as version 1, which earlier builds open, and a
 * version 1 link opens as the specified banner's, as it always did.
 */

export const REPLAY_PATH = '/mysummons/replay';
/** The newest version this build reads; it writes it only for a run's batch. */
export const REPLAY_LINK_VERSION = 2;
const PLAIN_VERSION = 1;
/** The most pulls a link may replay: generated in the engine worker and shown in the card grid in well under a second. */
export const MAX_REPLAY_PULLS = 1_000_000;

export interface ReplayLink {
  readonly banner: BannerId;
  readonly seed: number;
  readonly start: Counters;
  readonly count: number;
  /** The roster hash the pulls were drawn against (rules.rosterHash). */
  readonly roster: number;
  /** A Limited run's batch: the roster index of the run's character (see `BatchRecord.featured`). */
  readonly featured?: number | undefined;
}

export type ParsedReplayLink =
  { readonly ok: true; readonly link: ReplayLink } | { readonly ok: false; readonly problem: ReplayLinkProblem };

/** The link's path and query, to put after the site's origin. */
export function replayHref(link: ReplayLink): string {
  const query = new URLSearchParams({
    v: String(link.featured === undefined ? PLAIN_VERSION : REPLAY_LINK_VERSION),
    banner: link.banner,
    seed: String(link.seed),
    pity: String(link.start.pity),
    sr: String(link.start.sr),
    count: String(link.count),
    roster: link.roster.toString(16).padStart(8, '0'),
  });
  if (link.featured !== undefined) query.set('featured', String(link.featured));
  return `${REPLAY_PATH}?${query.toString()}`;
}

/** Whether a batch of `count` pulls can be shared as a link. */
export function replayable(count: number): boolean {
  return Number.isInteger(count) && count >= 1 && count <= MAX_REPLAY_PULLS;
}

/** A whole number written plainly (digits only, no sign, exponent or leading zeros) from 0 to `most`, or null. */
function wholeNumber(text: string | null, most: number): number | null {
  if (text === null || !/^(0|[1-9]\d{0,15})$/.test(text)) return null;
  const value = Number(text);
  return value <= most ? value : null;
}

/**
 * Reads a replay link's query (`location.search`) against the current roster's hash; `featurable` says whether a
 * roster index may be a run's character (an ssr of the roster).
 */
export function parseReplayLink(
  search: string,
  currentRoster: number,
  featurable: (index: number) => boolean,
): ParsedReplayLink {
  const params = new URLSearchParams(search);
  const fail = (problem: ReplayLinkProblem): ParsedReplayLink => ({ ok: false, problem });
  const names = ['v', 'banner', 'seed', 'pity', 'sr', 'count', 'roster'];
  if (names.some((name) => params.get(name) === null)) return fail({ reason: 'incomplete' });
  const version = wholeNumber(params.get('v'), Number.MAX_SAFE_INTEGER);
  if (version === null || version < 1) return fail({ reason: 'incomplete' });
  if (version > REPLAY_LINK_VERSION) return fail({ reason: 'newer', version });
  const banner = BANNER_IDS.find((id) => id === params.get('banner'));
  if (!banner) return fail({ reason: 'invalid', part: 'banner' });
  const seed = wholeNumber(params.get('seed'), MAX_SEED);
  if (seed === null) return fail({ reason: 'invalid', part: 'seed' });
  const pity = wholeNumber(params.get('pity'), HARD_PITY);
  if (pity === null) return fail({ reason: 'invalid', part: 'pity' });
  const sr = wholeNumber(params.get('sr'), SR_GUARANTEE);
  if (sr === null) return fail({ reason: 'invalid', part: 'sr' });
  const count = wholeNumber(params.get('count'), Number.MAX_SAFE_INTEGER);
  if (count === null || count < 1) return fail({ reason: 'invalid', part: 'count' });
  if (count > MAX_REPLAY_PULLS) return fail({ reason: 'too-long', limit: MAX_REPLAY_PULLS });
  const rosterText = params.get('roster')!;
  if (!/^[0-9a-f]{8}$/.test(rosterText)) return fail({ reason: 'invalid', part: 'roster' });
  const roster = parseInt(rosterText, 16);
  if (roster !== currentRoster) return fail({ reason: 'other-roster' });
  const link = { banner, seed, start: { pity, sr }, count, roster };
  if (version === PLAIN_VERSION) return { ok: true, link };
  const featured = wholeNumber(params.get('featured'), 255);
  if (params.get('featured') === null) return fail({ reason: 'incomplete' });
  if (featured === null || banner !== 'limited' || !featurable(featured)) {
    return fail({ reason: 'invalid', part: 'featured' });
  }
  return { ok: true, link: { ...link, featured } };
}
