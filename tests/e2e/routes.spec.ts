import { expect, expectNoBrokenImages, test } from './fixtures';
import { SCREENS } from './screens';

test.describe('routes', () => {
  for (const screen of SCREENS) {
    for (const path of [screen.path, ...screen.variants]) {
      test(`${path} renders its screen with its nav link active and no broken image`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByTestId(screen.testId)).toBeVisible();
        await expect(page.locator('.nav-link.active')).toHaveCount(1);
        await expect(page.locator('.nav-link.active')).toHaveAttribute('href', screen.path);
        await expectNoBrokenImages(page);
      });
    }
  }

  test('/ redirects to /characters without keeping / in history', async ({ page }) => {
    await page.goto('/summons');
    await page.goto('/');
    await expect(page).toHaveURL(/\/characters$/);
    await expect(page.getByTestId('screen-gallery')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/summons$/);
  });

  test('an unknown path shows the 404 text', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page.getByText('404 - Page not found')).toBeVisible();
  });

  test('the nav links move between screens', { tag: '@smoke' }, async ({ page }) => {
    await page.goto('/characters');
    for (const screen of SCREENS) {
      await page.locator(`.nav-link[href="${screen.path}"]`).click();
      await expect(page.getByTestId(screen.testId)).toBeVisible();
    }
  });
});
