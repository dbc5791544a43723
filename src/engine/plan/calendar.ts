/**
 * Civil dates as day numbers (days since 1970-01-01, proleptic Gregorian calendar), with no Date object and no time
 * zone: the page gives the player's own "today" and the engine only counts days from it.
 */

/** Years a date may fall in. */
export const MIN_YEAR = 1970;
export const MAX_YEAR = 9999;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Days before each month's 1st in a common year. */
const DAYS_BEFORE_MONTH = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Leap years among 1..year. */
function leapYearsThrough(year: number): number {
  return Math.floor(year / 4) - Math.floor(year / 100) + Math.floor(year / 400);
}

/** Days from 1970-01-01 to the given date (month 1..12, day 1..31). */
export function dayNumber(year: number, month: number, day: number): number {
  const yearStart = 365 * (year - 1970) + leapYearsThrough(year - 1) - leapYearsThrough(1969);
  const leapDay = month > 2 && isLeapYear(year) ? 1 : 0;
  return yearStart + DAYS_BEFORE_MONTH[month - 1]! + leapDay + day - 1;
}

/** The day number of a `YYYY-MM-DD` text, or null when it is not a real date within MIN_YEAR..MAX_YEAR. */
export function parseDate(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const match = DATE_PATTERN.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  return dayNumber(year, month, day);
}

export interface CivilDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** The date of a day number. */
export function civilDate(days: number): CivilDate {
  // A first guess from the mean year length is at most one year off either way.
  let year = 1970 + Math.floor(days / 365.2425);
  while (dayNumber(year, 1, 1) > days) year--;
  while (dayNumber(year + 1, 1, 1) <= days) year++;
  let month = 12;
  while (dayNumber(year, month, 1) > days) month--;
  return { year, month, day: days - dayNumber(year, month, 1) + 1 };
}

/** `YYYY-MM-DD` of a day number. */
export function formatDate(days: number): string {
  const { year, month, day } = civilDate(days);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** 0 (Sunday) .. 6 (Saturday). 1970-01-01 was a Thursday. */
export function weekdayOf(days: number): number {
  return (((days + 4) % 7) + 7) % 7;
}

export function isFirstOfMonth(days: number): boolean {
  return civilDate(days).day === 1;
}
