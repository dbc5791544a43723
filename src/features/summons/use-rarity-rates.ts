import { useCallback, useEffect, useState } from 'react';
import { nextTask } from '../../components/yield';
import { BANNER_IDS, type BannerId, type RarityId } from '../../engine/types';
import type { SummonStore } from '../../lib/summons';

type RarityRates = Record<RarityId, number>;
type KnownRates = Partial<Record<BannerId, RarityRates>>;

function known(store: SummonStore): KnownRates {
  const rates: KnownRates = {};
  for (const banner of BANNER_IDS) {
    const shares = store.knownRatesFor(banner)?.rarity;
    if (shares) rates[banner] = shares;
  }
  return rates;
}

/**
 * Each banner's expected long-run share of every rarity, for the statistics. Working out a banner's rates takes some
 * milliseconds (many more on a slow phone), so it never happens while the screen renders: the banners not yet known
 * are worked out after it, one banner a task, and their shares show as they arrive ('–' until then).
 */
export function useRarityRates(store: SummonStore): (banner: BannerId) => RarityRates | null {
  const [rates, setRates] = useState<KnownRates>(() => known(store));

  useEffect(() => {
    let stopped = false;
    void (async () => {
      for (const banner of BANNER_IDS) {
        if (store.knownRatesFor(banner)) continue;
        await nextTask();
        if (stopped) return;
        const worked = store.ratesFor(banner);
        if (worked) setRates((current) => ({ ...current, [banner]: worked.rarity }));
      }
    })();
    return () => {
      stopped = true;
    };
  }, [store]);

  return useCallback((banner: BannerId) => rates[banner] ?? null, [rates]);
}
