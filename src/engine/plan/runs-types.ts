/**
 * The planner's banner runs (issue 28): what the player asks when targets sit on runs with dates of their own, and
 * what the engine answers.
 *
 * A run is a banner (for Limited, the ssr it features) and optional start and end dates. The question's rules:
 * - runs are pulled in the order they end (ties: list order); a run's targets in list order, copies of any of them
 *   counting whenever they come;
 * - a run's pulls are paid from what the player holds by the run's end (on hand plus income up to that day, as the
 *   planner counts it for its target date), less what the runs before it spent: tickets first, then crystals buy the
 *   ticket each pull needs (Anima on Limited and Perma, Apex on ML);
 * - runs on one banner share that banner's counters, in pull order, from `counters[banner]`.
 * A run's start date is checked (no later than its end) but changes no budget: holdings only grow, so what the player
 * can spend on a run is fixed by its end.
 */

import type { Estimate, Holdings, PlanRequest } from './types';
import type { BannerId } from '../types';

/** Most runs in one plan. */
export const MAX_RUNS = 12;

export interface BannerRun {
  readonly banner: BannerId;
  /** Limited only: the roster index of the ssr the run features; the specified featured character when absent. */
  readonly featured?: number;
  /** `YYYY-MM-DD`; checked against the end, and changes no budget. */
  readonly start?: string;
  /** `YYYY-MM-DD`, today .. the request's targetDate; the targetDate when absent. */
  readonly end?: string;
}

/** `copies` copies of a character from run `run` (a position in the request's runs). */
export interface RunTarget {
  readonly character: number;
  readonly copies: number;
  readonly run: number;
}

export interface RunPlanRequest extends Omit<PlanRequest, 'targets'> {
  readonly targets: readonly RunTarget[];
  readonly runs: readonly BannerRun[];
}

/** One run's figures. */
export interface RunAnswer {
  /** The run's last day, `YYYY-MM-DD`. */
  readonly end: string;
  /** What the player holds by that day, before anything is spent. */
  readonly holdings: Holdings;
  /** Pulls those holdings buy on this run's ticket kind, were nothing spent before it. */
  readonly pulls: number;
  /** Chance of this run's targets and of everything pulled before it. */
  readonly chance: Estimate;
}

/** Why an answer is Monte Carlo: an ML run (two ticket kinds share crystals), the exact walk over the work budget, or
 * the caller asked for it. Runs that start from uncertain counters (after an SR or R target) are answered exactly. */
export type RunsEstimateReason = 'apex' | 'too-large' | 'asked';

export interface RunPlanAnswer {
  readonly method: 'exact' | 'monte-carlo';
  /** Trials behind a Monte Carlo answer; 0 for an exact one. */
  readonly trials: number;
  /** Null for an exact answer. */
  readonly reason: RunsEstimateReason | null;
  /** Positions in the request's runs, in the order they are pulled. */
  readonly order: readonly number[];
  /** runs[i]: the request's run i. */
  readonly runs: readonly RunAnswer[];
  /** targets[k]: the request's target k with everything pulled before it (earlier runs, earlier targets of its run). */
  readonly targets: readonly Estimate[];
  /** Chance of every target. */
  readonly chanceAll: Estimate;
}
