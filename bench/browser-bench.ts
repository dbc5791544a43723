/**
 * Browser benchmark: `npm run bench:browser` (builds first), or `npx tsx bench/browser-bench.ts` on an existing
 * build.
 *
 * Serves the production build with `vite preview --strictPort`, opens it in Debian's Chromium and, on the Summon
 * screen, pulls 10,000,000 on the Perma banner with the custom button while a `longtask` PerformanceObserver watches
 * the page's main thread. Then it loads the site again at My Summons, times how long the newest card and the right
 * total take to appear, and pages through it. Prints a table, then as its last line one JSON object:
 *   pulls, batch_ms (click to results shown and saved), longest_task_ms (0 when no task passed 50 ms, the
 *   observer's threshold), dom_nodes (after the batch), js_heap_mb (the page's JS heap and typed-array storage after
 *   the batch, once garbage is collected), reload_history_ms and reload_longest_task_ms (from the navigation to My
 *   Summons), page_longest_task_ms (paging My Summons), summons_open_ms and summons_open_longest_task_ms (opening the
 *   Summon screen afresh with that history), the luck panel and a million-pull replay link (luck-browser-bench.ts:
 *   luck_panel_ms, luck_longest_task_ms, replay_1m_ms, replay_longest_task_ms), the How Much To figures
 *   (calc-browser-bench.ts: Monte Carlo and exact odds), the tier list's PNG export (png-export-browser-bench.ts:
 *   png_export_ms, png_export_longest_task_ms), the export and import of that history (import-browser-bench.ts:
 *   export_ms, import_check_ms, import_replace_ms, merge_ms and the longest main-thread task of each), the first
 *   visit to /characters (first-route-bench.ts:
 *   first_route_js_kb_gzip, characters_first_render_ms, characters_fcp_ms), and the small batches' latencies on a
 *   fresh visit (latency-browser-bench.ts: x10_first_ms, x1_p95_ms, x10_p95_ms), the plan view's answers
 *   (plan-browser-bench.ts: plan_small_answer_ms, plan_large_answer_ms, plan_longest_task_ms), switching language on
 *   the gallery (language-browser-bench.ts: language_switch_ms, language_switch_back_ms,
 *   language_switch_longest_task_ms), and the machine's
 *   one-minute load average at the end (load_avg), since every task length is wall-clock time.
 *
 * Each measurement is its own exported step, so other screens can add theirs to the same run; what the benches share
 * is in harness.ts, the big batch in summon-batch.ts.
 * Settings: BENCH_PORT (4599), BENCH_DIST (dist), BENCH_PULLS (10000000), BENCH_PRESSES (50), CHROMIUM_PATH
 * (/usr/bin/chromium).
 */

import { calcRows, measureCalcOdds } from './calc-browser-bench';
import { FIRST_ROUTE_TARGETS, measureFirstRoute } from './first-route-bench';
import { importRows, measureDataRoundTrip } from './import-browser-bench';
import { languageSwitchRows, measureLanguageSwitch } from './language-browser-bench';
import { latencyRows, measurePullLatency } from './latency-browser-bench';
import { LUCK_BROWSER_TARGETS, measureLuckAndReplay } from './luck-browser-bench';
import { measurePlanAnswers, planBrowserRows } from './plan-browser-bench';
import { measurePngExport, pngExportRows } from './png-export-browser-bench';
import { loadavg } from 'node:os';
import type { Browser, Page } from '@playwright/test';
import {
  collectPageErrors,
  launchChromium,
  longestTaskSince,
  observeLongTasks,
  printTable,
  runIfMain,
  startPreview,
} from './harness';
import { measureSummonBatch } from './summon-batch';

export const TARGETS = {
  batch_ms: 2000,
  longest_task_ms: 50,
  dom_nodes: 3000,
  reload_history_ms: 1000,
} as const;

export async function measureHistoryReload(
  page: Page,
  baseUrl: string,
  pulls: number,
): Promise<{ ms: number; longest: number }> {
  await page.reload();
  await page.getByTestId('summon-count').waitFor();
  const started = Date.now();
  await page.goto(`${baseUrl}/mysummons`);
  await page.waitForFunction(
    ([total, newest]) =>
      document.querySelector('[data-testid="total-summons"]')?.textContent === total &&
      document.querySelector('[data-testid="pull-card"] .pull-card-number')?.textContent === newest,
    [`Total summons: ${pulls.toLocaleString('en-US')}`, `#${pulls}`] as const,
    { timeout: 60_000, polling: 'raf' },
  );
  return { ms: Date.now() - started, longest: await longestTaskSince(page, 0) };
}

/**
 * Opens the site afresh at the Summon screen (the banner last chosen there) with the history stored, and times it
 * until the summon count, the newest card and the statistics are shown; with the longest main-thread task from the
 * navigation on, which covers the screen's first render with the history.
 */
export async function measureSummonsOpen(
  page: Page,
  baseUrl: string,
  pulls: number,
): Promise<{ ms: number; longest: number }> {
  const started = Date.now();
  await page.goto(`${baseUrl}/summons`);
  await page.waitForFunction(
    ([count, newest]) =>
      document.querySelector('[data-testid="summon-count"]')?.textContent === count &&
      document.querySelector('[data-testid="pull-card"] .pull-card-number')?.textContent === newest &&
      [...document.querySelectorAll('[data-testid="stats-ssr"] .stat-expected')].some((el) =>
        /\d/.test(el.textContent ?? ''),
      ),
    [pulls.toLocaleString('en-US'), `Pull #${pulls}`] as const,
    { timeout: 60_000, polling: 'raf' },
  );
  const ms = Date.now() - started;
  // Long tasks are reported after they end; give the last one time to arrive.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))));
  return { ms, longest: await longestTaskSince(page, 0) };
}

/**
 * On My Summons (open, with the history shown), pages through the grid as a player would: twenty screens down, three
 * times `Next page`, then `Last page` (the oldest pulls) and `First page`, each time until the cards there are drawn.
 * Returns the longest main-thread task meanwhile.
 */
export async function measurePaging(page: Page, pulls: number): Promise<number> {
  const since = await page.evaluate(() => performance.now());
  const grid = page.getByTestId('pull-grid');
  // Drawn: a card in view shows a pull numbered within [from, to] (newest first: page k starts at pulls - 50,000 k).
  const drawn = (from: number, to: number) =>
    page.waitForFunction(
      ([low, high]) =>
        [...document.querySelectorAll('[data-testid="pull-card"] .pull-card-number')].some((el) => {
          const n = Number(el.textContent?.replace(/\D/g, ''));
          return n >= low && n <= high;
        }),
      [from, to] as const,
      { timeout: 60_000, polling: 'raf' },
    );
  for (let i = 0; i < 20; i++) {
    await grid.evaluate((el) => (el.scrollTop += el.clientHeight));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  }
  const pager = page.getByRole('navigation', { name: /pages$/ });
  for (let k = 1; k <= 3; k++) {
    await pager.getByRole('button', { name: 'Next page' }).click();
    await drawn(pulls - 50_000 * (k + 1), pulls - 50_000 * k);
  }
  await pager.getByRole('button', { name: 'Last page' }).click();
  await drawn(1, 50_000);
  await pager.getByRole('button', { name: 'First page' }).click();
  await drawn(pulls - 50, pulls);
  return longestTaskSince(page, since);
}

async function main(): Promise<void> {
  const port = Number(process.env.BENCH_PORT ?? 4599);
  const dist = process.env.BENCH_DIST ?? 'dist';
  const pulls = Number(process.env.BENCH_PULLS ?? 10_000_000);
  const server = await startPreview(dist, port);
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const firstRoute = await measureFirstRoute(browser, server.url);
    const latency = await measurePullLatency(browser, server.url);
    const language = await measureLanguageSwitch(browser, server.url);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = collectPageErrors(page);
    await observeLongTasks(page);
    const batch = await measureSummonBatch(page, server.url, pulls);
    const reload = await measureHistoryReload(page, server.url, pulls);
    const pageLongest = await measurePaging(page, pulls);
    const summonsOpen = await measureSummonsOpen(page, server.url, pulls);
    const luck = await measureLuckAndReplay(page, server.url);
    const calc = await measureCalcOdds(page, server.url);
    const png = await measurePngExport(page, server.url);
    const data = await measureDataRoundTrip(page, server.url, pulls);
    const planPage = await context.newPage();
    const planProblems = collectPageErrors(planPage);
    const plan = await measurePlanAnswers(planPage, server.url);
    problems.push(...planProblems);
    if (problems.length > 0) throw new Error(`The page reported errors:\n${problems.join('\n')}`);
    const result = {
      ...batch,
      js_heap_mb: Math.round(batch.js_heap_mb * 10) / 10,
      reload_history_ms: reload.ms,
      reload_longest_task_ms: reload.longest,
      page_longest_task_ms: pageLongest,
      summons_open_ms: summonsOpen.ms,
      summons_open_longest_task_ms: summonsOpen.longest,
      ...luck,
      ...calc,
      ...png,
      ...data,
      ...firstRoute,
      ...latency,
      ...plan,
      ...language,
      load_avg: Math.round(loadavg()[0]! * 10) / 10,
    };
    printTable([
      ['pulls', result.pulls, undefined],
      ['batch_ms', result.batch_ms, TARGETS.batch_ms],
      ['longest_task_ms', result.longest_task_ms, TARGETS.longest_task_ms],
      ['dom_nodes', result.dom_nodes, TARGETS.dom_nodes],
      ['js_heap_mb', result.js_heap_mb, undefined],
      ['reload_history_ms', result.reload_history_ms, TARGETS.reload_history_ms],
      ['reload_longest_task_ms', result.reload_longest_task_ms, TARGETS.longest_task_ms],
      ['page_longest_task_ms', result.page_longest_task_ms, TARGETS.longest_task_ms],
      ['summons_open_ms', result.summons_open_ms, undefined],
      ['summons_open_longest_task_ms', result.summons_open_longest_task_ms, TARGETS.longest_task_ms],
      ['luck_panel_ms', result.luck_panel_ms, undefined],
      ['luck_longest_task_ms', result.luck_longest_task_ms, LUCK_BROWSER_TARGETS.luck_longest_task_ms],
      ['replay_1m_ms', result.replay_1m_ms, undefined],
      ['replay_longest_task_ms', result.replay_longest_task_ms, LUCK_BROWSER_TARGETS.replay_longest_task_ms],
      ...calcRows(result),
      ...pngExportRows(result),
      ...importRows(result),
      ['first_route_js_kb_gzip', result.first_route_js_kb_gzip, FIRST_ROUTE_TARGETS.first_route_js_kb_gzip],
      ['characters_first_render_ms', result.characters_first_render_ms, undefined],
      ['characters_fcp_ms', result.characters_fcp_ms, undefined],
      ...latencyRows(result),
      ...planBrowserRows(result),
      ...languageSwitchRows(result),
      ['load_avg', result.load_avg, undefined],
    ]);
    console.log(JSON.stringify(result));
  } finally {
    await browser?.close();
    await server.stop();
  }
}

runIfMain(import.meta.url, main);
