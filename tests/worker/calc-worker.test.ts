/**
 * The How Much To worker's planner calls through a real Comlink round trip (@vitest/web-worker: real structured
 * cloning and transfer), below the client: what crosses the boundary and in what shape.
 */

import * as Comlink from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../src/catalogue/characters';
import type { CalcApi } from '../../src/engine/odds/api';
import { createPlanApi } from '../../src/engine/plan/api';
import { buildRules } from '../../src/engine/pulls/rules';
import { planOf } from '../engine/plan-support';

const rules = buildRules(CHARACTERS);
const direct = createPlanApi(rules, { yieldToEventLoop: async () => undefined });
const workers: Worker[] = [];

function startWorker(): Comlink.Remote<CalcApi> {
  const worker = new Worker(new URL('../../workers/calc.worker.ts', import.meta.url), { type: 'module' });
  workers.push(worker);
  return Comlink.wrap<CalcApi>(worker);
}

afterEach(() => {
  for (const w of workers.splice(0)) w.terminate();
});

const request = planOf(
  [
    ['freya', 'limited', 1],
    ['cachi', 'perma', 2],
  ],
  {
    counters: { limited: { pity: 0, sr: 0 }, perma: { pity: 30, sr: 4 }, ml: { pity: 0, sr: 0 } },
    onHand: { crystals: 2000, anima: 30, apex: 0 },
    targetDate: '2026-03-20',
  },
);

describe('the calc worker, planner calls', { timeout: 60_000 }, () => {
  it('returns stages, trials and answers as typed arrays equal to the engine run here', async () => {
    const api = startWorker();
    const exact = await api.planExact(request);
    if (!exact.ok) throw new Error('expected stages');
    expect(exact).toEqual(await direct.planExact(request));
    for (const banner of exact.stages.banners) for (const cdf of banner.cdf) expect(cdf).toBeInstanceOf(Float64Array);
    const trials = await api.planTrials(request, 500, 12);
    expect(trials).toEqual(await direct.planTrials(request, 500, 12));
    if (!trials.ok) throw new Error('expected trials');
    expect(trials.trials.banners[0]!.counts[0]).toBeInstanceOf(Uint32Array);
    const answer = await api.planAnswer(request, exact.stages);
    expect(answer).toEqual(await direct.planAnswer(request, exact.stages));
  });

  it('returns a fault as a value that keeps its kind and where it is', async () => {
    const api = startWorker();
    const reply = await api.planExact({ ...request, counters: { ...request.counters, perma: { pity: 90, sr: 0 } } });
    expect(reply).toEqual({ ok: false, reason: 'invalid', fault: { kind: 'counters', banner: 'perma' } });
  });
});
