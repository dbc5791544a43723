import { describe, expect, it } from 'vitest';
import { planAnswer } from '../../src/engine/plan/answer';
import { planExact } from '../../src/engine/plan/exact';
import { planRuns } from '../../src/engine/plan/runs';
import { checkRunPlan } from '../../src/engine/plan/runs-validate';
import { checkPlan } from '../../src/engine/plan/validate';
import type { PlanRequestError } from '../../src/engine/plan/errors';
import type { RunPlanRequest } from '../../src/engine/plan/runs-types';
import { cumulative, NONE, planOf } from './plan-support';
import type { TargetSpec } from './plan-support';
import { enumerateRuns, limitedChance, march, permaSsrChance, runPlanOf, topTargetPmf } from './plan-runs-support';
import { indexOf, limitedSrIds, rules } from './support';

const hoyan = indexOf('hoyan');
const perma = 'celince';

function faultOf(request: RunPlanRequest): Partial<PlanRequestError> | null {
  try {
    checkRunPlan(rules, request);
    return null;
  } catch (error) {
    return { kind: (error as PlanRequestError).kind, field: (error as PlanRequestError).field };
  }
}

describe('planRuns, exact against enumeration', () => {
  // Listed out of end order: Hoyan ends day 26, the Perma run day 5, Freya day 15. Pulled Perma, Freya, Hoyan.
  const request = runPlanOf(
    [
      ['hoyan', 0, 1],
      [perma, 1, 1],
      ['freya', 2, 2],
    ],
    [
      { banner: 'limited', featured: hoyan, start: '2026-03-26', end: '2026-04-05' },
      { banner: 'perma', end: march(5) },
      { banner: 'limited', end: march(15) },
    ],
    { anima: 40, perDay: 5 },
    { counters: { limited: { pity: 30, sr: 4 }, perma: { pity: 60, sr: 2 }, ml: { pity: 0, sr: 0 } } },
  );
  const budgets = [40 + 5 * 5, 40 + 5 * 15, 40 + 5 * 26];
  // Limited's counters: Freya's run from pity 30, Hoyan's (after a top result) from 0. Perma's own from 60.
  const pmfs = [
    topTargetPmf(permaSsrChance, 1, 60, budgets[0]! + 1),
    topTargetPmf(limitedChance, 2, 30, budgets[1]! + 1),
    topTargetPmf(limitedChance, 1, 0, budgets[2]! + 1),
  ];
  const expected = enumerateRuns(pmfs, budgets);
  const answer = planRuns(rules, request);

  it('pulls runs in the order they end, each on the budget of its end date', () => {
    expect(answer.method).toBe('exact');
    expect(answer.order).toEqual([1, 2, 0]);
    expect(answer.runs.map((r) => r.pulls)).toEqual([budgets[2], budgets[0], budgets[1]]);
    expect(answer.runs.map((r) => r.end)).toEqual(['2026-04-05', march(5), march(15)]);
  });

  it('gives every run, target and the whole plan the enumeration chance', () => {
    const byRun = [answer.runs[1]!, answer.runs[2]!, answer.runs[0]!].map((r) => r.chance.value);
    byRun.forEach((v, r) => expect(v).toBeCloseTo(expected[r]!, 7));
    expect(answer.targets.map((t) => t.value)).toEqual([byRun[2], byRun[0], byRun[1]]);
    expect(answer.chanceAll.value).toBeCloseTo(expected[2]!, 7);
    // The chances are not trivial: every budget binds.
    expect(expected[0]).toBeLessThan(0.9);
    expect(expected[2]! / expected[1]!).toBeLessThan(0.99);
  });

  it('starts a later Limited run from pity 0, not from the request counters', () => {
    const wrong = enumerateRuns([pmfs[0]!, pmfs[1]!, topTargetPmf(limitedChance, 1, 30, budgets[2]! + 1)], budgets);
    expect(Math.abs(wrong[2]! - expected[2]!)).toBeGreaterThan(1e-3);
    expect(answer.chanceAll.value).toBeCloseTo(expected[2]!, 7);
  });
});

describe('planRuns, budgets and counters', () => {
  it('pays a run from what is held by its end, not by the plan date', () => {
    const request = runPlanOf([['freya', 0, 1]], [{ banner: 'limited', end: march(0) }], { anima: 30, perDay: 10 });
    const cdf = cumulative(topTargetPmf(limitedChance, 1, 0, 31));
    expect(planRuns(rules, request).chanceAll.value).toBeCloseTo(cdf[30]!, 9);
  });

  it('shares the Limited counters between runs in pull order', () => {
    // Pity 80: Freya's run takes one pull for sure; Hoyan's then starts at 0, not at 80 (a sure thing).
    const request = runPlanOf(
      [
        ['freya', 0, 1],
        ['hoyan', 1, 1],
      ],
      [
        { banner: 'limited', end: march(1) },
        { banner: 'limited', featured: hoyan, end: march(2) },
      ],
      { anima: 30 },
      { counters: { limited: { pity: 80, sr: 0 }, perma: { pity: 0, sr: 0 }, ml: { pity: 0, sr: 0 } } },
    );
    const answer = planRuns(rules, request);
    expect(answer.targets[0]!.value).toBe(1);
    const cdf = cumulative(topTargetPmf(limitedChance, 1, 0, 30));
    expect(answer.chanceAll.value).toBeCloseTo(cdf[29]!, 9);
  });

  it('keeps list order between runs that end on the same day', () => {
    const runs = [
      { banner: 'limited', end: march(3) },
      { banner: 'perma', end: march(3) },
    ] as const;
    const request = runPlanOf(
      [
        [perma, 1, 1],
        ['freya', 0, 1],
      ],
      runs,
      { anima: 120 },
    );
    const answer = planRuns(rules, request);
    expect(answer.order).toEqual([0, 1]);
    const freya = topTargetPmf(limitedChance, 1, 0, 121);
    expect(answer.runs[0]!.chance.value).toBeCloseTo(cumulative(freya)[120]!, 9);
    const both = enumerateRuns([freya, topTargetPmf(permaSsrChance, 1, 0, 121)], [120, 120]);
    expect(answer.chanceAll.value).toBeCloseTo(both[1]!, 7);
  });
});

describe('planRuns against the planner of one date', () => {
  const cases: [string, TargetSpec[]][] = [
    [
      'Limited',
      [
        ['freya', 'limited', 2],
        [limitedSrIds[0]!, 'limited', 2],
        ['kazami', 'limited', 1],
      ],
    ],
    [
      'Perma',
      [
        ['xiada', 'perma', 1],
        [perma, 'perma', 1],
      ],
    ],
  ];
  for (const [name, specs] of cases) {
    it(`agrees on a single ${name} run ending on the plan date`, () => {
      const overrides = {
        onHand: { crystals: 3000, anima: 50, apex: 0 },
        income: { daily: { crystals: 200, anima: 0, apex: 0 }, weekly: NONE, monthly: NONE, events: [] },
      };
      const old = checkPlan(rules, planOf(specs, overrides));
      const outcome = planExact(rules, old);
      if (!outcome.ok) throw new Error('expected exact stages');
      const today = planAnswer(old, { method: 'exact', banners: outcome.banners });
      const runs = runPlanOf(
        specs.map(([id, , copies]) => [id, 0, copies] as const),
        [{ banner: specs[0]![1] }],
        {},
        overrides,
      );
      const answer = planRuns(rules, runs);
      expect(answer.method).toBe('exact');
      answer.targets.forEach((t, k) => expect(t.value).toBeCloseTo(today.chancePrefix[k]!.value, 12));
      expect(answer.chanceAll.value).toBeCloseTo(today.chanceAll.value, 12);
      expect(today.chanceAll.value).toBeGreaterThan(0.001);
      expect(today.chanceAll.value).toBeLessThan(0.99);
    });
  }

  it('gives Hoyan on his run the chances Freya has on the specified banner', () => {
    const sr = limitedSrIds[1]!;
    const freya = planRuns(
      rules,
      runPlanOf(
        [
          ['freya', 0, 2],
          [sr, 0, 1],
        ],
        [{ banner: 'limited' }],
        { anima: 150 },
      ),
    );
    const hoyanRun = planRuns(
      rules,
      runPlanOf(
        [
          ['hoyan', 0, 2],
          [sr, 0, 1],
        ],
        [{ banner: 'limited', featured: hoyan }],
        { anima: 150 },
      ),
    );
    expect(hoyanRun.targets.map((t) => t.value)).toEqual(freya.targets.map((t) => t.value));
    expect(freya.chanceAll.value).toBeGreaterThan(0.05);
  });
});

describe('checkRunPlan', () => {
  const base = (runs: RunPlanRequest['runs'], targets: [string, number, number][] = [['freya', 0, 1]]) =>
    runPlanOf(targets, runs);
  it('refuses what no run can answer', () => {
    expect(faultOf(base([{ banner: 'limited' }]))).toBeNull();
    expect(faultOf(base([]))).toEqual({ kind: 'no-targets', field: undefined });
    expect(faultOf(base([{ banner: 'limited' }], [['freya', 1, 1]]))).toEqual({
      kind: 'banner-cannot-give',
      field: undefined,
    });
    expect(faultOf(base([{ banner: 'limited' }], [['hoyan', 0, 1]]))).toEqual({
      kind: 'banner-cannot-give',
      field: undefined,
    });
    expect(faultOf(base([{ banner: 'perma', featured: hoyan }]))).toEqual({
      kind: 'banner-cannot-give',
      field: 'runs[0]',
    });
    expect(faultOf(base([{ banner: 'limited', featured: indexOf('heinrich') }]))).toEqual({
      kind: 'banner-cannot-give',
      field: 'runs[0]',
    });
    expect(faultOf(base([{ banner: 'limited', end: '2026-04-11' }]))).toEqual({ kind: 'date', field: 'runs[0].end' });
    expect(faultOf(base([{ banner: 'limited', end: '2026-03-09' }]))).toEqual({ kind: 'date', field: 'runs[0].end' });
    expect(faultOf(base([{ banner: 'limited', start: '2026-03-20', end: march(5) }]))).toEqual({
      kind: 'date',
      field: 'runs[0].start',
    });
    const twice = base(
      [{ banner: 'limited' }, { banner: 'perma' }],
      [
        ['freya', 0, 1],
        ['freya', 1, 1],
      ],
    );
    expect(faultOf(twice)).toEqual({ kind: 'duplicate-character', field: undefined });
  });
});
