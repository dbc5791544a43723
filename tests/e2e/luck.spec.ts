import { CHARACTERS } from '../../src/catalogue/characters';
import { pullMany } from '../../src/engine/pulls/batch';
import { luckOf } from '../../src/engine/luck/luck';
import { createRng } from '../../src/engine/pulls/rng';
import { buildRules, KIND_TOP } from '../../src/engine/pulls/rules';
import type { BannerId } from '../../src/engine/types';
import { expect, test } from './fixtures';
import { openScreen, seedHistory } from './flows';

const rules = buildRules(CHARACTERS);

function topsOf(banner: BannerId, count: number, seed: number): number {
  const { chars } = pullMany(rules, banner, { pity: 0, sr: 0 }, count, createRng(seed));
  return Array.from(chars).filter((c) => rules.banners[banner].kind[c] === KIND_TOP).length;
}

/** The headline's percentage as the page words it between 1% and 99%: whole percents. */
function percentOf(banner: BannerId, pulls: number, tops: number): number {
  const outcome = luckOf(rules, { banner, pulls, tops, pity: 0 });
  if (!outcome.ok) throw new Error('expected an answer');
  const percent = outcome.answer.luckier * 100;
  expect(percent).toBeGreaterThanOrEqual(1);
  expect(percent).toBeLessThanOrEqual(99);
  return Math.round(percent);
}

test.describe('how lucky have I been', () => {
  test('answers per banner from the stored history, exact or labelled approximate, opened from the keyboard', async ({
    page,
  }) => {
    await seedHistory(page, [
      { banner: 'perma', count: 2000, seed: 4 },
      { banner: 'ml', count: 60_000, seed: 9 },
    ]);
    await openScreen(page, '/mysummons');
    const toggle = page.getByRole('button', { name: 'How lucky have I been?' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('luck-panel')).toHaveCount(0);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const permaTops = topsOf('perma', 2000, 4);
    const perma = page.getByRole('article', { name: 'Perma banner' });
    await expect(perma.locator('.luck-headline')).toHaveText(
      `${permaTops} SSR or ML in 2,000 Perma pulls from pity 0: luckier than ${percentOf('perma', 2000, permaTops)}% of players.`,
    );
    await expect(perma.getByText('Exact, from the pity rules.')).toBeVisible();
    await expect(perma.getByRole('img')).toHaveAccessibleName(new RegExp(`yours, ${permaTops}, is marked`));

    const ml = page.getByRole('article', { name: 'ML banner' });
    await expect(ml.locator('.luck-method')).toHaveText(/^Approximate \(normal approximation from renewal theory\)/);
    const mlTops = topsOf('ml', 60_000, 9);
    await expect(ml.locator('.luck-headline')).toContainText(`${mlTops.toLocaleString('en-US')} ML in 60,000 ML pulls`);
    await expect(page.getByRole('article', { name: 'Limited banner' })).toHaveCount(0);
    // The specified screen is as it was.
    await expect(page.getByTestId('total-summons')).toHaveText('Total summons: 62,000');
  });

  test('answers typed-in numbers and explains the ones the rules rule out', async ({ page }) => {
    await openScreen(page, '/mysummons');
    await page.getByRole('button', { name: 'How lucky have I been?' }).click();
    const form = page.getByRole('form', { name: 'Your own numbers' });
    await form.getByLabel('Banner').selectOption('limited');
    await form.getByLabel('Pulls').fill('500');
    await form.getByLabel('Freya pulled').fill('2');
    await form.getByRole('button', { name: 'How lucky?' }).click();
    // 500 pulls from pity 0 reach hard pity at least six times.
    await expect(page.getByTestId('luck-form-answer')).toHaveText(/at least 6 and at most 500 top results/);

    await form.getByLabel('Freya pulled').fill('9');
    await form.getByLabel('Pulls').press('Enter');
    await expect(page.getByTestId('luck-form-answer').locator('.luck-headline')).toHaveText(
      `9 Freya in 500 Limited pulls from pity 0: luckier than ${percentOf('limited', 500, 9)}% of players.`,
    );
  });
});
