/**
 * The distribution of a sum of two independent pull counts: the convolution of their probability arrays.
 *
 * Pull counts run to tens of thousands, so the direct sum (length times length) would take seconds; above a small
 * size the product is taken through a fast Fourier transform instead. In double precision its rounding error is
 * about 1e-16 times the arrays' norms, far below any figure shown; values that come out a hair below zero are 0.
 */

/** Below this many multiplications the direct sum is faster than three transforms. */
const DIRECT_LIMIT = 1 << 16;

function convolveDirect(a: Float64Array, b: Float64Array): Float64Array<ArrayBuffer> {
  const out = new Float64Array(a.length + b.length - 1);
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    if (x === 0) continue;
    for (let j = 0; j < b.length; j++) out[i + j]! += x * b[j]!;
  }
  return out;
}

/** In-place radix-2 transform of (re, im), length a power of two; `inverse` conjugates the twiddles (no scaling). */
function transform(re: Float64Array, im: Float64Array, inverse: boolean): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      const tr = re[i]!;
      re[i] = re[j]!;
      re[j] = tr;
      const ti = im[i]!;
      im[i] = im[j]!;
      im[j] = ti;
    }
  }
  const sign = inverse ? 1 : -1;
  for (let size = 2; size <= n; size <<= 1) {
    const half = size >> 1;
    const angle = (sign * 2 * Math.PI) / size;
    // Twiddles of this stage computed directly, not by repeated multiplication, so errors do not build up.
    const cos = new Float64Array(half);
    const sin = new Float64Array(half);
    for (let k = 0; k < half; k++) {
      cos[k] = Math.cos(angle * k);
      sin[k] = Math.sin(angle * k);
    }
    for (let start = 0; start < n; start += size) {
      for (let k = 0; k < half; k++) {
        const i = start + k;
        const j = i + half;
        const wr = cos[k]!;
        const wi = sin[k]!;
        const xr = re[j]! * wr - im[j]! * wi;
        const xi = re[j]! * wi + im[j]! * wr;
        re[j] = re[i]! - xr;
        im[j] = im[i]! - xi;
        re[i]! += xr;
        im[i]! += xi;
      }
    }
  }
}

function convolveFourier(a: Float64Array, b: Float64Array): Float64Array<ArrayBuffer> {
  const length = a.length + b.length - 1;
  let n = 1;
  while (n < length) n <<= 1;
  // Both real inputs in one complex transform: a as the real part, b as the imaginary part.
  const re = new Float64Array(n);
  const im = new Float64Array(n);
  re.set(a);
  im.set(b);
  transform(re, im, false);
  // With Z = FFT(a + ib): FFT(a)[k] = (Z[k] + conj Z[n-k]) / 2 and FFT(b)[k] = (Z[k] - conj Z[n-k]) / 2i, so
  // their product is (Z[k]^2 - conj(Z[n-k])^2) / 4i.
  const pr = new Float64Array(n);
  const pi = new Float64Array(n);
  for (let k = 0; k < n; k++) {
    const m = (n - k) & (n - 1);
    const zr = re[k]!;
    const zi = im[k]!;
    const cr = re[m]!;
    const ci = -im[m]!;
    const sr = zr * zr - zi * zi - (cr * cr - ci * ci);
    const si = 2 * zr * zi - 2 * cr * ci;
    // Dividing by 4i: (sr + i si) / 4i = (si - i sr) / 4.
    pr[k] = si / 4;
    pi[k] = -sr / 4;
  }
  transform(pr, pi, true);
  const out = new Float64Array(length);
  for (let i = 0; i < length; i++) out[i] = Math.max(0, pr[i]! / n);
  return out;
}

/** out[t] = sum over i + j = t of a[i] * b[j]. */
export function convolve(a: Float64Array, b: Float64Array): Float64Array<ArrayBuffer> {
  if (a.length === 0 || b.length === 0) return new Float64Array(0);
  if (a.length * b.length <= DIRECT_LIMIT || Math.min(a.length, b.length) <= 32) return convolveDirect(a, b);
  return convolveFourier(a, b);
}
