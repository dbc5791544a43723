import type { Page, TestInfo } from '@playwright/test';
import { runAxe } from './axe';
import { expect, expectNoBrokenImages, startInTheme, test } from './fixtures';
import { settle } from './flows';
import { VISUAL_STATES } from './visual-states';

/** The three widths every screen is laid out for: a phone, a tablet and a desktop. */
const PHONE = { width: 390, height: 844 };
const TABLET = { width: 768, height: 1024 };
const DESKTOP = { width: 1280, height: 900 };

/**
 * Every screen and state in both themes at 390, 768 and 1280 px: none scrolls sideways, no image is broken, and a
 * full-page picture of each is attached to the test's results (the end-to-end run's artefacts). One page per theme
 * walks the states in turn; each state is entered once, at a phone's width in the dark theme and at a desktop's in
 * the light one, so the states are reached through both layouts, and then laid out at the other widths as a
 * resized window would be. The tablet width, which the accessibility scans (a11y.spec.ts) do not visit, is scanned
 * with axe here.
 */
const WALKS = [
  { theme: 'dark', widths: [PHONE, TABLET, DESKTOP] },
  { theme: 'light', widths: [DESKTOP, TABLET, PHONE] },
] as const;

for (const { theme, widths } of WALKS) {
  test(`every screen and state, ${theme} theme, at 390, 768 and 1280 px`, async ({ page }, testInfo) => {
    test.setTimeout(240_000);
    await startInTheme(page, theme);
    // Still pictures: the countdown's portraits stand still and the pull reveal does not start.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const findings: string[] = [];
    for (const state of VISUAL_STATES) {
      await page.setViewportSize(widths[0]);
      await state.enter(page);
      await expect(page.locator('body')).toHaveClass(new RegExp(`\\b${theme}\\b`));
      for (const size of widths) {
        await page.setViewportSize(size);
        await checkLook(page, testInfo, `${state.name}-${theme}-${size.width}`);
        if (size === TABLET) {
          const { violations } = await runAxe(page);
          for (const v of violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
            findings.push(`[${state.name}] ${v.id}: ${v.targets.slice(0, 5).join(' | ')}`);
          }
        }
      }
    }
    expect(findings, 'serious or critical accessibility findings').toEqual([]);
  });
}

/** The state as laid out now: no broken image, no sideways scroll, and its picture attached. */
async function checkLook(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expectNoBrokenImages(page);
  // The page from its top, where a visitor starts reading (a full-page picture keeps the sticky bar where it is).
  await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page);
  const overflow = await page.evaluate(() => {
    const root = document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  const file = testInfo.outputPath(`${name}.png`);
  // A dialog is pictured as the player sees it: over the screen's visible part.
  const dialog = (await page.getByRole('dialog').count()) > 0;
  await page.screenshot({ path: file, fullPage: !dialog, animations: 'disabled' });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}
