import { runAxe } from './axe';
import { expect, expectNoBrokenImages, startInTheme, test } from './fixtures';
import { settle } from './flows';
import { VISUAL_STATES } from './visual-states';

/** The three widths every screen is laid out for: a phone, a tablet and a desktop. */
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 900 },
] as const;

/**
 * Every screen and state in both themes at 390, 768 and 1280 px: none scrolls sideways, no image is broken, and a
 * full-page picture of each is attached to the test's results (the end-to-end run's artefacts). One page per look
 * walks the states in turn. The tablet width, which the accessibility scans (a11y.spec.ts) do not visit, is
 * scanned with axe here.
 */
for (const theme of ['dark', 'light'] as const) {
  for (const size of WIDTHS) {
    test(`every screen and state, ${theme} theme, ${size.width} px`, async ({ page }, testInfo) => {
      test.setTimeout(180_000);
      await startInTheme(page, theme);
      // Still pictures: the countdown's portraits stand still and the pull reveal does not start.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize(size);
      const findings: string[] = [];
      for (const state of VISUAL_STATES) {
        await state.enter(page);
        await expect(page.locator('body')).toHaveClass(new RegExp(`\\b${theme}\\b`));
        await expectNoBrokenImages(page);
        // The page from its top, where a visitor starts reading (a full-page picture keeps the sticky bar where it is).
        await page.evaluate(() => window.scrollTo(0, 0));
        await settle(page);
        const overflow = await page.evaluate(() => {
          const root = document.documentElement;
          return root.scrollWidth - root.clientWidth;
        });
        expect(overflow, `${state.name} scrolls sideways at ${size.width} px`).toBeLessThanOrEqual(0);

        const name = `${state.name}-${theme}-${size.width}`;
        const file = testInfo.outputPath(`${name}.png`);
        // A dialog is pictured as the player sees it: over the screen's visible part.
        const dialog = (await page.getByRole('dialog').count()) > 0;
        await page.screenshot({ path: file, fullPage: !dialog, animations: 'disabled' });
        await testInfo.attach(name, { path: file, contentType: 'image/png' });

        if (size.width === 768) {
          const { violations } = await runAxe(page);
          for (const v of violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
            findings.push(`[${state.name}] ${v.id}: ${v.targets.slice(0, 5).join(' | ')}`);
          }
        }
      }
      expect(findings, 'serious or critical accessibility findings').toEqual([]);
    });
  }
}
