/** Fixtures for the banner-run planner's tests: requests, and references computed the plain way. */

import type { BannerRun, RunPlanRequest, RunTarget } from '../../src/engine/plan/runs-types';
import { HARD_PITY } from '../../src/engine/pulls/rules';
import { limitedTopChance, NONE, planOf } from './plan-support';
import { indexOf, rules } from './support';

/** [character id, run, copies] */
export type RunTargetSpec = readonly [string, number, number];

/** A run plan: nothing on hand but `anima`, `perDay` pulls a day in crystals (100 each), today 2026-03-10 after the reset. */
export function runPlanOf(
  targets: readonly RunTargetSpec[],
  runs: readonly BannerRun[],
  { anima = 0, perDay = 0 }: { anima?: number; perDay?: number } = {},
  overrides: Partial<RunPlanRequest> = {},
): RunPlanRequest {
  // The account and calendar of the plain planner's fixtures (`planOf`), with these runs' targets.
  const { targets: _none, ...account } = planOf([], {
    onHand: { ...NONE, anima },
    income: { daily: { ...NONE, crystals: perDay * 100 }, weekly: NONE, monthly: NONE, events: [] },
  });
  return {
    ...account,
    targets: targets.map(([id, run, copies]): RunTarget => ({ character: indexOf(id), run, copies })),
    runs,
    ...overrides,
  };
}

/** Day 2026-03-10 + d as text, for d up to 21. */
export const march = (d: number): string => `2026-03-${String(10 + d).padStart(2, '0')}`;

const bonus = (p: number): number => (p < 50 ? 0 : (0.15 * Math.log(1 + (p - 50))) / Math.log(30));

/** Chance per pull, by pity, of one given Perma ssr, and of any top result, from the rules' header. */
export function permaSsrChance(p: number): { mine: number; top: number } {
  const ssr = rules.banners.perma.poolA.length;
  const ml = rules.banners.perma.poolB.length;
  if (p >= HARD_PITY) return { mine: 1 / (ssr + ml), top: 1 };
  return { mine: (0.0075 + 0.75 * bonus(p)) / ssr, top: 0.01 + bonus(p) };
}

export function limitedChance(p: number): { mine: number; top: number } {
  const top = limitedTopChance(p);
  return { mine: top, top };
}

/**
 * P(S = t) for `copies` copies of one top-rarity character from pity `start`, by a plain walk over (pity, copies):
 * a top result resets pity; SR and R pulls do not matter.
 */
export function topTargetPmf(
  chance: (p: number) => { mine: number; top: number },
  copies: number,
  start: number,
  length: number,
): number[] {
  const pmf = new Array<number>(length).fill(0);
  let state = new Map<string, number>([[`${start}:0`, 1]]);
  for (let t = 1; t < length; t++) {
    const next = new Map<string, number>();
    const add = (key: string, v: number) => next.set(key, (next.get(key) ?? 0) + v);
    for (const [key, v] of state) {
      const [p, got] = key.split(':').map(Number) as [number, number];
      const { mine, top } = chance(p);
      if (got + 1 === copies) pmf[t]! += v * mine;
      else add(`0:${got + 1}`, v * mine);
      if (top > mine) add(`0:${got}`, v * (top - mine));
      if (top < 1) add(`${p + 1}:${got}`, v * (1 - top));
    }
    state = next;
  }
  return pmf;
}

/**
 * By enumeration of every (S_1, S_2, ..) with S_1 + .. + S_r <= budgets[r] for all r: the chance that runs 1..r are
 * all paid for, for each r. Runs in pull order, independent.
 */
export function enumerateRuns(pmfs: readonly number[][], budgets: readonly number[]): number[] {
  const chance = pmfs.map(() => 0);
  const visit = (r: number, spent: number, prob: number): void => {
    if (r === pmfs.length) return;
    const pmf = pmfs[r]!;
    for (let s = 0; s < pmf.length && spent + s <= budgets[r]!; s++) {
      const v = prob * pmf[s]!;
      if (v === 0) continue;
      chance[r]! += v;
      visit(r + 1, spent + s, v);
    }
  };
  visit(0, 0, 1);
  return chance;
}
