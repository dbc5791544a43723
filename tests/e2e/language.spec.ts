import type { Page, Request } from '@playwright/test';
import { expect, expectNoProblems, test, watchProblems } from './fixtures';
import { openScreen } from './flows';

const SPECIFIED = ['Characters', 'Summon', 'My pulls', 'TierMaker', 'TeamMaker', 'Countdown', 'How Much To'];
const FRENCH = [
  'Personnages',
  'Invocation',
  'Mes tirages',
  'Tier list',
  'Équipes',
  'Compte à rebours',
  'Combien de tirages',
];

/** A part of the French catalogue, each a chunk of its own as the build names it. */
const isFrenchChunk = (request: Request) => /\/assets\/fr-[\w-]+\.js$/.test(request.url());

async function navLinks(page: Page, name: string): Promise<string[]> {
  return page.getByRole('navigation', { name }).getByRole('link').allTextContents();
}

for (const device of [
  { name: 'a phone (390 px)', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'a desktop (1280 px)', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
]) {
  test.describe(`the language setting on ${device.name}`, () => {
    test.use({ viewport: device.viewport, isMobile: device.isMobile, hasTouch: device.hasTouch });

    test('switches to French on demand and back, and a reload keeps French', async ({ page }) => {
      const french: string[] = [];
      page.on('request', (request) => {
        if (isFrenchChunk(request)) french.push(request.url());
      });
      await openScreen(page, '/characters');
      expect(await navLinks(page, 'Main')).toEqual(SPECIFIED);
      // French is not part of the first load: its catalogue is fetched only when chosen.
      expect(french).toEqual([]);

      const select = page.getByRole('combobox', { name: 'Language' });
      await expect(select).toBeInViewport();
      await select.selectOption({ label: 'Français' });
      await expect(page.getByRole('link', { name: 'Personnages', exact: true })).toBeVisible();
      expect(await navLinks(page, 'Principale')).toEqual(FRENCH);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      // Every part of it, each once, so whatever opens next is in French at once.
      expect(french.length).toBeGreaterThan(5);
      expect(new Set(french).size).toBe(french.length);
      await expect(page.getByTestId('theme-toggle')).toHaveAccessibleName(/^Passer au thème (clair|sombre)$/);

      await page.reload();
      await expect(page.getByTestId('screen-gallery')).toBeVisible();
      expect(await navLinks(page, 'Principale')).toEqual(FRENCH);
      await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');

      await page.getByRole('combobox', { name: 'Langue' }).selectOption({ label: 'As specified' });
      await expect(page.getByRole('link', { name: 'Characters', exact: true })).toBeVisible();
      expect(await navLinks(page, 'Main')).toEqual(SPECIFIED);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  });
}

test('a screen opened in French reads its specified words once As specified is chosen there', async ({ page }) => {
  // In French a screen needs none of the specified words beyond the first bundle's, so a screen reached from the
  // Characters screen loads none: choosing As specified there brings them all before the screen shows them.
  // Saved from a page of the site, then opened afresh. (A page that is not the site's, such as /robots.txt, has the
  // browser ask for /favicon.ico, which the site does not have: a 404 in the console, if it comes before the next.)
  await openScreen(page, '/characters');
  await page.evaluate(() => localStorage.setItem('language', 'fr'));
  await page.reload();
  await page.getByRole('link', { name: 'Invocation', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Tirer x10' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Langue' }).selectOption({ label: 'As specified' });
  await expect(page.getByRole('button', { name: 'Pull x10' })).toBeVisible();
  await expect(page.getByText('No summons yet: press Pull x1, Pull x10 or Pull x85 above')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the language control works from the keyboard', async ({ page }) => {
  await openScreen(page, '/characters');
  const select = page.getByRole('combobox', { name: 'Language' });
  await select.focus();
  await expect(select).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
});

test('a language chosen in another tab applies here too, and the screen keeps what it holds', async ({ page }) => {
  await openScreen(page, '/characters');
  const markOwned = page.getByRole('button', { name: 'Mark owned' });
  await markOwned.click();
  await expect(markOwned).toHaveAttribute('aria-pressed', 'true');

  // Another tab of the same browser, on another screen.
  const other = await page.context().newPage();
  const otherProblems = await watchProblems(other);
  await openScreen(other, '/Countdown');
  await other.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Français' });
  await expect(other.locator('html')).toHaveAttribute('lang', 'fr');

  await page.bringToFront();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await navLinks(page, 'Principale')).toEqual(FRENCH);
  await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
  // The same screen, not a reloaded one: the mode turned on before is still on, now in French.
  await expect(page.getByRole('button', { name: 'Marquer les possédés' })).toHaveAttribute('aria-pressed', 'true');

  await other.bringToFront();
  await other.getByRole('combobox', { name: 'Langue' }).selectOption({ label: 'As specified' });
  await page.bringToFront();
  await expect(page.getByRole('link', { name: 'Characters', exact: true })).toBeVisible();
  expect(await navLinks(page, 'Main')).toEqual(SPECIFIED);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expectNoProblems(otherProblems);
});
