import { builtOnce, z } from './schema';
import { findCharacter } from '../catalogue/lookups';
import { isCalendarDate } from './calendar-date';
import { MAX_COPIES, MAX_TARGETS } from '../engine/plan/types';
import { MAX_RUN_NAME, runFault } from './runs-store';
import { BANNER_IDS } from '../engine/types';
import { declareVersion, newerVersionIn, parseJson, readLocal, tryWriteLocal } from './local-store';
import { reportStorageFull } from './storage-full';

/**
 * The pull planner's saved plans (How Much To's plan view), under one localStorage key. A plan names its characters
 * by id, never by roster position, so adding a character to the catalogue never changes what a plan asks for. Every
 * amount is a whole number inside the bounds below, so a saved plan can always be shown and sent to the planner.
 *
 * Version 2 adds a target's banner run (`run`): a copy of the run the target is pulled on, so a plan stays the
 * question it was asked as, whatever later happens to the player's runs, and a link or a backup carries it whole.
 * Plans with no target on a run are written as version 1, byte for byte what the builds before wrote, so those
 * builds still read them; version 1 reads as version 2 with no runs.
 */
export const PULL_PLANS_KEY = 'pullPlans';
export const PLANS_VERSION = 2;
/** The version of plans in which no target names a run. */
export const PLANS_FIRST_VERSION = 1;
declareVersion(PULL_PLANS_KEY, PLANS_VERSION);

export const MAX_PLANS = 20;
export const MAX_PLAN_NAME = 40;
export const MAX_EVENTS = 30;
export const MAX_EVENT_LABEL = 40;
/** Any one amount of a currency: far above what a player holds or earns, far below what arithmetic would strain. */
export const MAX_AMOUNT = 10_000_000;
/** Hydra Crystals one ticket may cost. */
export const MAX_RATE = 100_000;
export const MAX_PITY = 80;
export const MAX_SR = 9;

/** A plan as saved, in a link and in a data file, and the saved value (built on first use: see `builtOnce`). */
export const planSchemas = builtOnce(() => {
  const id = z.string().check(z.minLength(1), z.maxLength(40));
  const date = z.string().check(z.refine(isCalendarDate));
  const amount = z.int().check(z.minimum(0), z.maximum(MAX_AMOUNT));
  const rate = z.int().check(z.minimum(1), z.maximum(MAX_RATE));

  const holdings = z.object({ crystals: amount, anima: amount, apex: amount });
  const counters = z.object({
    pity: z.int().check(z.minimum(0), z.maximum(MAX_PITY)),
    sr: z.int().check(z.minimum(0), z.maximum(MAX_SR)),
  });

  const characterId = z.string().check(z.minLength(1), z.maxLength(60));

  /**
   * The banner run a target is pulled on, as the player's runs screen had it when it was chosen (its id left out:
   * the copy is the plan's own). Its banner is the target's. A target with none is on its banner as specified: the
   * catalogue's featured character on Limited, and no dates, so pulled by the plan's date.
   */
  const run = z.object({
    featured: z.optional(characterId),
    name: z.optional(z.string().check(z.maxLength(MAX_RUN_NAME))),
    start: z.optional(date),
    end: z.optional(date),
  });

  const target = z.object({
    character: characterId,
    copies: z.int().check(z.minimum(1), z.maximum(MAX_COPIES)),
    banner: z.enum(BANNER_IDS),
    run: z.optional(run),
  });

  const incomeEvent = z.object({
    date,
    label: z.string().check(z.maxLength(MAX_EVENT_LABEL)),
    amounts: holdings,
  });

  const plan = z.object({
    id,
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_PLAN_NAME)),
    targets: z.array(target).check(z.maxLength(MAX_TARGETS)),
    counters: z.object({ limited: counters, perma: counters, ml: counters }),
    onHand: holdings,
    income: z.object({
      daily: holdings,
      weekly: holdings,
      monthly: holdings,
      events: z.array(incomeEvent).check(z.maxLength(MAX_EVENTS)),
    }),
    economy: z.object({ crystalsPerAnima: rate, crystalsPerApex: rate }),
    targetDate: date,
    resetHour: z.int().check(z.minimum(0), z.maximum(23)),
    weeklyResetDay: z.int().check(z.minimum(0), z.maximum(6)),
  });

  const version = z.union([z.literal(PLANS_FIRST_VERSION), z.literal(PLANS_VERSION)]);
  const saved = z.object({
    version,
    activeId: id,
    plans: z.array(plan).check(z.minLength(1), z.maxLength(MAX_PLANS)),
  });
  const damaged = z.object({ version, activeId: z.unknown(), plans: z.array(z.unknown()) });
  return { run, target, incomeEvent, plan, saved, damaged };
});

type PlanSchemas = ReturnType<typeof planSchemas>;

export type SavedPlan = z.infer<PlanSchemas['plan']>;
export type SavedPlanTarget = z.infer<PlanSchemas['target']>;
export type SavedPlanRun = z.infer<PlanSchemas['run']>;
export type SavedIncomeEvent = z.infer<PlanSchemas['incomeEvent']>;

export interface SavedPlans {
  readonly activeId: string;
  readonly plans: readonly SavedPlan[];
}

/**
 * Keeps each known character once, in its first target. A character removed from the catalogue must not cost the
 * player the rest of a plan, so its target is dropped rather than failing the whole value; a run that cannot be
 * kept (its character gone from the catalogue) leaves its target on the banner as specified.
 */
export function sanitizePlan(plan: SavedPlan): SavedPlan {
  const seen = new Set<string>();
  let changed = false;
  const targets: SavedPlanTarget[] = [];
  for (const target of plan.targets) {
    if (seen.has(target.character) || !findCharacter(target.character)) continue;
    seen.add(target.character);
    const { run } = target;
    if (run && (Object.keys(run).length === 0 || runFault({ banner: target.banner, ...run }) !== undefined)) {
      const { run: _run, ...rest } = target;
      targets.push(rest);
      changed = true;
    } else targets.push(target);
  }
  return targets.length === plan.targets.length && !changed ? plan : { ...plan, targets };
}

/** Whether any target of the plans names a run: what only version 2 of plans (and of their carriers) holds. */
export function plansNameRuns(plans: readonly Pick<SavedPlan, 'targets'>[]): boolean {
  return plans.some((plan) => plan.targets.some((t) => t.run !== undefined));
}

function withActive(plans: SavedPlan[], wanted: unknown): SavedPlans {
  const activeId = plans.find((p) => p.id === wanted)?.id ?? plans[0]!.id;
  return { activeId, plans };
}

/** Validates a stored value whole; undefined when it cannot be trusted as a whole. */
export function parseSavedPlans(value: unknown): SavedPlans | undefined {
  const parsed = planSchemas().saved.safeParse(value);
  if (!parsed.success) return undefined;
  const { plans } = parsed.data;
  if (new Set(plans.map((p) => p.id)).size !== plans.length) return undefined;
  return withActive(plans.map(sanitizePlan), parsed.data.activeId);
}

/**
 * What can be kept of a saved value that fails as a whole: every plan valid on its own (the first of any two with
 * one id), so one damaged plan does not cost the player the others. Undefined when no plan survives.
 */
export function salvagePlans(value: unknown): SavedPlans | undefined {
  const parsed = planSchemas().damaged.safeParse(value);
  if (!parsed.success) return undefined;
  const plans: SavedPlan[] = [];
  for (const candidate of parsed.data.plans) {
    if (plans.length === MAX_PLANS) break;
    const plan = planSchemas().plan.safeParse(candidate);
    if (!plan.success || plans.some((p) => p.id === plan.data.id)) continue;
    plans.push(sanitizePlan(plan.data));
  }
  return plans.length === 0 ? undefined : withActive(plans, parsed.data.activeId);
}

/**
 * Where a saved value that cannot be read at all is set aside (once) before the screen saves over `pullPlans`, so
 * nothing the player had is destroyed.
 */
export const UNREADABLE_PULL_PLANS_KEY = 'pullPlans-unreadable';

/**
 * The saved plans, or undefined when there are none or nothing in the saved value is usable. A value that fails as
 * a whole keeps its valid plans; one with none is set aside under UNREADABLE_PULL_PLANS_KEY. Never throws.
 */
export function loadPlans(): SavedPlans | undefined {
  const text = readLocal(PULL_PLANS_KEY);
  // A later version's plans are not damaged: they stay as they are, for that version (see newerVersionIn).
  if (text === null || newerVersionIn(PULL_PLANS_KEY) !== undefined) return undefined;
  const value = parseJson(text);
  const plans = parseSavedPlans(value) ?? salvagePlans(value);
  if (!plans && readLocal(UNREADABLE_PULL_PLANS_KEY) === null) tryWriteLocal(UNREADABLE_PULL_PLANS_KEY, text);
  return plans;
}

/** The saved value's text, as `loadPlans` reads it back. */
export function serialisePlans(data: SavedPlans): string {
  const version = plansNameRuns(data.plans) ? PLANS_VERSION : PLANS_FIRST_VERSION;
  return JSON.stringify({ version, activeId: data.activeId, plans: data.plans });
}

/** Saves the plans; false when they could not be (a full storage also raises the storage-full alert). */
export function savePlans(data: SavedPlans): boolean {
  const outcome = tryWriteLocal(PULL_PLANS_KEY, serialisePlans(data));
  if (outcome === 'full') reportStorageFull();
  return outcome === 'saved';
}
