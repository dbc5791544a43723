import { expect, expectNoBrokenImages, test } from './fixtures';
import { SCREENS, navOf } from './screens';

test.describe('routes', () => {
  for (const screen of SCREENS) {
    for (const path of [screen.path, ...screen.variants]) {
      test(`${path} renders its screen with its nav link active and no broken image`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByTestId(screen.testId)).toBeVisible();
        await expect(page.locator('.nav-link.active')).toHaveCount(1);
        await expect(page.locator('.nav-link.active')).toHaveAttribute('href', navOf(screen));
        await expect(page.locator('.nav-link')).toHaveCount(7);
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

  test("a first visit asks for its screen's chunks before the app's code has run, and fetches each once", async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/')) fetched.push(new URL(request.url()).pathname);
    });
    await page.goto('/TierMaker/');
    await expect(page.getByTestId('screen-tier-list')).toBeVisible();
    const preloaded = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => [link.getAttribute('href'), link.getAttribute('fetchpriority')]));
    // Below the app's main chunk and its own imports, which the page asks for at the usual priority.
    expect(preloaded.filter(([href]) => /\/assets\/tier-list-page-[\w-]+\.js$/.test(href ?? ''))).toEqual([
      [expect.any(String), 'low'],
    ]);
    const mainImports = preloaded.filter(([, priority]) => priority !== 'low').map(([href]) => href);
    expect(mainImports.length).toBeGreaterThan(0);
    expect(preloaded.filter(([href, priority]) => priority === 'low' && mainImports.includes(href))).toEqual([]);
    // The app's own loader found them already asked for: nothing was fetched twice.
    expect(fetched.filter((path, i) => fetched.indexOf(path) !== i)).toEqual([]);
  });

  test('an unknown path shows the 404 text', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page.getByText('404 - Page not found')).toBeVisible();
  });

  test('every screen has a title of its own, with the site description', async ({ page }) => {
    const titles = new Set<string>();
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await expect(page.getByTestId(screen.testId)).toBeVisible();
      await expect(page).toHaveTitle(/^[^·]+ · Etheria: Restart companion$/);
      titles.add(await page.title());
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Etheria: Restart/);
    }
    expect(titles.size).toBe(SCREENS.length);
  });

  test('/robots.txt is a robots file allowing every screen, not the app', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n').filter((line) => line && !line.startsWith('#'));
    expect(lines).toEqual(['User-agent: *', 'Allow: /']);
  });

  test('the nav links move between screens', { tag: '@smoke' }, async ({ page }) => {
    await page.goto('/characters');
    for (const screen of SCREENS.filter((s) => navOf(s) === s.path)) {
      await page.locator(`.nav-link[href="${screen.path}"]`).click();
      await expect(page.getByTestId(screen.testId)).toBeVisible();
    }
  });

  test('a deep link to the plan view, and a reload of it, open the plan view', async ({ page }) => {
    await page.goto('/HowMuchTo/plan');
    await expect(page.getByTestId('screen-plan')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('screen-plan')).toBeVisible();
    await expect(page).toHaveTitle('Plan my pulls · Etheria: Restart companion');
    await page.getByRole('link', { name: '← How Much To' }).click();
    await expect(page.getByTestId('screen-how-much-to')).toBeVisible();
    await page.getByRole('link', { name: 'Plan my pulls' }).click();
    await expect(page.getByTestId('screen-plan')).toBeVisible();
    await page.goBack();
    await expect(page.getByTestId('screen-how-much-to')).toBeVisible();
  });
});
