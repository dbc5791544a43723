import { CHARACTERS } from '../../catalogue/characters';
import type { BannerRun as EngineRun, RunPlanRequest } from '../../engine/plan/runs-types';
import { PLAN_HORIZON_DAYS, type PlanClock, type PlanRequest } from '../../engine/plan/types';
import { featuredIndexOf } from '../../lib/pickable';
import { runLabel } from '../../lib/runs';
import type { SavedPlan, SavedPlanTarget } from '../../storage/plan-store';
import { defaultBanner } from './banner-offer';
import { addDays, daysBetween } from './plan-dates';
import { runGives, runOfTarget, targetLabel } from './plan-runs';

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
  | { readonly kind: 'date-too-far'; readonly latest: string }
  /** A target's run ended before today: nothing can be pulled on it any more. */
  | { readonly kind: 'run-ended'; readonly target: SavedPlanTarget; readonly end: string }
  /** A target's run starts after the plan's date: nothing can be pulled on it by then. */
  | { readonly kind: 'run-starts-late'; readonly target: SavedPlanTarget; readonly start: string };

/** `allOwned`: the plan's targets are empty because owned copies met them all, not because none were added. */
export function planBlockers(plan: SavedPlan, clock: PlanClock, allOwned = false): PlanBlocker[] {
  const blockers: PlanBlocker[] = [];
  if (plan.targets.length === 0) blockers.push({ kind: allOwned ? 'all-owned' : 'no-targets' });
  const days = daysBetween(clock.today, plan.targetDate);
  if (days < 0) blockers.push({ kind: 'date-passed', today: clock.today });
  if (days > PLAN_HORIZON_DAYS)
    blockers.push({ kind: 'date-too-far', latest: addDays(clock.today, PLAN_HORIZON_DAYS) });
  for (const target of plan.targets) {
    const { start, end } = target.run ?? {};
    if (end !== undefined && end < clock.today) blockers.push({ kind: 'run-ended', target, end });
    else if (start !== undefined && start > plan.targetDate) blockers.push({ kind: 'run-starts-late', target, start });
  }
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
    if (runGives(target.banner, target.run, index)) return target;
    const banner = defaultBanner(CHARACTERS[index]!, index);
    if (!banner) return target;
    changed = true;
    return { character: target.character, copies: target.copies, banner };
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

/** Whether the plan asks about a banner run: a target on one, which only the run planner answers. */
export function asksRuns(plan: SavedPlan): boolean {
  return plan.targets.some((t) => t.run !== undefined);
}

/** A plan with a target on a run, as the run planner is asked it, and the words its answer is shown with. */
export interface RunQuestion {
  readonly request: RunPlanRequest;
  /** targetLabels[k]: the request's target k, "Hoyan ×2 on Limited (Hoyan rerun, until 2027-01-05)". */
  readonly targetLabels: readonly string[];
  /** runLabels[i]: the request's run i, "Hoyan rerun (until 2027-01-05)". */
  readonly runLabels: readonly string[];
}

/**
 * A run question holds the plan's targets and, for each run, the first target on it; its labels are words, made in
 * the language shown whenever they are read. Being getters, they are no part of the question's JSON, so a language
 * switch does not ask the planner again.
 */
class AskedRuns implements RunQuestion {
  constructor(
    readonly request: RunPlanRequest,
    private readonly targets: readonly SavedPlanTarget[],
    private readonly runTargets: readonly SavedPlanTarget[],
  ) {}

  get targetLabels(): string[] {
    return this.targets.map(targetLabel);
  }

  get runLabels(): string[] {
    return this.runTargets.map((target) => runLabel(runOfTarget(target)));
  }
}

/** The engine's run for a target: its banner, its character on Limited, and its days, ended by the plan's date. */
function engineRun(target: SavedPlanTarget, targetDate: string): EngineRun {
  const { start, end, featured } = target.run ?? {};
  const index = target.banner === 'limited' ? featuredIndexOf(featured) : undefined;
  return {
    banner: target.banner,
    ...(index === undefined ? {} : { featured: index }),
    ...(start === undefined ? {} : { start }),
    ...(end === undefined || end > targetDate ? {} : { end }),
  };
}

/**
 * The run planner's question for a plan with no blockers: one engine run per distinct run of its targets (the same
 * banner, character and days are one run, whatever the copies call it), each ending by the plan's date at the latest.
 */
export function toRunQuestion(plan: SavedPlan, clock: PlanClock): RunQuestion {
  const { targets: _targets, ...rest } = toPlanRequest({ ...plan, targets: [] }, clock);
  const runs: EngineRun[] = [];
  const runTargets: SavedPlanTarget[] = [];
  const keys: string[] = [];
  const targets = plan.targets.map((target) => {
    const run = engineRun(target, plan.targetDate);
    const key = JSON.stringify([run.banner, run.featured, run.start, run.end]);
    let at = keys.indexOf(key);
    if (at < 0) {
      at = keys.push(key) - 1;
      runs.push(run);
      runTargets.push(target);
    }
    return { character: indexOfCharacter(target.character), copies: target.copies, run: at };
  });
  return new AskedRuns({ ...rest, targets, runs }, plan.targets, runTargets);
}
