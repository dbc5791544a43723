/**
 * The How Much To worker, which also answers My Summons' luck question: a thin Comlink adapter over createCalcApi
 * and createLuckApi. Results are allocated per call and transferred; nothing is kept between calls, so the client
 * cancels by terminating the worker. Several of these run side by side for Monte Carlo, each on the stream its seed
 * picks.
 */

import * as Comlink from 'comlink';
import { CHARACTERS } from '../src/catalogue/characters';
import { createCalcApi } from '../src/engine/odds/api';
import type { CalcApi } from '../src/engine/odds/api';
import { createLuckApi } from '../src/engine/luck/api';
import type { LuckApi } from '../src/engine/luck/api';
import { buildRules } from '../src/engine/pulls/rules';
import { release } from './release';

const rules = buildRules(CHARACTERS);
const calc = createCalcApi(rules);
const luck = createLuckApi(rules);

/** Runs a call that reports progress, releasing the progress proxy however it ends. */
async function releasing<T>(onProgress: unknown, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } finally {
    release(onProgress);
  }
}

const buffers = (arrays: readonly ArrayBufferView<ArrayBuffer>[]) => arrays.map((a) => a.buffer);

const api = {
  async simulate(request, seed) {
    const run = await calc.simulate(request, seed);
    return Comlink.transfer(run, buffers([run.chars, run.pity, run.types]));
  },
  exact: (request, onProgress) =>
    releasing(onProgress, async () => {
      const outcome = await calc.exact(request, onProgress);
      if (!outcome.ok) return outcome;
      return Comlink.transfer(outcome, buffers([outcome.distribution.pmf, outcome.distribution.cdf]));
    }),
  monteCarlo: (request, trials, seed, onProgress) =>
    releasing(onProgress, async () => {
      const histogram = await calc.monteCarlo(request, trials, seed, onProgress);
      return Comlink.transfer(histogram, buffers([histogram.counts]));
    }),
  planExact: (request, onProgress) =>
    releasing(onProgress, async () => {
      const reply = await calc.planExact(request, onProgress);
      if (!reply.ok) return reply;
      return Comlink.transfer(reply, buffers(reply.stages.banners.flatMap((b) => b.cdf)));
    }),
  planTrials: (request, trials, seed, onProgress) =>
    releasing(onProgress, async () => {
      const reply = await calc.planTrials(request, trials, seed, onProgress);
      if (!reply.ok) return reply;
      return Comlink.transfer(reply, buffers(reply.trials.banners.flatMap((b) => b.counts)));
    }),
  async planAnswer(request, stages) {
    const reply = await calc.planAnswer(request, stages);
    if (!reply.ok) return reply;
    return Comlink.transfer(reply, buffers([reply.answer.byDay, reply.answer.byPulls]));
  },
  // A run plan's answer is a few small arrays of chances: cloned, nothing worth transferring.
  planRuns: (request, options) => calc.planRuns(request, options),
  async summarise(parts) {
    const odds = await calc.summarise(parts);
    return Comlink.transfer(odds, [odds.histogram.counts.buffer, odds.cdf.buffer]);
  },
  // My Summons' luck panel: the distribution's chart points transferred.
  async luck(request) {
    const outcome = await luck.luck(request);
    return outcome.ok ? Comlink.transfer(outcome, [outcome.answer.chart.pmf.buffer]) : outcome;
  },
} satisfies CalcApi & LuckApi;

Comlink.expose(api, self as unknown as Comlink.Endpoint);
