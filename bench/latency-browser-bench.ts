/**
 * How fast a small batch answers: `measurePullLatency(browser, baseUrl)` for the main browser bench, or
 * `npx tsx bench/latency-browser-bench.ts` on an existing build (BENCH_PORT, default 4699; BENCH_DIST, dist;
 * BENCH_PRESSES, 50).
 *
 * A fresh browser context opens the Summon screen (Perma). As soon as `Pull x10` can be pressed, it is pressed once:
 * x10_first_ms, the first press of a visit, which pays for whatever was not warmed. Then `Pull x1` and `Pull x10` are
 * each pressed BENCH_PRESSES times, with the pull reveal on (its default); then again in a fresh visit with it off
 * (the `_reveal_off_` keys), to show that the reveal does not slow the results. Each press is timed in the page,
 * from the click to the frame after the new total is in the DOM (the frame that paints it); the next press waits for
 * the previous batch to finish. Returns the 95th percentile of each (nearest rank), and the median for reference.
 */

import type { Browser, Page } from '@playwright/test';
import { observeLongTasks, longestTaskSince, runIfMain, runStandalone } from './harness';

export const LATENCY_TARGETS = { x1_p95_ms: 50, x10_p95_ms: 50, x10_first_ms: 150 } as const;

export interface LatencyMeasurement {
  readonly x10_first_ms: number;
  readonly x1_p95_ms: number;
  readonly x10_p95_ms: number;
  readonly x1_median_ms: number;
  readonly x10_median_ms: number;
  /** The same, with the pull reveal turned off. */
  readonly x1_p95_reveal_off_ms: number;
  readonly x10_p95_reveal_off_ms: number;
  readonly x1_median_reveal_off_ms: number;
  readonly x10_median_reveal_off_ms: number;
  readonly presses_longest_task_ms: number;
}

/** Presses `label` and resolves with the milliseconds until the frame after the summon count reads `expected`. */
function press(page: Page, label: string, expected: string): Promise<number> {
  return page.evaluate(
    ([name, count]) =>
      new Promise<number>((resolve, reject) => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
        const total = document.querySelector('[data-testid="summon-count"]');
        if (!button || !total) return reject(new Error(`No ${name} button or summon count on the page`));
        const started = performance.now();
        // (No named functions in here: the bench runner would wrap them in a helper the page does not have.)
        const observer = new MutationObserver(() => {
          if (total.textContent !== count) return;
          observer.disconnect();
          // The rAF runs just before the frame that paints the new total; the task after it runs once it is painted.
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0));
        });
        observer.observe(total, { subtree: true, childList: true, characterData: true });
        button.click();
      }),
    [label, expected] as const,
  );
}

/** Waits until no batch runs (the pull buttons are enabled again). */
async function idle(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Pull x1', exact: true }).and(page.locator(':enabled')).waitFor();
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** One visit: the first press, then `presses` of each button, with the pull reveal on (the default) or off. */
async function measureVisit(browser: Browser, baseUrl: string, reveal: boolean) {
  const presses = Number(process.env.BENCH_PRESSES ?? 50);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    if (!reveal) await page.addInitScript(() => localStorage.setItem('pullReveal', 'false'));
    await observeLongTasks(page);
    await page.goto(`${baseUrl}/summons`);
    await page.getByRole('button', { name: 'Perma', exact: true }).click();
    await idle(page);
    const since = await page.evaluate(() => performance.now());
    let count = 0;
    const next = async (label: string, n: number) => {
      count += n;
      const ms = await press(page, label, count.toLocaleString('en-US'));
      await idle(page);
      return ms;
    };
    const first = await next('Pull x10', 10);
    const x1: number[] = [];
    const x10: number[] = [];
    for (let i = 0; i < presses; i++) {
      x1.push(await next('Pull x1', 1));
      x10.push(await next('Pull x10', 10));
    }
    return { first, x1, x10, longestTask: await longestTaskSince(page, since) };
  } finally {
    await context.close();
  }
}

/**
 * The figures with the pull reveal on, as a visitor first finds the Summon screen, then the same presses with it
 * turned off in a fresh visit: the reveal must not slow the results, so the two should agree.
 */
export async function measurePullLatency(browser: Browser, baseUrl: string): Promise<LatencyMeasurement> {
  const on = await measureVisit(browser, baseUrl, true);
  const off = await measureVisit(browser, baseUrl, false);
  return {
    x10_first_ms: round(on.first),
    x1_p95_ms: round(percentile(on.x1, 95)),
    x10_p95_ms: round(percentile(on.x10, 95)),
    x1_median_ms: round(percentile(on.x1, 50)),
    x10_median_ms: round(percentile(on.x10, 50)),
    x1_p95_reveal_off_ms: round(percentile(off.x1, 95)),
    x10_p95_reveal_off_ms: round(percentile(off.x10, 95)),
    x1_median_reveal_off_ms: round(percentile(off.x1, 50)),
    x10_median_reveal_off_ms: round(percentile(off.x10, 50)),
    presses_longest_task_ms: round(Math.max(on.longestTask, off.longestTask)),
  };
}

export function latencyRows(result: LatencyMeasurement) {
  return [
    ['x10_first_ms', result.x10_first_ms, LATENCY_TARGETS.x10_first_ms],
    ['x1_p95_ms', result.x1_p95_ms, LATENCY_TARGETS.x1_p95_ms],
    ['x10_p95_ms', result.x10_p95_ms, LATENCY_TARGETS.x10_p95_ms],
    ['x1_median_ms', result.x1_median_ms, undefined],
    ['x10_median_ms', result.x10_median_ms, undefined],
    ['x1_p95_reveal_off_ms', result.x1_p95_reveal_off_ms, LATENCY_TARGETS.x1_p95_ms],
    ['x10_p95_reveal_off_ms', result.x10_p95_reveal_off_ms, LATENCY_TARGETS.x10_p95_ms],
    ['x1_median_reveal_off_ms', result.x1_median_reveal_off_ms, undefined],
    ['x10_median_reveal_off_ms', result.x10_median_reveal_off_ms, undefined],
    ['presses_longest_task_ms', result.presses_longest_task_ms, 50],
  ] as const;
}

runIfMain(import.meta.url, () => runStandalone(4699, measurePullLatency, (result) => [...latencyRows(result)]));
