import { describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../src/catalogue/characters';
import {
  buildRules,
  HARD_PITY,
  KIND_NONE,
  KIND_R,
  KIND_SR,
  KIND_TOP,
  MAX_ROSTER,
  rosterHash,
  softPityBonus,
  toThreshold,
} from '../../src/engine/pulls/rules';
import { isBannerId } from '../../src/engine/types';
import { U32_RANGE } from '../../src/engine/pulls/rng';
import { PITY_HARD, PITY_NONE, PITY_SOFT } from '../../src/engine/types';
import type { EngineCharacter } from '../../src/engine/types';
import {
  banners,
  editedRoster,
  featuredId,
  idAt,
  indexOf,
  limitedSrIds,
  pullableIds,
  rules,
  unpullableIds,
} from './support';

const ids = (pool: Uint8Array): string[] => Array.from(pool, idAt);
const sorted = (list: readonly string[]): string[] => [...list].sort();

describe('softPityBonus', () => {
  it('is 0 below 50 and at 50', () => {
    for (let p = 0; p <= 50; p++) expect(softPityBonus(p)).toBe(0);
  });

  it('follows 0.15 * ln(1 + (p - 50)) / ln(30) through soft pity', () => {
    expect(softPityBonus(65)).toBeCloseTo((0.15 * Math.log(16)) / Math.log(30), 15);
    for (let p = 51; p < 79; p++) {
      expect(softPityBonus(p)).toBeCloseTo((0.15 * Math.log(1 + (p - 50))) / Math.log(30), 15);
      expect(softPityBonus(p)).toBeGreaterThan(softPityBonus(p - 1));
    }
  });

  it('is exactly 0.15 at 79', () => {
    expect(softPityBonus(79)).toBe(0.15);
  });
});

describe('threshold tables', () => {
  const expectThreshold = (actual: number | undefined, probability: number): void => {
    // Thresholds are ceil(v * 2^32); allow the one unit a differently-ordered float sum can move it.
    expect(Math.abs((actual ?? Number.NaN) - probability * U32_RANGE)).toBeLessThanOrEqual(1);
  };

  it('limited: top = 0.01 + b(p), all of it the featured character, SR band 0.09 above', () => {
    const t = rules.banners.limited;
    for (let p = 0; p < HARD_PITY; p++) {
      expectThreshold(t.top[p], 0.01 + softPityBonus(p));
      expect(t.split[p]).toBe(t.top[p]);
      expectThreshold(t.srEnd[p], 0.01 + softPityBonus(p) + 0.09);
    }
    expect(ids(t.poolA)).toEqual([featuredId]);
    expect(t.poolB.length).toBe(0);
  });

  it('ml: top = 0.01 at every pity below 80, no bonus', () => {
    const t = rules.banners.ml;
    for (let p = 0; p < HARD_PITY; p++) {
      expect(t.top[p]).toBe(toThreshold(0.01));
      expect(t.srEnd[p]).toBe(toThreshold(0.1));
    }
    expect(sorted(ids(t.poolA))).toEqual(sorted(pullableIds('ml')));
  });

  it('perma: ssr 0.0075 + 0.75 b(p) then ml 0.0025 + 0.25 b(p), a 3:1 split at every pity', () => {
    const t = rules.banners.perma;
    for (let p = 0; p < HARD_PITY; p++) {
      const b = softPityBonus(p);
      expectThreshold(t.split[p], 0.0075 + 0.75 * b);
      expectThreshold(t.top[p], 0.01 + b);
      expectThreshold(t.top[p]! - t.split[p]!, 0.0025 + 0.25 * b);
      expect(t.split[p]! / t.top[p]!).toBeCloseTo(0.75, 6);
    }
    expect(sorted(ids(t.poolA))).toEqual(sorted(pullableIds('ssr')));
    expect(sorted(ids(t.poolB))).toEqual(sorted(pullableIds('ml')));
  });

  it('hard pity row: everything is top rarity, perma split by character count', () => {
    for (const banner of banners) {
      const t = rules.banners[banner];
      expect(t.top[HARD_PITY]).toBe(U32_RANGE);
      expect(t.pityType[HARD_PITY]).toBe(PITY_HARD);
    }
    const perma = rules.banners.perma;
    const ssr = pullableIds('ssr').length;
    const ml = pullableIds('ml').length;
    expect(perma.split[HARD_PITY]).toBe(toThreshold(ssr / (ssr + ml)));
  });

  it('labels top results soft pity from 50', () => {
    const t = rules.banners.limited;
    for (let p = 0; p < 50; p++) expect(t.pityType[p]).toBe(PITY_NONE);
    for (let p = 50; p < HARD_PITY; p++) expect(t.pityType[p]).toBe(PITY_SOFT);
  });

  it('scales map each band onto its pool', () => {
    const t = rules.banners.perma;
    for (let p = 0; p < HARD_PITY; p++) {
      expect(t.scaleA[p]! * t.split[p]!).toBeCloseTo(t.poolA.length, 9);
      expect(t.scaleSr[p]! * (t.srEnd[p]! - t.top[p]!)).toBeCloseTo(t.srPool.length, 9);
      expect(t.scaleR[p]! * (U32_RANGE - t.srEnd[p]!)).toBeCloseTo(t.rPool.length, 9);
    }
  });
});

describe('pools', () => {
  it('SR on limited and perma: 1 slot per limited SR, 3 per other SR (2.25 : 6.75)', () => {
    for (const banner of ['limited', 'perma'] as const) {
      const slots = ids(rules.banners[banner].srPool);
      for (const id of pullableIds('sr')) {
        expect(slots.filter((s) => s === id).length).toBe(limitedSrIds.includes(id) ? 1 : 3);
      }
      expect(slots.length).toBe(limitedSrIds.length + 3 * (pullableIds('sr').length - limitedSrIds.length));
    }
  });

  it("ML's SR pool is the six limited SRs", () => {
    expect(limitedSrIds.length).toBe(6);
    expect(sorted(ids(rules.banners.ml.srPool))).toEqual(sorted(limitedSrIds));
  });

  it('R is every pullable r on every banner', () => {
    for (const banner of banners) expect(sorted(ids(rules.banners[banner].rPool))).toEqual(sorted(pullableIds('r')));
  });

  it('never lists an unpullable character', () => {
    expect(unpullableIds.length).toBe(2);
    for (const banner of banners) {
      const t = rules.banners[banner];
      for (const id of unpullableIds) {
        for (const pool of [t.poolA, t.poolB, t.srPool, t.rPool]) expect(ids(pool)).not.toContain(id);
        expect(t.kind[indexOf(id)]).toBe(KIND_NONE);
      }
    }
  });

  it('kind says what each character is on each banner', () => {
    const { kind: limited } = rules.banners.limited;
    const { kind: perma } = rules.banners.perma;
    const { kind: ml } = rules.banners.ml;
    expect(limited[indexOf(featuredId)]).toBe(KIND_TOP);
    expect(limited[indexOf('celince')]).toBe(KIND_NONE);
    expect(perma[indexOf('celince')]).toBe(KIND_TOP);
    expect(perma[indexOf('heinrich')]).toBe(KIND_TOP);
    expect(ml[indexOf('heinrich')]).toBe(KIND_TOP);
    expect(ml[indexOf('kazami')]).toBe(KIND_NONE);
    expect(ml[indexOf('marvell')]).toBe(KIND_SR);
    expect(perma[indexOf('kazami')]).toBe(KIND_SR);
    expect(ml[indexOf('cachi')]).toBe(KIND_R);
  });
});

describe('buildRules errors', () => {
  it('a missing rarity folder', () => {
    expect(() => buildRules(editedRoster((c) => (c.rarity === 'ml' ? null : c)))).toThrow('Folder "ml" not found');
    expect(() => buildRules(editedRoster((c) => (c.rarity === 'r' ? null : c)))).toThrow('Folder "r" not found');
    expect(() => buildRules(editedRoster((c) => (c.rarity === 'sr' ? null : c)))).toThrow('Folder "sr" not found');
    expect(() => buildRules([])).toThrow('Folder "ml" not found');
  });

  it('no pullable featured limited character', () => {
    const none = editedRoster((c) => ({ ...c, featuredLimited: false }));
    expect(() => buildRules(none)).toThrow('Featured limited character not found');
    const unpullable = editedRoster((c) => (c.featuredLimited ? { ...c, pullable: false } : c));
    expect(() => buildRules(unpullable)).toThrow('Featured limited character not found');
  });

  it('an empty pick pool', () => {
    const noLimitedSr = editedRoster((c) => ({ ...c, limitedSr: false }));
    expect(() => buildRules(noLimitedSr)).toThrow('Empty array in randomItem');
    const mlUnpullable = editedRoster((c) => (c.rarity === 'ml' ? { ...c, pullable: false } : c));
    expect(() => buildRules(mlUnpullable)).toThrow('Empty array in randomItem');
  });

  it('a roster too large for byte indices', () => {
    const filler: EngineCharacter[] = Array.from({ length: MAX_ROSTER + 1 - CHARACTERS.length }, (_, i) => ({
      id: `filler-${i}`,
      name: `Filler ${i}`,
      rarity: 'r',
      pullable: true,
      featuredLimited: false,
      limitedSr: false,
    }));
    expect(() => buildRules([...CHARACTERS, ...filler])).toThrow(RangeError);
    expect(() => buildRules([...CHARACTERS, ...filler.slice(1)])).not.toThrow();
  });
});

describe('helpers', () => {
  it('isBannerId, rosterHash', () => {
    expect(isBannerId('perma')).toBe(true);
    expect(isBannerId('standard')).toBe(false);
    expect(rosterHash(CHARACTERS)).toBe(rules.rosterHash);
    expect(rosterHash(CHARACTERS.slice(1))).not.toBe(rules.rosterHash);
  });
});
