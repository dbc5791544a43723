/**
 * Monte Carlo answer to How Much To: many independent trials of "pull until every selected character has been
 * obtained", each recorded as its pull count in a histogram that several workers' results can be summed into.
 *
 * Each pull is decided by the banner's `PullKernel` (`pulls/kernel.ts`), exactly as the batch engine decides it, one u32
 * per pull, but nothing is written per pull: the loop only checks whether the character is a selected one not yet
 * seen in this trial. Trials follow one another on the same stream, so no draw is wasted between them. With an
 * `Sfc32` source the trials run in the kernel's WebAssembly form (`WasmPullKernel.runTrials`, the same loop); with
 * any other source, or without WebAssembly, in `runDraws` below. Both give the same histogram for the same stream.
 */

import type { CalcPlan } from './prepare';
import { DECIDED_SR, DECIDED_TOP, decideMemo, kernelOf } from '../pulls/kernel';
import type { PullKernel } from '../pulls/kernel';
import type { Rules } from '../pulls/rules';
import { fillDraws, Sfc32 } from '../pulls/rng';
import type { RandomSource } from '../pulls/rng';
import { wasmKernelOf } from '../pulls/wasm-kernel';
import type { WasmPullKernel } from '../pulls/wasm-kernel';

/** Trial lengths: counts[t] trials needed exactly t pulls. Summable across workers. */
export interface TrialHistogram {
  readonly counts: Uint32Array<ArrayBuffer>;
  readonly trials: number;
  /** Pulls made over all trials. */
  readonly pulls: number;
}

export interface TrialOptions {
  /** Called with the number of trials finished so far, every `progressEvery` trials or so. */
  readonly onProgress?: (trialsDone: number) => void;
  readonly progressEvery?: number;
}

const DRAWS = 4096;

interface LoopState {
  p: number;
  s: number;
  /** Pulls into the current trial. */
  length: number;
  /** Selected characters not yet seen in the current trial. */
  missing: number;
  trial: number;
  counts: Uint32Array<ArrayBuffer>;
}

function record(state: LoopState, length: number): void {
  if (length >= state.counts.length) {
    const grown = new Uint32Array(Math.max(length + 1, state.counts.length * 2));
    grown.set(state.counts);
    state.counts = grown;
  }
  state.counts[length]!++;
}

/**
 * Runs draws[from .. n) through as many trials as they cover, stopping early when trial number `trials` is done.
 * Returns the number of draws used. `seenIn[c]` holds the trial in which selected character c was last seen, so
 * starting a new trial needs no clearing.
 */
function runDraws(
  kernel: PullKernel,
  plan: CalcPlan,
  draws: Uint32Array,
  from: number,
  n: number,
  wanted: Uint8Array,
  seenIn: Int32Array,
  state: LoopState,
  trials: number,
): number {
  const selected = plan.selected.length;
  const startP = plan.start.pity;
  const startS = plan.start.sr;
  let { p, s, length, missing, trial } = state;
  let j = from;
  // The literals are the engine's DECIDED_SR and DECIDED_TOP, written out as its own loop does (checked by
  // TrialRunner) so that optimised code does not re-read them on every pull.
  while (j < n) {
    const x = draws[j]!;
    j++;
    length++;
    const v = decideMemo(kernel, p, s, x);
    if (v < 256) {
      s++;
      p++;
    } else if (v < 512) {
      s = 0;
      p++;
    } else {
      s = 0;
      p = 0;
    }
    const c = v & 255;
    if (wanted[c] === 1 && seenIn[c] !== trial) {
      seenIn[c] = trial;
      missing--;
      if (missing === 0) {
        record(state, length);
        trial++;
        p = startP;
        s = startS;
        length = 0;
        missing = selected;
        if (trial === trials) break;
      }
    }
  }
  state.p = p;
  state.s = s;
  state.length = length;
  state.missing = missing;
  state.trial = trial;
  return j - from;
}

/**
 * Trials on one stream, run a batch at a time. Unused draws are kept between batches, so the histogram after any
 * sequence of `run` calls depends only on the stream and the total number of trials.
 */
export class TrialRunner {
  private readonly wanted: Uint8Array;
  private readonly seenIn: Int32Array;
  private readonly state: LoopState;
  private readonly kernel: PullKernel;
  /** The WebAssembly loop, when the source is an Sfc32 and WebAssembly is available. */
  private readonly wasm: WasmPullKernel | null;
  private readonly draws = new Uint32Array(DRAWS);
  /** draws[next .. DRAWS) have not been used yet. */
  private next = DRAWS;
  private pullsMade = 0;

  constructor(
    rules: Rules,
    private readonly plan: CalcPlan,
    private readonly rng: RandomSource,
  ) {
    this.kernel = kernelOf(rules.banners[plan.banner]);
    this.wasm = Object.getPrototypeOf(rng) === Sfc32.prototype ? wasmKernelOf(this.kernel) : null;
    if (DECIDED_SR !== 256 || DECIDED_TOP !== 512) {
      throw new Error('runDraws() literals are stale');
    }
    this.wanted = new Uint8Array(rules.roster.length);
    for (const c of plan.selected) this.wanted[c] = 1;
    this.seenIn = new Int32Array(rules.roster.length).fill(-1);
    this.state = {
      p: plan.start.pity,
      s: plan.start.sr,
      length: 0,
      missing: plan.selected.length,
      trial: 0,
      counts: new Uint32Array(1024),
    };
  }

  /** Trials finished so far. */
  get trials(): number {
    return this.state.trial;
  }

  /** Pulls made so far, including those into the unfinished trial. */
  get pulls(): number {
    return this.pullsMade;
  }

  /** Runs `trials` more trials. */
  run(trials: number): void {
    if (!Number.isInteger(trials) || trials < 0)
      throw new RangeError(`Trials must be a non-negative integer, got ${trials}`);
    const goal = this.state.trial + trials;
    if (this.wasm) {
      const { state } = this;
      const start = { p: this.plan.start.pity, s: this.plan.start.sr, selected: this.plan.selected.length };
      const used = this.wasm.runTrials(this.rng as Sfc32, state, start, this.wanted, this.seenIn, goal, (length) =>
        record(state, length),
      );
      this.pullsMade += used;
      return;
    }
    while (this.state.trial < goal) {
      if (this.next === DRAWS) {
        fillDraws(this.rng, this.draws, 0, DRAWS);
        this.next = 0;
      }
      const used = runDraws(
        this.kernel,
        this.plan,
        this.draws,
        this.next,
        DRAWS,
        this.wanted,
        this.seenIn,
        this.state,
        goal,
      );
      this.next += used;
      this.pullsMade += used;
    }
  }

  /** A copy of the histogram so far (pulls into an unfinished trial are not counted). */
  histogram(): TrialHistogram {
    return { counts: this.state.counts.slice(), trials: this.state.trial, pulls: this.pullsMade - this.state.length };
  }
}

/** Runs `trials` trials on `rng` and returns their histogram. Deterministic for a given stream. */
export function runTrials(
  rules: Rules,
  plan: CalcPlan,
  trials: number,
  rng: RandomSource,
  options: TrialOptions = {},
): TrialHistogram {
  const runner = new TrialRunner(rules, plan, rng);
  const step = options.onProgress ? (options.progressEvery ?? 2000) : trials;
  while (runner.trials < trials) {
    runner.run(Math.min(step, trials - runner.trials));
    options.onProgress?.(runner.trials);
  }
  return runner.histogram();
}

/** Sums histograms from several workers into one. */
export function mergeHistograms(parts: readonly TrialHistogram[]): TrialHistogram {
  const length = Math.max(1, ...parts.map((h) => h.counts.length));
  const counts = new Uint32Array(length);
  let trials = 0;
  let pulls = 0;
  for (const h of parts) {
    for (let i = 0; i < h.counts.length; i++) counts[i]! += h.counts[i]!;
    trials += h.trials;
    pulls += h.pulls;
  }
  return { counts, trials, pulls };
}
