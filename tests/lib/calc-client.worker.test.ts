/**
 * The How Much To client and worker through real Comlink round trips (@vitest/web-worker runs each worker module in
 * this thread with real structured cloning, transfer and termination).
 */

import { afterEach, describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../src/catalogue/characters';
import { exactDistribution } from '../../src/engine/odds/exact';
import { mergeHistograms, runTrials } from '../../src/engine/odds/monte-carlo';
import { histogramCdf, histogramFigures } from '../../src/engine/odds/stats';
import { planRequest } from '../../src/engine/odds/prepare';
import type { CalcRequest } from '../../src/engine/odds/prepare';
import { runUntilObtained } from '../../src/engine/odds/run';
import { createRng } from '../../src/engine/pulls/rng';
import { buildRules } from '../../src/engine/pulls/rules';
import { calcPoolSize, createCalcClient, isAbortError, MONTE_CARLO_STREAMS } from '../../src/lib/calc-client';
import type { CalcClient } from '../../src/lib/calc-client';
import { endAll, recordingSpawn } from './recorded-workers';
import type { Spawned } from './recorded-workers';
import { waitFor } from '../support/wait';

const rules = buildRules(CHARACTERS);
const idx = (id: string) => CHARACTERS.findIndex((c) => c.id === id);
const request = (ids: string[]): CalcRequest => ({
  selection: ids.map(idx),
  banner: 'perma',
  start: { pity: 0, sr: 0 },
});

const clients: CalcClient[] = [];
const spawned: Spawned[] = [];

/** A client whose workers are recorded, so a test can see which ones were started and ended. */
function client(poolSize = 2): CalcClient {
  const c = createCalcClient({ poolSize, spawn: recordingSpawn(spawned) });
  clients.push(c);
  return c;
}

afterEach(() => {
  for (const c of clients.splice(0)) c.terminate();
  endAll(spawned);
});

describe('How Much To client', () => {
  it('runs the specification run in the worker, exactly as the engine does for the seed', async () => {
    const req = request(['holden', 'heinrich', 'marvell', 'cachi']);
    const run = await client().simulate(req, { seed: 42 });
    const direct = runUntilObtained(rules, planRequest(rules, req), createRng(42));
    expect([...run.chars]).toEqual([...direct.chars]);
    expect([...run.types]).toEqual([...direct.types]);
    expect(run.chars.buffer.byteLength).toBe(direct.chars.length);
    expect(run.seedUsed).toBe(42);
  });

  it('returns the exact distribution, with progress', async () => {
    const req = request(['holden', 'cachi']);
    const seen: number[] = [];
    const outcome = await client().exact(req, { onProgress: (f) => seen.push(f) });
    const direct = exactDistribution(planRequest(rules, req));
    if (!outcome.ok || !direct.ok) throw new Error('expected exact answers');
    expect([...outcome.distribution.pmf]).toEqual([...direct.distribution.pmf]);
    expect(outcome.distribution.tailMass).toBe(direct.distribution.tailMass);
  });

  // @vitest/web-worker cannot start several copies of one worker module at the same moment (only the first one
  // answers), so the pool's answers are checked here on one worker and its fan-out in Chromium (e2e).
  it('splits Monte Carlo into seeded streams whose merged histogram, with its cdf and figures, is the answer for the seed', async () => {
    const req = request(['cachi', 'sybil', 'kazami']);
    const progress: number[] = [];
    const answer = await client(1).monteCarlo(req, {
      trials: 4000,
      seed: 9,
      onProgress: (done) => progress.push(done),
    });
    expect(answer.histogram.trials).toBe(4000);
    expect(answer.seedUsed).toBe(9);
    // The same streams run directly: stream i is seeded seed + i and runs its share of the trials.
    const plan = planRequest(rules, req);
    const direct = mergeHistograms(
      Array.from({ length: MONTE_CARLO_STREAMS }, (_, i) =>
        runTrials(rules, plan, 4000 / MONTE_CARLO_STREAMS, createRng(9 + i)),
      ),
    );
    expect([...answer.histogram.counts]).toEqual([...direct.counts]);
    expect([...answer.cdf]).toEqual([...histogramCdf(direct)]);
    expect(answer.figures).toEqual(histogramFigures(direct));
    await waitFor(() => expect(progress.at(-1)).toBe(4000));
    // Pool workers are ended once the answer is in; the client's own worker, which summarised it, stays for the next.
    expect(spawned.length).toBe(2);
    expect(spawned.map((s) => s.terminated)).toEqual([true, false]);
  });

  it('sizes the pool from the number of cores, capped, at least one', () => {
    const original = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    const cores = (n: number) => {
      Object.defineProperty(globalThis, 'navigator', { value: { hardwareConcurrency: n }, configurable: true });
      return calcPoolSize();
    };
    try {
      expect(cores(4)).toBe(4);
      expect(cores(64)).toBe(8);
      expect(cores(1)).toBe(1);
      expect(cores(0)).toBe(2);
    } finally {
      if (original) Object.defineProperty(globalThis, 'navigator', original);
      else Reflect.deleteProperty(globalThis, 'navigator');
    }
  });

  it('cancel stops every worker and rejects with an AbortError, delivering nothing', async () => {
    const c = client(3);
    const controller = new AbortController();
    let firstProgress: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (firstProgress = resolve));
    let delivered = false;
    const pending = c
      .monteCarlo(request(['holden', 'heinrich']), {
        trials: 400_000,
        seed: 1,
        signal: controller.signal,
        onProgress: () => firstProgress(),
      })
      .then(() => {
        delivered = true;
      });
    await started;
    expect(spawned.length).toBe(3);
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect((error as DOMException).name).toBe('AbortError');
    expect(delivered).toBe(false);
    expect(spawned.every((s) => s.terminated)).toBe(true);
  });

  it('cancelling the exact answer ends its worker and the next call starts a fresh one', async () => {
    const c = client();
    await c.simulate(request(['cachi']), { seed: 2 });
    const controller = new AbortController();
    const pending = c.exact(request(['holden', 'cachi']), { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(spawned[0]?.terminated).toBe(true);
    const run = await c.simulate(request(['cachi']), { seed: 3 });
    expect(run.chars.length).toBeGreaterThan(0);
    expect(spawned.length).toBe(2);
  });

  it('rejects an unpullable character with the clear error from the worker', async () => {
    await expect(client().simulate(request(['hoyan']))).rejects.toThrow(/Hoyan cannot be pulled on any banner/);
    await expect(client().monteCarlo(request(['lian']), { trials: 10 })).rejects.toThrow(/Lian cannot be pulled/);
  });

  it('turns a worker that dies into a rejected call, not a hang', async () => {
    // Node has no ErrorEvent; browsers give a worker's load failure as one.
    globalThis.ErrorEvent ??= class extends Event {
      readonly message: string;
      constructor(type: string, init: { message?: string } = {}) {
        super(type);
        this.message = init.message ?? '';
      }
    } as unknown as typeof ErrorEvent;
    // A stand-in worker that fails to start, as a worker whose script cannot load does.
    class BrokenWorker extends EventTarget {
      postMessage(): void {
        queueMicrotask(() => this.dispatchEvent(new ErrorEvent('error', { message: 'script failed to load' })));
      }
      terminate(): void {}
    }
    const broken = createCalcClient({ spawn: () => new BrokenWorker() as unknown as Worker, poolSize: 2 });
    await expect(broken.simulate(request(['cachi']))).rejects.toThrow(/stopped unexpectedly: script failed to load/);
    await expect(broken.monteCarlo(request(['cachi']), { trials: 100 })).rejects.toThrow(/stopped unexpectedly/);
  });
});
