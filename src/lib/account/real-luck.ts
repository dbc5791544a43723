import type { LuckRequest } from '../../engine/luck/luck';
import { BANNER_IDS } from '../../engine/types';
import type { RealCounters } from '../../storage/real-counters-store';

/** The luck question of one banner's tallied real pulls: its top results in its pulls, from the pity it started at. */
export type RealLuckInput = LuckRequest;

/** Per banner with tallied pulls, the question My Summons' luck panel asks of the player's real pulls. */
export function realLuckInputs(counters: RealCounters): readonly RealLuckInput[] {
  return BANNER_IDS.filter((banner) => counters[banner].tally.pulls > 0).map((banner) => {
    const { pulls, tops, from } = counters[banner].tally;
    return { banner, pulls, tops, pity: from.pity };
  });
}
