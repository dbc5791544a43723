import { MAX_PLAN_NAME, MAX_PLANS, type SavedPlan, type SavedPlans } from '../../storage/plan-store';
import type { Holdings } from '../../engine/plan/types';
import { baseName, uniqueId, uniqueName } from './names';

/**
 * What a merge (an import, or a shared link opened) does to the saved plans. Pure: the plans saved now come in as an
 * argument.
 */

const amounts = (h: Holdings) => [h.crystals, h.anima, h.apex];

/**
 * When two plans are the same: the same name, up to the number a merge adds to a taken name, and the same targets in
 * the same order, counters, amounts, income, events, rates, date and resets. The plan's own id plays no part (a copy
 * gets a new one when the id is taken). Written field by field, so the order keys were read in does not matter.
 */
export function planKey(plan: SavedPlan): string {
  const { counters, income, economy } = plan;
  return JSON.stringify([
    baseName(plan.name, MAX_PLAN_NAME, MAX_PLANS),
    // A target on a run adds the run's fields; one on none keys as it always has.
    plan.targets.map((t) =>
      t.run
        ? [t.character, t.copies, t.banner, [t.run.featured, t.run.name, t.run.start, t.run.end]]
        : [t.character, t.copies, t.banner],
    ),
    [counters.limited, counters.perma, counters.ml].map((c) => [c.pity, c.sr]),
    amounts(plan.onHand),
    [income.daily, income.weekly, income.monthly].map(amounts),
    income.events.map((e) => [e.date, e.label, amounts(e.amounts)]),
    [economy.crystalsPerAnima, economy.crystalsPerApex],
    plan.targetDate,
    plan.resetHour,
    plan.weeklyResetDay,
  ]);
}

/** The incoming plans that are not already saved, matched one to one, in their order. */
function plansToAdd(current: readonly SavedPlan[], incoming: readonly SavedPlan[]): SavedPlan[] {
  const saved = new Map<string, number>();
  for (const plan of current) saved.set(planKey(plan), (saved.get(planKey(plan)) ?? 0) + 1);
  return incoming.filter((plan) => {
    const key = planKey(plan);
    const copies = saved.get(key) ?? 0;
    if (copies > 0) saved.set(key, copies - 1);
    return copies === 0;
  });
}

export interface MergedPlans {
  readonly result: SavedPlans | undefined;
  readonly added: number;
  /** Plans left out because MAX_PLANS were reached. */
  readonly leftOut: number;
}

/**
 * Merge of plans: the incoming plans not already saved (see `planKey`) are added after the current ones, a plan whose
 * name is taken renamed with a number; the active plan stays the current one. Plans beyond MAX_PLANS are left out.
 * Merging the same plans again adds nothing.
 */
export function mergePlans(current: SavedPlans | undefined, incoming: SavedPlans | null): MergedPlans {
  if (!incoming) return { result: current, added: 0, leftOut: 0 };
  if (!current) return { result: incoming, added: incoming.plans.length, leftOut: 0 };
  const names = new Set(current.plans.map((p) => p.name));
  const ids = new Set(current.plans.map((p) => p.id));
  const room = Math.max(0, MAX_PLANS - current.plans.length);
  const fresh = plansToAdd(current.plans, incoming.plans);
  const added: SavedPlan[] = [];
  for (const plan of fresh.slice(0, room)) {
    const name = uniqueName(plan.name, names, MAX_PLAN_NAME);
    const id = uniqueId(plan.id, ids);
    names.add(name);
    ids.add(id);
    added.push({ ...plan, id, name });
  }
  return {
    result: { activeId: current.activeId, plans: [...current.plans, ...added] },
    added: added.length,
    leftOut: fresh.length - added.length,
  };
}

/** What adding one plan (a shared link) came to, and the id of the plan that holds it now, if any. */
export type AddedPlan =
  | { readonly outcome: 'added' | 'already'; readonly plans: SavedPlans; readonly id: string }
  | { readonly outcome: 'full'; readonly plans: SavedPlans | undefined };

/** Adds `plan` unless the same plan is already saved (then that one is named), or there is no room for it. */
export function addPlan(current: SavedPlans | undefined, plan: SavedPlan): AddedPlan {
  const same = current?.plans.find((p) => planKey(p) === planKey(plan));
  if (current && same) return { outcome: 'already', plans: current, id: same.id };
  const merged = mergePlans(current, { activeId: plan.id, plans: [plan] });
  if (merged.added === 0 || !merged.result) return { outcome: 'full', plans: current };
  return { outcome: 'added', plans: merged.result, id: merged.result.plans.at(-1)!.id };
}
