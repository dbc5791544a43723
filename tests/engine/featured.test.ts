import { afterEach, describe, expect, it } from 'vitest';
import { createEngineApi } from '../../src/engine/api';
import { decodeHistoryBatch, encodeHistoryBatch, readHistoryHeader } from '../../src/engine/history/codec';
import { runHistoryBatch } from '../../src/engine/history/pack';
import { pullMany } from '../../src/engine/pulls/batch';
import { canFeature, featuredOf, withFeatured } from '../../src/engine/pulls/featured';
import { createRng } from '../../src/engine/pulls/rng';
import { FINGERPRINTED_TABLES, rulesFingerprint } from '../../src/engine/pulls/rules-fingerprint';
import { setWasmKernels } from '../../src/engine/pulls/wasm-kernel';
import { featuredId, idAt, indexOf, rules } from './support';

afterEach(() => setWasmKernels(true));

const hoyan = indexOf('hoyan'); // an ssr the Perma banner never gives
const mia = indexOf('mia');

describe('a Limited run featuring another ssr', () => {
  it('the specified rules feature the catalogue character; any ssr, pullable or not, can be featured', () => {
    expect(idAt(featuredOf(rules))).toBe(featuredId);
    expect(canFeature(rules, hoyan)).toBe(true);
    expect(canFeature(rules, mia)).toBe(true);
    for (const id of ['cachi', 'vice', 'sybil']) expect(canFeature(rules, indexOf(id))).toBe(false);
    expect(canFeature(rules, -1)).toBe(false);
    expect(canFeature(rules, rules.roster.length)).toBe(false);
    expect(canFeature(rules, 1.5)).toBe(false);
    expect(() => withFeatured(rules, indexOf('cachi'))).toThrow('Featured limited character not found');
  });

  it('is made once per character and changes only the Limited top pool and what it gives', () => {
    const run = withFeatured(rules, hoyan);
    expect(withFeatured(rules, hoyan)).toBe(run);
    expect(withFeatured(rules, featuredOf(rules))).toBe(rules);
    expect(featuredOf(run)).toBe(hoyan);
    expect(run.banners.perma).toBe(rules.banners.perma);
    expect(run.banners.ml).toBe(rules.banners.ml);
    const changed = FINGERPRINTED_TABLES.filter(
      (name) => run.banners.limited[name].join() !== rules.banners.limited[name].join(),
    );
    expect(changed).toEqual(['poolA', 'kind']);
    expect(rulesFingerprint(run)).not.toBe(rulesFingerprint(rules));
    expect(rulesFingerprint(withFeatured(run, featuredOf(rules)))).toBe(rulesFingerprint(rules));
  });

  it.each([true, false])(
    'draws the same pulls as the specified banner, with the run character (WebAssembly %s)',
    (wasm) => {
      setWasmKernels(wasm);
      const start = { pity: 30, sr: 4 };
      const plain = pullMany(rules, 'limited', start, 5000, createRng(77));
      const run = pullMany(withFeatured(rules, hoyan), 'limited', start, 5000, createRng(77));
      const featured = featuredOf(rules);
      const expected = plain.chars.map((c) => (c === featured ? hoyan : c));
      expect([...run.chars]).toEqual([...expected]);
      expect(run.chars.includes(hoyan)).toBe(true);
      expect(run.chars.includes(featured)).toBe(false);
      expect([...run.pity]).toEqual([...plain.pity]);
      expect([...run.types]).toEqual([...plain.types]);
    },
  );

  it("a batch's record names its run, so it decodes the same under the roster's rules", () => {
    const run = withFeatured(rules, hoyan);
    const pulls = pullMany(run, 'limited', { pity: 80, sr: 0 }, 3, createRng(5));
    expect(pulls.chars[0]).toBe(hoyan);
    const bytes = encodeHistoryBatch(run, {
      banner: 'limited',
      timestamp: 0,
      startCounters: { pity: 80, sr: 0 },
      chars: pulls.chars,
    });
    expect([...decodeHistoryBatch(run, bytes).chars]).toEqual([...pulls.chars]);
    expect([...decodeHistoryBatch(rules, bytes).chars]).toEqual([...pulls.chars]);
  });

  it('is drawn and packed by the engine API when a request names the featured character', async () => {
    const api = createEngineApi(rules);
    const request = { banner: 'limited' as const, counters: { pity: 0, sr: 0 }, count: 3000, seed: 9 };
    const plain = await api.runBatch(request);
    const run = await api.runBatch({ ...request, featured: hoyan });
    expect([...run.chars]).toEqual([...plain.chars].map((c) => (c === featuredOf(rules) ? hoyan : c)));
    const packed = await runHistoryBatch(api, rules, {
      ...request,
      featured: hoyan,
      timestamp: 7,
      chunkPulls: 1000,
      tailLength: 5,
    });
    expect(packed.chunks.map((c) => readHistoryHeader(c.data).featured)).toEqual([hoyan, hoyan, hoyan]);
    expect(packed.tally[hoyan]).toBe(run.chars.filter((c) => c === hoyan).length);
    await expect(api.runBatch({ ...request, featured: indexOf('vice') })).rejects.toThrow(/No SSR character/);
    await expect(api.runBatch({ ...request, banner: 'perma', featured: hoyan })).rejects.toThrow(
      'Only a Limited run features a character',
    );
  });
});
