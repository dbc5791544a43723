import { useMemo, useSyncExternalStore } from 'react';
import type { BannerId, Counters } from '../../engine/types';
import { writeLocalKeys, type LocalEntry } from '../../storage/local-transaction';
import { OWNED_KEY, copiesOf, serialiseOwned, withCopies } from '../../storage/owned-store';
import {
  REAL_COUNTERS_KEY,
  ZERO_REAL_COUNTERS,
  freshTally,
  parseRealCounters,
  readRealCountersText,
  serialiseRealCounters,
  setAsideRealCounters,
  type RealBanner,
  type RealCounters,
} from '../../storage/real-counters-store';
import { reportStorageFull } from '../../storage/storage-full';
import { ownedValue } from './owned';
import { afterPulls, afterSr, afterTop, stepped, topPool } from './real-pity';
import { storedValue } from './stored-value';

/** The real counters and their tallies, followed in this tab and others; zero until the player sets them. */
export const realCountersValue = storedValue<RealCounters>(
  REAL_COUNTERS_KEY,
  (text) => {
    const read = readRealCountersText(text);
    return { value: read.counters ?? ZERO_REAL_COUNTERS, unreadable: read.unreadable };
  },
  setAsideRealCounters,
);

function write(entries: readonly LocalEntry[]): boolean {
  const outcome = writeLocalKeys(entries);
  if (outcome === 'full') reportStorageFull();
  return outcome === 'saved';
}

/** The entry saving every banner as it is, but `banner` changed by `change`. */
function withBanner(banner: BannerId, change: (before: RealBanner) => RealBanner): LocalEntry {
  const now = realCountersValue.get();
  const next: RealCounters = { ...now, [banner]: change(now[banner]) };
  return [REAL_COUNTERS_KEY, serialiseRealCounters(next)];
}

export interface RealCountersApi {
  /** Per banner, the player's real pity (0..80) and SR counter (0..9), and the tally of real pulls reported. */
  readonly counters: RealCounters;
  /** Adds `pulls` pulls without a top result (see ./real-pity.ts for the limits). */
  addPulls(banner: BannerId, pulls: number): boolean;
  /** Records a pull that was an SR. */
  recordSr(banner: BannerId): boolean;
  /**
   * Records a pull that was a top result, `characterId`: both counters start over and the character gains a copy,
   * in one write. False, changing nothing, when the banner's top result cannot be that character.
   */
  recordTop(banner: BannerId, characterId: string): boolean;
  /**
   * Sets a banner's counters outright (they are checked when saved: out-of-range values change nothing). The
   * pulls tallied so far did not lead to them, so a new tally starts from them.
   */
  setCounters(banner: BannerId, counters: Counters): boolean;
  /** Starts the banner's tally again, from its counters now. */
  resetTally(banner: BannerId): boolean;
}

const COMMANDS: Omit<RealCountersApi, 'counters'> = {
  addPulls: (banner, pulls) => write([withBanner(banner, (b) => stepped(b, afterPulls(b, pulls), false))]),
  recordSr: (banner) => write([withBanner(banner, (b) => stepped(b, afterSr(b), false))]),
  recordTop(banner, characterId) {
    if (!topPool(banner).some((c) => c.id === characterId)) return false;
    const owned = ownedValue.get();
    return write([
      withBanner(banner, (b) => stepped(b, afterTop(), true)),
      [OWNED_KEY, serialiseOwned(withCopies(owned, characterId, copiesOf(owned, characterId) + 1))],
    ]);
  },
  setCounters(banner, counters) {
    const set: RealBanner = { pity: counters.pity, sr: counters.sr, tally: freshTally(counters) };
    const next = parseRealCounters({ ...realCountersValue.get(), [banner]: set });
    return next !== undefined && write([[REAL_COUNTERS_KEY, serialiseRealCounters(next)]]);
  },
  resetTally: (banner) => write([withBanner(banner, (b) => ({ ...b, tally: freshTally(b) }))]),
};

/** The real counters and their commands, in one call; re-renders when they change here or in another tab. */
export function useRealCounters(): RealCountersApi {
  const counters = useSyncExternalStore(realCountersValue.subscribe, realCountersValue.get);
  return useMemo(() => ({ counters, ...COMMANDS }), [counters]);
}
