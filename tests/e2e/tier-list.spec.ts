import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { CHARACTERS } from '../../src/catalogue/characters';
import { expect, expectNoBrokenImages, test, startInTheme } from './fixtures';
import { seedTierList, settle } from './flows';

function tier(page: Page, name: string): Locator {
  return page.getByRole('group', { name: `Tier ${name}` });
}

function pool(page: Page): Locator {
  return page.getByTestId('tier-pool');
}

function token(page: Page, id: string): Locator {
  return page.getByTestId(`token-${id}`);
}

/** The character ids in a tier (or the pool), in displayed order. */
async function idsIn(container: Locator): Promise<string[]> {
  return container
    .locator('[data-testid^="token-"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')!.replace('token-', '')));
}

async function center(locator: Locator): Promise<{ x: number; y: number }> {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** A real mouse drag: press, move past the activation distance, travel in steps, release. */
async function mouseDrag(page: Page, from: Locator, to: Locator, offset = { x: 0, y: 0 }): Promise<void> {
  const start = await center(from);
  const box = await to.boundingBox();
  if (!box) throw new Error('target has no box');
  const end = { x: box.x + box.width / 2 + offset.x, y: box.y + box.height / 2 + offset.y };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 10, start.y, { steps: 3 });
  await settle(page);
  await page.mouse.move(end.x, end.y, { steps: 15 });
  await page.mouse.move(end.x + 1, end.y, { steps: 2 });
  await settle(page);
  await page.mouse.up();
}

test.describe('tier list maker', () => {
  test('shows Clear, the four coloured tiers and every character in the pool, filtered by the dropdown', async ({
    page,
  }) => {
    await page.goto('/tierMaker');
    await expect(page.getByRole('button', { name: 'Clear', exact: true })).toBeVisible();
    const labels = page.locator('.tier-label');
    await expect(labels).toHaveText(['S', 'A', 'B', 'C']);
    const colours = await labels.evaluateAll((els) => els.map((el) => getComputedStyle(el).backgroundColor));
    expect(colours).toEqual(['rgb(255, 127, 127)', 'rgb(255, 191, 127)', 'rgb(255, 239, 127)', 'rgb(127, 223, 127)']);

    const tokens = pool(page).locator('[data-testid^="token-"]');
    await expect(tokens).toHaveCount(CHARACTERS.length);
    await expectNoBrokenImages(page);

    const filter = page.getByLabel('Filter', { exact: true });
    await expect(filter.locator('option')).toHaveText(['All', 'SSR', 'ML', 'SSR_RGB', 'SR', 'R']);
    const count = (rarities: string[]) => CHARACTERS.filter((c) => rarities.includes(c.rarity)).length;
    for (const [option, rarities] of [
      ['SSR', ['ssr', 'ml']],
      ['ML', ['ml']],
      ['SSR_RGB', ['ssr']],
      ['SR', ['sr']],
      ['R', ['r']],
      ['All', ['ml', 'ssr', 'sr', 'r']],
    ] as const) {
      await filter.selectOption(option);
      await expect(tokens).toHaveCount(count([...rarities]));
    }
  });

  test(
    'mouse: drags from the pool to a tier, between tiers, within a tier and back to the pool',
    { tag: '@smoke' },
    async ({ page }) => {
      await page.goto('/tierMaker');
      await mouseDrag(page, token(page, 'freya'), tier(page, 'S'));
      await expect.poll(() => idsIn(tier(page, 'S'))).toEqual(['freya']);
      await expect(pool(page).getByTestId('token-freya')).toHaveCount(0);

      await mouseDrag(page, token(page, 'mia'), tier(page, 'S'), { x: 200, y: 0 });
      await expect.poll(() => idsIn(tier(page, 'S'))).toEqual(['freya', 'mia']);

      // Within a tier: Mia dropped on Freya takes her place.
      await mouseDrag(page, token(page, 'mia'), token(page, 'freya'));
      await expect.poll(() => idsIn(tier(page, 'S'))).toEqual(['mia', 'freya']);

      await mouseDrag(page, token(page, 'freya'), tier(page, 'B'));
      await expect.poll(() => idsIn(tier(page, 'B'))).toEqual(['freya']);
      expect(await idsIn(tier(page, 'S'))).toEqual(['mia']);

      await mouseDrag(page, token(page, 'mia'), pool(page));
      await expect.poll(() => idsIn(tier(page, 'S'))).toEqual([]);
      await expect(pool(page).getByTestId('token-mia')).toHaveCount(1);

      // A click is not a drag.
      await token(page, 'freya').click();
      expect(await idsIn(tier(page, 'B'))).toEqual(['freya']);
    },
  );

  test('keyboard only: pick up, move between tiers and within a tier, drop and cancel, with announcements', async ({
    page,
  }) => {
    await seedTierList(page, { A: ['mia'] });
    await page.goto('/tierMaker');
    const live = page.locator('[role="status"][aria-live="assertive"]');
    const press = async (key: string, heard: string) => {
      await page.keyboard.press(key);
      await expect(live).toHaveText(heard);
      // The library starts listening for arrow keys on a zero-delay timer after a pick-up; let it run.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    };

    await token(page, 'freya').focus();
    await press('Space', 'Picked up Freya from the pool.');
    await press('ArrowUp', 'Freya is over tier C, position 1 of 1.');
    await press('ArrowUp', 'Freya is over tier B, position 1 of 1.');
    await press('ArrowUp', 'Freya is over tier A, position 1 of 2.');
    await press('ArrowRight', 'Freya is over tier A, position 2 of 2.');
    await press('ArrowLeft', 'Freya is over tier A, position 1 of 2.');
    await press('Space', 'Freya was dropped in tier A, position 1 of 2.');
    await expect.poll(() => idsIn(tier(page, 'A'))).toEqual(['freya', 'mia']);

    // Focus comes back to the moved character, so it can be moved again; Escape cancels.
    await expect(token(page, 'freya')).toBeFocused();
    await press('Enter', 'Picked up Freya from tier A, position 1 of 2.');
    await press('ArrowUp', 'Freya is over tier S, position 1 of 1.');
    await press('Escape', 'Dragging was cancelled. Freya stays in tier A, position 1 of 2.');
    await expect.poll(() => idsIn(tier(page, 'A'))).toEqual(['freya', 'mia']);
    expect(await idsIn(tier(page, 'S'))).toEqual([]);

    // Within a tier, then down past the last tier back to the pool.
    await token(page, 'freya').focus();
    await press('Space', 'Picked up Freya from tier A, position 1 of 2.');
    await press('ArrowRight', 'Freya is over tier A, position 2 of 2.');
    await press('Space', 'Freya was dropped in tier A, position 2 of 2.');
    await expect.poll(() => idsIn(tier(page, 'A'))).toEqual(['mia', 'freya']);
    await token(page, 'mia').focus();
    await press('Space', 'Picked up Mia from tier A, position 1 of 2.');
    await press('ArrowDown', 'Mia is over tier B, position 1 of 1.');
    await press('ArrowDown', 'Mia is over tier C, position 1 of 1.');
    await press('ArrowDown', 'Mia is over the pool.');
    await press('Space', 'Mia was returned to the pool.');
    await expect.poll(() => idsIn(tier(page, 'A'))).toEqual(['freya']);
    await expect(pool(page).getByTestId('token-mia')).toHaveCount(1);
  });

  test('saves the list, restores it on reload, and undoes and redoes with the keyboard and the buttons', async ({
    page,
  }) => {
    await page.goto('/tierMaker');
    await mouseDrag(page, token(page, 'freya'), tier(page, 'A'));
    await expect.poll(() => idsIn(tier(page, 'A'))).toEqual(['freya']);
    await page.reload();
    await expect.poll(() => idsIn(tier(page, 'A'))).toEqual(['freya']);
    await expect(pool(page).locator('[data-testid^="token-"]')).toHaveCount(CHARACTERS.length - 1);

    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect.poll(() => idsIn(tier(page, 'A'))).toEqual([]);
    await expect(pool(page).locator('[data-testid^="token-"]')).toHaveCount(CHARACTERS.length);
    await page.keyboard.press('Control+z');
    await expect.poll(() => idsIn(tier(page, 'A'))).toEqual(['freya']);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => idsIn(tier(page, 'A'))).toEqual([]);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => idsIn(tier(page, 'A'))).toEqual(['freya']);
    await page.reload();
    await expect.poll(() => idsIn(tier(page, 'A'))).toEqual(['freya']);
  });

  test('HTML5 drops: a valid item is placed; invalid JSON, unknown or malformed items are ignored with a warning', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (msg) => {
      // Playwright's own note that it blocked the service worker is not the page's warning.
      if (msg.type() === 'warning' && !msg.text().includes('blocked by Playwright')) warnings.push(msg.text());
    });
    await page.goto('/tierMaker');
    const drop = async (name: string, payload: string) => {
      const row = tier(page, name);
      const dataTransfer = await page.evaluateHandle((p) => {
        const dt = new DataTransfer();
        dt.setData('application/json', p);
        return dt;
      }, payload);
      await row.dispatchEvent('dragenter', { dataTransfer });
      await row.dispatchEvent('dragover', { dataTransfer });
      await row.dispatchEvent('drop', { dataTransfer });
    };

    await drop('B', JSON.stringify({ name: 'Freya', image_path: '/characters/ssr/freya.png', type: 4 }));
    await expect.poll(() => idsIn(tier(page, 'B'))).toEqual(['freya']);
    await expect(pool(page).getByTestId('token-freya')).toHaveCount(0);

    await drop('C', '{"name": "Freya", ');
    await expect.poll(() => warnings).toContain('Invalid JSON dropped');
    await drop('C', JSON.stringify({ name: 'Nobody', image_path: 'x.png', type: 4 }));
    await drop('C', JSON.stringify({ title: 'Freya' }));
    await expect.poll(() => warnings.length, warnings.join(' | ')).toBe(3);
    expect(await idsIn(tier(page, 'C'))).toEqual([]);
    expect(await idsIn(tier(page, 'B'))).toEqual(['freya']);
  });

  for (const theme of ['dark', 'light'] as const) {
    test(`exports the tiers as a PNG of the rows' size in the ${theme} theme, with the art drawn`, async ({ page }) => {
      await startInTheme(page, theme);
      await seedTierList(page, { S: ['freya', 'mia'], B: ['vice'] });
      await page.goto('/tierMaker');
      await expectNoBrokenImages(page);
      const rows = page.getByTestId('tier-rows');
      const size = await rows.evaluate((el) => ({
        width: (el as HTMLElement).offsetWidth,
        height: (el as HTMLElement).offsetHeight,
      }));

      const downloadPromise = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export image' }).click();
      const download = await downloadPromise;
      expect(download.suggestedFilename()).toBe('my-tier-list.png');
      const png = await readFile(await download.path());
      expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
      expect(png.readUInt32BE(16)).toBe(size.width * 2);
      expect(png.readUInt32BE(20)).toBe(size.height * 2);
      await expect(page.getByRole('status').filter({ hasText: 'Image exported.' })).toBeVisible();

      // Sample the picture where Freya's portrait is, and where the tier's empty area is.
      const freya = await token(page, 'freya').evaluate((el) => {
        const r = el.getBoundingClientRect();
        const p = el.closest('[data-testid="tier-rows"]')!.getBoundingClientRect();
        return { x: r.left - p.left + r.width / 2, y: r.top - p.top + r.height / 4 };
      });
      const emptyB = await tier(page, 'B').evaluate((el) => {
        const r = el.getBoundingClientRect();
        const p = el.closest('[data-testid="tier-rows"]')!.getBoundingClientRect();
        return { x: r.right - p.left - 120, y: r.top - p.top + r.height / 2 };
      });
      // Decoded from bytes, not fetched from a data: URL: the page's policy refuses those, in tests too.
      const pixels = await page.evaluate(
        async ({ data, points }) => {
          const bitmap = await createImageBitmap(
            new Blob([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], { type: 'image/png' }),
          );
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
          const ctx = canvas.getContext('2d')!;
          ctx.drawImage(bitmap, 0, 0);
          return points.map((p) => [...ctx.getImageData(Math.round(p.x * 2), Math.round(p.y * 2), 1, 1).data]);
        },
        { data: png.toString('base64'), points: [freya, emptyB] },
      );
      const surface = await rows.evaluate((el) => getComputedStyle(el).backgroundColor);
      const [r, g, b] = surface.match(/\d+/g)!.map(Number);
      // The empty area is the theme's surface colour; the portrait is the character's (green) art.
      expect(pixels[1]!.slice(0, 3)).toEqual([r, g, b]);
      expect(pixels[0]!.slice(0, 3)).not.toEqual([r, g, b]);
      expect(pixels[0]![1]).toBeGreaterThan(pixels[0]![0]!);
    });
  }

  test.describe('on a screen of two device pixels per CSS pixel', () => {
    test.use({ deviceScaleFactor: 2 });

    test('exports a picture of every tier and every placed character, as the screen shows them', async ({
      page,
    }, testInfo) => {
      // Every rarity, and tiers of different lengths.
      await seedTierList(page, {
        S: ['freya', 'mia', 'holden', 'heinrich', 'marvell'],
        A: ['vice', 'rahu', 'cachi'],
        B: ['kazami', 'sybil'],
        C: ['lian', 'celince', 'beyontin', 'borgne'],
      });
      await page.goto('/tierMaker');
      await expectNoBrokenImages(page);
      const rows = page.getByTestId('tier-rows');
      // A loaded portrait may still be waiting for its decode, and a screen still drawing its last change: the
      // screen is compared once every portrait is decoded and nothing has changed for three frames.
      await rows.evaluate((root) => Promise.all([...root.querySelectorAll('img')].map((img) => img.decode())));
      await settle(page);
      // Each tier's label and each character's portrait, in CSS pixels from the rows' corner.
      const regions = await rows.evaluate((root) => {
        const origin = root.getBoundingClientRect();
        return [...root.querySelectorAll<HTMLElement>('.tier-label, [data-testid^="token-"]')].map((el) => {
          const r = el.getBoundingClientRect();
          const name = el.dataset.testid ?? `tier ${el.textContent}`;
          return { name, x: r.left - origin.left, y: r.top - origin.top, width: r.width, height: r.height };
        });
      });
      expect(regions.filter((r) => r.name.startsWith('tier '))).toHaveLength(4);
      expect(regions.filter((r) => r.name.startsWith('token-'))).toHaveLength(14);
      const onScreen = await rows.screenshot({ animations: 'disabled', caret: 'hide' });

      const downloadPromise = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export image' }).click();
      const exported = await readFile(await (await downloadPromise).path());

      // The mean difference per colour channel (0 to 255) between the picture and the screen, in each region.
      // Decoded from bytes, not fetched from a data: URL: the page's policy refuses those, in tests too.
      const differences = await page.evaluate(
        async ({ images, regions }) => {
          const pixels = await Promise.all(
            images.map(async (data) => {
              const bitmap = await createImageBitmap(
                new Blob([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], { type: 'image/png' }),
              );
              const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
              const ctx = canvas.getContext('2d')!;
              ctx.drawImage(bitmap, 0, 0);
              return ctx.getImageData(0, 0, bitmap.width, bitmap.height);
            }),
          );
          const [a, b] = pixels as [ImageData, ImageData];
          // The screen snaps what it paints to its device pixels from wherever the rows sit on the page (a
          // fraction of a pixel down, say); the picture starts at the rows' corner. Each region is compared with
          // the screen moved by up to one device pixel each way, and the best match counts.
          const meanDifference = (x: number, y: number, width: number, height: number, dx: number, dy: number) => {
            let sum = 0;
            let count = 0;
            for (let py = Math.ceil(y * 2) + 1; py < Math.floor((y + height) * 2) - 1; py++) {
              for (let px = Math.ceil(x * 2) + 1; px < Math.floor((x + width) * 2) - 1; px++) {
                const i = (py * a.width + px) * 4;
                const j = ((py + dy) * b.width + px + dx) * 4;
                for (let c = 0; c < 3; c++) sum += Math.abs(a.data[i + c]! - b.data[j + c]!);
                count += 3;
              }
            }
            return sum / count;
          };
          return regions.map(({ name, x, y, width, height }) => {
            const shifts = [-1, 0, 1].flatMap((dy) => [-1, 0, 1].map((dx) => [dx, dy] as const));
            return { name, mean: Math.min(...shifts.map(([dx, dy]) => meanDifference(x, y, width, height, dx, dy))) };
          });
        },
        { images: [exported.toString('base64'), onScreen.toString('base64')], regions },
      );
      // Anti-aliasing differs a little; a tier or portrait missing from the picture differs by a hundred or more.
      if (differences.some(({ mean }) => mean >= 12)) {
        await testInfo.attach('exported', { body: exported, contentType: 'image/png' });
        await testInfo.attach('on-screen', { body: onScreen, contentType: 'image/png' });
      }
      for (const { name, mean } of differences) expect(mean, name).toBeLessThan(12);
    });
  });

  test('Share puts the whole list in a link that opens it elsewhere; a tampered link loads nothing', async ({
    page,
    browser,
  }) => {
    await seedTierList(page, { S: ['freya', 'mia'], C: ['vice'] });
    await page.goto('/tierMaker');
    await page.getByRole('button', { name: 'Share' }).click();
    const link = await page.getByLabel('Share link').inputValue();
    expect(link).toMatch(/\/tierMaker#list=[\w-]+$/);

    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await other.goto(link);
    await expect(other.getByRole('status').filter({ hasText: 'Opened the shared list “My tier list”' })).toBeVisible();
    await expect.poll(() => idsIn(tier(other, 'S'))).toEqual(['freya', 'mia']);
    await expect.poll(() => idsIn(tier(other, 'C'))).toEqual(['vice']);
    await expect(other).toHaveURL(/\/tierMaker$/);
    await other.reload();
    await expect.poll(() => idsIn(tier(other, 'S'))).toEqual(['freya', 'mia']);
    await expect(other.getByLabel('List', { exact: true }).locator('option')).toHaveCount(1);

    const tampered = await elsewhere.newPage();
    await tampered.goto(link.slice(0, -6));
    await expect(tampered.getByRole('alert')).toHaveText(/damaged or incomplete, so nothing was loaded/);
    await expect(tampered.getByLabel('List', { exact: true }).locator('option')).toHaveCount(1);
    await expect.poll(() => idsIn(tier(tampered, 'S'))).toEqual(['freya', 'mia']);
    await elsewhere.close();
  });
});

test.describe('tier list maker on a touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  async function touchDrag(page: Page, from: Locator, to: Locator) {
    const cdp = await page.context().newCDPSession(page);
    const start = await center(from);
    const box = (await to.boundingBox())!;
    const end = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: start.x, y: start.y }] });
    // A long press: the finger stays still until the activation delay has passed and the drag has started, which
    // leaves a placeholder where the character was.
    await expect(page.locator('.tier-token-placeholder')).toHaveCount(1);
    const steps = 12;
    for (let i = 1; i <= steps; i += 1) {
      const x = start.x + ((end.x - start.x) * i) / steps;
      const y = start.y + ((end.y - start.y) * i) / steps;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    }
    await settle(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  }

  test('a long press then a move drags a character onto a tier; the page fits the phone', async ({ page }) => {
    await page.goto('/tierMaker');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await tier(page, 'S').scrollIntoViewIfNeeded();
    await touchDrag(page, token(page, 'heinrich'), tier(page, 'B'));
    await expect.poll(() => idsIn(tier(page, 'B'))).toEqual(['heinrich']);
    await expect(pool(page).getByTestId('token-heinrich')).toHaveCount(0);
  });

  test('a swipe without a long press scrolls the page and moves nothing', async ({ page }) => {
    await page.goto('/tierMaker');
    const first = token(page, 'dokidoki');
    await first.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    const start = await center(first);
    const cdp = await page.context().newCDPSession(page);
    // A quick upward swipe that starts on a character, well inside the long-press delay.
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
    for (let i = 1; i <= 6; i += 1) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: start.x, y: start.y - i * 40 }],
      });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before + 100);
    for (const name of ['S', 'A', 'B', 'C']) expect(await idsIn(tier(page, name))).toEqual([]);
    await expect(pool(page).locator('[data-testid^="token-"]')).toHaveCount(CHARACTERS.length);
  });
});
