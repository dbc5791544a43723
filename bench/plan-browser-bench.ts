/**
 * The plan view in the browser: `npx tsx bench/plan-browser-bench.ts` on an existing build (BENCH_PORT, default
 * 4699; BENCH_DIST, default dist).
 *
 * On /HowMuchTo/plan it builds two plans through the screen, then changes one amount on each while a `longtask`
 * PerformanceObserver watches the main thread: a small plan (Freya on Limited), answered exactly, and a large one
 * (six copies of several characters on every banner), which goes to Monte Carlo. For each it reports the time from
 * the change to the new answer shown (the 300 ms the plan rests before it is asked included) and the longest
 * main-thread task meanwhile (0 when none passed the observer's 50 ms threshold). The last line is JSON, with the
 * machine's load average before and after: the figures move with it.
 */

import { loadavg } from 'node:os';
import type { Browser, Page } from '@playwright/test';
import { collectPageErrors, runIfMain, runStandalone } from './harness';

export const PLAN_BROWSER_TARGETS = { plan_longest_task_ms: 50 } as const;

const SMALL = [{ id: 'freya', copies: 1 }];
const LARGE = [
  { id: 'freya', copies: 6 },
  { id: 'heinrich', copies: 6 },
  { id: 'holden', copies: 3 },
  { id: 'mia', copies: 3 },
  { id: 'marvell', copies: 6 },
  { id: 'vice', copies: 6 },
];

async function buildPlan(page: Page, targets: typeof SMALL): Promise<void> {
  for (const { id, copies } of targets) {
    await page.getByTestId(`add-${id}`).click();
    const row = page.locator(`[data-character="${id}"]`);
    await row.getByRole('combobox', { name: /^Copies/ }).selectOption(String(copies));
  }
}

/** Types `crystals` on hand and waits for the answer to that plan; the time taken and the longest task meanwhile. */
async function timeAnswer(page: Page, crystals: string): Promise<{ ms: number; longest: number; method: string }> {
  await page.evaluate(() => {
    const w = window as unknown as { __planLongTasks?: number[] };
    w.__planLongTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__planLongTasks?.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  const field = page.getByRole('group', { name: 'On hand' }).getByLabel('Hydra Crystals');
  const started = Date.now();
  await field.fill(crystals);
  await page.waitForFunction(
    (wanted) => {
      const busy = document.querySelector('[aria-busy="false"] [data-testid="plan-answer"]');
      return busy !== null && (document.querySelector('[data-testid="budget"]')?.textContent ?? '').includes(wanted);
    },
    Number(crystals).toLocaleString('en-US'),
    { timeout: 600_000, polling: 'raf' },
  );
  const ms = Date.now() - started;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  const longest = await page.evaluate(() =>
    Math.max(0, ...((window as unknown as { __planLongTasks?: number[] }).__planLongTasks ?? [])),
  );
  const method = (await page.getByTestId('answer-method').textContent()) ?? '';
  return { ms, longest: Math.round(longest), method: method.startsWith('Exact') ? 'exact' : 'monte-carlo' };
}

export interface PlanBrowserMeasurement {
  readonly plan_small_answer_ms: number;
  readonly plan_small_method: string;
  readonly plan_small_longest_task_ms: number;
  readonly plan_large_answer_ms: number;
  readonly plan_large_method: string;
  readonly plan_large_longest_task_ms: number;
  readonly plan_longest_task_ms: number;
  readonly load_avg: { readonly before: number; readonly after: number };
}

export async function measurePlanAnswers(page: Page, baseUrl = ''): Promise<Omit<PlanBrowserMeasurement, 'load_avg'>> {
  await page.goto(`${baseUrl}/HowMuchTo/plan`);
  await buildPlan(page, SMALL);
  // The first answer loads the worker and the chart's code: measured from the next change on.
  await timeAnswer(page, '100');
  const small = await timeAnswer(page, '8100');
  await page.getByRole('button', { name: 'New plan' }).click();
  await buildPlan(page, LARGE);
  await timeAnswer(page, '100');
  const large = await timeAnswer(page, '250000');
  return {
    plan_small_answer_ms: small.ms,
    plan_small_method: small.method,
    plan_small_longest_task_ms: small.longest,
    plan_large_answer_ms: large.ms,
    plan_large_method: large.method,
    plan_large_longest_task_ms: large.longest,
    plan_longest_task_ms: Math.max(small.longest, large.longest),
  };
}

async function measureStandalone(browser: Browser, baseUrl: string): Promise<PlanBrowserMeasurement> {
  const before = loadavg()[0]!;
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems = collectPageErrors(page);
  const result = await measurePlanAnswers(page, baseUrl);
  if (problems.length > 0) throw new Error(`The page reported errors:\n${problems.join('\n')}`);
  return { ...result, load_avg: { before, after: loadavg()[0]! } };
}

export function planBrowserRows(result: Omit<PlanBrowserMeasurement, 'load_avg'>) {
  return [
    ['plan_small_answer_ms', result.plan_small_answer_ms, undefined],
    ['plan_small_longest_task_ms', result.plan_small_longest_task_ms, PLAN_BROWSER_TARGETS.plan_longest_task_ms],
    ['plan_large_answer_ms', result.plan_large_answer_ms, undefined],
    ['plan_large_longest_task_ms', result.plan_large_longest_task_ms, PLAN_BROWSER_TARGETS.plan_longest_task_ms],
  ] as const;
}

runIfMain(import.meta.url, () => runStandalone(4699, measureStandalone, (result) => [...planBrowserRows(result)]));
