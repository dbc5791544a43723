/**
 * Random sources for the engine. The engine takes exactly one u32 per pull from a `RandomSource` (through `fill` when
 * the source has it, `nextU32` otherwise), so a seeded run is reproducible however it is split into chunks, and
 * tests can script the exact draws.
 */

/** 2^32: the u32 scale on which every threshold and draw lives. */
export const U32_RANGE = 4294967296;

/** Calls after which V8 has certainly started recording type feedback for a function (it waits for about 8). */
const JIT_PRIMING_CALLS = 16;

/** The only capability the engine needs: uniformly distributed integers in [0, 2^32). */
export interface RandomSource {
  nextU32(): number;
  /**
   * Optional bulk form: target[start .. end) = the next (end - start) draws, exactly as that many nextU32() calls
   * would give. Sources that can keep their state in registers across the loop implement it for speed.
   */
  fill?(target: Uint32Array, start: number, end: number): void;
}

/** Fills target[start .. end) from any source, through its bulk form when it has one. */
export function fillDraws(rng: RandomSource, target: Uint32Array, start: number, end: number): void {
  if (rng.fill) {
    rng.fill(target, start, end);
    return;
  }
  for (let i = start; i < end; i++) target[i] = rng.nextU32();
}

/** The four 32-bit words of an sfc32 generator, so a generator can be saved and resumed. */
export type Sfc32State = readonly [number, number, number, number];

/**
 * sfc32 (Chris Doty-Humphrey's Small Fast Counting generator): 128-bit state, passes PractRand, and needs only
 * 32-bit adds, shifts and xors, which V8 keeps in integer registers.
 */
export class Sfc32 implements RandomSource {
  // `declare` keeps these out of the emitted class-field initialisers: V8 then sees only int32 stores and keeps the
  // fields unboxed, which is several times faster than fields first defined as undefined.
  declare private a: number;
  declare private b: number;
  declare private c: number;
  declare private d: number;

  constructor(state: Sfc32State) {
    this.a = state[0] | 0;
    this.b = state[1] | 0;
    this.c = state[2] | 0;
    this.d = state[3] | 0;
  }

  nextU32(): number {
    const a = this.a;
    const b = this.b;
    const c = this.c;
    const d = this.d;
    const t = (((a + b) | 0) + d) | 0;
    this.d = (d + 1) | 0;
    this.a = b ^ (b >>> 9);
    this.b = (c + (c << 3)) | 0;
    this.c = (((c << 21) | (c >>> 11)) + t) | 0;
    return t >>> 0;
  }

  fill(target: Uint32Array, start: number, end: number): void {
    let a = this.a;
    let b = this.b;
    let c = this.c;
    let d = this.d;
    for (let i = start; i < end; i++) {
      const t = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (((c << 21) | (c >>> 11)) + t) | 0;
      target[i] = t;
    }
    this.a = a;
    this.b = b;
    this.c = c;
    this.d = d;
  }

  /** A uniform float in [0, 1) with 32 bits of resolution; convenience for callers outside the hot path. */
  nextFloat(): number {
    return this.nextU32() / U32_RANGE;
  }

  state(): Sfc32State {
    return [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0];
  }

  /** Writes the four state words to words[at .. at + 4), for code that runs the generator elsewhere. */
  saveTo(words: Uint32Array, at: number): void {
    words[at] = this.a;
    words[at + 1] = this.b;
    words[at + 2] = this.c;
    words[at + 3] = this.d;
  }

  /** Continues from the four state words at words[at .. at + 4), as saved by saveTo() and advanced elsewhere. */
  restoreFrom(words: Uint32Array, at: number): void {
    this.a = words[at]! | 0;
    this.b = words[at + 1]! | 0;
    this.c = words[at + 2]! | 0;
    this.d = words[at + 3]! | 0;
  }

  // V8 compiles fill()'s loop while it is running (on-stack replacement); if the code after the loop has not run with
  // type feedback being recorded by then, every later call deoptimises there. V8 only starts recording after a
  // function's first few calls, so the whole method is run a few times on a throwaway instance first.
  static {
    const warmUp = new Sfc32([1, 2, 3, 4]);
    const target = new Uint32Array(1);
    for (let i = 0; i < JIT_PRIMING_CALLS; i++) warmUp.fill(target, 0, 1);
  }
}

function assertU32(value: number, what: string): void {
  if (!Number.isInteger(value) || value < 0 || value >= U32_RANGE) {
    throw new RangeError(`${what} must be an integer in [0, 2^32), got ${value}`);
  }
}

/** Seeds are u32 so that `seedUsed` round-trips exactly through JSON, URLs and structured clone. */
export function assertSeed(seed: number): void {
  assertU32(seed, 'Seed');
}

/**
 * A seeded sfc32. A numeric seed is spread over the 128-bit state with splitmix32 (so nearby seeds give unrelated
 * streams) and the first outputs are discarded, as the generator's author recommends, to mix the state.
 */
export function createRng(seed: number | Sfc32State): Sfc32 {
  if (typeof seed !== 'number') {
    seed.forEach((word, i) => assertU32(word, `State word ${i}`));
    return new Sfc32(seed);
  }
  assertSeed(seed);
  let x = seed | 0;
  const word = (): number => {
    x = (x + 0x9e3779b9) | 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  const rng = new Sfc32([word(), word(), word(), word()]);
  for (let i = 0; i < 12; i++) rng.nextU32();
  return rng;
}

/** A fresh u32 seed from the platform CSPRNG (present in browsers, workers and Node >= 20). */
export function randomSeed(): number {
  const buffer = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buffer);
  return buffer[0] ?? 0;
}

/**
 * A source that replays chosen draws, for tests that must force a branch. Floats u in [0, 1) map to
 * floor(u * 2^32), so a test can speak in probabilities ("u just below the 0.01 threshold").
 */
export function scriptedUniforms(uniforms: readonly number[]): RandomSource {
  return scriptedU32(
    uniforms.map((u) => {
      if (!(u >= 0 && u < 1)) throw new RangeError(`Scripted uniform must be in [0, 1), got ${u}`);
      return Math.floor(u * U32_RANGE);
    }),
  );
}

/** A source that replays exact u32 draws and fails loudly when the script runs out. */
export function scriptedU32(values: readonly number[]): RandomSource {
  values.forEach((v, i) => assertU32(v, `Scripted draw ${i}`));
  let next = 0;
  return {
    nextU32(): number {
      const v = values[next];
      if (v === undefined) throw new Error(`Scripted source exhausted after ${values.length} draws`);
      next++;
      return v;
    },
  };
}
