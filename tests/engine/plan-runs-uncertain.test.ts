import { describe, expect, it } from 'vitest';
import { planRuns } from '../../src/engine/plan/runs';
import type { RunPlanRequest } from '../../src/engine/plan/runs-types';
import { checkRunPlan } from '../../src/engine/plan/runs-validate';
import type { Estimate } from '../../src/engine/plan/types';
import { enumeratePlan, march, runPlanOf } from './plan-runs-support';
import type { EnumeratedRun, RunTargetSpec } from './plan-runs-support';
import { indexOf, rules } from './support';

const hoyan = indexOf('hoyan');
const TRIALS = 40_000;
/** The enumerations take seconds on a loaded machine. */
const SLOW = 120_000;

/** The plan's exact answer against the enumeration of every pull, run by run and target by target, to 1e-9. */
function expectEnumerated(request: RunPlanRequest): number[] {
  const plan = checkRunPlan(rules, request);
  expect(plan.runs.some((run) => run.start === null && run.targets.length > 0)).toBe(true);
  const runs = plan.runs.map((run): EnumeratedRun => ({
    banner: run.banner as 'limited' | 'perma',
    rules: run.rules,
    targets: run.targets.map((x) => [x.character, x.copies] as const),
    budget: run.pulls,
  }));
  const expected = enumeratePlan(runs, request.counters);
  const answer = planRuns(rules, request);
  expect(answer).toMatchObject({ method: 'exact', reason: null, trials: 0 });
  plan.runs.forEach((run, r) => {
    expect(Math.abs(answer.runs[run.index]!.chance.value - expected.runs[r]!)).toBeLessThanOrEqual(1e-9);
    run.targets.forEach((x, j) => {
      expect(Math.abs(answer.targets[x.position]!.value - expected.targets[r]![j]!)).toBeLessThanOrEqual(1e-9);
    });
  });
  expect(Math.abs(answer.chanceAll.value - expected.runs[expected.runs.length - 1]!)).toBeLessThanOrEqual(1e-9);
  return expected.runs;
}

const counters = (limited: [number, number], perma: [number, number]): Partial<RunPlanRequest> => ({
  counters: {
    limited: { pity: limited[0], sr: limited[1] },
    perma: { pity: perma[0], sr: perma[1] },
    ml: { pity: 0, sr: 0 },
  },
});

describe('planRuns, exact from uncertain counters, against enumeration', () => {
  it(
    'answers a Limited run with an SR target followed by another Limited run',
    () => {
      const targets: RunTargetSpec[] = [
        ['kazami', 0, 1],
        ['hoyan', 1, 1],
        ['no41', 1, 1],
      ];
      const runs = [
        { banner: 'limited', end: march(2) },
        { banner: 'limited', featured: hoyan, end: march(5) },
      ] as const;
      const chances = expectEnumerated(runPlanOf(targets, runs, { anima: 30, perDay: 5 }, counters([40, 3], [0, 0])));
      expect(chances[1]).toBeGreaterThan(0.05);
      expect(chances[1]).toBeLessThan(0.95);
    },
    SLOW,
  );

  it(
    'answers Limited (SR target), Perma and Limited runs interleaved',
    () => {
      // Listed out of end order: pulled Limited (Marvell), Perma (Celince), Limited (Hoyan).
      const targets: RunTargetSpec[] = [
        ['hoyan', 0, 1],
        ['kazami', 1, 1],
        ['no41', 2, 2],
      ];
      const runs = [
        { banner: 'limited', featured: hoyan, end: march(5) },
        { banner: 'limited', end: march(1) },
        { banner: 'perma', end: march(2) },
      ] as const;
      const chances = expectEnumerated(runPlanOf(targets, runs, { anima: 25, perDay: 4 }, counters([50, 5], [0, 0])));
      expect(chances[2]).toBeGreaterThan(0.05);
      expect(chances[2]).toBeLessThan(0.95);
    },
    SLOW,
  );

  it(
    'answers a run after an R target, whose SR counter it leaves uncertain too',
    () => {
      const targets: RunTargetSpec[] = [
        ['andrew-blue', 0, 1],
        ['freya', 1, 1],
        ['kazami', 1, 1],
      ];
      const runs = [
        { banner: 'limited', end: march(1) },
        { banner: 'limited', end: march(4) },
      ] as const;
      const chances = expectEnumerated(runPlanOf(targets, runs, { anima: 6, perDay: 6 }, counters([64, 6], [0, 0])));
      expect(chances[0]).toBeLessThan(0.95);
      expect(chances[1]).toBeGreaterThan(0.05);
      expect(chances[1]).toBeLessThan(0.95);
    },
    SLOW,
  );

  it(
    'carries both banners uncertain counters at once',
    () => {
      const targets: RunTargetSpec[] = [
        ['kazami', 0, 1],
        ['andrew-blue', 1, 1],
        ['freya', 2, 1],
        ['sybil', 3, 2],
      ];
      const runs = [
        { banner: 'limited', end: march(1) },
        { banner: 'perma', end: march(2) },
        { banner: 'limited', end: march(4) },
        { banner: 'perma', end: march(6) },
      ] as const;
      const chances = expectEnumerated(runPlanOf(targets, runs, { anima: 16, perDay: 3 }, counters([65, 2], [0, 4])));
      expect(chances[3]).toBeGreaterThan(0.01);
      expect(chances[3]).toBeLessThan(0.95);
    },
    SLOW,
  );
});

describe('planRuns, uncertain counters over the work budget', () => {
  it('falls back to Monte Carlo and says why', () => {
    const request = runPlanOf(
      [
        ['kazami', 0, 1],
        ['freya', 1, 1],
      ],
      [
        { banner: 'limited', end: march(3) },
        { banner: 'limited', end: march(6) },
      ],
      { anima: 30, perDay: 5 },
    );
    expect(planRuns(rules, request)).toMatchObject({ method: 'exact', reason: null });
    const answer = planRuns(rules, request, { budget: 10_000, trials: 1000 });
    expect(answer).toMatchObject({ method: 'monte-carlo', reason: 'too-large', trials: 1000 });
  });
});

/** |estimate - exact| within five standard errors of a proportion over TRIALS trials (plus float slack). */
function expectNear(estimate: Estimate, exact: number): void {
  const se = Math.sqrt((exact * (1 - exact)) / TRIALS);
  expect(Math.abs(estimate.value - exact)).toBeLessThanOrEqual(5 * se + 1e-9);
}

describe('planRuns, exact from uncertain counters, against Monte Carlo', () => {
  it(
    'agrees on two Limited runs over 60 days, the first with an SR target',
    () => {
      const request = runPlanOf(
        [
          ['freya', 0, 1],
          ['kazami', 0, 1],
          ['hoyan', 1, 2],
          ['asshu', 1, 1],
        ],
        [
          { banner: 'limited', start: '2026-03-01', end: '2026-04-04' },
          { banner: 'limited', featured: hoyan, start: '2026-04-05', end: '2026-05-09' },
        ],
        { anima: 80, perDay: 1.5 },
        { targetDate: '2026-05-09', ...counters([20, 4], [0, 0]) },
      );
      const exact = planRuns(rules, request);
      expect(exact).toMatchObject({ method: 'exact', reason: null });
      const estimate = planRuns(rules, request, { method: 'monte-carlo', trials: TRIALS, seed: 11 });
      estimate.targets.forEach((t, k) => expectNear(t, exact.targets[k]!.value));
      estimate.runs.forEach((r, i) => expectNear(r.chance, exact.runs[i]!.chance.value));
      expectNear(estimate.chanceAll, exact.chanceAll.value);
      expect(exact.chanceAll.value).toBeGreaterThan(0.05);
      expect(exact.chanceAll.value).toBeLessThan(0.95);
    },
    SLOW,
  );
});
