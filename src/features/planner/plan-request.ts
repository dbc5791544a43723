import { CHARACTERS } from '../../catalogue/characters';
import { PLAN_HORIZON_DAYS, type PlanClock, type PlanRequest } from '../../engine/plan/types';
import type { SavedPlan } from '../../storage/plan-store';
import { bannersFor, defaultBanner } from './banner-offer';
import { addDays, daysBetween } from './plan-dates';

/** From a saved plan to what the planner is asked: roster indices for ids, and only what is still to come. */

const rosterIndex = new Map(CHARACTERS.map((c, i) => [c.id, i]));

/** The engine's roster index of a character id (the catalogue's order, which the workers' rules are built on). */
export function indexOfCharacter(id: string): number {
  return rosterIndex.get(id) ?? -1;
}

/** Why a plan cannot be answered as it stands; each kind is worded in ./plan-wording.ts. */
export type PlanBlocker =
  | { readonly kind: 'no-targets' }
  /** Every target is met by copies the player owns, and they asked to leave those out. */
  | { readonly kind: 'all-owned' }
  | { readonly kind: 'date-passed'; readonly today: string }
  | { readonly kind: 'date-too-far'; readonly latest: string };

/** `allOwned`: the plan's targets are empty because owned copies met them all, not because none were added. */
export function planBlockers(plan: SavedPlan, clock: PlanClock, allOwned = false): PlanBlocker[] {
  const blockers: PlanBlocker[] = [];
  if (plan.targets.length === 0) blockers.push({ kind: allOwned ? 'all-owned' : 'no-targets' });
  const days = daysBetween(clock.today, plan.targetDate);
  if (days < 0) blockers.push({ kind: 'date-passed', today: clock.today });
  if (days > PLAN_HORIZON_DAYS)
    blockers.push({ kind: 'date-too-far', latest: addDays(clock.today, PLAN_HORIZON_DAYS) });
  return blockers;
}

/**
 * Every target on a banner that can give its character: one saved on another (only an edited value can hold one)
 * moves to the character's default banner, keeping its copies and place.
 */
export function withOfferedBanners(plan: SavedPlan): SavedPlan {
  let changed = false;
  const targets = plan.targets.map((target) => {
    const index = indexOfCharacter(target.character);
    if (bannersFor(index).includes(target.banner)) return target;
    const banner = defaultBanner(CHARACTERS[index]!, index);
    if (!banner) return target;
    changed = true;
    return { ...target, banner };
  });
  return changed ? { ...plan, targets } : plan;
}

/** The request for a plan with no blockers. Events dated before today are past: their amounts are on hand. */
export function toPlanRequest(plan: SavedPlan, clock: PlanClock): PlanRequest {
  const { income } = plan;
  return {
    targets: plan.targets.map((t) => ({
      character: indexOfCharacter(t.character),
      copies: t.copies,
      banner: t.banner,
    })),
    counters: plan.counters,
    onHand: plan.onHand,
    income: {
      daily: income.daily,
      weekly: income.weekly,
      monthly: income.monthly,
      events: income.events.filter((e) => daysBetween(clock.today, e.date) >= 0),
    },
    economy: plan.economy,
    clock,
    targetDate: plan.targetDate,
    resetHour: plan.resetHour,
    weeklyResetDay: plan.weeklyResetDay,
  };
}
