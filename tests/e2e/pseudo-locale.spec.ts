import { expect, expectNoBrokenImages, test } from './fixtures';
import { settle } from './flows';
import { cutOffTexts, readingPseudoLocale, startInPseudoLocale } from './pseudo-locale';
import { VISUAL_STATES } from './visual-states';

/**
 * Every screen and state of the screenshots run (visual-states.ts) on a phone, 390 px wide, in the pseudo-locale:
 * every translated text about 40% longer and accented. Nothing may scroll sideways, and no such text may be cut off.
 * One page walks the states in turn.
 */
test('every screen and state in the pseudo-locale at 390 px: nothing overflows or is cut off', async ({
  page: browserPage,
}) => {
  test.setTimeout(180_000);
  await startInPseudoLocale(browserPage);
  const page = readingPseudoLocale(browserPage);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 390, height: 844 });
  const findings: string[] = [];
  for (const state of VISUAL_STATES) {
    await state.enter(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    await expectNoBrokenImages(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await settle(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (overflow > 0) findings.push(`[${state.name}] the page scrolls sideways by ${overflow} px`);
    findings.push(...(await cutOffTexts(page)).map((text) => `[${state.name}] ${text}`));
  }
  expect(findings).toEqual([]);
});
