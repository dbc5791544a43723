import { DEFAULT_ECONOMY } from '../../catalogue/economy';
import type { Economy, Holdings } from '../../engine/plan/types';
import { MAX_TARGETS } from '../../engine/plan/types';
import type { BannerId, Counters } from '../../engine/types';
import type { SavedIncomeEvent, SavedPlan, SavedPlanRun, SavedPlanTarget } from '../../storage/plan-store';
import { MAX_EVENTS } from '../../storage/plan-store';

/** Every change the plan view makes to one plan, as data; `applyChange` is the one place each is carried out. */

export type Currency = keyof Holdings;
export type Period = 'daily' | 'weekly' | 'monthly';

export type PlanChange =
  | { readonly type: 'addTarget'; readonly target: SavedPlanTarget }
  | { readonly type: 'removeTarget'; readonly index: number }
  | { readonly type: 'moveTarget'; readonly from: number; readonly to: number }
  | { readonly type: 'setCopies'; readonly index: number; readonly copies: number }
  /** The target moves to `banner`, pulled on `run` there (none: the banner as specified). */
  | { readonly type: 'setBanner'; readonly index: number; readonly banner: BannerId; readonly run?: SavedPlanRun }
  | { readonly type: 'setRun'; readonly index: number; readonly run?: SavedPlanRun }
  | { readonly type: 'setCounter'; readonly banner: BannerId; readonly which: keyof Counters; readonly value: number }
  | { readonly type: 'setCounters'; readonly counters: SavedPlan['counters'] }
  | { readonly type: 'setOnHand'; readonly currency: Currency; readonly value: number }
  | { readonly type: 'setIncome'; readonly period: Period; readonly currency: Currency; readonly value: number }
  | { readonly type: 'addEvent'; readonly event: SavedIncomeEvent }
  | { readonly type: 'setEvent'; readonly index: number; readonly event: SavedIncomeEvent }
  | { readonly type: 'removeEvent'; readonly index: number }
  | { readonly type: 'setRate'; readonly key: keyof Economy; readonly value: number }
  | { readonly type: 'resetRates' }
  | { readonly type: 'setTargetDate'; readonly date: string }
  | { readonly type: 'setResetHour'; readonly hour: number }
  | { readonly type: 'setWeeklyResetDay'; readonly day: number };

function replaceAt<T>(list: readonly T[], index: number, value: T): T[] {
  return list.map((item, i) => (i === index ? value : item));
}

function withTargets(plan: SavedPlan, targets: SavedPlanTarget[]): SavedPlan {
  return { ...plan, targets };
}

/**
 * The plan after `change`. A change that cannot apply (a character already targeted, a list at its limit, an index
 * out of range) returns the plan itself, so a caller can tell nothing happened.
 */
export function applyChange(plan: SavedPlan, change: PlanChange): SavedPlan {
  const { targets, income } = plan;
  const target = 'index' in change ? targets[change.index] : undefined;
  switch (change.type) {
    case 'addTarget':
      if (targets.length >= MAX_TARGETS || targets.some((t) => t.character === change.target.character)) return plan;
      return withTargets(plan, [...targets, change.target]);
    case 'removeTarget':
      return target
        ? withTargets(
            plan,
            targets.filter((_, i) => i !== change.index),
          )
        : plan;
    case 'moveTarget': {
      const moved = targets[change.from];
      if (!moved || change.to < 0 || change.to >= targets.length || change.to === change.from) return plan;
      const rest = targets.filter((_, i) => i !== change.from);
      return withTargets(plan, [...rest.slice(0, change.to), moved, ...rest.slice(change.to)]);
    }
    case 'setCopies':
      return target ? withTargets(plan, replaceAt(targets, change.index, { ...target, copies: change.copies })) : plan;
    case 'setBanner':
    case 'setRun': {
      if (!target) return plan;
      const banner = change.type === 'setBanner' ? change.banner : target.banner;
      const moved = { character: target.character, copies: target.copies, banner };
      return withTargets(plan, replaceAt(targets, change.index, change.run ? { ...moved, run: change.run } : moved));
    }
    case 'setCounter': {
      const counters = { ...plan.counters[change.banner], [change.which]: change.value };
      return { ...plan, counters: { ...plan.counters, [change.banner]: counters } };
    }
    case 'setCounters':
      return { ...plan, counters: change.counters };
    case 'setOnHand':
      return { ...plan, onHand: { ...plan.onHand, [change.currency]: change.value } };
    case 'setIncome':
      return {
        ...plan,
        income: { ...income, [change.period]: { ...income[change.period], [change.currency]: change.value } },
      };
    case 'addEvent':
      if (income.events.length >= MAX_EVENTS) return plan;
      return { ...plan, income: { ...income, events: [...income.events, change.event] } };
    case 'setEvent':
      if (!income.events[change.index]) return plan;
      return { ...plan, income: { ...income, events: replaceAt(income.events, change.index, change.event) } };
    case 'removeEvent':
      return { ...plan, income: { ...income, events: income.events.filter((_, i) => i !== change.index) } };
    case 'setRate':
      return { ...plan, economy: { ...plan.economy, [change.key]: change.value } };
    case 'resetRates':
      return { ...plan, economy: { ...DEFAULT_ECONOMY } };
    case 'setTargetDate':
      return { ...plan, targetDate: change.date };
    case 'setResetHour':
      return { ...plan, resetHour: change.hour };
    case 'setWeeklyResetDay':
      return { ...plan, weeklyResetDay: change.day };
  }
}
