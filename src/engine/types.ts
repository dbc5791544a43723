/**
 * Shared vocabulary of the pull engine, which imports nothing outside src/engine. A roster is a
 * `readonly EngineCharacter[]` of at most 255 characters; a character's roster index is its position in it.
 */

export const BANNER_IDS = ['limited', 'perma', 'ml'] as const;
export type BannerId = (typeof BANNER_IDS)[number];

export const RARITY_IDS = ['ml', 'ssr', 'sr', 'r'] as const;
export type RarityId = (typeof RARITY_IDS)[number];

/** Pity type codes as stored in typed arrays; index into PITY_TYPE_LABELS. */
export const PITY_NONE = 0;
export const PITY_SOFT = 1;
export const PITY_HARD = 2;
export type PityTypeCode = typeof PITY_NONE | typeof PITY_SOFT | typeof PITY_HARD;
export const PITY_TYPE_LABELS = ['no pity', 'soft pity', 'hard pity'] as const;
export type PityTypeLabel = (typeof PITY_TYPE_LABELS)[number];

/** What the engine needs to know about a character; the catalogue's Character satisfies it. */
export interface EngineCharacter {
  readonly id: string;
  readonly name: string;
  readonly rarity: RarityId;
  readonly pullable: boolean;
  readonly featuredLimited: boolean;
  readonly limitedSr: boolean;
}

/** Per-banner state: pity = pulls since the last top-rarity result, sr = pulls since the last SR-or-better. */
export interface Counters {
  pity: number;
  sr: number;
}

/** Whether `value` names one of the three banners. */
export function isBannerId(value: unknown): value is BannerId {
  return typeof value === 'string' && (BANNER_IDS as readonly string[]).includes(value);
}
