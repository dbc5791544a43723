import { expect, expectNoProblems, test, watchProblems } from './fixtures';
import { cards, openScreen, openSummons, pull, settle } from './flows';

test.describe('banner runs', () => {
  test('added by touch on a phone, then shared as a link another browser adds once', async ({ browser }) => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await phone.newPage();
    const onPhone = await watchProblems(page);
    await openScreen(page, '/summons/runs');
    await page.getByRole('button', { name: 'Add a run' }).tap();
    const form = page.getByRole('dialog', { name: 'Add a run' });
    await form.getByLabel('Featured character').selectOption({ label: 'Hoyan' });
    await form.getByLabel('Name (optional)').fill('Hoyan rerun');
    await form.getByLabel('Last day (optional)').fill('2027-01-05');
    await form.getByRole('button', { name: 'Save run' }).tap();
    await expect(form).toBeHidden();
    const item = page.getByRole('listitem').filter({ hasText: 'Hoyan rerun' });
    await expect(item).toContainText('Limited · featuring Hoyan · until 2027-01-05');
    // Nothing of the page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const stored = await page.evaluate(() => localStorage.getItem('bannerRuns'));
    expect(JSON.parse(stored!).runs).toEqual([
      {
        id: expect.stringMatching(/^run-/),
        banner: 'limited',
        featured: 'hoyan',
        name: 'Hoyan rerun',
        end: '2027-01-05',
      },
    ]);

    await phone.grantPermissions(['clipboard-read', 'clipboard-write']);
    await item.getByRole('button', { name: 'Share' }).tap();
    await expect(item.getByRole('status')).toHaveText('Link copied.');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/summons\/runs\?run=[\w-]+$/);
    expectNoProblems(onPhone);
    await phone.close();

    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    const there = await watchProblems(other);
    await other.goto(link);
    await expect(other.getByText('A shared run: Hoyan rerun (until 2027-01-05).')).toBeVisible();
    await other.getByRole('button', { name: 'Add to my runs' }).click();
    await expect(other.getByTestId('runs-message')).toHaveText('Hoyan rerun was added to your runs.');
    await expect(other).toHaveURL(/\/summons\/runs$/);
    await other.goto(link);
    await expect(other.getByText('Hoyan rerun is already in your runs.')).toBeVisible();
    await expect(other.getByRole('list', { name: 'Runs' }).getByRole('listitem')).toHaveCount(2);
    expectNoProblems(there);
    await elsewhere.close();
  });

  // Where the link's line wraps (French on a phone), the line held for it must be as tall as the link's.
  const HOLDS = [
    {
      where: 'as specified on a desktop',
      language: null,
      phone: false,
      link: 'Set up banner runs',
      below: 'My real pity',
    },
    {
      where: 'in French on a phone, where the line takes two',
      language: 'fr',
      phone: true,
      link: 'Configurer des périodes de bannière',
      below: 'Ma pity réelle',
    },
  ] as const;
  for (const hold of HOLDS) {
    test(`switching to Limited moves nothing below the runs line while its code loads, ${hold.where}`, async ({
      page,
    }) => {
      if (hold.phone) await page.setViewportSize({ width: 390, height: 844 });
      if (hold.language) await page.addInitScript((id) => localStorage.setItem('language', id), hold.language);
      // The chooser's code is held back until the button under it has been measured: it may come at any time.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let asked = 0;
      await page.route(/\/assets\/run-chooser-[^/]*\.js$/, async (route) => {
        asked += 1;
        await held;
        await route.continue();
      });
      await page.goto('/summons');
      await expect(page.getByTestId('screen-summons')).toBeVisible();
      await settle(page);
      await page.getByRole('button', { name: 'Limited', exact: true }).click();
      // The code really is held: without this, a renamed chunk would let the test pass without testing anything.
      await expect.poll(() => asked).toBe(1);
      await settle(page);
      const link = page.getByRole('link', { name: hold.link });
      await expect(link).toBeHidden();
      // What holds the place meanwhile: the line's own words, unseen.
      const heldLine = page.locator('.run-chooser-held');
      await expect(heldLine).toBeHidden();
      const words = await heldLine.textContent();
      const button = page.getByRole('button', { name: hold.below });
      const before = (await button.boundingBox())!.y;
      release();
      await expect(link).toBeVisible();
      await expect(page.locator('.run-chooser-link')).toHaveText(words!);
      // The same words take the same room; within a pixel, as layout works in fractions of one.
      expect(Math.abs((await button.boundingBox())!.y - before)).toBeLessThan(1);
      if (hold.phone) {
        // The case it stands for: the link's line really is two lines here.
        const lines = await page
          .locator('.run-chooser-link')
          .evaluate((line) => line.getBoundingClientRect().height / parseFloat(getComputedStyle(line).lineHeight));
        expect(lines).toBeGreaterThan(1.5);
      }
    });
  }

  test('a damaged link says so and adds nothing', async ({ page }) => {
    // A Limited run with no featured character.
    await page.goto('/summons/runs?run=eyJ2IjoxLCJiIjoibGltaXRlZCJ9');
    await expect(page.getByRole('alert')).toContainText('This run link is damaged or incomplete');
    await expect(page).toHaveURL(/\/summons\/runs$/);
    expect(await page.evaluate(() => localStorage.getItem('bannerRuns'))).toBeNull();
  });

  test('a run chosen on the Summon screen pulls its character in the worker, and My Summons replays it', async ({
    page,
  }) => {
    await page.goto('/characters');
    await page.evaluate(() => {
      const run = { id: 'run-0a1b2c', banner: 'limited', featured: 'hoyan', name: 'Hoyan rerun', end: '2027-01-05' };
      localStorage.setItem('bannerRuns', JSON.stringify({ version: 1, runs: [run] }));
    });
    await openSummons(page, 'Limited');
    await pull(page, 10, 3);
    await page.getByRole('combobox', { name: 'Limited run' }).selectOption({ label: 'Hoyan rerun (until 2027-01-05)' });
    await expect(page.getByTestId('runs-share-counters')).toBeVisible();
    // Past hard pity, in the worker (a batch of more than ten pulls is drawn there): the top result is the run's.
    await pull(page, 85, 4);
    await page.getByRole('button', { name: 'Display only SSR and ML' }).click();
    await expect(cards(page).filter({ hasText: 'Hoyan' })).not.toHaveCount(0);

    await page.getByRole('link', { name: 'My pulls', exact: true }).click();
    await page.getByRole('button', { name: 'Replay links' }).click();
    const list = page.getByTestId('batch-links').getByRole('listitem');
    await expect(list.first()).toContainText('#11–#95: 85 pulls on Limited featuring Hoyan');
    await expect(list.nth(1)).toContainText('#1–#10: 10 pulls on Limited');
    await expect(list.nth(1)).not.toContainText('featuring');
    await list.first().getByRole('link', { name: 'Open replay' }).click();
    await expect(page).toHaveURL(/\/mysummons\/replay\?v=2&banner=limited&seed=4&.*&featured=\d+$/);
    await expect(page.getByTestId('replay-what')).toContainText(
      '85 pulls on the Limited banner featuring Hoyan from pity',
    );
    await expect(cards(page).filter({ hasText: 'Hoyan' })).not.toHaveCount(0);
  });
});
