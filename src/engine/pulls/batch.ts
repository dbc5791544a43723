/**
 * The hot path: N pulls into caller-owned typed arrays, exactly one u32 draw per pull, no allocation per pull.
 *
 * Each pull is decided by the banner's `PullKernel` (`pulls/kernel.ts`): the band the draw falls in gives the rarity at the
 * current pity, the draw's offset inside that band gives the character, and a memo table answers most draws in one
 * look-up. With an `Sfc32` source the pulls run in the kernel's WebAssembly form (`pulls/wasm-kernel.ts`), which generates
 * the draws itself; with any other source, or where WebAssembly cannot be compiled, they run in `runBlock` below,
 * which is the reference: both give the same pulls for the same draws.
 */

import { decide, DECIDED_SR, DECIDED_TOP, kernelOf, LUT_BITS, UNDECIDED } from './kernel';
import type { PullKernel } from './kernel';
import { HARD_PITY, SR_GUARANTEE } from './rules';
import { assertCounters } from './counters';
import type { Rules } from './rules';
import { createRng, fillDraws, Sfc32 } from './rng';
import type { RandomSource } from './rng';
import { wasmKernelOf } from './wasm-kernel';
import { BANNER_IDS, PITY_NONE } from '../types';
import type { BannerId, Counters } from '../types';

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

export { assertCounters };

/** Draws are generated a block at a time so sources can fill them in a tight loop. */
const DRAW_BLOCK = 4096;
const drawBlock = new Uint32Array(DRAW_BLOCK);

/**
 * Pulls for draws[0 .. n) into out[at .. at + n). `state` and the result pack the counters as pity | sr << 8.
 * The literals are UNDECIDED, the SR guarantee, the memo table's size (2^LUT_BITS) and shift (32 - LUT_BITS),
 * DECIDED_SR and DECIDED_TOP, written out for the same reason as in decide() (checked by primePullRange). Row 0's
 * memo table serves the rows below `limit`; every other row goes through decide().
 */
function runBlock(
  k: PullKernel,
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

/** Batches from this size run in the kernel's WebAssembly form (when the source allows it). */
export const WASM_MIN_PULLS = 1024;

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
  const k = kernelOf(rules.banners[banner]);
  const state = counters.pity | (counters.sr << 8);
  // Only an sfc32 exactly as pulls/rng.ts defines it may be run inside the module; any other source is asked for draws.
  // A small batch runs in JavaScript: it takes microseconds there, while the module's tables take milliseconds to
  // build on a thread's first batch of each banner (the page draws Pull x1 and x10 itself).
  const wasm = count >= WASM_MIN_PULLS && Object.getPrototypeOf(rng) === Sfc32.prototype ? wasmKernelOf(k) : null;
  const after = wasm
    ? wasm.pull(state, rng as Sfc32, chars, pity, types, offset, end)
    : pullRange(count > PRIMING_PULLS ? primed(k) : k, state, rng, out, offset, end);
  return { pity: after & 255, sr: after >>> 8 };
}

/**
 * Builds every banner's kernel and its WebAssembly form now, so that the first batch of a visit does not pay for
 * them (a few milliseconds to tens on a slow phone).
 */
export function warmKernels(rules: Rules): void {
  for (const banner of BANNER_IDS) wasmKernelOf(kernelOf(rules.banners[banner]));
}

/** The JavaScript block loop behind pullBatch, on validated arguments; counters packed as pity | sr << 8. */
function pullRange(
  k: PullKernel,
  state: number,
  rng: RandomSource,
  out: PullBuffers,
  start: number,
  end: number,
): number {
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
 * Warms the pull loop up on a scratch buffer before its first long batch. V8 compiles a loop that runs long inside
 * a not-yet-optimised function on the fly (on-stack replacement); that code is compiled without type feedback for
 * branches that had not run yet, deoptimises on them, and is then re-entered by every later call, so a long first
 * batch can leave the engine several times slower for good. Many short calls from states that reach every branch
 * (hard pity, soft pity, the SR guarantee, both top bands) get the loop compiled the ordinary way, with complete
 * feedback, before any long call. Costs about a millisecond per banner, and more on a phone's first use: a call no
 * longer than a priming call cannot run long enough to be compiled on the fly, so such calls (the page's own Pull x1
 * and x10) run without it.
 */
function primePullRange(k: PullKernel): void {
  if (UNDECIDED !== 0xffff || SR_GUARANTEE !== 9 || LUT_BITS !== 12 || DECIDED_SR !== 256 || DECIDED_TOP !== 512) {
    throw new Error('runBlock() literals are stale');
  }
  const scratch = allocatePullBuffers(PRIMING_PULLS);
  const rng = createRng(0x5eed);
  for (let round = 0; round < PRIMING_ROUNDS; round++) {
    for (const [p, s] of PRIMING_STATES) pullRange(k, p | (s << 8), rng, scratch, 0, PRIMING_PULLS);
  }
}

const primedKernels = new WeakSet<PullKernel>();

/** The kernel, after priming the JavaScript loop for it if this is its first use there. */
function primed(k: PullKernel): PullKernel {
  if (!primedKernels.has(k)) {
    primedKernels.add(k);
    primePullRange(k);
  }
  return k;
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
