import { createContext, useContext, type ReactNode } from 'react';
import type { RunPlanAnswer, RunPlanRequest } from '../../engine/plan/runs-types';
import type { PlanAnswer, PlanRequest } from '../../engine/plan/types';
import { defaultPlanClient } from './default-plan-client';

/** How far the planner is: the exact chain's share walked, or the share of Monte Carlo trials run. */
export interface PlanProgress {
  readonly stage: 'exact' | 'monte-carlo';
  readonly fraction: number;
}

export interface AskOptions {
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: PlanProgress) => void;
}

/** What the plan view asks of the planner; the app's worker client, or a stand-in a test gives. */
export interface PlanAnswerer {
  answer(request: PlanRequest, options?: AskOptions): Promise<PlanAnswer>;
  /** A plan with a target on a banner run; answered in one go, so it reports no progress. */
  answerRuns(request: RunPlanRequest, options?: Pick<AskOptions, 'signal'>): Promise<RunPlanAnswer>;
}

const PlanClientContext = createContext<PlanAnswerer | null>(null);

/** Puts `client` behind every plan view inside: how tests answer plans without workers. */
export function PlanClientProvider({ client, children }: { client: PlanAnswerer; children: ReactNode }) {
  return <PlanClientContext.Provider value={client}>{children}</PlanClientContext.Provider>;
}

/** The planner the plan view asks: the one provided, else the app's own (its worker starts on the first question). */
export function usePlanClient(): PlanAnswerer {
  return useContext(PlanClientContext) ?? defaultPlanClient();
}
