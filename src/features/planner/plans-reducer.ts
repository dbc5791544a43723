import { MAX_PLAN_NAME, MAX_PLANS, type SavedPlan, type SavedPlans } from '../../storage/plan-store';
import { applyChange, type PlanChange } from './plan-edits';

/**
 * The saved plans as the plan view holds them, and the one pure reducer every change goes through: edits to the
 * active plan, and creating, renaming, deleting and switching plans.
 */

export type PlansAction =
  | { readonly type: 'edit'; readonly change: PlanChange }
  | { readonly type: 'create'; readonly plan: SavedPlan }
  | { readonly type: 'switch'; readonly id: string }
  | { readonly type: 'rename'; readonly id: string; readonly name: string }
  /** `fallback` replaces the last plan, so there is always one to show. */
  | { readonly type: 'delete'; readonly id: string; readonly fallback: SavedPlan }
  /** Plans that come whole from elsewhere: another tab, or a shared link added to them. */
  | { readonly type: 'replace'; readonly saved: SavedPlans };

export function activePlan(state: SavedPlans): SavedPlan {
  return state.plans.find((p) => p.id === state.activeId) ?? state.plans[0]!;
}

export function canAddPlan(state: SavedPlans): boolean {
  return state.plans.length < MAX_PLANS;
}

/** A name as typed, trimmed; null when nothing is left of it. */
export function cleanPlanName(text: string): string | null {
  const name = text.trim().slice(0, MAX_PLAN_NAME).trim();
  return name === '' ? null : name;
}

export function plansReducer(state: SavedPlans, action: PlansAction): SavedPlans {
  switch (action.type) {
    case 'edit': {
      const active = activePlan(state);
      const next = applyChange(active, action.change);
      if (next === active) return state;
      return { ...state, plans: state.plans.map((p) => (p === active ? next : p)) };
    }
    case 'create':
      if (!canAddPlan(state) || state.plans.some((p) => p.id === action.plan.id)) return state;
      return { activeId: action.plan.id, plans: [...state.plans, action.plan] };
    case 'switch':
      return state.plans.some((p) => p.id === action.id) ? { ...state, activeId: action.id } : state;
    case 'rename': {
      const name = cleanPlanName(action.name);
      if (name === null) return state;
      return { ...state, plans: state.plans.map((p) => (p.id === action.id ? { ...p, name } : p)) };
    }
    case 'delete': {
      const index = state.plans.findIndex((p) => p.id === action.id);
      if (index < 0) return state;
      const plans = state.plans.filter((p) => p.id !== action.id);
      if (plans.length === 0) return { activeId: action.fallback.id, plans: [action.fallback] };
      const activeId = state.activeId === action.id ? plans[Math.min(index, plans.length - 1)]!.id : state.activeId;
      return { activeId, plans };
    }
    case 'replace':
      return action.saved;
  }
}
