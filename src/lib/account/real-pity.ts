import { CHARACTERS, type Character } from '../../catalogue/characters';
import { HARD_PITY, SR_GUARANTEE } from '../../engine/pulls/rules';
import type { BannerId, Counters } from '../../engine/types';
import { MAX_TALLY_PULLS, type RealBanner } from '../../storage/real-counters-store';
import { catalogueRules } from '../summons/rules';

/**
 * The rules of the real counters: what a pull the player reports does to them. Pure.
 *
 * The player reports pulls without a top result in steps of one and ten: each adds to both counters, which stop at
 * the rules' limits (pity at HARD_PITY, where the next pull is a top result for sure; the SR counter at SR_GUARANTEE,
 * where the next pull is an SR or better for sure). A ten-pull with no top result holds at least one SR, at a place
 * the step cannot know, so after ×10 the SR counter reads the most it can be; recording the SR puts it right.
 */

export function afterPulls(counters: Counters, pulls: number): Counters {
  return {
    pity: Math.min(HARD_PITY, counters.pity + pulls),
    sr: Math.min(SR_GUARANTEE, counters.sr + pulls),
  };
}

/** A pull that was an SR: one more pull since the last top result, none since the last SR-or-better. */
export function afterSr(counters: Counters): Counters {
  return { pity: Math.min(HARD_PITY, counters.pity + 1), sr: 0 };
}

/** A pull that was a top result: both counters start over. */
export function afterTop(): Counters {
  return { pity: 0, sr: 0 };
}

/**
 * A banner after a reported step, its tally following: a top result is one pull and one top result; pulls without
 * one count as far as the pity counter took them in (a pull past hard pity cannot be without a top result, so the
 * tally never holds a run of pulls the rules rule out, and its luck can always be worked out). A tally at its bound
 * stops counting.
 */
export function stepped(before: RealBanner, after: Counters, top: boolean): RealBanner {
  const pulls = top ? 1 : after.pity - before.pity;
  const { tally } = before;
  const counted = tally.pulls + pulls <= MAX_TALLY_PULLS;
  return {
    pity: after.pity,
    sr: after.sr,
    tally: counted ? { ...tally, pulls: tally.pulls + pulls, tops: tally.tops + (top ? 1 : 0) } : tally,
  };
}

let pools: Readonly<Record<BannerId, readonly Character[]>> | undefined;

/**
 * The characters a banner's top result can be, read from the simulator's own rules (its top bands), so the picker
 * never offers a character the banner cannot give: Limited gives only its featured character, ML its ML characters,
 * Perma its SSR and ML characters. Empty when the rules cannot be built.
 */
export function topPool(banner: BannerId): readonly Character[] {
  if (!pools) {
    const rules = catalogueRules();
    const poolOf = (b: BannerId): readonly Character[] => {
      if (!rules) return [];
      const { poolA, poolB } = rules.banners[b];
      const ids = new Set([...poolA, ...poolB].map((i) => rules.roster[i]!.id));
      return CHARACTERS.filter((c) => ids.has(c.id));
    };
    pools = { limited: poolOf('limited'), perma: poolOf('perma'), ml: poolOf('ml') };
  }
  return pools[banner];
}
