/**
 * A run plan checked against the rules and arranged for the calculators: runs in pull order, each with its own
 * rules (a Limited run's featured ssr), its targets, its holdings by its end, and how its banner's counters stand
 * when it starts, where that is known for sure.
 *
 * Faults reuse the planner's kinds, so the page words them as it does today's: a run's malformed or out-of-range
 * dates are `date` (field `runs[i].start` / `runs[i].end`); a run whose banner or featured character is not one the
 * rules know is `banner-cannot-give` (field `runs[i]`); a target naming no run is `banner-cannot-give` (its target).
 */

import { bandOf } from '../odds/prepare';
import { canFeature, withFeatured } from '../pulls/featured';
import { stationaryRates } from '../pulls/rates';
import { KIND_NONE, KIND_TOP } from '../pulls/rules';
import type { Rules } from '../pulls/rules';
import { BANNER_IDS } from '../types';
import type { BannerId, Counters } from '../types';
import { holdingsByDay, holdingsOn } from './budget';
import { parseDate } from './calendar';
import { PlanRequestError } from './errors';
import { MAX_RUNS } from './runs-types';
import type { RunPlanRequest } from './runs-types';
import { MAX_COPIES, MAX_TARGETS } from './types';
import type { Holdings } from './types';
import { checkAccount, checkCalendar } from './validate';
import type { BannerTarget } from './validate';

export interface CheckedRun {
  /** Position in the request's runs. */
  readonly index: number;
  readonly banner: BannerId;
  /** The rules the run pulls by: on Limited, those featuring its character. */
  readonly rules: Rules;
  readonly endDay: number;
  /** Its targets in list order; `position` is the target's place in the request's list. */
  readonly targets: readonly BannerTarget[];
  readonly holdings: Holdings;
  /** Pulls the holdings buy on the run's ticket kind, were nothing spent before. */
  readonly pulls: number;
  /**
   * The banner's counters when the run starts, when they are certain: the request's for a banner's first run, and
   * pity 0, SR counter 0 after a run whose last pull is always a top result (every target top rarity). Null when an
   * earlier run on the banner may end on an SR or R pull.
   */
  readonly start: Counters | null;
}

export interface CheckedRunPlan {
  readonly request: RunPlanRequest;
  /** Runs in pull order: by end day, ties in list order. */
  readonly runs: readonly CheckedRun[];
  readonly today: number;
  readonly targetDay: number;
}

const isWhole = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

function runRules(rules: Rules, banner: unknown, featured: unknown, i: number): Rules {
  const fault = () => new PlanRequestError({ kind: 'banner-cannot-give', field: `runs[${i}]` });
  if (!(BANNER_IDS as readonly unknown[]).includes(banner)) throw fault();
  if (featured === undefined) return rules;
  if (banner !== 'limited' || typeof featured !== 'number' || !canFeature(rules, featured)) throw fault();
  return withFeatured(rules, featured);
}

function runDays(request: RunPlanRequest, i: number, today: number, targetDay: number): number {
  const run = request.runs[i]!;
  const end = run.end === undefined ? targetDay : parseDate(run.end);
  if (end === null || end < today || end > targetDay)
    throw new PlanRequestError({ kind: 'date', field: `runs[${i}].end` });
  if (run.start !== undefined) {
    const start = parseDate(run.start);
    if (start === null || start > end) throw new PlanRequestError({ kind: 'date', field: `runs[${i}].start` });
  }
  return end;
}

function checkTargets(
  request: RunPlanRequest,
  rules: readonly Rules[],
  banners: readonly BannerId[],
): BannerTarget[][] {
  const list: unknown = request.targets;
  if (!Array.isArray(list) || list.length === 0) throw new PlanRequestError({ kind: 'no-targets' });
  if (list.length > MAX_TARGETS) throw new PlanRequestError({ kind: 'too-many-targets' });
  const byRun: BannerTarget[][] = rules.map(() => []);
  const seen = new Set<number>();
  request.targets.forEach((target, position) => {
    const { character, copies, run } = target ?? {};
    if (!isWhole(run, 0, rules.length - 1))
      throw new PlanRequestError({ kind: 'banner-cannot-give', target: position });
    const r = rules[run]!;
    const banner = banners[run]!;
    if (!isWhole(character, 0, r.roster.length - 1)) {
      throw new PlanRequestError({ kind: 'unknown-character', target: position });
    }
    if (seen.has(character)) throw new PlanRequestError({ kind: 'duplicate-character', target: position });
    seen.add(character);
    if (!isWhole(copies, 1, MAX_COPIES)) throw new PlanRequestError({ kind: 'copies', target: position });
    if (r.banners[banner].kind[character] === KIND_NONE) {
      throw new PlanRequestError({ kind: 'banner-cannot-give', target: position });
    }
    const { band, share } = bandOf(r.banners[banner], character);
    const rate = stationaryRates(r, banner).character[character]!;
    byRun[run]!.push({ position, character, copies, band, share, rate });
  });
  return byRun;
}

/** Whether a run always ends on a top result: it has targets, and all of them are top rarity on its banner. */
export function endsOnTop(run: Pick<CheckedRun, 'rules' | 'banner' | 'targets'>): boolean {
  const kind = run.rules.banners[run.banner].kind;
  return run.targets.length > 0 && run.targets.every((x) => kind[x.character] === KIND_TOP);
}

/** Checks a run plan and arranges it for the calculators; throws a PlanRequestError on the first fault. */
export function checkRunPlan(rules: Rules, request: RunPlanRequest): CheckedRunPlan {
  if (request === null || typeof request !== 'object') throw new PlanRequestError({ kind: 'no-targets' });
  const runs: unknown = request.runs;
  if (!Array.isArray(runs) || runs.length === 0) throw new PlanRequestError({ kind: 'no-targets' });
  if (runs.length > MAX_RUNS) throw new PlanRequestError({ kind: 'too-many-targets' });
  const banners = request.runs.map((run) => run?.banner);
  const perRun = request.runs.map((run, i) => runRules(rules, run?.banner, run?.featured, i));
  const targets = checkTargets(request, perRun, banners);
  checkAccount(request);
  const { today, targetDay } = checkCalendar({ ...request, targets: [] });
  const ends = request.runs.map((_, i) => runDays(request, i, today, targetDay));
  const table = holdingsByDay(request, today, targetDay - today);
  const order = ends.map((_, i) => i).sort((a, b) => ends[a]! - ends[b]! || a - b);

  // Per banner, its counters after the last run so far, or null when they are uncertain.
  const after = new Map<BannerId, Counters | null>();
  const checked = order.map((i): CheckedRun => {
    const banner = banners[i]!;
    const holdings = holdingsOn(table, ends[i]! - today);
    const price = banner === 'ml' ? request.economy.crystalsPerApex : request.economy.crystalsPerAnima;
    const tickets = banner === 'ml' ? holdings.apex : holdings.anima;
    const base = { index: i, banner, rules: perRun[i]!, endDay: ends[i]!, targets: targets[i]!, holdings };
    const found = after.get(banner);
    const start = found === undefined ? { ...request.counters[banner] } : found;
    // A run with no targets pulls nothing and leaves the counters as it found them.
    if (base.targets.length > 0) after.set(banner, endsOnTop(base) ? { pity: 0, sr: 0 } : null);
    return { ...base, pulls: tickets + Math.floor(holdings.crystals / price), start };
  });
  return { request, runs: checked, today, targetDay };
}
