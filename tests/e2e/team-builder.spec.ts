import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { CHARACTERS } from '../../src/catalogue/characters';
import { expect, expectNoBrokenImages, test, startInTheme } from './fixtures';

function group(page: Page, name: string) {
  return page.getByRole('group', { name, exact: true });
}

function teamImages(page: Page) {
  return page.getByRole('list', { name: 'Team members' }).getByRole('img');
}

async function add(page: Page, ...names: string[]) {
  for (const name of names) await page.getByRole('button', { name: `Add ${name}`, exact: true }).click();
}

test.describe('team builder', () => {
  test(
    'filters, builds a team within its limit, colours tags and keeps it across a reload in both stores',
    { tag: '@smoke' },
    async ({ page, context }) => {
      await page.goto('/teammaker');
      await expect(page.getByTestId('screen-team-builder')).toBeVisible();
      await expectNoBrokenImages(page);
      const picks = page.locator('[data-testid^="pick-"]');
      await expect(picks).toHaveCount(CHARACTERS.length);

      await group(page, 'Élément').getByRole('img', { name: 'green' }).click();
      await group(page, 'Rôles').getByRole('button', { name: 'support' }).click();
      await expect(picks).toHaveCount(5);
      await group(page, 'Rareté').getByRole('button', { name: 'sr', exact: true }).click();
      await expect(picks).toHaveCount(2);
      await group(page, 'Élément').getByRole('img', { name: 'green' }).click();
      await group(page, 'Rôles').getByRole('button', { name: 'support' }).click();
      await group(page, 'Rareté').getByRole('button', { name: 'sr', exact: true }).click();
      await expect(picks).toHaveCount(CHARACTERS.length);

      await add(page, 'Freya', 'Mia', 'Rahu', 'Lily', 'Mio', 'Kloss', 'Freya');
      await expect(teamImages(page)).toHaveCount(5);
      await expect(page.getByTestId('team-slots')).toHaveText('5/5');

      const buff = page.locator('.tb-tag[data-tag="buff"]');
      const windup = page.locator('.tb-tag[data-tag="windup"]');
      await expect(buff).toHaveCSS('background-color', 'rgb(46, 125, 50)');
      await expect(windup).toHaveCSS('background-color', 'rgb(245, 124, 0)');

      await page.getByRole('button', { name: 'Remove Mia' }).click();
      await expect(page.getByTestId('team-slots')).toHaveText('4/5');

      const cookie = (await context.cookies()).find((c) => c.name === 'teamData');
      expect(cookie?.sameSite).toBe('Strict');
      expect(cookie?.path).toBe('/');
      expect(Math.round((cookie!.expires * 1000 - Date.now()) / 86_400_000)).toBe(30);
      expect(decodeURIComponent(cookie!.value)).toBe('{"Stuff-Terrormaton":["freya","rahu","lily","mio"]}');

      await page.reload();
      await expect(teamImages(page)).toHaveCount(4);

      // The cookie alone brings the team back.
      await page.evaluate(() => localStorage.removeItem('teamData'));
      await page.reload();
      await expect(teamImages(page)).toHaveCount(4);

      await page.getByRole('button', { name: 'PVP', exact: true }).click();
      await expect(group(page, 'Mob').getByRole('button', { name: 'AFK' })).toHaveAttribute('aria-pressed', 'true');
      await add(page, 'Freya', 'Mia', 'Rahu', 'Lily', 'Mio');
      await expect(page.getByTestId('team-slots')).toHaveText('4/4');
    },
  );

  test('is usable from the keyboard: add with Enter, remove with Space', async ({ page }) => {
    await page.goto('/teammaker');
    await page.getByRole('button', { name: 'Add Heinrich' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Add Lily' }).focus();
    await page.keyboard.press('Enter');
    await expect(teamImages(page)).toHaveCount(2);
    await page.getByRole('button', { name: 'Remove Heinrich' }).focus();
    await page.keyboard.press('Space');
    await expect(teamImages(page)).toHaveCount(1);
    await expect(teamImages(page)).toHaveAttribute('alt', 'Lily');
  });

  test('ignores corrupted saved data and starts empty without errors', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'teamData', value: '%7Bbroken', url: baseURL! }]);
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('teamData', '{"Stuff-Terrormaton": "freya"}');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('/teammaker');
    await expect(page.getByTestId('team-slots')).toHaveText('0/5');
    expect(await page.evaluate(() => localStorage.getItem('teamData'))).toBe('{"Stuff-Terrormaton": "freya"}');
    await add(page, 'Mio');
    await expect(page.getByTestId('team-slots')).toHaveText('1/5');
    expect(await page.evaluate(() => localStorage.getItem('teamData'))).toBe('{"Stuff-Terrormaton":["mio"]}');
  });

  test('a shared link opens the same team for that mob in another browser; a tampered one is refused', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto('/teammaker');
    await page.getByRole('button', { name: 'Shell', exact: true }).click();
    await page.getByRole('button', { name: 'Whitney', exact: true }).click();
    await add(page, 'Kloss', 'Heinrich', 'Rin');
    await page.getByRole('button', { name: 'Share team' }).click();
    await expect(page.getByText('Link copied to the clipboard.')).toBeVisible();
    const link = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    const other = await browser.newContext({ baseURL });
    const friend = await other.newPage();
    const friendErrors: string[] = [];
    friend.on('pageerror', (e) => friendErrors.push(e.message));
    friend.on('console', (m) => m.type() === 'error' && friendErrors.push(m.text()));
    await friend.goto(link);
    const notice = friend.getByTestId('shared-team');
    await expect(notice.getByRole('heading')).toHaveText('Shared team for Shell · Whitney');
    await expect(friend).toHaveURL(/\/teammaker$/);
    await expect(group(friend, 'Mob').getByRole('button', { name: 'Whitney' })).toHaveAttribute('aria-pressed', 'true');
    await notice.getByRole('button', { name: 'Load shared team' }).click();
    await expect(teamImages(friend)).toHaveCount(3);
    await friend.reload();
    await group(friend, 'Type de contenu').getByRole('button', { name: 'Shell' }).click();
    await group(friend, 'Mob').getByRole('button', { name: 'Whitney' }).click();
    await expect(teamImages(friend)).toHaveCount(3);

    await friend.goto(link.replace('rin', 'nobody'));
    await expect(friend.getByRole('alert')).toContainText('This share link is invalid or has been altered');
    await expect(friend.getByTestId('shared-team')).toHaveCount(0);
    await group(friend, 'Type de contenu').getByRole('button', { name: 'Shell' }).click();
    await group(friend, 'Mob').getByRole('button', { name: 'Whitney' }).click();
    await expect(teamImages(friend)).toHaveCount(3);
    expect(friendErrors).toEqual([]);
    await other.close();
  });

  test('exports every team to teams.json and imports it back after confirming', async ({ page }, testInfo) => {
    await page.goto('/teammaker');
    await add(page, 'Freya', 'Mia');
    await page.getByRole('button', { name: 'PVP', exact: true }).click();
    await add(page, 'Lily');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export teams' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('teams.json');
    const file = testInfo.outputPath('teams.json');
    await download.saveAs(file);
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({
      teams: { 'Stuff-Terrormaton': ['freya', 'mia'], 'PVP-AFK': ['lily'] },
    });

    await page.getByRole('button', { name: 'Remove Lily' }).click();
    await page
      .getByLabel('Import teams')
      .setInputFiles({ name: 'junk.json', mimeType: 'application/json', buffer: Buffer.from('{"x":1}') });
    await expect(page.getByRole('alert')).toHaveText(
      'junk.json is not a teams file exported from this site. Nothing was changed.',
    );

    await page.getByLabel('Import teams').setInputFiles(file);
    const dialog = page.getByRole('dialog', { name: 'Import teams' });
    await expect(dialog).toContainText('holds 2 teams (3 characters)');
    await dialog.getByRole('button', { name: 'Replace my teams' }).click();
    await expect(dialog).toBeHidden();
    await expect(teamImages(page)).toHaveAttribute('alt', 'Lily');
  });

  for (const theme of ['dark', 'light'] as const) {
    test(`fits a phone in the ${theme} theme: columns stack, the list keeps 3 columns and 600 px`, async ({ page }) => {
      await startInTheme(page, theme);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/teammaker');
      await expect(page.getByTestId('screen-team-builder')).toBeVisible();
      await expectNoBrokenImages(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      const side = await page.locator('.tb-side').boundingBox();
      const main = await page.locator('.tb-main').boundingBox();
      expect(side!.y).toBeGreaterThan(main!.y + main!.height - 1);
      expect((await page.getByTestId('picker').boundingBox())!.height).toBe(600);
      const xs = await page
        .locator('[data-testid^="pick-"]')
        .evaluateAll((els) => [...new Set(els.map((el) => Math.round(el.getBoundingClientRect().x)))].length);
      expect(xs).toBe(3);

      await page.getByRole('button', { name: 'Add Tiamat' }).click();
      await expect(teamImages(page)).toHaveCount(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect((await page.locator('.tb-side').boundingBox())!.width).toBeLessThanOrEqual(360);
    });
  }

  test('stacked at a tablet width, the right column still stays within 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 700, height: 900 });
    await page.goto('/teammaker');
    const side = await page.locator('.tb-side').boundingBox();
    const main = await page.locator('.tb-main').boundingBox();
    expect(side!.width).toBeLessThanOrEqual(360);
    expect(side!.y).toBeGreaterThan(main!.y);
  });

  test('on a desktop the right column is at most 360 px wide, beside the left one, which takes the rest', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/teammaker');
    const side = await page.locator('.tb-side').boundingBox();
    const main = await page.locator('.tb-main').boundingBox();
    expect(side!.width).toBeLessThanOrEqual(360);
    expect(side!.x).toBeGreaterThan(main!.x + main!.width);
    // No empty band between the columns: the gap between them is the layout's 16 px.
    expect(side!.x - (main!.x + main!.width)).toBeLessThanOrEqual(16.5);
    expect((await page.getByTestId('picker').boundingBox())!.height).toBe(600);
  });
});
