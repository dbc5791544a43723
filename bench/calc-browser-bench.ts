/**
 * How Much To in the browser: `measureCalcOdds(page, baseUrl)` for the main browser bench, or
 * `npx tsx bench/calc-browser-bench.ts` on an existing build (BENCH_PORT, default 4699; BENCH_DIST, default dist).
 *
 * On /HowMuchTo it selects the calculator bench's characters, asks for Monte Carlo odds (100,000 trials over the
 * worker pool) and clicks Start while a `longtask` PerformanceObserver watches the main thread. It returns
 * calc_100k_trials_ms (Start to the odds shown) and calc_longest_task_ms (the longest main-thread task meanwhile; 0
 * when none passed the observer's 50 ms threshold).
 */

import type { Browser, Page } from '@playwright/test';
import { BENCH_SELECTION } from './calc-bench';
import { collectPageErrors, runIfMain, runStandalone } from './browser-bench';

export const CALC_BROWSER_TARGETS = { calc_longest_task_ms: 50 } as const;

export interface CalcBrowserMeasurement {
  readonly calc_100k_trials_ms: number;
  readonly calc_longest_task_ms: number;
}

/** Records long tasks from now on; the page's own init scripts are left alone. */
async function watchLongTasks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __calcLongTasks?: number[] };
    w.__calcLongTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__calcLongTasks?.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
}

export async function measureCalcOdds(page: Page, baseUrl = ''): Promise<CalcBrowserMeasurement> {
  await page.goto(`${baseUrl}/HowMuchTo`);
  for (const id of BENCH_SELECTION) await page.getByTestId(`pick-${id}`).click();
  await page.getByLabel('Odds method').selectOption('monte-carlo');
  const start = page.getByRole('button', { name: 'Start', exact: true });
  await start.waitFor();
  // Let start-up work (lazy chunks, images) settle so only the calculation is measured.
  await page.waitForTimeout(500);
  await watchLongTasks(page);
  const started = Date.now();
  await start.click();
  await page.waitForFunction(
    () => /Monte Carlo, 100,000 trials/.test(document.querySelector('[data-testid="odds-method"]')?.textContent ?? ''),
    undefined,
    { timeout: 300_000, polling: 'raf' },
  );
  const elapsed = Date.now() - started;
  // Long tasks are reported after they end; give the last one a frame to arrive.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  const longest = await page.evaluate(() =>
    Math.max(0, ...((window as unknown as { __calcLongTasks?: number[] }).__calcLongTasks ?? [])),
  );
  return { calc_100k_trials_ms: elapsed, calc_longest_task_ms: Math.round(longest) };
}

/** How Much To alone, in a page of its own whose errors void the run. */
async function measureStandalone(browser: Browser, baseUrl: string): Promise<CalcBrowserMeasurement> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems = collectPageErrors(page);
  const result = await measureCalcOdds(page, baseUrl);
  if (problems.length > 0) throw new Error(`The page reported errors:\n${problems.join('\n')}`);
  return result;
}

runIfMain(import.meta.url, () =>
  runStandalone(4699, measureStandalone, (result) => [
    ['calc_100k_trials_ms', result.calc_100k_trials_ms, undefined],
    ['calc_longest_task_ms', result.calc_longest_task_ms, CALC_BROWSER_TARGETS.calc_longest_task_ms],
  ]),
);
