import { describe, expect, it } from 'vitest';
import { PLAN_ERROR_KINDS, PlanRequestError } from '../../src/engine/plan/errors';
import type { PlanErrorKind, PlanFault } from '../../src/engine/plan/errors';
import { MAX_TARGETS } from '../../src/engine/plan/types';
import type { PlanRequest } from '../../src/engine/plan/types';
import { bannersThatGive, checkPlan, MAX_AMOUNT, MAX_TARGET_DAYS } from '../../src/engine/plan/validate';
import { BANNER_IDS } from '../../src/engine/types';
import { NONE, planOf } from './plan-support';
import type { TargetSpec } from './plan-support';
import { featuredId, indexOf, limitedSrIds, pullableIds, rules, unpullableIds } from './support';

const GOOD: TargetSpec[] = [
  [featuredId, 'limited', 2],
  ['heinrich', 'ml', 1],
];

/** The fault a request is refused with, or null when it is accepted. */
function faultOf(request: unknown): PlanFault | null {
  try {
    checkPlan(rules, request as PlanRequest);
    return null;
  } catch (error) {
    if (!(error instanceof PlanRequestError)) throw error;
    return error.fault;
  }
}

const kindOf = (request: unknown): PlanErrorKind | undefined => faultOf(request)?.kind;

describe('plan validation', () => {
  it('accepts a well-formed plan and arranges its targets per banner in list order', () => {
    const plan = checkPlan(rules, planOf([...GOOD, ['cachi', 'limited', 1]]));
    expect(plan.targets.limited.map((t) => t.position)).toEqual([0, 2]);
    expect(plan.targets.ml.map((t) => t.position)).toEqual([1]);
    expect(plan.targets.perma).toEqual([]);
    expect(plan.stages).toEqual([
      { limited: 1, perma: 0, ml: 0 },
      { limited: 1, perma: 0, ml: 1 },
      { limited: 2, perma: 0, ml: 1 },
    ]);
  });

  it('names the target at fault', () => {
    expect(faultOf(planOf([]))).toEqual({ kind: 'no-targets' });
    const many = pullableIds('sr')
      .slice(0, MAX_TARGETS + 1)
      .map((id): TargetSpec => [id, 'perma', 1]);
    expect(faultOf(planOf(many))).toEqual({ kind: 'too-many-targets' });
    expect(faultOf(planOf(many.slice(0, MAX_TARGETS)))).toBeNull();
    const unknown = planOf(GOOD);
    expect(
      faultOf({ ...unknown, targets: [...unknown.targets, { character: 999, copies: 1, banner: 'perma' }] }),
    ).toEqual({ kind: 'unknown-character', target: 2 });
    expect(faultOf(planOf([...GOOD, ['holden', 'limited', 1]]))).toEqual({ kind: 'banner-cannot-give', target: 2 });
    expect(faultOf(planOf([...GOOD, [unpullableIds[0]!, 'perma', 1]]))).toEqual({
      kind: 'banner-cannot-give',
      target: 2,
    });
    expect(faultOf(planOf([...GOOD, [featuredId, 'perma', 1]]))).toEqual({ kind: 'duplicate-character', target: 2 });
    expect(faultOf(planOf([[featuredId, 'limited', 7]]))).toEqual({ kind: 'copies', target: 0 });
    expect(faultOf(planOf([[featuredId, 'limited', 0]]))).toEqual({ kind: 'copies', target: 0 });
    const wrongBanner = planOf(GOOD);
    expect(faultOf({ ...wrongBanner, targets: [{ ...wrongBanner.targets[0]!, banner: 'event' }] })).toEqual({
      kind: 'banner-cannot-give',
      target: 0,
    });
  });

  it('refuses absurd numbers in every field, quickly', () => {
    const base = planOf(GOOD);
    const absurd = [Number.NaN, -1, 0.5, MAX_AMOUNT + 1, Number.POSITIVE_INFINITY, '12', null];
    for (const value of absurd) {
      expect(kindOf({ ...base, onHand: { ...NONE, crystals: value } })).toBe('holdings');
      expect(kindOf({ ...base, income: { ...base.income, weekly: { ...NONE, apex: value } } })).toBe('holdings');
      expect(kindOf({ ...base, economy: { crystalsPerAnima: value, crystalsPerApex: 300 } })).toBe('economy');
      expect(kindOf({ ...base, counters: { ...base.counters, ml: { pity: value, sr: 0 } } })).toBe('counters');
      expect(kindOf({ ...base, resetHour: value })).toBe('date');
      expect(kindOf(planOf([[featuredId, 'limited', value as number]]))).toBe('copies');
    }
    expect(kindOf({ ...base, economy: { crystalsPerAnima: 0, crystalsPerApex: 300 } })).toBe('economy');
    expect(kindOf({ ...base, counters: { ...base.counters, perma: { pity: 81, sr: 0 } } })).toBe('counters');
    expect(faultOf({ ...base, counters: { ...base.counters, limited: { pity: 0, sr: 10 } } })).toEqual({
      kind: 'counters',
      banner: 'limited',
    });
    expect(kindOf({ ...base, onHand: { ...NONE, anima: MAX_AMOUNT } })).toBeUndefined();
    expect(kindOf(null)).toBe('no-targets');
    expect(kindOf({ ...base, income: null })).toBe('holdings');
  });

  it('refuses malformed dates, a target date in the past or too far, and a malformed clock', () => {
    const base = planOf(GOOD, { clock: { today: '2026-03-10', minuteOfDay: 0 } });
    expect(faultOf({ ...base, targetDate: '2026-03-09' })).toEqual({ kind: 'date', field: 'targetDate' });
    expect(faultOf({ ...base, targetDate: '2026-02-30' })).toEqual({ kind: 'date', field: 'targetDate' });
    expect(faultOf({ ...base, targetDate: '2026-03-10' })).toBeNull();
    const latest = new Date(Date.UTC(2026, 2, 10 + MAX_TARGET_DAYS)).toISOString().slice(0, 10);
    const tooLate = new Date(Date.UTC(2026, 2, 11 + MAX_TARGET_DAYS)).toISOString().slice(0, 10);
    expect(faultOf({ ...base, targetDate: latest })).toBeNull();
    expect(faultOf({ ...base, targetDate: tooLate })).toEqual({ kind: 'date', field: 'targetDate' });
    expect(faultOf({ ...base, clock: { today: 'today', minuteOfDay: 0 } })).toEqual({ kind: 'date', field: 'today' });
    expect(faultOf({ ...base, clock: { today: '2026-03-10', minuteOfDay: 1440 } })).toEqual({
      kind: 'date',
      field: 'minuteOfDay',
    });
    expect(faultOf({ ...base, weeklyResetDay: 7 })).toEqual({ kind: 'date', field: 'weeklyResetDay' });
    const event = { date: '2026-13-01', label: 'x', amounts: NONE };
    expect(faultOf({ ...base, income: { ...base.income, events: [event] } })).toEqual({
      kind: 'date',
      field: 'events[0]',
    });
    const badAmounts = { date: '2026-04-01', label: 'x', amounts: { ...NONE, apex: -5 } };
    expect(faultOf({ ...base, income: { ...base.income, events: [badAmounts] } })).toEqual({
      kind: 'holdings',
      field: 'events[0]',
    });
  });

  it('has a request for every kind of fault, and no kind that nothing raises', () => {
    const base = planOf(GOOD);
    const raised = new Set(
      [
        planOf([]),
        planOf(pullableIds('sr').map((id): TargetSpec => [id, 'perma', 1])),
        { ...base, targets: [{ character: -1, copies: 1, banner: 'perma' }] },
        planOf([['holden', 'ml', 1]]),
        planOf([...GOOD, [featuredId, 'perma', 1]]),
        planOf([[featuredId, 'limited', 7]]),
        { ...base, counters: { ...base.counters, ml: { pity: 0, sr: -1 } } },
        { ...base, economy: { crystalsPerAnima: 100, crystalsPerApex: 0 } },
        { ...base, onHand: { ...NONE, apex: 2e9 } },
        { ...base, targetDate: 'soon' },
      ].map(kindOf),
    );
    expect([...raised].sort()).toEqual([...PLAN_ERROR_KINDS].sort());
  });

  it('keeps the fault in the error as data, for the page to word', () => {
    const error = new PlanRequestError({ kind: 'copies', target: 3 });
    expect(error).toBeInstanceOf(Error);
    expect(error.kind).toBe('copies');
    expect(error.target).toBe(3);
    expect(error.fault).toEqual({ kind: 'copies', target: 3 });
    expect(structuredClone(error.fault)).toEqual(error.fault);
  });
});

describe('bannersThatGive', () => {
  it('lists the banners whose pools hold the character', () => {
    expect(bannersThatGive(rules, indexOf(featuredId))).toEqual(['limited', 'perma']);
    expect(bannersThatGive(rules, indexOf('holden'))).toEqual(['perma']);
    expect(bannersThatGive(rules, indexOf('heinrich'))).toEqual(['perma', 'ml']);
    expect(bannersThatGive(rules, indexOf(limitedSrIds[0]!))).toEqual([...BANNER_IDS]);
    const otherSr = pullableIds('sr').find((id) => !limitedSrIds.includes(id))!;
    expect(bannersThatGive(rules, indexOf(otherSr))).toEqual(['limited', 'perma']);
    expect(bannersThatGive(rules, indexOf('cachi'))).toEqual([...BANNER_IDS]);
    for (const id of unpullableIds) expect(bannersThatGive(rules, indexOf(id))).toEqual([]);
    for (const index of [-1, rules.roster.length, 1.5, Number.NaN]) expect(bannersThatGive(rules, index)).toEqual([]);
  });
});
