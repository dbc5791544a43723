import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { runAxe } from './axe';
import { expect, test } from './fixtures';
import { openScreen, openYourData, seedHistory } from './flows';

const DAY = 24 * 60 * 60 * 1000;

/** A player who has been here before, with 500 pulls whose first change went unexported `days` days ago. */
async function returningPlayer(page: Page, days: number) {
  const now = Date.now();
  const record = {
    version: 1,
    firstVisitAt: now - 60 * DAY,
    exportedAt: now - 40 * DAY,
    exportedCount: 0,
    exportedPrint: '00000000',
    changedAt: now - days * DAY,
    remindedAt: null,
  };
  await seedHistory(page, [{ banner: 'perma', count: 500, seed: 3 }], [['backupRecord', JSON.stringify(record)]]);
}

function reminder(page: Page) {
  return page.getByRole('status').filter({ hasText: 'are in no backup' });
}

test.describe('the backup reminder', () => {
  test('a week of unexported changes: the player is reminded, and Export downloads everything', async ({ page }) => {
    await returningPlayer(page, 9);
    await openScreen(page, '/characters');
    await expect(reminder(page)).toHaveText(/Your changes of the last 9 days are in no backup\./);

    const serious = (await runAxe(page)).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious).toEqual([]);

    const downloading = page.waitForEvent('download');
    await reminder(page).getByRole('button', { name: 'Export my data' }).click();
    const file = JSON.parse(await readFile(await (await downloading).path(), 'utf8'));
    expect(file).toMatchObject({ format: 'etheria-companion-data', summons: { summonCount: 500 } });
    await expect(page.getByRole('status').filter({ hasText: /^Exported 500 pulls/ })).toBeVisible();

    // The export is stored: the data dialog says when it was made, after a reload too.
    await page.reload();
    const dialog = await openYourData(page);
    await expect(dialog.getByTestId('last-export')).toHaveText(/^Last exported from this browser on .+\.$/);
  });

  test('Dismiss puts the reminder away', async ({ page }) => {
    await returningPlayer(page, 12);
    await openScreen(page, '/summons');
    await expect(reminder(page)).toBeVisible();
    await reminder(page).getByRole('button', { name: 'Dismiss' }).click();
    await expect(reminder(page)).toHaveCount(0);
    await expect(page.getByTestId('screen-summons')).toBeVisible();
  });
});
