import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectNoBrokenImages, test } from './fixtures';
import { holdHistoryLock, installOffline } from './flows';
import { SCREENS } from './screens';

/**
 * Offline support: after one visit the service worker has precached the site, generated art included, and every
 * screen renders with the network off. A new version is offered with a prompt and never forced in the middle of a
 * batch.
 */
test.use({ serviceWorkers: 'allow' });
// One service worker script on disk is changed by the update tests: they run one at a time.
test.describe.configure({ mode: 'serial' });

test('installs: the manifest names the app and its icons load', async ({ page, request }) => {
  await page.goto('/characters');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = (await (await request.get(href!)).json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest.name).toBe('Etheria: Restart companion');
  expect(manifest.start_url).toBe('/characters');
  expect(manifest.display).toBe('standalone');
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.headers()['content-type']).toBe('image/png');
  }
});

test('after one visit every screen renders offline, art included', async ({ page, context }) => {
  test.setTimeout(120_000);
  await installOffline(page);
  await context.setOffline(true);
  for (const screen of SCREENS) {
    await page.goto(screen.path);
    await expect(page.getByTestId(screen.testId)).toBeVisible();
    await expectNoBrokenImages(page);
  }
  // A route typed in another case and a reload both still work offline.
  await page.goto('/SUMMONS');
  await expect(page.getByTestId('screen-summons')).toBeVisible();
  await page.getByRole('button', { name: 'Pull x10' }).click();
  await expect(page.getByText('Pull #10', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('screen-summons')).toBeVisible();
  await context.setOffline(false);
});

test('the service worker leaves /robots.txt to the server instead of answering it with the app', async ({ page }) => {
  await installOffline(page);
  // Opened in a frame: a navigation the service worker sees as such, without the browser then asking for a
  // /favicon.ico (which the site does not have) as it does for a text file shown on its own.
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.id = 'robots';
    frame.src = '/robots.txt';
    document.body.append(frame);
  });
  const robots = page.frameLocator('#robots');
  await expect(robots.locator('body')).toContainText('User-agent: *');
  await expect(robots.locator('#root')).toHaveCount(0);
});

/**
 * Publishes a "new version": the served service worker script changes on disk (the preview server reads files per
 * request), as after a deploy, and the page checks for updates. The original script is put back afterwards.
 */
const SW_FILE = join(process.env.E2E_DIST ?? 'dist', 'sw.js');
let originalWorker: string | null = null;

async function publishNewVersion(page: Page): Promise<void> {
  originalWorker ??= readFileSync(SW_FILE, 'utf8');
  writeFileSync(SW_FILE, `${originalWorker}\n// the next version ${Date.now()}\n`);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
}

test.afterEach(() => {
  if (originalWorker !== null) writeFileSync(SW_FILE, originalWorker);
});

test('a new version is announced and loads only when the player chooses', async ({ page }) => {
  await installOffline(page);
  await publishNewVersion(page);
  const prompt = page.getByTestId('update-prompt');
  await expect(prompt).toContainText('A new version of the site is ready.');
  // "Later" keeps the page as it is; "Reload" activates the new version.
  await prompt.getByRole('button', { name: 'Later' }).click();
  await expect(prompt).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('screen-gallery')).toBeVisible();
  await expect(prompt).toBeVisible();
  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await expect(page.getByTestId('screen-gallery')).toBeVisible();
  await expect(page.getByTestId('update-prompt')).toBeHidden();
});

test('a reload asked for during a batch waits until the batch is saved', async ({ page }) => {
  test.setTimeout(120_000);
  await installOffline(page);
  await page.goto('/summons');
  await expect(page.getByRole('button', { name: 'Pull x1', exact: true })).toBeEnabled();
  await publishNewVersion(page);
  const prompt = page.getByTestId('update-prompt');
  await expect(prompt).toBeVisible();
  // Another tab holds the history (as if it were saving its own batch), so this batch waits and stays in progress.
  const releaseHistory = await holdHistoryLock(page);
  await page.getByRole('spinbutton', { name: 'Custom pull count' }).fill('200000');
  await page.getByRole('button', { name: 'Pull 200000', exact: true }).click();
  await expect(page.getByText(/Waiting for another tab/).first()).toBeVisible();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await expect(prompt.getByRole('button', { name: 'Reloading after the batch…' })).toBeDisabled();
  // Still the same page, batch still waiting: nothing reloaded under it.
  await expect(page.getByText(/Waiting for another tab/).first()).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  await expect(page.getByTestId('summon-count')).toHaveText('0');
  // The lock is released: the batch runs and is saved, then the new version loads with every pull kept.
  const reloaded = page.waitForEvent('load', { timeout: 90_000 });
  await releaseHistory();
  await reloaded;
  await expect(page.getByTestId('update-prompt')).toBeHidden();
  await expect(page.getByTestId('summon-count')).toHaveText('200,000');
});
