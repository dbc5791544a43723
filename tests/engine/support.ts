/** Shared fixtures for the engine tests: the real roster, lookups by id, and a plain reference pull. */

import { CHARACTERS } from '../../src/catalogue/characters';
import { buildRules, HARD_PITY, SR_GUARANTEE } from '../../src/engine/pulls/rules';
import type { Rules } from '../../src/engine/pulls/rules';
import type { RandomSource } from '../../src/engine/pulls/rng';
import { BANNER_IDS, PITY_NONE } from '../../src/engine/types';
import type { BannerId, Counters, EngineCharacter, RarityId } from '../../src/engine/types';

export const rules: Rules = buildRules(CHARACTERS);
export const banners = BANNER_IDS;

export function indexOf(id: string): number {
  const i = rules.roster.findIndex((c) => c.id === id);
  if (i < 0) throw new Error(`No character ${id}`);
  return i;
}

export function idAt(index: number): string {
  const c = rules.roster[index];
  if (!c) throw new Error(`No roster index ${index}`);
  return c.id;
}

export function idsWhere(test: (c: EngineCharacter) => boolean): string[] {
  return rules.roster.filter(test).map((c) => c.id);
}

export const pullableIds = (rarity: RarityId): string[] => idsWhere((c) => c.pullable && c.rarity === rarity);
export const limitedSrIds = idsWhere((c) => c.pullable && c.rarity === 'sr' && c.limitedSr);
export const unpullableIds = idsWhere((c) => !c.pullable);
export const featuredId = idsWhere((c) => c.pullable && c.featuredLimited)[0] ?? '';

/** A roster copy with some characters changed or removed, for the broken-roster errors. */
export function editedRoster(edit: (c: EngineCharacter) => EngineCharacter | null): EngineCharacter[] {
  return CHARACTERS.flatMap((c) => {
    const edited = edit({ ...c });
    return edited ? [edited] : [];
  });
}

/** The uniform just inside (below) or just past a threshold u, far enough from it to survive 32-bit quantisation. */
export const below = (u: number): number => u - 1e-9;
export const above = (u: number): number => u + 1e-9;

/**
 * One pull done the plain way, straight from the banner's threshold tables: no memo table, no blocks, no packing.
 * The batch engine must agree with it draw for draw.
 */
export function referencePull(
  r: Rules,
  banner: BannerId,
  counters: Counters,
  x: number,
): { char: number; pity: number; type: number; counters: Counters } {
  const t = r.banners[banner];
  const p = counters.pity;
  const s = counters.sr;
  if (x < t.top[p]!) {
    const split = t.split[p]!;
    const char = x < split ? t.poolA[Math.floor(x * t.scaleA[p]!)]! : t.poolB[Math.floor((x - split) * t.scaleB[p]!)]!;
    return { char, pity: 0, type: t.pityType[p]!, counters: { pity: 0, sr: 0 } };
  }
  if (p >= HARD_PITY) throw new Error('Hard pity row must always give a top result');
  let char: number;
  let sr = 0;
  if (x < t.srEnd[p]!) {
    char = t.srPool[Math.floor((x - t.top[p]!) * t.scaleSr[p]!)]!;
  } else if (s >= SR_GUARANTEE) {
    char = t.srPool[Math.floor((x - t.srEnd[p]!) * t.scaleSrInR[p]!)]!;
  } else {
    char = t.rPool[Math.floor((x - t.srEnd[p]!) * t.scaleR[p]!)]!;
    sr = s + 1;
  }
  return { char, pity: p + 1, type: PITY_NONE, counters: { pity: p + 1, sr } };
}

/** Wraps a source so only nextU32 is visible, forcing the engine's one-draw-at-a-time path. */
export function withoutBulkFill(rng: RandomSource): RandomSource {
  return { nextU32: () => rng.nextU32() };
}
