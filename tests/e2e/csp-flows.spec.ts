import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { installOffline, openScreen, openSummons, openYourData, pull, seedTierList } from './flows';
import { SCREENS } from './screens';

/**
 * The policy allows images and connections from the site's own origin only: no data: and no blob:, once allowed for
 * the PNG export. These tests run every flow that draws, shares or saves something (the art of every screen,
 * both PNG exports, the tier list's share link, the team and data file downloads), with and without the service
 * worker, and fail on any violation (the fixture). Apart from the policy, Chromium's network layer is watched too, so
 * that a data: or blob: load is seen even where the policy would not govern it.
 */

interface Request {
  readonly url: string;
  /** Who asked: 'parser' (markup or a stylesheet), 'script', or 'other' (the browser itself). */
  readonly initiator: string;
}

/** Every URL the page asks Chromium to load, whatever its scheme, from now on. */
async function recordRequests(page: Page): Promise<Request[]> {
  const seen: Request[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Network.requestWillBeSent', ({ request, initiator }) =>
    seen.push({ url: request.url, initiator: initiator.type }),
  );
  await cdp.send('Network.enable');
  return seen;
}

/** Waits for the download `start` causes and checks its file name. */
async function expectDownload(page: Page, fileName: string | RegExp, start: () => Promise<void>): Promise<void> {
  const download = page.waitForEvent('download');
  await start();
  expect((await download).suggestedFilename()).toMatch(fileName);
}

/** Every flow that once went through data: or blob: URLs, each waited on until it has said it is done. */
async function drawShareAndSave(page: Page): Promise<void> {
  // The art: every screen with all its images loaded (openScreen fails on a broken one).
  for (const screen of SCREENS) await openScreen(page, screen.path);

  // The tier list: a PNG with portraits drawn, then its share link opened. Seeded only now, as the screen's readiness
  // above counts every character in the pool.
  await seedTierList(page, { S: ['freya', 'mia'], B: ['vice'] });
  await page.goto('/tierMaker');
  await expect(page.getByRole('group', { name: 'Tier S' }).getByRole('img')).toHaveCount(2);
  await expectDownload(page, 'my-tier-list.png', () => page.getByRole('button', { name: 'Export image' }).click());
  await expect(page.getByRole('status').filter({ hasText: 'Image exported.' })).toBeVisible();
  await page.getByRole('button', { name: 'Share' }).click();
  await page.goto(await page.getByLabel('Share link').inputValue());
  await expect(page.getByRole('status').filter({ hasText: 'Opened the shared list' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Tier S' }).getByRole('img')).toHaveCount(2);

  // The team file.
  await openScreen(page, '/teammaker');
  await page.getByRole('button', { name: 'Add Freya', exact: true }).click();
  await expectDownload(page, 'teams.json', () => page.getByRole('button', { name: 'Export teams' }).click());

  // The top results PNG, after a batch pulled in the engine worker.
  await openSummons(page);
  await pull(page, 10, 7);
  await page.getByRole('button', { name: 'Share the last batch' }).click();
  await expectDownload(page, /^top-results-.*\.png$/, () =>
    page.getByRole('button', { name: 'Save top results as PNG' }).click(),
  );
  await expect(page.getByRole('status').filter({ hasText: 'Image saved.' })).toBeVisible();

  // The data file.
  const dialog = await openYourData(page);
  await expectDownload(page, /\.json$/, () => dialog.getByRole('button', { name: 'Export my data' }).click());
  await expect(dialog.getByRole('status')).toContainText('Exported 10 pulls');
}

/**
 * The page's own data: and blob: loads: none. Chromium draws a date field's calendar button from a data: image of
 * its own stylesheet (the plan screen has one); the browser asks for it ('other'), and no policy of the page governs it.
 */
function pagesOwn(requests: readonly Request[]): Request[] {
  return requests.filter(({ url, initiator }) => /^(data|blob):/.test(url) && initiator !== 'other');
}

test('the art, both PNG exports, the share link and the downloads load nothing from data: or blob:', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const requests = await recordRequests(page);
  await drawShareAndSave(page);
  expect(pagesOwn(requests)).toEqual([]);
  // The recording saw the flows' own loads: the portraits, and the engine worker from its own file (not a blob:).
  expect(requests.some(({ url }) => url.includes('/characters/'))).toBe(true);
  expect(requests.some(({ url }) => /\/assets\/engine\.worker-[\w-]+\.js$/.test(url))).toBe(true);
});

test.describe('with the service worker answering', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the same flows load nothing from data: or blob:', async ({ page }) => {
    test.setTimeout(120_000);
    await installOffline(page);
    const requests = await recordRequests(page);
    await drawShareAndSave(page);
    expect(pagesOwn(requests)).toEqual([]);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  });
});
