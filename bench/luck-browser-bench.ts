/**
 * The luck panel and a replay link in the browser: `measureLuckPanel` and `measureReplay` for the main browser bench,
 * or `npx tsx bench/luck-browser-bench.ts` on an existing build (BENCH_PORT, default 4352; BENCH_DIST, default dist;
 * BENCH_PULLS, default 10,000,000, pulled first on Perma).
 *
 * - luck_panel_ms, luck_longest_task_ms: on My Summons with the history, from the press of "How lucky have I been?"
 *   until the Perma answer is shown, and the longest main-thread task meanwhile (0 when none passed 50 ms).
 * - replay_1m_ms, replay_longest_task_ms: a replay link of 1,000,000 Perma pulls (the cap), opened in a fresh page,
 *   until its pulls are shown, and the longest main-thread task from the navigation on.
 */

import type { Browser, Page } from '@playwright/test';
import { CHARACTERS } from '../src/catalogue/characters';
import { buildRules } from '../src/engine/pulls/rules';
import { collectPageErrors, longestTaskSince, observeLongTasks, runIfMain, runStandalone } from './harness';
import { measureSummonBatch } from './summon-batch';

export const LUCK_BROWSER_TARGETS = { luck_longest_task_ms: 50, replay_longest_task_ms: 50 } as const;

export interface LuckBrowserMeasurement {
  readonly luck_panel_ms: number;
  readonly luck_longest_task_ms: number;
  readonly replay_1m_ms: number;
  readonly replay_longest_task_ms: number;
}

/** Lets a long task that just ended be reported before it is read. */
function nextFrame(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
}

export async function measureLuckPanel(page: Page, baseUrl: string): Promise<{ ms: number; longest: number }> {
  await page.goto(`${baseUrl}/mysummons`);
  const toggle = page.getByRole('button', { name: 'How lucky have I been?' });
  await toggle.waitFor();
  // Let start-up work (the history load, lazy chunks) settle so the panel is measured alone.
  await page.waitForTimeout(500);
  const since = await page.evaluate(() => performance.now());
  const started = Date.now();
  await toggle.click();
  await page.getByTestId('luck-perma').and(page.locator('[data-method]')).waitFor({ timeout: 60_000 });
  const ms = Date.now() - started;
  await nextFrame(page);
  return { ms, longest: await longestTaskSince(page, since) };
}

export async function measureReplay(page: Page, baseUrl: string): Promise<{ ms: number; longest: number }> {
  // A link as src/lib/summons/replay-link.ts writes them, for the most pulls a link may ask.
  const roster = buildRules(CHARACTERS).rosterHash.toString(16).padStart(8, '0');
  const href = `/mysummons/replay?v=1&banner=perma&seed=1&pity=0&sr=0&count=1000000&roster=${roster}`;
  const started = Date.now();
  await page.goto(`${baseUrl}${href}`);
  await page.getByTestId('replay-summary').waitFor({ timeout: 60_000 });
  await page.getByTestId('pull-card').first().waitFor();
  const ms = Date.now() - started;
  await nextFrame(page);
  return { ms, longest: await longestTaskSince(page, 0) };
}

export async function measureLuckAndReplay(page: Page, baseUrl: string): Promise<LuckBrowserMeasurement> {
  const luck = await measureLuckPanel(page, baseUrl);
  const replay = await measureReplay(page, baseUrl);
  return {
    luck_panel_ms: luck.ms,
    luck_longest_task_ms: Math.round(luck.longest),
    replay_1m_ms: replay.ms,
    replay_longest_task_ms: Math.round(replay.longest),
  };
}

async function measureStandalone(browser: Browser, baseUrl: string): Promise<LuckBrowserMeasurement> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems = collectPageErrors(page);
  await observeLongTasks(page);
  await measureSummonBatch(page, baseUrl, Number(process.env.BENCH_PULLS ?? 10_000_000));
  const result = await measureLuckAndReplay(page, baseUrl);
  if (problems.length > 0) throw new Error(`The page reported errors:\n${problems.join('\n')}`);
  return result;
}

runIfMain(import.meta.url, () =>
  runStandalone(4352, measureStandalone, (result) => [
    ['luck_panel_ms', result.luck_panel_ms, undefined],
    ['luck_longest_task_ms', result.luck_longest_task_ms, LUCK_BROWSER_TARGETS.luck_longest_task_ms],
    ['replay_1m_ms', result.replay_1m_ms, undefined],
    ['replay_longest_task_ms', result.replay_longest_task_ms, LUCK_BROWSER_TARGETS.replay_longest_task_ms],
  ]),
);
