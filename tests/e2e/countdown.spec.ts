import type { Page } from '@playwright/test';
import { CHARACTERS } from '../../src/catalogue/characters';
import { expect, expectNoBrokenImages, test, startInTheme } from './fixtures';

/** Each floating portrait's box, as drawn. */
async function boxes(page: Page) {
  return page
    .getByTestId('floaters')
    .locator('img')
    .evaluateAll((imgs) =>
      imgs.map((img) => {
        const r = img.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      }),
    );
}

/** Resolves after the page has drawn `count` more animation frames. */
async function frames(page: Page, count: number) {
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        let left = n;
        const next = () => (--left <= 0 ? resolve() : requestAnimationFrame(next));
        requestAnimationFrame(next);
      }),
    count,
  );
}

async function outsideWindow(page: Page) {
  const { width, height } = page.viewportSize()!;
  return (await boxes(page)).filter(
    (b) => b.x < -0.5 || b.y < -0.5 || b.x + b.width > width + 0.5 || b.y + b.height > height + 0.5,
  );
}

test.describe('countdown', () => {
  test('shows zeros for the passed launch date over 100 px round, 40% opaque portraits', async ({ page }) => {
    await page.goto('/Countdown');
    await expect(page.getByRole('timer')).toHaveText('00:00:00:00');
    await expect(page.getByRole('note')).toHaveCount(0);
    await expectNoBrokenImages(page);
    // They join the screen a few per frame once it is drawn.
    const portraits = page.getByTestId('floaters').locator('img:visible');
    await expect(portraits).toHaveCount(CHARACTERS.length);
    const first = portraits.first();
    await expect(first).toHaveCSS('opacity', '0.4');
    await expect(first).toHaveCSS('border-radius', '50%');
    expect(await first.evaluate((img: HTMLImageElement) => [img.offsetWidth, img.offsetHeight])).toEqual([100, 100]);
  });

  test('ticks every second towards a ?to= target and stops at zero', { tag: '@smoke' }, async ({ page }) => {
    // The clock runs while the screen loads (its code arrives lazily), well before the counted seconds, then it is
    // paused, so a slow page load cannot eat into the seconds being counted.
    await page.clock.install({ time: new Date('2029-12-31T23:00:00Z') });
    await page.goto('/Countdown?to=2030-01-01T00:00:03Z');
    await expect(page.getByRole('timer')).toBeVisible();
    await page.clock.pauseAt(new Date('2030-01-01T00:00:00Z'));
    await expect(page.getByRole('timer')).toHaveText('00:00:00:03');
    await page.clock.runFor(1000);
    await expect(page.getByRole('timer')).toHaveText('00:00:00:02');
    await page.clock.runFor(5000);
    await expect(page.getByRole('timer')).toHaveText('00:00:00:00');
  });

  test('counts whole days past 99 for a far target', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2030-01-01T00:00:00Z'));
    await page.goto('/Countdown?to=2031-01-01T12:34:56%2B00:00');
    await expect(page.getByRole('timer')).toHaveText('365:12:34:56');
  });

  test('falls back to the launch date with a short note for an invalid ?to=', async ({ page }) => {
    await page.goto('/Countdown?to=next-friday');
    await expect(page.getByRole('note')).toContainText('not a valid ISO 8601 date-time');
    await expect(page.getByRole('timer')).toHaveText('00:00:00:00');
  });

  test('locks page scrolling while shown and releases it on leaving', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 500 });
    await page.goto('/Countdown');
    await expect(page.getByTestId('screen-countdown')).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.mouse.wheel(0, 800);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.getByRole('link', { name: 'Characters' }).click();
    await expect(page.getByTestId('screen-gallery')).toBeVisible();
    expect(await page.evaluate(() => [document.body.style.overflow, document.documentElement.style.overflow])).toEqual([
      '',
      '',
    ]);
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('portraits drift, stay inside the window, and follow it when it shrinks to a phone', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/Countdown');
    await expect(page.getByTestId('floaters').locator('img:visible')).toHaveCount(CHARACTERS.length);
    const start = await boxes(page);
    await expect
      .poll(async () => (await boxes(page)).filter((b, i) => b.x !== start[i]!.x).length)
      .toBe(CHARACTERS.length);
    expect(await outsideWindow(page)).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => outsideWindow(page)).toEqual([]);
    for (let i = 0; i < 5; i++) {
      await frames(page, 12);
      expect(await outsideWindow(page)).toEqual([]);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test('portraits stay still with reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/Countdown');
    await expect(page.getByTestId('floaters').locator('img:visible')).toHaveCount(CHARACTERS.length);
    const start = await boxes(page);
    await frames(page, 30);
    expect(await boxes(page)).toEqual(start);
    expect(await outsideWindow(page)).toEqual([]);
  });

  for (const theme of ['dark', 'light'] as const) {
    test(`fits a phone in the ${theme} theme`, async ({ page }) => {
      await startInTheme(page, theme);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/Countdown');
      const timer = page.getByRole('timer');
      await expect(timer).toHaveText('00:00:00:00');
      const box = await timer.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      expect(box!.y + box!.height).toBeLessThanOrEqual(844);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }
});
