import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, parseDate } from '../../../src/engine/plan/calendar';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { addDays, daysBetween, localDate, planClock, readableDate } from '../../../src/features/planner/plan-dates';
import { planBlockers, toPlanRequest, withOfferedBanners } from '../../../src/features/planner/plan-request';
import { blockerText, numberProblemText } from '../../../src/features/planner/plan-wording';
import { readWholeNumber } from '../../../src/features/planner/whole-number';
import { savedPlan } from '../../support/plans';

const clock = { today: '2031-02-10', minuteOfDay: 630 };

describe('calendar dates', () => {
  it('counts calendar days across month ends, leap days and years', () => {
    expect(addDays('2031-02-10', 21)).toBe('2031-03-03');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2031-12-31', 1)).toBe('2032-01-01');
    expect(addDays('2031-03-01', -1)).toBe('2031-02-28');
    expect(daysBetween('2031-02-10', '2033-02-09')).toBe(730);
    expect(daysBetween('2031-02-10', '2031-02-09')).toBe(-1);
  });

  it('counts the days the planner counts, for any two dates a plan may hold', () => {
    const utcDay = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
    const plans = fc.integer({ min: parseDate('2000-01-01')!, max: parseDate('2999-12-31')! }).map(formatDate);
    fc.assert(
      fc.property(plans, plans, (from, to) => {
        const days = utcDay(to) - utcDay(from);
        return daysBetween(from, to) === days && addDays(from, days) === to && addDays(to, -days) === from;
      }),
      { numRuns: 2000 },
    );
  });

  it('reads today and the minute from the local clock, whatever the time of day', () => {
    expect(planClock(new Date(2031, 1, 10, 0, 0))).toEqual({ today: '2031-02-10', minuteOfDay: 0 });
    expect(planClock(new Date(2031, 1, 10, 23, 59))).toEqual({ today: '2031-02-10', minuteOfDay: 1439 });
    expect(localDate(new Date(2031, 0, 5, 12))).toBe('2031-01-05');
  });

  it('writes a date with its weekday', () => {
    expect(readableDate('2031-03-01')).toBe('Sat 1 Mar 2031');
    expect(readableDate('2028-02-29')).toBe('Tue 29 Feb 2028');
    expect(readableDate('2000-01-01')).toBe('Sat 1 Jan 2000');
    expect(readableDate('2999-12-31')).toBe('Tue 31 Dec 2999');
  });
});

describe('a number field', () => {
  it.each([
    ['1200', 1200],
    [' 7 ', 7],
    ['0', 0],
    ['-0', 0],
    ['1e3', 1000],
    ['+5', 5],
    ['10000000', 10_000_000],
  ])('reads %j as %d', (text, value) => {
    expect(readWholeNumber(text, 0, 10_000_000)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'empty', 'Enter a number (0 if none).'],
    ['   ', 'empty', 'Enter a number (0 if none).'],
    ['abc', 'not-a-number', 'Enter digits only, like 1200.'],
    ['0x1F', 'not-a-number', 'Enter digits only, like 1200.'],
    ['12,000', 'not-a-number', 'Enter digits only, like 1200.'],
    ['Infinity', 'not-a-number', 'Enter digits only, like 1200.'],
    ['2.5', 'not-whole', 'Enter a whole number.'],
    ['-1', 'too-small', 'Enter 0 or more.'],
    ['10000001', 'too-large', 'Enter at most 10,000,000.'],
    ['1e400', 'too-large', 'Enter at most 10,000,000.'],
  ])('refuses %j (%s) with a message', (text, problem, words) => {
    const read = readWholeNumber(text, 0, 10_000_000);
    expect(read).toEqual({ ok: false, problem });
    if (!read.ok) expect(numberProblemText(read.problem, 0, 10_000_000)).toBe(words);
  });

  it('says the range where the least is not 0', () => {
    expect(numberProblemText('empty', 1, 100_000)).toBe('Enter a number from 1 to 100,000.');
    expect(numberProblemText('too-small', 1, 100_000)).toBe('Enter 1 or more.');
  });
});

describe('the question asked of the planner', () => {
  it('names characters by the engine’s roster index and leaves out events already past', () => {
    const plan = savedPlan('a', 'A', {
      income: {
        ...savedPlan('a', 'A').income,
        events: [
          { date: '2031-02-09', label: 'Yesterday', amounts: { crystals: 1, anima: 0, apex: 0 } },
          { date: '2031-02-10', label: 'Today', amounts: { crystals: 2, anima: 0, apex: 0 } },
          { date: '2031-05-10', label: 'Later', amounts: { crystals: 3, anima: 0, apex: 0 } },
        ],
      },
    });
    const request = toPlanRequest(plan, clock);
    expect(request.targets.map((t) => CHARACTERS[t.character]!.id)).toEqual(['freya', 'heinrich']);
    expect(request.targets.map((t) => [t.copies, t.banner])).toEqual([
      [2, 'limited'],
      [1, 'ml'],
    ]);
    expect(request.income.events.map((e) => e.label)).toEqual(['Today', 'Later']);
    expect(request).toMatchObject({
      clock,
      counters: plan.counters,
      onHand: plan.onHand,
      economy: plan.economy,
      targetDate: plan.targetDate,
      resetHour: 5,
      weeklyResetDay: 1,
    });
  });

  it('is not asked without targets, for a date past, or beyond two years', () => {
    expect(planBlockers(savedPlan('a', 'A'), clock)).toEqual([]);
    expect(planBlockers(savedPlan('a', 'A', { targets: [], targetDate: '2031-02-10' }), clock)).toEqual([
      { kind: 'no-targets' },
    ]);
    const past = planBlockers(savedPlan('a', 'A', { targetDate: '2031-02-09' }), clock);
    expect(past.map(blockerText)).toEqual([
      'The target date has passed: choose today (Mon 10 Feb 2031) or a later date.',
    ]);
    expect(planBlockers(savedPlan('a', 'A', { targetDate: '2033-02-09' }), clock)).toEqual([]);
    const far = planBlockers(savedPlan('a', 'A', { targetDate: '2033-02-10' }), clock);
    expect(far.map(blockerText)).toEqual([
      'The planner looks two years ahead at most: choose Wed 9 Feb 2033 or an earlier date.',
    ]);
  });

  it('moves a target saved on a banner that cannot give its character to the character’s own', () => {
    const plan = savedPlan('a', 'A', {
      targets: [
        { character: 'holden', copies: 2, banner: 'limited' },
        { character: 'marvell', copies: 1, banner: 'ml' },
      ],
    });
    const fixed = withOfferedBanners(plan);
    expect(fixed.targets).toEqual([
      { character: 'holden', copies: 2, banner: 'perma' },
      { character: 'marvell', copies: 1, banner: 'ml' },
    ]);
    expect(withOfferedBanners(fixed)).toBe(fixed);
  });
});
