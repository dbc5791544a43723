import type { Page } from '@playwright/test';
import { CHARACTERS } from '../../src/catalogue/characters';
import { pullMany } from '../../src/engine/pulls/batch';
import { createRng } from '../../src/engine/pulls/rng';
import { buildRules } from '../../src/engine/pulls/rules';
import { runAxe } from './axe';
import { expect, startInTheme, test } from './fixtures';
import { cards, openSummons, pull } from './flows';

/**
 * The pull reveal on the Summon screen: Pull x1 and Pull x10 show their new cards one after another, ssr and ml
 * glowing. The animations are slowed down through the browser's own animation clock where a test must look at a
 * reveal while it runs, so no test depends on how fast the machine is; none waits for a fixed time.
 */

const rules = buildRules(CHARACTERS);
const rarity = (index: number) => CHARACTERS[index]!.rarity;

/** A seed whose x10 on a fresh Perma banner holds at least one ssr or ml and at least one of the rest. */
function mixedTenSeed(): { seed: number; rarities: string[] } {
  for (let seed = 1; seed < 10_000; seed++) {
    const out = pullMany(rules, 'perma', { pity: 0, sr: 0 }, 10, createRng(seed));
    const rarities = Array.from(out.chars, rarity).reverse();
    const top = rarities.filter((r) => r === 'ssr' || r === 'ml').length;
    if (top > 0 && top < 10) return { seed, rarities };
  }
  throw new Error('no seed found');
}

const area = (page: Page) => page.getByTestId('pull-reveal');
const revealing = (page: Page) => page.locator('[data-reveal-order]');

/** Plays every animation of the page at `rate` times its speed (the browser's own animation clock). */
async function animationSpeed(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: rate });
}

/** From now on, notes whether a reveal ever starts on the page (the area running, or any card in a reveal). */
async function watchForReveals(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { revealSeen: boolean };
    w.revealSeen = false;
    const look = () => {
      if (document.querySelector('[data-reveal="running"], [data-reveal-order]')) w.revealSeen = true;
    };
    new MutationObserver(look).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-reveal', 'data-reveal-order'],
    });
  });
}

const revealSeen = (page: Page) => page.evaluate(() => (window as unknown as { revealSeen: boolean }).revealSeen);

function serious(result: Awaited<ReturnType<typeof runAxe>>): string[] {
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.targets.join(' | ')}`);
}

/** Every card shown is at rest: fully opaque, not moved. */
async function expectCardsAtRest(page: Page): Promise<void> {
  const looks = await cards(page).evaluateAll((els) =>
    els.map((el) => `${getComputedStyle(el).opacity} ${getComputedStyle(el).transform}`),
  );
  expect(looks.length).toBeGreaterThan(0);
  expect(new Set(looks)).toEqual(new Set(['1 none']));
}

test.describe('pull reveal', () => {
  test('x10 reveals its ten cards in grid order, ssr and ml glowing, and ends by itself', async ({ page }) => {
    const { seed, rarities } = mixedTenSeed();
    await openSummons(page);
    await watchForReveals(page);
    await animationSpeed(page, 0.05);
    await pull(page, 10, seed);

    // The results are all there at once, with their texts; only how they appear is animated.
    await expect(area(page)).toHaveAttribute('data-reveal', 'running');
    await expect(cards(page)).toHaveCount(10);
    await expect(cards(page).locator('.pull-card-number')).toHaveText(
      Array.from({ length: 10 }, (_, i) => `Pull #${10 - i}`),
    );
    const marks = await cards(page).evaluateAll((els) =>
      els.map((el) => ({
        order: el.getAttribute('data-reveal-order'),
        rarity: el.getAttribute('data-rarity'),
        glow: el.classList.contains('reveal-glow'),
      })),
    );
    expect(marks.map((m) => m.order)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(marks.map((m) => m.rarity)).toEqual(rarities);
    expect(marks.map((m) => m.glow)).toEqual(rarities.map((r) => r === 'ssr' || r === 'ml'));
    // Cards further on wait their turn, transparent.
    expect(
      await cards(page)
        .last()
        .evaluate((el) => Number(getComputedStyle(el).opacity)),
    ).toBeLessThan(1);

    await animationSpeed(page, 1);
    await expect(area(page)).toHaveAttribute('data-reveal', 'idle');
    await expect(revealing(page)).toHaveCount(0);
    await expectCardsAtRest(page);
    expect(await revealSeen(page)).toBe(true);
  });

  test('a click on the results, Escape, Enter, Space or another pull ends a reveal at once', async ({ page }) => {
    await openSummons(page);
    await animationSpeed(page, 0.02);

    await pull(page, 10, 3);
    await expect(revealing(page)).toHaveCount(10);
    await page.getByTestId('pull-grid').click();
    await expect(area(page)).toHaveAttribute('data-reveal', 'idle');
    await expect(revealing(page)).toHaveCount(0);
    await expectCardsAtRest(page);

    let total = 10;
    for (const key of ['Escape', 'Enter', 'Space']) {
      await pull(page, 1);
      total += 1;
      await expect(revealing(page)).toHaveCount(1);
      await expect(cards(page).first()).toHaveAttribute('data-reveal-order', '0');
      // Away from the pull buttons, so the key only ends the reveal.
      await page.getByTestId('pull-grid').focus();
      await page.keyboard.press(key);
      await expect(area(page)).toHaveAttribute('data-reveal', 'idle');
      await expect(revealing(page)).toHaveCount(0);
      await expect(cards(page).first().locator('.pull-card-number')).toHaveText(`Pull #${total}`);
    }

    // Pulling again during a reveal ends it: only the newest batch is revealed.
    await pull(page, 10);
    await expect(revealing(page)).toHaveCount(10);
    await pull(page, 1);
    await expect(revealing(page)).toHaveCount(1);
    await expect(cards(page).first()).toHaveAttribute('data-reveal-order', '0');
    await expect(cards(page).first().locator('.pull-card-number')).toHaveText(`Pull #${total + 11}`);
  });

  test('under reduced motion no reveal starts, and the setting says why', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openSummons(page);
    await watchForReveals(page);
    await pull(page, 10, 3);
    await pull(page, 1);
    await expect(cards(page)).toHaveCount(11);
    expect(await revealSeen(page)).toBe(false);
    await expectCardsAtRest(page);
    await expect(page.getByRole('checkbox', { name: 'Pull reveal' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Pull reveal' })).toHaveAccessibleDescription(
      '(off while this device asks for reduced motion)',
    );
  });

  test('turned off, no reveal starts, also after a reload; turned on again, it does', async ({ page }) => {
    await openSummons(page);
    const setting = page.getByRole('checkbox', { name: 'Pull reveal' });
    await expect(setting).toBeChecked();
    // By keyboard: Space on the focused checkbox.
    await setting.focus();
    await page.keyboard.press('Space');
    await expect(setting).not.toBeChecked();
    expect(await page.evaluate(() => localStorage.getItem('pullReveal'))).toBe('false');

    await watchForReveals(page);
    await pull(page, 10, 3);
    await expect(cards(page)).toHaveCount(10);
    expect(await revealSeen(page)).toBe(false);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Pull x1', exact: true })).toBeEnabled();
    await expect(setting).not.toBeChecked();
    await watchForReveals(page);
    await pull(page, 1);
    await expect(cards(page).first().locator('.pull-card-number')).toHaveText('Pull #11');
    expect(await revealSeen(page)).toBe(false);

    await animationSpeed(page, 0.05);
    await setting.click();
    await expect(setting).toBeChecked();
    await pull(page, 1);
    await expect(revealing(page)).toHaveCount(1);
  });

  test('Pull x85 and the custom Pull {n}, even of ten, never reveal', async ({ page }) => {
    await openSummons(page);
    await watchForReveals(page);
    await pull(page, 85, 4);
    // The custom count's own button, set to ten.
    await page.getByRole('spinbutton', { name: 'Custom pull count' }).fill('10');
    await page.getByRole('button', { name: 'Pull 10', exact: true }).click();
    await expect(page.getByTestId('summon-count')).toHaveText('95');
    await expect(cards(page).first().locator('.pull-card-number')).toHaveText('Pull #95');
    expect(await revealSeen(page)).toBe(false);
  });

  for (const theme of ['dark', 'light'] as const) {
    test(`axe finds nothing serious during and after a reveal, ${theme} theme`, async ({ page }) => {
      await startInTheme(page, theme);
      await openSummons(page);
      await animationSpeed(page, 0.05);
      await pull(page, 10, mixedTenSeed().seed);
      await expect(revealing(page)).toHaveCount(10);
      await expect(page.locator('.reveal-glow').first()).toBeAttached();
      // The cards' animations start once the frame showing them is painted.
      await expect(area(page)).toHaveAttribute('data-reveal', 'running');
      // Held where the most is on show: every card in, every glow at its brightest.
      await page.evaluate(() => {
        for (const animation of document.getAnimations()) {
          animation.pause();
          const { delay = 0, duration } = animation.effect?.getComputedTiming() ?? {};
          const name = (animation as CSSAnimation).animationName;
          if (typeof duration !== 'number') continue;
          if (name === 'pull-reveal-in') animation.currentTime = delay + duration;
          if (name === 'pull-reveal-glow') animation.currentTime = delay + 0.35 * duration;
        }
      });
      expect(serious(await runAxe(page))).toEqual([]);

      await page.evaluate(() => document.getAnimations().forEach((animation) => animation.play()));
      await animationSpeed(page, 1);
      await expect(area(page)).toHaveAttribute('data-reveal', 'idle');
      expect(serious(await runAxe(page))).toEqual([]);
    });
  }
});
