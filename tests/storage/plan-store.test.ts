import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHARACTERS } from '../../src/catalogue/characters';
import {
  MAX_PLANS,
  PULL_PLANS_KEY,
  UNREADABLE_PULL_PLANS_KEY,
  loadPlans,
  savePlans,
} from '../../src/storage/plan-store';
import { isCalendarDate } from '../../src/storage/calendar-date';
import { savedPlan } from '../support/plans';
import { hostileText, validPullPlans } from './hostile-values';

const stored = (plans: unknown, activeId = 'a') => JSON.stringify({ version: 1, activeId, plans });

afterEach(() => vi.restoreAllMocks());

describe('saved plans', () => {
  it('has nothing to restore at first', () => {
    expect(loadPlans()).toBeUndefined();
  });

  it('round-trips what it saved, and keeps the active plan', () => {
    const data = { activeId: 'b', plans: [savedPlan('a', 'Summer'), savedPlan('b', 'Winter', { targets: [] })] };
    expect(savePlans(data)).toBe(true);
    expect(loadPlans()).toEqual(data);
  });

  it.each([
    ['not JSON', '{"version":1,'],
    // A newer version is not damaged: it is kept in place for that version (tests/storage/newer-formats.test.ts).
    ['a version that never existed', JSON.stringify({ version: 0, activeId: 'a', plans: [savedPlan('a', 'A')] })],
    ['no plans', stored([])],
    ['a plain string', '"plans"'],
    ['plans that are all damaged', stored([{ ...savedPlan('a', 'A'), resetHour: 24 }, 'junk'])],
  ])('sets aside a saved value with %s, without throwing and without touching other keys', (_label, value) => {
    localStorage.setItem(PULL_PLANS_KEY, value);
    localStorage.setItem('theme', 'light');
    expect(loadPlans()).toBeUndefined();
    expect(localStorage.getItem('theme')).toBe('light');
    // Nothing is destroyed: the unreadable value is set aside before anything can be saved over it.
    expect(localStorage.getItem(UNREADABLE_PULL_PLANS_KEY)).toBe(value);
  });

  it('keeps an earlier set-aside value rather than replacing it with a newer unreadable one', () => {
    localStorage.setItem(UNREADABLE_PULL_PLANS_KEY, 'first');
    localStorage.setItem(PULL_PLANS_KEY, '{"version":1,');
    expect(loadPlans()).toBeUndefined();
    expect(localStorage.getItem(UNREADABLE_PULL_PLANS_KEY)).toBe('first');
  });

  const broken: [string, Record<string, unknown>][] = [
    ['a negative amount', { onHand: { crystals: -1, anima: 0, apex: 0 } }],
    ['an amount that is not whole', { onHand: { crystals: 1.5, anima: 0, apex: 0 } }],
    ['a huge amount', { onHand: { crystals: 1e12, anima: 0, apex: 0 } }],
    ['an amount written as text', { onHand: { crystals: '100', anima: 0, apex: 0 } }],
    ['seven copies', { targets: [{ character: 'freya', copies: 7, banner: 'limited' }] }],
    ['no copies', { targets: [{ character: 'freya', copies: 0, banner: 'limited' }] }],
    ['an unknown banner', { targets: [{ character: 'freya', copies: 1, banner: 'event' }] }],
    ['pity beyond hard pity', { counters: { ...savedPlan('x', 'x').counters, perma: { pity: 81, sr: 0 } } }],
    ['an SR counter beyond the guarantee', { counters: { ...savedPlan('x', 'x').counters, ml: { pity: 0, sr: 10 } } }],
    ['a free ticket', { economy: { crystalsPerAnima: 0, crystalsPerApex: 300 } }],
    ['a date that does not exist', { targetDate: '2031-02-30' }],
    ['a date in another format', { targetDate: '01/03/2031' }],
    ['a reset hour of 24', { resetHour: 24 }],
    ['a weekly reset on day 7', { weeklyResetDay: 7 }],
    ['a blank name', { name: '   ' }],
    ['thirteen targets', { targets: Array.from({ length: 13 }, () => savedPlan('x', 'x').targets[0]) }],
  ];

  it.each(broken)('drops a plan with %s and keeps the valid ones', (_label, change) => {
    localStorage.setItem(
      PULL_PLANS_KEY,
      stored([savedPlan('a', 'Good'), { ...savedPlan('b', 'Broken'), ...change }, savedPlan('c', 'Also good')], 'b'),
    );
    const loaded = loadPlans();
    expect(loaded?.plans.map((p) => p.name)).toEqual(['Good', 'Also good']);
    // The active plan was the broken one: the first valid plan takes its place.
    expect(loaded?.activeId).toBe('a');
    expect(localStorage.getItem(UNREADABLE_PULL_PLANS_KEY)).toBeNull();
  });

  it('keeps the first of two plans with one id', () => {
    localStorage.setItem(PULL_PLANS_KEY, stored([savedPlan('a', 'First'), savedPlan('a', 'Second')]));
    expect(loadPlans()?.plans.map((p) => p.name)).toEqual(['First']);
  });

  it('keeps at most the plans it allows', () => {
    const many = Array.from({ length: MAX_PLANS + 3 }, (_, i) => savedPlan(`p${i}`, `Plan ${i}`));
    localStorage.setItem(PULL_PLANS_KEY, stored(many, 'p0'));
    expect(loadPlans()?.plans).toHaveLength(MAX_PLANS);
  });

  it('drops targets of characters it does not know, and a character asked for twice, but keeps the plan', () => {
    const targets = [
      { character: 'freya', copies: 2, banner: 'limited' },
      { character: 'nobody', copies: 1, banner: 'perma' },
      { character: 'freya', copies: 6, banner: 'perma' },
      { character: 'mia', copies: 1, banner: 'perma' },
    ];
    localStorage.setItem(PULL_PLANS_KEY, stored([{ ...savedPlan('a', 'A'), targets }]));
    expect(loadPlans()?.plans[0]!.targets).toEqual([
      { character: 'freya', copies: 2, banner: 'limited' },
      { character: 'mia', copies: 1, banner: 'perma' },
    ]);
  });

  it('falls back to the first plan when the active one is missing', () => {
    localStorage.setItem(PULL_PLANS_KEY, stored([savedPlan('a', 'A'), savedPlan('b', 'B')], 'zzz'));
    expect(loadPlans()?.activeId).toBe('a');
  });

  it('reads calendar dates only', () => {
    expect(['2024-02-29', '2031-12-31', '2000-01-01', '2000-02-29', '2999-12-31'].map(isCalendarDate)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    // 2100 is no leap year; 2000, a multiple of 400, is.
    expect(['2100-02-29', '3000-01-01'].map(isCalendarDate)).toEqual([false, false]);
    expect(['2025-02-29', '2031-13-01', '2031-00-10', '1999-12-31', '2031-1-01', ''].map(isCalendarDate)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
  it('takes as a date exactly the real days of 2000 to 2999, as the calendar has them', () => {
    const pad = (n: number, width: number) => String(n).padStart(width, '0');
    const parts = fc.tuple(
      fc.integer({ min: 1990, max: 3010 }),
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 32 }),
    );
    fc.assert(
      fc.property(parts, ([year, month, day]) => {
        const at = new Date(Date.UTC(year, month - 1, day));
        const real = at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day;
        const text = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
        return isCalendarDate(text) === (real && year >= 2000 && year <= 2999);
      }),
      { numRuns: 5000 },
    );
  });

  it('never throws when storage itself fails', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('full');
    });
    expect(loadPlans()).toBeUndefined();
    expect(savePlans({ activeId: 'a', plans: [savedPlan('a', 'A')] })).toBe(false);
  });

  it('reads any value a browser may hold without throwing, restoring a valid one as saved and nothing half-valid', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          validPullPlans.map((text) => ({ valid: true, text })),
          hostileText(validPullPlans).map((text) => ({ valid: false, text })),
        ),
        ({ valid, text }) => {
          localStorage.clear();
          localStorage.setItem(PULL_PLANS_KEY, text);
          const loaded = loadPlans();
          if (valid) {
            const { activeId, plans } = JSON.parse(text) as { activeId: string; plans: unknown[] };
            expect(loaded).toEqual({ activeId, plans });
          }
          if (!loaded) {
            expect(localStorage.getItem(UNREADABLE_PULL_PLANS_KEY)).toBe(text);
            return;
          }
          expect(Object.getPrototypeOf(loaded)).toBe(Object.prototype);
          expect(loaded.plans.length).toBeGreaterThan(0);
          expect(loaded.plans.some((p) => p.id === loaded.activeId)).toBe(true);
          expect(new Set(loaded.plans.map((p) => p.id)).size).toBe(loaded.plans.length);
          for (const plan of loaded.plans) {
            const ids = plan.targets.map((t) => t.character);
            expect(new Set(ids).size).toBe(ids.length);
            for (const id of ids) expect(CHARACTERS.some((c) => c.id === id)).toBe(true);
          }
          // Nothing from the value reached the prototypes.
          expect(({} as Record<string, unknown>).hostilePolluted).toBeUndefined();
        },
      ),
      { seed: 20261124, numRuns: 150 },
    );
  }, 60_000);
});
