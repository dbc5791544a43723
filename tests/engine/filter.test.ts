import { describe, expect, it } from 'vitest';
import { pullMany } from '../../src/engine/pulls/batch';
import { characterMask, filterIndices, rarityMask, tallyCharacters } from '../../src/engine/pulls/filter';
import { createRng } from '../../src/engine/pulls/rng';
import { indexOf, rules } from './support';

describe('masks', () => {
  it('rarityMask marks every character of the chosen rarities', () => {
    const mask = rarityMask(rules, ['ssr', 'ml']);
    rules.roster.forEach((c, i) => expect(mask[i]).toBe(c.rarity === 'ssr' || c.rarity === 'ml' ? 1 : 0));
    expect(rarityMask(rules, []).every((v) => v === 0)).toBe(true);
  });

  it('characterMask applies a predicate', () => {
    const mask = characterMask(rules, (c) => c.limitedSr);
    expect(mask.reduce((a, b) => a + b, 0)).toBe(6);
    expect(mask[indexOf('marvell')]).toBe(1);
  });
});

describe('filterIndices', () => {
  const run = pullMany(rules, 'perma', { pity: 0, sr: 0 }, 1_000_000, createRng(8));

  it('returns, in order, exactly the positions whose character the mask keeps', () => {
    const mask = rarityMask(rules, ['ssr', 'ml']);
    const positions = filterIndices(run.chars, mask);
    let expected = 0;
    for (let i = 0; i < run.chars.length; i++) if (mask[run.chars[i]!]) expected++;
    expect(positions.length).toBe(expected);
    for (let k = 1; k < positions.length; k++) expect(positions[k]! > positions[k - 1]!).toBe(true);
    expect(Array.from(positions).every((i) => mask[run.chars[i]!] === 1)).toBe(true);
    expect(positions).toBeInstanceOf(Uint32Array);
  });

  it('restricts to a range and clamps it', () => {
    const mask = rarityMask(rules, ['sr']);
    const inRange = filterIndices(run.chars, mask, 1000, 2000);
    expect(Array.from(inRange).every((i) => i >= 1000 && i < 2000)).toBe(true);
    expect(Array.from(inRange)).toEqual(
      Array.from(filterIndices(run.chars, mask)).filter((i) => i >= 1000 && i < 2000),
    );
    expect(filterIndices(run.chars, mask, -5, 3).length).toBe(filterIndices(run.chars, mask, 0, 3).length);
    expect(filterIndices(run.chars, mask, 10, 5).length).toBe(0);
    expect(filterIndices(new Uint8Array(0), mask).length).toBe(0);
  });
});

describe('tallyCharacters', () => {
  it('counts each roster index', () => {
    const chars = Uint8Array.of(0, 1, 1, 5, 5, 5, 200);
    const counts = tallyCharacters(chars, 10);
    expect(Array.from(counts.subarray(0, 6))).toEqual([1, 2, 0, 0, 0, 3]);
    expect(Array.from(tallyCharacters(chars, 10, 1, 3).subarray(0, 2))).toEqual([0, 2]);
  });
});
