/**
 * One run's chain (the planner's layout, `plan/exact.ts`) walked on the plan's clock rather than the run's own: mass
 * may enter the run's first block on any pull, in any counter state (the plan reached this run having spent that
 * many pulls, leaving the banner's counters so), and the mass that completes the run on each pull can be told apart
 * by the counters it leaves for the next run on the banner.
 *
 * The pull itself is `odds/step.ts`, unchanged. Where the run ends is read before each pull from the blocks that can
 * complete it: a top result leaves (0, 0); an SR result from (p, s) leaves (p + 1, 0); an R result leaves
 * (p + 1, s + 1). The step lumps them by pity in the absorbing block's spare row, which loses R's SR counter, so that
 * row is only cleared here, never read.
 *
 * Nothing is flushed: every answer sums the mass it was given, so the walk drops none.
 */

import type { ChainLayout } from '../odds/chain';
import { countsOf, FULL_BLOCK, WIDTH } from '../odds/chain';
import type { BandTable } from '../odds/prepare';
import { BAND_A, BAND_B, BAND_SR } from '../odds/prepare';
import { stepChain } from '../odds/step';
import { HARD_PITY, PITY_ROWS } from '../pulls/rules';

/** Counter states as one index, pity * WIDTH + SR counter: 0..COUNTER_STATES - 1. */
export const COUNTER_STATES = PITY_ROWS * WIDTH;

/** A move into the absorbing block: from block `block`, in band `band`, with this share of the band. */
interface EndMove {
  readonly block: number;
  readonly band: number;
  readonly share: number;
}

export class RunWalk {
  /** Every stored state's mass (the plan's chance of being there now), then the absorbing block's spare row. */
  readonly mass: Float64Array;
  /** Per level gain g of the layout: the mass that made it on the last pull. */
  readonly gained: Float64Array;
  /** Per counter state, the mass that completed the run on the last pull and left the counters there (when kept). */
  readonly ended: Float64Array | null;
  /** State-pulls computed so far (the states of the blocks that held mass, summed over pulls). */
  work = 0;
  private live: Uint8Array;
  private next: Uint8Array;
  private readonly feeders: readonly Int32Array[];
  private readonly ends: readonly EndMove[];
  private readonly nonTop = new Float64Array(PITY_ROWS);
  private readonly srRows = new Float64Array(PITY_ROWS);

  /** `keepEnds`: whether the counters each completion leaves are wanted (a later run on the banner starts there). */
  constructor(
    private readonly layout: ChainLayout,
    private readonly bands: BandTable,
    keepEnds: boolean,
  ) {
    const { blocks } = layout;
    const complete = blocks - 1;
    this.mass = new Float64Array(layout.size + PITY_ROWS);
    this.gained = new Float64Array(layout.gainFrom.length);
    this.ended = keepEnds ? new Float64Array(COUNTER_STATES) : null;
    this.live = new Uint8Array(blocks);
    this.next = new Uint8Array(blocks);
    this.feeders = Array.from({ length: blocks }, (_, c) =>
      Int32Array.from(countsOf(layout, c).flatMap((n, k) => (n > 0 ? [c - layout.stride[k]!] : []))),
    );
    for (let p = 0; p < PITY_ROWS; p++) this.nonTop[p] = bands.sr[p]! + bands.r[p]!;
    const ends: EndMove[] = [];
    for (let c = 0; c < complete; c++) {
      for (let band = 0; band < 4; band++) {
        for (let k = layout.moveStart[c * 4 + band]!; k < layout.moveStart[c * 4 + band + 1]!; k++) {
          if (layout.moveTarget[k] === complete) ends.push({ block: c, band, share: layout.moveShare[k]! });
        }
      }
    }
    this.ends = ends;
  }

  /** Adds `amount` to the first block (no target copies yet) in counter state `state`. */
  inject(state: number, amount: number): void {
    const { offset, full } = this.layout;
    this.mass[offset[0]! + (full[0] === 1 ? state : Math.floor(state / WIDTH))]! += amount;
    this.live[0] = 1;
  }

  /** Applies one pull; returns the mass that completed the run on it. */
  step(): number {
    const { layout, live, next } = this;
    const { blocks, full } = layout;
    const complete = blocks - 1;
    if (this.ended) {
      this.readEnds(this.ended);
      // Reading the ends and the caller's pass over them cost about a block each.
      this.work += COUNTER_STATES * (1 + this.ends.length);
    }
    for (let c = 0; c < complete; c++) if (live[c] === 1) this.work += full[c] ? FULL_BLOCK : PITY_ROWS;
    this.gained.fill(0);
    const absorbed = stepChain(layout, this.bands, this.nonTop, this.mass, live, this.gained, this.srRows);
    this.mass.fill(0, layout.size);
    for (let c = 0; c < complete; c++) {
      let reached = live[c]!;
      const feeders = this.feeders[c]!;
      for (let i = 0; i < feeders.length && reached === 0; i++) reached = live[feeders[i]!]!;
      next[c] = reached;
    }
    this.next = live;
    this.live = next;
    return absorbed;
  }

  /** Mass not yet completed, summed over the blocks that may hold some. */
  liveMass(): number {
    const { offset, full, blocks } = this.layout;
    let total = 0;
    for (let c = 0; c < blocks - 1; c++) {
      if (this.live[c] === 0) continue;
      const to = offset[c]! + (full[c] ? FULL_BLOCK : PITY_ROWS);
      for (let i = offset[c]!; i < to; i++) total += this.mass[i]!;
    }
    return total;
  }

  /** What the coming pull completes, by the counters it leaves; read before the pull moves the mass. */
  private readEnds(ended: Float64Array): void {
    const { mass, bands } = this;
    const { offset, full } = this.layout;
    ended.fill(0);
    for (const { block, band, share } of this.ends) {
      if (this.live[block] === 0) continue;
      const width = full[block] === 1 ? WIDTH : 1;
      for (let p = 0; p < PITY_ROWS; p++) {
        const row = offset[block]! + p * width;
        if (band === BAND_A || band === BAND_B) {
          let sum = 0;
          for (let s = 0; s < width; s++) sum += mass[row + s]!;
          ended[0]! += sum * (band === BAND_A ? bands.a[p]! : bands.b[p]!) * share;
          continue;
        }
        // SR and R results come only below hard pity, and only in blocks that keep the SR counter.
        if (p >= HARD_PITY) continue;
        const to = (p + 1) * WIDTH;
        const sr = bands.sr[p]!;
        const r = bands.r[p]!;
        if (band === BAND_SR) {
          let below = 0;
          for (let s = 0; s < WIDTH - 1; s++) below += mass[row + s]!;
          ended[to]! += (below * sr + mass[row + WIDTH - 1]! * (sr + r)) * share;
        } else {
          for (let s = 0; s < WIDTH - 1; s++) ended[to + s + 1]! += mass[row + s]! * r * share;
        }
      }
    }
  }
}
