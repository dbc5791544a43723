import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { AppRoutes } from '../../../src/app/router';
import { compileScreenFirst } from '../screens';
import { paths } from '../../../src/app/paths';
import { ThemeProvider } from '../../../src/components/theme-context';
import type { RunPlanAnswer, RunPlanRequest } from '../../../src/engine/plan/runs-types';
import type { PlanAnswer, PlanRequest } from '../../../src/engine/plan/types';
import {
  PlanClientProvider,
  type PlanAnswerer,
  type PlanProgress,
} from '../../../src/features/planner/plan-client-context';

/** One question the plan view asked, which the test answers, fails or leaves pending. */
export interface AskedQuestion {
  readonly request: PlanRequest;
  readonly signal: AbortSignal | undefined;
  readonly progress: (p: PlanProgress) => void;
  readonly resolve: (answer: PlanAnswer) => void;
  readonly reject: (error: unknown) => void;
}

/** One question about banner runs, which the test answers or leaves pending. */
export interface AskedRunQuestion {
  readonly request: RunPlanRequest;
  readonly signal: AbortSignal | undefined;
  readonly resolve: (answer: RunPlanAnswer) => void;
  readonly reject: (error: unknown) => void;
}

/** Stands in for the planner's worker client: records every question and answers only when the test says so. */
export class FakePlanClient implements PlanAnswerer {
  readonly questions: AskedQuestion[] = [];
  readonly runQuestions: AskedRunQuestion[] = [];

  answerRuns(request: RunPlanRequest, options?: { signal?: AbortSignal }) {
    return new Promise<RunPlanAnswer>((resolve, reject) => {
      options?.signal?.addEventListener('abort', () => reject(new DOMException('Cancelled', 'AbortError')));
      this.runQuestions.push({ request, signal: options?.signal, resolve, reject });
    });
  }

  get lastRuns(): AskedRunQuestion {
    const q = this.runQuestions.at(-1);
    if (!q) throw new Error('The plan view has asked nothing about runs');
    return q;
  }

  answer(request: PlanRequest, options?: { signal?: AbortSignal; onProgress?: (p: PlanProgress) => void }) {
    return new Promise<PlanAnswer>((resolve, reject) => {
      options?.signal?.addEventListener('abort', () => reject(new DOMException('Cancelled', 'AbortError')));
      this.questions.push({
        request,
        signal: options?.signal,
        progress: (p) => options?.onProgress?.(p),
        resolve,
        reject,
      });
    });
  }

  get last(): AskedQuestion {
    const q = this.questions.at(-1);
    if (!q) throw new Error('The plan view has asked nothing');
    return q;
  }
}

/** An answer with the figures a test picks; a Monte Carlo one when `trials` is given. */
export function answerWith(
  request: PlanRequest,
  figures: { chance: number; trials?: number; half?: number } = { chance: 0.5 },
): PlanAnswer {
  const half = figures.trials ? (figures.half ?? 0.01) : 0;
  const estimate = (value: number) => ({ value, low: value - half, high: value + half });
  return {
    method: figures.trials ? 'monte-carlo' : 'exact',
    trials: figures.trials ?? 0,
    budget: {
      holdings: { crystals: 1250, anima: 20, apex: 3 },
      crystalsToAnima: 900,
      crystalsToApex: 300,
      animaPulls: 29,
      apexPulls: 4,
    },
    chanceAll: estimate(figures.chance),
    chancePrefix: request.targets.map((_, k) =>
      estimate(Math.min(1, figures.chance + (request.targets.length - 1 - k) * 0.1)),
    ),
    pullsFor: { p50: 120, p90: 260, p99: null },
    dateFor: { p50: '2031-03-10', p90: null },
    byDay: Float64Array.from({ length: 731 }, (_, d) => Math.min(1, d / 400)),
    byPulls: Float64Array.from({ length: 401 }, (_, t) => Math.min(1, t / 300)),
  };
}

/** The current address, as a test reads it. */
export const where = { path: '' };

function Where() {
  const location = useLocation();
  useEffect(() => {
    where.path = `${location.pathname}${location.search}`;
  }, [location]);
  return null;
}

/** Renders the whole app at `path` with `client` answering plans. */
export function renderWithPlanner(path: string, client: PlanAnswerer = new FakePlanClient()) {
  const user = userEvent.setup();
  const utils = render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <PlanClientProvider client={client}>
          <AppRoutes />
        </PlanClientProvider>
        <Where />
      </MemoryRouter>
    </ThemeProvider>,
  );
  return { user, ...utils };
}

// Every test file that opens the planner compiles its screen once, before its first test.
compileScreenFirst(paths.howMuchToPlan);

export async function openPlanner(client = new FakePlanClient(), path = '/HowMuchTo/plan') {
  const app = renderWithPlanner(path, client);
  await screen.findByTestId('screen-plan');
  return { ...app, client };
}

/** The fieldset or section named `name`. */
export function group(name: string | RegExp): HTMLElement {
  return screen.getByRole('group', { name });
}

export function section(name: string | RegExp): HTMLElement {
  return screen.getByRole('region', { name });
}

/** The targets as shown: name, copies and banner of each, in order. */
export function shownTargets(): string[] {
  const list = screen.queryByRole('list', { name: /^Targets/ });
  if (!list) return [];
  return within(list)
    .getAllByRole('listitem')
    .map((item) => {
      const name = item.querySelector('.plan-target-name')?.textContent ?? '';
      const [copies, banner] = within(item).getAllByRole('combobox') as HTMLSelectElement[];
      return `${name} ×${copies!.value} ${banner!.selectedOptions[0]?.textContent}`;
    });
}

/** Fakes only the clock's date, so timers run as they do for real. */
export function fixToday(iso: string, time = '10:30') {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${iso}T${time}:00`) });
}
