import { CHARACTERS } from '../../catalogue/characters';
import { stationaryRates, type StationaryRates } from '../../engine/pulls/rates';
import { canFeature } from '../../engine/pulls/featured';
import { buildRules, type Rules } from '../../engine/pulls/rules';
import type { BannerId } from '../../engine/types';

/** The simulator's rules, built from the catalogue; null when the catalogue cannot serve them. */
export function catalogueRules(): Rules | null {
  try {
    return buildRules(CHARACTERS);
  } catch (error) {
    // An internal error, logged for maintainers and never shown to players (the simulator says it is unavailable).
    console.error(error);
    return null;
  }
}

/**
 * The roster index of a run's featured character (a character id, as batches and runs name it), or null when the
 * roster has no such ssr to feature (a character of another catalogue).
 */
export function runIndex(rules: Rules, id: string): number | null {
  const index = rules.roster.findIndex((c) => c.id === id);
  return canFeature(rules, index) ? index : null;
}

const cache = new WeakMap<Rules, Map<BannerId, StationaryRates>>();

/** The banner's rates when they were worked out already, without working them out. */
export function knownBannerRates(rules: Rules, banner: BannerId): StationaryRates | null {
  return cache.get(rules)?.get(banner) ?? null;
}

/** Expected long-run shares of each rarity and character on a banner, computed once per rules and banner. */
export function bannerRates(rules: Rules, banner: BannerId): StationaryRates {
  let byBanner = cache.get(rules);
  if (!byBanner) cache.set(rules, (byBanner = new Map()));
  let rates = byBanner.get(banner);
  if (!rates) byBanner.set(banner, (rates = stationaryRates(rules, banner)));
  return rates;
}
