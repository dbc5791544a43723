import { describe, expect, it } from 'vitest';
import { planRuns } from '../../src/engine/plan/runs';
import type { Estimate } from '../../src/engine/plan/types';
import { HARD_PITY } from '../../src/engine/pulls/rules';
import { cumulative } from './plan-support';
import { limitedChance, march, runPlanOf, topTargetPmf } from './plan-runs-support';
import { indexOf, limitedSrIds, rules } from './support';

// Enough for five standard errors to be tight (about 1 percentage point at 50%), and quick on a busy machine.
const TRIALS = 40_000;
const hoyan = indexOf('hoyan');

/** |estimate - exact| within five standard errors of a proportion over TRIALS trials (plus float slack). */
function expectNear(estimate: Estimate, exact: number): void {
  const se = Math.sqrt((exact * (1 - exact)) / TRIALS);
  expect(Math.abs(estimate.value - exact)).toBeLessThanOrEqual(5 * se + 1e-9);
  expect(estimate.low).toBeLessThanOrEqual(estimate.value);
  expect(estimate.high).toBeGreaterThanOrEqual(estimate.value);
}

describe('planRuns, Monte Carlo', () => {
  it('agrees with the exact answer on every run and target', () => {
    const request = runPlanOf(
      [
        ['freya', 0, 1],
        ['kazami', 0, 1],
        ['fangus', 1, 1],
        ['hoyan', 2, 2],
      ],
      [
        { banner: 'limited', end: march(20) },
        { banner: 'perma', end: march(8) },
        { banner: 'limited', featured: hoyan, end: march(5) },
      ],
      { anima: 150, perDay: 10 },
      { counters: { limited: { pity: 40, sr: 3 }, perma: { pity: 10, sr: 8 }, ml: { pity: 0, sr: 0 } } },
    );
    const exact = planRuns(rules, request);
    const estimate = planRuns(rules, request, { method: 'monte-carlo', trials: TRIALS, seed: 7 });
    expect(exact.method).toBe('exact');
    expect(estimate).toMatchObject({ method: 'monte-carlo', trials: TRIALS, reason: 'asked', order: [2, 1, 0] });
    estimate.targets.forEach((t, k) => expectNear(t, exact.targets[k]!.value));
    estimate.runs.forEach((r, i) => expectNear(r.chance, exact.runs[i]!.chance.value));
    expectNear(estimate.chanceAll, exact.chanceAll.value);
    expect(exact.chanceAll.value).toBeGreaterThan(0.05);
    expect(exact.chanceAll.value).toBeLessThan(0.95);
  });

  it('estimates a plan with an ML run, the currencies spent tickets first, then crystals', () => {
    // Freya's run ends day 5, Heinrich's ML run day 10. 20 Anima, 5 Apex, 2,000 crystals a day (prices 100, 300).
    const request = runPlanOf(
      [
        ['freya', 0, 1],
        ['heinrich', 1, 1],
      ],
      [
        { banner: 'limited', end: march(5) },
        { banner: 'ml', end: march(10) },
      ],
      {},
      {
        onHand: { crystals: 0, anima: 20, apex: 5 },
        income: {
          daily: { crystals: 2000, anima: 0, apex: 0 },
          weekly: { crystals: 0, anima: 0, apex: 0 },
          monthly: { crystals: 0, anima: 0, apex: 0 },
          events: [],
        },
      },
    );
    const answer = planRuns(rules, request, { trials: TRIALS, seed: 3 });
    expect(answer).toMatchObject({ method: 'monte-carlo', reason: 'apex' });
    // The reference, by enumeration of both runs' pulls.
    const ml = rules.banners.ml.poolA.length;
    const mlChance = (p: number) => (p >= HARD_PITY ? { mine: 1 / ml, top: 1 } : { mine: 0.01 / ml, top: 0.01 });
    const freya = topTargetPmf(limitedChance, 1, 0, 400);
    const heinrich = topTargetPmf(mlChance, 1, 0, 400);
    let first = 0;
    let both = 0;
    for (let s1 = 1; s1 < freya.length; s1++) {
      const crystals1 = 5 * 2000;
      if (s1 > 20 + Math.floor(crystals1 / 100)) break;
      first += freya[s1]!;
      const spent = Math.max(0, s1 - 20) * 100;
      const afford = 5 + Math.floor((10 * 2000 - spent) / 300);
      both += freya[s1]! * cumulative(heinrich)[afford]!;
    }
    expectNear(answer.runs[0]!.chance, first);
    expectNear(answer.chanceAll, both);
    expect(both).toBeGreaterThan(0.05);
    expect(first - both).toBeGreaterThan(0.05);
  });

  it('estimates a run that may leave its banner mid-pity for the next as the exact walk answers it, reproducibly', () => {
    const sr = limitedSrIds[2]!;
    const runs = [
      { banner: 'limited', end: march(5) },
      { banner: 'limited', featured: hoyan, end: march(10) },
    ] as const;
    const request = runPlanOf(
      [
        [sr, 0, 1],
        ['hoyan', 1, 1],
      ],
      runs,
      { anima: 30, perDay: 3 },
    );
    const answer = planRuns(rules, request, { method: 'monte-carlo', trials: TRIALS, seed: 11 });
    expect(answer).toMatchObject({ method: 'monte-carlo', reason: 'asked' });
    const exact = planRuns(rules, request);
    expect(exact).toMatchObject({ method: 'exact', reason: null });
    expectNear(answer.chanceAll, exact.chanceAll.value);
    const alone = planRuns(rules, runPlanOf([[sr, 0, 1]], [runs[0]], { anima: 30, perDay: 3 }));
    expect(alone.method).toBe('exact');
    expectNear(answer.runs[0]!.chance, alone.chanceAll.value);
    const again = { method: 'monte-carlo', trials: 1000, seed: 5 } as const;
    expect(planRuns(rules, request, again)).toEqual(planRuns(rules, request, again));
  });
});
