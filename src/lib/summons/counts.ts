import { CHARACTERS } from '../../catalogue/characters';
import { rosterRemap } from '../../engine/roster';
import { BANNER_IDS, type BannerId, type Counters } from '../../engine/types';
import { storedCount, type StoredHistory, type StoredSummary } from '../../storage/stored-history';

/**
 * The summary's numbers: counters per banner and pulls of each character per banner, by the current roster's index.
 * Every merge of per-character counts goes through `addCounts`.
 */

export type CountersByBanner = Readonly<Record<BannerId, Counters>>;
export type CharCounts = Readonly<Record<BannerId, readonly number[]>>;

/** The current catalogue's order: what every roster index in memory refers to. */
export const ROSTER_IDS: readonly string[] = CHARACTERS.map((c) => c.id);

export function zeroCounters(): Record<BannerId, Counters> {
  return { limited: { pity: 0, sr: 0 }, perma: { pity: 0, sr: 0 }, ml: { pity: 0, sr: 0 } };
}

export function zeroCharCounts(): CharCounts {
  return { limited: ROSTER_IDS.map(() => 0), perma: ROSTER_IDS.map(() => 0), ml: ROSTER_IDS.map(() => 0) };
}

/**
 * `base` plus `more` on one banner, index by index; `remap` moves `more`'s indices to the current roster's (indices it
 * maps nowhere are dropped). Returns new arrays; `base` is untouched.
 */
export function addCounts(
  base: CharCounts,
  banner: BannerId,
  more: ArrayLike<number>,
  remap?: ArrayLike<number | undefined>,
): CharCounts {
  const counts = [...base[banner]];
  for (let i = 0; i < more.length; i++) {
    const index = remap ? remap[i] : i;
    if (index !== undefined && index < ROSTER_IDS.length) counts[index] = (counts[index] ?? 0) + more[i]!;
  }
  return { ...base, [banner]: counts };
}

/** `a` plus `b` on every banner. */
export function sumCounts(a: CharCounts, b: CharCounts): CharCounts {
  return BANNER_IDS.reduce((sum, banner) => addCounts(sum, banner, b[banner]), a);
}

/** Per-character counts stored under another roster order, moved to the current one. */
export function currentCharCounts(summary: StoredSummary): CharCounts {
  const remap = rosterRemap(summary.roster, ROSTER_IDS);
  return BANNER_IDS.reduce(
    (sum, banner) => addCounts(sum, banner, summary.charCounts[banner], remap),
    zeroCharCounts(),
  );
}

/** The numbers a stored history stands for. */
export interface Summary {
  readonly summonCount: number;
  readonly counters: CountersByBanner;
  readonly charCounts: CharCounts;
}

export function summaryOf(stored: StoredHistory): Summary {
  return {
    summonCount: storedCount(stored.summary, stored.batches[stored.batches.length - 1]),
    counters: { ...zeroCounters(), ...stored.summary.counters },
    charCounts: currentCharCounts(stored.summary),
  };
}

/** A summary as stored, under the current roster. */
export function storedSummary({ summonCount, counters, charCounts }: Summary): StoredSummary {
  return { summonCount, counters, charCounts, roster: ROSTER_IDS };
}
