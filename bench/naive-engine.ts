/**
 * The straightforward way to write the pull rules, kept as the bench's baseline: one record object per pull,
 * Math.random, pools filtered from the roster on every pull. Same rules as src/engine (written out in src/engine/pulls/rules.ts); only the
 * implementation strategy differs.
 */

import type { BannerId, Counters, EngineCharacter, PityTypeLabel, RarityId } from '../src/engine/types';

export interface NaivePullRecord {
  character: EngineCharacter;
  banner: BannerId;
  pityCount: number;
  pityType: PityTypeLabel;
  timestamp: number;
  pullNumber: number;
}

function randomItem<T>(items: readonly T[], random: () => number): T {
  if (items.length === 0) throw new Error('Empty array in randomItem');
  return items[Math.floor(random() * items.length)]!;
}

function softPityBonus(p: number): number {
  if (p < 50) return 0;
  return 0.15 * (Math.log(1 + (p - 50)) / Math.log(30));
}

export class NaiveEngine {
  private readonly counters: Record<BannerId, Counters> = {
    limited: { pity: 0, sr: 0 },
    perma: { pity: 0, sr: 0 },
    ml: { pity: 0, sr: 0 },
  };
  private pullNumber = 0;

  constructor(
    private readonly roster: readonly EngineCharacter[],
    private readonly random: () => number = Math.random,
  ) {}

  private folder(rarity: RarityId): EngineCharacter[] {
    const all = this.roster.filter((c) => c.rarity === rarity);
    if (all.length === 0) throw new Error(`Folder "${rarity}" not found`);
    return all.filter((c) => c.pullable);
  }

  private featured(): EngineCharacter {
    const featured = this.roster.find((c) => c.featuredLimited && c.pullable);
    if (!featured) throw new Error('Featured limited character not found');
    return featured;
  }

  private pickSr(banner: BannerId): EngineCharacter {
    const srs = this.folder('sr');
    if (banner === 'ml')
      return randomItem(
        srs.filter((c) => c.limitedSr),
        this.random,
      );
    const weighted = srs.map((c) => ({ c, weight: c.limitedSr ? 2.25 : 6.75 }));
    const total = weighted.reduce((sum, w) => sum + w.weight, 0);
    let roll = this.random() * total;
    for (const w of weighted) {
      roll -= w.weight;
      if (roll < 0) return w.c;
    }
    return weighted[weighted.length - 1]!.c;
  }

  counterFor(banner: BannerId): Counters {
    return { ...this.counters[banner] };
  }

  pull(banner: BannerId): NaivePullRecord {
    const counters = this.counters[banner];
    const p = counters.pity;
    let character: EngineCharacter;
    let pityType: PityTypeLabel = 'no pity';
    let top = false;

    if (p >= 80) {
      top = true;
      pityType = 'hard pity';
      if (banner === 'limited') character = this.featured();
      else if (banner === 'ml') character = randomItem(this.folder('ml'), this.random);
      else character = randomItem([...this.folder('ssr'), ...this.folder('ml')], this.random);
    } else {
      const u = this.random();
      const b = softPityBonus(p);
      let topChance: number;
      let picked: EngineCharacter | undefined;
      if (banner === 'limited') {
        topChance = 0.01 + b;
        if (u < topChance) picked = this.featured();
      } else if (banner === 'ml') {
        topChance = 0.01;
        if (u < topChance) picked = randomItem(this.folder('ml'), this.random);
      } else {
        const ssrChance = 0.0075 + 0.75 * b;
        topChance = ssrChance + 0.0025 + 0.25 * b;
        if (u < ssrChance) picked = randomItem(this.folder('ssr'), this.random);
        else if (u < topChance) picked = randomItem(this.folder('ml'), this.random);
      }
      if (picked) {
        top = true;
        if (p >= 50) pityType = 'soft pity';
        character = picked;
      } else if (counters.sr >= 9 || u < topChance + 0.09) {
        character = this.pickSr(banner);
      } else {
        character = randomItem(this.folder('r'), this.random);
      }
    }

    counters.pity = top ? 0 : p + 1;
    counters.sr = character.rarity === 'r' ? counters.sr + 1 : 0;
    this.pullNumber++;
    return {
      character,
      banner,
      pityCount: counters.pity,
      pityType,
      timestamp: Date.now(),
      pullNumber: this.pullNumber,
    };
  }
}
