/**
 * The tier list's PNG export: `measurePngExport(page, baseUrl)` for the main browser bench, or
 * `npx tsx bench/png-export-browser-bench.ts` on an existing build (BENCH_PORT, default 4899; BENCH_DIST, dist).
 *
 * Saves a tier list with every character of the catalogue placed (spread over the four default tiers), opens the
 * tier list maker, waits until every portrait has loaded, then presses `Export image` and waits for the PNG to be
 * downloaded and the screen to say so, while a `longtask` PerformanceObserver watches the page's main thread. It
 * returns png_export_ms (the press to the file saved and announced), png_export_longest_task_ms (the longest
 * main-thread task meanwhile; 0 when none passed the observer's 50 ms threshold) and png_export_kb (the file's size).
 */

import { stat } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { CHARACTERS } from '../src/catalogue/characters';
import { collectPageErrors, longestTaskSince, observeLongTasks, runIfMain, runStandalone } from './harness';

export const PNG_EXPORT_TARGETS = { png_export_longest_task_ms: 50 } as const;

export interface PngExportMeasurement {
  readonly png_export_ms: number;
  readonly png_export_longest_task_ms: number;
  readonly png_export_kb: number;
}

const TIERS = [
  ['S', '#ff7f7f'],
  ['A', '#ffbf7f'],
  ['B', '#ffef7f'],
  ['C', '#7fdf7f'],
] as const;

/** The saved-lists value with one list holding every character, a quarter of the catalogue per tier. */
export function everyCharacterPlaced(): string {
  const perTier = Math.ceil(CHARACTERS.length / TIERS.length);
  const rows = TIERS.map(([name, color], i) => ({
    id: `row-${i + 1}`,
    name,
    color,
    items: CHARACTERS.slice(i * perTier, (i + 1) * perTier).map((c) => c.id),
  }));
  return JSON.stringify({ version: 1, activeId: 'list-1', lists: [{ id: 'list-1', name: 'Everyone', rows }] });
}

/** Needs observeLongTasks(page) before the page was opened, and a context that accepts downloads. */
export async function measurePngExport(page: Page, baseUrl: string): Promise<PngExportMeasurement> {
  // Saved before the site's own scripts run (once per tab), so nothing the site writes at start-up replaces it.
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('png-bench-seeded')) return;
    localStorage.setItem('tierLists', value);
    sessionStorage.setItem('png-bench-seeded', '1');
  }, everyCharacterPlaced());
  await page.goto(`${baseUrl}/tierMaker`);
  const rows = page.getByTestId('tier-rows');
  await rows.locator('img').first().waitFor();
  await page.waitForFunction(
    (count) => {
      const images = [...document.querySelectorAll<HTMLImageElement>('[data-testid="tier-rows"] img')];
      return images.length === count && images.every((img) => img.complete && img.naturalWidth > 0);
    },
    CHARACTERS.length,
    { timeout: 60_000 },
  );
  // Let start-up work (lazy chunks, the pool's portraits) settle so only the export is measured.
  await page.waitForTimeout(500);
  const since = await page.evaluate(() => performance.now());
  const started = Date.now();
  const downloading = page.waitForEvent('download', { timeout: 120_000 });
  await page.getByRole('button', { name: 'Export image' }).click();
  const path = await (await downloading).path();
  await page.getByRole('status').filter({ hasText: 'Image exported.' }).waitFor({ timeout: 120_000 });
  const elapsed = Date.now() - started;
  // Long tasks are reported after they end; give the last one a frame to arrive.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  return {
    png_export_ms: elapsed,
    png_export_longest_task_ms: Math.round(await longestTaskSince(page, since)),
    png_export_kb: Math.round((await stat(path)).size / 1024),
  };
}

export function pngExportRows(result: PngExportMeasurement) {
  return [
    ['png_export_ms', result.png_export_ms, undefined],
    ['png_export_longest_task_ms', result.png_export_longest_task_ms, PNG_EXPORT_TARGETS.png_export_longest_task_ms],
    ['png_export_kb', result.png_export_kb, undefined],
  ] as const;
}

runIfMain(import.meta.url, () =>
  runStandalone(
    4899,
    async (browser, baseUrl) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
      const problems = collectPageErrors(page);
      await observeLongTasks(page);
      const result = await measurePngExport(page, baseUrl);
      if (problems.length > 0) throw new Error(`The page reported errors:\n${problems.join('\n')}`);
      return result;
    },
    (result) => [...pngExportRows(result)],
  ),
);
