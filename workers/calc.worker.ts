/**
 * The How Much To worker, which also answers My Summons' luck question: a thin Comlink adapter over createCalcApi
 * and createLuckApi. Results are allocated per call and transferred; nothing is kept between calls, so the client
 * cancels by terminating the worker. Several of these run side by side for Monte Carlo, each on the stream its seed
 * picks.
 */

import * as Comlink from 'comlink';
import { CHARACTERS } from '../src/catalogue/characters';
import { createCalcApi } from '../src/engine/calc-api';
import type { CalcApi } from '../src/engine/calc-api';
import { createLuckApi } from '../src/engine/luck-api';
import type { LuckApi } from '../src/engine/luck-api';
import { buildRules } from '../src/engine/rules';
import { release } from './release';

const rules = buildRules(CHARACTERS);
const calc = createCalcApi(rules);
const luck = createLuckApi(rules);

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
  async monteCarlo(request, trials, seed, onProgress) {
    try {
      const histogram = await calc.monteCarlo(request, trials, seed, onProgress);
      return Comlink.transfer(histogram, [histogram.counts.buffer]);
    } finally {
      release(onProgress);
    }
  },
  // My Summons' luck panel: the distribution's chart points transferred.
  async luck(request) {
    const outcome = await luck.luck(request);
    return outcome.ok ? Comlink.transfer(outcome, [outcome.answer.chart.pmf.buffer]) : outcome;
  },
} satisfies CalcApi & LuckApi;

Comlink.expose(api, self as unknown as Comlink.Endpoint);
