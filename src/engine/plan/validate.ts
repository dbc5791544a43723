/**
 * The pull planner, step one: check a plan against the rules and arrange its targets per banner, in list order.
 * Anything absurd (NaN, negative, over 1e9, malformed dates, a target date before today or over ten years ahead) is
 * refused with a PlanRequestError naming the kind of fault, so nothing later can loop on it.
 */

import { bandOf } from '../odds/prepare';
import type { Band } from '../odds/prepare';
import { stationaryRates } from '../pulls/rates';
import { PlanRequestError } from './errors';
import { parseDate } from './calendar';
import { MAX_COPIES, MAX_TARGETS } from './types';
import type { Economy, Holdings, PlanRequest } from './types';
import { HARD_PITY, KIND_NONE, SR_GUARANTEE } from '../pulls/rules';
import type { Rules } from '../pulls/rules';
import { BANNER_IDS } from '../types';
import type { BannerId, Counters } from '../types';

/** Largest amount of any currency, and largest exchange rate, a plan may state. */
export const MAX_AMOUNT = 1e9;
/** Most one-off income events in one plan. */
export const MAX_EVENTS = 1000;
/** Latest target date: this many days after today (ten years). */
export const MAX_TARGET_DAYS = 3653;

/** A target as the calculators need it. */
export interface BannerTarget {
  /** Position in the plan's list. */
  readonly position: number;
  readonly character: number;
  readonly copies: number;
  readonly band: Band;
  /** Chance that a pull in the band gives this character. */
  readonly share: number;
  /** The banner's long-run rate of this character per pull. */
  readonly rate: number;
}

export interface CheckedPlan {
  readonly request: PlanRequest;
  /** Each banner's targets in list order (empty for a banner the plan does not use). */
  readonly targets: Readonly<Record<BannerId, readonly BannerTarget[]>>;
  /** stages[k - 1][banner]: how many of that banner's targets are among the plan's first k. */
  readonly stages: readonly Readonly<Record<BannerId, number>>[];
  /** Day numbers of today and of the target date. */
  readonly today: number;
  readonly targetDay: number;
}

/** The banners that can give a character (none for an unknown or unpullable one). */
export function bannersThatGive(rules: Rules, rosterIndex: number): BannerId[] {
  if (!Number.isInteger(rosterIndex) || rosterIndex < 0 || rosterIndex >= rules.roster.length) return [];
  return BANNER_IDS.filter((banner) => rules.banners[banner].kind[rosterIndex] !== KIND_NONE);
}

const isWhole = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

function checkHoldings(holdings: Holdings | undefined, field: string): void {
  const ok =
    holdings !== null &&
    typeof holdings === 'object' &&
    isWhole(holdings.crystals, 0, MAX_AMOUNT) &&
    isWhole(holdings.anima, 0, MAX_AMOUNT) &&
    isWhole(holdings.apex, 0, MAX_AMOUNT);
  if (!ok) throw new PlanRequestError({ kind: 'holdings', field });
}

function checkEconomy(economy: Economy | undefined): void {
  const ok =
    economy !== null &&
    typeof economy === 'object' &&
    isWhole(economy.crystalsPerAnima, 1, MAX_AMOUNT) &&
    isWhole(economy.crystalsPerApex, 1, MAX_AMOUNT);
  if (!ok) throw new PlanRequestError({ kind: 'economy', field: 'economy' });
}

function checkCounters(counters: Counters | undefined, banner: BannerId): Counters {
  if (!counters || !isWhole(counters.pity, 0, HARD_PITY) || !isWhole(counters.sr, 0, SR_GUARANTEE)) {
    throw new PlanRequestError({ kind: 'counters', banner });
  }
  return { pity: counters.pity, sr: counters.sr };
}

function checkTargets(rules: Rules, request: PlanRequest): Record<BannerId, BannerTarget[]> {
  const list: unknown = request.targets;
  if (!Array.isArray(list) || list.length === 0) throw new PlanRequestError({ kind: 'no-targets' });
  if (list.length > MAX_TARGETS) throw new PlanRequestError({ kind: 'too-many-targets' });
  const byBanner: Record<BannerId, BannerTarget[]> = { limited: [], perma: [], ml: [] };
  const seen = new Set<number>();
  request.targets.forEach((target, position) => {
    const { character, copies, banner } = target ?? {};
    if (!isWhole(character, 0, rules.roster.length - 1)) {
      throw new PlanRequestError({ kind: 'unknown-character', target: position });
    }
    if (seen.has(character)) throw new PlanRequestError({ kind: 'duplicate-character', target: position });
    seen.add(character);
    if (!isWhole(copies, 1, MAX_COPIES)) throw new PlanRequestError({ kind: 'copies', target: position });
    if (!bannersThatGive(rules, character).includes(banner)) {
      throw new PlanRequestError({ kind: 'banner-cannot-give', target: position });
    }
    const { band, share } = bandOf(rules.banners[banner], character);
    const rate = stationaryRates(rules, banner).character[character]!;
    byBanner[banner].push({ position, character, copies, band, share, rate });
  });
  return byBanner;
}

export function checkCalendar(request: PlanRequest): { today: number; targetDay: number } {
  const { clock, income } = request;
  const today = parseDate(clock?.today);
  if (today === null) throw new PlanRequestError({ kind: 'date', field: 'today' });
  if (!isWhole(clock.minuteOfDay, 0, 24 * 60 - 1)) throw new PlanRequestError({ kind: 'date', field: 'minuteOfDay' });
  if (!isWhole(request.resetHour, 0, 23)) throw new PlanRequestError({ kind: 'date', field: 'resetHour' });
  if (!isWhole(request.weeklyResetDay, 0, 6)) throw new PlanRequestError({ kind: 'date', field: 'weeklyResetDay' });
  const targetDay = parseDate(request.targetDate);
  if (targetDay === null || targetDay < today || targetDay > today + MAX_TARGET_DAYS) {
    throw new PlanRequestError({ kind: 'date', field: 'targetDate' });
  }
  const events: unknown = income.events;
  if (!Array.isArray(events) || events.length > MAX_EVENTS)
    throw new PlanRequestError({ kind: 'holdings', field: 'events' });
  income.events.forEach((event, i) => {
    if (parseDate(event?.date) === null) throw new PlanRequestError({ kind: 'date', field: `events[${i}]` });
    checkHoldings(event.amounts, `events[${i}]`);
  });
  return { today, targetDay };
}

/**
 * What every plan holds besides its targets and dates: each banner's counters, the economy, what is on hand and what
 * comes in. Throws a PlanRequestError on the first fault.
 */
export function checkAccount(request: Pick<PlanRequest, 'counters' | 'economy' | 'onHand' | 'income'>): void {
  for (const banner of BANNER_IDS) checkCounters(request.counters?.[banner], banner);
  checkEconomy(request.economy);
  checkHoldings(request.onHand, 'onHand');
  const { income } = request;
  if (income === null || typeof income !== 'object') throw new PlanRequestError({ kind: 'holdings', field: 'income' });
  checkHoldings(income.daily, 'income.daily');
  checkHoldings(income.weekly, 'income.weekly');
  checkHoldings(income.monthly, 'income.monthly');
}

/** Checks a plan and arranges it for the calculators; throws a PlanRequestError on the first fault. */
export function checkPlan(rules: Rules, request: PlanRequest): CheckedPlan {
  if (request === null || typeof request !== 'object') throw new PlanRequestError({ kind: 'no-targets' });
  const targets = checkTargets(rules, request);
  checkAccount(request);
  const { today, targetDay } = checkCalendar(request);
  const stages = request.targets.map((_, k) => {
    const stage: Record<BannerId, number> = { limited: 0, perma: 0, ml: 0 };
    for (const target of request.targets.slice(0, k + 1)) stage[target.banner]++;
    return stage;
  });
  return { request, targets, stages, today, targetDay };
}
