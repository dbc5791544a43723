import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openScreen, seedHistory, settle } from './flows';
import { cutOffTexts, readingPseudoLocale, startInPseudoLocale } from './pseudo-locale';

/**
 * My Summons with its luck answers and replay links open, a replay with its question, and How Much To with its
 * results and odds, on a phone 390 px wide in French and in the pseudo-locale (every word about 40% longer): nothing
 * may scroll sideways, and no pseudo-locale text may be cut off. These states are beyond the screenshots run's.
 */

/** What the layout breaks at this step, if anything. */
async function layoutFindings(page: Page, step: string): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  const found = overflow > 0 ? [`the page scrolls sideways by ${overflow} px`] : [];
  found.push(...(await cutOffTexts(page)));
  return found.map((text) => `[${step}] ${text}`);
}

/** Opens the disclosure of `container` (the luck panel, the replay links), closed at first. */
async function openDisclosure(page: Page, container: string): Promise<void> {
  const toggle = page.locator(`${container} button[aria-expanded]`).first();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

async function walk(page: Page): Promise<string[]> {
  const findings: string[] = [];
  await openScreen(page, '/mysummons');
  await openDisclosure(page, '.luck-panel');
  await expect(page.getByTestId('luck-perma').locator('.luck-headline')).toBeVisible({ timeout: 20_000 });
  await openDisclosure(page, '.batch-links');
  await expect(page.locator('.batch-link-list li')).toHaveCount(2);
  findings.push(...(await layoutFindings(page, 'my summons, luck and replay links')));

  await page.locator('.batch-link-list a').first().click();
  await expect(page.getByTestId('replay-summary')).toBeVisible({ timeout: 20_000 });
  findings.push(...(await layoutFindings(page, 'replay')));
  await page.locator('.replay button.btn').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  findings.push(...(await layoutFindings(page, 'replay, adding')));
  await page.keyboard.press('Escape');

  // Ready once its characters are listed (the shared helper waits for the heading's English name).
  await page.goto('/HowMuchTo');
  await expect(page.getByTestId('pick-rosa')).toBeVisible();
  await page.getByTestId('pick-rosa').click();
  await page.getByTestId('pick-holden').click();
  await page.locator('.hmt-start').click();
  await expect(page.getByTestId('budget-answer')).toHaveText(/%/, { timeout: 30_000 });
  findings.push(...(await layoutFindings(page, 'how much to, with odds')));
  await page.locator('.hmt-options select').first().selectOption('limited');
  await expect(page.locator('.hmt-note[role="status"]')).not.toBeEmpty();
  findings.push(...(await layoutFindings(page, 'how much to, a notice')));
  return findings;
}

const HISTORY = [
  { banner: 'perma', count: 1000, seed: 4 },
  { banner: 'perma', count: 10, seed: 5 },
] as const;

test.describe('My Summons, replay and How Much To at 390 px', () => {
  test.beforeEach(async ({ page }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 390, height: 844 });
  });

  test('in French: nothing scrolls sideways', async ({ page }) => {
    await seedHistory(page, HISTORY, [['language', 'fr']]);
    await openScreen(page, '/mysummons');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(await walk(page)).toEqual([]);
  });

  test('in the pseudo-locale: nothing scrolls sideways or is cut off', async ({ page: browserPage }) => {
    await startInPseudoLocale(browserPage);
    const page = readingPseudoLocale(browserPage);
    await seedHistory(page, HISTORY);
    await openScreen(page, '/mysummons');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    expect(await walk(page)).toEqual([]);
  });
});
