import { msg } from '@lingui/core/macro';
import { i18n } from '../../i18n/i18n';
import {
  DEFAULT_ECONOMY,
  DEFAULT_PLAN_DAYS,
  DEFAULT_RESET_HOUR,
  DEFAULT_WEEKLY_RESET_DAY,
} from '../../catalogue/economy';
import type { Holdings } from '../../engine/plan/types';
import type { BannerId, Counters } from '../../engine/types';
import type { SavedPlan } from '../../storage/plan-store';
import { addDays } from './plan-dates';

/** What a new plan starts from, as the player's state gives it now. */

export const NO_HOLDINGS: Holdings = { crystals: 0, anima: 0, apex: 0 };

export type PlanCounters = Readonly<Record<BannerId, Counters>>;

/**
 * A plan with no targets, nothing on hand and no income, due DEFAULT_PLAN_DAYS from `today`, with the game's
 * default resets and exchange rates, and the counters given (the simulator's).
 */
export function newPlan(id: string, name: string, today: string, counters: PlanCounters): SavedPlan {
  return {
    id,
    name,
    targets: [],
    counters: {
      limited: { ...counters.limited },
      perma: { ...counters.perma },
      ml: { ...counters.ml },
    },
    onHand: NO_HOLDINGS,
    income: { daily: NO_HOLDINGS, weekly: NO_HOLDINGS, monthly: NO_HOLDINGS, events: [] },
    economy: { ...DEFAULT_ECONOMY },
    targetDate: addDays(today, DEFAULT_PLAN_DAYS),
    resetHour: DEFAULT_RESET_HOUR,
    weeklyResetDay: DEFAULT_WEEKLY_RESET_DAY,
  };
}

/** `plan-N` for the smallest N no plan uses. */
export function freshPlanId(plans: readonly SavedPlan[]): string {
  const taken = new Set(plans.map((p) => p.id));
  for (let n = 1; ; n++) if (!taken.has(`plan-${n}`)) return `plan-${n}`;
}

/**
 * "My plan" for a first plan, then "Plan N" for the smallest N from 2 whose name is free, in the language shown when
 * the plan is made: the name is then the plan's own, as if the player had typed it.
 */
export function freshPlanName(plans: readonly SavedPlan[]): string {
  if (plans.length === 0) return i18n._(msg`My plan`);
  const taken = new Set(plans.map((p) => p.name));
  for (let n = 2; ; n++) {
    const name = i18n._(msg`Plan ${n}`);
    if (!taken.has(name)) return name;
  }
}
