import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { CHARACTERS } from '../../src/catalogue/characters';
import { runAxe } from './axe';
import { expect, startInTheme, test } from './fixtures';
import { openScreen, openYourData, settle } from './flows';

/**
 * The player's account: owned characters marked in the gallery by touch on a phone and by keyboard on a desktop,
 * in both themes, with nothing serious for axe; the real pity panel; owned copies and real counters through an
 * export and a Replace; and two tabs following each other.
 */

const heinrich = CHARACTERS.find((c) => c.id === 'heinrich')!;
const srCount = CHARACTERS.filter((c) => c.rarity === 'sr').length;

async function expectNothingSerious(page: Page): Promise<void> {
  await settle(page);
  const result = await runAxe(page);
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

const owned = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('ownedCharacters') ?? '{}') as Record<string, number>);

for (const theme of ['dark', 'light'] as const) {
  test.describe(`phone, touch, ${theme}`, () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('marks copies and a whole rarity by tapping', async ({ page }) => {
      await startInTheme(page, theme);
      await openScreen(page, '/characters');
      await page.getByRole('button', { name: 'Mark owned' }).tap();
      const more = page.getByRole('button', { name: `One copy more of ${heinrich.name}` });
      await more.tap();
      await more.tap();
      await expect(page.getByRole('spinbutton', { name: `Copies of ${heinrich.name}` })).toHaveValue('2');
      await page.getByRole('button', { name: 'Own every SR' }).tap();
      await expect(page.getByText(`${srCount + 1} characters owned`)).toBeVisible();
      expect(await owned(page)).toMatchObject({ [heinrich.id]: 2 });
      // The controls fit the tile: nothing overflows the phone's width.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(overflow).toBe(false);
      await expectNothingSerious(page);
    });

    test('records real pity by tapping, apart from the simulated counters', async ({ page }) => {
      await startInTheme(page, theme);
      await openScreen(page, '/summons');
      await page.getByRole('button', { name: 'My real pity' }).tap();
      await page.getByRole('button', { name: '×10' }).tap();
      await expect(page.getByTestId('real-pity')).toHaveText('10');
      await page.getByRole('button', { name: 'This pull was a top result' }).tap();
      await expect(page.getByTestId('real-pity')).toHaveText('0');
      await expectNothingSerious(page);
    });
  });

  test.describe(`desktop, keyboard, ${theme}`, () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test('marks copies by keyboard and clears them after confirming', async ({ page }) => {
      await startInTheme(page, theme);
      await openScreen(page, '/characters');
      await page.getByRole('button', { name: 'Mark owned' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('spinbutton', { name: `Copies of ${heinrich.name}` }).focus();
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      await expect.poll(() => owned(page)).toEqual({ [heinrich.id]: 3 });
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect.poll(() => owned(page)).toEqual({ [heinrich.id]: 4 });
      await expectNothingSerious(page);
      await page.getByRole('button', { name: 'Clear all owned' }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expectNothingSerious(page);
      await dialog.getByRole('button', { name: 'Clear all' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => owned(page)).toEqual({});
    });
  });
}

test.describe('real pulls judged for luck', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the pulls recorded under My real pity are judged per banner on My pulls, by keyboard', async ({ page }) => {
    await openScreen(page, '/summons');
    const press = async (name: string) => {
      await page.getByRole('button', { name, exact: true }).focus();
      await page.keyboard.press('Enter');
    };
    await press('My real pity');
    for (let i = 0; i < 3; i++) await press('×10');
    await press('This pull was a top result');
    await press('×1');
    await expect(page.getByTestId('real-tally')).toContainText('Tallied since pity 0: 32 real pulls, 1 SSR or ML.');

    await page.getByRole('link', { name: 'My pulls', exact: true }).click();
    await press('How lucky have I been?');
    const card = page.getByRole('article', { name: 'Perma banner, real pulls' });
    await expect(card.getByRole('status')).toContainText(
      /^1 SSR or ML in 32 Perma pulls from pity 0: luckier than \d+(\.\d+)?% of players\.$/,
    );
    await expect(card.getByTestId('real-luck-perma')).toHaveAttribute('data-method', 'exact');
    await expectNothingSerious(page);

    // Starting the tally again leaves My pulls nothing to judge.
    await page.getByRole('link', { name: 'Summon', exact: true }).click();
    await press('Start a new tally');
    await page.getByRole('dialog').getByRole('button', { name: 'Start a new tally' }).click();
    await expect(page.getByTestId('real-tally')).toContainText('Tallied since pity 1: 0 real pulls');
    await page.getByRole('link', { name: 'My pulls', exact: true }).click();
    await expect(page.getByText(/No real pulls tallied yet/)).toBeVisible();
  });
});

test.describe('the account in a backup and across tabs', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('owned copies and real counters survive an export and a Replace', async ({ page }) => {
    await openScreen(page, '/characters');
    await page.getByRole('button', { name: 'Mark owned' }).click();
    await page.getByRole('button', { name: `One copy more of ${heinrich.name}` }).click();
    await page.getByRole('button', { name: 'Own every R' }).click();
    await openScreen(page, '/summons');
    await page.getByRole('button', { name: 'My real pity' }).click();
    await page.getByRole('button', { name: '×10' }).click();
    await expect(page.getByTestId('real-pity')).toHaveText('10');
    const before = await page.evaluate(() => [
      localStorage.getItem('ownedCharacters'),
      localStorage.getItem('realCounters'),
    ]);

    const dialog = await openYourData(page);
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Export my data' }).click();
    const path = await (await downloading).path();
    const file = JSON.parse(await readFile(path, 'utf8')) as { owned: unknown; realCounters: unknown };
    expect(file.owned).toEqual(JSON.parse(before[0]!));
    expect(file.realCounters).toEqual(JSON.parse(before[1]!));
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.evaluate(() => {
      localStorage.removeItem('ownedCharacters');
      localStorage.removeItem('realCounters');
    });
    const again = await openYourData(page);
    await again.getByLabel('Data file to import').setInputFiles(path);
    await again.getByRole('button', { name: 'Replace my data' }).click();
    await again.getByRole('button', { name: 'Yes, replace my data' }).click();
    await expect(again.getByRole('status')).toContainText('Your data was replaced');
    await again.getByRole('button', { name: 'Close' }).click();
    // The screen shows the imported counters, with the panel still open as the player left it.
    await expect(page.getByRole('button', { name: 'My real pity' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('real-pity')).toHaveText('10');
    expect(
      await page.evaluate(() => [localStorage.getItem('ownedCharacters'), localStorage.getItem('realCounters')]),
    ).toEqual(before);
    await openScreen(page, '/summons');
    await page.getByRole('button', { name: 'My real pity' }).click();
    await expect(page.getByTestId('real-pity')).toHaveText('10');
  });

  test('two tabs follow each other', async ({ page, context }) => {
    await openScreen(page, '/characters');
    const other = await context.newPage();
    await openScreen(other, '/teammaker');
    await other.getByRole('button', { name: 'Owned only' }).click();
    await expect(other.getByTestId('picker').getByTestId(/^pick-/)).toHaveCount(0);

    await page.getByRole('button', { name: 'Mark owned' }).click();
    await page.getByRole('button', { name: `One copy more of ${heinrich.name}` }).click();
    await expect(other.getByTestId('picker').getByTestId(/^pick-/)).toHaveCount(1);
    await expect(other.getByTestId(`pick-${heinrich.id}`)).toBeVisible();

    await openScreen(other, '/characters');
    await other.getByRole('button', { name: 'Mark owned' }).click();
    await other.getByRole('button', { name: `One copy fewer of ${heinrich.name}` }).click();
    await expect(page.getByRole('spinbutton', { name: `Copies of ${heinrich.name}` })).toHaveValue('0');
    await other.close();
  });
});
