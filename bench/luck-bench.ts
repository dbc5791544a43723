/**
 * Luck benchmark: `npx tsx bench/luck-bench.ts` alone, or `runLuckBench()` from the engine bench.
 *
 * - luck_exact_ms: the exact distribution of top results at LUCK_EXACT_MAX_PULLS pulls from pity 0, the slowest of
 *   the three banners, each its best of a few runs. The threshold is chosen so this stays about a second.
 * - luck_exact_ms_half: the same at half the threshold (the cost grows between n^1.5 and n^2, so a third to a
 *   quarter).
 * - luck_approx_max_error: at the threshold, the largest gap between the normal approximation's P(K < k) and the exact
 *   one over every k, on Perma; and luck_approx_bound_at_mean, the Berry–Esseen bound the page states at the mean.
 * Alone it prints a table, then the JSON as its last line.
 */

import { pathToFileURL } from 'node:url';
import { CHARACTERS } from '../src/catalogue/characters';
import { LUCK_EXACT_MAX_PULLS } from '../src/engine/luck/luck';
import { exactTopCounts } from '../src/engine/luck/exact';
import { atLeastApprox, renewalModel, renewalMoments } from '../src/engine/luck/normal';
import { buildRules } from '../src/engine/pulls/rules';
import { BANNER_IDS } from '../src/engine/types';

const REPETITIONS = 3;
const rules = buildRules(CHARACTERS);

export interface LuckBenchResult {
  readonly luck_exact_pulls: number;
  readonly luck_exact_ms: number;
  readonly luck_exact_ms_half: number;
  readonly luck_approx_max_error: number;
  readonly luck_approx_bound_at_mean: number;
}

function slowestBannerMs(pulls: number): number {
  let slowest = 0;
  for (const banner of BANNER_IDS) {
    let best = Number.POSITIVE_INFINITY;
    for (let i = 0; i < REPETITIONS; i++) {
      const start = performance.now();
      exactTopCounts(rules, banner, pulls, 0);
      best = Math.min(best, performance.now() - start);
    }
    slowest = Math.max(slowest, best);
  }
  return slowest;
}

export function runLuckBench(): LuckBenchResult {
  const n = LUCK_EXACT_MAX_PULLS;
  exactTopCounts(rules, 'perma', Math.floor(n / 4), 0);
  const exactMs = slowestBannerMs(n);
  const halfMs = slowestBannerMs(Math.floor(n / 2));

  const { pmf } = exactTopCounts(rules, 'perma', n, 0);
  const model = renewalModel(rules, 'perma', n, 0);
  let below = 0;
  let worst = 0;
  for (let k = 0; k < pmf.length; k++) {
    worst = Math.max(worst, Math.abs(1 - atLeastApprox(model, k).value - below));
    below += pmf[k]!;
  }
  const atMean = atLeastApprox(model, Math.round(renewalMoments(model).mean));
  return {
    luck_exact_pulls: n,
    luck_exact_ms: Math.round(exactMs),
    luck_exact_ms_half: Math.round(halfMs),
    luck_approx_max_error: Number(worst.toFixed(5)),
    luck_approx_bound_at_mean: Number(atMean.bound.toFixed(5)),
  };
}

export function printLuckRows(result: LuckBenchResult): void {
  console.log(`Luck (exact distribution of top results, slowest banner, from pity 0)`);
  const rows: [string, string, string][] = [
    [`exact at ${result.luck_exact_pulls} pulls`, `${result.luck_exact_ms} ms`, 'target about 1000'],
    [`exact at ${result.luck_exact_pulls / 2} pulls`, `${result.luck_exact_ms_half} ms`, 'a third to a quarter'],
    ['approximation: max |P(K<k) error|', result.luck_approx_max_error.toFixed(5), 'Perma, at the threshold'],
    ['approximation: stated bound at mean', result.luck_approx_bound_at_mean.toFixed(5), 'Berry–Esseen'],
  ];
  for (const [name, value, note] of rows) console.log(`  ${name.padEnd(38)} ${value.padStart(10)}   ${note}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = runLuckBench();
  printLuckRows(result);
  console.log(JSON.stringify(result));
}
