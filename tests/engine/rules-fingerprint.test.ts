import { describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../src/catalogue/characters';
import { buildRules, type BannerRules, type Rules } from '../../src/engine/pulls/rules';
import { FINGERPRINTED_TABLES, rulesFingerprint } from '../../src/engine/pulls/rules-fingerprint';
import { editedRoster, featuredId, limitedSrIds, pullableIds, rules } from './support';

/** The rules with one table of one banner changed by `edit` (a copy: the real rules stay as they are). */
function withTable(
  banner: keyof Rules['banners'],
  name: keyof BannerRules,
  edit: (table: Float64Array) => void,
): Rules {
  const table = Float64Array.from(rules.banners[banner][name] as Float64Array);
  edit(table);
  return { ...rules, banners: { ...rules.banners, [banner]: { ...rules.banners[banner], [name]: table } } };
}

describe('the rules fingerprint', () => {
  it('is the same for the same roster, whenever the rules are built', () => {
    expect(rulesFingerprint(buildRules(CHARACTERS))).toBe(rulesFingerprint(rules));
  });

  it('changes with whatever changes the pulls, even where the roster hash stays', () => {
    const otherSsr = pullableIds('ssr').find((id) => id !== featuredId)!;
    const r = pullableIds('r')[0]!;
    const changed: Record<string, Rules> = {
      'the featured character': buildRules(
        editedRoster((c) => ({
          ...c,
          featuredLimited: c.id === otherSsr ? true : c.id === featuredId ? false : c.featuredLimited,
        })),
      ),
      'a pullable flag': buildRules(editedRoster((c) => (c.id === r ? { ...c, pullable: false } : c))),
      'a limited SR flag': buildRules(editedRoster((c) => (c.id === limitedSrIds[0] ? { ...c, limitedSr: false } : c))),
      // A rate is a constant of src/engine/pulls/rules.ts: what it changes is a threshold.
      'a rate': withTable('perma', 'top', (top) => (top[60]! += 1)),
      'a scale': withTable('ml', 'scaleSr', (scale) => (scale[0]! *= 1 + 2 ** -40)),
    };
    for (const [what, other] of Object.entries(changed)) {
      expect(other.rosterHash, what).toBe(rules.rosterHash);
      expect(rulesFingerprint(other), what).not.toBe(rulesFingerprint(rules));
    }
  });

  it('covers every table of a banner', () => {
    const tables = Object.keys(rules.banners.perma).filter((key) => key !== 'banner');
    expect([...FINGERPRINTED_TABLES].sort()).toEqual(tables.sort());
  });
});
