/**
 * Calendar dates as the player's own clock gives them. A plan speaks in local calendar dates (`YYYY-MM-DD`): the
 * engine only counts days between them, so the time zone is applied once, here, when "now" is read.
 */

import type { PlanClock } from '../../../engine/plan-types';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The local calendar date of `at`. */
export function localDate(at: Date): string {
  return `${pad(at.getFullYear(), 4)}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** "Now" as the planner needs it: today's local date and the minutes since local midnight. */
export function planClock(now: Date): PlanClock {
  return { today: localDate(now), minuteOfDay: now.getHours() * 60 + now.getMinutes() };
}

/** Parts of a `YYYY-MM-DD` date, read as a day on the UTC calendar, where every day is 24 hours long. */
function utcDay(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 86_400_000;
}

/** `date` moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  const at = new Date((utcDay(date) + days) * 86_400_000);
  return `${pad(at.getUTCFullYear(), 4)}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round(utcDay(to) - utcDay(from));
}

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * "Sat 1 Mar 2031". Written by hand rather than by Intl: the answers show several dates, and a page's first Intl
 * date formatter is a long task on a phone.
 */
export function formatDate(date: string): string {
  const at = new Date(utcDay(date) * 86_400_000);
  const weekday = WEEKDAYS[at.getUTCDay()]!.slice(0, 3);
  return `${weekday} ${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}`;
}
