/**
 * The pull kernel in AssemblyScript: the same decisions as `pulls/batch.ts`'s JavaScript loop, pull for pull and bit for
 * bit, compiled to WebAssembly by `scripts/build-wasm.ts`. One module serves every banner: the loader
 * (`src/engine/pulls/wasm-kernel.ts`) gives each banner an instance with its own memory and writes the banner's rows, pools
 * and memo tables there, at the addresses in `./layout.ts`.
 *
 * Nearly every pull is one memo-table look-up: every distinct pity row has two tables (SR guarantee due or not), built
 * by `fillMemoTable` in `pulls/kernel.ts`. A cell a table leaves open runs the threshold rules in float64 exactly as
 * `decide` does in JavaScript (the same IEEE operations on the same values), so the results cannot differ.
 *
 * The generator runs here too: the loader copies an `Sfc32`'s state in before a call and back out after it, so the
 * draws are exactly those the JavaScript loop takes from the same generator, and it ends where that loop leaves it.
 *
 * The folder's own tsconfig gives editors AssemblyScript's types; the project's type check skips it. The code keeps to
 * syntax TypeScript parses (`inline.always` rather than an `@inline` decorator), so ESLint and Prettier read it as is.
 */

import {
  COLUMN_SCALE_A,
  COLUMN_SCALE_B,
  COLUMN_SCALE_R,
  COLUMN_SCALE_SR,
  COLUMN_SCALE_SR_IN_R,
  COLUMN_SPLIT,
  COLUMN_SR_END,
  COLUMN_TOP,
  CHARS,
  DECIDED_SR,
  DECIDED_TOP,
  LENGTHS,
  LUT_BITS,
  MEMO_TABLE_BYTES,
  PITY,
  PITY_TYPES,
  POOL_START_B,
  POOL_START_R,
  POOL_START_SR,
  POOLS,
  ROW_BYTES,
  ROWS,
  SEEN,
  SR_GUARANTEE,
  STATE_A,
  STATE_B,
  STATE_C,
  STATE_D,
  TABLE_OF,
  TOP_COUNT,
  TOPS,
  TRIAL_LENGTH,
  TRIAL_MISSING,
  TRIAL_NUMBER,
  TRIAL_P,
  TRIAL_REPORTED,
  TRIAL_REPORTS,
  TRIAL_S,
  TRIAL_SELECTED,
  TRIAL_START_P,
  TRIAL_START_S,
  UNDECIDED,
  WANTED,
} from './layout';

/** The pool entry at `start + trunc(slot)`, truncating as JavaScript's `| 0` does for these non-negative values. */
function pick(start: u32, slot: f64): u32 {
  return load<u8>(start + <u32>slot, POOLS);
}

/**
 * The threshold rules, as `decide` in `pulls/kernel.ts`: bands top A, top B, SR, then R (SR when the guarantee is due). Only
 * open memo cells get here, so the pool starts are read from memory here rather than held in the loops' registers.
 */
function byRules(x: u32, p: u32, s: u32): u32 {
  const row = p * ROW_BYTES;
  const xf = <f64>x;
  const top = load<f64>(row, ROWS + COLUMN_TOP);
  if (xf < top) {
    const split = load<f64>(row, ROWS + COLUMN_SPLIT);
    if (xf < split) return DECIDED_TOP | pick(0, xf * load<f64>(row, ROWS + COLUMN_SCALE_A));
    return DECIDED_TOP | pick(load<u32>(POOL_START_B), (xf - split) * load<f64>(row, ROWS + COLUMN_SCALE_B));
  }
  const srEnd = load<f64>(row, ROWS + COLUMN_SR_END);
  if (xf < srEnd)
    return DECIDED_SR | pick(load<u32>(POOL_START_SR), (xf - top) * load<f64>(row, ROWS + COLUMN_SCALE_SR));
  if (s >= SR_GUARANTEE)
    return DECIDED_SR | pick(load<u32>(POOL_START_SR), (xf - srEnd) * load<f64>(row, ROWS + COLUMN_SCALE_SR_IN_R));
  return pick(load<u32>(POOL_START_R), (xf - srEnd) * load<f64>(row, ROWS + COLUMN_SCALE_R));
}

/** The decision for draw x at pity p and SR counter s, as `decidePull`: `(kind << 8) | roster index`. */
function decide(x: u32, p: u32, s: u32): u32 {
  // Both of row p's tables are read and one is chosen by s without a branch: their addresses depend on p alone (which
  // the branch on top results predicts), so no look-up waits for the previous pull's result.
  const cell = ((x >>> (32 - LUT_BITS)) << 1) + load<u32>(p << 2, TABLE_OF);
  const v = select<u32>(load<u16>(cell), load<u16>(cell, MEMO_TABLE_BYTES), s < SR_GUARANTEE);
  return v != UNDECIDED ? v : inline.always(byRules(x, p, s));
}

/**
 * n pulls into `CHARS` and `PITY` (top results also listed at `TOPS` with their pity type), from the counters packed
 * as pity | sr << 8; returns the counters after them, packed the same way.
 */
export function pulls(n: u32, state: u32): u32 {
  let a = load<u32>(STATE_A);
  let b = load<u32>(STATE_B);
  let c = load<u32>(STATE_C);
  let d = load<u32>(STATE_D);
  let p = state & 255;
  let s = state >>> 8;
  let tops: u32 = 0;
  for (let i: u32 = 0; i < n; i++) {
    // sfc32, as `Sfc32.nextU32`.
    const x = a + b + d;
    d += 1;
    a = b ^ (b >>> 9);
    b = c + (c << 3);
    c = rotl<u32>(c, 21) + x;

    // Inlined on purpose: with two callers the optimiser would keep `decide` a function, and a call per pull costs
    // about half the speed.
    const v = inline.always(decide(x, p, s));
    // R counts both counters up, SR resets s, a top result resets both. Top results are rare enough to branch on, and
    // the branch keeps the next pull's table address off the path through this pull's look-up. One pull in ten is an
    // SR, too many to predict, so s is chosen without a branch.
    if (v < DECIDED_TOP) {
      p++;
      s = select<u32>(s + 1, 0, v < DECIDED_SR);
    } else {
      store<u32>(tops << 2, (i << 2) | load<u8>(p, PITY_TYPES), TOPS);
      tops++;
      p = 0;
      s = 0;
    }
    store<u8>(i, <u8>v, CHARS);
    store<u8>(i, <u8>p, PITY);
  }
  store<u32>(STATE_A, a);
  store<u32>(STATE_B, b);
  store<u32>(STATE_C, c);
  store<u32>(STATE_D, d);
  store<u32>(TOP_COUNT, tops);
  return p | (s << 8);
}

/**
 * How Much To's trial loop (see `odds/monte-carlo.ts`): pulls until trial number `goal` is finished, `TRIAL_REPORTS`
 * trials have been reported at `LENGTHS`, or `maxDraws` draws are used, continuing from and leaving behind the state
 * at `TRIAL_STATE`. Returns the draws used.
 */
export function trials(maxDraws: u32, goal: u32): u32 {
  let a = load<u32>(STATE_A);
  let b = load<u32>(STATE_B);
  let c = load<u32>(STATE_C);
  let d = load<u32>(STATE_D);
  let p = load<u32>(TRIAL_P);
  let s = load<u32>(TRIAL_S);
  let missing = load<u32>(TRIAL_MISSING);
  let trial = load<u32>(TRIAL_NUMBER);
  let used: u32 = 0;
  // `used` when the current trial began, so that its length is always used - begun: it began before this call.
  let begun = used - load<u32>(TRIAL_LENGTH);
  let reported: u32 = 0;
  while (used != maxDraws) {
    const x = a + b + d;
    d += 1;
    a = b ^ (b >>> 9);
    b = c + (c << 3);
    c = rotl<u32>(c, 21) + x;

    const v = inline.always(decide(x, p, s));
    used++;
    // As in `pulls`. Setting both counters in each arm keeps the optimiser from turning the branch into selects, which
    // would make the next look-up wait for this one.
    if (v < DECIDED_TOP) {
      p++;
      s = select<u32>(s + 1, 0, v < DECIDED_SR);
    } else {
      p = 0;
      s = 0;
    }
    // `WANTED` is indexed by the whole decision, so the kind needs no masking off on the common path.
    if (load<u8>(v, WANTED) == 0) continue;
    const seen = (v & 255) << 2;
    if (load<u32>(seen, SEEN) == trial) continue;
    store<u32>(seen, trial, SEEN);
    missing--;
    if (missing != 0) continue;
    store<u32>(reported << 2, used - begun, LENGTHS);
    begun = used;
    reported++;
    trial++;
    p = load<u32>(TRIAL_START_P);
    s = load<u32>(TRIAL_START_S);
    missing = load<u32>(TRIAL_SELECTED);
    if (trial == goal || reported == TRIAL_REPORTS) break;
  }
  store<u32>(STATE_A, a);
  store<u32>(STATE_B, b);
  store<u32>(STATE_C, c);
  store<u32>(STATE_D, d);
  store<u32>(TRIAL_P, p);
  store<u32>(TRIAL_S, s);
  store<u32>(TRIAL_LENGTH, used - begun);
  store<u32>(TRIAL_MISSING, missing);
  store<u32>(TRIAL_NUMBER, trial);
  store<u32>(TRIAL_REPORTED, reported);
  return used;
}
