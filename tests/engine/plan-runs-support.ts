/** Fixtures for the banner-run planner's tests: requests, and references computed the plain way. */

import type { BannerRun, RunPlanRequest, RunTarget } from '../../src/engine/plan/runs-types';
import { bandProbabilities } from '../../src/engine/pulls/rates';
import { HARD_PITY } from '../../src/engine/pulls/rules';
import type { Rules } from '../../src/engine/pulls/rules';
import type { Counters } from '../../src/engine/types';
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

/** One run for `enumeratePlan`: its banner and rules, its targets as [roster index, copies], its budget B_r. */
export interface EnumeratedRun {
  readonly banner: 'limited' | 'perma';
  readonly rules: Rules;
  readonly targets: readonly (readonly [number, number])[];
  readonly budget: number;
}

interface Outcome {
  readonly chance: number;
  /** The run's target this result gives a copy of, or -1. */
  readonly target: number;
  readonly pity: number;
  readonly sr: number;
}

const slots = (pool: Uint8Array, index: number): number => pool.filter((x) => x === index).length / pool.length;

/** Every result of one pull from (p, s) that matters to a run, from the banner's threshold tables. */
function outcomesOf(run: EnumeratedRun, p: number, s: number): Outcome[] {
  const t = run.rules.banners[run.banner];
  const bands = bandProbabilities(t, p, s);
  const list: Outcome[] = [];
  const band = (chance: number, pool: Uint8Array, pity: number, sr: number) => {
    if (chance === 0) return;
    let rest = chance;
    run.targets.forEach(([character], target) => {
      const share = slots(pool, character);
      if (share === 0) return;
      list.push({ chance: chance * share, target, pity, sr });
      rest -= chance * share;
    });
    list.push({ chance: rest, target: -1, pity, sr });
  };
  band(bands.a, t.poolA, 0, 0);
  band(bands.b, t.poolB, 0, 0);
  band(bands.sr, t.srPool, p + 1, 0);
  band(bands.r, t.rPool, p + 1, s + 1);
  return list;
}

/** A state of the enumeration as one number: pulls spent, Limited pity and SR counter, Perma's, the run's copies. */
const RADIX = [81, 10, 81, 10] as const;

function encode(state: readonly number[], copies: number, radix: number): number {
  let key = state[0]!;
  for (let i = 0; i < 4; i++) key = key * RADIX[i]! + state[i + 1]!;
  return key * radix + copies;
}

function decode(key: number, radix: number): { state: number[]; copies: number } {
  const copies = key % radix;
  let rest = (key - copies) / radix;
  const state = [0, 0, 0, 0, 0];
  for (let i = 3; i >= 0; i--) {
    state[i + 1] = rest % RADIX[i]!;
    rest = (rest - state[i + 1]!) / RADIX[i]!;
  }
  state[0] = rest;
  return { state, copies };
}

/**
 * Chances of each run (with all before it) and of each run's targets (with all before them), by enumerating every
 * pull of every run over the full state: pulls spent, both Anima banners' pity and SR counters, the run's copies.
 */
export function enumeratePlan(
  runs: readonly EnumeratedRun[],
  counters: { readonly limited: Counters; readonly perma: Counters },
): { runs: number[]; targets: number[][] } {
  const byRun: number[] = [];
  const byTarget: number[][] = [];
  const { limited, perma } = counters;
  let entering = new Map<number, number>([[encode([0, limited.pity, limited.sr, perma.pity, perma.sr], 0, 1), 1]]);
  for (const run of runs) {
    const at = run.banner === 'limited' ? 1 : 3;
    const wanted = run.targets.map(([, copies]) => copies);
    // The run's copies as one mixed-radix number, and its level (leading targets complete).
    const radix = wanted.reduce((n, w) => n * (w + 1), 1);
    const countsOf = (code: number) =>
      wanted.map((w) => {
        const c = code % (w + 1);
        code = (code - c) / (w + 1);
        return c;
      });
    const stride = wanted.map((_, i) => wanted.slice(0, i).reduce((n, w) => n * (w + 1), 1));
    const levels = Array.from({ length: radix }, (_, code) => {
      const got = countsOf(code);
      let level = 0;
      while (level < got.length && got[level] === wanted[level]) level++;
      return level;
    });
    const chances = run.targets.map(() => 0);
    const done = new Map<number, number>();
    const memo = new Map<number, Outcome[]>();
    let active = new Map<number, number>();
    for (const [key, v] of entering) active.set(encode(decode(key, 1).state, 0, radix), v);
    const after = [0, 0, 0, 0, 0];
    while (active.size > 0) {
      const next = new Map<number, number>();
      for (const [key, v] of active) {
        const { state, copies } = decode(key, radix);
        if (state[0]! >= run.budget) continue;
        const counts = countsOf(copies);
        const [p, s] = [state[at]!, state[at + 1]!];
        const outcomes = memo.get(p * 10 + s) ?? outcomesOf(run, p, s);
        memo.set(p * 10 + s, outcomes);
        for (const o of outcomes) {
          for (let i = 0; i < 5; i++) after[i] = state[i]!;
          after[0]!++;
          after[at] = o.pity;
          after[at + 1] = o.sr;
          const raised = o.target >= 0 && counts[o.target]! < wanted[o.target]!;
          const code = raised ? copies + stride[o.target]! : copies;
          const mass = v * o.chance;
          for (let j = levels[copies]!; j < levels[code]!; j++) chances[j]! += mass;
          const complete = levels[code] === wanted.length;
          const to = complete ? done : next;
          const k = complete ? encode(after, 0, 1) : encode(after, code, radix);
          to.set(k, (to.get(k) ?? 0) + mass);
        }
      }
      active = next;
    }
    byRun.push([...done.values()].reduce((a, b) => a + b, 0));
    byTarget.push(chances);
    entering = done;
    // A banner with no run left: its counters no longer matter, so its states merge (this keeps the count small).
    if (!runs.slice(runs.indexOf(run) + 1).some((later) => later.banner === run.banner)) {
      entering = new Map();
      for (const [key, v] of done) {
        const { state } = decode(key, 1);
        state[at] = 0;
        state[at + 1] = 0;
        const k = encode(state, 0, 1);
        entering.set(k, (entering.get(k) ?? 0) + v);
      }
    }
  }
  return { runs: byRun, targets: byTarget };
}
