/**
 * The exact distribution of T, the number of pulls until every selected character has been obtained.
 *
 * The pulls form a Markov chain over (pity 0..80, SR counter 0..9, how many members of each interchangeable class
 * have been obtained). Forward probabilities are pushed one pull at a time; mass that completes the selection is
 * P(T = t). The SR counter is carried only while an SR or R class is still incomplete: after that only top results
 * can complete the selection and their chance depends on pity alone, so those states keep pity only.
 *
 * One pull moves (p, s) to (0, 0) on a top result, to (p + 1, 0) on SR and to (p + 1, s + 1) on R, so each
 * class-count block is updated in place, from the highest pity row down, and blocks from the most complete down:
 * every move then lands in a row or block that has already been updated this pull.
 */

import type { BandTable, CalcPlan } from './calc-plan';
import { BAND_A, BAND_B, BAND_R, BAND_SR } from './calc-plan';
import { HARD_PITY, PITY_ROWS, SR_GUARANTEE } from './rules';

/** The computation stops once P(T > horizon) is below this. */
export const EXACT_TAIL = 1e-6;
/**
 * Work limit in state-pulls (states times horizon); beyond it the answer comes from Monte Carlo instead. At a few
 * nanoseconds per state-pull this is about a second in a worker, no longer than the 100,000 trials it replaces.
 */
export const EXACT_BUDGET = 5e8;

const WIDTH = SR_GUARANTEE + 1;
const FULL_BLOCK = PITY_ROWS * WIDTH;
if (WIDTH !== 10) throw new Error('step() is unrolled for SR counters 0..9');

export interface ExactDistribution {
  /** pmf[t] = P(T = t) for t = 0..horizon (pmf[0] is 0). */
  readonly pmf: Float64Array<ArrayBuffer>;
  /** cdf[t] = P(T <= t). */
  readonly cdf: Float64Array<ArrayBuffer>;
  /** P(T > horizon), below EXACT_TAIL. */
  readonly tailMass: number;
  /** Chain states the computation carried (all class-count blocks). */
  readonly states: number;
}

export type ExactOutcome =
  | { readonly ok: true; readonly distribution: ExactDistribution }
  | { readonly ok: false; readonly reason: 'too-large'; readonly states: number; readonly estimatedPulls: number };

export interface ExactOptions {
  readonly budget?: number;
  readonly tail?: number;
  /** Called now and then with a rough fraction done. */
  readonly onProgress?: (fraction: number) => void;
}

interface Layout {
  /** Number of class-count vectors; the last one (everything obtained) is absorbing and not stored. */
  readonly blocks: number;
  readonly offset: Int32Array;
  /** 1 when the block carries the SR counter, 0 when it keeps pity only. */
  readonly full: Uint8Array;
  readonly size: number;
  /** Per block and band: the chance a pull in that band changes nothing. */
  readonly stay: Float64Array;
  /** Per block and band: moves[start .. end) in moveTarget / moveShare. */
  readonly moveStart: Int32Array;
  readonly moveTarget: Int32Array;
  readonly moveShare: Float64Array;
}

function buildLayout(plan: CalcPlan): Layout {
  const { classes } = plan;
  const radix = classes.map((c) => c.members.length + 1);
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
  let size = 0;
  for (let c = 0; c < blocks; c++) {
    const counts = classes.map((_, k) => Math.floor(c / stride[k]!) % radix[k]!);
    const srIncomplete = classes.some(
      (cls, k) => (cls.band === BAND_SR || cls.band === BAND_R) && counts[k]! < cls.members.length,
    );
    full[c] = plan.needsSrCounter && srIncomplete ? 1 : 0;
    offset[c] = size;
    if (c !== complete) size += full[c] ? FULL_BLOCK : PITY_ROWS;
    for (let band = 0; band < 4; band++) {
      moveStart[c * 4 + band] = targets.length;
      let left = 1;
      classes.forEach((cls, k) => {
        const missing = cls.members.length - counts[k]!;
        if (cls.band !== band || missing === 0) return;
        const share = missing * cls.share;
        targets.push(c + stride[k]!);
        shares.push(share);
        left -= share;
      });
      stay[c * 4 + band] = left;
    }
  }
  moveStart[blocks * 4] = targets.length;
  return {
    blocks,
    offset,
    full,
    size,
    stay,
    moveStart,
    moveTarget: Int32Array.from(targets),
    moveShare: Float64Array.from(shares),
  };
}

/**
 * A generous guess at the horizon: the rarest member, pulled at its long-run rate, is missed by t pulls with chance
 * about exp(-rate t); summed over members that falls below the tail cut at ln(members / tail) / rate.
 */
export function estimateHorizon(plan: CalcPlan, tail = EXACT_TAIL): number {
  return Math.ceil((1.15 * Math.log(plan.selected.length / tail)) / plan.rarestRate) + PITY_ROWS;
}

const PROGRESS_EVERY = 512;

/**
 * One pull applied to every block in place; returns the mass that completed the selection on this pull. Kept as one
 * function of typed arrays, with no closures, so the JIT keeps it tight.
 */
function step(layout: Layout, bands: BandTable, nonTop: Float64Array, mass: Float64Array): number {
  const { blocks, offset, full, stay, moveStart, moveTarget, moveShare } = layout;
  const bandA = bands.a;
  const bandB = bands.b;
  const bandSr = bands.sr;
  const bandR = bands.r;
  const width = WIDTH;
  const due = SR_GUARANTEE;
  const hard = HARD_PITY;
  const complete = blocks - 1;
  let absorbed = 0;
  for (let c = complete - 1; c >= 0; c--) {
    const base = offset[c]!;
    const bandsAt = c * 4;
    let topA = 0;
    let topB = 0;
    if (full[c] === 1) {
      const staySr = stay[bandsAt + BAND_SR]!;
      const stayR = stay[bandsAt + BAND_R]!;
      const srFrom = moveStart[bandsAt + BAND_SR]!;
      const srTo = moveStart[bandsAt + BAND_SR + 1]!;
      const rFrom = moveStart[bandsAt + BAND_R]!;
      const rTo = moveStart[bandsAt + BAND_R + 1]!;
      const hardRow = base + hard * width;
      let all = 0;
      for (let s = 0; s < width; s++) all += mass[hardRow + s]!;
      topA += all * bandA[hard]!;
      topB += all * bandB[hard]!;
      for (let p = hard - 1; p >= 0; p--) {
        const row = base + p * width;
        const pr = bandR[p]!;
        const shifted = pr * stayR;
        // Row p + 1 was read on the previous iteration, so it is overwritten now: R shifts s up by one.
        // Unrolled over s = 0..8 (SR_GUARANTEE, checked at load): this is where nearly all the time goes.
        const m0 = mass[row]!;
        const m1 = mass[row + 1]!;
        const m2 = mass[row + 2]!;
        const m3 = mass[row + 3]!;
        const m4 = mass[row + 4]!;
        const m5 = mass[row + 5]!;
        const m6 = mass[row + 6]!;
        const m7 = mass[row + 7]!;
        const m8 = mass[row + 8]!;
        const forced = mass[row + 9]!;
        const below = m0 + m1 + m2 + m3 + m4 + m5 + m6 + m7 + m8;
        const next = row + 10;
        mass[next + 1] = m0 * shifted;
        mass[next + 2] = m1 * shifted;
        mass[next + 3] = m2 * shifted;
        mass[next + 4] = m3 * shifted;
        mass[next + 5] = m4 * shifted;
        mass[next + 6] = m5 * shifted;
        mass[next + 7] = m6 * shifted;
        mass[next + 8] = m7 * shifted;
        mass[next + 9] = m8 * shifted;
        const sum = below + forced;
        topA += sum * bandA[p]!;
        topB += sum * bandB[p]!;
        const srMass = below * bandSr[p]! + forced * (bandSr[p]! + pr);
        mass[next] = srMass * staySr;
        for (let k = srFrom; k < srTo; k++) {
          const target = moveTarget[k]!;
          const v = srMass * moveShare[k]!;
          if (target === complete) absorbed += v;
          else mass[offset[target]! + (full[target] === 1 ? (p + 1) * width : p + 1)]! += v;
        }
        for (let k = rFrom; k < rTo; k++) {
          const target = moveTarget[k]!;
          const f = pr * moveShare[k]!;
          // Row p itself is rewritten only on the next iteration, so it still holds this pull's starting mass.
          if (target === complete) {
            absorbed += below * f;
          } else if (full[target] === 1) {
            const at = offset[target]! + (p + 1) * width + 1;
            for (let s = 0; s < due; s++) mass[at + s]! += mass[row + s]! * f;
          } else {
            mass[offset[target]! + p + 1]! += below * f;
          }
        }
      }
      for (let s = 1; s < width; s++) mass[base + s] = 0;
    } else {
      let m = mass[base + hard]!;
      topA += m * bandA[hard]!;
      topB += m * bandB[hard]!;
      for (let p = hard - 1; p >= 0; p--) {
        m = mass[base + p]!;
        topA += m * bandA[p]!;
        topB += m * bandB[p]!;
        mass[base + p + 1] = m * nonTop[p]!;
      }
    }
    mass[base] = topA * stay[bandsAt + BAND_A]! + topB * stay[bandsAt + BAND_B]!;
    for (let k = moveStart[bandsAt + BAND_A]!; k < moveStart[bandsAt + BAND_B + 1]!; k++) {
      // Bands A and B are adjacent in the move list; which one a move belongs to decides its source mass.
      const v = (k < moveStart[bandsAt + BAND_B]! ? topA : topB) * moveShare[k]!;
      const target = moveTarget[k]!;
      if (target === complete) absorbed += v;
      else mass[offset[target]!]! += v;
    }
  }
  return absorbed;
}

function grow(array: Float64Array<ArrayBuffer>, length: number): Float64Array<ArrayBuffer> {
  const next = new Float64Array(Math.max(length, array.length * 2));
  next.set(array);
  return next;
}

/**
 * The exact distribution of T, or 'too-large' when the chain times the expected horizon exceeds the budget (then,
 * or if the horizon turns out longer than guessed, no partial answer is returned).
 */
export function exactDistribution(plan: CalcPlan, options: ExactOptions = {}): ExactOutcome {
  const budget = options.budget ?? EXACT_BUDGET;
  const tail = options.tail ?? EXACT_TAIL;
  const layout = buildLayout(plan);
  const states = layout.size;
  const estimatedPulls = estimateHorizon(plan, tail);
  const maxPulls = Math.floor(budget / Math.max(1, states));
  if (estimatedPulls > maxPulls) return { ok: false, reason: 'too-large', states, estimatedPulls };

  const { offset, full } = layout;
  const nonTop = new Float64Array(PITY_ROWS);
  for (let p = 0; p < PITY_ROWS; p++) nonTop[p] = plan.bands.sr[p]! + plan.bands.r[p]!;

  const mass = new Float64Array(states);
  const { pity: p0, sr: s0 } = plan.start;
  mass[offset[0]! + (full[0] ? p0 * WIDTH + s0 : p0)] = 1;

  let pmf = new Float64Array(Math.min(estimatedPulls, maxPulls) + 1);
  let absorbedTotal = 0;
  let t = 0;
  while (1 - absorbedTotal >= tail) {
    if (t >= maxPulls) return { ok: false, reason: 'too-large', states, estimatedPulls: t };
    t++;
    const absorbed = step(layout, plan.bands, nonTop, mass);
    if (t >= pmf.length) pmf = grow(pmf, t + 1);
    pmf[t] = absorbed;
    absorbedTotal += absorbed;
    if (options.onProgress && t % PROGRESS_EVERY === 0) options.onProgress(Math.min(0.99, t / estimatedPulls));
  }

  pmf = pmf.slice(0, t + 1);
  const cdf = new Float64Array(t + 1);
  let running = 0;
  for (let i = 0; i <= t; i++) {
    running += pmf[i]!;
    cdf[i] = Math.min(1, running);
  }
  let tailMass = 0;
  for (let i = 0; i < states; i++) tailMass += mass[i]!;
  return { ok: true, distribution: { pmf, cdf, tailMass, states } };
}
