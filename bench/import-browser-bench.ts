/**
 * Your data in the browser: `measureDataRoundTrip(page, baseUrl, pulls)` for the main browser bench (after its
 * batch, so the history holds `pulls` pulls), or `npx tsx bench/import-browser-bench.ts` on an existing build
 * (BENCH_PORT, default 4799; BENCH_DIST, default dist; BENCH_PULLS, default 10000000), which pulls first.
 *
 * Exports the whole history with `Export my data`, then chooses that file in `Import` (the whole file is checked
 * and every pull replayed before the preview shows) and replaces the data with it, then merges the same file into
 * that (every batch compared with the history's and found there already), while a `longtask`
 * PerformanceObserver watches the page's main thread. It returns the time of each step and the longest main-thread
 * task during it (0 when none passed the observer's 50 ms threshold): export_ms, export_longest_task_ms,
 * import_check_ms, import_check_longest_task_ms, import_replace_ms, import_replace_longest_task_ms, merge_ms (from
 * choosing the file to the merge's outcome), merge_longest_task_ms, and the file's size, import_file_mb.
 */

import { stat } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { collectPageErrors, longestTaskSince, observeLongTasks, runIfMain, runStandalone } from './harness';
import { measureSummonBatch } from './summon-batch';

export const IMPORT_BROWSER_TARGETS = { import_check_longest_task_ms: 50 } as const;

export interface DataRoundTripMeasurement {
  readonly import_file_mb: number;
  readonly export_ms: number;
  readonly export_longest_task_ms: number;
  readonly import_check_ms: number;
  readonly import_check_longest_task_ms: number;
  readonly import_replace_ms: number;
  readonly import_replace_longest_task_ms: number;
  readonly merge_ms: number;
  readonly merge_longest_task_ms: number;
}

/** Runs `step` and times it; its longest main-thread task comes from the observer observeLongTasks installed. */
async function timed(page: Page, step: () => Promise<void>): Promise<{ ms: number; longest: number }> {
  const since = await page.evaluate(() => performance.now());
  const started = Date.now();
  await step();
  const ms = Date.now() - started;
  return { ms, longest: await longestTaskSince(page, since) };
}

/** Needs observeLongTasks(page) before the page was opened. */
export async function measureDataRoundTrip(
  page: Page,
  baseUrl: string,
  pulls: number,
): Promise<DataRoundTripMeasurement> {
  await page.goto(`${baseUrl}/characters`);
  await page.getByRole('button', { name: 'Your data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your data' });
  await dialog.getByRole('button', { name: 'Export my data' }).waitFor();
  // Let start-up work (the history load, lazy chunks, portraits) settle so each step is measured alone.
  await page.waitForTimeout(500);

  let path = '';
  const exported = await timed(page, async () => {
    const downloading = page.waitForEvent('download', { timeout: 120_000 });
    await dialog.getByRole('button', { name: 'Export my data' }).click();
    path = await (await downloading).path();
    await dialog.getByRole('status').filter({ hasText: 'Exported' }).waitFor({ timeout: 120_000 });
  });
  const checked = await timed(page, async () => {
    await dialog.getByLabel('Data file to import').setInputFiles(path);
    await dialog
      .getByTestId('data-summary')
      .filter({ hasText: `Pulls${pulls.toLocaleString('en-US')}` })
      .waitFor({
        timeout: 120_000,
      });
  });
  const replaced = await timed(page, async () => {
    await dialog.getByRole('button', { name: 'Replace my data' }).click();
    await dialog.getByRole('button', { name: 'Yes, replace my data' }).click();
    await dialog
      .getByRole('status')
      .filter({ hasText: "Your data was replaced with the file's" })
      .waitFor({ timeout: 120_000 });
  });
  const merged = await timed(page, async () => {
    await dialog.getByLabel('Data file to import').setInputFiles(path);
    await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
    await dialog.getByText(/already in your history and will be skipped/).waitFor({ timeout: 120_000 });
    await dialog.getByRole('button', { name: 'Yes, merge' }).click();
    await dialog.getByRole('status').filter({ hasText: 'merged into your data' }).waitFor({ timeout: 120_000 });
  });
  return {
    import_file_mb: Math.round(((await stat(path)).size / (1024 * 1024)) * 10) / 10,
    export_ms: exported.ms,
    export_longest_task_ms: exported.longest,
    import_check_ms: checked.ms,
    import_check_longest_task_ms: checked.longest,
    import_replace_ms: replaced.ms,
    import_replace_longest_task_ms: replaced.longest,
    merge_ms: merged.ms,
    merge_longest_task_ms: merged.longest,
  };
}

export function importRows(result: DataRoundTripMeasurement) {
  return [
    ['import_file_mb', result.import_file_mb, undefined],
    ['export_ms', result.export_ms, undefined],
    ['export_longest_task_ms', result.export_longest_task_ms, undefined],
    ['import_check_ms', result.import_check_ms, undefined],
    [
      'import_check_longest_task_ms',
      result.import_check_longest_task_ms,
      IMPORT_BROWSER_TARGETS.import_check_longest_task_ms,
    ],
    ['import_replace_ms', result.import_replace_ms, undefined],
    ['import_replace_longest_task_ms', result.import_replace_longest_task_ms, undefined],
    ['merge_ms', result.merge_ms, undefined],
    ['merge_longest_task_ms', result.merge_longest_task_ms, undefined],
  ] as const;
}

runIfMain(import.meta.url, () =>
  runStandalone(
    4799,
    async (browser, baseUrl) => {
      const pulls = Number(process.env.BENCH_PULLS ?? 10_000_000);
      const page = await browser.newPage({ acceptDownloads: true });
      const problems = collectPageErrors(page);
      await observeLongTasks(page);
      await measureSummonBatch(page, baseUrl, pulls);
      const result = await measureDataRoundTrip(page, baseUrl, pulls);
      if (problems.length > 0) throw new Error(`The page reported errors:\n${problems.join('\n')}`);
      return result;
    },
    (result) => [...importRows(result)],
  ),
);
