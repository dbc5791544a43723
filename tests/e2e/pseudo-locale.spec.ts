import { pseudoText } from '../../src/i18n/pseudo-locale';
import { expect, expectNoBrokenImages, test } from './fixtures';
import { seedHistory, settle } from './flows';
import { cutOffTexts, readingPseudoLocale, startInPseudoLocale } from './pseudo-locale';
import { VISUAL_STATES } from './visual-states';

const DAY = 24 * 60 * 60 * 1000;

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

test('the crash screen and the backup reminder in the pseudo-locale at 390 px: nothing overflows or is cut off', async ({
  page: browserPage,
}) => {
  await startInPseudoLocale(browserPage);
  const page = readingPseudoLocale(browserPage);
  await page.setViewportSize({ width: 390, height: 844 });
  // A returning player whose changes went unexported for a week and more: the reminder shows.
  const now = Date.now();
  const record = {
    version: 1,
    firstVisitAt: now - 60 * DAY,
    exportedAt: now - 40 * DAY,
    exportedCount: 0,
    exportedPrint: '00000000',
    changedAt: now - 9 * DAY,
    remindedAt: null,
  };
  await seedHistory(page, [{ banner: 'perma', count: 20, seed: 3 }], [['backupRecord', JSON.stringify(record)]]);
  // The Countdown screen's code arrives broken: the shell shows the crash screen in its place.
  await page.route('**/assets/countdown-page-*.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("broken on purpose");' }),
  );
  await page.goto('/Countdown');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pseudoText('Something went wrong'));
  await expect(page.getByRole('button', { name: 'Export my data' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  await settle(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBe(0);
  expect(await cutOffTexts(page)).toEqual([]);
});
