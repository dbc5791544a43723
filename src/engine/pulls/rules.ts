/**
 * The pull rules, and their compilation once per roster (`buildRules`) into flat tables the hot loop indexes by pity.
 *
 * Each banner keeps pity p (pulls since the last top result) and s (pulls since the last SR or better). A pull, from
 * the counters before it:
 * 1. p >= 80: a forced top result, hard pity. Limited: the featured character; ML: uniform ml; perma: uniform over
 *    every pullable ssr and ml.
 * 2. Else a uniform u. Top if u is below: limited 0.01 + b(p) (the featured character); ML 0.01 (uniform ml, no
 *    bonus); perma 0.0075 + 0.75 b for ssr, then the next 0.0025 + 0.25 b for ml (uniform within each). Such a top
 *    result is soft pity when p >= 50, else no pity. b is `softPityBonus`.
 * 3. Else SR if s >= 9 or u < top + 0.09: limited and perma weight the six limited SRs 2.25 and every other SR 6.75;
 *    ML picks uniformly among the six limited SRs.
 * 4. Else R, uniform over pullable r.
 * Then p is 0 after a top result (perma: ssr or ml), else p + 1; s is 0 after SR or better, else s + 1. Non-top
 * pulls have pity type no pity; unpullable characters never come. A record's pityCount is p after the pull (1..80),
 * so the pull after an 80 is the forced one.
 *
 * Every probability becomes a threshold on the u32 scale, so one draw decides the rarity (the band it falls in) and
 * the character (its position inside that band).
 */

import { U32_RANGE } from './rng';
import { PITY_HARD, PITY_NONE, PITY_SOFT, RARITY_IDS } from '../types';
import type { BannerId, EngineCharacter } from '../types';

/** At this pity value the next pull is a forced top-rarity result. */
export const HARD_PITY = 80;
/** From this pity value the soft-pity bonus applies and top results are labelled soft pity. */
export const SOFT_PITY_START = 50;
/** At this SR counter the next pull is at least SR (the tenth pull without SR or better). */
export const SR_GUARANTEE = 9;
/** Rows in each threshold table: pity values 0..HARD_PITY. */
export const PITY_ROWS = HARD_PITY + 1;
/** Rosters are addressed by a byte in every typed array and in stored history. */
export const MAX_ROSTER = 255;

export const LIMITED_TOP_BASE = 0.01;
export const ML_TOP_BASE = 0.01;
export const PERMA_SSR_BASE = 0.0075;
export const PERMA_ML_BASE = 0.0025;
/** Share of the soft-pity bonus that goes to ssr on perma (the rest goes to ml): the same 3:1 split as the bases. */
export const PERMA_SSR_BONUS_SHARE = 0.75;
export const SR_BAND = 0.09;
/** Relative SR weights on limited and perma. */
export const LIMITED_SR_WEIGHT = 2.25;
export const OTHER_SR_WEIGHT = 6.75;

/** What a character is on a given banner; drives the codec and filters. */
export const KIND_NONE = 0;
export const KIND_TOP = 1;
export const KIND_SR = 2;
export const KIND_R = 3;

export interface BannerRules {
  readonly banner: BannerId;
  /**
   * Per pity row (0..80), u32-scale thresholds: x < top[p] is a top-rarity result, split inside it
   * ([0, split) band A, [split, top) band B); top[p] <= x < srEnd[p] is SR; the rest is R (or SR when s >= 9).
   * Row 80 has top = 2^32 so hard pity needs no branch of its own.
   */
  readonly top: Float64Array;
  readonly split: Float64Array;
  readonly srEnd: Float64Array;
  /** Per pity row: pool length / band width, so floor((x - bandStart) * scale) is a uniform index into the pool. */
  readonly scaleA: Float64Array;
  readonly scaleB: Float64Array;
  readonly scaleSr: Float64Array;
  /** SR forced by the SR counter while the draw landed in the R band: the R band's residual picks the SR. */
  readonly scaleSrInR: Float64Array;
  readonly scaleR: Float64Array;
  /** Pity type code of a top result at each pity row. */
  readonly pityType: Uint8Array;
  /** Top band A: limited = the featured character, ml = ml characters, perma = ssr characters. */
  readonly poolA: Uint8Array;
  /** Top band B: perma = ml characters, empty elsewhere. */
  readonly poolB: Uint8Array;
  /** Weighted SR slots (2.25 : 6.75 = 1 : 3): a uniform slot pick is the weighted pick, with no rounding or search. */
  readonly srPool: Uint8Array;
  readonly rPool: Uint8Array;
  /** KIND_* of every roster index on this banner. */
  readonly kind: Uint8Array;
}

export interface Rules {
  readonly roster: readonly EngineCharacter[];
  /** Index into RARITY_IDS for every roster index. */
  readonly rarity: Uint8Array;
  readonly banners: Readonly<Record<BannerId, BannerRules>>;
  /** FNV-1a of the roster ids in order; stored with history so it is never decoded against another roster. */
  readonly rosterHash: number;
}

const LN_30 = Math.log(30);

/**
 * Soft-pity bonus b(p) = 0.15 * ln(1 + (p - 50)) / ln(30) for 50 <= p <= 79, 0 below. The ratio of logs is taken
 * first so that b(79) is exactly 0.15. Beyond 79 hard pity applies, so the bonus is held at its cap.
 */
export function softPityBonus(p: number): number {
  if (p < SOFT_PITY_START) return 0;
  if (p >= HARD_PITY - 1) return 0.15;
  return 0.15 * (Math.log(1 + (p - SOFT_PITY_START)) / LN_30);
}

/** ceil(v * 2^32): for a draw x in [0, 2^32), `x < toThreshold(v)` is exactly `x / 2^32 < v`. */
export function toThreshold(v: number): number {
  return Math.min(U32_RANGE, Math.ceil(v * U32_RANGE));
}

export function rosterHash(roster: readonly EngineCharacter[]): number {
  let h = 0x811c9dc5;
  for (const c of roster) {
    const text = `${c.id}\n`;
    for (let i = 0; i < text.length; i++) {
      h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    }
  }
  return h >>> 0;
}

function randomItemPool(indices: readonly number[]): Uint8Array {
  if (indices.length === 0) throw new Error('Empty array in randomItem');
  return Uint8Array.from(indices);
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** Expands weights into slot counts in the smallest integer ratio (weights are given to 1/100). */
function slotCounts(weights: readonly number[]): number[] {
  const scaled = weights.map((w) => Math.round(w * 100));
  const divisor = scaled.reduce((g, w) => gcd(g, w), 0);
  return scaled.map((w) => w / divisor);
}

function weightedSlots(indices: readonly number[], weights: readonly number[]): Uint8Array {
  const counts = slotCounts(weights);
  const slots: number[] = [];
  indices.forEach((index, i) => {
    for (let k = 0; k < (counts[i] ?? 0); k++) slots.push(index);
  });
  return randomItemPool(slots);
}

interface Pools {
  readonly featured: number;
  readonly ml: readonly number[];
  readonly ssr: readonly number[];
  readonly limitedSr: readonly number[];
  readonly otherSr: readonly number[];
  readonly r: readonly number[];
}

function collectPools(roster: readonly EngineCharacter[]): Pools {
  for (const rarity of RARITY_IDS) {
    if (!roster.some((c) => c.rarity === rarity)) throw new Error(`Folder "${rarity}" not found`);
  }
  const featured = roster.findIndex((c) => c.featuredLimited && c.pullable);
  if (featured < 0) throw new Error('Featured limited character not found');
  const pick = (test: (c: EngineCharacter) => boolean): number[] =>
    roster.flatMap((c, i) => (c.pullable && test(c) ? [i] : []));
  return {
    featured,
    ml: pick((c) => c.rarity === 'ml'),
    ssr: pick((c) => c.rarity === 'ssr'),
    limitedSr: pick((c) => c.rarity === 'sr' && c.limitedSr),
    otherSr: pick((c) => c.rarity === 'sr' && !c.limitedSr),
    r: pick((c) => c.rarity === 'r'),
  };
}

interface BannerShape {
  /** Probability of top band A and band B at a pity value below hard pity. */
  bandA(p: number): number;
  bandB(p: number): number;
  poolA: Uint8Array;
  poolB: Uint8Array;
  srPool: Uint8Array;
  rPool: Uint8Array;
}

function compileBanner(banner: BannerId, shape: BannerShape, rosterLength: number): BannerRules {
  const top = new Float64Array(PITY_ROWS);
  const split = new Float64Array(PITY_ROWS);
  const srEnd = new Float64Array(PITY_ROWS);
  const scaleA = new Float64Array(PITY_ROWS);
  const scaleB = new Float64Array(PITY_ROWS);
  const scaleSr = new Float64Array(PITY_ROWS);
  const scaleSrInR = new Float64Array(PITY_ROWS);
  const scaleR = new Float64Array(PITY_ROWS);
  const pityType = new Uint8Array(PITY_ROWS);
  const { poolA, poolB, srPool, rPool } = shape;
  const hardPoolSize = poolA.length + poolB.length;

  for (let p = 0; p < PITY_ROWS; p++) {
    if (p === HARD_PITY) {
      // Hard pity is uniform over bands A and B together; sizing band A by its share of characters does that.
      top[p] = U32_RANGE;
      split[p] = toThreshold(poolA.length / hardPoolSize);
      srEnd[p] = U32_RANGE;
      pityType[p] = PITY_HARD;
    } else {
      const a = shape.bandA(p);
      const b = shape.bandB(p);
      const topThreshold = toThreshold(a + b);
      top[p] = topThreshold;
      split[p] = b > 0 ? toThreshold(a) : topThreshold;
      srEnd[p] = toThreshold(a + b + SR_BAND);
      pityType[p] = p >= SOFT_PITY_START ? PITY_SOFT : PITY_NONE;
      scaleSr[p] = srPool.length / (srEnd[p]! - top[p]!);
      scaleSrInR[p] = srPool.length / (U32_RANGE - srEnd[p]!);
      scaleR[p] = rPool.length / (U32_RANGE - srEnd[p]!);
    }
    scaleA[p] = poolA.length / split[p]!;
    const widthB = top[p]! - split[p]!;
    scaleB[p] = widthB > 0 ? poolB.length / widthB : 0;
  }

  const kind = new Uint8Array(rosterLength);
  for (const i of rPool) kind[i] = KIND_R;
  for (const i of srPool) kind[i] = KIND_SR;
  for (const i of poolA) kind[i] = KIND_TOP;
  for (const i of poolB) kind[i] = KIND_TOP;

  return {
    banner,
    top,
    split,
    srEnd,
    scaleA,
    scaleB,
    scaleSr,
    scaleSrInR,
    scaleR,
    pityType,
    poolA,
    poolB,
    srPool,
    rPool,
    kind,
  };
}

/**
 * Compiles the rules for all three banners. Throws when the roster cannot serve them: a rarity with no characters
 * at all (`Folder "ml" not found`), no pullable featured character, or an empty pick pool (`Empty array in
 * randomItem`, e.g. no pullable limited SRs for the ML banner's SR pool).
 */
export function buildRules(roster: readonly EngineCharacter[]): Rules {
  if (roster.length > MAX_ROSTER) {
    throw new RangeError(`Roster has ${roster.length} characters; at most ${MAX_ROSTER} fit a byte index`);
  }
  const pools = collectPools(roster);
  const ml = randomItemPool(pools.ml);
  const ssr = randomItemPool(pools.ssr);
  const r = randomItemPool(pools.r);
  const mlSr = randomItemPool(pools.limitedSr);
  const weightedSr = weightedSlots(
    [...pools.limitedSr, ...pools.otherSr],
    [...pools.limitedSr.map(() => LIMITED_SR_WEIGHT), ...pools.otherSr.map(() => OTHER_SR_WEIGHT)],
  );
  const none = new Uint8Array(0);

  const banners: Record<BannerId, BannerRules> = {
    limited: compileBanner(
      'limited',
      {
        bandA: (p) => LIMITED_TOP_BASE + softPityBonus(p),
        bandB: () => 0,
        poolA: Uint8Array.of(pools.featured),
        poolB: none,
        srPool: weightedSr,
        rPool: r,
      },
      roster.length,
    ),
    perma: compileBanner(
      'perma',
      {
        bandA: (p) => PERMA_SSR_BASE + PERMA_SSR_BONUS_SHARE * softPityBonus(p),
        bandB: (p) => PERMA_ML_BASE + (1 - PERMA_SSR_BONUS_SHARE) * softPityBonus(p),
        poolA: ssr,
        poolB: ml,
        srPool: weightedSr,
        rPool: r,
      },
      roster.length,
    ),
    ml: compileBanner(
      'ml',
      { bandA: () => ML_TOP_BASE, bandB: () => 0, poolA: ml, poolB: none, srPool: mlSr, rPool: r },
      roster.length,
    ),
  };

  const rarity = Uint8Array.from(roster, (c) => RARITY_IDS.indexOf(c.rarity));
  return { roster, rarity, banners, rosterHash: rosterHash(roster) };
}
