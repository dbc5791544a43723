/**
 * A Limited run features one ssr of the roster; the specified banner features the catalogue's `featuredLimited`
 * character. Who is featured changes nothing but the Limited banner's top pool and which roster index it gives:
 * the thresholds, the SR and R pools and the other two banners are shared with the rules it derives from. So a run
 * is its own `Rules` object, and everything built per rules object (the kernel, the WebAssembly module, the
 * fingerprint) follows the run with no parameter in the pull loop.
 *
 * Any ssr may be featured, pullable or not: a character the Perma banner never gives (a past Limited character)
 * comes back on a rerun.
 */

import { KIND_NONE, KIND_TOP } from './rules';
import type { BannerRules, Rules } from './rules';

const derived = new WeakMap<Rules, Map<number, Rules>>();

/** The roster index the Limited banner of `rules` features. */
export function featuredOf(rules: Rules): number {
  return rules.banners.limited.poolA[0]!;
}

/** Whether the roster index can be featured on a Limited run: an ssr of the roster. */
export function canFeature(rules: Rules, index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < rules.roster.length && rules.roster[index]!.rarity === 'ssr';
}

/**
 * The rules with `index` featured on Limited, made once per pair and kept while `rules` lives. The same object
 * comes back for the same pair, and `rules` itself when `index` is already featured. Throws when `index` is not an
 * ssr of the roster (the specification's not-found error for the featured character).
 */
export function withFeatured(rules: Rules, index: number): Rules {
  if (!canFeature(rules, index)) throw new Error('Featured limited character not found');
  if (featuredOf(rules) === index) return rules;
  let variants = derived.get(rules);
  if (!variants) {
    variants = new Map();
    derived.set(rules, variants);
  }
  let variant = variants.get(index);
  if (!variant) {
    variant = { ...rules, banners: { ...rules.banners, limited: featuring(rules.banners.limited, index) } };
    variants.set(index, variant);
  }
  return variant;
}

function featuring(limited: BannerRules, index: number): BannerRules {
  const kind = limited.kind.slice();
  for (const i of limited.poolA) kind[i] = KIND_NONE;
  kind[index] = KIND_TOP;
  return { ...limited, poolA: Uint8Array.of(index), kind };
}

/**
 * The rules a batch request is drawn by: `rules`, or those of the Limited run featuring `featured`. A RangeError for
 * an index that is no ssr of the roster.
 */
export function batchRules(rules: Rules, featured: number | undefined): Rules {
  if (featured === undefined) return rules;
  if (!canFeature(rules, featured)) throw new RangeError(`No SSR character has roster index ${String(featured)}`);
  return withFeatured(rules, featured);
}
