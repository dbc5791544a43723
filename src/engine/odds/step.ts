/**
 * One pull of the chain (`odds/chain.ts`), in place.
 *
 * One pull moves (p, s) to (0, 0) on a top result, to (p + 1, 0) on SR and to (p + 1, s + 1) on R, so each block is
 * updated in place, from the highest pity row down, and blocks from the most complete down: every move then lands
 * in a row or block that has already been updated this pull.
 */

import type { ChainLayout } from './chain';
import { WIDTH } from './chain';
import type { BandTable } from './prepare';
import { BAND_A, BAND_B, BAND_R, BAND_SR } from './prepare';
import { HARD_PITY, SR_GUARANTEE } from '../pulls/rules';

if (WIDTH !== 10) throw new Error('stepChain() is unrolled for SR counters 0..9');
if (HARD_PITY % 2 !== 0) throw new Error('stepChain() takes pity rows below hard pity two at a time');

/**
 * Books the moves[from .. to) of one block and band, whose band received `total` this pull: each move's mass goes
 * to its level gain, and to the returned absorbed mass when it completes everything.
 */
function settle(layout: ChainLayout, from: number, to: number, total: number, gained: Float64Array): number {
  const complete = layout.blocks - 1;
  let absorbed = 0;
  for (let k = from; k < to; k++) {
    const v = total * layout.moveShare[k]!;
    gained[layout.moveGain[k]!]! += v;
    if (layout.moveTarget[k] === complete) absorbed += v;
  }
  return absorbed;
}

/**
 * One pull applied in place to every block whose `live` flag is set (the others hold no mass, so skipping them
 * changes nothing); returns the mass that completed every count on this pull, and adds the mass of each level gain g
 * to gained[g] (gained[0] collects moves within a level and means nothing). `srRows` is scratch space, a value per
 * pity row. `mass` holds the stored blocks and then
 * PITY_ROWS more values, where moves into the absorbing block land unread, so the loops need no test for it. Kept as
 * one function of typed arrays, with no closures, so the JIT keeps it tight.
 */
export function stepChain(
  layout: ChainLayout,
  bands: BandTable,
  nonTop: Float64Array,
  mass: Float64Array,
  live: Uint8Array,
  gained: Float64Array,
  srRows: Float64Array,
): number {
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
    if (live[c] === 0) continue;
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
      // This pull's SR results and R results over all rows, for the moves' books.
      let srTotal = 0;
      let rTotal = 0;
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
        const below = m0 + m1 + (m2 + m3) + (m4 + m5 + (m6 + m7)) + m8;
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
        srTotal += srMass;
        rTotal += below * pr;
        mass[next] = srMass * staySr;
        srRows[p] = srMass;
        for (let k = rFrom; k < rTo; k++) {
          const target = moveTarget[k]!;
          const f = pr * moveShare[k]!;
          // Row p itself is rewritten only on the next iteration, so it still holds this pull's starting mass.
          if (full[target] === 1) {
            const at = offset[target]! + (p + 1) * width + 1;
            for (let s = 0; s < due; s++) mass[at + s]! += mass[row + s]! * f;
          } else {
            mass[offset[target]! + p + 1]! += below * f;
          }
        }
      }
      for (let s = 1; s < width; s++) mass[base + s] = 0;
      // SR results land at s = 0 of the row above in another block, which this pull has already updated.
      for (let k = srFrom; k < srTo; k++) {
        const target = moveTarget[k]!;
        const f = moveShare[k]!;
        const rowWidth = full[target] === 1 ? width : 1;
        let at = offset[target]! + rowWidth;
        for (let p = 0; p < hard; p++, at += rowWidth) mass[at]! += srRows[p]! * f;
      }
      absorbed += settle(layout, srFrom, srTo, srTotal, gained) + settle(layout, rFrom, rTo, rTotal, gained);
    } else {
      const m = mass[base + hard]!;
      // Two rows a turn with sums of their own: one running sum would make every row wait for the one before.
      let topA2 = 0;
      let topB2 = 0;
      topA += m * bandA[hard]!;
      topB += m * bandB[hard]!;
      for (let p = hard - 1; p > 0; p -= 2) {
        const x = mass[base + p]!;
        const y = mass[base + p - 1]!;
        topA += x * bandA[p]!;
        topB += x * bandB[p]!;
        topA2 += y * bandA[p - 1]!;
        topB2 += y * bandB[p - 1]!;
        mass[base + p + 1] = x * nonTop[p]!;
        mass[base + p] = y * nonTop[p - 1]!;
      }
      topA += topA2;
      topB += topB2;
    }
    mass[base] = topA * stay[bandsAt + BAND_A]! + topB * stay[bandsAt + BAND_B]!;
    const aFrom = moveStart[bandsAt + BAND_A]!;
    const bFrom = moveStart[bandsAt + BAND_B]!;
    const bTo = moveStart[bandsAt + BAND_B + 1]!;
    for (let k = aFrom; k < bTo; k++) mass[offset[moveTarget[k]!]!]! += (k < bFrom ? topA : topB) * moveShare[k]!;
    absorbed += settle(layout, aFrom, bFrom, topA, gained) + settle(layout, bFrom, bTo, topB, gained);
  }
  return absorbed;
}
