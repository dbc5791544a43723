import { CHARACTERS } from '../../src/catalogue/characters';
import { expect, test } from './fixtures';

const VIOLET_SUPPORT = CHARACTERS.filter((c) => c.element === 'violet' && c.roles.includes('support')).length;

test.describe('character gallery', () => {
  test('filters by element and role change what is shown', { tag: '@smoke' }, async ({ page }) => {
    await page.goto('/characters');
    const tiles = page.locator('[data-testid^="character-"]:visible');
    await expect(tiles).toHaveCount(CHARACTERS.length);

    await page.getByRole('group', { name: 'Filtrer par élément :' }).getByRole('img', { name: 'violet' }).click();
    await expect(tiles).toHaveCount(CHARACTERS.filter((c) => c.element === 'violet').length);
    await expect(page).toHaveURL(/element=violet/);

    await page.getByRole('group', { name: 'Filtrer par rôle :' }).getByRole('button', { name: 'support' }).click();
    await expect(tiles).toHaveCount(VIOLET_SUPPORT);
    await expect(page.getByTestId('character-lily')).toBeVisible();
    await expect(page.getByTestId('character-heinrich')).toBeHidden();

    await page.reload();
    await expect(tiles).toHaveCount(VIOLET_SUPPORT);
    await page.getByRole('group', { name: 'Filtrer par rôle :' }).getByRole('button', { name: 'Tous' }).click();
    await page.getByRole('group', { name: 'Filtrer par élément :' }).getByRole('button', { name: 'Tous' }).click();
    await expect(tiles).toHaveCount(CHARACTERS.length);
  });

  test('sections collapse and reopen; tooltips show tags on hover and on focus', async ({ page }) => {
    await page.goto('/characters');
    const mlToggle = page.getByTestId('section-ml').getByRole('button', { name: 'Fermer/Ouvrir la section' });
    await mlToggle.click();
    await expect(page.getByTestId('character-heinrich')).toBeHidden();
    await expect(mlToggle).toHaveText('+');
    await mlToggle.click();
    await expect(page.getByTestId('character-heinrich')).toBeVisible();

    await page.getByTestId('character-heinrich').hover();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toHaveText('dps, debuff, dispel');
    const width = await tooltip.evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(220);

    await page.mouse.move(0, 0);
    await expect(tooltip).toBeHidden();
    await page.getByTestId('character-freya').focus();
    await expect(page.getByRole('tooltip')).toHaveText('debuff, buff, advance, delay, sustain');
  });

  test('portraits are 72 px with an element badge', async ({ page }) => {
    await page.goto('/characters');
    const portrait = page.getByTestId('character-freya').locator('img').first();
    const box = await portrait.boundingBox();
    expect(box?.width).toBe(72);
    expect(box?.height).toBe(72);
    await expect(page.getByTestId('character-freya').getByRole('img', { name: 'green element' })).toBeVisible();
  });
});
