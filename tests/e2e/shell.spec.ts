import { expect, test, startInTheme } from './fixtures';

test.describe('shell', () => {
  test('the theme survives a reload and sets the body class', { tag: '@smoke' }, async ({ page }) => {
    await page.goto('/characters');
    await expect(page.locator('body')).toHaveClass(/\bdark\b/);
    await expect(page.getByTestId('theme-toggle').locator('[data-icon="sun"]')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.getByTestId('theme-toggle').click();
    await expect(page.locator('body')).toHaveClass(/\blight\b/);
    await expect(page.getByTestId('theme-toggle').locator('[data-icon="moon"]')).toBeVisible();

    await page.reload();
    await expect(page.locator('body')).toHaveClass(/\blight\b/);
    await expect(page.locator('body')).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('a corrupted saved theme falls back to dark quietly', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', '<script>'));
    await page.goto('/characters');
    await expect(page.locator('body')).toHaveClass(/\bdark\b/);
  });

  test('the nav bar sticks to the top while scrolling', async ({ page }) => {
    await startInTheme(page, 'light');
    await page.goto('/characters');
    // The screen loads lazily: scroll once there is a page to scroll.
    await expect(page.getByTestId('screen-gallery')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const box = await page.locator('.top-bar').boundingBox();
    expect(box?.y).toBe(0);
  });

  test('the changelog opens with its button and closes with Close and with Escape, returning focus', async ({
    page,
  }) => {
    await page.goto('/characters');
    const opener = page.getByRole('button', { name: 'Changelog' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Changelog' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 3 }).first()).toHaveText('0.3.5 (How much to)');
    await expect(dialog.getByText('Version 0.3.5')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the donation link opens an external page in a new tab', async ({ page }) => {
    await page.goto('/characters');
    const donate = page.getByRole('link', { name: /donate/i });
    await expect(donate).toHaveAttribute('target', '_blank');
    await expect(donate).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('without an analytics setting no request leaves the site', async ({ page, baseURL }) => {
    const foreign: string[] = [];
    page.on('request', (req) => {
      if (!req.url().startsWith(baseURL!) && !req.url().startsWith('data:')) foreign.push(req.url());
    });
    await page.goto('/characters');
    await page.getByRole('link', { name: 'Summon', exact: true }).click();
    await expect(page.getByTestId('screen-summons')).toBeVisible();
    await page.getByRole('link', { name: 'TierMaker' }).click();
    await expect(page.getByTestId('screen-tier-list')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);
  });
});
