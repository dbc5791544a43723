/**
 * The How Much To worker: a thin Comlink adapter over createCalcApi. Results are allocated per call and transferred;
 * nothing is kept between calls, so the client cancels by terminating the worker. Several of these run side by side
 * for Monte Carlo, each on the stream its seed picks.
 */

import * as Comlink from 'comlink';
import { CHARACTERS } from '../src/catalogue/characters';
import { createCalcApi } from '../src/engine/calc-api';
import type { CalcApi } from '../src/engine/calc-api';
import { buildRules } from '../src/engine/rules';
import { release } from './release';

const calc = createCalcApi(buildRules(CHARACTERS));

const api = {
  async simulate(request, seed) {
    const run = await calc.simulate(request, seed);
    return Comlink.transfer(run, [run.chars.buffer, run.pity.buffer, run.types.buffer]);
  },
  async exact(request, onProgress) {
    try {
      const outcome = await calc.exact(request, onProgress);
      if (!outcome.ok) return outcome;
      return Comlink.transfer(outcome, [outcome.distribution.pmf.buffer, outcome.distribution.cdf.buffer]);
    } finally {
      release(onProgress);
    }
  },
  async planExact(request, onProgress) {
    try {
      const reply = await calc.planExact(request, onProgress);
      if (!reply.ok) return reply;
      return Comlink.transfer(
        reply,
        reply.stages.banners.flatMap((b) => b.cdf.map((a) => a.buffer)),
      );
    } finally {
      release(onProgress);
    }
  },
  async planTrials(request, trials, seed, onProgress) {
    try {
      const reply = await calc.planTrials(request, trials, seed, onProgress);
      if (!reply.ok) return reply;
      return Comlink.transfer(
        reply,
        reply.trials.banners.flatMap((b) => b.counts.map((a) => a.buffer)),
      );
    } finally {
      release(onProgress);
    }
  },
  async planAnswer(request, stages) {
    const reply = await calc.planAnswer(request, stages);
    if (!reply.ok) return reply;
    return Comlink.transfer(reply, [reply.answer.byDay.buffer, reply.answer.byPulls.buffer]);
  },
  async monteCarlo(request, trials, seed, onProgress) {
    try {
      const histogram = await calc.monteCarlo(request, trials, seed, onProgress);
      return Comlink.transfer(histogram, [histogram.counts.buffer]);
    } finally {
      release(onProgress);
    }
  },
  async summarise(parts) {
    const odds = await calc.summarise(parts);
    return Comlink.transfer(odds, [odds.histogram.counts.buffer, odds.cdf.buffer]);
  },
} satisfies CalcApi;

Comlink.expose(api, self as unknown as Comlink.Endpoint);
