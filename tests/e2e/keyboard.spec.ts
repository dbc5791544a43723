import type { Locator, Page } from '@playwright/test';
import { CHARACTERS } from '../../src/catalogue/characters';
import { expect, test, startInTheme } from './fixtures';
import { cards } from './flows';
import { SCREENS } from './screens';

/**
 * Every feature walked with the keyboard alone: Tab, Shift+Tab, Enter, Space, arrows and Escape, never the mouse.
 * Each focus stop on the way must show a focus indicator a sighted keyboard user can see.
 */

interface FocusInfo {
  /** A short description of the focused element, for messages. */
  what: string;
  /** Width of the indicator in px: the outline, or the swatch's outline for a visually hidden radio. */
  outlineWidth: number;
  /** Contrast of the indicator against the page background. */
  contrast: number;
  /** What covers the middle of the focused control, when something else does (a sticky bar, say). */
  coveredBy: string | null;
}

/** What has focus and how its focus indicator looks; null when nothing in the page has focus. */
async function focusInfo(page: Page): Promise<FocusInfo | null> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) return null;
    // A visually hidden radio shows its focus on the swatch drawn next to it.
    const drawn =
      el instanceof HTMLInputElement && el.type === 'radio' && el.nextElementSibling instanceof HTMLElement
        ? el.nextElementSibling
        : el;
    const style = getComputedStyle(drawn);
    const outlineWidth = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);

    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map(Number);
    const luminance = (value: string) => {
      const [r, g, b] = rgb(value).map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const a = luminance(style.outlineColor);
    const b = luminance(getComputedStyle(document.body).backgroundColor);
    const contrast = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

    const describe = (node: Element) => {
      const label = node.getAttribute('aria-label') ?? node.textContent?.trim().slice(0, 40) ?? '';
      const classes =
        typeof node.className === 'string' && node.className ? `.${node.className.split(' ').join('.')}` : '';
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes} "${label}"`;
    };
    const box = drawn.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const coveredBy =
      hit && (el.contains(hit) || drawn.contains(hit) || hit.contains(drawn))
        ? null
        : hit
          ? describe(hit)
          : 'off screen';
    return { what: describe(el), outlineWidth, contrast, coveredBy };
  });
}

/** The focused element shows an outline at least 2 px wide with 3:1 contrast against the page. */
async function expectVisibleFocus(page: Page): Promise<FocusInfo> {
  const info = await focusInfo(page);
  expect(info, 'something on the page has focus').not.toBeNull();
  expect(info!.outlineWidth, `focus outline width of ${info!.what}`).toBeGreaterThanOrEqual(2);
  expect(info!.contrast, `focus outline contrast of ${info!.what}`).toBeGreaterThanOrEqual(3);
  expect(info!.coveredBy, `what hides the focused ${info!.what}`).toBeNull();
  return info!;
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking the focus indicator at every stop on the way. */
async function tabTo(page: Page, target: Locator, { back = false, max = 300 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  const handle = await target.elementHandle();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    await expectVisibleFocus(page);
    if (await page.evaluate((el) => el === document.activeElement, handle)) return;
  }
  throw new Error(`${back ? 'Shift+Tab' : 'Tab'} never reached ${target.toString()}`);
}

async function expectFocusInside(page: Page, container: Locator) {
  expect(await container.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await expectVisibleFocus(page);
}

/** A modal keeps Tab and Shift+Tab inside itself for more presses than it has controls. */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  await expectFocusInside(page, dialog);
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    await expectFocusInside(page, dialog);
  }
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Shift+Tab');
    await expectFocusInside(page, dialog);
  }
}

/** Types over whatever the focused field holds. */
async function retype(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  if (text) await page.keyboard.type(text);
}

/** Pulls ten on the Summon screen from the keyboard, with a seed typed in first. */
async function pullTenByKeyboard(page: Page, seed: string) {
  await page.goto('/summons');
  await expect(page.getByRole('button', { name: 'Pull x10', exact: true })).toBeEnabled();
  await tabTo(page, page.getByLabel('Seed (optional)'));
  await retype(page, seed);
  await tabTo(page, page.getByRole('button', { name: 'Pull x10', exact: true }), { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('summon-count')).toHaveText('10');
  await expect(cards(page)).toHaveCount(10);
}

test.describe('keyboard only', () => {
  const SHELL_RUNS = [
    { theme: 'dark', width: 1280, height: 800, device: 'desktop' },
    { theme: 'light', width: 390, height: 844, device: 'phone' },
  ] as const;
  for (const { theme, width, height, device } of SHELL_RUNS) {
    test(`${theme} theme, ${device}: skip link, every route from the nav, theme toggle and the modals`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await startInTheme(page, theme);
      await page.goto('/characters');
      await expect(page.getByTestId('screen-gallery')).toBeVisible();

      // The skip link is the first stop, shows on screen when focused and jumps past the navigation.
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      await expect(skip).toBeFocused();
      await expectVisibleFocus(page);
      expect((await skip.boundingBox())!.y).toBeGreaterThanOrEqual(0);
      await page.keyboard.press('Enter');
      await expect(page.locator('#main')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Tous' }).first()).toBeFocused();

      // Back up to the navigation and visit every screen through it.
      const nav = page.getByRole('navigation', { name: 'Main' });
      await tabTo(page, nav.getByRole('link', { name: 'Characters' }), { back: true });
      const labels = ['Characters', 'Summon', 'My pulls', 'TierMaker', 'TeamMaker', 'Countdown', 'How Much To'];
      for (const [i, label] of labels.entries()) {
        const link = nav.getByRole('link', { name: label, exact: true });
        if (i > 0) await tabTo(page, link);
        await page.keyboard.press('Enter');
        await expect(page.getByTestId(SCREENS[i]!.testId)).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`${SCREENS[i]!.path}$`, 'i'));
        await expect(link).toHaveAttribute('aria-current', 'page');
      }

      // The theme toggle works with Enter and with Space.
      const other = theme === 'dark' ? 'light' : 'dark';
      const toggle = page.getByTestId('theme-toggle');
      await tabTo(page, toggle);
      await page.keyboard.press('Enter');
      await expect(page.locator('body')).toHaveClass(new RegExp(`\\b${other}\\b`));
      await expectVisibleFocus(page);
      await page.keyboard.press('Space');
      await expect(page.locator('body')).toHaveClass(new RegExp(`\\b${theme}\\b`));
      await expect(toggle).toBeFocused();

      // The changelog: focus moves in, Tab cycles inside, Escape closes and focus returns to its button.
      const opener = page.getByRole('button', { name: 'Changelog' });
      await tabTo(page, opener, { back: true });
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Changelog' });
      await expect(dialog).toBeVisible();
      await expectFocusTrapped(page, dialog);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      // Space opens it too; its Close button closes it.
      await page.keyboard.press('Space');
      await expect(dialog).toBeVisible();
      await expectFocusInside(page, dialog);
      await tabTo(page, dialog.getByRole('button', { name: 'Close' }));
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();

      // Your data: the same from the keyboard; its buttons are reachable inside.
      const dataButton = page.getByRole('button', { name: 'Your data' });
      await page.keyboard.press('Tab');
      await expect(dataButton).toBeFocused();
      await page.keyboard.press('Enter');
      const dataDialog = page.getByRole('dialog', { name: 'Your data' });
      await expect(dataDialog.getByRole('button', { name: 'Export my data' })).toBeFocused();
      await expectFocusTrapped(page, dataDialog);
      await tabTo(page, dataDialog.getByRole('button', { name: 'Import' }));
      await page.keyboard.press('Escape');
      await expect(dataDialog).toBeHidden();
      await expect(dataButton).toBeFocused();
    });
  }

  test('on a phone, the focused control is never hidden under the sticky navigation bar', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/characters');
    const tiles = page.locator('.character-tile');
    await expect(tiles).toHaveCount(CHARACTERS.length);
    // Down through the filters and a good way into the characters, then all the way back up.
    await tabTo(page, tiles.nth(24));
    await tabTo(page, page.getByRole('link', { name: 'Skip to content' }), { back: true });
  });

  test('on a small phone, a changelog taller than the screen scrolls with the arrow keys', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 560 });
    await page.goto('/characters');
    await expect(page.getByTestId('screen-gallery')).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Changelog' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Changelog' });
    // The body that scrolls is a tab stop of its own, named after the dialog.
    const body = dialog.getByRole('region', { name: 'Changelog' });
    await tabTo(page, body);
    expect(await body.evaluate((el) => el.scrollTop)).toBe(0);
    await page.keyboard.press('PageDown');
    await expect.poll(() => body.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Changelog' })).toBeFocused();
  });

  test('gallery: element and role filters, a character tooltip on focus, a section folded and opened', async ({
    page,
  }) => {
    await page.goto('/characters');
    const tiles = page.locator('.character-tile');
    await expect(tiles).toHaveCount(CHARACTERS.length);

    const elementGroup = page.getByRole('group', { name: 'Filtrer par élément :' });
    await tabTo(page, elementGroup.getByRole('button', { name: 'green', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/element=green/);
    await expect(tiles).toHaveCount(CHARACTERS.filter((c) => c.element === 'green').length);

    const roleGroup = page.getByRole('group', { name: 'Filtrer par rôle :' });
    await tabTo(page, roleGroup.getByRole('button', { name: 'support', exact: true }));
    await page.keyboard.press('Space');
    await expect(tiles).toHaveCount(
      CHARACTERS.filter((c) => c.element === 'green' && c.roles.includes('support')).length,
    );
    await tabTo(page, roleGroup.getByRole('button', { name: 'Tous' }), { back: true });
    await page.keyboard.press('Enter');
    await expect(tiles).toHaveCount(CHARACTERS.filter((c) => c.element === 'green').length);

    // The first character's tags show while it has focus and go away with Escape.
    const first = tiles.first();
    await tabTo(page, first);
    const tooltip = first.getByRole('tooltip');
    await expect(tooltip).toBeVisible();
    await expect(tooltip).not.toBeEmpty();
    await expect(first).toHaveAttribute('aria-describedby', (await tooltip.getAttribute('id'))!);
    await page.keyboard.press('Escape');
    await expect(tooltip).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(tiles.nth(1).getByRole('tooltip')).toBeVisible();

    // Fold the section the focused tile is in, then open it again.
    const second = page.getByTestId((await tiles.nth(1).getAttribute('data-testid'))!);
    const section = page.getByRole('region').filter({ has: second });
    const fold = section.getByRole('button', { name: 'Fermer/Ouvrir la section' });
    await tabTo(page, fold, { back: true });
    await page.keyboard.press('Enter');
    await expect(fold).toHaveAttribute('aria-expanded', 'false');
    await expect(second).toBeHidden();
    await page.keyboard.press('Space');
    await expect(fold).toHaveAttribute('aria-expanded', 'true');
    await expect(second).toBeVisible();

    await tabTo(page, elementGroup.getByRole('button', { name: 'Tous' }), { back: true });
    await page.keyboard.press('Enter');
    await expect(tiles).toHaveCount(CHARACTERS.length);
  });

  test('summons: a banner, Pull x10, the SR filter, the custom count and the delete dialog', async ({ page }) => {
    await page.goto('/summons');
    await expect(page.getByRole('button', { name: 'Pull x1', exact: true })).toBeEnabled();

    const limited = page.getByRole('button', { name: 'Limited', exact: true });
    await tabTo(page, limited);
    await page.keyboard.press('Enter');
    await expect(limited).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Limited Summon');

    await tabTo(page, page.getByLabel('Seed (optional)'));
    await page.keyboard.type('5');
    await tabTo(page, page.getByRole('button', { name: 'Pull x10', exact: true }), { back: true });
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('summon-count')).toHaveText('10');
    await expect(cards(page)).toHaveCount(10);
    const rarities = await cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-rarity')));
    const srCount = rarities.filter((r) => r === 'sr').length;

    // 'Display only SR' toggles with Space.
    const onlySr = page.getByRole('button', { name: 'Display only SR' });
    await tabTo(page, onlySr);
    await page.keyboard.press('Space');
    await expect(onlySr).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('result-count')).toHaveText(`${srCount} ${srCount === 1 ? 'result' : 'results'}`);
    await expect(cards(page)).toHaveCount(srCount);
    await page.keyboard.press('Space');
    await expect(onlySr).toHaveAttribute('aria-pressed', 'false');
    await expect(cards(page)).toHaveCount(10);

    // The custom count: typed, stepped with the arrow keys, pulled with Enter.
    const custom = page.getByRole('spinbutton', { name: 'Custom pull count' });
    await tabTo(page, custom, { back: true });
    await retype(page, '25');
    await page.keyboard.press('ArrowUp');
    await expect(custom).toHaveValue('26');
    await expect(page.getByRole('button', { name: 'Pull 26', exact: true })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('summon-count')).toHaveText('36');
    // The results show before the save ends; the buttons come back once it has (Tab skips them until then).
    await expect(page.getByRole('button', { name: 'Delete all summons' })).toBeEnabled();

    // Delete all summons: the dialog traps focus; Escape keeps everything and returns focus.
    const remove = page.getByRole('button', { name: 'Delete all summons' });
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete all summons?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Keep them' })).toBeFocused();
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();
    await expect(page.getByTestId('summon-count')).toHaveText('36');

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Delete', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('summon-count')).toHaveText('0');
    await expect(cards(page)).toHaveCount(0);
    await expect(remove).toBeFocused();
  });

  test('my summons: the SSR & ML toggle and the Clear All dialog', async ({ page }) => {
    await pullTenByKeyboard(page, '11');
    await page.goto('/mysummons');
    await expect(page.getByTestId('total-summons')).toHaveText('Total summons: 10');
    await expect(cards(page)).toHaveCount(10);
    const topCount = (await cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-rarity')))).filter(
      (r) => r === 'ssr' || r === 'ml',
    ).length;

    await tabTo(page, page.getByRole('button', { name: 'Only SSR & ML' }));
    await page.keyboard.press('Enter');
    const showAll = page.getByRole('button', { name: 'Show All' });
    await expect(showAll).toBeFocused();
    await expect(cards(page)).toHaveCount(topCount);
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Only SSR & ML' })).toBeFocused();
    await expect(cards(page)).toHaveCount(10);

    const clear = page.getByRole('button', { name: 'Clear All Summons' });
    await page.keyboard.press('Tab');
    await expect(clear).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Clear all summons?' });
    await expect(dialog).toBeVisible();
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(clear).toBeFocused();
    await expect(cards(page)).toHaveCount(10);

    await page.keyboard.press('Space');
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: 'Clear', exact: true }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('total-summons')).toHaveText('Total summons: 0');
    await expect(page.getByText('No summons found.')).toBeVisible();
  });

  test('tier list: a character dragged from the pool into a tier with the keyboard, and a tier renamed', async ({
    page,
  }) => {
    await page.goto('/tierMaker');
    const pool = page.getByTestId('tier-pool');
    await expect(pool.locator('[data-testid^="token-"]')).toHaveCount(CHARACTERS.length);
    const live = page.locator('[role="status"][aria-live="assertive"]');
    // The library starts listening for arrow keys on a zero-delay timer after a pick-up; let it run.
    const press = async (key: string, heard: string) => {
      await page.keyboard.press(key);
      await expect(live).toHaveText(heard);
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    };

    // Space picks up, the arrows travel from the pool up to tier S, Space drops.
    const freya = page.getByTestId('token-freya');
    await tabTo(page, freya);
    await press('Space', 'Picked up Freya from the pool.');
    await press('ArrowUp', 'Freya is over tier C, position 1 of 1.');
    await press('ArrowUp', 'Freya is over tier B, position 1 of 1.');
    await press('ArrowUp', 'Freya is over tier A, position 1 of 1.');
    await press('ArrowUp', 'Freya is over tier S, position 1 of 1.');
    await press('Space', 'Freya was dropped in tier S, position 1 of 1.');
    const tierS = page.getByRole('group', { name: 'Tier S' });
    await expect(tierS.getByRole('img', { name: 'Freya' })).toBeVisible();
    await expect(pool.getByTestId('token-freya')).toHaveCount(0);
    await expect(freya).toBeFocused();

    // Rename tier S from its settings dialog.
    const settings = page.getByRole('button', { name: 'Edit tier S' });
    await tabTo(page, settings);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit tier S' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await expectFocusTrapped(page, dialog);
    await tabTo(page, dialog.getByLabel('Name'));
    await retype(page, 'Top');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    const renamed = page.getByRole('group', { name: 'Tier Top' });
    await expect(renamed.locator('.tier-label')).toHaveText('Top');
    await expect(renamed.getByRole('img', { name: 'Freya' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit tier Top' })).toBeFocused();
  });

  test('team builder: content type, an element filter, characters added to the team and one removed', async ({
    page,
  }) => {
    await page.goto('/teammaker');
    const picks = page.locator('[data-testid^="pick-"]');
    await expect(picks).toHaveCount(CHARACTERS.length);

    await tabTo(page, page.getByRole('button', { name: 'PVP', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'AFK' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('team-slots')).toHaveText('0/4');

    const greens = CHARACTERS.filter((c) => c.element === 'green');
    await tabTo(page, page.getByRole('group', { name: 'Élément' }).getByRole('button', { name: 'green' }));
    await page.keyboard.press('Enter');
    await expect(picks).toHaveCount(greens.length);

    const [a, b] = greens;
    await tabTo(page, page.getByRole('button', { name: `Add ${a!.name}`, exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('team-slots')).toHaveText('1/4');
    await tabTo(page, page.getByRole('button', { name: `Add ${b!.name}`, exact: true }));
    await page.keyboard.press('Space');
    await expect(page.getByTestId('team-slots')).toHaveText('2/4');
    const team = page.getByRole('list', { name: 'Team members' }).getByRole('img');
    await expect(team).toHaveCount(2);
    await expect(team.first()).toHaveAttribute('alt', a!.name);

    await tabTo(page, page.getByRole('button', { name: `Remove ${a!.name}` }), { back: true });
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('team-slots')).toHaveText('1/4');
    await expect(team).toHaveCount(1);
    await expect(team).toHaveAttribute('alt', b!.name);
  });

  test('countdown: no control of its own, so Tab only visits the site controls and never the drifting art', async ({
    page,
  }) => {
    await page.goto('/Countdown');
    await expect(page.getByTestId('countdown-timer')).toBeVisible();
    const main = page.locator('#main');
    const stops: string[] = [];
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const info = await focusInfo(page);
      if (!info) break;
      expect(await main.evaluate((el) => el.contains(document.activeElement))).toBe(false);
      await expectVisibleFocus(page);
      stops.push(info.what);
    }
    expect(stops[0]).toContain('Skip to content');
    expect(stops.some((s) => s.includes('Countdown'))).toBe(true);
    expect(stops.some((s) => s.includes('Switch to light theme'))).toBe(true);
    await expect(page.getByTestId('floaters')).toHaveAttribute('aria-hidden', 'true');
  });

  test('How Much To: search, select, start, read the odds, filter the cards and hide the panel', async ({ page }) => {
    await page.goto('/HowMuchTo');
    const panel = page.getByTestId('character-panel');
    await expect(panel.locator('.hmt-pick')).toHaveCount(62);

    const search = page.getByRole('searchbox', { name: 'Search characters by name' });
    await tabTo(page, search);
    await page.keyboard.type('rosa');
    await expect(panel.locator('.hmt-pick')).toHaveCount(1);
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('pick-rosa')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByTestId('pick-rosa')).toHaveAttribute('aria-pressed', 'true');
    await expect(panel.getByText('1 selected')).toBeVisible();

    await tabTo(page, search, { back: true });
    await retype(page, '');
    await expect(panel.locator('.hmt-pick')).toHaveCount(62);
    await tabTo(page, page.getByTestId('pick-holden'));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('pick-holden')).toHaveAttribute('aria-pressed', 'true');
    await expect(panel.getByText('2 selected')).toBeVisible();

    const start = page.getByRole('button', { name: 'Start' });
    await tabTo(page, start, { back: true });
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('run-results')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('odds')).toBeVisible({ timeout: 60_000 });
    await expect(start).toBeEnabled();

    const budget = page.getByRole('spinbutton', { name: 'With', exact: true });
    await tabTo(page, budget);
    await retype(page, '400');
    await expect(page.getByTestId('budget-answer')).toHaveText(/^your chance is \d/);

    const onlySr = page.getByTestId('filter-sr');
    await tabTo(page, onlySr, { back: true });
    await page.keyboard.press('Space');
    await expect(onlySr).toHaveText('Show All');
    // The grid brings its rows in over a few frames: wait until the cards shown are the filtered ones.
    const rarities = () =>
      cards(page).evaluateAll((els) => [...new Set(els.map((el) => el.getAttribute('data-rarity')))]);
    await expect.poll(rarities).toEqual(['sr']);
    await page.keyboard.press('Enter');
    await expect(onlySr).toHaveText('Only SR');

    const hide = page.getByRole('button', { name: 'Hide Characters' });
    await tabTo(page, hide, { back: true });
    await page.keyboard.press('Enter');
    await expect(panel).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Show Characters' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await expect(page.getByTestId('pick-rosa')).toHaveAttribute('aria-pressed', 'true');
  });
});
