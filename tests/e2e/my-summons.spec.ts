import { CHARACTERS } from '../../src/catalogue/characters';
import { pullMany } from '../../src/engine/pulls/batch';
import { createRng } from '../../src/engine/pulls/rng';
import { buildRules } from '../../src/engine/pulls/rules';
import { SELECTED_BANNER_KEY } from '../../src/storage/summon-settings';
import { expect, expectNoBrokenImages, test } from './fixtures';
import { cards, gridsSettled, openScreen, seedHistory } from './flows';

const rules = buildRules(CHARACTERS);

// The histories here are stored directly (the Summon screen's own tests pull through it): this screen's subject is
// showing, filtering, paging and clearing what is stored.

test.describe('my summons', () => {
  test("an empty history reads 'No summons found.' and a total of 0", async ({ page }) => {
    await page.goto('/mysummons');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Summons');
    await expect(page.getByTestId('total-summons')).toHaveText('Total summons: 0');
    await expect(page.getByText('No summons found.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Only SSR & ML' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear All Summons' })).toBeEnabled();
  });

  test(
    'shows every pull newest first with #n and the pity type, and filters to SSR & ML',
    { tag: '@smoke' },
    async ({ page }) => {
      await seedHistory(page, [{ banner: 'limited', count: 200, seed: 12 }]);
      const pulled = pullMany(rules, 'limited', { pity: 0, sr: 0 }, 200, createRng(12));
      const newest = CHARACTERS[pulled.chars[199]!]!.name;
      await openScreen(page, '/mysummons');
      await expect(page.getByTestId('total-summons')).toHaveText('Total summons: 200');
      await expect(cards(page).first().locator('.pull-card-number')).toHaveText('#200');
      await expect(cards(page).nth(1).locator('.pull-card-number')).toHaveText('#199');
      await expect(cards(page).first().locator('.pull-card-name')).toHaveText(newest);

      const toggle = page.getByRole('button', { name: 'Only SSR & ML' });
      await toggle.click();
      await expect(page.getByRole('button', { name: 'Show All' })).toBeVisible();
      await gridsSettled(page);
      const shown = await cards(page).evaluateAll((els) =>
        els.map((e) => ({
          rarity: e.getAttribute('data-rarity'),
          pity: e.querySelector('.pull-card-pity')?.textContent ?? null,
          number: e.querySelector('.pull-card-number')?.textContent ?? '',
        })),
      );
      // 200 pulls on Limited always reach the featured character at least twice (hard pity at 80).
      expect(shown.length).toBeGreaterThanOrEqual(2);
      expect(shown.every((c) => c.rarity === 'ssr' || c.rarity === 'ml')).toBe(true);
      expect(shown.every((c) => /^#\d+$/.test(c.number))).toBe(true);
      const numbers = shown.map((c) => Number(c.number.slice(1)));
      expect([...numbers].sort((a, b) => b - a)).toEqual(numbers);
      for (const card of shown) expect([null, 'soft pity', 'hard pity']).toContain(card.pity);

      await page.getByRole('button', { name: 'Show All' }).click();
      await expect(cards(page).first().locator('.pull-card-number')).toHaveText('#200');
      await expectNoBrokenImages(page);
    },
  );

  test('Clear All Summons asks first, then empties the history and resets only the current banner', async ({
    page,
  }) => {
    // 50 on Perma, then 30 on ML, and ML still chosen on the Summon screen.
    await seedHistory(
      page,
      [
        { banner: 'perma', count: 50, seed: 1 },
        { banner: 'ml', count: 30, seed: 2 },
      ],
      [[SELECTED_BANNER_KEY, 'ml']],
    );
    const perma = String(pullMany(rules, 'perma', { pity: 0, sr: 0 }, 50, createRng(1)).counters.pity);
    await openScreen(page, '/summons');
    expect(Number(await page.getByTestId('pity-counter').textContent())).toBeGreaterThan(0);

    await page.getByRole('link', { name: 'My pulls', exact: true }).click();
    await expect(page.getByTestId('total-summons')).toHaveText('Total summons: 80');
    await page.getByRole('button', { name: 'Clear All Summons' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clear all summons?' });
    await expect(dialog).toContainText("resets the ML banner's pity counter to 0");
    await dialog.getByRole('button', { name: 'Keep them' }).click();
    await expect(cards(page).first()).toBeVisible();

    await page.getByRole('button', { name: 'Clear All Summons' }).click();
    await dialog.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByText('No summons found.')).toBeVisible();
    await expect(page.getByTestId('total-summons')).toHaveText('Total summons: 0');

    await page.reload();
    await expect(page.getByTestId('total-summons')).toHaveText('Total summons: 0');
    await page.getByRole('link', { name: 'Summon', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ML Summon');
    await expect(page.getByTestId('pity-counter')).toHaveText('0');
    await page.getByRole('button', { name: 'Perma', exact: true }).click();
    await expect(page.getByTestId('pity-counter')).toHaveText(perma!);
  });

  test('pages through a long history, reading older chunks on demand', async ({ page }) => {
    await seedHistory(page, [{ banner: 'perma', count: 120_000, seed: 4 }]);
    await openScreen(page, '/mysummons');
    await expect(page.getByTestId('total-summons')).toHaveText('Total summons: 120,000');
    const pager = page.getByRole('navigation', { name: 'My summons, newest first: pages' });
    await expect(pager).toContainText('Cards 1–50,000 of 120,000');
    await expect(cards(page).first().locator('.pull-card-number')).toHaveText('#120000');
    await pager.getByRole('button', { name: 'Last page' }).click();
    await expect(pager).toContainText('Cards 100,001–120,000 of 120,000');
    await expect(cards(page).first().locator('.pull-card-number')).toHaveText('#20000');
    await page.getByTestId('pull-grid').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect(cards(page).last().locator('.pull-card-number')).toHaveText('#1');
    expect(await page.evaluate(() => document.getElementsByTagName('*').length)).toBeLessThan(3000);
  });
});
