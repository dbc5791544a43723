/**
 * The Markov chain behind every exact answer of How Much To and the pull planner: pulls on one banner, tracked as
 * (pity 0..80, SR counter 0..9 while it can matter, a vector of progress counts). Each progress count is one thing
 * being collected (a class of interchangeable characters for the calculator, one target's copies for the planner)
 * and only pulls in its band can raise it.
 *
 * States are grouped in blocks, one per count vector; the last block (every count complete) is absorbing and not
 * stored. A block carries the SR counter only while a count of the SR or R band is incomplete: after that only top
 * results can raise a count, and their chance depends on pity alone, so those blocks keep pity only.
 *
 * `odds/step.ts` applies one pull to it, `odds/walk.ts` walks it from given counters.
 */

import type { Band } from './prepare';
import { BAND_R, BAND_SR } from './prepare';
import { PITY_ROWS, SR_GUARANTEE } from '../pulls/rules';

/** SR counter values a full block keeps per pity row. */
export const WIDTH = SR_GUARANTEE + 1;
/** States of a block that carries the SR counter. */
export const FULL_BLOCK = PITY_ROWS * WIDTH;

/** One progress count: values 0..radix - 1, the last one complete. */
export interface ChainCount {
  readonly band: Band;
  readonly radix: number;
  /** Given a pull in this band, the chance that it raises the count from `count` (below radix - 1) by one. */
  readonly raise: (count: number) => number;
}

export interface ChainLayout {
  /** Number of count vectors; the last one (everything complete) is absorbing and not stored. */
  readonly blocks: number;
  /** Position of each count in a block number: block = sum of count[k] * stride[k]. */
  readonly stride: readonly number[];
  readonly radix: readonly number[];
  readonly offset: Int32Array;
  /** 1 when the block carries the SR counter, 0 when it keeps pity only. */
  readonly full: Uint8Array;
  /** States over all stored blocks. */
  readonly size: number;
  /** Per block and band: the chance a pull in that band changes nothing. */
  readonly stay: Float64Array;
  /** Per block and band: moves[start .. end) in moveTarget / moveShare. */
  readonly moveStart: Int32Array;
  readonly moveTarget: Int32Array;
  readonly moveShare: Float64Array;
  /**
   * Per move: 0 when it leaves the block's level unchanged, else g >= 1, a move from level gainFrom[g] up to level
   * gainTo[g] (levels as the layout's `level` function gives them; each (from, to) pair has one g).
   */
  readonly moveGain: Int32Array;
  readonly gainFrom: Int32Array;
  readonly gainTo: Int32Array;
}

/** The count vector of block c. */
export function countsOf(layout: Pick<ChainLayout, 'stride' | 'radix'>, c: number): number[] {
  return layout.radix.map((r, k) => Math.floor(c / layout.stride[k]!) % r);
}

/**
 * The chain's layout for these counts. `level` ranks count vectors (it must never fall as counts rise); moves that
 * raise it are tagged so that `stepChain` reports the mass that crosses each level on each pull.
 */
export function chainLayout(counts: readonly ChainCount[], level?: (at: readonly number[]) => number): ChainLayout {
  const radix = counts.map((c) => c.radix);
  const stride: number[] = [];
  let blocks = 1;
  for (const r of radix) {
    stride.push(blocks);
    blocks *= r;
  }
  const complete = blocks - 1;
  const offset = new Int32Array(blocks);
  const full = new Uint8Array(blocks);
  const stay = new Float64Array(blocks * 4);
  const moveStart = new Int32Array(blocks * 4 + 1);
  const targets: number[] = [];
  const shares: number[] = [];
  const gains: number[] = [];
  const pairs = new Map<string, number>();
  const gainFrom = [0];
  const gainTo = [0];
  // Without a ranking every block is on one level (and the calculator's layouts can be large: no work spent on it).
  const levels = level ? Array.from({ length: blocks }, (_, c) => level(countsOf({ stride, radix }, c))) : null;
  const gainOf = (from: number, to: number): number => {
    if (to <= from) return 0;
    const key = `${from}:${to}`;
    let g = pairs.get(key);
    if (g === undefined) {
      g = gainFrom.length;
      pairs.set(key, g);
      gainFrom.push(from);
      gainTo.push(to);
    }
    return g;
  };
  const srCounts = counts.flatMap((n, k) => (n.band === BAND_SR || n.band === BAND_R ? [k] : []));
  // The count vector of block c, advanced like an odometer: the calculator's layouts can have a million blocks.
  const at = counts.map(() => 0);
  let size = 0;
  for (let c = 0; c < blocks; c++) {
    if (c > 0) for (let k = 0; k < at.length && ++at[k]! === radix[k]; k++) at[k] = 0;
    full[c] = srCounts.some((k) => at[k]! < radix[k]! - 1) ? 1 : 0;
    offset[c] = size;
    if (c !== complete) size += full[c] ? FULL_BLOCK : PITY_ROWS;
    for (let band = 0; band < 4; band++) {
      moveStart[c * 4 + band] = targets.length;
      let left = 1;
      for (let k = 0; k < counts.length; k++) {
        const n = counts[k]!;
        if (n.band !== band || at[k] === n.radix - 1) continue;
        const share = n.raise(at[k]!);
        if (share === 0) continue;
        targets.push(c + stride[k]!);
        shares.push(share);
        gains.push(levels ? gainOf(levels[c]!, levels[c + stride[k]!]!) : 0);
        left -= share;
      }
      stay[c * 4 + band] = left;
    }
  }
  moveStart[blocks * 4] = targets.length;
  return {
    blocks,
    stride,
    radix,
    offset,
    full,
    size,
    stay,
    moveStart,
    moveTarget: Int32Array.from(targets),
    moveShare: Float64Array.from(shares),
    moveGain: Int32Array.from(gains),
    gainFrom: Int32Array.from(gainFrom),
    gainTo: Int32Array.from(gainTo),
  };
}
