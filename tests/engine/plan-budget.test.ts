import { describe, expect, it } from 'vitest';
import { planAnswer } from '../../src/engine/plan/answer';
import { holdingsByDay, holdingsOn } from '../../src/engine/plan/budget';
import type { BudgetInputs } from '../../src/engine/plan/budget';
import { parseDate } from '../../src/engine/plan/calendar';
import type { Holdings } from '../../src/engine/plan/types';
import { PLAN_HORIZON_DAYS } from '../../src/engine/plan/types';
import { checked, cumulative, exactStages, firstFeaturedPmf, NONE, planOf } from './plan-support';
import { featuredId } from './support';

const only = (part: Partial<Holdings>): Holdings => ({ ...NONE, ...part });

/** 2024-02-26 is a Monday; the 29th is a leap day; 2024-03-01 a Friday. */
function inputs(overrides: Partial<BudgetInputs> = {}): BudgetInputs {
  return {
    onHand: only({ crystals: 1000, anima: 2, apex: 1 }),
    income: {
      daily: only({ crystals: 10 }),
      weekly: only({ anima: 3 }),
      monthly: only({ apex: 7 }),
      events: [],
    },
    clock: { today: '2024-02-26', minuteOfDay: 8 * 60 },
    resetHour: 5,
    weeklyResetDay: 1,
    ...overrides,
  };
}

const today = (i: BudgetInputs) => parseDate(i.clock.today)!;

describe('holdings by day', () => {
  it('adds daily income at each reset after now, weekly on the reset day, monthly on the 1st', () => {
    const i = inputs();
    const table = holdingsByDay(i, today(i), 40);
    // After today's 05:00 reset: day d has had d daily resets.
    expect(holdingsOn(table, 0)).toEqual({ crystals: 1000, anima: 2, apex: 1 });
    expect(holdingsOn(table, 3)).toEqual({ crystals: 1030, anima: 2, apex: 1 });
    // 2024-03-01 (day 4, after the leap day) pays the month.
    expect(holdingsOn(table, 4)).toEqual({ crystals: 1040, anima: 2, apex: 8 });
    // Monday 2024-03-04 (day 7) pays the week; today's Monday reset had already passed.
    expect(holdingsOn(table, 6)).toEqual({ crystals: 1060, anima: 2, apex: 8 });
    expect(holdingsOn(table, 7)).toEqual({ crystals: 1070, anima: 5, apex: 8 });
    // Day 35 is 2024-04-01: five more weeks and the second month.
    expect(holdingsOn(table, 35)).toEqual({ crystals: 1350, anima: 2 + 5 * 3, apex: 15 });
  });

  it("counts today's reset only when the clock is before it", () => {
    const before = inputs({ clock: { today: '2024-02-26', minuteOfDay: 4 * 60 + 59 } });
    const atReset = inputs({ clock: { today: '2024-02-26', minuteOfDay: 5 * 60 } });
    const tableBefore = holdingsByDay(before, today(before), 7);
    const tableAt = holdingsByDay(atReset, today(atReset), 7);
    // Before 05:00 on a Monday, today's reset pays a day and the week.
    expect(holdingsOn(tableBefore, 0)).toEqual({ crystals: 1010, anima: 5, apex: 1 });
    expect(holdingsOn(tableAt, 0)).toEqual({ crystals: 1000, anima: 2, apex: 1 });
    expect(tableBefore.crystals[7]! - tableAt.crystals[7]!).toBe(10);
    const midnightReset = inputs({ resetHour: 0, clock: { today: '2024-02-26', minuteOfDay: 0 } });
    expect(holdingsOn(holdingsByDay(midnightReset, today(midnightReset), 0), 0).crystals).toBe(1000);
  });

  it('pays the month on the 1st across a year boundary, and the 1st of today when before the reset', () => {
    const i = inputs({
      income: { daily: NONE, weekly: NONE, monthly: only({ crystals: 500 }), events: [] },
      clock: { today: '2025-12-01', minuteOfDay: 60 },
    });
    const table = holdingsByDay(i, today(i), 62);
    expect(table.crystals[0]).toBe(1500);
    expect(table.crystals[30]).toBe(1500);
    // 2026-01-01 and 2026-02-01 are days 31 and 62.
    expect(table.crystals[31]).toBe(2000);
    expect(table.crystals[61]).toBe(2000);
    expect(table.crystals[62]).toBe(2500);
  });

  it('adds one-off events from their day on, today included, and ignores past ones', () => {
    const i = inputs({
      income: {
        daily: NONE,
        weekly: NONE,
        monthly: NONE,
        events: [
          { date: '2024-02-26', label: 'today', amounts: only({ anima: 10 }) },
          { date: '2024-02-25', label: 'yesterday', amounts: only({ anima: 1000 }) },
          { date: '2024-03-05', label: 'later', amounts: only({ apex: 4, crystals: 300 }) },
          { date: '2024-03-05', label: 'same day', amounts: only({ apex: 1 }) },
        ],
      },
    });
    const table = holdingsByDay(i, today(i), 10);
    expect(holdingsOn(table, 0)).toEqual({ crystals: 1000, anima: 12, apex: 1 });
    expect(holdingsOn(table, 7)).toEqual({ crystals: 1000, anima: 12, apex: 1 });
    expect(holdingsOn(table, 8)).toEqual({ crystals: 1300, anima: 12, apex: 6 });
  });
});

describe('chances over time', { timeout: 60_000 }, () => {
  it('reaches 50% on the first day whose tickets cover the median pulls', () => {
    // One Anima a day at each reset, bought as 150 crystals at 50 each plus Anima on hand: the featured character.
    const request = planOf([[featuredId, 'limited', 1]], {
      onHand: only({ anima: 7 }),
      income: { daily: only({ crystals: 150 }), weekly: NONE, monthly: NONE, events: [] },
      economy: { crystalsPerAnima: 50, crystalsPerApex: 300 },
      clock: { today: '2024-02-26', minuteOfDay: 600 },
      targetDate: '2024-03-04',
    });
    const answer = planAnswer(checked(request), { method: 'exact', banners: exactStages(request) });
    const cdf = cumulative(firstFeaturedPmf(0));
    // Day d (after today's reset) holds 7 + 3d Anima worth of tickets.
    const pullsOn = (d: number) => 7 + 3 * d;
    for (let d = 0; d < 30; d++) expect(Math.abs(answer.byDay[d]! - cdf[Math.min(pullsOn(d), 81)]!)).toBeLessThan(1e-8);
    const median = cdf.findIndex((v) => v >= 0.5);
    const day = Math.ceil((median - 7) / 3);
    expect(answer.dateFor.p50).toBe(new Date(Date.UTC(2024, 1, 26 + day)).toISOString().slice(0, 10));
    expect(answer.byDay).toHaveLength(PLAN_HORIZON_DAYS + 1);
    expect(Math.abs(answer.chanceAll.value - cdf[pullsOn(7)]!)).toBeLessThan(1e-8);
    expect(answer.budget.animaPulls).toBe(pullsOn(7));
  });

  it('finds no date within the horizon when income never gets there', () => {
    // 40 Anima on hand and one more on each 1st: the dates come from the closed form, counting 1sts by the platform.
    const request = planOf([[featuredId, 'limited', 1]], {
      onHand: only({ anima: 40 }),
      income: { daily: NONE, weekly: NONE, monthly: only({ anima: 1 }), events: [] },
      clock: { today: '2026-03-10', minuteOfDay: 600 },
    });
    const answer = planAnswer(checked(request), { method: 'exact', banners: exactStages(request) });
    const cdf = cumulative(firstFeaturedPmf(0));
    const dateOf = (d: number) => new Date(Date.UTC(2026, 2, 10 + d)).toISOString().slice(0, 10);
    let pulls = 40;
    const expected = Array.from({ length: PLAN_HORIZON_DAYS + 1 }, (_, d) => {
      if (d > 0 && dateOf(d).endsWith('-01')) pulls++;
      return cdf[Math.min(pulls, 81)]!;
    });
    expected.forEach((v, d) => expect(Math.abs(answer.byDay[d]! - v)).toBeLessThan(1e-8));
    const first = (q: number) => {
      const d = expected.findIndex((v) => v >= q);
      return d < 0 ? null : dateOf(d);
    };
    expect(answer.dateFor).toEqual({ p50: first(0.5), p90: first(0.9) });
    // 64 pulls by the end of the horizon: past the median, short of 90%.
    expect(pulls).toBe(64);
    expect(answer.dateFor.p50).not.toBeNull();
    expect(answer.dateFor.p90).toBeNull();
  });
});
