import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openScreen, openYourData } from './flows';
import { PLANNER, chanceAll, field, savedPlans, shownTargets } from './planner-flows';

/**
 * The plan view's data: a plan shared as a link opens the same plan in another browser, a damaged link is refused
 * with nothing lost, and plans travel in the data file (Replace restores them, Merge never adds one twice).
 */

/** A plan named `name`: Freya on Limited and two copies of Mia, 8,100 crystals on hand. */
async function makePlan(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Rename' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename plan' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByTestId('add-freya').click();
  await page.getByTestId('add-mia').click();
  await page.getByRole('combobox', { name: 'Copies of Mia' }).selectOption('2');
  await field(page, 'On hand', 'Hydra Crystals').fill('8100');
  await expect(page.getByRole('combobox', { name: 'Plan' })).toHaveValue(/.+/);
}

/** Waits until the plan switcher lists exactly `names`, in order (the screen loads after a navigation). */
async function expectPlanNames(page: Page, names: readonly string[]): Promise<void> {
  await expect(page.getByRole('combobox', { name: 'Plan' }).locator('option')).toHaveText([...names]);
}

test.describe('Plan my pulls: links and backups', () => {
  test('a shared link opens the same plan in a browser that never saw the site, answered there', async ({
    page,
    browser,
  }) => {
    await openScreen(page, PLANNER);
    await makePlan(page, 'Banner week');
    await expect(chanceAll(page)).toHaveText(/^\d+\.\d\d%$/);
    await expect(page.getByTestId('answer-method')).toHaveText(/^Exact/);
    const chance = await chanceAll(page).textContent();
    await page.getByRole('button', { name: 'Share link' }).click();
    const link = await page.getByLabel('Plan link').inputValue();
    expect(new URL(link).pathname).toBe(PLANNER);

    const other = await browser.newContext({ serviceWorkers: 'block' });
    const visitor = await other.newPage();
    await visitor.goto(link);
    await expect(visitor.getByTestId('plan-notice')).toHaveText(
      'The shared plan “Banner week” was added to your plans.',
    );
    expect(await shownTargets(visitor)).toEqual(['Freya ×1 Limited', 'Mia ×2 Perma']);
    await expect(field(visitor, 'On hand', 'Hydra Crystals')).toHaveValue('8100');
    await expect(visitor).toHaveURL(new RegExp(`${PLANNER}$`));
    // An exact answer is the same in any browser.
    await expect(visitor.getByTestId('answer-method')).toHaveText(/^Exact/);
    await expect(chanceAll(visitor)).toHaveText(chance!);
    // A reload does not add it again.
    await visitor.reload();
    await expectPlanNames(visitor, ['Banner week']);
    await other.close();
  });

  test('a damaged link says so, and the saved plans stay exactly as they were', async ({ page }) => {
    await openScreen(page, PLANNER);
    await makePlan(page, 'Keep me');
    const before = await page.evaluate(() => localStorage.getItem('pullPlans'));
    await page.goto(`${PLANNER}?plan=eyJ2IjoxLCJuIjoiWCIsInQiOltbIm5vYm9keSIsMSwicGVybWEiXV19`);
    await expect(page.getByRole('alert')).toHaveText(
      /^This plan link is damaged or incomplete, so no plan was added\. Your saved plans are unchanged\. Ask for the link again\./,
    );
    await expectPlanNames(page, ['Keep me']);
    expect(await page.evaluate(() => localStorage.getItem('pullPlans'))).toBe(before);
  });

  test('plans go into the export file, come back with Replace, and a Merge never adds one twice', async ({ page }) => {
    await openScreen(page, PLANNER);
    await makePlan(page, 'Summer');
    await page.getByRole('button', { name: 'New plan' }).click();
    await page.getByTestId('add-heinrich').click();

    // Export.
    let dialog = await openYourData(page);
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Export my data' }).click();
    const path = await (await downloading).path();
    await expect(dialog.getByRole('status')).toHaveText(/, 0 tier lists, 0 teams and 2 plans to /);
    const file = JSON.parse(await readFile(path, 'utf8')) as { plans: { plans: { name: string }[] } };
    expect(file.plans.plans.map((p) => p.name)).toEqual(['Summer', 'Plan 2']);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Everything gone, then Replace.
    await page.evaluate(() => localStorage.removeItem('pullPlans'));
    await page.reload();
    await expectPlanNames(page, ['My plan']);
    dialog = await openYourData(page);
    await dialog.getByLabel('Data file to import').setInputFiles(path);
    await expect(dialog.getByTestId('data-summary')).toContainText('Plans2');
    await dialog.getByRole('button', { name: 'Replace my data' }).click();
    await dialog.getByRole('button', { name: 'Yes, replace my data' }).click();
    await expect(dialog.getByRole('status')).toHaveText(/, 2 plans\.$/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expectPlanNames(page, ['Summer', 'Plan 2']);
    await page.getByRole('combobox', { name: 'Plan' }).selectOption({ label: 'Summer' });
    expect(await shownTargets(page)).toEqual(['Freya ×1 Limited', 'Mia ×2 Perma']);

    // Merge the same file: nothing is added, twice over.
    for (let i = 0; i < 2; i++) {
      dialog = await openYourData(page);
      await dialog.getByLabel('Data file to import').setInputFiles(path);
      await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
      await dialog.getByRole('button', { name: 'Yes, merge' }).click();
      await expect(dialog.getByRole('status')).toHaveText(
        /^The file was merged into your data: .* and 0 teams added\./,
      );
      await dialog.getByRole('button', { name: 'Close' }).click();
    }
    expect((await savedPlans(page))!.plans.map((p) => p.name)).toEqual(['Summer', 'Plan 2']);
  });
});
