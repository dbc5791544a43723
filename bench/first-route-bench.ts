/**
 * The first visit to /characters on the production build: `measureFirstRoute(browser, baseUrl)` for the main browser
 * bench, or `npx tsx bench/first-route-bench.ts` on an existing build (BENCH_PORT, default 4799; BENCH_DIST, dist).
 *
 * A fresh browser context (empty cache, no service worker) opens /characters. It returns
 * - first_route_js_kb_gzip: the JavaScript the page fetched until the gallery was shown, gzip-compressed (level 9, as
 *   the size check measures), in KB (1024 bytes); the budget is 100;
 * - characters_first_render_ms: from the start of navigation until the gallery's first character card is rendered
 *   with its portrait loaded;
 * - characters_fcp_ms: the browser's first contentful paint.
 */

import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { runIfMain, runStandalone } from './harness';

export const FIRST_ROUTE_TARGETS = { first_route_js_kb_gzip: 100 } as const;

export interface FirstRouteMeasurement {
  readonly first_route_js_kb_gzip: number;
  readonly characters_first_render_ms: number;
  readonly characters_fcp_ms: number;
}

export async function measureFirstRoute(browser: Browser, baseUrl: string): Promise<FirstRouteMeasurement> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const scripts = new Map<string, Promise<number>>();
    let shown = false;
    page.on('response', (response) => {
      const url = response.url();
      if (shown || response.request().resourceType() !== 'script' || !url.startsWith(baseUrl)) return;
      scripts.set(
        url,
        response.body().then((body) => gzipSync(body, { level: 9 }).length),
      );
    });
    await page.goto(`${baseUrl}/characters`, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => {
        const portrait = document.querySelector<HTMLImageElement>('[data-testid="screen-gallery"] img');
        return portrait !== null && portrait.complete && portrait.naturalWidth > 0;
      },
      undefined,
      { timeout: 60_000, polling: 'raf' },
    );
    shown = true;
    const renderedMs = await page.evaluate(() => performance.now());
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    );
    const bytes = (await Promise.all(scripts.values())).reduce((sum, n) => sum + n, 0);
    return {
      first_route_js_kb_gzip: Math.round((bytes / 1024) * 10) / 10,
      characters_first_render_ms: Math.round(renderedMs),
      characters_fcp_ms: Math.round(fcp),
    };
  } finally {
    await context.close();
  }
}

runIfMain(import.meta.url, () =>
  runStandalone(4799, measureFirstRoute, (result) => [
    ['first_route_js_kb_gzip', result.first_route_js_kb_gzip, FIRST_ROUTE_TARGETS.first_route_js_kb_gzip],
    ['characters_first_render_ms', result.characters_first_render_ms, undefined],
    ['characters_fcp_ms', result.characters_fcp_ms, undefined],
  ]),
);
