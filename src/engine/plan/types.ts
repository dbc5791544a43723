/**
 * The pull planner's vocabulary (How Much To's plan view): what the player asks and what the worker answers.
 *
 * A plan is an ordered list of targets. Pulls are spent in the list's order; each banner keeps its own counters, and
 * whatever a banner has already given counts toward later targets on that same banner. So the pulls a banner needs
 * for its first j targets depend on that banner alone, and banners are independent of each other.
 *
 * Pulls cost tickets: an Anima Prototype pulls on Limited and Perma, an Apex Prototype on ML. Hydra Crystals buy
 * either, at the rates of the economy (the catalogue's defaults, editable by the player).
 */

import type { BannerId, Counters } from '../types';

/** Most copies of one character a target may ask for. */
export const MAX_COPIES = 6;
/** Most targets in one plan. */
export const MAX_TARGETS = 12;

/** The game's exchange rates: Hydra Crystals per ticket. */
export interface Economy {
  readonly crystalsPerAnima: number;
  readonly crystalsPerApex: number;
}

/** Amounts of the three currencies. Whole, non-negative numbers. */
export interface Holdings {
  readonly crystals: number;
  readonly anima: number;
  readonly apex: number;
}

/** A one-off amount (an event's rewards), received at the daily reset of its day. */
export interface IncomeEvent {
  /** A calendar date in the player's time zone, `YYYY-MM-DD`. */
  readonly date: string;
  readonly label: string;
  readonly amounts: Holdings;
}

/** What the player expects to earn. Weekly income arrives at the weekly reset, monthly income on the 1st. */
export interface Income {
  readonly daily: Holdings;
  readonly weekly: Holdings;
  readonly monthly: Holdings;
  readonly events: readonly IncomeEvent[];
}

/** One thing the player wants: `copies` copies of a character from one banner. */
export interface PlanTarget {
  /** Roster index (the engine's). */
  readonly character: number;
  readonly copies: number;
  readonly banner: BannerId;
}

/**
 * "Now", as the player's own calendar and clock give it. The page works these out in the player's time zone; the
 * engine only counts calendar days, so it never needs a time zone itself.
 */
export interface PlanClock {
  /** Today, `YYYY-MM-DD`. */
  readonly today: string;
  /** Minutes since local midnight now, 0..1439. */
  readonly minuteOfDay: number;
}

export interface PlanRequest {
  readonly targets: readonly PlanTarget[];
  readonly counters: Readonly<Record<BannerId, Counters>>;
  readonly onHand: Holdings;
  readonly income: Income;
  readonly economy: Economy;
  readonly clock: PlanClock;
  /** The date the plan is for, `YYYY-MM-DD`, today or later. */
  readonly targetDate: string;
  /** Hour of the daily reset in the player's time zone, 0..23. */
  readonly resetHour: number;
  /** Day of the weekly reset, 0 (Sunday) .. 6 (Saturday). */
  readonly weeklyResetDay: number;
}

/** A chance: exact (low = high = value) or a Monte Carlo estimate with its 95% interval. */
export interface Estimate {
  readonly value: number;
  readonly low: number;
  readonly high: number;
}

/** What the player has by a date, and the crystals' best use. */
export interface PlanBudget {
  readonly holdings: Holdings;
  /** Crystals the best plan turns into each ticket kind (multiples of its price), and what is left. */
  readonly crystalsToAnima: number;
  readonly crystalsToApex: number;
  /** Pulls available on each ticket kind once crystals are exchanged that way. */
  readonly animaPulls: number;
  readonly apexPulls: number;
}

export interface PlanAnswer {
  readonly method: 'exact' | 'monte-carlo';
  /** Trials behind a Monte Carlo answer; 0 for an exact one. */
  readonly trials: number;
  /** What is available by the target date. */
  readonly budget: PlanBudget;
  /** Chance of every target by the target date. */
  readonly chanceAll: Estimate;
  /** prefix[k - 1]: chance of targets 1..k by the target date. */
  readonly chancePrefix: readonly Estimate[];
  /** Total pulls (both ticket kinds) for a 50%, 90% and 99% chance of every target; null beyond what was computed. */
  readonly pullsFor: { readonly p50: number | null; readonly p90: number | null; readonly p99: number | null };
  /** First date (`YYYY-MM-DD`) by which income brings the chance of every target to 50% and 90%; null beyond the horizon. */
  readonly dateFor: { readonly p50: string | null; readonly p90: string | null };
  /** byDay[d]: chance of every target by day d (0 = today), d = 0..horizon. */
  readonly byDay: Float64Array<ArrayBuffer>;
  /** byPulls[t]: chance that every target takes at most t pulls in all. */
  readonly byPulls: Float64Array<ArrayBuffer>;
}

/** Days after today the answers look ahead for `dateFor` and `byDay`. */
export const PLAN_HORIZON_DAYS = 730;
