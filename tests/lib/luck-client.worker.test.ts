/**
 * The luck client and the calc worker's luck call through real Comlink round trips (@vitest/web-worker runs the
 * worker module in this thread with real structured cloning, transfer and termination).
 */

import { describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../src/catalogue/characters';
import { luckOf } from '../../src/engine/luck/luck';
import { buildRules } from '../../src/engine/pulls/rules';
import { spawnCalcWorker } from '../../src/lib/calc-client';
import { createLuckClient, isAbortError } from '../../src/lib/luck-client';

const rules = buildRules(CHARACTERS);

describe('luck client', () => {
  it('answers in the calc worker exactly as the engine does on this thread, chart included', async () => {
    const client = createLuckClient();
    for (const request of [
      { banner: 'perma', pulls: 1000, tops: 17, pity: 0 },
      { banner: 'ml', pulls: 40_000, tops: 700, pity: 12 },
    ] as const) {
      const outcome = await client.luck(request);
      const local = luckOf(rules, request);
      expect(outcome).toEqual(local);
      if (!outcome.ok) throw new Error('expected an answer');
      expect(outcome.answer.chart.pmf).toBeInstanceOf(Float64Array);
    }
  });

  it('returns the problem of a question that cannot be answered', async () => {
    const outcome = await createLuckClient().luck({ banner: 'ml', pulls: 200, tops: 1, pity: 0 });
    expect(outcome).toEqual({ ok: false, problem: { kind: 'tops', fewest: 2, most: 200 } });
  });

  it('drops a cancelled question at once, keeping the worker for the questions that share it', async () => {
    const spawned: Worker[] = [];
    let terminated = 0;
    const client = createLuckClient(() => {
      const worker = spawnCalcWorker();
      const terminate = worker.terminate.bind(worker);
      worker.terminate = () => {
        terminated++;
        terminate();
      };
      spawned.push(worker);
      return worker;
    });
    const controller = new AbortController();
    const cancelled = client.luck({ banner: 'perma', pulls: 2000, tops: 40, pity: 0 }, controller.signal);
    const other = client.luck({ banner: 'ml', pulls: 300, tops: 5, pity: 0 });
    controller.abort();
    await expect(cancelled).rejects.toSatisfy(isAbortError);
    expect(await other).toEqual(luckOf(rules, { banner: 'ml', pulls: 300, tops: 5, pity: 0 }));
    expect(terminated).toBe(0);
    expect(spawned).toHaveLength(1);
    await expect(client.luck({ banner: 'ml', pulls: 1, tops: 0, pity: 0 }, controller.signal)).rejects.toSatisfy(
      isAbortError,
    );
  });
});
