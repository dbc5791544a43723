import { expect, test } from './fixtures';
import { openScreen } from './flows';
import { PLANNER, chanceAll, field } from './planner-flows';

/**
 * The plan's charts follow its answers in the canvases already drawn: a new answer redraws the curve, it does not
 * make the charts again (making one makes a canvas context, the costliest part of drawing).
 */
test('a new answer redraws the chance-by-date chart in place', async ({ page }) => {
  await openScreen(page, PLANNER);
  await page.getByTestId('add-freya').click();
  const crystals = field(page, 'On hand', 'Hydra Crystals');
  await crystals.fill('0');
  await expect(chanceAll(page)).toHaveText('0.00%');
  const canvas = page.getByTestId('chart-by-day').locator('canvas');
  await expect(canvas).toHaveCount(1);
  const before = await canvas.evaluate((c: HTMLCanvasElement) => {
    c.dataset.first = 'yes';
    return c.toDataURL();
  });

  // Enough crystals for hard pity: the curve jumps to 100% on the first day.
  await crystals.fill('8100');
  await expect(chanceAll(page)).toHaveText('100.00%');
  await expect
    .poll(() => canvas.evaluate((c: HTMLCanvasElement) => c.toDataURL() !== '' && c.toDataURL()))
    .not.toBe(before);
  await expect(canvas).toHaveAttribute('data-first', 'yes');
});
