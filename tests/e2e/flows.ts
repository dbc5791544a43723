import type { Locator, Page } from '@playwright/test';
import { CHARACTERS } from '../../src/catalogue/characters';
import { HISTORY_LOCK } from '../../src/lib/summons/tabs';
import { historyPayload, seedStorage, type BatchPlan, type SeedPayload } from '../support/stored-state';
import { expect, expectNoBrokenImages } from './fixtures';
import { SCREENS } from './screens';

/**
 * The flows many end-to-end tests repeat, one helper each: open a screen and wait until its content is there,
 * start from a stored history, pull on the Summon screen, read the cards, open the data dialog.
 */

export type ScreenTestId = (typeof SCREENS)[number]['testId'];

/** The character lists still growing: a picker renders its characters a few a frame, `aria-busy` until all are in. */
function growingLists(page: Page): Locator {
  return page.locator('ul[aria-busy="true"]');
}

/** What each screen shows once its content has loaded, beyond its container. */
const READY: Record<ScreenTestId, (page: Page) => Promise<void>> = {
  'screen-gallery': (page) => expect(page.getByTestId(`character-${CHARACTERS[0]!.id}`)).toBeVisible(),
  'screen-summons': (page) => expect(page.getByRole('button', { name: 'Pull x1', exact: true })).toBeEnabled(),
  'screen-my-summons': async (page) => {
    await expect(page.getByTestId('total-summons')).toBeVisible();
    await expect(page.locator('.loading')).toHaveCount(0);
  },
  'screen-tier-list': (page) =>
    expect(page.getByTestId('tier-pool').locator('[data-testid^="token-"]')).toHaveCount(CHARACTERS.length),
  'screen-team-builder': (page) => expect(page.locator('[data-testid^="pick-"]')).toHaveCount(CHARACTERS.length),
  'screen-countdown': (page) =>
    expect(page.getByTestId('floaters')).toHaveAttribute('data-drawn', String(CHARACTERS.length)),
  'screen-how-much-to': async (page) => {
    await expect(page.getByRole('heading', { name: 'Select characters' })).toBeVisible();
    await expect(growingLists(page)).toHaveCount(0);
  },
  'screen-plan': async (page) => {
    await expect(page.getByRole('searchbox', { name: 'Add a character' })).toBeVisible();
    await expect(growingLists(page)).toHaveCount(0);
  },
  'screen-runs': (page) => expect(page.getByTestId('run-specified')).toBeVisible(),
};

/** Waits until the screen `testId` is shown with its content loaded and every image in view loaded. */
export async function expectScreenReady(page: Page, testId: ScreenTestId): Promise<void> {
  await expect(page.getByTestId(testId)).toBeVisible();
  await READY[testId](page);
  await expectNoBrokenImages(page);
}

/** Opens `path` (any casing of a route, with a query or not) and waits until its screen is ready. */
export async function openScreen(page: Page, path: string): Promise<void> {
  const route = path.split('?')[0]!.toLowerCase();
  const screen = SCREENS.find((s) => [s.path, ...s.variants].some((p) => p.toLowerCase() === route));
  if (!screen) throw new Error(`${path} is not one of the site's screens`);
  await page.goto(path);
  await expectScreenReady(page, screen.testId);
}

/**
 * Waits until the page has settled: three animation frames in a row without a change to the DOM, after a resize,
 * a theme change or a state change whose rendering finishes asynchronously (a chart redrawn in the new theme).
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let changed = false;
        let quietFrames = 0;
        const observer = new MutationObserver(() => (changed = true));
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        const frame = () => {
          quietFrames = changed ? 0 : quietFrames + 1;
          changed = false;
          if (quietFrames >= 3) {
            observer.disconnect();
            resolve();
          } else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

/**
 * Starts the browser from a stored history, as if `plans` had been pulled one after another on the site: the
 * history database and every mirror, written before any of the site's code runs. A same-origin page that runs none
 * of the site's code receives the writes.
 */
export async function seedHistory(
  page: Page,
  plans: readonly BatchPlan[],
  extraLocal: readonly (readonly [string, string])[] = [],
): Promise<void> {
  await seedPayload(page, historyPayload(plans, extraLocal));
}

/** Opens a blank page of the site's origin that runs none of its code: where storage is written before a visit. */
export async function openSeedPage(page: Page): Promise<void> {
  await page.route('**/e2e-seed', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><head><title>seed</title><link rel="icon" href="/favicon.svg"></head></html>',
    }),
  );
  await page.goto('/e2e-seed');
}

/** Writes `payload` into the browser's storage from a same-origin page that runs none of the site's code. */
export async function seedPayload(page: Page, payload: SeedPayload): Promise<void> {
  await openSeedPage(page);
  await page.evaluate(seedStorage, payload);
}

export type BannerName = 'Limited' | 'Perma' | 'ML';

export function cards(page: Page): Locator {
  return page.getByTestId('pull-card');
}

/**
 * Waits until every pull grid shows the cards last asked for. A grid draws a new set of cards (a filter, a page, a
 * chunk read) at transition priority, `aria-busy` until then, and its list is `aria-busy` while rows are still being
 * added: a grid read right after a click may otherwise still hold the cards from before it.
 */
export async function gridsSettled(page: Page): Promise<void> {
  await expect(
    page.locator('[data-testid="pull-grid"][aria-busy="true"], [data-testid="pull-grid"] [aria-busy="true"]'),
  ).toHaveCount(0);
}

export function summonCount(page: Page): Locator {
  return page.getByTestId('summon-count');
}

/** Opens the Summon screen, on `banner` when given, ready to pull. */
export async function openSummons(page: Page, banner?: BannerName): Promise<void> {
  await openScreen(page, '/summons');
  if (banner) {
    await page.getByRole('button', { name: banner, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${banner} Summon`);
  }
}

/** The summon count as shown. */
export async function shownCount(page: Page): Promise<number> {
  return Number((await summonCount(page).textContent())?.replace(/,/g, ''));
}

/**
 * Pulls `count` on the Summon screen that is open, with `seed` when given: through its own button for 1, 10 and
 * 85, otherwise through the custom count. Waits until the count shown has grown by `count`.
 */
export async function pull(page: Page, count: number, seed?: number): Promise<void> {
  if (seed !== undefined) await page.getByRole('textbox', { name: 'Seed (optional)' }).fill(String(seed));
  const before = await shownCount(page);
  let button = `Pull x${count}`;
  if (![1, 10, 85].includes(count)) {
    await page.getByRole('spinbutton', { name: 'Custom pull count' }).fill(String(count));
    button = `Pull ${count}`;
  }
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(summonCount(page)).toHaveText((before + count).toLocaleString('en-US'));
  await gridsSettled(page);
}

/** Renames the default tier list's tier `from` to `to` on the tier list screen: a tier list that differs from the default. */
export async function renameTier(page: Page, from: string, to: string) {
  await page.goto('/tierMaker');
  await page.getByRole('button', { name: `Edit tier ${from}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit tier ${from}` });
  await dialog.getByLabel('Name').fill(to);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('group', { name: `Tier ${to}` })).toBeVisible();
}

/** Opens the Your data dialog from the floating button. */
export async function openYourData(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Your data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your data' });
  // Its first step, by test id: its words are the language's, and the pseudo-locale run opens it too.
  await expect(dialog.getByTestId('last-export')).toBeVisible();
  return dialog;
}

const DEFAULT_TIER_COLORS = { S: '#ff7f7f', A: '#ffbf7f', B: '#ffef7f', C: '#7fdf7f' } as const;

/** One saved tier list with the default tiers holding `items`, seeded before the app starts, once per test (a reload keeps what the app saved). */
export async function seedTierList(
  page: Page,
  items: Partial<Record<keyof typeof DEFAULT_TIER_COLORS, string[]>>,
): Promise<void> {
  const rows = (['S', 'A', 'B', 'C'] as const).map((name, i) => ({
    id: `row-${i + 1}`,
    name,
    color: DEFAULT_TIER_COLORS[name],
    items: items[name] ?? [],
  }));
  const value = JSON.stringify({
    version: 1,
    activeId: 'list-1',
    lists: [{ id: 'list-1', name: 'My tier list', rows }],
  });
  await page.addInitScript((v) => {
    if (!sessionStorage.getItem('tier-seeded')) {
      localStorage.setItem('tierLists', v);
      sessionStorage.setItem('tier-seeded', '1');
    }
  }, value);
}

/**
 * Turns offline support on for the page (in a test that allows service workers): visits once, waits until the
 * service worker is active, and reloads so that it controls the page.
 */
export async function installOffline(page: Page): Promise<void> {
  await page.goto('/characters');
  await expect(page.getByTestId('screen-gallery')).toBeVisible();
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (registration.active?.state !== 'activated') {
      await new Promise<void>((resolve) =>
        registration.active?.addEventListener('statechange', () => {
          if (registration.active?.state === 'activated') resolve();
        }),
      );
    }
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/**
 * Holds the history lock the tabs share in `page`, as another tab saving its batch would, until the returned
 * function lets it go. Resolves once the lock is held, so a batch started after it waits.
 */
export async function holdHistoryLock(page: Page): Promise<() => Promise<void>> {
  await page.evaluate(
    (name) =>
      new Promise<void>((held) => {
        void navigator.locks.request(name, () => {
          held();
          return new Promise<void>((resolve) => Object.assign(window, { releaseHistory: resolve }));
        });
      }),
    HISTORY_LOCK,
  );
  return () => page.evaluate(() => (window as unknown as { releaseHistory: () => void }).releaseHistory());
}
