import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generatedFiles, LAYOUT_AS } from '../../scripts/build-wasm';
import { decidePull, DECIDED_TOP, kernelOf, ROW, ROW_COLUMNS } from '../../src/engine/pulls/kernel';
import { createRng, U32_RANGE } from '../../src/engine/pulls/rng';
import { PITY_ROWS, SR_GUARANTEE } from '../../src/engine/pulls/rules';
import * as layout from '../../src/engine/pulls/wasm/layout';
import { banners, referencePull, rules } from './support';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const committed = (path: string): string => readFileSync(`${ROOT}${path}`, 'utf8');

describe('the generated WebAssembly kernel', () => {
  it('is committed exactly as its sources build it, byte for byte', { timeout: 120_000 }, async () => {
    const files = await generatedFiles();
    expect(files.size).toBe(3);
    for (const [path, content] of files) {
      expect(committed(path) === content, `${path} differs from a fresh build: run \`npm run wasm\``).toBe(true);
    }
  });

  it('gives the loader and the kernel the same addresses and constants', () => {
    const kernelSide = Object.fromEntries(
      [...committed(LAYOUT_AS).matchAll(/^export const (\w+): u32 = (\d+);$/gm)].map(([, name, value]) => [
        name,
        Number(value),
      ]),
    );
    expect(kernelSide).toEqual({ ...layout });
  });

  it('lays a row out in the order src/engine/pulls/kernel.ts packs it, which is the order decide() reads it in', () => {
    expect(ROW).toBe(ROW_COLUMNS.length);
    expect(layout.ROW_BYTES).toBe(ROW * 8);
    const offsets = ROW_COLUMNS.map((column) => {
      const name = `COLUMN_${column.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase()}`;
      return (layout as Record<string, number>)[name];
    });
    expect(offsets).toEqual(ROW_COLUMNS.map((_, c) => c * 8));
    // decide() reads columns by literal index; the reference reads the banner's tables by name. Draws on both sides
    // of every threshold and at random, on every row, with and without the SR guarantee, tell any column apart.
    const rng = createRng(404);
    for (const banner of banners) {
      const t = rules.banners[banner];
      const kernel = kernelOf(t);
      for (let p = 0; p < PITY_ROWS; p++) {
        const edges = [t.top[p]!, t.split[p]!, t.srEnd[p]!].flatMap((edge) => [Math.ceil(edge) - 1, Math.ceil(edge)]);
        const draws = [...edges, ...Array.from({ length: 64 }, () => rng.nextU32())].filter(
          (x) => x >= 0 && x < U32_RANGE,
        );
        for (const s of [0, SR_GUARANTEE]) {
          for (const x of draws) {
            const v = decidePull(kernel, p, s, x);
            const want = referencePull(rules, banner, { pity: p, sr: s }, x);
            if ((v & 255) !== want.char || v >= DECIDED_TOP !== (want.counters.pity === 0)) {
              throw new Error(`${banner} p=${p} s=${s} x=${x}: decide() gives ${v}, the tables ${want.char}`);
            }
          }
        }
      }
    }
  });
});
