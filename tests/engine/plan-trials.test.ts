import { describe, expect, it } from 'vitest';
import { planAnswer } from '../../src/engine/plan/answer';
import { BannerTrials, mergePlanTrials, runPlanTrials } from '../../src/engine/plan/trials';
import type { PlanTrials } from '../../src/engine/plan/trials';
import { createRng } from '../../src/engine/pulls/rng';
import type { BannerId } from '../../src/engine/types';
import { checked, exactStages, planOf, stagesOf } from './plan-support';
import type { TargetSpec } from './plan-support';
import { featuredId, rules } from './support';

const TRIALS = 20_000;

/** Two targets with copies on Perma: cachi's copies mostly arrive while kazami's are still missing. */
const SPILL: TargetSpec[] = [
  ['kazami', 'perma', 2],
  ['cachi', 'perma', 3],
  ['sybil', 'perma', 2],
];
/** Across Limited and ML, with tickets and crystals to spend. */
const ACROSS: TargetSpec[] = [
  [featuredId, 'limited', 2],
  ['heinrich', 'ml', 1],
  ['marvell', 'limited', 1],
];

function cdfOfCounts(counts: Uint32Array, trials: number): number[] {
  let running = 0;
  return Array.from(counts, (c) => (running += c) / trials);
}

/** Standard error of a chance p estimated from n trials; `terms` independent banners combined at most add up. */
const standardError = (p: number, n: number, terms = 1) => Math.sqrt((terms * p * (1 - p)) / n);

describe('plan Monte Carlo', { timeout: 60_000 }, () => {
  it('agrees with the exact stage distributions within 4 standard errors (spill-over on Perma)', () => {
    const request = planOf(SPILL);
    const exact = stagesOf(exactStages(request), 'perma');
    const mc = runPlanTrials(rules, checked(request), TRIALS, createRng(41));
    expect(mc.trials).toBe(TRIALS);
    const counts = mc.banners.find((b) => b.banner === 'perma')!.counts;
    expect(counts).toHaveLength(3);
    counts.forEach((stage, j) => {
      const estimated = cdfOfCounts(stage, TRIALS);
      const truth = exact[j]!;
      // Checked where the distribution moves: its deciles.
      for (let q = 0.1; q < 0.95; q += 0.1) {
        const t = truth.findIndex((v) => v >= q);
        const p = truth[t]!;
        const got = estimated[Math.min(t, estimated.length - 1)]!;
        expect(Math.abs(got - p)).toBeLessThan(4 * standardError(p, TRIALS));
      }
    });
  });

  it('gives answers that agree with the exact ones within 4 standard errors (Limited and ML)', () => {
    const request = planOf(ACROSS, {
      onHand: { crystals: 30_000, anima: 400, apex: 250 },
      income: {
        daily: { crystals: 150, anima: 0, apex: 0 },
        weekly: { crystals: 0, anima: 0, apex: 2 },
        monthly: { crystals: 0, anima: 5, apex: 0 },
        events: [],
      },
    });
    const plan = checked(request);
    const exact = planAnswer(plan, { method: 'exact', banners: exactStages(request) });
    const trials = runPlanTrials(rules, plan, TRIALS, createRng(77));
    const mc = planAnswer(plan, { method: 'monte-carlo', trials: TRIALS, banners: trials.banners });
    expect(mc.method).toBe('monte-carlo');
    expect(mc.trials).toBe(TRIALS);
    // Each chance combines two independent banners' estimates, whose variances add: at most twice one's.
    const close = (got: number, p: number) =>
      expect(Math.abs(got - p)).toBeLessThanOrEqual(4 * standardError(p, TRIALS, 2));
    mc.chancePrefix.forEach((chance, k) => {
      const p = exact.chancePrefix[k]!.value;
      close(chance.value, p);
      expect(chance.low).toBeLessThanOrEqual(chance.value);
      expect(chance.high).toBeGreaterThanOrEqual(chance.value);
    });
    expect(exact.chanceAll.value).toBeGreaterThan(0.05);
    expect(exact.chanceAll.value).toBeLessThan(0.95);
    for (const d of [0, 30, 90, 200]) close(mc.byDay[d]!, exact.byDay[d]!);
    for (const q of [0.25, 0.5, 0.75, 0.95]) {
      const t = exact.byPulls.findIndex((v) => v >= q);
      close(mc.byPulls[t]!, exact.byPulls[t]!);
    }
    expect(mc.budget.holdings).toEqual(exact.budget.holdings);
  });

  it('gives a 95% Wilson interval around each Monte Carlo chance', () => {
    const request = planOf(ACROSS, { onHand: { crystals: 0, anima: 120, apex: 500 } });
    const plan = checked(request);
    const trials = runPlanTrials(rules, plan, TRIALS, createRng(3));
    const { chanceAll } = planAnswer(plan, { method: 'monte-carlo', trials: TRIALS, banners: trials.banners });
    const p = chanceAll.value;
    const z = 1.959963984540054;
    const centre = (p + (z * z) / (2 * TRIALS)) / (1 + (z * z) / TRIALS);
    const half = (z / (1 + (z * z) / TRIALS)) * Math.sqrt((p * (1 - p)) / TRIALS + (z * z) / (4 * TRIALS * TRIALS));
    expect(chanceAll.low).toBeCloseTo(centre - half, 12);
    expect(chanceAll.high).toBeCloseTo(centre + half, 12);
    expect(chanceAll.high - chanceAll.low).toBeGreaterThan(0.005);
  });

  it('depends only on the stream and the number of trials, however the trials are batched', () => {
    const plan = checked(planOf([...SPILL.slice(0, 2), [featuredId, 'limited', 1]]));
    const whole = runPlanTrials(rules, plan, 3000, createRng(5));
    const rng = createRng(5);
    const banners = (['limited', 'perma'] as BannerId[]).map((banner) => {
      const runner = new BannerTrials(rules, banner, plan.targets[banner], plan.request.counters[banner], rng);
      for (const n of [1, 16, 983, 2000]) runner.run(n);
      return runner.result();
    });
    expect(banners).toEqual(whole.banners);
    expect(runPlanTrials(rules, plan, 3000, createRng(6)).banners).not.toEqual(whole.banners);
  });

  it('merges streams by adding their histograms', () => {
    const plan = checked(planOf(SPILL.slice(0, 2)));
    const parts: PlanTrials[] = [1, 2, 3].map((seed) => runPlanTrials(rules, plan, 500 * seed, createRng(seed)));
    const merged = mergePlanTrials(parts);
    expect(merged.trials).toBe(3000);
    merged.banners[0]!.counts.forEach((stage, j) => {
      let total = 0;
      stage.forEach((c, t) => {
        const sum = parts.reduce((s, part) => s + (part.banners[0]!.counts[j]![t] ?? 0), 0);
        expect(c).toBe(sum);
        total += c;
      });
      expect(total).toBe(3000);
    });
  });
});
