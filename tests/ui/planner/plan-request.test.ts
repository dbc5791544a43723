import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, parseDate } from '../../../src/engine/plan/calendar';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { addDays, daysBetween, localDate, planClock, readableDate } from '../../../src/features/planner/plan-dates';
import {
  asksRuns,
  planBlockers,
  toPlanRequest,
  toRunQuestion,
  withOfferedBanners,
} from '../../../src/features/planner/plan-request';
import { planAnswer } from '../../../src/engine/plan/answer';
import { planExact } from '../../../src/engine/plan/exact';
import { planRuns } from '../../../src/engine/plan/runs';
import { checkPlan } from '../../../src/engine/plan/validate';
import { buildRules } from '../../../src/engine/pulls/rules';
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

describe('a plan with targets on banner runs', () => {
  const rerun = { featured: 'hoyan', name: 'Hoyan rerun', end: '2031-02-20' } as const;
  const late = { featured: 'hoyan', name: 'Hoyan later', start: '2031-03-02', end: '2031-03-20' } as const;
  const indexOf = (id: string) => CHARACTERS.findIndex((c) => c.id === id);

  it('asks one engine run per distinct run, ending by the plan’s date at the latest, and labels each', () => {
    const plan = savedPlan('a', 'Runs', {
      targets: [
        { character: 'hoyan', copies: 2, banner: 'limited', run: rerun },
        { character: 'marvell', copies: 1, banner: 'limited', run: { ...rerun, name: 'Same run, other name' } },
        { character: 'freya', copies: 1, banner: 'limited' },
        { character: 'holden', copies: 1, banner: 'perma', run: { name: 'Long', end: '2032-01-01' } },
      ],
    });
    expect(asksRuns(plan)).toBe(true);
    expect(planBlockers(plan, clock)).toEqual([]);
    const { request, targetLabels, runLabels } = toRunQuestion(plan, clock);
    expect(request.runs).toEqual([
      { banner: 'limited', featured: indexOf('hoyan'), end: '2031-02-20' },
      { banner: 'limited' },
      { banner: 'perma' },
    ]);
    expect(request.targets).toEqual([
      { character: indexOf('hoyan'), copies: 2, run: 0 },
      { character: indexOf('marvell'), copies: 1, run: 0 },
      { character: indexOf('freya'), copies: 1, run: 1 },
      { character: indexOf('holden'), copies: 1, run: 2 },
    ]);
    expect(targetLabels).toEqual([
      'Hoyan ×2 on Limited (Hoyan rerun, until 2031-02-20)',
      'Marvell ×1 on Limited (Same run, other name, until 2031-02-20)',
      'Freya ×1 on Limited',
      'Holden ×1 on Perma (Long, until 2032-01-01)',
    ]);
    expect(runLabels).toEqual(['Hoyan rerun (until 2031-02-20)', 'Freya Limited', 'Long (until 2032-01-01)']);
    // Everything else is the plain planner's question.
    const { targets: _t, ...plain } = toPlanRequest(plan, clock);
    const { targets: _r, runs: _runs, ...rest } = request;
    expect(rest).toEqual(plain);
  });

  it('is refused with words when a run ended before today or starts after the plan’s date', () => {
    const plan = savedPlan('a', 'Runs', {
      targetDate: '2031-03-01',
      targets: [
        { character: 'hoyan', copies: 1, banner: 'limited', run: { ...rerun, end: '2031-02-09' } },
        { character: 'marvell', copies: 1, banner: 'limited', run: late },
      ],
    });
    const blockers = planBlockers(plan, clock);
    expect(blockers.map(blockerText)).toEqual([
      'Hoyan ×1 on Limited (Hoyan rerun, until 2031-02-09): that run ended on Sun 9 Feb 2031, so nothing more can be pulled on it. Choose another run for this target, or remove it.',
      "Marvell ×1 on Limited (Hoyan later, 2031-03-02 to 2031-03-20): that run starts on Sun 2 Mar 2031, after the plan's date. Choose a later date, or another run for this target.",
    ]);
  });

  it('is a question the run planner answers, and on no run the same chance as the plain planner', () => {
    const rules = buildRules(CHARACTERS);
    const base = savedPlan('a', 'Runs', { targets: [{ character: 'freya', copies: 1, banner: 'limited' }] });
    const onRun = { ...base, targets: [{ ...base.targets[0]!, run: { featured: 'freya', name: 'Freya' } }] };
    const runAnswer = planRuns(rules, toRunQuestion(onRun, clock).request);
    const checked = checkPlan(rules, toPlanRequest(base, clock));
    const exact = planExact(rules, checked);
    if (!exact.ok) throw new Error('The plain planner should answer one target exactly');
    const plain = planAnswer(checked, { method: 'exact', banners: exact.banners });
    expect(runAnswer.method).toBe('exact');
    expect(runAnswer.chanceAll.value).toBeCloseTo(plain.chanceAll.value, 9);
  });

  it('keeps a run copy only on a banner and run that give its character', () => {
    const plan = savedPlan('a', 'Runs', {
      targets: [{ character: 'freya', copies: 1, banner: 'limited', run: rerun }],
    });
    // Freya is not Hoyan's run's to give: the target goes back to a banner that gives her, on no run.
    expect(withOfferedBanners(plan).targets).toEqual([{ character: 'freya', copies: 1, banner: 'limited' }]);
  });
});
