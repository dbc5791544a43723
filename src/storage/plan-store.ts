import { z } from './schema';
import { findCharacter } from '../catalogue/lookups';
import { isCalendarDate } from './calendar-date';
import { MAX_COPIES, MAX_TARGETS } from '../engine/plan/types';
import { BANNER_IDS } from '../engine/types';
import { declareVersion, newerVersionIn, parseJson, readLocal, tryWriteLocal } from './local-store';
import { reportStorageFull } from './storage-full';

/**
 * The pull planner's saved plans (How Much To's plan view), under one localStorage key. A plan names its characters
 * by id, never by roster position, so adding a character to the catalogue never changes what a plan asks for. Every
 * amount is a whole number inside the bounds below, so a saved plan can always be shown and sent to the planner.
 */
export const PULL_PLANS_KEY = 'pullPlans';
declareVersion(PULL_PLANS_KEY, 1);

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

const idSchema = z.string().check(z.minLength(1), z.maxLength(40));
const dateSchema = z.string().check(z.refine(isCalendarDate));
const amount = z.int().check(z.minimum(0), z.maximum(MAX_AMOUNT));
const rate = z.int().check(z.minimum(1), z.maximum(MAX_RATE));

const holdingsSchema = z.object({ crystals: amount, anima: amount, apex: amount });
const countersSchema = z.object({
  pity: z.int().check(z.minimum(0), z.maximum(MAX_PITY)),
  sr: z.int().check(z.minimum(0), z.maximum(MAX_SR)),
});

export const planTargetSchema = z.object({
  character: z.string().check(z.minLength(1), z.maxLength(60)),
  copies: z.int().check(z.minimum(1), z.maximum(MAX_COPIES)),
  banner: z.enum(BANNER_IDS),
});

export const incomeEventSchema = z.object({
  date: dateSchema,
  label: z.string().check(z.maxLength(MAX_EVENT_LABEL)),
  amounts: holdingsSchema,
});

export const planSchema = z.object({
  id: idSchema,
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_PLAN_NAME)),
  targets: z.array(planTargetSchema).check(z.maxLength(MAX_TARGETS)),
  counters: z.object({ limited: countersSchema, perma: countersSchema, ml: countersSchema }),
  onHand: holdingsSchema,
  income: z.object({
    daily: holdingsSchema,
    weekly: holdingsSchema,
    monthly: holdingsSchema,
    events: z.array(incomeEventSchema).check(z.maxLength(MAX_EVENTS)),
  }),
  economy: z.object({ crystalsPerAnima: rate, crystalsPerApex: rate }),
  targetDate: dateSchema,
  resetHour: z.int().check(z.minimum(0), z.maximum(23)),
  weeklyResetDay: z.int().check(z.minimum(0), z.maximum(6)),
});

const savedSchema = z.object({
  version: z.literal(1),
  activeId: idSchema,
  plans: z.array(planSchema).check(z.minLength(1), z.maxLength(MAX_PLANS)),
});

export type SavedPlan = z.infer<typeof planSchema>;
export type SavedPlanTarget = z.infer<typeof planTargetSchema>;
export type SavedIncomeEvent = z.infer<typeof incomeEventSchema>;

export interface SavedPlans {
  readonly activeId: string;
  readonly plans: readonly SavedPlan[];
}

/**
 * Keeps each known character once, in its first target. A character removed from the catalogue must not cost the
 * player the rest of a plan, so its target is dropped rather than failing the whole value.
 */
export function sanitizePlan(plan: SavedPlan): SavedPlan {
  const seen = new Set<string>();
  const targets = plan.targets.filter(({ character }) => {
    if (seen.has(character) || !findCharacter(character)) return false;
    seen.add(character);
    return true;
  });
  return targets.length === plan.targets.length ? plan : { ...plan, targets };
}

function withActive(plans: SavedPlan[], wanted: unknown): SavedPlans {
  const activeId = plans.find((p) => p.id === wanted)?.id ?? plans[0]!.id;
  return { activeId, plans };
}

/** Validates a stored value whole; undefined when it cannot be trusted as a whole. */
export function parseSavedPlans(value: unknown): SavedPlans | undefined {
  const parsed = savedSchema.safeParse(value);
  if (!parsed.success) return undefined;
  const { plans } = parsed.data;
  if (new Set(plans.map((p) => p.id)).size !== plans.length) return undefined;
  return withActive(plans.map(sanitizePlan), parsed.data.activeId);
}

const damagedSchema = z.object({ version: z.literal(1), activeId: z.unknown(), plans: z.array(z.unknown()) });

/**
 * What can be kept of a saved value that fails as a whole: every plan valid on its own (the first of any two with
 * one id), so one damaged plan does not cost the player the others. Undefined when no plan survives.
 */
export function salvagePlans(value: unknown): SavedPlans | undefined {
  const parsed = damagedSchema.safeParse(value);
  if (!parsed.success) return undefined;
  const plans: SavedPlan[] = [];
  for (const candidate of parsed.data.plans) {
    if (plans.length === MAX_PLANS) break;
    const plan = planSchema.safeParse(candidate);
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
  return JSON.stringify({ version: 1, activeId: data.activeId, plans: data.plans });
}

/** Saves the plans; false when they could not be (a full storage also raises the storage-full alert). */
export function savePlans(data: SavedPlans): boolean {
  const outcome = tryWriteLocal(PULL_PLANS_KEY, serialisePlans(data));
  if (outcome === 'full') reportStorageFull();
  return outcome === 'saved';
}
