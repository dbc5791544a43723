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
 *   Summon screen afresh with that history), the How Much To figures (calc-browser-bench.ts: Monte Carlo and exact
 *   odds), the tier list's PNG export (png-export-browser-bench.ts: png_export_ms, png_export_longest_task_ms), the
 *   export and import of that history (import-browser-bench.ts: export_ms, import_check_ms, import_replace_ms,
 *   merge_ms and the longest main-thread task of each), the first visit to /characters (first-route-bench.ts:
 *   first_route_js_kb_gzip, characters_first_render_ms, characters_fcp_ms), and the small batches' latencies on a
 *   fresh visit (latency-browser-bench.ts: x10_first_ms, x1_p95_ms, x10_p95_ms), the plan view's answers
 *   (plan-browser-bench.ts: plan_small_answer_ms, plan_large_answer_ms, plan_longest_task_ms), and the machine's one-minute load
 *   average at the end (load_avg), since every task length is wall-clock time.
 *
 * Each measurement is its own exported step, so other screens can add theirs to the same run.
 * Settings: BENCH_PORT (4599), BENCH_DIST (dist), BENCH_PULLS (10000000), BENCH_PRESSES (50), CHROMIUM_PATH
 * (/usr/bin/chromium).
 */

import { calcRows, measureCalcOdds } from './calc-browser-bench';
import { FIRST_ROUTE_TARGETS, measureFirstRoute } from './first-route-bench';
import { importRows, measureDataRoundTrip } from './import-browser-bench';
import { latencyRows, measurePullLatency } from './latency-browser-bench';
import { measurePlanAnswers, planBrowserRows } from './plan-browser-bench';
import { measurePngExport, pngExportRows } from './png-export-browser-bench';
import { spawn, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';

export const TARGETS = {
  batch_ms: 2000,
  longest_task_ms: 50,
  dom_nodes: 3000,
  reload_history_ms: 1000,
} as const;

export interface PreviewServer {
  readonly url: string;
  stop(): Promise<void>;
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`vite preview did not answer at ${url} within ${timeoutMs} ms`);
}

/** Serves a production build; `stop()` ends exactly the server this started. */
export async function startPreview(dist: string, port: number): Promise<PreviewServer> {
  const child = spawn('npx', ['vite', 'preview', '--strictPort', '--port', String(port), '--outDir', dist], {
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const url = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // The server runs under npx in its own process group: end that group, which holds only what this started.
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  try {
    await waitForServer(`${url}/characters`, child, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--disable-gpu', '--disable-quic', '--disable-background-networking', '--no-first-run'],
  });
}

/** Records every long task (over 50 ms) on the page's main thread from the first script on. */
export async function observeLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
}

export async function longestTaskSince(page: Page, since: number): Promise<number> {
  return page.evaluate((from) => {
    const w = window as unknown as { __longTasks: { start: number; duration: number }[] };
    return w.__longTasks.filter((t) => t.start + t.duration >= from).reduce((m, t) => Math.max(m, t.duration), 0);
  }, since);
}

async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    // Typed-array contents live outside the JS heap proper ("backing storage"); they are counted too.
    const usage = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number; backingStorageSize?: number };
    return (usage.usedSize + (usage.backingStorageSize ?? 0)) / (1024 * 1024);
  } finally {
    await cdp.detach();
  }
}

export interface BatchMeasurement {
  readonly pulls: number;
  readonly batch_ms: number;
  readonly longest_task_ms: number;
  readonly dom_nodes: number;
  readonly js_heap_mb: number;
}

/** On the Summon screen (Perma), pulls `pulls` with the custom button and times it until shown and saved. */
export async function measureSummonBatch(page: Page, baseUrl: string, pulls: number): Promise<BatchMeasurement> {
  await page.goto(`${baseUrl}/summons`);
  await page.getByRole('button', { name: 'Perma', exact: true }).click();
  await page.getByRole('button', { name: 'Pull x1', exact: true }).waitFor();
  await page.getByRole('spinbutton', { name: 'Custom pull count' }).fill(String(pulls));
  const button = page.getByRole('button', { name: `Pull ${pulls}`, exact: true });
  await button.waitFor();
  // Let start-up work (the history load, lazy chunks) settle so the batch is measured alone.
  await page.waitForTimeout(500);
  const expectedCount = pulls.toLocaleString('en-US');
  const clickedAt = await page.evaluate(() => performance.now());
  const started = Date.now();
  await button.click();
  // The store shows a batch only once IndexedDB has committed it, so shown means saved.
  await page.waitForFunction(
    ([count, newest]) =>
      document.querySelector('[data-testid="batch-progress"]') === null &&
      document.querySelector('[data-testid="summon-count"]')?.textContent === count &&
      document.querySelector('[data-testid="pull-card"] .pull-card-number')?.textContent === newest,
    [expectedCount, `Pull #${pulls}`] as const,
    { timeout: 120_000, polling: 'raf' },
  );
  const batchMs = Date.now() - started;
  return {
    pulls,
    batch_ms: batchMs,
    longest_task_ms: await longestTaskSince(page, clickedAt),
    dom_nodes: await page.evaluate(() => document.getElementsByTagName('*').length),
    js_heap_mb: await heapMb(page),
  };
}

/**
 * Opens the site afresh at My Summons and times it until the newest card and the right total are shown; with the
 * longest main-thread task from the navigation on (the navigation starts the page's clock again).
 */
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

export type TableRow = readonly [name: string, value: number, target: number | undefined];

export function printTable(rows: readonly TableRow[]): void {
  const lines = rows.map(([name, value, target]) => {
    const verdict = target === undefined ? '' : value <= target ? `<= ${target}  ok` : `<= ${target}  MISSED`;
    const digits = name.endsWith('_mb') || name.endsWith('_kb_gzip') || name === 'load_avg' ? 1 : 0;
    return `${name.padEnd(28)} ${value.toFixed(digits).padStart(12)}   ${verdict}`;
  });
  console.log(['measure'.padEnd(28) + 'value'.padStart(13) + '   target', ...lines].join('\n'));
}

/** Collects the page's errors (uncaught errors and console errors), which make a measurement worthless. */
export function collectPageErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  return problems;
}

/**
 * A bench file's own main: serves the build (BENCH_DIST, BENCH_PORT or `defaultPort`), runs `measure` in Chromium,
 * prints its table and, as the last line, its JSON.
 */
export async function runStandalone<T extends object>(
  defaultPort: number,
  measure: (browser: Browser, baseUrl: string) => Promise<T>,
  rows: (result: T) => TableRow[],
): Promise<void> {
  const server = await startPreview(process.env.BENCH_DIST ?? 'dist', Number(process.env.BENCH_PORT ?? defaultPort));
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    const result = await measure(browser, server.url);
    printTable(rows(result));
    console.log(JSON.stringify(result));
  } finally {
    await browser?.close();
    await server.stop();
  }
}

/** Runs `main` when `moduleUrl` is the file node was started with, reporting a failure through the exit code. */
export function runIfMain(moduleUrl: string, main: () => Promise<void>): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
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
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = collectPageErrors(page);
    await observeLongTasks(page);
    const batch = await measureSummonBatch(page, server.url, pulls);
    const reload = await measureHistoryReload(page, server.url, pulls);
    const pageLongest = await measurePaging(page, pulls);
    const summonsOpen = await measureSummonsOpen(page, server.url, pulls);
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
      ...calc,
      ...png,
      ...data,
      ...firstRoute,
      ...latency,
      ...plan,
      // Task lengths are wall-clock: on a busy machine every figure above grows.
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
      ...calcRows(result),
      ...pngExportRows(result),
      ...importRows(result),
      ['first_route_js_kb_gzip', result.first_route_js_kb_gzip, FIRST_ROUTE_TARGETS.first_route_js_kb_gzip],
      ['characters_first_render_ms', result.characters_first_render_ms, undefined],
      ['characters_fcp_ms', result.characters_fcp_ms, undefined],
      ...latencyRows(result),
      ...planBrowserRows(result),
      ['load_avg', result.load_avg, undefined],
    ]);
    console.log(JSON.stringify(result));
  } finally {
    await browser?.close();
    await server.stop();
  }
}

runIfMain(import.meta.url, main);
