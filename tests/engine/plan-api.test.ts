import { describe, expect, it } from 'vitest';
import { createCalcApi } from '../../src/engine/odds/api';
import { planAnswer } from '../../src/engine/plan/answer';
import { runPlanTrials } from '../../src/engine/plan/trials';
import { createRng } from '../../src/engine/pulls/rng';
import { checked, exactStages, planOf } from './plan-support';
import { featuredId, rules } from './support';

const api = () => createCalcApi(rules, { yieldToEventLoop: async () => undefined });
const request = planOf(
  [
    [featuredId, 'limited', 1],
    ['cachi', 'ml', 2],
  ],
  { onHand: { crystals: 5000, anima: 40, apex: 10 } },
);

describe('the planner calls of the How Much To API', { timeout: 60_000 }, () => {
  it('answers exactly, as the engine does directly', async () => {
    const progress: number[] = [];
    const reply = await api().planExact(request, (f) => void progress.push(f));
    if (!reply.ok) throw new Error('expected stages');
    expect(reply.stages.banners).toEqual(exactStages(request));
    const answer = await api().planAnswer(request, reply.stages);
    if (!answer.ok) throw new Error('expected an answer');
    expect(answer.answer).toEqual(planAnswer(checked(request), reply.stages));
  });

  it('runs the trials of the stream its seed picks, reporting progress up to 1', async () => {
    const progress: number[] = [];
    // A clock a second on at every look, so that no report is held back.
    let clock = 0;
    const unthrottled = createCalcApi(rules, { now: () => (clock += 1000), yieldToEventLoop: async () => undefined });
    const reply = await unthrottled.planTrials(request, 2000, 9, (f) => void progress.push(f));
    if (!reply.ok) throw new Error('expected trials');
    expect(reply.trials).toEqual(runPlanTrials(rules, checked(request), 2000, createRng(9)));
    // Two banners: the first one's trials are the first half of the work.
    expect(progress.length).toBeGreaterThan(3);
    expect(progress.some((f) => f > 0.4 && f <= 0.5)).toBe(true);
    expect(progress.at(-1)).toBe(1);
    expect(progress.every((f, i) => f > 0 && f <= 1 && (i === 0 || f >= progress[i - 1]!))).toBe(true);
  });

  it('returns a fault as a value, for each call, and rejects an absurd number of trials', async () => {
    const bad = { ...request, targets: [{ ...request.targets[0]!, copies: 9 }] };
    const fault = { ok: false, reason: 'invalid', fault: { kind: 'copies', target: 0 } };
    expect(await api().planExact(bad)).toEqual(fault);
    expect(await api().planTrials(bad, 10, 1)).toEqual(fault);
    expect(await api().planAnswer(bad, { method: 'monte-carlo', trials: 1, banners: [] })).toEqual(fault);
    await expect(api().planTrials(request, 0, 1)).rejects.toThrow(RangeError);
    await expect(api().planTrials(request, Number.NaN, 1)).rejects.toThrow(RangeError);
  });

  it('refuses stages that do not fit the plan', async () => {
    const reply = await api().planExact(request);
    if (!reply.ok) throw new Error('expected stages');
    const other = planOf([[featuredId, 'limited', 1]]);
    await expect(api().planAnswer(other, reply.stages)).rejects.toThrow(RangeError);
  });
});
