import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHARACTERS } from '../../src/catalogue/characters';
import { allocatePullBuffers, pullBatch, pullMany, WASM_MIN_PULLS } from '../../src/engine/pulls/batch';
import { runTrials, TrialRunner } from '../../src/engine/odds/monte-carlo';
import { planRequest } from '../../src/engine/odds/prepare';
import {
  decidePull,
  fillMemoTable,
  kernelOf,
  LUT_CELL,
  LUT_SIZE,
  rowsAlike,
  UNDECIDED,
} from '../../src/engine/pulls/kernel';
import { createRng, Sfc32 } from '../../src/engine/pulls/rng';
import { buildRules, HARD_PITY, PITY_ROWS, SR_GUARANTEE } from '../../src/engine/pulls/rules';
import type { BannerId, Counters } from '../../src/engine/types';
import { setWasmKernels, WASM_BLOCK, wasmKernelOf, WasmPullKernel } from '../../src/engine/pulls/wasm-kernel';
import { banners, indexOf, limitedSrIds, pullableIds, referencePull, rules } from './support';

afterEach(() => {
  setWasmKernels(true);
  vi.unstubAllGlobals();
});

/** The same batch through the JavaScript loop, the reference. */
function pullManyInJs(banner: BannerId, counters: Counters, count: number, seed: number) {
  setWasmKernels(false);
  try {
    return pullMany(rules, banner, counters, count, createRng(seed));
  } finally {
    setWasmKernels(true);
  }
}

function firstDifference(a: Uint8Array, b: Uint8Array): number {
  if (a.length !== b.length) return Math.min(a.length, b.length);
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return i;
  return -1;
}

/** Start states that reach every path: both memo tables, soft pity with and without the guarantee, hard pity. */
const STARTS: readonly Counters[] = [
  { pity: 0, sr: 0 },
  { pity: 0, sr: SR_GUARANTEE },
  { pity: 49, sr: 8 },
  { pity: 50, sr: SR_GUARANTEE },
  { pity: 65, sr: 3 },
  { pity: 79, sr: SR_GUARANTEE },
  { pity: HARD_PITY, sr: 0 },
  { pity: HARD_PITY, sr: SR_GUARANTEE },
];

describe('the WebAssembly pull kernel', () => {
  it('is compiled and used for sfc32 sources here, from WASM_MIN_PULLS pulls', () => {
    for (const banner of banners) expect(wasmKernelOf(kernelOf(rules.banners[banner]))).not.toBeNull();
    const pull = vi.spyOn(WasmPullKernel.prototype, 'pull');
    pullMany(rules, 'limited', { pity: 0, sr: 0 }, WASM_MIN_PULLS - 1, createRng(1));
    expect(pull).not.toHaveBeenCalled();
    pullMany(rules, 'limited', { pity: 0, sr: 0 }, WASM_MIN_PULLS, createRng(1));
    expect(pull).toHaveBeenCalledTimes(1);
    pull.mockRestore();
    setWasmKernels(false);
    expect(wasmKernelOf(kernelOf(rules.banners.perma))).toBeNull();
  });

  it(
    'gives exactly the JavaScript loop’s pulls and counters on every banner and start state',
    { timeout: 20_000 },
    () => {
      // 3 banners x 8 starts x 20,000 pulls: every start reaches soft and hard pity and the SR guarantee hundreds of
      // times, and draws that fall in an undecided memo cell thousands of times.
      const n = 20_000;
      STARTS.forEach((start, k) => {
        for (const banner of banners) {
          const seed = 9000 + k;
          const wasm = pullMany(rules, banner, start, n, createRng(seed));
          const js = pullManyInJs(banner, start, n, seed);
          const where = `${banner} from ${JSON.stringify(start)}`;
          expect(firstDifference(wasm.chars, js.chars), `${where}: chars`).toBe(-1);
          expect(firstDifference(wasm.pity, js.pity), `${where}: pity`).toBe(-1);
          expect(firstDifference(wasm.types, js.types), `${where}: types`).toBe(-1);
          expect(wasm.counters, where).toEqual(js.counters);
        }
      });
    },
  );

  it('leaves the generator exactly where the JavaScript loop leaves it, however the run is split', () => {
    const n = 3 * WASM_BLOCK + 17;
    const whole = pullManyInJs('limited', { pity: 70, sr: 9 }, n, 31);
    const rng = createRng(31);
    const out = allocatePullBuffers(n);
    let counters: Counters = { pity: 70, sr: 9 };
    let done = 0;
    for (const size of [1, WASM_BLOCK - 1, 2, WASM_BLOCK + 5]) {
      counters = pullBatch(rules, 'limited', counters, size, rng, out, done);
      done += size;
    }
    counters = pullBatch(rules, 'limited', counters, n - done, rng, out, done);
    expect(firstDifference(out.chars, whole.chars)).toBe(-1);
    expect(firstDifference(out.pity, whole.pity)).toBe(-1);
    expect(firstDifference(out.types, whole.types)).toBe(-1);
    expect(counters).toEqual(whole.counters);
    const reference = createRng(31);
    for (let i = 0; i < n; i++) reference.nextU32();
    expect(rng.state()).toEqual(reference.state());
  });

  it('agrees with the plain reference pull draw for draw from hard pity with the guarantee due', () => {
    const n = 40_000;
    for (const banner of banners) {
      const got = pullMany(rules, banner, { pity: HARD_PITY, sr: SR_GUARANTEE }, n, createRng(4242));
      const draws = createRng(4242);
      let counters: Counters = { pity: HARD_PITY, sr: SR_GUARANTEE };
      for (let i = 0; i < n; i++) {
        const want = referencePull(rules, banner, counters, draws.nextU32());
        if (got.chars[i] !== want.char || got.pity[i] !== want.pity || got.types[i] !== want.type) {
          throw new Error(`${banner}: pull ${i} differs`);
        }
        counters = want.counters;
      }
      expect(got.counters).toEqual(counters);
    }
  });

  it('runs a source that is not exactly an Sfc32 through the JavaScript loop, with the same pulls', () => {
    class CountingSfc32 extends Sfc32 {
      draws = 0;
      override nextU32(): number {
        this.draws++;
        return super.nextU32();
      }
      override fill(target: Uint32Array, start: number, end: number): void {
        for (let i = start; i < end; i++) target[i] = this.nextU32();
      }
    }
    const seeded = createRng(77).state();
    const counting = new CountingSfc32(seeded);
    const got = pullMany(rules, 'perma', { pity: 0, sr: 0 }, 10_000, counting);
    expect(counting.draws).toBe(10_000);
    const wasm = pullMany(rules, 'perma', { pity: 0, sr: 0 }, 10_000, new Sfc32(seeded));
    expect(firstDifference(got.chars, wasm.chars)).toBe(-1);
  });

  it('falls back to the JavaScript loop when WebAssembly cannot be compiled (e.g. refused by a CSP)', () => {
    const freshRules = buildRules(CHARACTERS);
    vi.stubGlobal('WebAssembly', {
      ...WebAssembly,
      Module: function refused() {
        throw new WebAssembly.CompileError('Refused to compile WebAssembly');
      },
    });
    expect(wasmKernelOf(kernelOf(freshRules.banners.ml))).toBeNull();
    const got = pullMany(freshRules, 'ml', { pity: 60, sr: 9 }, 20_000, createRng(5));
    vi.unstubAllGlobals();
    const want = pullMany(rules, 'ml', { pity: 60, sr: 9 }, 20_000, createRng(5));
    expect(firstDifference(got.chars, want.chars)).toBe(-1);
    expect(firstDifference(got.pity, want.pity)).toBe(-1);
    expect(got.counters).toEqual(want.counters);
  });
});

describe('memo tables of every pity row', () => {
  it('return exactly what the rules decide for every draw in a filled cell', { timeout: 20_000 }, () => {
    const rng = createRng(78);
    const table = new Uint16Array(LUT_SIZE);
    for (const banner of banners) {
      const kernel = kernelOf(rules.banners[banner]);
      const mismatches: string[] = [];
      for (let p = 0; p < PITY_ROWS; p++) {
        if (p > 0 && rowsAlike(kernel, p, p - 1)) continue;
        for (const s of [0, SR_GUARANTEE]) {
          fillMemoTable(kernel, p, s, table, 0);
          let filled = 0;
          for (let h = 0; h < LUT_SIZE; h++) {
            const v = table[h]!;
            if (v === UNDECIDED) continue;
            filled++;
            const start = h * LUT_CELL;
            for (const x of [start, start + LUT_CELL - 1, start + (rng.nextU32() % LUT_CELL)]) {
              if (decidePull(kernel, p, s, x) !== v) mismatches.push(`${banner} p=${p} s=${s} x=${x}`);
            }
          }
          expect(filled / LUT_SIZE).toBeGreaterThan(0.9);
        }
      }
      expect(mismatches).toEqual([]);
    }
  });
});

describe('the WebAssembly trial loop', () => {
  const mixed = {
    selection: [
      indexOf(pullableIds('ssr')[0]!),
      indexOf(pullableIds('ml')[0]!),
      indexOf(limitedSrIds[0]!),
      indexOf(pullableIds('r')[0]!),
    ],
    banner: 'perma' as const,
    start: { pity: 70, sr: 9 },
  };

  function histogramInJs(trials: number, seed: number) {
    setWasmKernels(false);
    try {
      return runTrials(rules, planRequest(rules, mixed), trials, createRng(seed));
    } finally {
      setWasmKernels(true);
    }
  }

  it('gives exactly the JavaScript loop’s histogram', { timeout: 20_000 }, () => {
    const wasm = runTrials(rules, planRequest(rules, mixed), 10_000, createRng(12));
    const js = histogramInJs(10_000, 12);
    expect(wasm.trials).toBe(js.trials);
    expect(wasm.pulls).toBe(js.pulls);
    expect(Array.from(wasm.counts)).toEqual(Array.from(js.counts));
  });

  it('gives the same histogram however the trials are split into runs', { timeout: 20_000 }, () => {
    const runner = new TrialRunner(rules, planRequest(rules, mixed), createRng(13));
    for (const step of [1, 999, 1024, 1025, 3000]) runner.run(step);
    runner.run(0);
    const js = histogramInJs(1 + 999 + 1024 + 1025 + 3000, 13);
    const h = runner.histogram();
    expect(h.pulls).toBe(js.pulls);
    expect(Array.from(h.counts.subarray(0, js.counts.length))).toEqual(Array.from(js.counts));
    expect(h.counts.subarray(js.counts.length).every((c) => c === 0)).toBe(true);
  });
});
