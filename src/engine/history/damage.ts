import type { HistoryCodecFault } from './codec';

/**
 * Why a file's pull history cannot be imported, as the import's replay (history/import.ts) finds it: typed, so that the
 * page words it in the player's language (src/storage/file-problem-wording.ts).
 */

/** A part of a file's pull history: its batch and the batch's part, each counting from 1 in file order. */
export interface HistoryPart {
  readonly batch: number;
  readonly part: number;
  /** The part's featured character, rather than its pulls. */
  readonly featured?: true;
}

/** The first damaged part of a file's pull history, and how it is damaged; the page words it for the player. */
export type HistoryDamage =
  /** `summons.roster` names a character twice. */
  | { readonly damage: 'roster-twice' }
  /** A batch (counting from 1) starts before the one before it ends. */
  | { readonly damage: 'overlap'; readonly batch: number }
  /** A batch says it holds `says` pulls, and its parts hold `holds`. */
  | { readonly damage: 'count'; readonly batch: number; readonly says: number; readonly holds: number }
  | { readonly damage: 'not-base64'; readonly at: HistoryPart }
  /** Encoded pulls that are not what the site writes. */
  | { readonly damage: 'encoded'; readonly at: HistoryPart; readonly fault: HistoryCodecFault }
  /** Encoded pulls whose starting counters are out of range. */
  | { readonly damage: 'counters'; readonly at: HistoryPart }
  /** A part whose banner or time is not its batch's. */
  | { readonly damage: 'other-batch'; readonly at: HistoryPart }
  /** A part of no pulls, or of more than a part holds. */
  | { readonly damage: 'part-size'; readonly at: HistoryPart; readonly count: number }
  /** A part whose starting counters are not where the part before ended. */
  | { readonly damage: 'chain'; readonly at: HistoryPart }
  /** Pulls kept as recorded before the codec, whose three lists differ in length. */
  | { readonly damage: 'lengths'; readonly at: HistoryPart }
  /** Pulls kept as recorded before the codec, with a pity value or type out of range. */
  | { readonly damage: 'recorded-range'; readonly at: HistoryPart }
  /** Pull `pull` (counting from 1) names roster index `index` of a roster of `roster` characters. */
  | {
      readonly damage: 'roster-index';
      readonly at: HistoryPart;
      readonly pull: number;
      readonly index: number;
      readonly roster: number;
    }
  /** A character this version does not know, by the file's id: a newer version's file rather than a damaged one. */
  | { readonly damage: 'unknown-character'; readonly id: string }
  /** `summons.summonCount` is lower than `last`, the last pull number of the history. */
  | { readonly damage: 'summon-count'; readonly summonCount: number; readonly last: number };
