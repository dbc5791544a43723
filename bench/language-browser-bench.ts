/**
 * Switching language on a full screen: `measureLanguageSwitch(browser, baseUrl)` for the main browser bench, or
 * `npx tsx bench/language-browser-bench.ts` on an existing build (BENCH_PORT, default 4899; BENCH_DIST, dist).
 *
 * A fresh browser context (nothing cached, so the French catalogue is fetched when chosen) opens /characters, the
 * gallery with every character card drawn. With the language control, as a player would, it switches from "As
 * specified" to Français, then back. The page itself stamps the control's `change` event and the first moment the
 * page shows the new language (a MutationObserver checks the main navigation's name and links and `<html lang>` after
 * every change of the page), so neither end waits for the bench's polling. It returns
 * - language_switch_ms: from the change event to the page in French, the catalogue's fetch included;
 * - language_switch_back_ms: the same for the way back, to the source language, whose first messages are always
 *   loaded and whose others are fetched then (the gallery needs none of them, so a page opened on it has none);
 * - language_switch_longest_task_ms: the longest main-thread task during either switch (0 when no task passed 50 ms,
 *   the `longtask` observer's threshold); the target is one task of 50 ms or less.
 *
 * Then it opens every other screen in turn and switches there and back on each (the catalogue is cached by then, as
 * it is for a player who switched once): language_switch_screens_longest_task_ms is the longest task over all of
 * them, and language_switch_slowest_screen names the screen it was on.
 */

import type { Browser, Page } from '@playwright/test';
import { paths } from '../src/app/paths';
import { longestTaskSince, observeLongTasks, runIfMain, runStandalone, type TableRow } from './harness';

export const LANGUAGE_SWITCH_TARGETS = {
  language_switch_longest_task_ms: 50,
  language_switch_screens_longest_task_ms: 50,
} as const;

/** The screens switched on after the gallery: every route but the gallery, the redirect and the replay view. */
const OTHER_SCREENS: readonly string[] = Object.values(paths).filter(
  (path) => path !== paths.home && path !== paths.characters && path !== paths.mySummonsReplay,
);

export interface LanguageSwitchMeasurement {
  readonly language_switch_ms: number;
  readonly language_switch_back_ms: number;
  readonly language_switch_longest_task_ms: number;
  readonly language_switch_screens_longest_task_ms: number;
  readonly language_switch_slowest_screen: string;
}

/** What the page shows in each language: the main navigation's name, its first link and `<html lang>`. */
const SHOWN = {
  fr: { nav: 'Principale', first: 'Personnages', lang: 'fr' },
  'as-specified': { nav: 'Main', first: 'Characters', lang: 'en' },
} as const;

/**
 * Chooses `label` in the language control and resolves with the milliseconds from its change event to the page
 * showing `shown`, and the page's clock when the change event fired.
 */
async function switchTo(
  page: Page,
  label: string,
  shown: (typeof SHOWN)[keyof typeof SHOWN],
): Promise<{ ms: number; changedAt: number }> {
  // The page listens before the control is touched, and keeps what it measured where the bench can wait for it.
  await page.evaluate((expected) => {
    const w = window as unknown as { __languageSwitch?: { ms: number; changedAt: number } };
    delete w.__languageSwitch;
    const select = document.querySelector<HTMLSelectElement>('[data-testid="language-select"]');
    if (!select) throw new Error('No language control on the page');
    select.addEventListener(
      'change',
      () => {
        const changedAt = performance.now();
        const observer = new MutationObserver(() => {
          // (No named helper here: the bench's compiler would wrap it in a function the page lacks.)
          const nav = document.querySelector('header nav');
          const shownNow =
            nav?.getAttribute('aria-label') === expected.nav &&
            nav.querySelector('a')?.textContent === expected.first &&
            document.documentElement.lang === expected.lang;
          if (!shownNow) return;
          observer.disconnect();
          w.__languageSwitch = { ms: performance.now() - changedAt, changedAt };
        });
        observer.observe(document.documentElement, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
        });
      },
      { once: true, capture: true },
    );
  }, shown);
  await page.getByTestId('language-select').selectOption({ label });
  const timing = await page.waitForFunction(
    () => (window as unknown as { __languageSwitch?: { ms: number; changedAt: number } }).__languageSwitch,
    undefined,
    { timeout: 60_000 },
  );
  return (await timing.jsonValue())!;
}

/** Waits until long tasks that ended by now have been reported (the observer hears of them a task later). */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))));
}

export async function measureLanguageSwitch(browser: Browser, baseUrl: string): Promise<LanguageSwitchMeasurement> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await observeLongTasks(page);
    await page.goto(`${baseUrl}/characters`);
    await page.waitForFunction(
      () => {
        const portrait = document.querySelector<HTMLImageElement>('[data-testid="screen-gallery"] img');
        return portrait !== null && portrait.complete && portrait.naturalWidth > 0;
      },
      undefined,
      { timeout: 60_000, polling: 'raf' },
    );
    await settle(page);
    const there = await switchTo(page, 'Français', SHOWN.fr);
    await settle(page);
    const back = await switchTo(page, 'As specified', SHOWN['as-specified']);
    await settle(page);
    const onGallery = Math.round(await longestTaskSince(page, there.changedAt));
    let slowest = { ms: -1, screen: '' };
    for (const path of OTHER_SCREENS) {
      await page.goto(`${baseUrl}${path}`);
      await page.locator('main [data-testid^="screen-"]').first().waitFor({ timeout: 60_000 });
      await settle(page);
      const switched = await switchTo(page, 'Français', SHOWN.fr);
      await settle(page);
      await switchTo(page, 'As specified', SHOWN['as-specified']);
      await settle(page);
      const ms = Math.round(await longestTaskSince(page, switched.changedAt));
      if (ms > slowest.ms) slowest = { ms, screen: path };
    }
    return {
      language_switch_ms: Math.round(there.ms),
      language_switch_back_ms: Math.round(back.ms),
      language_switch_longest_task_ms: onGallery,
      language_switch_screens_longest_task_ms: slowest.ms,
      language_switch_slowest_screen: slowest.screen,
    };
  } finally {
    await context.close();
  }
}

export function languageSwitchRows(result: LanguageSwitchMeasurement): TableRow[] {
  return [
    ['language_switch_ms', result.language_switch_ms, undefined],
    ['language_switch_back_ms', result.language_switch_back_ms, undefined],
    [
      'language_switch_longest_task_ms',
      result.language_switch_longest_task_ms,
      LANGUAGE_SWITCH_TARGETS.language_switch_longest_task_ms,
    ],
    [
      'language_switch_screens_longest_task_ms',
      result.language_switch_screens_longest_task_ms,
      LANGUAGE_SWITCH_TARGETS.language_switch_screens_longest_task_ms,
    ],
  ];
}

runIfMain(import.meta.url, () => runStandalone(4899, measureLanguageSwitch, languageSwitchRows));
