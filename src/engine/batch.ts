/**
 * The hot path: N pulls into caller-owned typed arrays, exactly one u32 draw per pull, no allocation per pull.
 *
 * Each pull is decided by `decide()` from the banner's threshold tables: the band the draw falls in gives the rarity
 * at the current pity, the draw's offset inside that band gives the character. Rows 0..50 of those tables are
 * identical (the soft-pity bonus is still 0; on ML rows 0..79), so there the decision depends only on the draw and on
 * whether the SR guarantee is due, and it is memoised in a 4096-cell table keyed by the draw's top 12 bits. A cell is
 * filled only when every draw in it decides the same pull, so the table returns exactly what `decide()` would; the
 * other cells (1-2%) and the soft-pity rows go through `decide()`.
 */

import { HARD_PITY, KIND_TOP, PITY_ROWS, SR_GUARANTEE, rarityOf } from './rules';
import type { BannerRules, Rules } from './rules';
import { createRng, fillDraws, U32_RANGE } from './rng';
import type { RandomSource } from './rng';
import { PITY_NONE, PITY_TYPE_LABELS } from './types';
import type { BannerId, Counters, EngineCharacter, PityTypeLabel, RarityId } from './types';

/** Struct-of-arrays output: pull i is (chars[i], pity[i], types[i]). */
export interface PullBuffers {
  /** Roster index of the character pulled. */
  readonly chars: Uint8Array;
  /** The banner's pity counter after the pull (0..80). */
  readonly pity: Uint8Array;
  /** PITY_NONE / PITY_SOFT / PITY_HARD. */
  readonly types: Uint8Array;
}

export interface OwnedPullBuffers extends PullBuffers {
  readonly chars: Uint8Array<ArrayBuffer>;
  readonly pity: Uint8Array<ArrayBuffer>;
  readonly types: Uint8Array<ArrayBuffer>;
}

export function allocatePullBuffers(count: number): OwnedPullBuffers {
  return { chars: new Uint8Array(count), pity: new Uint8Array(count), types: new Uint8Array(count) };
}

/** Throws unless the counters are a state the rules can reach: integers, pity 0..80, SR counter 0..9. */
export function assertCounters(counters: Counters): void {
  const { pity, sr } = counters;
  if (!Number.isInteger(pity) || pity < 0 || pity > HARD_PITY) {
    throw new RangeError(`Pity counter must be an integer in 0..${HARD_PITY}, got ${pity}`);
  }
  if (!Number.isInteger(sr) || sr < 0 || sr > SR_GUARANTEE) {
    throw new RangeError(`SR counter must be an integer in 0..${SR_GUARANTEE}, got ${sr}`);
  }
}

/**
 * A decided pull packed in one small integer: (kind << 8) | roster index, kind 0 = R, 1 = SR, 2 = top rarity.
 * Storing it into a Uint8Array keeps exactly the roster index.
 */
const DECIDED_SR = 256;
const DECIDED_TOP = 512;
/** Table cell whose draws do not all decide the same pull. Above every real decision. */
const UNDECIDED = 0xffff;

const LUT_BITS = 12;
const LUT_SIZE = 1 << LUT_BITS;
const LUT_SHIFT = 32 - LUT_BITS;
const LUT_CELL = U32_RANGE / LUT_SIZE;

/**
 * One banner's rules repacked for the loop: every per-pity table interleaved into one array and every pool into one
 * byte array, so the loop holds two references instead of thirteen.
 */
interface Kernel {
  /** Row p at p * ROW: top, split, srEnd, then the scales for band A, band B, SR, SR-from-R and R. */
  readonly rows: Float64Array;
  /** Band A, band B, SR slots and R pool, concatenated. */
  readonly pools: Uint8Array;
  readonly offsetB: number;
  readonly offsetSr: number;
  readonly offsetR: number;
  readonly pityType: Uint8Array;
  /** Rows 0..limit-1 share row 0's decisions. */
  readonly limit: number;
  /** Cells 0..4095: SR counter below the guarantee; 4096..8191: guarantee due. */
  readonly lut: Uint16Array;
}

const ROW = 8;

/**
 * The rules for one pull at pity p and SR counter s, given draw x in [0, 2^32). Bands, lowest first: top band A,
 * top band B, SR, then R (which picks an SR instead when s has reached the guarantee). The guarantee (9) is written
 * out because optimised code re-reads an imported constant on every use.
 */
function decide(
  rows: Float64Array,
  pools: Uint8Array,
  oB: number,
  oSr: number,
  oR: number,
  p: number,
  s: number,
  x: number,
): number {
  const o = p * ROW;
  const tp = rows[o]!;
  if (x < tp) {
    const sp = rows[o + 1]!;
    return DECIDED_TOP | (x < sp ? pools[(x * rows[o + 3]!) | 0]! : pools[oB + (((x - sp) * rows[o + 4]!) | 0)]!);
  }
  const se = rows[o + 2]!;
  if (x < se) return DECIDED_SR | pools[oSr + (((x - tp) * rows[o + 5]!) | 0)]!;
  if (s >= 9) return DECIDED_SR | pools[oSr + (((x - se) * rows[o + 6]!) | 0)]!;
  return pools[oR + (((x - se) * rows[o + 7]!) | 0)]!;
}

function decideWith(k: Kernel, p: number, s: number, x: number): number {
  return decide(k.rows, k.pools, k.offsetB, k.offsetSr, k.offsetR, p, s, x);
}

function sameRow(rows: Float64Array, p: number): boolean {
  for (let c = 0; c < ROW; c++) if (rows[p * ROW + c] !== rows[c]) return false;
  return true;
}

/**
 * Builds the memo table for row 0. Inside one band the pool index never decreases as x grows, and every character
 * occupies one contiguous run of slots in its pool, so a cell that no band boundary cuts and whose first and last
 * draws decide the same pull decides it for every draw in between.
 */
function compileKernel(t: BannerRules): Kernel {
  if (SR_GUARANTEE !== 9 || LUT_SIZE !== 4096 || LUT_SHIFT !== 20) throw new Error('runBlock() literals are stale');
  const rows = new Float64Array(PITY_ROWS * ROW);
  const columns = [t.top, t.split, t.srEnd, t.scaleA, t.scaleB, t.scaleSr, t.scaleSrInR, t.scaleR];
  for (let p = 0; p < PITY_ROWS; p++) columns.forEach((column, c) => (rows[p * ROW + c] = column[p]!));
  const pools = Uint8Array.from([...t.poolA, ...t.poolB, ...t.srPool, ...t.rPool]);
  const offsetB = t.poolA.length;
  const offsetSr = offsetB + t.poolB.length;
  const offsetR = offsetSr + t.srPool.length;
  let limit = 1;
  while (limit < PITY_ROWS && sameRow(rows, limit)) limit++;
  const lut = new Uint16Array(2 * LUT_SIZE);
  const kernel: Kernel = { rows, pools, offsetB, offsetSr, offsetR, pityType: t.pityType, limit, lut };
  const boundaries = [t.split[0]!, t.top[0]!, t.srEnd[0]!];
  for (let guaranteed = 0; guaranteed < 2; guaranteed++) {
    const s = guaranteed === 1 ? SR_GUARANTEE : 0;
    for (let h = 0; h < LUT_SIZE; h++) {
      const lo = h * LUT_CELL;
      const hi = lo + LUT_CELL - 1;
      const cut = boundaries.some((b) => b > lo && b <= hi);
      const first = decideWith(kernel, 0, s, lo);
      lut[guaranteed * LUT_SIZE + h] = !cut && first === decideWith(kernel, 0, s, hi) ? first : UNDECIDED;
    }
  }
  return kernel;
}

const kernels = new WeakMap<BannerRules, Kernel>();

function kernelOf(t: BannerRules): Kernel {
  let kernel = kernels.get(t);
  if (!kernel) {
    kernel = compileKernel(t);
    kernels.set(t, kernel);
    primePullRange(kernel);
  }
  return kernel;
}

/** Draws are generated a block at a time so sources can fill them in a tight loop. */
const DRAW_BLOCK = 4096;
const drawBlock = new Uint32Array(DRAW_BLOCK);

/**
 * Pulls for draws[0 .. n) into out[at .. at + n). `state` and the result pack the counters as pity | sr << 8.
 * The literals are UNDECIDED, the SR guarantee, LUT_SIZE, LUT_SHIFT, DECIDED_SR and DECIDED_TOP, written out for
 * the same reason as in decide().
 */
function runBlock(
  k: Kernel,
  draws: Uint32Array,
  n: number,
  chars: Uint8Array,
  pity: Uint8Array,
  types: Uint8Array,
  at: number,
  state: number,
): number {
  // Locals rather than property or imported-binding reads: optimised code re-reads those on every use.
  const { rows, pools, offsetB, offsetSr, offsetR, pityType, limit, lut } = k;
  let p = state & 255;
  let s = state >>> 8;
  for (let j = 0; j < n; j++) {
    const x = draws[j]!;
    let v = 0xffff;
    if (p < limit) v = lut[(s >= 9 ? 4096 : 0) + (x >>> 20)]!;
    if (v === 0xffff) v = decide(rows, pools, offsetB, offsetSr, offsetR, p, s, x);
    const i = at + j;
    if (v < 256) {
      s++;
      p++;
    } else if (v < 512) {
      s = 0;
      p++;
    } else {
      types[i] = pityType[p]!;
      s = 0;
      p = 0;
    }
    chars[i] = v;
    pity[i] = p;
  }
  return p | (s << 8);
}

/**
 * Pulls `count` times on `banner` starting from `counters`, writing pulls to out[offset .. offset + count), and
 * returns the counters after the last pull (the input object is not modified). Consumes exactly `count` draws from
 * `rng`, so splitting a run into several calls on the same source gives the same pulls.
 */
export function pullBatch(
  rules: Rules,
  banner: BannerId,
  counters: Counters,
  count: number,
  rng: RandomSource,
  out: PullBuffers,
  offset = 0,
): Counters {
  assertCounters(counters);
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`Count must be a non-negative integer, got ${count}`);
  if (!Number.isInteger(offset) || offset < 0)
    throw new RangeError(`Offset must be a non-negative integer, got ${offset}`);
  const end = offset + count;
  const { chars, pity, types } = out;
  if (chars.length < end || pity.length < end || types.length < end) {
    throw new RangeError(`Output buffers hold fewer than ${end} pulls`);
  }
  const t = rules.banners[banner];
  const state = pullRange(kernelOf(t), counters.pity | (counters.sr << 8), rng, out, offset, end);
  return { pity: state & 255, sr: state >>> 8 };
}

/** The block loop behind pullBatch, on validated arguments; counters packed as pity | sr << 8. */
function pullRange(k: Kernel, state: number, rng: RandomSource, out: PullBuffers, start: number, end: number): number {
  const { chars, pity, types } = out;
  // Only top results write a pity type, so everything else is cleared up front in one memset.
  types.fill(PITY_NONE, start, end);
  for (let at = start; at < end; at += DRAW_BLOCK) {
    const n = Math.min(DRAW_BLOCK, end - at);
    fillDraws(rng, drawBlock, 0, n);
    state = runBlock(k, drawBlock, n, chars, pity, types, at, state);
  }
  return state;
}

/** Start states that between them reach every branch of runBlock and decide(). */
const PRIMING_STATES: readonly (readonly [number, number])[] = [
  [0, 0],
  [0, SR_GUARANTEE],
  [60, 0],
  [60, SR_GUARANTEE],
  [HARD_PITY, 0],
];
const PRIMING_PULLS = 256;
const PRIMING_ROUNDS = 64;

/**
 * Warms the pull loop up on a scratch buffer before its first real batch. V8 compiles a loop that runs long inside
 * a not-yet-optimised function on the fly (on-stack replacement); that code is compiled without type feedback for
 * branches that had not run yet, deoptimises on them, and is then re-entered by every later call, so a long first
 * batch can leave the engine several times slower for good. Many short calls from states that reach every branch
 * (hard pity, soft pity, the SR guarantee, both top bands) get the loop compiled the ordinary way, with complete
 * feedback, before any long call. Costs about a millisecond per banner.
 */
function primePullRange(k: Kernel): void {
  const scratch = allocatePullBuffers(PRIMING_PULLS);
  const rng = createRng(0x5eed);
  for (let round = 0; round < PRIMING_ROUNDS; round++) {
    for (const [p, s] of PRIMING_STATES) pullRange(k, p | (s << 8), rng, scratch, 0, PRIMING_PULLS);
  }
}

/** Allocating convenience for tests and small batches. */
export function pullMany(
  rules: Rules,
  banner: BannerId,
  counters: Counters,
  count: number,
  rng: RandomSource,
): OwnedPullBuffers & { counters: Counters } {
  const out = allocatePullBuffers(count);
  const after = pullBatch(rules, banner, counters, count, rng, out);
  return { ...out, counters: after };
}

/** The record shape the app shows and stores per pull, built on demand from the typed arrays. */
export interface PullRecord {
  readonly character: EngineCharacter;
  readonly rarity: RarityId;
  readonly banner: BannerId;
  readonly pityCount: number;
  readonly pityType: PityTypeLabel;
  readonly timestamp: number;
  readonly pullNumber: number;
}

/** A record view of pull `index`; `firstPullNumber` is the pull number of out[0]. */
export function recordAt(
  rules: Rules,
  banner: BannerId,
  out: PullBuffers,
  index: number,
  timestamp: number,
  firstPullNumber = 1,
): PullRecord {
  const characterIndex = out.chars[index];
  const character = characterIndex === undefined ? undefined : rules.roster[characterIndex];
  if (characterIndex === undefined || character === undefined) throw new RangeError(`No pull at index ${index}`);
  return {
    character,
    rarity: rarityOf(rules, characterIndex),
    banner,
    pityCount: out.pity[index] ?? 0,
    pityType: PITY_TYPE_LABELS[out.types[index] ?? PITY_NONE] ?? 'no pity',
    timestamp,
    pullNumber: firstPullNumber + index,
  };
}

/** Whether roster index `characterIndex` is a top-rarity result on `banner` (resets pity). */
export function isTopOn(rules: Rules, banner: BannerId, characterIndex: number): boolean {
  return rules.banners[banner].kind[characterIndex] === KIND_TOP;
}

/** Test hook: the memo table against the rules it memoises. Not part of the app-facing API. */
export const internals = {
  kernelOf,
  decideWith,
  LUT_SIZE,
  LUT_CELL,
  UNDECIDED,
  DECIDED_SR,
  DECIDED_TOP,
} as const;
