/**
 * What the player holds on each day from today: what is on hand now, plus income as the game pays it.
 *
 * Day d (0 = today) counts everything paid up to and including the daily reset of day d. "Now" is today at the
 * clock's minute, so today's reset is still to come (and counts) only when the clock is before the reset hour.
 * Daily income comes at every daily reset, weekly income at the reset of the weekly reset day, monthly income at
 * the reset of each month's 1st, and an event's amounts on its day (from today on).
 */

import { isFirstOfMonth, parseDate, weekdayOf } from './calendar';
import type { Holdings, PlanRequest } from './types';

/** Holdings per day: crystals[d], anima[d], apex[d] for d = 0..days. */
export interface HoldingsByDay {
  readonly crystals: Float64Array;
  readonly anima: Float64Array;
  readonly apex: Float64Array;
}

/** The request's fields the calendar reads. */
export type BudgetInputs = Pick<PlanRequest, 'onHand' | 'income' | 'clock' | 'resetHour' | 'weeklyResetDay'>;

/** Holdings on days 0..days after `today` (a day number; the request's clock must say the same day). */
export function holdingsByDay(inputs: BudgetInputs, today: number, days: number): HoldingsByDay {
  const crystals = new Float64Array(days + 1);
  const anima = new Float64Array(days + 1);
  const apex = new Float64Array(days + 1);
  const eventsOn = new Map<number, Holdings[]>();
  for (const event of inputs.income.events) {
    const day = parseDate(event.date);
    if (day === null || day < today || day > today + days) continue;
    const list = eventsOn.get(day - today) ?? [];
    list.push(event.amounts);
    eventsOn.set(day - today, list);
  }
  const beforeReset = inputs.clock.minuteOfDay < inputs.resetHour * 60;
  let held: Holdings = inputs.onHand;
  const add = (amounts: Holdings): void => {
    held = {
      crystals: held.crystals + amounts.crystals,
      anima: held.anima + amounts.anima,
      apex: held.apex + amounts.apex,
    };
  };
  for (let d = 0; d <= days; d++) {
    if (d > 0 || beforeReset) {
      const day = today + d;
      add(inputs.income.daily);
      if (weekdayOf(day) === inputs.weeklyResetDay) add(inputs.income.weekly);
      if (isFirstOfMonth(day)) add(inputs.income.monthly);
    }
    for (const amounts of eventsOn.get(d) ?? []) add(amounts);
    crystals[d] = held.crystals;
    anima[d] = held.anima;
    apex[d] = held.apex;
  }
  return { crystals, anima, apex };
}

/** Holdings on day d of a table. */
export function holdingsOn(table: HoldingsByDay, d: number): Holdings {
  return { crystals: table.crystals[d]!, anima: table.anima[d]!, apex: table.apex[d]! };
}
