import { BANNER_IDS, type BannerId, type Counters } from '../engine/types';
import { bannerCountersSchema } from './history-db';
import { parseJson, readLocal, tryWriteLocal } from './local-store';

/**
 * The player's real pity and SR counters in the game, per banner, as they report them. Apart from the simulator's
 * counters (`pityCounters`, `srCounters` and the pull history), which stay exactly as the simulation leaves them.
 * Bounded as the simulator's own: pity 0..80, SR counter 0..9.
 */
export const REAL_COUNTERS_KEY = 'realCounters';

export type RealCounters = Readonly<Record<BannerId, Counters>>;

export const ZERO_REAL_COUNTERS: RealCounters = Object.freeze({
  limited: { pity: 0, sr: 0 },
  perma: { pity: 0, sr: 0 },
  ml: { pity: 0, sr: 0 },
});

/** Real counters from any untrusted value, or undefined when it is not real counters. */
export function parseRealCounters(value: unknown): RealCounters | undefined {
  const parsed = bannerCountersSchema.safeParse(value);
  if (!parsed.success) return undefined;
  const data = parsed.data;
  // Rebuilt key by key, so a stored value's extra fields are not carried along.
  return Object.fromEntries(
    BANNER_IDS.map((b) => [b, { pity: data[b].pity, sr: data[b].sr }]),
  ) as unknown as RealCounters;
}

/** Where a saved value that cannot be read is set aside (once), so saving over it destroys nothing. */
export const UNREADABLE_REAL_COUNTERS_KEY = 'realCounters-unreadable';

/**
 * A saved text read: the counters (undefined when none are saved), and whether the text was there but unreadable.
 * Pure: nothing is written.
 */
export function readRealCountersText(text: string | null): {
  readonly counters: RealCounters | undefined;
  readonly unreadable: boolean;
} {
  if (text === null) return { counters: undefined, unreadable: false };
  const counters = parseRealCounters(parseJson(text));
  return { counters, unreadable: counters === undefined };
}

export function setAsideRealCounters(text: string): void {
  if (readLocal(UNREADABLE_REAL_COUNTERS_KEY) === null) tryWriteLocal(UNREADABLE_REAL_COUNTERS_KEY, text);
}

/** The saved counters, or undefined when none are (an unreadable value is set aside first). Never throws. */
export function loadRealCounters(): RealCounters | undefined {
  const text = readLocal(REAL_COUNTERS_KEY);
  const read = readRealCountersText(text);
  if (read.unreadable) setAsideRealCounters(text!);
  return read.counters;
}

export function serialiseRealCounters(counters: RealCounters): string {
  return JSON.stringify(parseRealCounters(counters) ?? ZERO_REAL_COUNTERS);
}
