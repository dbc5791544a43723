/**
 * The pull kernel as WebAssembly: the same decisions as `pulls/batch.ts`'s loop, pull for pull and bit for bit, about twice
 * as fast. The kernel is written in AssemblyScript (`wasm/assembly/pull-kernel.ts`) and compiled by
 * `scripts/build-wasm.ts` into `wasm/kernel-binary.ts`; this module only instantiates it, once per banner, and moves
 * data in and out of its memory at the addresses of `wasm/layout.ts`, the memory map both sides are generated from.
 *
 * Each instance holds, in its own memory, an sfc32 state, the banner's threshold rows and pools, and two memo tables
 * (SR guarantee due or not) for every distinct pity row: row 0, which serves every row below soft pity, each soft-pity
 * row and hard pity. So nearly every pull, not only those below soft pity, is one table look-up. Every table is built
 * here by `fillMemoTable` from `decidePull`. The module exports two functions:
 *
 * - `pulls(n, state)`: n pulls into the output block (roster index and pity after the pull; top results also listed
 *   with their pity type), from the counters packed as pity | sr << 8; returns the counters after them.
 * - `trials(maxDraws, goal)`: How Much To's trial loop (see `odds/monte-carlo.ts`), which reports finished trials'
 *   lengths instead of pulls.
 *
 * The generator runs inside the module: callers copy an `Sfc32`'s state in and back out, so the draws are exactly
 * those the JavaScript path takes from the same generator, and the generator ends where that path leaves it.
 *
 * Compiling WebAssembly from bytes needs `'wasm-unsafe-eval'` (not `'unsafe-eval'`) in a Content Security Policy's
 * script-src. Where it is refused, or WebAssembly is missing, `wasmKernelOf` returns null and callers silently use
 * the JavaScript loop.
 *
 * To change the kernel: edit `wasm/assembly/pull-kernel.ts` (and `scripts/wasm-layout.ts` if it needs memory of its
 * own), run `npm run wasm`, then `npx vitest run --project engine` (its differential tests require pulls bit-identical
 * to the JavaScript loop and the same final generator state) and `npm run bench`, whose `engine_vs_bare_rng` must
 * stay at least 0.5. The generated files are committed with the source.
 */

import { decodeBase64 } from '../base64';
import { DECIDED_SR, DECIDED_TOP, fillMemoTable, LUT_BITS, LUT_SIZE, ROW, rowsAlike, UNDECIDED } from './kernel';
import type { PullKernel } from './kernel';
import { PITY_ROWS, SR_GUARANTEE } from './rules';
import { KERNEL_WASM_BASE64 } from './wasm/kernel-binary';
import * as layout from './wasm/layout';

/** Pulls per call of the module's `pulls`. */
export const WASM_BLOCK = layout.WASM_BLOCK;

/** Bytes per page of WebAssembly memory. */
const PAGE = 65536;

/** The rows that get a memo table of their own: every row unlike all rows before it. */
function tableRows(k: PullKernel): number[] {
  const distinct: number[] = [];
  for (let p = 0; p < PITY_ROWS; p++) if (!distinct.some((q) => rowsAlike(k, p, q))) distinct.push(p);
  return distinct;
}

/** The loop state a `trials` call continues from and leaves behind. */
export interface TrialLoopState {
  p: number;
  s: number;
  length: number;
  missing: number;
  trial: number;
}

/** What the loader needs of a generator: its four state words, copied out and back in. */
interface GeneratorState {
  saveTo(words: Uint32Array, at: number): void;
  restoreFrom(words: Uint32Array, at: number): void;
}

interface KernelExports {
  pulls(n: number, state: number): number;
  trials(maxDraws: number, goal: number): number;
}

/** A banner's kernel instantiated as WebAssembly. */
export class WasmPullKernel {
  private readonly bytes: Uint8Array;
  private readonly words: Uint32Array;
  private readonly seenWords: Int32Array;
  private readonly pullsFn: (n: number, state: number) => number;
  private readonly trialsFn: (maxDraws: number, goal: number) => number;

  constructor(kernel: PullKernel, memory: WebAssembly.Memory, instance: WebAssembly.Instance) {
    const exports = instance.exports as unknown as KernelExports;
    // The memory never grows, so views made once stay valid.
    const buffer = memory.buffer;
    this.bytes = new Uint8Array(buffer);
    this.words = new Uint32Array(buffer);
    this.seenWords = new Int32Array(buffer, layout.SEEN, layout.ROSTER_SLOTS);
    this.pullsFn = exports.pulls;
    this.trialsFn = exports.trials;
    this.bytes.set(kernel.pityType, layout.PITY_TYPES);
    new Float64Array(buffer, layout.ROWS, kernel.rows.length).set(kernel.rows);
    this.bytes.set(kernel.pools, layout.POOLS);
    this.words.set([kernel.offsetB, kernel.offsetSr, kernel.offsetR], layout.POOL_STARTS / 4);
    const tables = new Uint16Array(buffer, layout.TABLES);
    const rows = tableRows(kernel);
    rows.forEach((row, index) => {
      fillMemoTable(kernel, row, 0, tables, 2 * index * LUT_SIZE);
      fillMemoTable(kernel, row, SR_GUARANTEE, tables, (2 * index + 1) * LUT_SIZE);
    });
    for (let p = 0; p < PITY_ROWS; p++) {
      const index = rows.findIndex((q) => rowsAlike(kernel, p, q));
      this.words[layout.TABLE_OF / 4 + p] = layout.TABLES + 2 * index * layout.MEMO_TABLE_BYTES;
    }
  }

  /**
   * Pulls from `generator` (an sfc32 state in words[at .. at + 4), advanced in place) into out[start .. end),
   * counters packed as pity | sr << 8; returns the counters after the last pull.
   */
  pull(
    state: number,
    generator: GeneratorState,
    chars: Uint8Array,
    pity: Uint8Array,
    types: Uint8Array,
    start: number,
    end: number,
  ): number {
    const { bytes, words } = this;
    // Read once: reading a module namespace's properties in a loop is slow.
    const { CHARS, PITY, TOPS, TOP_COUNT } = layout;
    generator.saveTo(words, layout.STATE / 4);
    // Only top results have a pity type to write; everything else is cleared up front.
    types.fill(0, start, end);
    for (let at = start; at < end; at += WASM_BLOCK) {
      const n = Math.min(WASM_BLOCK, end - at);
      state = this.pullsFn(n, state);
      chars.set(bytes.subarray(CHARS, CHARS + n), at);
      pity.set(bytes.subarray(PITY, PITY + n), at);
      const count = words[TOP_COUNT / 4]!;
      for (let t = 0; t < count; t++) {
        const top = words[TOPS / 4 + t]!;
        types[at + (top >>> 2)] = top & 3;
      }
    }
    generator.restoreFrom(words, layout.STATE / 4);
    return state;
  }

  /**
   * Runs How Much To trials from `loop` until trial number `goal` is finished, reporting each finished trial's
   * length to `record`. `wanted[c]` is 1 for the selected characters, `seenIn[c]` the trial in which c was last
   * seen; both, `loop` and the generator are read before and written back after. Returns the draws used.
   */
  runTrials(
    generator: GeneratorState,
    loop: TrialLoopState,
    start: { readonly p: number; readonly s: number; readonly selected: number },
    wanted: Uint8Array,
    seenIn: Int32Array,
    goal: number,
    record: (length: number) => void,
  ): number {
    if (loop.trial >= goal) return 0;
    const { bytes, words } = this;
    generator.saveTo(words, layout.STATE / 4);
    words[layout.TRIAL_P / 4] = loop.p;
    words[layout.TRIAL_S / 4] = loop.s;
    words[layout.TRIAL_LENGTH / 4] = loop.length;
    words[layout.TRIAL_MISSING / 4] = loop.missing;
    words[layout.TRIAL_NUMBER / 4] = loop.trial;
    words[layout.TRIAL_START_P / 4] = start.p;
    words[layout.TRIAL_START_S / 4] = start.s;
    words[layout.TRIAL_SELECTED / 4] = start.selected;
    bytes.fill(0, layout.WANTED, layout.WANTED + layout.DECISIONS);
    for (const kind of [0, DECIDED_SR, DECIDED_TOP]) bytes.set(wanted, layout.WANTED + kind);
    this.seenWords.fill(-1);
    this.seenWords.set(seenIn);
    let used = 0;
    // A bounded number of draws per call, so a call never runs unboundedly long however rare the selection.
    const maxDraws = 1 << 24;
    const lengths = layout.LENGTHS / 4;
    for (;;) {
      used += this.trialsFn(maxDraws, goal);
      const reported = words[layout.TRIAL_REPORTED / 4]!;
      for (let r = 0; r < reported; r++) record(words[lengths + r]!);
      if ((words[layout.TRIAL_NUMBER / 4]! | 0) === goal) break;
    }
    loop.p = words[layout.TRIAL_P / 4]!;
    loop.s = words[layout.TRIAL_S / 4]!;
    loop.length = words[layout.TRIAL_LENGTH / 4]!;
    loop.missing = words[layout.TRIAL_MISSING / 4]!;
    loop.trial = words[layout.TRIAL_NUMBER / 4]! | 0;
    seenIn.set(this.seenWords.subarray(0, seenIn.length));
    generator.restoreFrom(words, layout.STATE / 4);
    return used;
  }
}

/** Whether `wasm/layout.ts` was generated from the engine constants as they are now. */
function layoutIsCurrent(): boolean {
  return (
    layout.ROW_BYTES === ROW * 8 &&
    layout.MEMO_TABLE_BYTES === LUT_SIZE * 2 &&
    layout.LUT_BITS === LUT_BITS &&
    layout.SR_GUARANTEE === SR_GUARANTEE &&
    layout.DECIDED_SR === DECIDED_SR &&
    layout.DECIDED_TOP === DECIDED_TOP &&
    layout.UNDECIDED === UNDECIDED
  );
}

let kernelBytes: Uint8Array<ArrayBuffer> | undefined;

function compile(kernel: PullKernel): WasmPullKernel | null {
  if (typeof WebAssembly !== 'object') return null;
  if (!layoutIsCurrent()) throw new Error('src/engine/pulls/wasm is stale: run `npm run wasm`');
  // Pools hold at most three slots per roster index (`buildRules`), so this only guards against a change there.
  if (kernel.pools.length > layout.POOL_CAPACITY) return null;
  kernelBytes ??= decodeBase64(KERNEL_WASM_BASE64);
  if (!kernelBytes) throw new Error('wasm/kernel-binary.ts is not base64');
  const tableBytes = 2 * tableRows(kernel).length * layout.MEMO_TABLE_BYTES;
  try {
    // The module is about a kilobyte, so each banner simply compiles its own.
    const module = new WebAssembly.Module(kernelBytes);
    const memory = new WebAssembly.Memory({ initial: Math.ceil((layout.TABLES + tableBytes) / PAGE) });
    return new WasmPullKernel(kernel, memory, new WebAssembly.Instance(module, { env: { memory } }));
  } catch {
    // Refused by a Content Security Policy without 'wasm-unsafe-eval', or no memory for the instance.
    return null;
  }
}

const compiled = new WeakMap<PullKernel, WasmPullKernel | null>();
let disabled = false;

/** The WebAssembly form of a kernel, built on first use; null where WebAssembly cannot be compiled. */
export function wasmKernelOf(kernel: PullKernel): WasmPullKernel | null {
  if (disabled) return null;
  let wasm = compiled.get(kernel);
  if (wasm === undefined) {
    wasm = compile(kernel);
    compiled.set(kernel, wasm);
  }
  return wasm;
}

/**
 * Switches the WebAssembly kernels off (false) or back on (true) for this thread, so that the JavaScript loop, which
 * is the reference, can be run and compared on the same inputs.
 */
export function setWasmKernels(enabled: boolean): void {
  disabled = !enabled;
}
