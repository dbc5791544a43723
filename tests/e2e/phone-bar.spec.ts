import { expect, test } from './fixtures';
import { openScreen } from './flows';

const LINKS = ['Characters', 'Summon', 'My pulls', 'TierMaker', 'TeamMaker', 'Countdown', 'How Much To'];

/** The bar's height, and whether the element at a point of the link is the link itself (nothing covers it). */
async function barHeight(page: import('@playwright/test').Page): Promise<number> {
  const box = await page.locator('.top-bar').boundingBox();
  return box?.height ?? Infinity;
}

for (const device of [
  { name: 'a phone (touch, overlay scrollbars)', isMobile: true, hasTouch: true },
  { name: 'a narrow desktop window (mouse, classic scrollbars)', isMobile: false, hasTouch: false },
]) {
  test.describe(`the top bar at 390 px on ${device.name}`, () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: device.isMobile, hasTouch: device.hasTouch });

    test('is one row at most 64 px tall, and every link is reachable and not covered', async ({ page }) => {
      await page.goto('/characters');
      await expect(page.getByTestId('screen-gallery')).toBeVisible();
      expect(await barHeight(page)).toBeLessThanOrEqual(64);

      // The floating buttons sit inside the bar: they cover none of the page below it.
      const bar = await page.locator('.top-bar').boundingBox();
      const tools = await page.getByRole('complementary', { name: 'Site tools' }).boundingBox();
      expect(tools!.y + tools!.height).toBeLessThanOrEqual(bar!.y + bar!.height);

      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const label of LINKS) {
        const link = nav.getByRole('link', { name: label, exact: true });
        await link.scrollIntoViewIfNeeded();
        // Nothing (the floating buttons, the fade) takes the press: the element under the link's centre is the link.
        const box = (await link.boundingBox())!;
        const hit = await page.evaluate(
          ([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.textContent ?? null,
          [box.x + box.width / 2, box.y + box.height / 2],
        );
        expect(hit).toBe(label);
        if (device.hasTouch) await link.tap();
        else await link.click();
        await expect(link).toHaveAttribute('aria-current', 'page');
        expect(await barHeight(page)).toBeLessThanOrEqual(64);
      }
    });

    test('a deep link scrolls its own link into view', async ({ page }) => {
      await page.goto('/HowMuchTo');
      const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'How Much To' });
      await expect(link).toHaveAttribute('aria-current', 'page');
      await expect(link).toBeInViewport({ ratio: 1 });
      const tools = (await page.getByRole('complementary', { name: 'Site tools' }).boundingBox())!;
      const box = (await link.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(tools.x);
    });
  });
}

test('the links keep their keyboard order on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The page is empty until the app has drawn it: a Tab pressed before then has nothing to move to.
  await openScreen(page, '/characters');
  await page.keyboard.press('Tab'); // the skip link
  const order: string[] = [];
  for (let i = 0; i < LINKS.length; i++) {
    await page.keyboard.press('Tab');
    order.push(await page.evaluate(() => document.activeElement?.textContent ?? ''));
    // A focused link is scrolled into the row's view, never hidden under the floating buttons.
    await expect(page.locator(':focus')).toBeInViewport();
  }
  expect(order).toEqual(LINKS);
});

test('the page scrolls focused controls clear of the bar at every width; on a phone the style sheet alone does it', async ({
  page,
}) => {
  for (const width of [390, 768, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await openScreen(page, '/characters');
    const room = async () =>
      page.evaluate(() => [
        getComputedStyle(document.documentElement).scrollPaddingTop,
        document.documentElement.style.scrollPaddingTop,
      ]);
    const expected = `${Math.ceil(await barHeight(page)) + 8}px`;
    await expect.poll(async () => (await room())[0]).toBe(expected);
    // The phone's bar is the one the style sheet expects: the page is not restyled as it opens.
    if (width === 390) expect((await room())[1]).toBe('');
  }
});
