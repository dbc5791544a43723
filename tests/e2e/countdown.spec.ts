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

interface Cover {
  /** The share of the pixels looked at that the portraits change. */
  readonly share: number;
  /** For each pixel changed, how far it moved towards white, in hundredths: the opacity over it where it is white. */
  readonly histogram: readonly number[];
}

/**
 * What the portraits do to the page's pixels, from a screenshot: the portraits are drawn by a worker on a canvas the
 * page cannot read back, so what is on screen is what the tests look at. Each pixel is compared with the page's
 * background colour, below the navigation and outside the timer's card, which cover the portraits.
 */
async function cover(page: Page, shot?: Buffer): Promise<Cover> {
  const image = shot ?? (await page.screenshot());
  const card = (await page.locator('.cd-card').boundingBox())!;
  const top = (await page.getByRole('navigation').first().boundingBox())!;
  return page.evaluate(
    async ({ base64, scale, card, below }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      const probe = document.createElement('canvas').getContext('2d')!;
      probe.fillStyle = getComputedStyle(document.body).backgroundColor;
      probe.fillRect(0, 0, 1, 1);
      const [r, g, b] = probe.getImageData(0, 0, 1, 1).data;
      const histogram = Array.from({ length: 101 }, () => 0);
      let looked = 0;
      let changed = 0;
      for (let y = 0; y < bitmap.height; y++) {
        for (let x = 0; x < bitmap.width; x++) {
          const [cx, cy] = [x / scale, y / scale];
          if (cy < below) continue;
          if (cx >= card.x && cx <= card.x + card.width && cy >= card.y && cy <= card.y + card.height) continue;
          looked++;
          const i = 4 * (y * bitmap.width + x);
          const moved = Math.abs(pixels[i]! - r!) + Math.abs(pixels[i + 1]! - g!) + Math.abs(pixels[i + 2]! - b!);
          if (moved <= 6) continue;
          changed++;
          histogram[Math.max(0, Math.min(100, Math.round((100 * (pixels[i]! - r!)) / (255 - r!))))]! += 1;
        }
      }
      return { share: changed / looked, histogram };
    },
    {
      base64: image.toString('base64'),
      scale: await page.evaluate(() => devicePixelRatio),
      card,
      below: top.y + top.height,
    },
  );
}

/** Waits until the portraits cover more than `share` of the page they can be seen on. */
async function expectCovering(page: Page, share: number) {
  await expect.poll(async () => (await cover(page)).share).toBeGreaterThan(share);
}

/** The share of pixels that differ by more than a trace between two screenshots `frameCount` frames apart. */
async function moved(page: Page, frameCount = 20): Promise<number> {
  const before = await page.screenshot();
  await frames(page, frameCount);
  const after = await page.screenshot();
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
    [before.toString('base64'), after.toString('base64')] as const,
  );
}

/** A white PNG, made by the browser. */
async function whitePng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(8, 8);
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, 8, 8);
    const bytes = new Uint8Array(await (await canvas.convertToBlob()).arrayBuffer());
    return btoa(String.fromCharCode(...bytes));
  });
  return Buffer.from(base64, 'base64');
}

/**
 * The background covers the window exactly, and its canvas has a pixel for each of the display's (the canvas a worker
 * draws on reports its size to the page's element once drawn at it).
 */
async function expectSharp(page: Page) {
  const { width, height } = page.viewportSize()!;
  const ratio = await page.evaluate(() => devicePixelRatio);
  await expect
    .poll(() =>
      floaters(page)
        .locator('canvas')
        .evaluate((c: HTMLCanvasElement) => [c.width, c.height]),
    )
    .toEqual([width * ratio, height * ratio]);
}

/** The background covers the window exactly, so nothing drawn in it can widen the page or leave the window. */
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
    await expectCovering(page, 0.1);
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
    await expectSharp(page);
    expect(await moved(page)).toBeGreaterThan(0.005);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => floaters(page).boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    await expectCoversWindow(page);
    await expectSharp(page);
    // Brought inside the smaller window, they are all still there to see, and still moving.
    await expectCovering(page, 0.1);
    expect(await moved(page)).toBeGreaterThan(0.005);
  });

  test('portraits are drawn 40% opaque on a display of 2 device pixels per px', async ({ browser }) => {
    const context = await browser.newContext({ deviceScaleFactor: 2, reducedMotion: 'reduce' });
    const page = await context.newPage();
    try {
      // Every portrait white, so how far a pixel moves towards white is how opaque what covers it is.
      const white = await whitePng(page);
      await page.route('**/characters/**', (route) => route.fulfill({ contentType: 'image/png', body: white }));
      await page.goto('/Countdown');
      await expectAllDrawn(page);
      await expectSharp(page);
      await expectCovering(page, 0.1);
      const { histogram } = await cover(page);
      const changed = histogram.reduce((a, b) => a + b, 0);
      // One portrait alone moves a pixel 40% of the way; where two overlap, 64%; behind the timer's card, less.
      const mode = histogram.indexOf(Math.max(...histogram));
      expect(mode).toBeGreaterThanOrEqual(39);
      expect(mode).toBeLessThanOrEqual(41);
      expect(histogram.slice(39, 42).reduce((a, b) => a + b, 0) / changed).toBeGreaterThan(0.25);
    } finally {
      await context.close();
    }
  });

  test('portraits stay still with reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/Countdown');
    await expectAllDrawn(page);
    await expectCovering(page, 0.1);
    // Once the last portrait to arrive is on screen, nothing moves.
    await expect.poll(() => moved(page)).toBe(0);
    expect(await moved(page, 30)).toBe(0);
  });

  test('portraits are drawn by the page itself where a browser cannot hand a canvas to a worker', async ({ page }) => {
    await page.addInitScript(() => {
      Reflect.deleteProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen');
    });
    await page.goto('/Countdown');
    await expectAllDrawn(page);
    expect(await page.evaluate(() => 'transferControlToOffscreen' in HTMLCanvasElement.prototype)).toBe(false);
    await expectCovering(page, 0.1);
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
