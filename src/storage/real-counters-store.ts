import { BANNER_IDS, type BannerId, type Counters } from '../engine/types';
import { historySchemas } from './stored-history';
import { parseJson, readLocal, tryWriteLocal } from './local-store';
import { builtOnce, z } from './schema';

/**
 * The player's real pity and SR counters in the game, per banner, as they report them, each with the tally of the
 * real pulls reported since the tally started. Apart from the simulator's counters (`pityCounters`, `srCounters`
 * and the pull history), which stay exactly as the simulation leaves them. Bounded as the simulator's own: pity
 * 0..80, SR counter 0..9.
 */
export const REAL_COUNTERS_KEY = 'realCounters';

/** Far beyond any player's pulls; a bound keeps a damaged value from reading as an absurd tally. */
export const MAX_TALLY_PULLS = 1_000_000_000;

/**
 * The real pulls reported on a banner since the tally started: how many, how many were top results, and the
 * counters then, so the luck of those pulls can be worked out exactly from the pity they started at.
 */
export interface RealTally {
  readonly pulls: number;
  readonly tops: number;
  readonly from: Counters;
}

/** A banner's real counters and their tally. */
export interface RealBanner extends Counters {
  readonly tally: RealTally;
}

export type RealCounters = Readonly<Record<BannerId, RealBanner>>;

/** A tally starting now, at `counters`. */
export function freshTally(counters: Counters): RealTally {
  return { pulls: 0, tops: 0, from: { pity: counters.pity, sr: counters.sr } };
}

function zeroBanner(): RealBanner {
  return { pity: 0, sr: 0, tally: freshTally({ pity: 0, sr: 0 }) };
}

export const ZERO_REAL_COUNTERS: RealCounters = Object.freeze({
  limited: zeroBanner(),
  perma: zeroBanner(),
  ml: zeroBanner(),
});

/** What the tally's own check names its refusal (a data file's refusal is worded from it). */
export const TALLY_FAULT = 'tops-over-pulls';

/** Every banner's real counters, as saved and as in the data file (built on first use: see `builtOnce`). */
export const realCountersSchema = builtOnce(() => {
  const { counters } = historySchemas();
  const tally = z
    .object({
      pulls: z.int().check(z.minimum(0), z.maximum(MAX_TALLY_PULLS)),
      tops: z.int().check(z.minimum(0), z.maximum(MAX_TALLY_PULLS)),
      from: counters,
    })
    // A tally has no more top results than pulls.
    .check(z.refine((value) => value.tops <= value.pulls, { params: { fault: TALLY_FAULT } }));
  // A value saved before tallies were kept has none: it reads as a tally starting at its counters.
  const banner = z.object({ ...counters.shape, tally: z.optional(tally) });
  return z.object({ limited: banner, perma: banner, ml: banner });
});

/** Real counters from any untrusted value, or undefined when it is not real counters. */
export function parseRealCounters(value: unknown): RealCounters | undefined {
  const parsed = realCountersSchema().safeParse(value);
  if (!parsed.success) return undefined;
  const data = parsed.data;
  // Rebuilt key by key, so a stored value's extra fields are not carried along.
  const banner = (b: BannerId): RealBanner => {
    const { pity, sr, tally } = data[b];
    return {
      pity,
      sr,
      tally: tally ? { pulls: tally.pulls, tops: tally.tops, from: { ...tally.from } } : freshTally({ pity, sr }),
    };
  };
  return Object.fromEntries(BANNER_IDS.map((b) => [b, banner(b)])) as unknown as RealCounters;
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
