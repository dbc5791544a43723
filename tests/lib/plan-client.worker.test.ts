/**
 * The planner's client and the calculator worker through real Comlink round trips (@vitest/web-worker runs each
 * worker module in this thread with real structured cloning, transfer and termination).
 */

import { afterEach, describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../src/catalogue/characters';
import { planAnswer } from '../../src/engine/plan/answer';
import { PlanRequestError } from '../../src/engine/plan/errors';
import { planExact } from '../../src/engine/plan/exact';
import { planRuns } from '../../src/engine/plan/runs';
import { mergePlanTrials, runPlanTrials } from '../../src/engine/plan/trials';
import type { PlanRequest } from '../../src/engine/plan/types';
import { checkPlan } from '../../src/engine/plan/validate';
import { createRng } from '../../src/engine/pulls/rng';
import { buildRules } from '../../src/engine/pulls/rules';
import { MONTE_CARLO_STREAMS } from '../../src/lib/calc-client';
import { createPlanClient, isAbortError } from '../../src/lib/plan-client';
import type { PlanProgress } from '../../src/lib/plan-client';
import { NONE, planOf } from '../engine/plan-support';
import { march, runPlanOf } from '../engine/plan-runs-support';
import type { TargetSpec } from '../engine/plan-support';
import { endAll, recordingSpawn } from './recorded-workers';
import type { Spawned } from './recorded-workers';

const rules = buildRules(CHARACTERS);

function plan(targets: TargetSpec[]): PlanRequest {
  return planOf(targets, {
    counters: { limited: { pity: 10, sr: 2 }, perma: { pity: 0, sr: 0 }, ml: { pity: 0, sr: 0 } },
    onHand: { crystals: 9000, anima: 60, apex: 20 },
    income: { daily: { ...NONE, crystals: 120 }, weekly: NONE, monthly: NONE, events: [] },
  });
}

const small = plan([
  ['freya', 'limited', 2],
  ['sybil', 'ml', 1],
]);
/** Eight targets of six copies: far past what the exact chain may hold. */
const large = plan(
  ['cachi', 'sybil', 'vice', 'asshu', 'no41', 'andrew-red', 'andrew-blue', 'marvell'].map((id): TargetSpec => [
    id,
    'perma',
    6,
  ]),
);

const spawned: Spawned[] = [];
const clients: { terminate(): void }[] = [];

function client() {
  const c = createPlanClient({ poolSize: 1, spawn: recordingSpawn(spawned) });
  clients.push(c);
  return c;
}

afterEach(() => {
  for (const c of clients.splice(0)) c.terminate();
  endAll(spawned);
});

describe('the planner client', { timeout: 60_000 }, () => {
  it('answers exactly in the worker, as the engine does directly, with progress', async () => {
    const progress: PlanProgress[] = [];
    const answer = await client().answer(small, { onProgress: (p) => progress.push(p) });
    const checked = checkPlan(rules, small);
    const outcome = planExact(rules, checked);
    if (!outcome.ok) throw new Error('expected an exact answer');
    const direct = planAnswer(checked, { method: 'exact', banners: outcome.banners });
    expect(answer.method).toBe('exact');
    expect(answer).toEqual(direct);
    expect(answer.byDay).toBeInstanceOf(Float64Array);
    expect(progress.every((p) => p.stage === 'exact')).toBe(true);
  });

  // @vitest/web-worker cannot start several copies of one worker module at the same moment, so the pool is one
  // worker here; the streams are what makes the answer independent of the pool's size.
  it('runs Monte Carlo in seeded streams when asked, merged into the answer for the seed', async () => {
    const progress: PlanProgress[] = [];
    const answer = await client().answer(small, {
      method: 'monte-carlo',
      trials: 4000,
      seed: 21,
      onProgress: (p) => progress.push(p),
    });
    const checked = checkPlan(rules, small);
    const streams = Array.from({ length: MONTE_CARLO_STREAMS }, (_, i) =>
      runPlanTrials(rules, checked, 4000 / MONTE_CARLO_STREAMS, createRng(21 + i)),
    );
    const merged = mergePlanTrials(streams);
    expect(answer).toEqual(planAnswer(checked, { method: 'monte-carlo', trials: 4000, banners: merged.banners }));
    expect(answer.trials).toBe(4000);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((p) => p.stage === 'monte-carlo' && p.fraction <= 1)).toBe(true);
  });

  it('falls back to Monte Carlo for a plan too large to answer exactly', async () => {
    const stages = new Set<string>();
    const answer = await client().answer(large, { trials: 16, seed: 3, onProgress: (p) => stages.add(p.stage) });
    expect(answer.method).toBe('monte-carlo');
    expect(answer.trials).toBe(16);
    expect(answer.chancePrefix).toHaveLength(8);
    expect(stages.has('monte-carlo')).toBe(true);
  });

  it('rejects an invalid plan with a PlanRequestError whose kind and target survive the worker', async () => {
    const duplicate = plan([
      ['freya', 'limited', 1],
      ['freya', 'perma', 1],
    ]);
    for (const method of ['auto', 'monte-carlo'] as const) {
      const error = await client()
        .answer(duplicate, { method, trials: 8 })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PlanRequestError);
      expect((error as PlanRequestError).kind).toBe('duplicate-character');
      expect((error as PlanRequestError).target).toBe(1);
    }
    await expect(client().answer(small, { method: 'monte-carlo', trials: 0 })).rejects.toThrow(RangeError);
    const late = await client()
      .answer({ ...small, targetDate: '2026-03-09' })
      .catch((e: unknown) => e);
    expect((late as PlanRequestError).kind).toBe('date');
    expect((late as PlanRequestError).field).toBe('targetDate');
  });

  it('cancels: rejects with an AbortError, delivers nothing and ends the busy workers', async () => {
    const c = client();
    const controller = new AbortController();
    let started: () => void = () => undefined;
    const running = new Promise<void>((resolve) => (started = resolve));
    let delivered = false;
    const pending = c
      // Few trials: @vitest/web-worker runs workers on this thread, where an ended worker's loop still finishes.
      .answer(large, { trials: 2000, seed: 1, signal: controller.signal, onProgress: () => started() })
      .then(() => {
        delivered = true;
      });
    await running;
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(delivered).toBe(false);
    // The first worker answered 'too-large' and waits for the next call; the pool's were running and are ended.
    expect(spawned.length).toBeGreaterThan(1);
    expect(spawned[0]!.terminated).toBe(false);
    expect(spawned.slice(1).every((s) => s.terminated)).toBe(true);
    const next = await c.answer(small);
    expect(next.method).toBe('exact');
  });

  it('cancelling the exact stage ends its worker, and the next call starts a fresh one', async () => {
    const c = client();
    // A worker that has loaded: @vitest/web-worker cannot load a second copy while the first is still loading.
    await c.answer(small);
    const controller = new AbortController();
    const pending = c.answer(small, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(spawned[0]?.terminated).toBe(true);
    expect((await c.answer(small)).method).toBe('exact');
    expect(spawned).toHaveLength(2);
  });

  it('answers a plan on banner runs in the worker, as the engine does directly, and words its faults', async () => {
    const hoyan = CHARACTERS.findIndex((c) => c.id === 'hoyan');
    const runs = [
      { banner: 'limited', end: march(5) },
      { banner: 'limited', featured: hoyan, end: march(20) },
    ] as const;
    const request = runPlanOf(
      [
        ['freya', 0, 1],
        ['hoyan', 1, 1],
      ],
      runs,
      { anima: 60, perDay: 2 },
    );
    const answer = await client().answerRuns(request, { seed: 3 });
    expect(answer.method).toBe('exact');
    expect(answer).toEqual(planRuns(rules, request, { seed: 3 }));
    expect(answer.runs).toHaveLength(2);

    const noRun = runPlanOf([['freya', 2, 1]], runs);
    const error = await client()
      .answerRuns(noRun)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlanRequestError);
    expect((error as PlanRequestError).kind).toBe('banner-cannot-give');
  });

  it('answers a run plan by Monte Carlo from its seed when asked, the same in the worker as directly', async () => {
    const request = runPlanOf([['freya', 0, 1]], [{ banner: 'limited', end: march(5) }], { anima: 40 });
    const answer = await client().answerRuns(request, { method: 'monte-carlo', trials: 200, seed: 9 });
    expect(answer).toMatchObject({ method: 'monte-carlo', trials: 200, reason: 'asked' });
    expect(answer).toEqual(planRuns(rules, request, { method: 'monte-carlo', trials: 200, seed: 9 }));
  });
});
