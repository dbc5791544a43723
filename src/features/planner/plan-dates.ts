/**
 * Calendar dates as the player's own clock gives them. A plan speaks in local calendar dates (`YYYY-MM-DD`): the
 * engine only counts days between them, so the time zone is applied once, here, when "now" is read. Reading and
 * counting dates is the engine's calendar (src/engine/plan/calendar.ts), so the screens and the planner cannot disagree on one.
 */

import { civilDate, formatDate, parseDate, weekdayOf } from '../../engine/plan/calendar';
import type { PlanClock } from '../../engine/plan/types';
import { formatDate as formatLocalDate, intlLocale } from '../../storage/format';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The local calendar date of `at`. */
export function localDate(at: Date): string {
  return `${pad(at.getFullYear(), 4)}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** "Now" as the planner needs it: today's local date and the minutes since local midnight. */
export function planClock(now: Date): PlanClock {
  return { today: localDate(now), minuteOfDay: now.getHours() * 60 + now.getMinutes() };
}

/**
 * The day number of one of a plan's dates. Every date a plan holds was checked when it was typed or read
 * (`isCalendarDate`), and today comes from the clock, so one that does not parse is a bug.
 */
function dayOf(date: string): number {
  const day = parseDate(date);
  if (day === null) throw new RangeError(`Not a calendar date: ${date}`);
  return day;
}

export function addDays(date: string, days: number): string {
  return formatDate(dayOf(date) + days);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayOf(to) - dayOf(from);
}

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const DAY_MS = 86_400_000;

/** The site's own way (As specified, `en-US`): written by hand, as it always has been, to the character. */
const bySite = () => intlLocale() === 'en-US';

/** A plan's date as the chosen language writes it; the day number is midnight UTC, so Intl reads it in UTC. */
function inLocale(date: string, options: Intl.DateTimeFormatOptions): string {
  return formatLocalDate(dayOf(date) * DAY_MS, { ...options, timeZone: 'UTC' });
}

/**
 * "Sat 1 Mar 2031", as the answers show a date ("sam. 1 mars 2031" in French). The site's own text is written by
 * hand rather than by Intl: the answers show several dates, and a page's first Intl date formatter is a long task on
 * a phone.
 */
export function readableDate(date: string): string {
  if (!bySite()) return inLocale(date, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
  const days = dayOf(date);
  const { year, month, day } = civilDate(days);
  return `${WEEKDAYS[weekdayOf(days)]!.slice(0, 3)} ${day} ${MONTHS[month - 1]} ${year}`;
}

/** "1 Mar 2031": a date without its weekday, as the chart's axis shows it ("1 mars 2031" in French). */
export function shortDate(date: string): string {
  if (!bySite()) return inLocale(date, { day: 'numeric', month: 'short', year: 'numeric' });
  return readableDate(date).slice(4);
}
