import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The plan view's flows the planner's end-to-end tests share. */

export const PLANNER = '/HowMuchTo/plan';

/** The targets as shown: "Name ×copies Banner", in order. */
export async function shownTargets(page: Page): Promise<string[]> {
  const rows = page.getByRole('list', { name: /^Targets/ }).getByRole('listitem');
  const texts: string[] = [];
  for (const row of await rows.all()) {
    const name = await row.locator('.plan-target-name').textContent();
    const copies = await row.getByRole('combobox', { name: /^Copies/ }).inputValue();
    const banner = await row
      .getByRole('combobox', { name: /^Banner/ })
      .locator('option:checked')
      .textContent();
    texts.push(`${name} ×${copies} ${banner}`);
  }
  return texts;
}

/** A field of a fieldset: `group` names the fieldset, `label` the field. */
export function field(page: Page, group: string | RegExp, label: string | RegExp): Locator {
  return page.getByRole('group', { name: group }).getByLabel(label);
}

/** The chance of every target as shown once the planner has answered the plan as it stands now. */
export function chanceAll(page: Page): Locator {
  return page.locator('[aria-busy="false"] [data-testid="chance-all"]');
}

/** Presses Tab (or Shift+Tab) until `target` has focus. */
export async function tabTo(page: Page, target: Locator, { back = false, max = 200 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  const handle = await target.elementHandle();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await page.evaluate((el) => el === document.activeElement, handle)) return;
  }
  throw new Error(`${back ? 'Shift+Tab' : 'Tab'} never reached ${target.toString()}`);
}

/** The saved plans as the browser holds them. */
export async function savedPlans(page: Page): Promise<{ activeId: string; plans: { name: string }[] } | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('pullPlans') ?? 'null') as never);
}

/** A page in a context of its own, as a 390 px touch phone sees the site. */
export async function phonePage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    serviceWorkers: 'block',
  });
  return { context, page: await context.newPage() };
}
