import { describe, expect, it } from 'vitest';
import { bandTable } from '../../src/engine/odds/prepare';
import { targetLayout } from '../../src/engine/plan/exact';
import { COUNTER_STATES, RunWalk } from '../../src/engine/plan/runs-walk';
import { checkRunPlan } from '../../src/engine/plan/runs-validate';
import { WIDTH } from '../../src/engine/odds/chain';
import { runPlanOf } from './plan-runs-support';
import { rules } from './support';

describe('RunWalk', () => {
  // One Limited run that can end on any band: Freya (top), Kazami (SR), Andrew blue (R).
  const plan = checkRunPlan(
    rules,
    runPlanOf(
      [
        ['freya', 0, 1],
        ['kazami', 0, 1],
        ['andrew-blue', 0, 1],
      ],
      [{ banner: 'limited' }],
    ),
  );
  const run = plan.runs[0]!;

  it('tells apart the counters each completion leaves, and keeps all the mass it was given', () => {
    const walk = new RunWalk(targetLayout(run.targets), bandTable(run.rules.banners.limited), true);
    walk.inject(30 * WIDTH + 4, 0.5);
    const byState = new Float64Array(COUNTER_STATES);
    let completed = 0;
    for (let t = 0; t < 400; t++) {
      if (t === 7) walk.inject(0, 0.5);
      const absorbed = walk.step();
      let ended = 0;
      walk.ended!.forEach((v, s) => {
        ended += v;
        byState[s]! += v;
      });
      expect(Math.abs(ended - absorbed)).toBeLessThanOrEqual(1e-15);
      completed += absorbed;
    }
    expect(Math.abs(completed + walk.liveMass() - 1)).toBeLessThanOrEqual(1e-12);
    const at = (p: number, s: number) => byState[p * WIDTH + s]!;
    // A top result leaves (0, 0), an SR result (p, 0), an R result (p, s >= 1); none leaves pity 0 with an SR count.
    expect(at(0, 0)).toBeGreaterThan(0.01);
    expect(at(12, 0)).toBeGreaterThan(0);
    expect(at(12, 3)).toBeGreaterThan(0);
    for (let s = 1; s < WIDTH; s++) expect(at(0, s)).toBe(0);
  });

  it('puts the mass it is given in the first block, SR counter and all', () => {
    const layout = targetLayout(run.targets);
    const walk = new RunWalk(layout, bandTable(run.rules.banners.limited), false);
    walk.inject(80 * WIDTH + 9, 1);
    expect(walk.mass[layout.offset[0]! + 80 * WIDTH + 9]).toBe(1);
    expect(walk.ended).toBeNull();
    // Hard pity: Freya for sure on the next pull, completing nothing else.
    walk.step();
    expect(walk.liveMass()).toBeCloseTo(1, 12);
  });
});
