import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languageChunks, screenChunks, screenChunksBlock, withFirstScreenPreload } from '../../scripts/screen-chunks';
import { paths } from '../../src/app/paths';
import { HOME_SCREEN, SCREEN_MODULES } from '../../src/app/screen-modules';
import { screenParts } from '../../src/i18n/message-parts';

/** An output chunk as the bundler hands it to the page's transform. */
function chunk(fileName: string, imports: string[], extra: { entry?: string; facade?: string; css?: string[] } = {}) {
  return {
    type: 'chunk' as const,
    fileName,
    isEntry: extra.entry !== undefined,
    facadeModuleId: extra.facade ?? extra.entry ?? null,
    imports,
    viteMetadata: { importedCss: new Set(extra.css ?? []) },
  };
}

const BUNDLE = {
  'assets/index.js': chunk('assets/index.js', ['assets/react.js'], { entry: '/site/index.html' }),
  'assets/react.js': chunk('assets/react.js', []),
  'assets/shared.js': chunk('assets/shared.js', ['assets/react.js', 'assets/index.js', 'assets/icons.js'], {
    css: ['assets/grid.css'],
  }),
  'assets/icons.js': chunk('assets/icons.js', []),
  'assets/gallery.js': chunk('assets/gallery.js', ['assets/react.js', 'assets/index.js'], {
    facade: '/site/src/features/gallery/gallery-page.tsx',
    css: ['assets/gallery.css'],
  }),
  'assets/summons.js': chunk('assets/summons.js', ['assets/index.js', 'assets/shared.js', 'assets/react.js'], {
    facade: '/site/src/features/summons/summons-page.tsx',
    css: ['assets/summons.css', 'assets/grid.css'],
  }),
  'assets/index.css': { type: 'asset' },
};

const SCREENS = {
  [paths.characters]: 'src/features/gallery/gallery-page.tsx',
  [paths.summons]: 'src/features/summons/summons-page.tsx',
};

describe('the chunks each screen needs', () => {
  it('lists the screen chunk and every chunk it imports, once each, without the entry and its imports, which the page loads anyway', () => {
    const table = screenChunks(BUNDLE, SCREENS, paths.characters);
    expect(table['/summons']).toEqual({
      js: ['/assets/summons.js', '/assets/shared.js', '/assets/icons.js'],
      css: ['/assets/summons.css', '/assets/grid.css'],
    });
    expect(table['/characters']).toEqual({
      js: ['/assets/gallery.js'],
      css: ['/assets/gallery.css'],
    });
  });

  it('keys the routes in lower case, as the page looks them up, and gives / the home screen', () => {
    const table = screenChunks(BUNDLE, { '/TierMaker': SCREENS[paths.summons]! }, '/TierMaker', '/base/');
    expect(Object.keys(table).sort()).toEqual(['/', '/tiermaker']);
    expect(table['/']).toEqual(table['/tiermaker']);
    expect(table['/tiermaker']!.js[0]).toBe('/base/assets/summons.js');
  });

  it('refuses to build when a screen has no chunk of its own', () => {
    expect(() =>
      screenChunks(BUNDLE, { ...SCREENS, '/Countdown': 'src/features/countdown/countdown-page.tsx' }, '/'),
    ).toThrow(/countdown-page/);
  });

  it('says which parts of the catalogues the router loads beside each screen, and none where it loads none', () => {
    const table = screenChunks(BUNDLE, SCREENS, paths.characters, '/', (screen) =>
      screen.includes('/gallery/') ? [] : ['summons', 'errors'],
    );
    expect(table['/summons']).toEqual({
      js: ['/assets/summons.js', '/assets/shared.js', '/assets/icons.js'],
      css: ['/assets/summons.css', '/assets/grid.css'],
      parts: ['summons', 'errors'],
    });
    expect(table['/characters']).not.toHaveProperty('parts');
  });

  it("lists each language's every part but the source's first, and the table the page finds them in", () => {
    const part = (language: string, name: string) => `/src/i18n/locales/${language}.po?part=${name}`;
    const bundle = {
      ...BUNDLE,
      'assets/fr-first.js': chunk('assets/fr-first.js', ['assets/react.js', 'assets/plurals.js'], {
        facade: `/site${part('fr', 'first')}`,
      }),
      'assets/fr-summons.js': chunk('assets/fr-summons.js', [], { facade: `/site${part('fr', 'summons')}` }),
      'assets/plurals.js': chunk('assets/plurals.js', []),
      'assets/src-summons.js': chunk('assets/src-summons.js', [], {
        facade: `/site${part('as-specified', 'summons')}`,
      }),
      'assets/parts.js': chunk('assets/parts.js', ['assets/index.js'], { facade: '\0virtual:catalogue-parts' }),
    };
    const languages = {
      languages: ['as-specified', 'fr'],
      parts: ['first', 'summons'],
      source: 'as-specified',
      first: 'first',
    };
    const modules = { partModule: part, tableModule: 'virtual:catalogue-parts' };
    expect(languageChunks(bundle, languages, modules, '/base/')).toEqual({
      source: 'as-specified',
      first: 'first',
      table: ['/base/assets/parts.js'],
      files: {
        'as-specified': { summons: ['/base/assets/src-summons.js'] },
        fr: { first: ['/base/assets/fr-first.js', '/base/assets/plurals.js'], summons: ['/base/assets/fr-summons.js'] },
      },
    });
    expect(() => languageChunks(BUNDLE, languages, modules)).toThrow(/virtual:catalogue-parts/);
    const noPart = { ...bundle, 'assets/fr-summons.js': { type: 'asset' } };
    expect(() => languageChunks(noPart, languages, modules)).toThrow(/fr\.po\?part=summons/);
  });

  it('writes where the catalogues are beside the table, before the first module script', () => {
    const html = '<head><script type="module" src="/assets/index.js"></script></head>';
    const languages = {
      source: 'as-specified',
      first: 'first',
      table: ['/assets/parts.js'],
      files: { fr: { first: ['/assets/fr.js'] } },
    };
    const page = withFirstScreenPreload(html, {}, 'void 0;', languages);
    const block = /<script type="application\/json" id="language-chunks">([^<]*)<\/script>/.exec(page);
    expect(JSON.parse(block![1]!)).toEqual(languages);
    expect(page.indexOf('id="language-chunks"')).toBeLessThan(page.indexOf('<script type="module"'));
    expect(withFirstScreenPreload(html, {}, 'void 0;')).not.toContain('language-chunks');
  });

  it('writes JSON that cannot end its script element early', () => {
    const block = screenChunksBlock({ '/x': { js: ['/a</script><script>alert(1)</script>.js'], css: [] } });
    expect(block).not.toContain('<');
    expect(JSON.parse(block)).toEqual({ '/x': { js: ['/a</script><script>alert(1)</script>.js'], css: [] } });
  });
});

describe('the screens the build looks for', () => {
  const router = readFileSync('src/app/router.tsx', 'utf8');
  /** Each route of the router's screen table, with the module its loader imports. */
  const routed = Object.fromEntries(
    [...router.matchAll(/\[paths\.(\w+)\]: screenLoader\(\s*paths\.\1,\s*\(\) => import\('\.\.\/([^']+)'\)/g)].map(
      ([, key, module]) => [paths[key as keyof typeof paths], `src/${module}.tsx`],
    ),
  );

  it('are the modules the router loads, route for route', () => {
    expect(Object.keys(routed).length).toBeGreaterThan(5);
    expect(SCREEN_MODULES).toEqual(routed);
    expect(SCREEN_MODULES[HOME_SCREEN]).toBeDefined();
  });

  it('need their own folder’s words and the failures’, all but the home screen, whose words are the first part', () => {
    for (const [path, module] of Object.entries(SCREEN_MODULES)) {
      const folder = /^src\/features\/([^/]+)\//.exec(module)![1]!;
      expect(screenParts(module), path).toEqual(path === HOME_SCREEN ? [] : [folder, 'errors']);
    }
  });

  it('exist', () => {
    for (const module of Object.values(SCREEN_MODULES)) expect(existsSync(module), module).toBe(true);
  });
});

describe('the first screen preload written into the page', () => {
  const PAGE = `<head>
    <meta charset="UTF-8" />
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>`;
  const TABLE = { '/summons': { js: ['/assets/summons.js'], css: ['/assets/summons.css'] } };

  it('writes the table, then the script wrapped in a function of its own, before the first module script', () => {
    const html = withFirstScreenPreload(PAGE, TABLE, 'preload();\n');
    const table = html.indexOf(`<script type="application/json" id="screen-chunks">${screenChunksBlock(TABLE)}`);
    const script = html.indexOf('<script>(() => {\npreload();\n})();</script>');
    expect(table).toBeGreaterThan(html.indexOf('<meta charset'));
    expect(script).toBeGreaterThan(table);
    // Before the app's chunk and its stylesheet: a stylesheet before a classic script holds the script back.
    expect(script).toBeLessThan(html.indexOf('<script type="module"'));
    expect(script).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
  });

  it('refuses a script that would end its own tag, and a page with no module script', () => {
    expect(() => withFirstScreenPreload(PAGE, TABLE, 'const s = "</script>";')).toThrow('cannot be written inline');
    expect(() => withFirstScreenPreload('<head></head>', TABLE, 'preload();')).toThrow('no module script');
  });

  it('writes the site’s own preload script, which has nothing that would end its tag', () => {
    const script = readFileSync('src/app/route-preload.js', 'utf8');
    expect(withFirstScreenPreload(PAGE, TABLE, script)).toContain(script.trim());
  });
});
