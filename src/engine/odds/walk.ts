/**
 * Walks a chain (`odds/chain.ts`) forward one pull at a time (`odds/step.ts`) from given counters, keeping the mass of every block.
 *
 * Blocks that hold no mass are skipped, and a block whose mass falls below `FLUSH` is emptied, its mass counted in
 * `dropped` (as never completing, so answers err on the cautious side by at most that much). Without the flush,
 * blocks left behind (a character obtained long ago) would decay towards subnormal numbers, which are slow, and
 * would cost a full update every pull while holding nothing that shows in any answer.
 *
 * A walk may also be given a drop budget: then blocks holding up to budget / blocks are emptied too, for as long as
 * the mass dropped in all stays within the budget. A caller that stops once `liveMass + dropped` is below its tail
 * cut keeps the same guarantee (everything it reports is exact but for at most the tail) while the blocks of an
 * SR character obtained with near certainty stop costing work long before their mass reaches FLUSH.
 */

import type { ChainLayout } from './chain';
import { countsOf, FULL_BLOCK } from './chain';
import { stepChain } from './step';
import type { BandTable } from './prepare';
import { PITY_ROWS, SR_GUARANTEE } from '../pulls/rules';
import type { Counters } from '../types';

/** A block holding less than this is emptied. Far below any tail the answers are cut at (1e-6, 1e-9). */
export const FLUSH = 1e-30;
/** Pulls between flushes. Summing every block costs about as much as a sixth of a pull's update. */
const FLUSH_EVERY = 16;

/** A copy of `array` with room for at least `length` values, doubling so that repeated growth stays linear. */
export function growArray(array: Float64Array<ArrayBuffer>, length: number): Float64Array<ArrayBuffer> {
  const next = new Float64Array(Math.max(length, array.length * 2));
  next.set(array);
  return next;
}

/** Sum of values[from .. to), with four running sums so that the additions do not wait on one another. */
function sumRange(values: Float64Array, from: number, to: number): number {
  let a = 0;
  let b = 0;
  let c = 0;
  let d = 0;
  let i = from;
  for (; i + 3 < to; i += 4) {
    a += values[i]!;
    b += values[i + 1]!;
    c += values[i + 2]!;
    d += values[i + 3]!;
  }
  for (; i < to; i++) a += values[i]!;
  return a + b + (c + d);
}

export class ChainWalk {
  /** Every stored state's probability, after `pulls` pulls. */
  readonly mass: Float64Array;
  /** Per level gain g of the layout: the mass that made it on the last pull (see `stepChain`). */
  readonly gained: Float64Array;
  /** Pulls walked so far. */
  pulls = 0;
  /** State-pulls computed so far (the states of the blocks that held mass, summed over pulls). */
  work = 0;
  /** Mass emptied out of blocks below FLUSH. */
  dropped = 0;
  /** Mass not yet absorbed nor dropped. */
  liveMass = 1;
  private live: Uint8Array;
  private next: Uint8Array;
  /** Blocks one count below each block: the only ones whose pulls can move mass into it. */
  private readonly feeders: readonly Int32Array[];
  private readonly nonTop: Float64Array;
  private readonly srRows = new Float64Array(PITY_ROWS);

  constructor(
    private readonly layout: ChainLayout,
    private readonly bands: BandTable,
    start: Counters,
    private readonly dropBudget = 0,
  ) {
    const { blocks, offset, full } = layout;
    // The absorbing block's pity row after the stored ones: moves into it land there unread (see stepChain).
    this.mass = new Float64Array(layout.size + PITY_ROWS);
    this.gained = new Float64Array(layout.gainFrom.length);
    this.live = new Uint8Array(blocks);
    this.next = new Uint8Array(blocks);
    this.feeders = Array.from({ length: blocks }, (_, c) =>
      Int32Array.from(countsOf(layout, c).flatMap((n, k) => (n > 0 ? [c - layout.stride[k]!] : []))),
    );
    this.nonTop = new Float64Array(PITY_ROWS);
    for (let p = 0; p < PITY_ROWS; p++) this.nonTop[p] = bands.sr[p]! + bands.r[p]!;
    if (blocks > 1) {
      this.mass[offset[0]! + (full[0] ? start.pity * (SR_GUARANTEE + 1) + start.sr : start.pity)] = 1;
      this.live[0] = 1;
    } else {
      // Nothing to collect: complete before the first pull.
      this.liveMass = 0;
    }
  }

  /** Applies one pull; returns the mass that completed every count on it. */
  step(): number {
    const { layout, live, next } = this;
    const { blocks, full } = layout;
    const complete = blocks - 1;
    for (let c = 0; c < complete; c++) if (live[c] === 1) this.work += full[c] ? FULL_BLOCK : PITY_ROWS;
    this.gained.fill(0);
    const absorbed = stepChain(layout, this.bands, this.nonTop, this.mass, live, this.gained, this.srRows);
    // A block holds mass after this pull if it held some before, or a block feeding it did.
    for (let c = 0; c < complete; c++) {
      let reached = live[c]!;
      const feeders = this.feeders[c]!;
      for (let i = 0; i < feeders.length && reached === 0; i++) reached = live[feeders[i]!]!;
      next[c] = reached;
    }
    this.next = live;
    this.live = next;
    this.pulls++;
    this.liveMass -= absorbed;
    if (this.pulls % FLUSH_EVERY === 0) this.flush();
    return absorbed;
  }

  /** Empties the live blocks that hold less than FLUSH (or fit the drop budget), and sums the mass left. */
  private flush(): void {
    const { layout, live, mass } = this;
    const { blocks, offset, full } = layout;
    const affordable = this.dropBudget / blocks;
    let total = 0;
    for (let c = 0; c < blocks - 1; c++) {
      if (live[c] === 0) continue;
      const from = offset[c]!;
      const to = from + (full[c] ? FULL_BLOCK : PITY_ROWS);
      const sum = sumRange(mass, from, to);
      // Only a block no longer fed is emptied on the budget: it would otherwise fill again and spend it anew.
      const spare = sum <= affordable && this.dropped + sum <= this.dropBudget && !this.fed(c);
      if (sum < FLUSH || spare) {
        this.dropped += sum;
        mass.fill(0, from, to);
        // A block still fed may receive mass on the next pull, so it stays in the update.
        live[c] = this.fed(c) ? 1 : 0;
      } else {
        total += sum;
      }
    }
    this.liveMass = total;
  }

  private fed(c: number): boolean {
    for (const feeder of this.feeders[c]!) if (this.live[feeder] === 1) return true;
    return false;
  }
}
