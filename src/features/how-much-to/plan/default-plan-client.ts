import { SiteError } from '../../../storage/errors';
import type { PlanAnswerer } from './plan-client-context';

/** Until the planner's worker is part of the site, every question is refused as a planner that cannot start. */
const unavailable: PlanAnswerer = {
  answer: () => Promise.reject(new SiteError('engine-unavailable', { detail: 'no planner yet' })),
};

export function defaultPlanClient(): PlanAnswerer {
  return unavailable;
}
