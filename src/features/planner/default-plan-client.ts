import { planClient } from '../../lib/plan-client';
import type { PlanAnswerer } from './plan-client-context';

/** The app's planner: the calc worker (its exact chain, or Monte Carlo over the pool), started on the first question. */
export function defaultPlanClient(): PlanAnswerer {
  return planClient();
}
