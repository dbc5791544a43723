/**
 * A fingerprint of compiled rules: two rules objects with the same fingerprint draw the same pulls from the same
 * seed and counters. The roster hash alone cannot tell that: the featured character, a `pullable` or `limitedSr`
 * flag or a rate can change while the ids stay, and a batch recorded under the old rules would then be drawn again
 * into other pulls.
 */

import { HARD_PITY, SR_GUARANTEE, type BannerRules, type Rules } from './rules';
import { BANNER_IDS } from '../types';

/**
 * Every table of a banner's rules that the pull loop (`pulls/kernel.ts`, `pulls/batch.ts` and its WebAssembly form, which are
 * built from these) or the packing of a batch (`kind`) reads. A test holds this list to every table `BannerRules`
 * has, so a table added later cannot be left out.
 */
export const FINGERPRINTED_TABLES = [
  'top',
  'split',
  'srEnd',
  'scaleA',
  'scaleB',
  'scaleSr',
  'scaleSrInR',
  'scaleR',
  'pityType',
  'poolA',
  'poolB',
  'srPool',
  'rPool',
  'kind',
] as const satisfies readonly (keyof BannerRules)[];

/**
 * The version of the pull loop itself: how a seed and a banner's counters become pulls under given rules (the random
 * number steps and the order they are used in). Raise it whenever the loop would draw other pulls from the same seed,
 * counters and rules: a batch recorded by the old loop is then set aside rather than drawn again into other pulls.
 */
export const DRAW_VERSION = 1;

/** 32-bit FNV-1a, fed byte by byte. */
class Fnv1a {
  private h = 0x811c9dc5;

  byte(b: number): void {
    this.h = Math.imul(this.h ^ (b & 0xff), 0x01000193);
  }

  u32(v: number): void {
    for (let shift = 0; shift < 32; shift += 8) this.byte(v >>> shift);
  }

  text(s: string): void {
    this.u32(s.length);
    for (let i = 0; i < s.length; i++) this.u32(s.charCodeAt(i));
  }

  /** Little-endian bytes whatever the platform's order, so a fingerprint stored on one device holds on another. */
  table(values: Float64Array | Uint8Array): void {
    this.u32(values.length);
    if (values instanceof Uint8Array) {
      for (const v of values) this.byte(v);
      return;
    }
    const view = new DataView(new ArrayBuffer(8));
    for (const v of values) {
      view.setFloat64(0, v, true);
      for (let i = 0; i < 8; i++) this.byte(view.getUint8(i));
    }
  }

  get value(): number {
    return this.h >>> 0;
  }
}

const fingerprints = new WeakMap<Rules, number>();

/**
 * The fingerprint of `rules` (u32): the roster's ids and rarities, the counters' limits, and every table of every
 * banner. Worked out once per rules object (well under a millisecond).
 */
export function rulesFingerprint(rules: Rules): number {
  const known = fingerprints.get(rules);
  if (known !== undefined) return known;
  const h = new Fnv1a();
  h.u32(rules.rosterHash);
  h.table(rules.rarity);
  h.u32(HARD_PITY);
  h.u32(SR_GUARANTEE);
  for (const banner of BANNER_IDS) {
    const tables = rules.banners[banner];
    h.text(banner);
    for (const name of FINGERPRINTED_TABLES) h.table(tables[name]);
  }
  fingerprints.set(rules, h.value);
  return h.value;
}
