import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHARACTERS, ELEMENTS, RARITIES, ROLES } from '../../src/catalogue/characters';
import { CHARACTERS_BY_RARITY, PULLABLE_CHARACTERS } from '../../src/catalogue/lookups';
import { TEAM_CONTENTS } from '../../src/catalogue/team-contents';
import { BANNER_IDS } from '../../src/engine/types';

const PUBLIC = join(__dirname, '..', '..', 'public');

describe('catalogue', () => {
  it('has unique ids and unique names', () => {
    expect(new Set(CHARACTERS.map((c) => c.id)).size).toBe(CHARACTERS.length);
    expect(new Set(CHARACTERS.map((c) => c.name.toLowerCase())).size).toBe(CHARACTERS.length);
  });

  it('uses kebab-case ids', () => {
    for (const c of CHARACTERS) expect(c.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('uses only known rarities, elements and roles, with at least one role each', () => {
    for (const c of CHARACTERS) {
      expect(RARITIES).toContain(c.rarity);
      expect(ELEMENTS).toContain(c.element);
      expect(c.roles.length).toBeGreaterThan(0);
      for (const role of c.roles) expect(ROLES).toContain(role);
      expect(new Set(c.tags).size).toBe(c.tags.length);
    }
  });

  it('has characters of every rarity', () => {
    for (const rarity of RARITIES) expect(CHARACTERS.some((c) => c.rarity === rarity)).toBe(true);
  });

  it('has exactly one featured limited character, a pullable ssr (Freya)', () => {
    const featured = CHARACTERS.filter((c) => c.featuredLimited);
    expect(featured.map((c) => c.name)).toEqual(['Freya']);
    expect(featured[0]).toMatchObject({ rarity: 'ssr', pullable: true });
  });

  it('has exactly six limited SRs, in roster order', () => {
    expect(CHARACTERS.filter((c) => c.limitedSr).map((c) => c.name)).toEqual([
      'Marvell',
      'Valerian',
      'Cachi guard',
      'Dorothy',
      'Victor',
      'Diting',
    ]);
    expect(CHARACTERS.filter((c) => c.limitedSr).every((c) => c.rarity === 'sr')).toBe(true);
  });

  it('marks exactly Hoyan and Lian as not pullable', () => {
    expect(CHARACTERS.filter((c) => !c.pullable).map((c) => c.name)).toEqual(['Hoyan', 'Lian']);
    expect(PULLABLE_CHARACTERS).toHaveLength(CHARACTERS.length - 2);
  });

  it('lists LD characters first within their rarity', () => {
    expect(CHARACTERS_BY_RARITY.ssr[0]?.name).toBe('Freya');
    expect(CHARACTERS_BY_RARITY.sr.slice(0, 6).every((c) => c.limitedSr)).toBe(true);
  });

  it('has every image the app uses present in public/', () => {
    const paths = [
      ...CHARACTERS.map((c) => `characters/${c.rarity}/${c.image}`),
      ...ELEMENTS.map((e) => `element/${e}.svg`),
      ...BANNER_IDS.map((b) => `banners/${b}.svg`),
      ...Object.entries(TEAM_CONTENTS).flatMap(([type, mobs]) => mobs.map((m) => `mobIllus/${type}/${m}.svg`)),
    ];
    const missing = paths.filter((p) => !existsSync(join(PUBLIC, p)));
    expect(missing).toEqual([]);
  });
});
