/** The launch the specification counts down to: 5 June 2025 at 12:00 in UTC+2. */
export const DEFAULT_TARGET_ISO = '2025-06-05T12:00:00+02:00';
export const DEFAULT_TARGET = Date.parse(DEFAULT_TARGET_ISO);

/**
 * How the screen writes the target's date and time. The page's first script (src/app/route-preload.js) loads this
 * format's data early on a first visit to the countdown; a test keeps the two the same.
 */
export const TARGET_STYLE: Intl.DateTimeFormatOptions = { dateStyle: 'full', timeStyle: 'long' };

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:(Z)|([+-])(\d{2}):?(\d{2}))?$/i;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The instant an ISO 8601 date-time names, or undefined. Parsed by hand because
 * `Date.parse` quietly rolls 30 February over into March and varies between engines
 * on the forms it accepts. A date-time without a zone is the visitor's local time.
 */
export function parseIsoDateTime(text: string): number | undefined {
  const m = ISO_DATE_TIME.exec(text);
  if (!m) return undefined;
  const [year, month, day, hour, minute] = [m[1], m[2], m[3], m[4], m[5]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const second = Number(m[6] ?? 0);
  const ms = Math.floor(Number(`0.${m[7] ?? '0'}`) * 1000);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  if (m[8]) return Date.UTC(year, month - 1, day, hour, minute, second, ms);
  if (m[9]) {
    const offsetHours = Number(m[10]);
    const offsetMinutes = Number(m[11]);
    if (offsetHours > 23 || offsetMinutes > 59) return undefined;
    const offset = (m[9] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * 60_000;
    return Date.UTC(year, month - 1, day, hour, minute, second, ms) - offset;
  }
  return new Date(year, month - 1, day, hour, minute, second, ms).getTime();
}

export interface CountdownTarget {
  readonly target: number;
  /** True when a `?to=` value was given but could not be read, so the default is used. */
  readonly invalid: boolean;
}

/** The `?to=` query value as a target, falling back to the default. */
export function parseTargetParam(value: string | null): CountdownTarget {
  if (value === null) return { target: DEFAULT_TARGET, invalid: false };
  // An unescaped '+' in a query string arrives as a space; read '… 02:00' as the '+02:00' that was typed.
  const repaired = value.trim().replace(/ (\d{2}:?\d{2})$/, '+$1');
  const target = parseIsoDateTime(repaired);
  return target === undefined ? { target: DEFAULT_TARGET, invalid: true } : { target, invalid: false };
}

/**
 * When a run's last day (`YYYY-MM-DD`) is over: the midnight after it, in the visitor's time zone, since a run's
 * days are the player's calendar days.
 */
export function runEndTime(lastDay: string): number {
  const [year, month, day] = lastDay.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day + 1).getTime();
}

/** A span of time in whole days, hours, minutes and seconds: what the timer shows. */
export interface Remaining {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

/** The time left in `ms`, a started second counting as a whole one, so zero comes exactly when the target is reached. */
export function remainingOf(ms: number): Remaining {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * `days:hours:minutes:seconds`, each at least two digits (days grow past two when needed), as the specification
 * writes the timer.
 */
export function formatRemaining(ms: number): string {
  const { days, hours, minutes, seconds } = remainingOf(ms);
  return `${pad(days)}:${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}
