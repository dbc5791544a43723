/**
 * Lighthouse benchmark: `npm run bench:lighthouse` (builds first), or `npx tsx bench/lighthouse-bench.ts` on an
 * existing build.
 *
 * Serves the production build with `vite preview --strictPort` and runs Lighthouse (mobile preset, its default form
 * factor and simulated throttling) against every route in Debian's Chromium, each run in a fresh browser. Every route
 * is measured LH_RUNS times (3) and each figure is the median of its runs. Prints a table per route (scores, timings
 * and the audits that cost a category points, so a reader sees why a score is under 100), then as its last line one
 * JSON object: min_performance, max_tbt_ms, min_accessibility, min_best_practices, min_seo over every route,
 * load_avg (the machine's 1-minute load before and after: a busy machine inflates every timing) and `routes` with each
 * route's figures.
 *
 * Lighthouse is not a dependency of the project: the bench installs the pinned version into .cache/lighthouse (outside
 * the project's node_modules, ignored by git) the first time, and imports it from there.
 *
 * Every route is measured in each of the site's languages (LH_LANGUAGES, comma-separated; every language by default):
 * the language is saved in the fresh browser's storage from a page of the site's origin that runs none of its code
 * (robots.txt), so the measured load is still a first visit with an empty cache. The summary gives each language's
 * minimum scores too.
 *
 * The build is served over HTTPS, and so HTTP/2, as a static host serves the site (bench/local-tls.ts); LH_HTTP1=1
 * serves it over plain HTTP/1.1 instead, as `vite preview` does by default. The summary names the protocol the page
 * was fetched with, and the range of Lighthouse's own measure of the machine's speed (`benchmark_index`).
 *
 * Settings: BENCH_PORT (4699), BENCH_DIST (dist), LH_RUNS (3), LH_ROUTES (comma-separated paths; every route),
 * LH_REPORTS (a folder to keep every run's JSON report in), LH_DETAILS=1 (also print each route's main-thread work
 * by category and the scripts that cost the most), CHROMIUM_PATH (/usr/bin/chromium).
 */

import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { catalogueLanguages } from '../scripts/catalogue-languages';
import { paths } from '../src/app/paths';
import { runIfMain, startPreview } from './harness';
import { localTls } from './local-tls';
import { CATEGORIES, printRoute, round2, summarise, type Result, type RouteFigures } from './lighthouse-report';
import { ensureLighthouse, importFromCache, LIGHTHOUSE_VERSION } from './lighthouse-install';

/** Every screen's route; '/' only redirects to /characters. */
export const ROUTES: readonly string[] = Object.values(paths).filter((path) => path !== paths.home);

type Lighthouse = (
  url: string,
  flags: Record<string, unknown>,
) => Promise<{ lhr: Result; report: string | string[] } | undefined>;
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): void }>;
}
interface Puppeteer {
  connect(options: { browserURL: string }): Promise<{
    newPage(): Promise<{
      goto(url: string): Promise<unknown>;
      evaluate(fn: (language: string) => void, language: string): Promise<void>;
      close(): Promise<void>;
    }>;
    disconnect(): Promise<void>;
  }>;
}

/** The site's languages, one per catalogue file (src/i18n/languages.ts reads the same folder). */
const LANGUAGES: readonly string[] = catalogueLanguages().sort((a, b) =>
  a === 'as-specified' ? -1 : b === 'as-specified' ? 1 : a.localeCompare(b),
);

interface Tools {
  readonly lighthouse: Lighthouse;
  readonly launcher: ChromeLauncher;
  readonly puppeteer: Puppeteer;
}

/** Saves `language` in the fresh browser, as a player's earlier choice, from a page that loads none of the site. */
async function chooseLanguage(puppeteer: Puppeteer, port: number, url: string, language: string): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(new URL('/robots.txt', url).href);
    await page.evaluate((value) => localStorage.setItem('language', value), language);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

async function runOnce({ lighthouse, launcher, puppeteer }: Tools, url: string, language: string): Promise<Result> {
  // The local server's certificate is its own (bench/local-tls.ts).
  const https = url.startsWith('https:') ? ['--ignore-certificate-errors'] : [];
  const chrome = await launcher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', ...https],
  });
  try {
    const otherLanguage = language !== 'as-specified';
    if (otherLanguage) await chooseLanguage(puppeteer, chrome.port, url, language);
    const run = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // Keeps the saved language; the cache holds only robots.txt, so the load is still a first visit's.
      disableStorageReset: otherLanguage,
    });
    if (!run) throw new Error(`Lighthouse returned no result for ${url}`);
    if (run.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${run.lhr.runtimeError.message}`);
    return run.lhr;
  } finally {
    chrome.kill();
  }
}

async function main(): Promise<void> {
  ensureLighthouse();
  const tools: Tools = {
    lighthouse: (await importFromCache<{ default: Lighthouse }>('lighthouse')).default,
    launcher: await importFromCache<ChromeLauncher>('chrome-launcher'),
    puppeteer: (await importFromCache<{ default: Puppeteer }>('puppeteer-core')).default,
  };
  const languages = process.env.LH_LANGUAGES ? process.env.LH_LANGUAGES.split(',') : LANGUAGES;
  const runsPerRoute = Number(process.env.LH_RUNS ?? 3);
  const routes = process.env.LH_ROUTES ? process.env.LH_ROUTES.split(',') : ROUTES;
  const reports = process.env.LH_REPORTS;
  if (reports) mkdirSync(reports, { recursive: true });
  const loadBefore = loadavg()[0]!;
  const tls = process.env.LH_HTTP1 === '1' ? null : localTls();
  if (!tls && process.env.LH_HTTP1 !== '1') console.error('No openssl to make a local certificate: serving HTTP/1.1');
  const server = await startPreview(
    process.env.BENCH_DIST ?? 'dist',
    Number(process.env.BENCH_PORT ?? 4699),
    tls ?? undefined,
  );
  const figures: Record<string, Record<string, RouteFigures>> = {};
  const protocols = new Set<string>();
  const speeds: number[] = [];
  try {
    for (const language of languages) {
      figures[language] = {};
      for (const route of routes) {
        const runs: Result[] = [];
        for (let i = 0; i < runsPerRoute; i++) {
          const result = await runOnce(tools, `${server.url}${route}`, language);
          runs.push(result);
          const page = result.audits['network-requests']?.details?.items?.[0];
          if (typeof page?.protocol === 'string') protocols.add(page.protocol);
          if (result.environment?.benchmarkIndex) speeds.push(Math.round(result.environment.benchmarkIndex));
          if (reports) {
            const name = `${language}-${route.replace(/\W+/g, '') || 'home'}-${i + 1}.json`;
            writeFileSync(join(reports, name), JSON.stringify(result));
          }
        }
        figures[language][route] = summarise(runs);
        printRoute(`${route} [${language}]`, figures[language][route], runs);
      }
    }
  } finally {
    await server.stop();
  }
  const mins = (all: readonly RouteFigures[]) => ({
    min_performance: Math.min(...all.map((f) => f.performance)),
    max_tbt_ms: Math.max(...all.map((f) => f.tbt_ms)),
    min_accessibility: Math.min(...all.map((f) => f.accessibility)),
    min_best_practices: Math.min(...all.map((f) => f.best_practices)),
    min_seo: Math.min(...all.map((f) => f.seo)),
  });
  const summary = {
    lighthouse: LIGHTHOUSE_VERSION,
    runs_per_route: runsPerRoute,
    ...mins(Object.values(figures).flatMap((byRoute) => Object.values(byRoute))),
    load_avg: [round2(loadBefore), round2(loadavg()[0]!)],
    protocol: [...protocols].join(','),
    benchmark_index: [Math.min(...speeds), Math.max(...speeds)],
    languages: Object.fromEntries(
      Object.entries(figures).map(([language, byRoute]) => [
        language,
        { ...mins(Object.values(byRoute)), routes: byRoute },
      ]),
    ),
  };
  console.log();
  console.log(JSON.stringify(summary));
}

runIfMain(import.meta.url, main);
