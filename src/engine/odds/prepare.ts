/**
 * How Much To, step one: turn "these characters on this banner from these counters" into what the calculators need.
 *
 * Everything here is read off the engine's compiled rules (`buildRules`): band probabilities are the engine's own
 * (`bandProbabilities`, from the u32 thresholds the pull loop compares draws against), and a character's share of
 * its band is how many slots it holds in that band's pool, so the calculators answer for exactly the process the
 * engine runs.
 */

import { assertCounters } from '../pulls/counters';
import { canFeature, withFeatured } from '../pulls/featured';
import { bandProbabilities, stationaryRates } from '../pulls/rates';
import { KIND_NONE, KIND_SR, KIND_TOP, PITY_ROWS } from '../pulls/rules';
import type { BannerRules, Rules } from '../pulls/rules';
import { BANNER_IDS } from '../types';
import type { BannerId, Counters } from '../types';

/** What the player asks about: roster indices to obtain, the banner, and the counters to start from. */
export interface CalcRequest {
  readonly selection: readonly number[];
  readonly banner: BannerId;
  readonly start: Counters;
  /** On Limited, the roster index a run features (`pulls/featured.ts`); the specified character when absent. */
  readonly featured?: number;
}

/** The reason a request cannot be answered, in words a player can act on. */
export class CalcRequestError extends Error {
  override readonly name = 'CalcRequestError';
}

/** Bands of one pull, in the order the engine lays them on the u32 scale. */
export const BAND_A = 0;
export const BAND_B = 1;
export const BAND_SR = 2;
export const BAND_R = 3;
export type Band = typeof BAND_A | typeof BAND_B | typeof BAND_SR | typeof BAND_R;

/**
 * Selected characters that the rules cannot tell apart: same band, same number of slots in its pool. Only how many
 * of them have been obtained matters, never which ones.
 */
export interface CalcClass {
  readonly band: Band;
  readonly members: readonly number[];
  /** Chance that one pull landing in this band gives one given member. */
  readonly share: number;
}

/**
 * Probabilities of each band at every pity row 0..80, from the engine's thresholds. The SR band here excludes the
 * forced SR: when the SR counter has reached the guarantee, the R band's probability moves to SR.
 */
export interface BandTable {
  readonly a: Float64Array;
  readonly b: Float64Array;
  readonly sr: Float64Array;
  readonly r: Float64Array;
}

export interface CalcPlan {
  readonly banner: BannerId;
  readonly start: Counters;
  /** Distinct selected roster indices, ascending. */
  readonly selected: readonly number[];
  readonly classes: readonly CalcClass[];
  readonly bands: BandTable;
  /** Whether the SR counter can change the answer: only when an SR or R character is selected. */
  readonly needsSrCounter: boolean;
  /** The engine's long-run chance per pull of the rarest selected character; sizes work before it is done. */
  readonly rarestRate: number;
}

function describe(rules: Rules, index: number): string {
  return rules.roster[index]?.name ?? `Character #${index}`;
}

const BANNER_NAMES: Readonly<Record<BannerId, string>> = { limited: 'Limited', perma: 'Perma', ml: 'ML' };

function slotsIn(pool: Uint8Array, index: number): number {
  let n = 0;
  for (const slot of pool) if (slot === index) n++;
  return n;
}

/** The band a character comes in on a banner, and its share of that band's pool. */
export function bandOf(t: BannerRules, index: number): { band: Band; share: number } {
  const kind = t.kind[index];
  if (kind === KIND_TOP) {
    const inA = slotsIn(t.poolA, index);
    return inA > 0
      ? { band: BAND_A, share: inA / t.poolA.length }
      : { band: BAND_B, share: slotsIn(t.poolB, index) / t.poolB.length };
  }
  if (kind === KIND_SR) return { band: BAND_SR, share: slotsIn(t.srPool, index) / t.srPool.length };
  return { band: BAND_R, share: slotsIn(t.rPool, index) / t.rPool.length };
}

/** The engine's band probabilities (SR counter below the guarantee) as one array per band. */
export function bandTable(t: BannerRules): BandTable {
  const a = new Float64Array(PITY_ROWS);
  const b = new Float64Array(PITY_ROWS);
  const sr = new Float64Array(PITY_ROWS);
  const r = new Float64Array(PITY_ROWS);
  for (let p = 0; p < PITY_ROWS; p++) {
    const bands = bandProbabilities(t, p, 0);
    a[p] = bands.a;
    b[p] = bands.b;
    sr[p] = bands.sr;
    r[p] = bands.r;
  }
  return { a, b, sr, r };
}

/**
 * The rules a request is answered by: the given ones, or on Limited those of the run featuring `request.featured`.
 * Throws a CalcRequestError for a featured character that is not an ssr of the roster, or one on another banner.
 */
export function requestRules(rules: Rules, request: Pick<CalcRequest, 'banner' | 'featured'>): Rules {
  if (request.featured === undefined) return rules;
  if (request.banner !== 'limited') throw new CalcRequestError('Only a Limited run features a character');
  if (!canFeature(rules, request.featured)) {
    throw new CalcRequestError(`No SSR character has roster index ${String(request.featured)}`);
  }
  return withFeatured(rules, request.featured);
}

/**
 * Validates a request against the rules and groups the selection into interchangeable classes. Throws a
 * CalcRequestError naming the problem: an empty selection, an unknown index, a character no banner can give, or
 * one the chosen banner cannot give (for example an ssr other than the featured one on Limited).
 */
export function planRequest(rules: Rules, request: CalcRequest): CalcPlan {
  const { banner, start } = request;
  rules = requestRules(rules, request);
  if (!(BANNER_IDS as readonly string[]).includes(banner)) {
    throw new CalcRequestError(`Unknown banner "${String(banner)}"`);
  }
  try {
    assertCounters(start);
  } catch (error) {
    throw new CalcRequestError(error instanceof Error ? error.message : String(error));
  }
  if (!Array.isArray(request.selection) || request.selection.length === 0) {
    throw new CalcRequestError('Select at least one character');
  }
  const t = rules.banners[banner];
  const selected = [...new Set(request.selection)].sort((x, y) => x - y);
  for (const index of selected) {
    if (!Number.isInteger(index) || index < 0 || index >= rules.roster.length) {
      throw new CalcRequestError(`No character has roster index ${String(index)}`);
    }
    if (t.kind[index] !== KIND_NONE) continue;
    const character = rules.roster[index];
    if (character && !character.pullable) {
      throw new CalcRequestError(
        `${describe(rules, index)} cannot be pulled on any banner, so no number of pulls obtains them`,
      );
    }
    throw new CalcRequestError(`${describe(rules, index)} cannot be obtained on the ${BANNER_NAMES[banner]} banner`);
  }

  const byKey = new Map<string, { band: Band; share: number; members: number[] }>();
  for (const index of selected) {
    const { band, share } = bandOf(t, index);
    const key = `${band}:${share}`;
    const entry = byKey.get(key);
    if (entry) entry.members.push(index);
    else byKey.set(key, { band, share, members: [index] });
  }
  const rates = stationaryRates(rules, banner);
  const classes = [...byKey.values()].sort((x, y) => x.band - y.band || y.share - x.share);
  return {
    banner,
    start: { pity: start.pity, sr: start.sr },
    selected,
    classes,
    bands: bandTable(t),
    needsSrCounter: classes.some((c) => c.band === BAND_SR || c.band === BAND_R),
    rarestRate: Math.min(...selected.map((i) => rates.character[i]!)),
  };
}
