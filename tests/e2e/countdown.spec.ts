import type { Page } from '@playwright/test';
import { CHARACTERS } from '../../src/catalogue/characters';
import { expect, expectNoBrokenImages, test, startInTheme } from './fixtures';

const floaters = (page: Page) => page.getByTestId('floaters');

/** Waits until every character's portrait is drawn (the canvas says so once every image has settled). */
async function expectAllDrawn(page: Page) {
  await expect(floaters(page)).toHaveAttribute('data-drawn', String(CHARACTERS.length));
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

/**
 * The share of the window's pixels that differ between two screenshots by more than a trace. The portraits are drawn
 * by a worker on a canvas the page cannot read back, so what is on screen is what the tests look at.
 */
async function changedShare(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([first, second]) => {
      const pixels = async (base64: string) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      };
      const [p, q] = await Promise.all([pixels(first), pixels(second)]);
      let changed = 0;
      for (let i = 0; i < p.length; i += 4) {
        if (Math.abs(p[i]! - q[i]!) + Math.abs(p[i + 1]! - q[i + 1]!) + Math.abs(p[i + 2]! - q[i + 2]!) > 6) changed++;
      }
      return changed / (p.length / 4);
    },
    [a.toString('base64'), b.toString('base64')] as const,
  );
}

/** How much of the window the portraits cover: the page with them against the page without. */
async function paintedShare(page: Page): Promise<number> {
  const painted = await page.screenshot();
  await floaters(page).evaluate((canvas) => (canvas.style.visibility = 'hidden'));
  const bare = await page.screenshot();
  await floaters(page).evaluate((canvas) => (canvas.style.visibility = ''));
  return changedShare(page, painted, bare);
}

/** Whether the portraits move: two screenshots some frames apart differ. */
async function moved(page: Page): Promise<number> {
  const before = await page.screenshot();
  await frames(page, 20);
  return changedShare(page, before, await page.screenshot());
}

/** The canvas covers the window exactly, so nothing drawn on it can widen the page or leave the window. */
async function expectCoversWindow(page: Page) {
  const { width, height } = page.viewportSize()!;
  expect(await floaters(page).boundingBox()).toEqual({ x: 0, y: 0, width, height });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test.describe('countdown', () => {
  test('shows zeros for the passed launch date over every character’s portrait', async ({ page }) => {
    await page.goto('/Countdown');
    await expect(page.getByRole('timer')).toHaveText('00:00:00:00');
    await expect(page.getByRole('note')).toHaveCount(0);
    await expectNoBrokenImages(page);
    // They join as their images arrive, once the screen is drawn; their size, roundness and opacity are the painter's
    // (tests/engine/floaters/painter.test.ts).
    await expectAllDrawn(page);
    await expect(floaters(page)).toHaveAttribute('aria-hidden', 'true');
    await expectCoversWindow(page);
    expect(await paintedShare(page)).toBeGreaterThan(0.1);
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

  test('portraits drift inside the window, and follow it when it shrinks to a phone', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/Countdown');
    await expectAllDrawn(page);
    await expectCoversWindow(page);
    expect(await moved(page)).toBeGreaterThan(0.005);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => floaters(page).boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    await expectCoversWindow(page);
    // Brought inside the smaller window, they are all still there to see, and still moving.
    expect(await paintedShare(page)).toBeGreaterThan(0.1);
    expect(await moved(page)).toBeGreaterThan(0.005);
  });

  test('portraits stay still with reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/Countdown');
    await expectAllDrawn(page);
    expect(await paintedShare(page)).toBeGreaterThan(0.1);
    expect(await moved(page)).toBe(0);
  });

  test('portraits are drawn by the page itself where a browser cannot hand a canvas to a worker', async ({ page }) => {
    await page.addInitScript(() => {
      Reflect.deleteProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen');
    });
    await page.goto('/Countdown');
    await expectAllDrawn(page);
    expect(await page.evaluate(() => 'transferControlToOffscreen' in HTMLCanvasElement.prototype)).toBe(false);
    expect(await paintedShare(page)).toBeGreaterThan(0.1);
    expect(await moved(page)).toBeGreaterThan(0.005);
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
