import { describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { planRequest } from '../../../src/engine/odds/prepare';
import { buildRules } from '../../../src/engine/pulls/rules';
import { BANNER_IDS } from '../../../src/engine/types';
import { PLANNABLE, bannersFor, defaultBanner } from '../../../src/features/planner/banner-offer';

const rules = buildRules(CHARACTERS);

/** Whether the engine's calculator accepts this character on this banner. */
function engineAccepts(index: number, banner: (typeof BANNER_IDS)[number]): boolean {
  try {
    planRequest(rules, { selection: [index], banner, start: { pity: 0, sr: 0 } });
    return true;
  } catch {
    return false;
  }
}

describe('which banners a target may use', () => {
  it('agrees with the engine for every character on every banner', () => {
    for (const [index, character] of CHARACTERS.entries()) {
      const offered = bannersFor(index);
      for (const banner of BANNER_IDS) {
        expect([character.id, banner, offered.includes(banner)]).toEqual([
          character.id,
          banner,
          engineAccepts(index, banner),
        ]);
      }
    }
  });

  it('follows the rules as the game states them', () => {
    const ids = (test: (banners: string[]) => boolean) =>
      CHARACTERS.filter((_, i) => test(bannersFor(i))).map((c) => c.id);
    // Limited: its featured character, every SR and every R; no other ssr, no ml.
    expect(ids((b) => b.includes('limited')).filter((id) => !['sr', 'r'].includes(rarityOf(id)))).toEqual(['freya']);
    // ML: every ml, the six limited SRs, every R.
    expect(ids((b) => b.includes('ml')).filter((id) => rarityOf(id) === 'sr')).toEqual(
      CHARACTERS.filter((c) => c.limitedSr).map((c) => c.id),
    );
    expect(ids((b) => b.includes('ml')).filter((id) => rarityOf(id) === 'ssr')).toEqual([]);
    // The two characters no banner gives are offered nowhere, and never plannable.
    expect(ids((b) => b.length === 0)).toEqual(['hoyan', 'lian']);
    expect(PLANNABLE.map((p) => p.character.id)).not.toContain('hoyan');
    expect(PLANNABLE).toHaveLength(CHARACTERS.length - 2);
  });

  it('starts a new target on Limited for the featured character, ML for an ml, Perma for anyone else', () => {
    const start = (id: string) => {
      const index = CHARACTERS.findIndex((c) => c.id === id);
      return defaultBanner(CHARACTERS[index]!, index);
    };
    expect(start('freya')).toBe('limited');
    expect(start('heinrich')).toBe('ml');
    expect(start('holden')).toBe('perma');
    expect(start('marvell')).toBe('perma');
    expect(start('vice')).toBe('perma');
    expect(start('hoyan')).toBeUndefined();
    for (const { character, index } of PLANNABLE) {
      expect(bannersFor(index)).toContain(defaultBanner(character, index));
    }
  });
});

function rarityOf(id: string): string {
  return CHARACTERS.find((c) => c.id === id)!.rarity;
}
