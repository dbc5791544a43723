/**
 * The pull decision shared by every loop that pulls: the batch engine (`pulls/batch.ts`), its WebAssembly form
 * (`pulls/wasm-kernel.ts`), and the Monte Carlo of How Much To (`odds/monte-carlo.ts`) and the planner
 * (`plan/trials.ts`).
 *
 * A `PullKernel` is one banner's rules repacked for tight loops: every per-pity table interleaved into one array,
 * every pool into one byte array, and a memo table for the rows where pity does not change the decision. A pull is
 * decided from the counters before it (pity p, SR counter s) and one u32 draw x, and comes out as one small integer,
 * `(kind << 8) | roster index`: below `DECIDED_SR` an R result, below `DECIDED_TOP` an SR, else a top-rarity result.
 * Storing it into a Uint8Array keeps exactly the roster index.
 *
 * The memo table: rows 0..50 of the threshold tables are identical (the soft-pity bonus is still 0; on ML rows
 * 0..79), so there the decision depends only on the draw and on whether the SR guarantee is due. `lut` holds it for
 * each of the 4096 cells of draws sharing their top 12 bits; a cell is filled only when every draw in it decides the
 * same pull, so the table returns exactly what `decidePull` would, and the other cells (1-2%) hold `UNDECIDED`.
 */

import { PITY_ROWS, SR_GUARANTEE } from './rules';
import type { BannerRules } from './rules';
import { U32_RANGE } from './rng';

/** A decided SR: `DECIDED_SR | roster index`. */
export const DECIDED_SR = 256;
/** A decided top-rarity result: `DECIDED_TOP | roster index`. */
export const DECIDED_TOP = 512;
/** Memo cell whose draws do not all decide the same pull. Above every real decision. */
export const UNDECIDED = 0xffff;

/** Memo cells per table: draws are keyed by their top LUT_BITS bits. */
export const LUT_BITS = 12;
export const LUT_SIZE = 1 << LUT_BITS;
/** Draws per memo cell. */
export const LUT_CELL = U32_RANGE / LUT_SIZE;

/**
 * The columns of a row of `PullKernel.rows`, in order. The WebAssembly kernel's column offsets are generated from
 * this list (`scripts/wasm-layout.ts`); `decide` and `fillMemoTable` read columns by literal index, and
 * `tests/engine/wasm-build.test.ts` holds those to this order.
 */
export const ROW_COLUMNS = [
  'top',
  'split',
  'srEnd',
  'scaleA',
  'scaleB',
  'scaleSr',
  'scaleSrInR',
  'scaleR',
] as const satisfies readonly (keyof BannerRules)[];

/** Values per row of `PullKernel.rows`: `ROW_COLUMNS.length`, written out as decide() writes its indices. */
export const ROW = 8;

export interface PullKernel {
  /**
   * Row p (pity 0..80) at p * ROW, in the order of `ROW_COLUMNS`: the thresholds top, split, srEnd, then the
   * scales for band A, band B, SR, SR-from-R and R (see `BannerRules`).
   */
  readonly rows: Float64Array;
  /** Band A, band B, SR slots and R pool, concatenated. */
  readonly pools: Uint8Array;
  readonly offsetB: number;
  readonly offsetSr: number;
  readonly offsetR: number;
  /** Pity type code of a top result at each pity row. */
  readonly pityType: Uint8Array;
  /** Rows 0..limit-1 decide every draw exactly as row 0 does. */
  readonly limit: number;
  /** Row 0's memo table: cells 0..4095 with the SR counter below the guarantee, 4096..8191 with it due. */
  readonly lut: Uint16Array;
}

/**
 * The rules for one pull at pity p and SR counter s, given draw x in [0, 2^32). Bands, lowest first: top band A,
 * top band B, SR, then R (which picks an SR instead when s has reached the guarantee). Takes the kernel's parts
 * rather than the kernel so that a caller's loop can keep them in locals. The guarantee (9) is written out because
 * optimised code re-reads an imported constant on every use.
 */
export function decide(
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

/** `decide` on a whole kernel: the pull for draw x at pity p and SR counter s. */
export function decidePull(k: PullKernel, p: number, s: number, x: number): number {
  return decide(k.rows, k.pools, k.offsetB, k.offsetSr, k.offsetR, p, s, x);
}

/**
 * `decidePull` through row 0's memo table where it applies (pity below `limit`), for loops that pull one draw at a
 * time. The table's constants are written out, as in decide(), so optimised code does not re-read them.
 */
export function decideMemo(k: PullKernel, p: number, s: number, x: number): number {
  if (p < k.limit) {
    const v = k.lut[(s >= 9 ? 4096 : 0) + (x >>> 20)]!;
    if (v !== 0xffff) return v;
  }
  return decide(k.rows, k.pools, k.offsetB, k.offsetSr, k.offsetR, p, s, x);
}

function sameRow(rows: Float64Array, p: number, q: number): boolean {
  for (let c = 0; c < ROW; c++) if (rows[p * ROW + c] !== rows[q * ROW + c]) return false;
  return true;
}

/** Whether pity rows p and q decide every draw alike. */
export function rowsAlike(k: PullKernel, p: number, q: number): boolean {
  return sameRow(k.rows, p, q);
}

/**
 * The memo table of row p for SR counter s, written into target[at .. at + LUT_SIZE). Inside one band the pool index
 * never decreases as x grows, and every character occupies one contiguous run of slots in its pool, so a cell that
 * no band boundary cuts and whose first and last draws decide the same pull decides it for every draw in between.
 */
export function fillMemoTable(k: PullKernel, p: number, s: number, target: Uint16Array, at: number): void {
  const o = p * ROW;
  const split = k.rows[o + 1]!;
  const top = k.rows[o]!;
  const srEnd = k.rows[o + 2]!;
  for (let h = 0; h < LUT_SIZE; h++) {
    const lo = h * LUT_CELL;
    const hi = lo + LUT_CELL - 1;
    const cut = (split > lo && split <= hi) || (top > lo && top <= hi) || (srEnd > lo && srEnd <= hi);
    const first = decidePull(k, p, s, lo);
    target[at + h] = !cut && first === decidePull(k, p, s, hi) ? first : UNDECIDED;
  }
}

function compileKernel(t: BannerRules): PullKernel {
  const rows = new Float64Array(PITY_ROWS * ROW);
  const columns = ROW_COLUMNS.map((name) => t[name]);
  for (let p = 0; p < PITY_ROWS; p++) columns.forEach((column, c) => (rows[p * ROW + c] = column[p]!));
  const pools = Uint8Array.from([...t.poolA, ...t.poolB, ...t.srPool, ...t.rPool]);
  const offsetB = t.poolA.length;
  const offsetSr = offsetB + t.poolB.length;
  const offsetR = offsetSr + t.srPool.length;
  let limit = 1;
  while (limit < PITY_ROWS && sameRow(rows, limit, 0)) limit++;
  const lut = new Uint16Array(2 * LUT_SIZE);
  const kernel: PullKernel = { rows, pools, offsetB, offsetSr, offsetR, pityType: t.pityType, limit, lut };
  fillMemoTable(kernel, 0, 0, lut, 0);
  fillMemoTable(kernel, 0, SR_GUARANTEE, lut, LUT_SIZE);
  if (LUT_SIZE !== 4096 || LUT_BITS !== 12 || UNDECIDED !== 0xffff || SR_GUARANTEE !== 9) {
    throw new Error('decideMemo() literals are stale');
  }
  return kernel;
}

const kernels = new WeakMap<BannerRules, PullKernel>();

/** The kernel of one banner's rules, compiled on first use and cached for as long as the rules live. */
export function kernelOf(t: BannerRules): PullKernel {
  let kernel = kernels.get(t);
  if (!kernel) {
    kernel = compileKernel(t);
    kernels.set(t, kernel);
  }
  return kernel;
}
