import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { cards, openSummons, settle, summonCount } from './flows';
import { cutOffTexts, readingPseudoLocale, startInPseudoLocale } from './pseudo-locale';
import { slowEngineWorker } from './slow-engine';

/** French groups thousands with a narrow no-break space: 2 000 000. */
const NNBSP = '\u202f';

test(
  'a language switch keeps a running batch going; it finishes and its results read in the new language',
  { tag: '@heavy' },
  async ({ page }) => {
    test.setTimeout(120_000);
    // Eight chunks of pulls, each at least 400 ms apart: the batch runs for seconds whatever the machine.
    const worker = await slowEngineWorker(page, 400);
    await openSummons(page);
    await page.getByLabel('Seed (optional)').fill('5');
    await page.getByRole('spinbutton', { name: 'Custom pull count' }).fill('2000000');
    await page.getByRole('button', { name: 'Pull 2000000', exact: true }).click();
    const bar = page.getByRole('progressbar', { name: 'Pulling' });
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 30_000 })
      .toBeGreaterThan(0);
    expect(worker.slowed).toBe(true);

    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Français' });
    // Still running, now in French.
    await expect(page.getByRole('progressbar', { name: 'Tirage en cours' })).toBeVisible();
    await expect(page.getByTestId('batch-progress')).toContainText(`2${NNBSP}000${NNBSP}000 tirages`);
    await expect(page.getByRole('button', { name: 'Annuler' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tirer x1', exact: true })).toBeDisabled();

    await expect(summonCount(page)).toHaveText(`2${NNBSP}000${NNBSP}000`, { timeout: 60_000 });
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByTestId('result-count')).toHaveText(`2${NNBSP}000${NNBSP}000 résultats`);
    await expect(cards(page).first().locator('.pull-card-number')).toHaveText('Tirage #2000000');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invocation Perma');
    await expect(page.getByRole('button', { name: 'Tirer x1', exact: true })).toBeEnabled();
    await expect(page.getByRole('alert')).toHaveCount(0);
  },
);

/** The controls the layout check opens, named in the language it runs in. */
interface Names {
  readonly pullX10: string;
  readonly setCounters: string;
  readonly realPity: string;
  readonly share: string;
}

const SPECIFIED_NAMES: Names = {
  pullX10: 'Pull x10',
  setCounters: 'Set counters',
  realPity: 'My real pity',
  share: 'Share the last batch',
};
const FRENCH_NAMES: Names = {
  pullX10: 'Tirer x10',
  setCounters: 'Régler les compteurs',
  realPity: 'Ma pity réelle',
  share: 'Partager le dernier lot',
};

/** Pulls ten, then opens every part of the screen that is closed at first: the counters' form and both panels. */
async function openEveryPart(page: Page, names: Names) {
  await page.getByRole('button', { name: names.pullX10, exact: true }).click();
  await expect(cards(page)).toHaveCount(10);
  await page.getByRole('button', { name: names.setCounters, exact: true }).click();
  await page.getByRole('button', { name: names.realPity, exact: true }).click();
  await page.getByRole('button', { name: names.share, exact: true }).click();
  await expect(page.getByTestId('replay-link')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page);
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('the Summon screen at 390 px with every part open', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('in French, nothing scrolls sideways', async ({ page }) => {
    await openSummons(page);
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Français' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invocation Perma');
    await openEveryPart(page, FRENCH_NAMES);
    expect(await sidewaysScroll(page)).toBe(0);
  });

  test('in the pseudo-locale, nothing scrolls sideways or is cut off', async ({ page: browserPage }) => {
    await startInPseudoLocale(browserPage);
    const page = readingPseudoLocale(browserPage);
    await openSummons(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    await openEveryPart(page, SPECIFIED_NAMES);
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await cutOffTexts(page)).toEqual([]);
  });
});
