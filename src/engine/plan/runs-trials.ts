/**
 * Monte Carlo for any run plan: ML runs mixed in (Anima and Apex share the crystals), or one too large to answer
 * exactly. Each trial plays the question out as stated: runs in pull order, each run
 * pulling on its banner (by its rules, from that banner's counters as the trial left them) until its targets are
 * complete or its pulls run out, paid with the tickets left by its end and then crystals, one ticket per pull.
 * A run that runs out ends the trial: nothing after it can count.
 *
 * Pulls are decided by the banner's `PullKernel` with one u32 draw each, as the batch engine does, so a seed and a
 * number of trials always give the same counts.
 */

import { decideMemo, DECIDED_SR, DECIDED_TOP, kernelOf } from '../pulls/kernel';
import type { PullKernel } from '../pulls/kernel';
import { fillDraws } from '../pulls/rng';
import type { RandomSource } from '../pulls/rng';
import type { BannerId } from '../types';
import type { CheckedRunPlan } from './runs-validate';

/** Successes per run (pull order) and per target (request order) over `trials` trials. */
export interface RunTrialCounts {
  readonly trials: number;
  readonly runs: Float64Array<ArrayBuffer>;
  readonly targets: Float64Array<ArrayBuffer>;
}

const DRAWS = 4096;

interface RunSetup {
  readonly banner: BannerId;
  readonly kernel: PullKernel;
  /** slot[c]: which of the run's targets roster index c is, or -1. */
  readonly slot: Int8Array;
  readonly wanted: Int32Array;
  readonly positions: Int32Array;
  readonly price: number;
  readonly tickets: number;
  readonly crystals: number;
}

function setups(plan: CheckedRunPlan): RunSetup[] {
  const { economy } = plan.request;
  return plan.runs.map((run) => {
    const slot = new Int8Array(run.rules.roster.length).fill(-1);
    run.targets.forEach((x, i) => (slot[x.character] = i));
    const apex = run.banner === 'ml';
    return {
      banner: run.banner,
      kernel: kernelOf(run.rules.banners[run.banner]),
      slot,
      wanted: Int32Array.from(run.targets, (x) => x.copies),
      positions: Int32Array.from(run.targets, (x) => x.position),
      price: apex ? economy.crystalsPerApex : economy.crystalsPerAnima,
      tickets: apex ? run.holdings.apex : run.holdings.anima,
      crystals: run.holdings.crystals,
    };
  });
}

/** Runs `trials` trials of the plan on one stream. */
export function runRunTrials(plan: CheckedRunPlan, trials: number, rng: RandomSource): RunTrialCounts {
  if (DECIDED_TOP !== 512 || DECIDED_SR !== 256) throw new Error('runRunTrials() literals are stale');
  const list = setups(plan);
  const runs = new Float64Array(list.length);
  const targets = new Float64Array(plan.request.targets.length);
  const draws = new Uint32Array(DRAWS);
  let next = DRAWS;
  const have = new Int32Array(Math.max(1, ...list.map((x) => x.wanted.length)));
  const pity: Record<BannerId, number> = { limited: 0, perma: 0, ml: 0 };
  const sr: Record<BannerId, number> = { limited: 0, perma: 0, ml: 0 };
  for (let trial = 0; trial < trials; trial++) {
    for (const banner of ['limited', 'perma', 'ml'] as const) {
      pity[banner] = plan.request.counters[banner].pity;
      sr[banner] = plan.request.counters[banner].sr;
    }
    let usedAnima = 0;
    let usedApex = 0;
    let usedCrystals = 0;
    for (let r = 0; r < list.length; r++) {
      const { banner, kernel, slot, wanted, positions, price } = list[r]!;
      const apex = banner === 'ml';
      const tickets = list[r]!.tickets - (apex ? usedApex : usedAnima);
      const crystals = list[r]!.crystals - usedCrystals;
      const afford = tickets + Math.floor(crystals / price);
      const m = wanted.length;
      let p = pity[banner];
      let s = sr[banner];
      let length = 0;
      let level = 0;
      have.fill(0);
      while (level < m && length < afford) {
        if (next === DRAWS) {
          fillDraws(rng, draws, 0, DRAWS);
          next = 0;
        }
        const v = decideMemo(kernel, p, s, draws[next++]!);
        length++;
        if (v >= 512) {
          p = 0;
          s = 0;
        } else {
          p++;
          s = v >= 256 ? 0 : s + 1;
        }
        const i = slot[v & 255]!;
        if (i < 0 || have[i]! >= wanted[i]!) continue;
        have[i]!++;
        while (level < m && have[level]! >= wanted[level]!) level++;
      }
      for (let j = 0; j < level; j++) targets[positions[j]!]!++;
      if (level < m) break;
      runs[r]!++;
      pity[banner] = p;
      sr[banner] = s;
      const fromTickets = Math.min(length, tickets);
      if (apex) usedApex += fromTickets;
      else usedAnima += fromTickets;
      usedCrystals += (length - fromTickets) * price;
    }
  }
  return { trials, runs, targets };
}
