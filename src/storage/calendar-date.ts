import { dayNumber, parseDate } from '../engine/plan/calendar';

/** The years a stored date may fall in (plans, banner runs), a narrower span than the planner's calendar takes. */
const FIRST_DAY = dayNumber(2000, 1, 1);
const LAST_DAY = dayNumber(2999, 12, 31);

/** Whether `text` is a real calendar date written `YYYY-MM-DD` (years 2000 to 2999). */
export function isCalendarDate(text: string): boolean {
  const day = parseDate(text);
  return day !== null && day >= FIRST_DAY && day <= LAST_DAY;
}
