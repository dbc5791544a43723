/**
 * How Much To in the browser: `measureCalcOdds(page, baseUrl)` for the main browser bench, or
 * `npx tsx bench/calc-browser-bench.ts` on an existing build (BENCH_PORT, default 4699; BENCH_DIST, default dist).
 *
 * On /HowMuchTo it selects the calculator bench's characters and clicks Start twice, each time on a freshly opened
 * screen, while a `longtask` PerformanceObserver watches the main thread: once asking for Monte Carlo odds (100,000
 * trials over the worker pool), once with the default method, which works that selection out exactly. Each flow
 * runs from Start until the odds are shown, so it covers the sample run's cards, the odds and the chart. It returns
 * calc_100k_trials_ms and calc_exact_ms (Start to the odds shown), calc_mc_longest_task_ms and
 * calc_exact_longest_task_ms (the longest main-thread task of each flow; 0 when none passed the observer's 50 ms
 * threshold), and calc_longest_task_ms, the larger of the two.
 */

import type { Browser, Page } from '@playwright/test';
import { BENCH_SELECTION } from './calc-bench';
import { collectPageErrors, runIfMain, runStandalone } from './harness';

export const CALC_BROWSER_TARGETS = {
  calc_longest_task_ms: 50,
  calc_mc_longest_task_ms: 50,
  calc_exact_longest_task_ms: 50,
} as const;

export interface CalcBrowserMeasurement {
  readonly calc_100k_trials_ms: number;
  readonly calc_exact_ms: number;
  readonly calc_mc_longest_task_ms: number;
  readonly calc_exact_longest_task_ms: number;
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

/** Which odds a flow asks for, and the method line the screen shows once they are in. */
const FLOWS = {
  'monte-carlo': /Monte Carlo, 100,000 trials/,
  auto: /Method: Exact/,
} as const;

/** Opens How Much To, picks the bench selection, and times one Start with `method` until its odds are shown. */
async function measureFlow(
  page: Page,
  baseUrl: string,
  method: keyof typeof FLOWS,
): Promise<{ ms: number; longest: number }> {
  await page.goto(`${baseUrl}/HowMuchTo`);
  for (const id of BENCH_SELECTION) await page.getByTestId(`pick-${id}`).click();
  await page.getByLabel('Odds method').selectOption(method);
  const start = page.getByRole('button', { name: 'Start', exact: true });
  await start.waitFor();
  // Let start-up work (lazy chunks, images) settle so only the calculation is measured.
  await page.waitForTimeout(500);
  await watchLongTasks(page);
  const started = Date.now();
  await start.click();
  await page.waitForFunction(
    (shown) => new RegExp(shown).test(document.querySelector('[data-testid="odds-method"]')?.textContent ?? ''),
    FLOWS[method].source,
    { timeout: 300_000, polling: 'raf' },
  );
  const elapsed = Date.now() - started;
  // Long tasks are reported after they end; give the last one (the chart, drawn after the odds) time to arrive.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))));
  const longest = await page.evaluate(() =>
    Math.max(0, ...((window as unknown as { __calcLongTasks?: number[] }).__calcLongTasks ?? [])),
  );
  return { ms: elapsed, longest: Math.round(longest) };
}

export async function measureCalcOdds(page: Page, baseUrl = ''): Promise<CalcBrowserMeasurement> {
  const monteCarlo = await measureFlow(page, baseUrl, 'monte-carlo');
  const exact = await measureFlow(page, baseUrl, 'auto');
  return {
    calc_100k_trials_ms: monteCarlo.ms,
    calc_exact_ms: exact.ms,
    calc_mc_longest_task_ms: monteCarlo.longest,
    calc_exact_longest_task_ms: exact.longest,
    calc_longest_task_ms: Math.max(monteCarlo.longest, exact.longest),
  };
}

export function calcRows(result: CalcBrowserMeasurement) {
  return [
    ['calc_100k_trials_ms', result.calc_100k_trials_ms, undefined],
    ['calc_exact_ms', result.calc_exact_ms, undefined],
    ['calc_mc_longest_task_ms', result.calc_mc_longest_task_ms, CALC_BROWSER_TARGETS.calc_mc_longest_task_ms],
    ['calc_exact_longest_task_ms', result.calc_exact_longest_task_ms, CALC_BROWSER_TARGETS.calc_exact_longest_task_ms],
    ['calc_longest_task_ms', result.calc_longest_task_ms, CALC_BROWSER_TARGETS.calc_longest_task_ms],
  ] as const;
}

/** How Much To alone, in a page of its own whose errors void the run. */
async function measureStandalone(browser: Browser, baseUrl: string): Promise<CalcBrowserMeasurement> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems = collectPageErrors(page);
  const result = await measureCalcOdds(page, baseUrl);
  if (problems.length > 0) throw new Error(`The page reported errors:\n${problems.join('\n')}`);
  return result;
}

runIfMain(import.meta.url, () => runStandalone(4699, measureStandalone, (result) => [...calcRows(result)]));
