import type { PullView } from '../../components/pull-card';
import { filterIndices, rarityMask } from '../../engine/pulls/filter';
import type { Rules } from '../../engine/pulls/rules';
import type { PityTypeCode } from '../../engine/types';
import { CHUNK_PULLS, type BatchRecord } from '../../storage/stored-history';
import { indexBatches } from '../chunk-index';
import type { HistoryReader } from '../history-reader';
import type { BatchRunner } from './batch';
import type { ReplayLink } from './replay-link';

/**
 * The pulls of one batch, two ways: a stored batch's top results read from the history (for its picture), and any
 * batch regenerated from its replay link by the engine (for the replay view).
 */

export interface BatchTopPulls {
  /** The first `limit` top results (ssr and ml) in pull order. */
  readonly pulls: readonly PullView[];
  /** Every top result of the batch, from its stored rarity counts. */
  readonly total: number;
}

/** A stored batch's first `limit` top results, read a chunk at a time until there are enough. */
export async function topPullsOf(
  rules: Rules,
  reader: HistoryReader,
  batch: BatchRecord,
  limit: number,
): Promise<BatchTopPulls> {
  const top = rarityMask(rules, ['ssr', 'ml']);
  const chunks = indexBatches([batch]);
  const total = chunks.reduce((sum, chunk) => sum + chunk.rarity[0] + chunk.rarity[1], 0);
  const pulls: PullView[] = [];
  for (const chunk of chunks) {
    if (pulls.length >= limit) break;
    if (chunk.rarity[0] + chunk.rarity[1] === 0) continue;
    const decoded = await reader.read(chunk);
    if (!decoded) throw new Error(`The pulls from #${chunk.first} could not be read`);
    for (const at of filterIndices(decoded.chars, top)) {
      if (pulls.length >= limit) break;
      pulls.push({
        characterIndex: decoded.chars[at]!,
        pityType: decoded.types[at]! as PityTypeCode,
        pullNumber: chunk.first + at,
      });
    }
  }
  return { pulls, total };
}

/** A replayed batch: every pull, numbered from 1, and the counters after it. */
export interface ReplayedPulls {
  readonly chars: Uint8Array;
  readonly pity: Uint8Array;
  readonly types: Uint8Array;
  readonly end: { readonly pity: number; readonly sr: number };
}

/** Regenerates a link's batch with the engine (in its worker in a browser); nothing is stored. */
export async function replayPulls(runner: BatchRunner, link: ReplayLink, signal: AbortSignal): Promise<ReplayedPulls> {
  const packed = await runner(
    {
      banner: link.banner,
      ...(link.featured === undefined ? {} : { featured: link.featured }),
      counters: { ...link.start },
      count: link.count,
      seed: link.seed,
      timestamp: Date.now(),
      chunkPulls: CHUNK_PULLS,
      // Every pull comes back as plain arrays: the view needs them all, and a link asks for at most a million.
      tailLength: link.count,
    },
    () => undefined,
    signal,
  );
  return { ...packed.tail, end: packed.counters };
}
