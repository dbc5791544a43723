import type { Rules } from './pulls/rules';

/** Pulls of each rarity, in RARITY_IDS order (ml, ssr, sr, r). */
export type RarityCounts = [ml: number, ssr: number, sr: number, r: number];

/** Pulls of each rarity (RARITY_IDS order) in a per-character tally. */
export function rarityCounts(rules: Rules, tally: Uint32Array): RarityCounts {
  const counts: RarityCounts = [0, 0, 0, 0];
  tally.forEach((n, index) => {
    const r = rules.rarity[index];
    if (r !== undefined && n > 0) counts[r as 0 | 1 | 2 | 3] += n;
  });
  return counts;
}

/** Roster index in the current catalogue of each index in an older roster table (255: no longer known). */
export function rosterRemap(from: readonly string[], to: readonly string[]): Uint8Array {
  const position = new Map(to.map((id, i) => [id, i]));
  return Uint8Array.from(from, (id) => position.get(id) ?? 255);
}
