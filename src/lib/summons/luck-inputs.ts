import { BANNER_IDS, type BannerId } from '../../engine/types';
import type { BatchRecord } from '../../storage/stored-history';

/** What the luck question needs from one banner's stored history. */
export interface BannerLuckInput {
  readonly banner: BannerId;
  /** Pulls stored on the banner. */
  readonly pulls: number;
  /** Top results among them: ssr and ml (on Limited only the featured character is either, on ML only ml is). */
  readonly tops: number;
  /** The pity counter before the banner's first stored batch. */
  readonly pity: number;
  /**
   * Whether each batch starts from the pity the previous one on the banner ended with. Not when counters were
   * set by hand, or a merge brought batches from elsewhere, between batches: the pulls are then not one run.
   */
  readonly continuous: boolean;
}

/**
 * Per banner, from the batch records alone (their per-chunk rarity counts), never from the pulls: a history of
 * millions of pulls is a few records, and even a long history of single pulls is one pass over small objects.
 */
export function bannerLuckInputs(batches: readonly BatchRecord[]): readonly BannerLuckInput[] {
  return BANNER_IDS.map((banner) => {
    let pulls = 0;
    let tops = 0;
    let pity = 0;
    let continuous = true;
    let previous: BatchRecord | undefined;
    for (const batch of batches) {
      if (batch.banner !== banner) continue;
      if (!previous) pity = batch.start.pity;
      else if (batch.start.pity !== previous.end.pity) continuous = false;
      previous = batch;
      pulls += batch.count;
      for (const chunk of batch.chunks) tops += chunk.rarity[0] + chunk.rarity[1];
    }
    return { banner, pulls, tops, pity, continuous };
  });
}
