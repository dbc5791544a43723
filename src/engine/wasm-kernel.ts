/**
 * The pull kernel as WebAssembly: the same decisions as `batch.ts`'s loop, pull for pull and bit for bit, about twice
 * as fast. Emitted at run time by `wasm-binary.ts` (no toolchain, no fetched file), one small module per banner with
 * the banner's memory layout written into the code as constants.
 *
 * Each module holds, in its own linear memory, an sfc32 state, the banner's threshold rows and pools, and two memo
 * tables (SR guarantee due or not) for every distinct pity row: row 0, which serves every row below soft pity, each
 * soft-pity row and hard pity. So nearly every pull, not only those below soft pity, is one table look-up. Every
 * table is built by `fillMemoTable` from `decidePull`; a cell a table leaves open runs the threshold rules in float64
 * exactly as `decide` does in JavaScript (the same IEEE operations on the same values), so the results cannot differ.
 * Two functions are exported:
 *
 * - `pulls(n, state)`: n pulls into the module's output block (roster index and pity after the pull; top results
 *   also listed with their pity type), from the counters packed as pity | sr << 8; returns the counters after them.
 * - `trials(maxDraws, goal)`: How Much To's trial loop (see `calc-monte-carlo.ts`), which reports finished trials'
 *   lengths instead of pulls.
 *
 * The generator runs inside the module: callers copy an `Sfc32`'s state in and back out, so the draws are exactly
 * those the JavaScript path takes from the same generator, and the generator ends where that path leaves it.
 *
 * Compiling WebAssembly from bytes needs `'wasm-unsafe-eval'` in a Content Security Policy's script-src. Where it is
 * refused, or WebAssembly is missing, `wasmKernelOf` returns null and callers use the JavaScript loop.
 */

import { DECIDED_SR, DECIDED_TOP, LUT_SIZE, ROW, UNDECIDED, fillMemoTable, rowsAlike } from './kernel';
import type { PullKernel } from './kernel';
import { PITY_ROWS, SR_GUARANTEE } from './rules';
import { F64, FunctionBuilder, I32, encodeModule } from './wasm-binary';

/** Pulls per call of `pulls`: the output block is two bytes per pull plus four per top result. */
export const WASM_BLOCK = 32768;
/** Finished trials one call of `trials` may report. */
export const TRIAL_REPORTS = 1024;

// Fixed layout of the low memory; the tables follow at offsets computed per banner.
/** sfc32 state a, b, c, d. */
const STATE = 0;
/** Trial loop state, nine words: p, s, length, missing, trial, start p, start s, selected count, trials reported. */
const TRIAL_STATE = 16;
/** Top results in the last `pulls` call; each is listed at `tops` as (index in the block << 2) | pity type. */
const TOP_COUNT = 56;
/**
 * Per pity row, the byte address of its memo table; the row's table with the SR guarantee due follows it at
 * GUARANTEED, so both are read through one address.
 */
const TABLE_OF = 64;
const GUARANTEED = LUT_SIZE * 2;
const PITY_TYPES = TABLE_OF + PITY_ROWS * 4;
const ROWS = 1024;
const POOLS = ROWS + PITY_ROWS * ROW * 8;
const ROSTER_SLOTS = 256;
/** Decisions are below DECIDED_TOP + 256. */
const DECISIONS = 768;
const PAGE = 65536;

interface Layout {
  readonly offsetB: number;
  readonly offsetSr: number;
  readonly offsetR: number;
  readonly wanted: number;
  readonly seen: number;
  readonly lengths: number;
  readonly tables: number;
  readonly chars: number;
  readonly pity: number;
  readonly tops: number;
  readonly pages: number;
}

const align = (n: number, to: number): number => Math.ceil(n / to) * to;

function layoutOf(k: PullKernel, tableCount: number): Layout {
  const wanted = align(POOLS + k.pools.length, 16);
  const seen = wanted + DECISIONS;
  const lengths = seen + ROSTER_SLOTS * 4;
  const tables = align(lengths + TRIAL_REPORTS * 4, 64);
  const chars = tables + tableCount * LUT_SIZE * 2;
  const pity = chars + WASM_BLOCK;
  const tops = pity + WASM_BLOCK;
  return {
    offsetB: k.offsetB,
    offsetSr: k.offsetSr,
    offsetR: k.offsetR,
    wanted,
    seen,
    lengths,
    tables,
    chars,
    pity,
    tops,
    pages: Math.ceil((tops + WASM_BLOCK * 4) / PAGE),
  };
}

/** The locals both functions use for one pull. */
interface PullLocals {
  readonly a: number;
  readonly b: number;
  readonly c: number;
  readonly d: number;
  readonly x: number;
  readonly p: number;
  readonly s: number;
  readonly v: number;
  readonly o: number;
  readonly xf: number;
  readonly low: number;
  readonly bound: number;
}

function pullLocals(fn: FunctionBuilder): PullLocals {
  return {
    a: fn.local(I32),
    b: fn.local(I32),
    c: fn.local(I32),
    d: fn.local(I32),
    x: fn.local(I32),
    p: fn.local(I32),
    s: fn.local(I32),
    v: fn.local(I32),
    o: fn.local(I32),
    xf: fn.local(F64),
    low: fn.local(F64),
    bound: fn.local(F64),
  };
}

function loadGenerator(fn: FunctionBuilder, l: PullLocals): void {
  fn.i32(0).i32Load(STATE).set(l.a);
  fn.i32(0)
    .i32Load(STATE + 4)
    .set(l.b);
  fn.i32(0)
    .i32Load(STATE + 8)
    .set(l.c);
  fn.i32(0)
    .i32Load(STATE + 12)
    .set(l.d);
}

function storeGenerator(fn: FunctionBuilder, l: PullLocals): void {
  fn.i32(0).get(l.a).i32Store(STATE);
  fn.i32(0)
    .get(l.b)
    .i32Store(STATE + 4);
  fn.i32(0)
    .get(l.c)
    .i32Store(STATE + 8);
  fn.i32(0)
    .get(l.d)
    .i32Store(STATE + 12);
}

/** pools[base + trunc(value on the stack)] | kind, into v. */
function pick(fn: FunctionBuilder, l: PullLocals, base: number, kind: number): void {
  fn.i32TruncSatF64U().i32Load8U(POOLS + base);
  if (kind !== 0) fn.i32(kind).i32Or();
  fn.set(l.v);
}

/** One draw (sfc32, as `Sfc32.nextU32`) and its decision into v; leaves p and s as they were. */
function emitPull(fn: FunctionBuilder, l: PullLocals, layout: Layout): void {
  // t = a + b + d; d += 1; a = b ^ (b >>> 9); b = c + (c << 3); c = rotl(c, 21) + t.
  fn.get(l.a).get(l.b).i32Add().get(l.d).i32Add().set(l.x);
  fn.get(l.d).i32(1).i32Add().set(l.d);
  fn.get(l.b).get(l.b).i32(9).i32ShrU().i32Xor().set(l.a);
  fn.get(l.c).get(l.c).i32(3).i32Shl().i32Add().set(l.b);
  fn.get(l.c).i32(21).i32Rotl().get(l.x).i32Add().set(l.c);

  fn.block(); // decided
  fn.block(); // by the rules
  // Row p's memo tables, without and with the guarantee due, both read and one chosen by s without a branch: their
  // addresses depend on p alone (which the branch on top results predicts), so no look-up waits for the previous
  // pull's result, and the choice is one conditional move on the way to the next s.
  fn.get(l.x)
    .i32(32 - 12)
    .i32ShrU()
    .i32(1)
    .i32Shl()
    .get(l.p)
    .i32(2)
    .i32Shl()
    .i32Load(TABLE_OF)
    .i32Add()
    .tee(l.o);
  fn.i32Load16U();
  fn.get(l.o).i32Load16U(GUARANTEED);
  fn.get(l.s).i32(SR_GUARANTEE).i32LtU().select().tee(l.v);
  fn.i32(UNDECIDED).i32Ne().brIf(1);
  fn.end(); // by the rules

  // The threshold rules, as decide() in kernel.ts.
  fn.get(l.p)
    .i32(ROW * 8)
    .i32Mul()
    .set(l.o);
  fn.get(l.x).f64ConvertI32U().set(l.xf);
  fn.get(l.xf).get(l.o).f64Load(ROWS).tee(l.low).f64Lt();
  fn.if();
  fn.get(l.xf)
    .get(l.o)
    .f64Load(ROWS + 8)
    .tee(l.bound)
    .f64Lt();
  fn.if();
  fn.get(l.xf)
    .get(l.o)
    .f64Load(ROWS + 24)
    .f64Mul();
  pick(fn, l, 0, DECIDED_TOP);
  fn.else();
  fn.get(l.xf)
    .get(l.bound)
    .f64Sub()
    .get(l.o)
    .f64Load(ROWS + 32)
    .f64Mul();
  pick(fn, l, layout.offsetB, DECIDED_TOP);
  fn.end();
  fn.br(1);
  fn.end();
  fn.get(l.xf)
    .get(l.o)
    .f64Load(ROWS + 16)
    .tee(l.bound)
    .f64Lt();
  fn.if();
  fn.get(l.xf)
    .get(l.low)
    .f64Sub()
    .get(l.o)
    .f64Load(ROWS + 40)
    .f64Mul();
  pick(fn, l, layout.offsetSr, DECIDED_SR);
  fn.br(1);
  fn.end();
  fn.get(l.s).i32(SR_GUARANTEE).i32GeU();
  fn.if();
  fn.get(l.xf)
    .get(l.bound)
    .f64Sub()
    .get(l.o)
    .f64Load(ROWS + 48)
    .f64Mul();
  pick(fn, l, layout.offsetSr, DECIDED_SR);
  fn.br(1);
  fn.end();
  fn.get(l.xf)
    .get(l.bound)
    .f64Sub()
    .get(l.o)
    .f64Load(ROWS + 56)
    .f64Mul();
  pick(fn, l, layout.offsetR, 0);
  fn.end(); // decided
}

/**
 * The counters after decision v: R counts both up, SR resets s, top resets both. `onTop` runs before the reset.
 * s is chosen without a branch (one pull in ten is an SR, too many to predict); top results are rare enough to branch.
 */
function emitAdvance(fn: FunctionBuilder, l: PullLocals, onTop: () => void): void {
  fn.get(l.s).i32(1).i32Add().i32(0).get(l.v).i32(DECIDED_SR).i32LtU().select().set(l.s);
  fn.get(l.v).i32(DECIDED_TOP).i32LtU();
  fn.if();
  fn.get(l.p).i32(1).i32Add().set(l.p);
  fn.else();
  onTop();
  fn.i32(0).set(l.p);
  fn.end();
}

function pullsFunction(layout: Layout): FunctionBuilder {
  const fn = new FunctionBuilder([I32, I32], [I32]);
  const n = 0;
  const state = 1;
  const l = pullLocals(fn);
  const i = fn.local(I32);
  const tops = fn.local(I32);
  loadGenerator(fn, l);
  fn.get(state).i32(255).i32And().set(l.p);
  fn.get(state).i32(8).i32ShrU().set(l.s);
  fn.i32(0).set(i);
  fn.i32(0).set(tops);
  fn.block();
  fn.get(n).i32Eqz().brIf(0);
  fn.loop();
  emitPull(fn, l, layout);
  emitAdvance(fn, l, () => {
    fn.get(tops).i32(2).i32Shl().get(i).i32(2).i32Shl().get(l.p).i32Load8U(PITY_TYPES).i32Or().i32Store(layout.tops);
    fn.get(tops).i32(1).i32Add().set(tops);
  });
  fn.get(i).get(l.v).i32Store8(layout.chars);
  fn.get(i).get(l.p).i32Store8(layout.pity);
  fn.get(i).i32(1).i32Add().tee(i).get(n).i32Ne().brIf(0);
  fn.end();
  fn.end();
  storeGenerator(fn, l);
  fn.i32(0).get(tops).i32Store(TOP_COUNT);
  fn.get(l.p).get(l.s).i32(8).i32Shl().i32Or();
  return fn;
}

function trialsFunction(layout: Layout): FunctionBuilder {
  const fn = new FunctionBuilder([I32, I32], [I32]);
  const maxDraws = 0;
  const goal = 1;
  const l = pullLocals(fn);
  const used = fn.local(I32);
  /** `used` when the current trial began, so its length is used - begun (negative before this call). */
  const begun = fn.local(I32);
  const missing = fn.local(I32);
  const trial = fn.local(I32);
  const reported = fn.local(I32);
  const c = fn.local(I32);
  const word = (k: number) => TRIAL_STATE + 4 * k;
  loadGenerator(fn, l);
  fn.i32(0).i32Load(word(0)).set(l.p);
  fn.i32(0).i32Load(word(1)).set(l.s);
  fn.i32(0).i32(0).i32Load(word(2)).i32Sub().set(begun);
  fn.i32(0).i32Load(word(3)).set(missing);
  fn.i32(0).i32Load(word(4)).set(trial);
  fn.i32(0).set(reported);
  fn.i32(0).set(used);
  fn.block(); // exit
  fn.get(maxDraws).i32Eqz().brIf(0);
  fn.loop(); // next
  emitPull(fn, l, layout);
  fn.get(used).i32(1).i32Add().set(used);
  emitAdvance(fn, l, () => undefined);
  // `wanted` is indexed by the whole decision, so no masking on the way.
  fn.get(l.v).i32Load8U(layout.wanted);
  fn.if(); // a selected character
  fn.get(l.v).i32(255).i32And().i32(2).i32Shl().tee(c).i32Load(layout.seen).get(trial).i32Ne();
  fn.if(); // not yet seen in this trial
  fn.get(c).get(trial).i32Store(layout.seen);
  fn.get(missing).i32(1).i32Sub().tee(missing).i32Eqz();
  fn.if(); // the trial is complete
  fn.get(reported).i32(2).i32Shl().get(used).get(begun).i32Sub().i32Store(layout.lengths);
  fn.get(used).set(begun);
  fn.get(reported).i32(1).i32Add().set(reported);
  fn.get(trial).i32(1).i32Add().set(trial);
  fn.i32(0).i32Load(word(5)).set(l.p);
  fn.i32(0).i32Load(word(6)).set(l.s);
  fn.i32(0).i32Load(word(7)).set(missing);
  fn.get(trial).get(goal).i32Eq().brIf(4);
  fn.get(reported).i32(TRIAL_REPORTS).i32Eq().brIf(4);
  fn.end();
  fn.end();
  fn.end();
  fn.get(used).get(maxDraws).i32Ne().brIf(0);
  fn.end(); // next
  fn.end(); // exit
  storeGenerator(fn, l);
  fn.i32(0).get(l.p).i32Store(word(0));
  fn.i32(0).get(l.s).i32Store(word(1));
  fn.i32(0).get(used).get(begun).i32Sub().i32Store(word(2));
  fn.i32(0).get(missing).i32Store(word(3));
  fn.i32(0).get(trial).i32Store(word(4));
  fn.i32(0).get(reported).i32Store(word(8));
  fn.get(used);
  return fn;
}

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

/** A banner's kernel instantiated as WebAssembly. */
export class WasmPullKernel {
  private readonly bytes: Uint8Array;
  private readonly words: Uint32Array;
  private readonly seenWords: Int32Array;
  private readonly pullsFn: (n: number, state: number) => number;
  private readonly trialsFn: (maxDraws: number, goal: number) => number;

  constructor(
    kernel: PullKernel,
    private readonly layout: Layout,
    instance: WebAssembly.Instance,
  ) {
    const exports = instance.exports as {
      memory: WebAssembly.Memory;
      pulls: (n: number, state: number) => number;
      trials: (maxDraws: number, goal: number) => number;
    };
    // The memory never grows, so views made once stay valid.
    const buffer = exports.memory.buffer;
    this.bytes = new Uint8Array(buffer);
    this.words = new Uint32Array(buffer);
    this.seenWords = new Int32Array(buffer, layout.seen, ROSTER_SLOTS);
    this.pullsFn = exports.pulls;
    this.trialsFn = exports.trials;
    this.bytes.set(kernel.pityType, PITY_TYPES);
    new Float64Array(buffer, ROWS, kernel.rows.length).set(kernel.rows);
    this.bytes.set(kernel.pools, POOLS);
    const tables = new Uint16Array(buffer, layout.tables);
    const rows = tableRows(kernel);
    rows.forEach((row, index) => {
      fillMemoTable(kernel, row, 0, tables, 2 * index * LUT_SIZE);
      fillMemoTable(kernel, row, SR_GUARANTEE, tables, (2 * index + 1) * LUT_SIZE);
    });
    for (let p = 0; p < PITY_ROWS; p++) {
      const index = rows.findIndex((q) => rowsAlike(kernel, p, q));
      this.words[TABLE_OF / 4 + p] = layout.tables + 2 * index * LUT_SIZE * 2;
    }
  }

  /**
   * Pulls from `generator` (an sfc32 state in words[at .. at + 4), advanced in place) into out[start .. end),
   * counters packed as pity | sr << 8; returns the counters after the last pull.
   */
  pull(
    state: number,
    generator: { saveTo(words: Uint32Array, at: number): void; restoreFrom(words: Uint32Array, at: number): void },
    chars: Uint8Array,
    pity: Uint8Array,
    types: Uint8Array,
    start: number,
    end: number,
  ): number {
    const { bytes, words, layout } = this;
    generator.saveTo(words, STATE / 4);
    // Only top results have a pity type to write; everything else is cleared up front.
    types.fill(0, start, end);
    const listed = layout.tops / 4;
    for (let at = start; at < end; at += WASM_BLOCK) {
      const n = Math.min(WASM_BLOCK, end - at);
      state = this.pullsFn(n, state);
      chars.set(bytes.subarray(layout.chars, layout.chars + n), at);
      pity.set(bytes.subarray(layout.pity, layout.pity + n), at);
      const count = words[TOP_COUNT / 4]!;
      for (let t = 0; t < count; t++) {
        const top = words[listed + t]!;
        types[at + (top >>> 2)] = top & 3;
      }
    }
    generator.restoreFrom(this.words, STATE / 4);
    return state;
  }

  /**
   * Runs How Much To trials from `loop` until trial number `goal` is finished, reporting each finished trial's
   * length to `record`. `wanted[c]` is 1 for the selected characters, `seenIn[c]` the trial in which c was last
   * seen; both, `loop` and the generator are read before and written back after. Returns the draws used.
   */
  runTrials(
    generator: { saveTo(words: Uint32Array, at: number): void; restoreFrom(words: Uint32Array, at: number): void },
    loop: TrialLoopState,
    start: { readonly p: number; readonly s: number; readonly selected: number },
    wanted: Uint8Array,
    seenIn: Int32Array,
    goal: number,
    record: (length: number) => void,
  ): number {
    if (loop.trial >= goal) return 0;
    const { bytes, words, layout } = this;
    const w = TRIAL_STATE / 4;
    generator.saveTo(words, STATE / 4);
    words.set([loop.p, loop.s, loop.length, loop.missing, loop.trial, start.p, start.s, start.selected, 0], w);
    bytes.fill(0, layout.wanted, layout.wanted + DECISIONS);
    for (const kind of [0, DECIDED_SR, DECIDED_TOP]) bytes.set(wanted, layout.wanted + kind);
    this.seenWords.fill(-1);
    this.seenWords.set(seenIn);
    let used = 0;
    // A bounded number of draws per call, so a call never runs unboundedly long however rare the selection.
    const maxDraws = 1 << 24;
    for (;;) {
      used += this.trialsFn(maxDraws, goal);
      const reported = words[w + 8]!;
      for (let r = 0; r < reported; r++) record(words[layout.lengths / 4 + r]!);
      if ((words[w + 4]! | 0) === goal) break;
    }
    loop.p = words[w]!;
    loop.s = words[w + 1]!;
    loop.length = words[w + 2]!;
    loop.missing = words[w + 3]!;
    loop.trial = words[w + 4]! | 0;
    seenIn.set(this.seenWords.subarray(0, seenIn.length));
    generator.restoreFrom(words, STATE / 4);
    return used;
  }
}

function compile(kernel: PullKernel): WasmPullKernel | null {
  if (typeof WebAssembly !== 'object') return null;
  if (LUT_SIZE !== 4096 || UNDECIDED !== 0xffff || ROW !== 8) throw new Error('wasm-kernel literals are stale');
  const layout = layoutOf(kernel, 2 * tableRows(kernel).length);
  const bytes = encodeModule(layout.pages, [
    { name: 'pulls', fn: pullsFunction(layout) },
    { name: 'trials', fn: trialsFunction(layout) },
  ]);
  try {
    const module = new WebAssembly.Module(bytes);
    return new WasmPullKernel(kernel, layout, new WebAssembly.Instance(module, {}));
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
