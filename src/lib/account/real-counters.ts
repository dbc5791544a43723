import { useMemo, useSyncExternalStore } from 'react';
import type { BannerId, Counters } from '../../engine/types';
import { writeLocalKeys, type LocalEntry } from '../../storage/local-transaction';
import { OWNED_KEY, copiesOf, serialiseOwned, withCopies } from '../../storage/owned-store';
import {
  REAL_COUNTERS_KEY,
  ZERO_REAL_COUNTERS,
  parseRealCounters,
  readRealCountersText,
  serialiseRealCounters,
  setAsideRealCounters,
  type RealCounters,
} from '../../storage/real-counters-store';
import { reportStorageFull } from '../../storage/storage-full';
import { ownedValue } from './owned';
import { afterPulls, afterSr, afterTop, topPool } from './real-pity';
import { storedValue } from './stored-value';

/** The real counters, followed in this tab and others; zero on every banner until the player sets them. */
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

function withBanner(banner: BannerId, counters: Counters): LocalEntry {
  const next: RealCounters = { ...realCountersValue.get(), [banner]: counters };
  return [REAL_COUNTERS_KEY, serialiseRealCounters(next)];
}

export interface RealCountersApi {
  /** Per banner, the player's real pity (0..80) and SR counter (0..9). */
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
  /** Sets a banner's counters outright (they are checked when saved: out-of-range values change nothing). */
  setCounters(banner: BannerId, counters: Counters): boolean;
}

const COMMANDS: Omit<RealCountersApi, 'counters'> = {
  addPulls: (banner, pulls) => write([withBanner(banner, afterPulls(realCountersValue.get()[banner], pulls))]),
  recordSr: (banner) => write([withBanner(banner, afterSr(realCountersValue.get()[banner]))]),
  recordTop(banner, characterId) {
    if (!topPool(banner).some((c) => c.id === characterId)) return false;
    const owned = ownedValue.get();
    return write([
      withBanner(banner, afterTop()),
      [OWNED_KEY, serialiseOwned(withCopies(owned, characterId, copiesOf(owned, characterId) + 1))],
    ]);
  },
  setCounters(banner, counters) {
    const next = parseRealCounters({ ...realCountersValue.get(), [banner]: counters });
    return next !== undefined && write([[REAL_COUNTERS_KEY, serialiseRealCounters(next)]]);
  },
};

/** The real counters and their commands, in one call; re-renders when they change here or in another tab. */
export function useRealCounters(): RealCountersApi {
  const counters = useSyncExternalStore(realCountersValue.subscribe, realCountersValue.get);
  return useMemo(() => ({ counters, ...COMMANDS }), [counters]);
}
