/**
 * Exact chances for a run plan whose runs all pull with Anima, when a run may start from uncertain counters: an
 * earlier run on its banner can end on an SR or R result, so the counters it leaves are random, and they depend on
 * how many pulls it took.
 *
 * So the plan is walked with the joint distribution of what matters next: F(c, k), the chance that every run so far
 * was paid for, having spent c pulls in all, with k the counters of each Anima banner that has a run still to come
 * (a banner with none left keeps one placeholder state, so its runs' mass merges). Everything is linear in F, so
 * each run takes it group by group, one group per state of the other banner: mass F(c, k) enters the run's chain
 * (`plan/runs-walk.ts`) at pull c in its own banner's counter state, and the walk goes on to pull B_r, the run's
 * budget (holdings only grow, so the plan is paid for exactly when each run completes by its own B_r). The mass the
 * walk completes on pull t is the next F(t, k'), with k' holding the counters the run left; the mass crossing each
 * level on pulls up to B_r is the chance of each of the run's targets with everything before it.
 *
 * Nothing is cut: the walk runs to B_r, not to a tail. Work is counted as in `plan/exact.ts`, over every walk.
 */

import { WIDTH } from '../odds/chain';
import { bandTable } from '../odds/prepare';
import type { BannerId, Counters } from '../types';
import { PLAN_MAX_STATES, targetLayout } from './exact';
import { COUNTER_STATES, RunWalk } from './runs-walk';
import type { CheckedRun, CheckedRunPlan } from './runs-validate';

export type RunsJointOutcome =
  | { readonly ok: true; readonly runs: Float64Array; readonly targets: Float64Array; readonly work: number }
  | { readonly ok: false; readonly reason: 'too-large' };

/** The carried counters of Limited and Perma as one key. */
type Joint = Map<number, Float64Array>;

const keyOf = (limited: number, perma: number): number => limited * COUNTER_STATES + perma;
const stateIndex = (c: Counters): number => c.pity * WIDTH + c.sr;

/** Sums of live mass are checked this often once nothing more can enter a walk; below STOP it ends. */
const CHECK_EVERY = 16;
const STOP = 1e-300;

/** Whether a run with targets on `banner` comes after position r (pull order). */
function laterOn(runs: readonly CheckedRun[], r: number, banner: BannerId): boolean {
  for (let i = r + 1; i < runs.length; i++) if (runs[i]!.banner === banner && runs[i]!.targets.length > 0) return true;
  return false;
}

function add(joint: Joint, key: number, t: number, value: number, length: number): void {
  let f = joint.get(key);
  if (!f) {
    f = new Float64Array(length);
    joint.set(key, f);
  }
  f[t]! += value;
}

interface Walked {
  /** crossed[j - 1]: mass that completed the run's first j targets by its budget. */
  readonly crossed: Float64Array;
  readonly next: Joint;
  readonly work: number;
}

/** One run over the joint mass; null when the work would exceed `left`. */
function walkRun(run: CheckedRun, joint: Joint, keep: boolean, left: number): Walked | null {
  const limited = run.banner === 'limited';
  const budget = run.pulls;
  const layout = targetLayout(run.targets);
  const bands = bandTable(run.rules.banners[run.banner]);
  const { gainFrom, gainTo } = layout;
  // Grouped by the other banner's counters: each group is one walk.
  const groups = new Map<number, [number, Float64Array][]>();
  for (const [key, f] of joint) {
    const own = limited ? Math.floor(key / COUNTER_STATES) : key % COUNTER_STATES;
    const other = limited ? key % COUNTER_STATES : Math.floor(key / COUNTER_STATES);
    const group = groups.get(other) ?? [];
    group.push([own, f]);
    groups.set(other, group);
  }
  const crossed = new Float64Array(run.targets.length);
  const next: Joint = new Map();
  let work = 0;
  for (const [other, entries] of groups) {
    const walk = new RunWalk(layout, bands, keep);
    const last = Math.min(budget, Math.max(...entries.map(([, f]) => f.length))) - 1;
    for (let t = 0; t < budget; t++) {
      if (t <= last) {
        for (const [own, f] of entries) if (t < f.length && f[t]! > 0) walk.inject(own, f[t]!);
      } else if ((t - last) % CHECK_EVERY === 0 && walk.liveMass() < STOP) {
        break;
      }
      const absorbed = walk.step();
      if (work + walk.work > left) return null;
      for (let g = 1; g < gainFrom.length; g++) {
        const v = walk.gained[g]!;
        for (let j = gainFrom[g]! + 1; j <= gainTo[g]!; j++) crossed[j - 1]! += v;
      }
      const key = (own: number) => (limited ? keyOf(own, other) : keyOf(other, own));
      if (!walk.ended) {
        if (absorbed > 0) add(next, key(0), t + 1, absorbed, budget + 1);
        continue;
      }
      for (let s = 0; s < COUNTER_STATES; s++) {
        const v = walk.ended[s]!;
        if (v > 0) add(next, key(s), t + 1, v, budget + 1);
      }
    }
    work += walk.work;
    if (next.size * (budget + 1) > PLAN_MAX_STATES) return null;
  }
  return { crossed, next, work };
}

/** Exact chances by run (pull order) and by target (request order), or 'too-large' beyond the work budget. */
export function runsJoint(plan: CheckedRunPlan, budget: number): RunsJointOutcome {
  const { runs: list, request } = plan;
  const runs = new Float64Array(list.length);
  const targets = new Float64Array(request.targets.length);
  const start = (banner: BannerId) => (laterOn(list, -1, banner) ? stateIndex(request.counters[banner]) : 0);
  let joint: Joint = new Map([[keyOf(start('limited'), start('perma')), Float64Array.of(1)]]);
  let alive = 1;
  let work = 0;
  for (const [r, run] of list.entries()) {
    if (run.targets.length > 0) {
      const walked = walkRun(run, joint, laterOn(list, r, run.banner), budget - work);
      if (!walked) return { ok: false, reason: 'too-large' };
      work += walked.work;
      walked.crossed.forEach((v, j) => (targets[run.targets[j]!.position] = Math.min(1, v)));
      alive = targets[run.targets[run.targets.length - 1]!.position]!;
      joint = walked.next;
    }
    runs[r] = alive;
  }
  return { ok: true, runs, targets, work };
}
