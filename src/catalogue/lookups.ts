import { CHARACTERS, type Character, type Rarity } from './characters';
import type { BannerId } from '../engine/types';

const byId = new Map(CHARACTERS.map((c) => [c.id, c]));

export function findCharacter(id: string): Character | undefined {
  return byId.get(id);
}

/** 'LD' characters (the featured limited one and the limited SRs) sort first, otherwise catalogue order. */
export function isLimited(c: Character): boolean {
  return c.featuredLimited || c.limitedSr;
}

export function sortLimitedFirst(list: readonly Character[]): Character[] {
  return list
    .map((c, i) => ({ c, i }))
    .sort((a, b) => Number(isLimited(b.c)) - Number(isLimited(a.c)) || a.i - b.i)
    .map(({ c }) => c);
}

function byRarity(rarity: Rarity): Character[] {
  return sortLimitedFirst(CHARACTERS.filter((c) => c.rarity === rarity));
}

/** Each rarity's characters, LD first. */
export const CHARACTERS_BY_RARITY: Readonly<Record<Rarity, readonly Character[]>> = {
  ml: byRarity('ml'),
  ssr: byRarity('ssr'),
  sr: byRarity('sr'),
  r: byRarity('r'),
};

export const PULLABLE_CHARACTERS: readonly Character[] = CHARACTERS.filter((c) => c.pullable);

export const ALL_TAGS: readonly string[] = [...new Set(CHARACTERS.flatMap((c) => c.tags))].sort();

/** What a top result is on each banner, as sentences name it ("17 SSR or ML in 1,000 Perma pulls"). */
export const TOP_RESULT_NAMES: Readonly<Record<BannerId, string>> = {
  limited: CHARACTERS.find((c) => c.featuredLimited)?.name ?? 'featured',
  perma: 'SSR or ML',
  ml: 'ML',
};
