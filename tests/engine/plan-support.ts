/** Shared fixtures for the planner's tests: plan requests, and independent reference distributions. */

import { planExact } from '../../src/engine/plan/exact';
import type { BannerStages, PlanExactOptions } from '../../src/engine/plan/exact';
import type { Holdings, PlanRequest, PlanTarget } from '../../src/engine/plan/types';
import { checkPlan } from '../../src/engine/plan/validate';
import type { CheckedPlan } from '../../src/engine/plan/validate';
import { HARD_PITY } from '../../src/engine/pulls/rules';
import type { BannerId, Counters } from '../../src/engine/types';
import { indexOf, rules } from './support';

export const NONE: Holdings = { crystals: 0, anima: 0, apex: 0 };
export const FRESH: Counters = { pity: 0, sr: 0 };

/** [character id, banner, copies] */
export type TargetSpec = readonly [string, BannerId, number];

export function target([id, banner, copies]: TargetSpec): PlanTarget {
  return { character: indexOf(id), banner, copies };
}

/** A plan of these targets from fresh counters, nothing on hand, no income, for a date a month ahead. */
export function planOf(targets: readonly TargetSpec[], overrides: Partial<PlanRequest> = {}): PlanRequest {
  return {
    targets: targets.map(target),
    counters: { limited: FRESH, perma: FRESH, ml: FRESH },
    onHand: NONE,
    income: { daily: NONE, weekly: NONE, monthly: NONE, events: [] },
    economy: { crystalsPerAnima: 100, crystalsPerApex: 300 },
    clock: { today: '2026-03-10', minuteOfDay: 600 },
    targetDate: '2026-04-10',
    resetHour: 5,
    weeklyResetDay: 1,
    ...overrides,
  };
}

export function checked(request: PlanRequest): CheckedPlan {
  return checkPlan(rules, request);
}

/** Every banner's exact stages for a plan; fails the test when the plan is too large. */
export function exactStages(request: PlanRequest, options: PlanExactOptions = {}): BannerStages[] {
  const outcome = planExact(rules, checked(request), options);
  if (!outcome.ok) throw new Error('expected an exact answer');
  return [...outcome.banners];
}

export function stagesOf(stages: readonly BannerStages[], banner: BannerId): readonly Float64Array[] {
  const found = stages.find((s) => s.banner === banner);
  if (!found) throw new Error(`no stages for ${banner}`);
  return found.cdf;
}

/** pmf from a cdf. */
export function pmfOf(cdf: ArrayLike<number>): number[] {
  return Array.from(cdf, (v, t) => v - (t > 0 ? cdf[t - 1]! : 0));
}

/** The Limited banner's top-rarity chance at pity p, from the rules as the header of src/engine/pulls/rules.ts states them. */
export function limitedTopChance(p: number): number {
  if (p >= HARD_PITY) return 1;
  const bonus = p < 50 ? 0 : (0.15 * Math.log(1 + (p - 50))) / Math.log(30);
  return 0.01 + bonus;
}

/** P(N = t) for the featured character's first copy on Limited from pity `start`: the first top result. */
export function firstFeaturedPmf(start: number): number[] {
  const pmf = [0];
  let survive = 1;
  for (let p = start; p <= HARD_PITY; p++) {
    const q = limitedTopChance(p);
    pmf.push(survive * q);
    survive *= 1 - q;
  }
  return pmf;
}

/** The plain O(n * m) convolution. */
export function convolvePlain(a: ArrayLike<number>, b: ArrayLike<number>): number[] {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  for (let i = 0; i < a.length; i++) for (let j = 0; j < b.length; j++) out[i + j]! += a[i]! * b[j]!;
  return out;
}

export function cumulative(pmf: readonly number[]): number[] {
  let running = 0;
  return pmf.map((v) => (running += v));
}
