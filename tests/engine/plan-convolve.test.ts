import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convolve } from '../../src/engine/plan/convolve';
import { convolvePlain } from './plan-support';

/** A seeded probability array of the given length. */
function distribution(length: number, seed: number): Float64Array {
  let x = seed >>> 0;
  const values = Float64Array.from({ length }, () => {
    x = (Math.imul(x, 1_664_525) + 1_013_904_223) >>> 0;
    return x / 2 ** 32;
  });
  const total = values.reduce((a, b) => a + b, 0);
  return values.map((v) => v / total);
}

describe('convolution', { timeout: 60_000 }, () => {
  it('equals the plain sum of products, small or large (then through the Fourier transform)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1500 }), fc.integer({ min: 1, max: 1500 }), fc.nat(), (n, m, seed) => {
        const a = distribution(n, seed);
        const b = distribution(m, seed + 1);
        const got = convolve(a, b);
        const expected = convolvePlain(a, b);
        expect(got.length).toBe(n + m - 1);
        expected.forEach((v, t) => expect(Math.abs(got[t]! - v)).toBeLessThan(1e-15));
      }),
      // The examples take each path: one value, the direct sum, and the transform.
      {
        seed: 7,
        numRuns: 20,
        examples: [
          [1, 1500, 1],
          [30, 1500, 2],
          [1500, 1400, 3],
        ],
      },
    );
  }, 30_000);

  it('keeps a point mass where it is and never goes below zero', () => {
    const a = distribution(5000, 3);
    const shifted = convolve(a, Float64Array.of(0, 0, 0, 1));
    expect(Array.from(shifted.subarray(3))).toEqual(Array.from(a));
    const spread = convolve(distribution(4000, 1), distribution(9000, 2));
    expect(spread.every((v) => v >= 0)).toBe(true);
    expect(Math.abs(spread.reduce((s, v) => s + v, 0) - 1)).toBeLessThan(1e-12);
    expect(convolve(new Float64Array(0), a)).toHaveLength(0);
  });
});
