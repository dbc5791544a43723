/** The Summon screen's big batch, measured: what the 10,000,000-pull bench and the benches built on its history run. */

import type { Page } from '@playwright/test';
import { longestTaskSince } from './harness';

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
