import { describe, expect, it } from 'vitest';
import {
  assertSeed,
  createRng,
  fillDraws,
  randomSeed,
  scriptedU32,
  scriptedUniforms,
  Sfc32,
  U32_RANGE,
} from '../../src/engine/pulls/rng';

/** sfc32 written out independently (BigInt arithmetic mod 2^32) to pin the generator's definition. */
function sfc32Reference(state: readonly [number, number, number, number], n: number): number[] {
  const M = 2n ** 32n;
  let [a, b, c, d] = state.map((v) => BigInt(v >>> 0)) as [bigint, bigint, bigint, bigint];
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = (a + b + d) % M;
    d = (d + 1n) % M;
    a = b ^ (b >> 9n);
    b = (c + c * 8n) % M;
    c = ((((c << 21n) | (c >> 11n)) % M) + t) % M;
    out.push(Number(t));
  }
  return out;
}

describe('Sfc32', () => {
  it('matches an independent implementation of sfc32', () => {
    const state = [0xdeadbeef, 0x12345678, 0x9abcdef0, 0x0badf00d] as const;
    const rng = new Sfc32(state);
    const got = Array.from({ length: 1000 }, () => rng.nextU32());
    expect(got).toEqual(sfc32Reference(state, 1000));
  });

  it('produces u32 integers', () => {
    const rng = createRng(7);
    for (let i = 0; i < 10_000; i++) {
      const x = rng.nextU32();
      expect(Number.isInteger(x) && x >= 0 && x < U32_RANGE).toBe(true);
    }
  });

  it('fill gives exactly the draws nextU32 would', () => {
    const a = createRng(99);
    const b = createRng(99);
    const target = new Uint32Array(5000);
    a.fill(target, 100, 4100);
    const expected = Array.from({ length: 4000 }, () => b.nextU32());
    expect(Array.from(target.subarray(100, 4100))).toEqual(expected);
    expect(target[99]).toBe(0);
    expect(target[4100]).toBe(0);
    expect(a.nextU32()).toBe(b.nextU32());
  });

  it('resumes from a saved state', () => {
    const rng = createRng(1234);
    for (let i = 0; i < 50; i++) rng.nextU32();
    const resumed = createRng(rng.state());
    for (let i = 0; i < 100; i++) expect(resumed.nextU32()).toBe(rng.nextU32());
  });

  it('is reproducible per seed and differs between seeds', () => {
    const draw = (seed: number): number[] => {
      const rng = createRng(seed);
      return Array.from({ length: 16 }, () => rng.nextU32());
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
    expect(draw(0)).not.toEqual(draw(1));
  });

  it('looks uniform: mean and bit balance over a million draws', () => {
    const rng = createRng(2024);
    const n = 1_000_000;
    let sum = 0;
    const ones = new Array<number>(32).fill(0);
    for (let i = 0; i < n; i++) {
      const x = rng.nextU32();
      sum += x / U32_RANGE;
      for (let bit = 0; bit < 32; bit++) ones[bit]! += (x >>> bit) & 1;
    }
    // Uniform mean has sd sqrt(1/12 / n) ~ 2.9e-4; bit counts have sd sqrt(n) / 2 = 500.
    expect(Math.abs(sum / n - 0.5)).toBeLessThan(5 * 2.9e-4);
    for (const count of ones) expect(Math.abs(count - n / 2)).toBeLessThan(5 * 500);
  });

  it('rejects seeds that are not u32', () => {
    expect(() => createRng(-1)).toThrow(RangeError);
    expect(() => createRng(1.5)).toThrow(RangeError);
    expect(() => createRng(U32_RANGE)).toThrow(RangeError);
    expect(() => assertSeed(Number.NaN)).toThrow(RangeError);
    expect(() => createRng([1, 2, 3, -4])).toThrow(RangeError);
    expect(() => createRng(0xffffffff)).not.toThrow();
  });
});

describe('randomSeed', () => {
  it('returns u32 values from the platform CSPRNG', () => {
    const seeds = Array.from({ length: 20 }, randomSeed);
    for (const s of seeds) expect(() => assertSeed(s)).not.toThrow();
    expect(new Set(seeds).size).toBeGreaterThan(15);
  });
});

describe('scripted sources', () => {
  it('replay uniforms as floor(u * 2^32)', () => {
    const src = scriptedUniforms([0, 0.5, 0.25, 0.999999999]);
    expect(src.nextU32()).toBe(0);
    expect(src.nextU32()).toBe(2 ** 31);
    expect(src.nextU32()).toBe(2 ** 30);
    expect(src.nextU32()).toBe(Math.floor(0.999999999 * U32_RANGE));
    expect(() => src.nextU32()).toThrow('Scripted source exhausted after 4 draws');
  });

  it('replay exact u32 values and validate them', () => {
    const src = scriptedU32([5, 0xffffffff]);
    expect([src.nextU32(), src.nextU32()]).toEqual([5, 0xffffffff]);
    expect(() => scriptedU32([U32_RANGE])).toThrow(RangeError);
    expect(() => scriptedUniforms([1])).toThrow(RangeError);
    expect(() => scriptedUniforms([-0.1])).toThrow(RangeError);
  });

  it('fillDraws uses nextU32 for sources without a bulk form', () => {
    const target = new Uint32Array(3);
    fillDraws(scriptedU32([7, 8, 9]), target, 0, 3);
    expect(Array.from(target)).toEqual([7, 8, 9]);
  });
});
