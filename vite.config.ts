import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { lingui } from '@lingui/vite-plugin';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { loadEnv, minifySync, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { catalogueLanguages } from './scripts/catalogue-languages.ts';
import { chunkCycle, chunkGroups } from './scripts/chunk-groups.ts';
import {
  CATALOGUE_PARTS_MODULE,
  cataloguePartNames,
  cataloguePartsPlugin,
  partModule,
  partOfModule,
} from './scripts/catalogue-parts.ts';
import { languageChunks, screenChunks, withFirstScreenPreload, type ScreenFiles } from './scripts/screen-chunks.ts';
import { writeSiteHead } from './scripts/site-head.ts';
import { autonymOf } from './src/i18n/language-name.ts';
import { HOME_SCREEN, SCREEN_MODULES } from './src/app/screen-modules.ts';
import { FIRST_PART, screenParts } from './src/i18n/message-parts.ts';
import { filesNeedingOwnWorker } from './tests/support/module-mocks.ts';

/** The source catalogue's tag: src/i18n/languages.ts `SOURCE_LANGUAGE` (a module the config cannot load). */
const SOURCE_TAG = 'as-specified';

/** Each catalogue's language name in that language, for the page (src/i18n/languages.ts `nameOf`). */
function languageNames(): Record<string, string> {
  const tags = catalogueLanguages().filter((tag) => tag !== SOURCE_TAG);
  return Object.fromEntries(tags.map((tag) => [tag, autonymOf(tag)]));
}

const UI_TESTS = ['tests/ui', 'tests/storage', 'tests/lib'];
const UI_INCLUDE = UI_TESTS.map((folder) => `${folder}/**/*.test.{ts,tsx}`);
// src/lib's modules that talk to real workers are tested in the worker project.
const WORKER_TESTS = 'tests/lib/**/*.worker.test.ts';

/**
 * Writes the site's per-deployment settings into index.html (scripts/site-head.ts): the analytics URL always, the
 * Content Security Policy in builds only, since the dev server injects inline scripts of its own.
 */
function siteHead(analyticsUrl: string): Plugin {
  let policy = false;
  return {
    name: 'site-head',
    configResolved(config) {
      policy = config.command === 'build';
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => writeSiteHead(html, { analyticsUrl, policy }),
    },
  };
}

/** The script that asks for the first screen's chunks, written inline into the built page. */
const PRELOAD_SCRIPT = fileURLToPath(new URL('./src/app/route-preload.js', import.meta.url));

/**
 * Writes into the built index.html which chunks each screen needs (scripts/screen-chunks.ts), and the script that asks
 * for the first screen's at once (src/app/route-preload.js). Before the site's settings (`siteHead`), whose Content
 * Security Policy allows that inline script by its hash.
 */
function screenChunksTable(): Plugin {
  return {
    name: 'screen-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        if (!context.bundle) return;
        // The router loads parts of the catalogues beside each screen but the first (src/i18n/message-parts.ts).
        const table: Record<string, ScreenFiles> = screenChunks(
          context.bundle,
          SCREEN_MODULES,
          HOME_SCREEN,
          '/',
          screenParts,
        );
        // Minified: every visit reads it in the page, comments and all.
        const script = minifySync('route-preload.js', readFileSync(PRELOAD_SCRIPT, 'utf8'));
        if (script.errors.length > 0) throw new Error(`route-preload.js: ${script.errors[0]!.message}`);
        const languages = languageChunks(
          context.bundle,
          { languages: catalogueLanguages(), parts: cataloguePartNames(), source: SOURCE_TAG, first: FIRST_PART },
          { partModule, tableModule: CATALOGUE_PARTS_MODULE },
        );
        return withFirstScreenPreload(html, table, script.code, languages);
      },
    },
  };
}

/**
 * A catalogue part's chunk is named by its language and part (`fr-summons-….js`), and their table by its module, as a
 * screen's chunk is by its own.
 */
function partChunkName(chunk: { readonly facadeModuleId: string | null }): string {
  const id = chunk.facadeModuleId ?? '';
  if (id.endsWith(CATALOGUE_PARTS_MODULE)) return 'assets/catalogue-parts-[hash].js';
  const part = partOfModule(id);
  return part ? `assets/${part.language}-${part.part}-[hash].js` : 'assets/[name]-[hash].js';
}

/** `react-router` and `react-router/dom` resolved to the package's production build. */
function reactRouterProduction(): { find: RegExp; replacement: string }[] {
  const build = (file: string) =>
    fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
  return [
    { find: /^react-router$/, replacement: build('index.mjs') },
    { find: /^react-router\/dom$/, replacement: build('dom-export.mjs') },
  ];
}

/** Fails the build when the chunks import each other in a cycle (see scripts/chunk-groups.ts). */
function noChunkCycles(): Plugin {
  return {
    name: 'no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const cycle = chunkCycle(bundle);
      if (cycle) this.error(`chunks import each other in a cycle: ${cycle.join(' -> ')}`);
    },
  };
}

export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  return {
    plugins: [
      react(),
      // Lingui's message macros, compiled by Babel in the files that import them and only there (the rest of the code
      // skips Babel); then the `.po` catalogues, compiled when imported: a broken message fails, and so does a missing
      // translation in a build (while developing, a new message shows its source text until it is extracted).
      babel({
        presets: [
          defineRolldownBabelPreset({
            preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
            rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
          }),
        ],
      }),
      lingui({ failOnMissing: command === 'build', failOnCompileError: true }),
      cataloguePartsPlugin(SOURCE_TAG),
      screenChunksTable(),
      siteHead(env.VITE_ANALYTICS_URL ?? ''),
      noChunkCycles(),
      // Offline support and installability: a generated Workbox service worker precaches the whole build, generated
      // art included. It waits for the page to accept an update (registerType 'prompt'); registration is done by
      // src/app/offline.ts once the page has loaded and is idle, so it adds nothing to the first screen's work.
      VitePWA({
        registerType: 'prompt',
        injectRegister: false,
        manifestFilename: 'manifest.webmanifest',
        includeAssets: ['favicon.svg'],
        manifest: {
          id: '/',
          name: 'Etheria: Restart companion',
          short_name: 'Etheria companion',
          description:
            'Fan companion for Etheria: Restart: characters, summon simulator, tier lists, teams and pull odds.',
          start_url: '/characters',
          scope: '/',
          display: 'standalone',
          background_color: '#14121f',
          theme_color: '#6b2fa3',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
            { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        workbox: {
          globPatterns: ['**/*.{js,css,html,svg,png,webp,jpg,woff2,webmanifest}'],
          // Every route is the single-page app: offline, any path is answered with the cached index.html. Static files
          // a browser may navigate to are not routes: they go to the network (/robots.txt would otherwise read as the
          // app's HTML, a broken robots file).
          navigateFallback: '/index.html',
          navigateFallbackDenylist: [/^\/robots\.txt$/],
          cleanupOutdatedCaches: true,
          maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        },
      }),
    ],
    define: { __LANGUAGE_NAMES__: JSON.stringify(languageNames()) },
    // React Router's package points every import at its development build (warnings, checks and their messages): a
    // build uses its production build instead, as React's own package does by itself.
    resolve: command === 'build' ? { alias: reactRouterProduction() } : {},
    worker: { format: 'es' },
    build: {
      target: 'es2022',
      sourcemap: true,
      manifest: true,
      rolldownOptions: {
        output: {
          chunkFileNames: partChunkName,
          codeSplitting: {
            // A group takes only the modules it names: the entry's own stay with the entry.
            includeDependenciesRecursively: false,
            groups: chunkGroups(fileURLToPath(new URL('./src/main.tsx', import.meta.url))),
          },
        },
      },
    },
    preview: { port: 4173, strictPort: true },
    test: {
      globalSetup: ['tests/global-setup.ts'],
      // Every core: Vitest's default leaves one free, which on a 2-core machine runs the files one at a time.
      maxWorkers: availableParallelism(),
      projects: [
        {
          extends: true,
          test: {
            name: 'engine',
            environment: 'node',
            include: [
              'tests/engine/**/*.test.ts',
              'tests/catalogue/**/*.test.ts',
              'tests/build/**/*.test.ts',
              'tests/lint/**/*.test.ts',
            ],
          },
        },
        {
          extends: true,
          test: {
            name: 'ui',
            environment: 'jsdom',
            include: UI_INCLUDE,
            // One page and one copy of React, jsdom and the test libraries per worker, shared by its files: creating
            // them anew for each file took half the unit stage. tests/ui/setup.ts gives each file fresh site modules,
            // an empty page and the globals it started with; files that replace a module or install globals on import run
            // in ui-isolated.
            isolate: false,
            exclude: [WORKER_TESTS, ...filesNeedingOwnWorker(UI_TESTS)],
            setupFiles: ['tests/ui/setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'ui-isolated',
            environment: 'jsdom',
            include: filesNeedingOwnWorker(UI_TESTS),
            exclude: [WORKER_TESTS],
            setupFiles: ['tests/ui/setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'worker',
            environment: 'node',
            include: ['tests/worker/**/*.test.ts', 'tests/lib/**/*.worker.test.ts'],
            setupFiles: ['@vitest/web-worker', 'tests/support/source-language.ts'],
          },
        },
      ],
    },
  };
});
