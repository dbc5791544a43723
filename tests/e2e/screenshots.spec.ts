import { expect, expectNoBrokenImages, test, startInTheme } from './fixtures';
import { SCREENS } from './screens';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** A picture of every screen in both themes at desktop and phone widths, kept in test-results/. */
for (const theme of ['dark', 'light'] as const) {
  for (const viewport of VIEWPORTS) {
    test(`screenshots: ${theme} ${viewport.name}`, async ({ page }, testInfo) => {
      await startInTheme(page, theme);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      for (const screen of SCREENS) {
        await page.goto(screen.path);
        await expect(page.getByTestId(screen.testId)).toBeVisible();
        await expect(page.locator('body')).toHaveClass(new RegExp(`\\b${theme}\\b`));
        await expectNoBrokenImages(page);
        const noHorizontalScroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
        expect(noHorizontalScroll, `${screen.path} fits the ${viewport.name} width`).toBe(true);
        const file = testInfo.outputPath(`${screen.name}-${theme}-${viewport.name}.png`);
        await page.screenshot({ path: file, animations: 'disabled' });
        await testInfo.attach(`${screen.name}-${theme}-${viewport.name}`, { path: file, contentType: 'image/png' });
      }
    });
  }
}
