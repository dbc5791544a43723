import { describe, expect, it } from 'vitest';
import { planAnswer } from '../../src/engine/plan/answer';
import type { Economy, Holdings, PlanRequest } from '../../src/engine/plan/types';
import type { BannerId } from '../../src/engine/types';
import { checked, convolvePlain, cumulative, exactStages, pmfOf, planOf, stagesOf } from './plan-support';
import type { TargetSpec } from './plan-support';
import { featuredId } from './support';

/** Four targets over three banners, with short horizons so that brute force stays small. */
const TARGETS: TargetSpec[] = [
  [featuredId, 'limited', 1],
  ['sybil', 'ml', 1],
  ['cachi', 'perma', 2],
  ['andrew-red', 'limited', 1],
];

function answerFor(request: PlanRequest) {
  return planAnswer(checked(request), { method: 'exact', banners: exactStages(request) });
}

/**
 * P(prefix k is paid for), summed over every (Limited, Perma, ML) pull count of the stages that prefix needs:
 * funded when priceAnima * max(0, a + b - anima) + priceApex * max(0, y - apex) <= crystals.
 */
function bruteForceChance(request: PlanRequest, k: number, held: Holdings, economy: Economy): number {
  const stages = exactStages(request);
  const pmf = (banner: BannerId) => {
    const j = request.targets.slice(0, k).filter((t) => t.banner === banner).length;
    return j === 0 ? [1] : pmfOf(stagesOf(stages, banner)[j - 1]!);
  };
  const [lim, perma, ml] = [pmf('limited'), pmf('perma'), pmf('ml')];
  let chance = 0;
  lim.forEach((fa, a) => {
    perma.forEach((fb, b) => {
      if (fa * fb === 0) return;
      ml.forEach((fy, y) => {
        const cost =
          economy.crystalsPerAnima * Math.max(0, a + b - held.anima) +
          economy.crystalsPerApex * Math.max(0, y - held.apex);
        if (cost <= held.crystals) chance += fa * fb * fy;
      });
    });
  });
  return chance;
}

const cases: [string, Holdings, Economy][] = [
  ['round prices', { crystals: 9000, anima: 20, apex: 5 }, { crystalsPerAnima: 100, crystalsPerApex: 300 }],
  [
    'prices that leave change',
    { crystals: 12_345, anima: 3, apex: 0 },
    { crystalsPerAnima: 170, crystalsPerApex: 410 },
  ],
  ['no crystals', { crystals: 0, anima: 150, apex: 12 }, { crystalsPerAnima: 100, crystalsPerApex: 300 }],
];

describe('the plan answer', { timeout: 60_000 }, () => {
  it.each(cases)('gives every prefix chance as the brute-force sum over the stages (%s)', (_, held, economy) => {
    const request = planOf(TARGETS, { onHand: held, economy, targetDate: '2026-03-10' });
    const answer = answerFor(request);
    expect(answer.method).toBe('exact');
    expect(answer.chancePrefix).toHaveLength(TARGETS.length);
    answer.chancePrefix.forEach((chance, i) => {
      const expected = bruteForceChance(request, i + 1, held, economy);
      expect(Math.abs(chance.value - expected)).toBeLessThan(1e-9);
      expect(chance.low).toBe(chance.value);
      expect(chance.high).toBe(chance.value);
    });
    expect(answer.chanceAll).toEqual(answer.chancePrefix[TARGETS.length - 1]);
    for (let i = 1; i < TARGETS.length; i++) {
      expect(answer.chancePrefix[i]!.value).toBeLessThanOrEqual(answer.chancePrefix[i - 1]!.value + 1e-12);
    }
  });

  it.each(cases)(
    'turns crystals into the tickets that give the best chance, fewest on Apex (%s)',
    (_, held, economy) => {
      const request = planOf(TARGETS, { onHand: held, economy, targetDate: '2026-03-10' });
      const { budget } = answerFor(request);
      const stages = exactStages(request);
      const x = cumulative(convolvePlain(pmfOf(stagesOf(stages, 'limited')[1]!), pmfOf(stagesOf(stages, 'perma')[0]!)));
      const y = Array.from(stagesOf(stages, 'ml')[0]!);
      const at = (cdf: number[], i: number) => cdf[Math.min(i, cdf.length - 1)]!;
      let best = -1;
      let bestApex = 0;
      for (let apex = 0; apex * economy.crystalsPerApex <= held.crystals; apex++) {
        const anima = Math.floor((held.crystals - apex * economy.crystalsPerApex) / economy.crystalsPerAnima);
        const chance = at(x, held.anima + anima) * at(y, held.apex + apex);
        if (chance > best + 1e-15) {
          best = chance;
          bestApex = apex;
        }
      }
      const animaBought = Math.floor((held.crystals - bestApex * economy.crystalsPerApex) / economy.crystalsPerAnima);
      expect(budget).toEqual({
        holdings: held,
        crystalsToApex: bestApex * economy.crystalsPerApex,
        crystalsToAnima: animaBought * economy.crystalsPerAnima,
        animaPulls: held.anima + animaBought,
        apexPulls: held.apex + bestApex,
      });
    },
  );

  it('keeps crystals off Apex when every split is as good (here: none can pay for the plan)', () => {
    // Three copies need three pulls at least: 300 crystals buy three Anima or one Apex, never both.
    const request = planOf(
      [
        [featuredId, 'limited', 3],
        ['sybil', 'ml', 1],
      ],
      { onHand: { crystals: 300, anima: 0, apex: 0 }, targetDate: '2026-03-10' },
    );
    const answer = answerFor(request);
    expect(answer.chanceAll.value).toBe(0);
    expect(answer.budget).toMatchObject({ crystalsToApex: 0, crystalsToAnima: 300, animaPulls: 3, apexPulls: 0 });
  });

  it('gives the chance by total pulls as the convolution of every banner, and the pulls for 50/90/99%', () => {
    const request = planOf(TARGETS);
    const answer = answerFor(request);
    const stages = exactStages(request);
    const last = (banner: BannerId) => {
      const cdf = stagesOf(stages, banner);
      return pmfOf(cdf[cdf.length - 1]!);
    };
    const total = cumulative(convolvePlain(convolvePlain(last('limited'), last('perma')), last('ml')));
    expect(answer.byPulls.length).toBe(total.length);
    total.forEach((v, t) => expect(Math.abs(answer.byPulls[t]! - v)).toBeLessThan(1e-12));
    const first = (q: number) => total.findIndex((v) => v >= q);
    expect(answer.pullsFor).toEqual({ p50: first(0.5), p90: first(0.9), p99: first(0.99) });
  });

  it('is certain with more tickets than the longest computed run, and impossible with none', () => {
    const rich = answerFor(planOf(TARGETS, { onHand: { crystals: 0, anima: 5000, apex: 5000 } }));
    expect(rich.chanceAll.value).toBeGreaterThan(1 - 3e-9);
    const poor = answerFor(planOf(TARGETS));
    expect(poor.chanceAll.value).toBe(0);
    expect(poor.dateFor).toEqual({ p50: null, p90: null });
  });
});
