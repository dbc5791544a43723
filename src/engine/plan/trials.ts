/**
 * The planner's Monte Carlo: for each banner the plan uses, seeded trials of "pull from the banner's counters until
 * its targets t_1..t_m all have their copies", recording for every j the pull at which t_1..t_j first all had them
 * (copies count whenever they come). Each histogram is summable across workers, and the answer is built from them
 * exactly as from the exact stage distributions.
 *
 * Every pull is decided by the banner's `PullKernel` (`pulls/kernel.ts`), as the batch engine decides it, one u32 draw per
 * pull. Banners run one after the other on the one stream, each on whole blocks of draws, so a stream and a number
 * of trials always give the same histograms.
 */

import { DECIDED_SR, DECIDED_TOP, decideMemo, kernelOf } from '../pulls/kernel';
import type { PullKernel } from '../pulls/kernel';
import type { BannerTarget, CheckedPlan } from './validate';
import { fillDraws } from '../pulls/rng';
import type { RandomSource } from '../pulls/rng';
import type { Rules } from '../pulls/rules';
import { BANNER_IDS } from '../types';
import type { BannerId, Counters } from '../types';

/** One banner's trials: counts[j - 1][t] trials first had targets 1..j after exactly t pulls. */
export interface BannerHistograms {
  readonly banner: BannerId;
  readonly counts: readonly Uint32Array<ArrayBuffer>[];
}

export interface PlanTrials {
  /** Trials per banner. */
  readonly trials: number;
  readonly banners: readonly BannerHistograms[];
}

const DRAWS = 4096;

/** A histogram that grows as longer trials come. */
class Histogram {
  counts = new Uint32Array(1024);

  add(length: number): void {
    if (length >= this.counts.length) {
      const grown = new Uint32Array(Math.max(length + 1, this.counts.length * 2));
      grown.set(this.counts);
      this.counts = grown;
    }
    this.counts[length]!++;
  }

  /** The counts up to the longest trial recorded. */
  trimmed(): Uint32Array<ArrayBuffer> {
    let end = this.counts.length;
    while (end > 1 && this.counts[end - 1] === 0) end--;
    return this.counts.slice(0, end);
  }
}

/** One banner's trials, run a batch at a time on one stream; the histograms depend only on the stream and count. */
export class BannerTrials {
  readonly histograms: Histogram[];
  /** Trials finished so far. */
  trials = 0;
  /** Pulls made by the finished trials. */
  pulls = 0;
  private readonly kernel: PullKernel;
  private readonly slot: Int8Array;
  private readonly wanted: Int32Array;
  private readonly have: Int32Array;
  private readonly draws = new Uint32Array(DRAWS);
  /** draws[next .. DRAWS) have not been used yet. */
  private next = DRAWS;

  constructor(
    rules: Rules,
    readonly banner: BannerId,
    private readonly targets: readonly BannerTarget[],
    private readonly start: Counters,
    private readonly rng: RandomSource,
  ) {
    if (DECIDED_TOP !== 512 || DECIDED_SR !== 256) throw new Error('BannerTrials.run() literals are stale');
    this.kernel = kernelOf(rules.banners[banner]);
    // slot[c]: which of this banner's targets roster index c is, or -1.
    this.slot = new Int8Array(rules.roster.length).fill(-1);
    targets.forEach((x, i) => (this.slot[x.character] = i));
    this.wanted = Int32Array.from(targets, (x) => x.copies);
    this.have = new Int32Array(targets.length);
    this.histograms = targets.map(() => new Histogram());
  }

  /** Runs `count` more trials. */
  run(count: number): void {
    const { kernel, slot, wanted, have, draws, histograms } = this;
    const m = this.targets.length;
    for (let trial = 0; trial < count; trial++) {
      let p = this.start.pity;
      let s = this.start.sr;
      let length = 0;
      let level = 0;
      have.fill(0);
      while (level < m) {
        if (this.next === DRAWS) {
          fillDraws(this.rng, draws, 0, DRAWS);
          this.next = 0;
        }
        const v = decideMemo(kernel, p, s, draws[this.next++]!);
        length++;
        // DECIDED_TOP and DECIDED_SR, written out (checked at construction) so the loop does not re-read them.
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
        while (level < m && have[level]! >= wanted[level]!) histograms[level++]!.add(length);
      }
      this.trials++;
      this.pulls += length;
    }
  }

  result(): BannerHistograms {
    return { banner: this.banner, counts: this.histograms.map((h) => h.trimmed()) };
  }
}

/** The trial runners of every banner the plan uses, in banner order, all on one stream. */
export function planTrialRunners(rules: Rules, plan: CheckedPlan, rng: RandomSource): BannerTrials[] {
  return BANNER_IDS.filter((banner) => plan.targets[banner].length > 0).map(
    (banner) => new BannerTrials(rules, banner, plan.targets[banner], plan.request.counters[banner], rng),
  );
}

/** Runs `trials` trials for every banner the plan uses, on one stream. */
export function runPlanTrials(rules: Rules, plan: CheckedPlan, trials: number, rng: RandomSource): PlanTrials {
  const runners = planTrialRunners(rules, plan, rng);
  // One banner after another: each runner's leftover draws are never used, so batches do not change the answer.
  for (const runner of runners) runner.run(trials);
  return { trials, banners: runners.map((r) => r.result()) };
}

/** Sums the trials of several streams into one. */
export function mergePlanTrials(parts: readonly PlanTrials[]): PlanTrials {
  const first = parts[0];
  if (!first) throw new RangeError('No trials to merge');
  const banners = first.banners.map(({ banner, counts }) => ({
    banner,
    counts: counts.map((_, j) => {
      const arrays = parts.map((part) => part.banners.find((b) => b.banner === banner)?.counts[j]);
      const sum = new Uint32Array(Math.max(...arrays.map((a) => a?.length ?? 0)));
      for (const a of arrays) {
        if (!a) throw new RangeError('Trials of different plans cannot be merged');
        for (let t = 0; t < a.length; t++) sum[t]! += a[t]!;
      }
      return sum;
    }),
  }));
  return { trials: parts.reduce((sum, part) => sum + part.trials, 0), banners };
}
