import { describe, expect, it } from 'vitest';
import { allocatePullBuffers, assertCounters, pullBatch, pullMany } from '../../src/engine/pulls/batch';
import { decidePull, kernelOf, LUT_CELL, LUT_SIZE, UNDECIDED } from '../../src/engine/pulls/kernel';
import { HARD_PITY, softPityBonus } from '../../src/engine/pulls/rules';
import { createRng, scriptedUniforms, U32_RANGE } from '../../src/engine/pulls/rng';
import { PITY_TYPE_LABELS } from '../../src/engine/types';
import type { BannerId, Counters } from '../../src/engine/types';
import {
  above,
  banners,
  below,
  featuredId,
  idAt,
  indexOf,
  limitedSrIds,
  pullableIds,
  referencePull,
  rules,
  unpullableIds,
  withoutBulkFill,
} from './support';

function pulls(banner: BannerId, counters: Counters, uniforms: readonly number[]) {
  const r = pullMany(rules, banner, counters, uniforms.length, scriptedUniforms(uniforms));
  return {
    ids: Array.from(r.chars, idAt),
    pity: Array.from(r.pity),
    types: Array.from(r.types, (t) => PITY_TYPE_LABELS[t]),
    counters: r.counters,
  };
}

/** One pull from the given counters for each uniform, every pull starting from those same counters. */
function eachFrom(banner: BannerId, counters: Counters, uniforms: readonly number[]): string[] {
  return uniforms.map((u) => pulls(banner, counters, [u]).ids[0]!);
}

/** Plain byte comparison: vitest's deep equality is far too slow for arrays of this size. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

const sweep = (from: number, to: number, n: number): number[] =>
  Array.from({ length: n }, (_, k) => from + ((k + 0.5) / n) * (to - from));
const rarity = (id: string): string => rules.roster[indexOf(id)]!.rarity;
const sortedSet = (list: readonly string[]): string[] => [...new Set(list)].sort();

describe('hard pity at 80', () => {
  it('limited gives the featured character', () => {
    const r = pulls('limited', { pity: 80, sr: 4 }, [0.999]);
    expect(r.ids).toEqual([featuredId]);
    expect(r.types).toEqual(['hard pity']);
    expect(r.pity).toEqual([0]);
    expect(r.counters).toEqual({ pity: 0, sr: 0 });
  });

  it('ml gives a uniform ml character', () => {
    const got = eachFrom('ml', { pity: 80, sr: 0 }, sweep(0, 1, 8));
    expect(sortedSet(got)).toEqual([...pullableIds('ml')].sort());
    expect(new Set(got).size).toBe(8);
    expect(pulls('ml', { pity: 80, sr: 9 }, [0.5]).types).toEqual(['hard pity']);
  });

  it('perma gives a uniform pick over pullable ssr and ml', () => {
    const pool = [...pullableIds('ssr'), ...pullableIds('ml')];
    const got = eachFrom('perma', { pity: 80, sr: 0 }, sweep(0, 1, pool.length));
    expect(new Set(got).size).toBe(pool.length);
    expect(sortedSet(got)).toEqual([...pool].sort());
    for (const id of unpullableIds) expect(got).not.toContain(id);
  });

  it('is reached after exactly 80 pulls without a top result', () => {
    const r = pulls(
      'limited',
      { pity: 0, sr: 0 },
      Array.from({ length: 81 }, () => 0.5),
    );
    expect(r.pity).toEqual([...Array.from({ length: 80 }, (_, i) => i + 1), 0]);
    expect(r.ids[80]).toBe(featuredId);
    expect(r.types[80]).toBe('hard pity');
    expect(r.types.slice(0, 80).every((t) => t === 'no pity')).toBe(true);
  });
});

describe('soft pity', () => {
  it('labels a top result soft pity from p = 50, no pity below', () => {
    expect(pulls('limited', { pity: 49, sr: 0 }, [0.005]).types).toEqual(['no pity']);
    expect(pulls('limited', { pity: 50, sr: 0 }, [0.005]).types).toEqual(['soft pity']);
    expect(pulls('limited', { pity: 79, sr: 0 }, [0.005]).types).toEqual(['soft pity']);
    expect(pulls('perma', { pity: 60, sr: 3 }, [0.001]).types).toEqual(['soft pity']);
    expect(pulls('ml', { pity: 60, sr: 3 }, [0.001]).types).toEqual(['soft pity']);
  });

  it('non-top pulls carry no pity type', () => {
    expect(pulls('limited', { pity: 70, sr: 0 }, [0.99]).types).toEqual(['no pity']);
  });

  it('limited top chance is 0.01 + b(p): 0 bonus at 50, 0.15 ln 16 / ln 30 at 65, 0.15 at 79', () => {
    const cases: [number, number][] = [
      [50, 0],
      [65, (0.15 * Math.log(16)) / Math.log(30)],
      [79, 0.15],
    ];
    for (const [p, bonus] of cases) {
      expect(softPityBonus(p)).toBeCloseTo(bonus, 15);
      const top = 0.01 + bonus;
      expect(eachFrom('limited', { pity: p, sr: 0 }, [below(top), above(top)]).map(rarity)).toEqual(['ssr', 'sr']);
      expect(eachFrom('limited', { pity: p, sr: 0 }, [below(top + 0.09), above(top + 0.09)]).map(rarity)).toEqual([
        'sr',
        'r',
      ]);
    }
  });

  it('ml gets no bonus', () => {
    expect(eachFrom('ml', { pity: 79, sr: 0 }, [below(0.01), above(0.01)]).map(rarity)).toEqual(['ml', 'sr']);
    expect(eachFrom('ml', { pity: 79, sr: 0 }, [below(0.1), above(0.1)]).map(rarity)).toEqual(['sr', 'r']);
  });
});

describe('perma split', () => {
  it('puts ssr in the first 3/4 of the top band and ml in the last 1/4', () => {
    for (const p of [0, 49, 50, 65, 79]) {
      const b = softPityBonus(p);
      const ssrEnd = 0.0075 + 0.75 * b;
      const topEnd = ssrEnd + 0.0025 + 0.25 * b;
      const got = eachFrom('perma', { pity: p, sr: 0 }, [below(ssrEnd), above(ssrEnd), below(topEnd), above(topEnd)]);
      expect(got.map(rarity)).toEqual(['ssr', 'ml', 'ml', 'sr']);
    }
  });

  it('picks ssr and ml uniformly inside their bands', () => {
    const ssr = eachFrom('perma', { pity: 0, sr: 0 }, sweep(0, 0.0075, 20));
    expect(sortedSet(ssr)).toEqual([...pullableIds('ssr')].sort());
    const ml = eachFrom('perma', { pity: 0, sr: 0 }, sweep(0.0075, 0.01, 8));
    expect(sortedSet(ml)).toEqual([...pullableIds('ml')].sort());
  });
});

describe('SR', () => {
  it('the tenth pull without SR or better is SR', () => {
    const r = pulls(
      'perma',
      { pity: 0, sr: 0 },
      Array.from({ length: 10 }, () => 0.99),
    );
    expect(r.ids.slice(0, 9).every((id) => rarity(id) === 'r')).toBe(true);
    expect(rarity(r.ids[9]!)).toBe('sr');
    expect(r.counters).toEqual({ pity: 10, sr: 0 });
  });

  it('a due guarantee still lets a top result through', () => {
    expect(pulls('limited', { pity: 0, sr: 9 }, [0.001]).ids).toEqual([featuredId]);
    expect(rarity(pulls('limited', { pity: 0, sr: 9 }, [0.05]).ids[0]!)).toBe('sr');
  });

  it('ml draws SR from the six limited SRs only, whether rolled or guaranteed', () => {
    const rolled = eachFrom('ml', { pity: 0, sr: 0 }, sweep(0.01, 0.1, 600));
    expect(sortedSet(rolled)).toEqual([...limitedSrIds].sort());
    for (const id of limitedSrIds) expect(rolled.filter((x) => x === id).length).toBe(100);
    const guaranteed = eachFrom('ml', { pity: 0, sr: 9 }, sweep(0.1, 1, 600));
    expect(sortedSet(guaranteed)).toEqual([...limitedSrIds].sort());
  });

  it('limited and perma weight limited SRs 2.25 and other SRs 6.75', () => {
    for (const banner of ['limited', 'perma'] as const) {
      const slots = rules.banners[banner].srPool.length;
      const got = eachFrom(banner, { pity: 0, sr: 0 }, sweep(0.01, 0.1, slots * 40));
      for (const id of pullableIds('sr')) {
        expect(got.filter((x) => x === id).length).toBe(limitedSrIds.includes(id) ? 40 : 120);
      }
    }
  });
});

describe('counters', () => {
  it('pityCount is the counter after each pull; SR counter resets on SR or better', () => {
    const r = pulls('limited', { pity: 3, sr: 8 }, [0.5, 0.5, 0.05, 0.005, 0.5]);
    expect(r.ids.map(rarity)).toEqual(['r', 'sr', 'sr', 'ssr', 'r']);
    expect(r.pity).toEqual([4, 5, 6, 0, 1]);
    expect(r.counters).toEqual({ pity: 1, sr: 1 });
  });

  it('perma resets pity on ml as well as ssr', () => {
    const r = pulls('perma', { pity: 30, sr: 2 }, [0.009, 0.5]);
    expect(rarity(r.ids[0]!)).toBe('ml');
    expect(r.pity).toEqual([0, 1]);
  });

  it('does not modify the counters passed in', () => {
    const counters = { pity: 12, sr: 3 };
    pullMany(rules, 'perma', counters, 1000, createRng(1));
    expect(counters).toEqual({ pity: 12, sr: 3 });
  });

  it('rejects counters the rules cannot reach', () => {
    expect(() => assertCounters({ pity: 81, sr: 0 })).toThrow(RangeError);
    expect(() => assertCounters({ pity: 0, sr: 10 })).toThrow(RangeError);
    expect(() => assertCounters({ pity: -1, sr: 0 })).toThrow(RangeError);
    expect(() => assertCounters({ pity: 1.5, sr: 0 })).toThrow(RangeError);
  });
});

describe('agreement with a plain per-pull implementation', () => {
  const starts: Counters[] = [];
  for (const pity of [0, 10, 49, 50, 51, 65, 79, 80]) for (const sr of [0, 5, 9]) starts.push({ pity, sr });

  it.each(banners)('%s: every start state, 20,000 seeded pulls', (banner) => {
    for (const [k, start] of starts.entries()) {
      const n = 20_000;
      const got = pullMany(rules, banner, start, n, createRng(1000 + k));
      const draws = createRng(1000 + k);
      let counters = start;
      for (let i = 0; i < n; i++) {
        const want = referencePull(rules, banner, counters, draws.nextU32());
        if (got.chars[i] !== want.char || got.pity[i] !== want.pity || got.types[i] !== want.type) {
          throw new Error(`${banner} from ${JSON.stringify(start)}: pull ${i} differs`);
        }
        counters = want.counters;
      }
      expect(got.counters).toEqual(counters);
    }
  });

  it('the memo table returns exactly what the rules decide for every draw in a filled cell', () => {
    const rng = createRng(77);
    for (const banner of banners) {
      const kernel = kernelOf(rules.banners[banner]);
      let filled = 0;
      const mismatches: string[] = [];
      for (let half = 0; half < 2; half++) {
        const s = half === 1 ? 9 : 0;
        for (let h = 0; h < LUT_SIZE; h++) {
          const v = kernel.lut[half * LUT_SIZE + h]!;
          if (v === UNDECIDED) continue;
          filled++;
          const start = h * LUT_CELL;
          const samples = [start, start + LUT_CELL - 1, start + LUT_CELL / 2, start + (rng.nextU32() % LUT_CELL)];
          for (const x of samples)
            if (decidePull(kernel, 0, s, x) !== v) mismatches.push(`${banner} ${half} ${h} ${x}`);
        }
      }
      expect(mismatches).toEqual([]);
      expect(filled / (2 * LUT_SIZE)).toBeGreaterThan(0.9);
      for (let p = 0; p < kernel.limit; p++) expect(rules.banners[banner].top[p]).toBe(rules.banners[banner].top[0]);
    }
  });
});

describe('determinism', () => {
  it('the same pulls however the run is split, and with or without bulk draws', () => {
    const n = 50_000;
    const whole = pullMany(rules, 'perma', { pity: 40, sr: 7 }, n, createRng(5));
    for (const chunk of [1, 7, 4095, 4096, 4097, 33_333]) {
      const out = allocatePullBuffers(n);
      const rng = createRng(5);
      let counters: Counters = { pity: 40, sr: 7 };
      for (let done = 0; done < n; done += chunk) {
        counters = pullBatch(rules, 'perma', counters, Math.min(chunk, n - done), rng, out, done);
      }
      expect(sameBytes(out.chars, whole.chars)).toBe(true);
      expect(sameBytes(out.pity, whole.pity)).toBe(true);
      expect(sameBytes(out.types, whole.types)).toBe(true);
      expect(counters).toEqual(whole.counters);
    }
    const oneByOne = pullMany(rules, 'perma', { pity: 40, sr: 7 }, n, withoutBulkFill(createRng(5)));
    expect(sameBytes(oneByOne.chars, whole.chars)).toBe(true);
  });

  it('writes only out[offset .. offset + count) and overwrites stale pity types', () => {
    const out = allocatePullBuffers(30);
    out.chars.fill(0xee);
    out.pity.fill(0xee);
    out.types.fill(0xee);
    pullBatch(rules, 'ml', { pity: 80, sr: 0 }, 10, createRng(3), out, 10);
    for (const arr of [out.chars, out.pity, out.types]) {
      expect(Array.from(arr.subarray(0, 10)).every((v) => v === 0xee)).toBe(true);
      expect(Array.from(arr.subarray(20)).every((v) => v === 0xee)).toBe(true);
    }
    expect(out.types[10]).toBe(2);
    expect(Array.from(out.types.subarray(11, 20)).every((v) => v <= 1)).toBe(true);
  });

  it('validates count, offset and buffer size', () => {
    const out = allocatePullBuffers(10);
    const rng = createRng(1);
    expect(() => pullBatch(rules, 'perma', { pity: 0, sr: 0 }, 11, rng, out)).toThrow(RangeError);
    expect(() => pullBatch(rules, 'perma', { pity: 0, sr: 0 }, 5, rng, out, 6)).toThrow(RangeError);
    expect(() => pullBatch(rules, 'perma', { pity: 0, sr: 0 }, -1, rng, out)).toThrow(RangeError);
    expect(() => pullBatch(rules, 'perma', { pity: 0, sr: 0 }, 1, rng, out, 0.5)).toThrow(RangeError);
    expect(pullBatch(rules, 'perma', { pity: 3, sr: 2 }, 0, rng, out)).toEqual({ pity: 3, sr: 2 });
  });
});

describe('unpullable characters', () => {
  it.each(banners)('%s never produces them in 1,000,000 pulls', (banner) => {
    const r = pullMany(rules, banner, { pity: 0, sr: 0 }, 1_000_000, createRng(11));
    const banned = new Set(unpullableIds.map(indexOf));
    expect(r.chars.some((c) => banned.has(c))).toBe(false);
  });
});

describe('pull buffers', () => {
  it('hold each pull: the character, the counter after it and its pity type', () => {
    const r = pullMany(rules, 'limited', { pity: 80, sr: 0 }, 2, scriptedUniforms([0.3, 0.99]));
    expect(r.chars[0]).toBe(indexOf(featuredId));
    expect([r.pity[0], PITY_TYPE_LABELS[r.types[0]!]]).toEqual([0, 'hard pity']);
    expect([r.pity[1], PITY_TYPE_LABELS[r.types[1]!]]).toEqual([1, 'no pity']);
    expect(HARD_PITY).toBe(80);
    expect(U32_RANGE).toBe(2 ** 32);
  });
});
