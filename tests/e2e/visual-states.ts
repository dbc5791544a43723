import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { cards, openScreen, openSummons, openYourData, pull } from './flows';
import { PLANNER, chanceAll, field } from './planner-flows';

/**
 * Every screen in its main states, in an order that builds each state from the one before: first everything empty
 * (a visitor's first look), then everything filled. Each `enter` leaves the page showing its state, loaded.
 */
export interface VisualState {
  readonly name: string;
  readonly enter: (page: Page) => Promise<void>;
}

const TIER_LISTS = {
  version: 1,
  activeId: 'list-1',
  lists: [
    {
      id: 'list-1',
      name: 'My tier list',
      rows: [
        { id: 'row-1', name: 'S', color: '#ff7f7f', items: ['freya', 'mia', 'heinrich'] },
        { id: 'row-2', name: 'A', color: '#ffbf7f', items: ['rahu', 'holden'] },
        { id: 'row-3', name: 'B', color: '#ffef7f', items: [] },
        { id: 'row-4', name: 'C', color: '#7fdf7f', items: ['lily'] },
      ],
    },
  ],
};

async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

export const VISUAL_STATES: readonly VisualState[] = [
  { name: 'characters', enter: (page) => openScreen(page, '/characters') },
  {
    name: 'characters-filtered',
    enter: async (page) => {
      await page.getByRole('group', { name: 'Filtrer par élément :' }).getByRole('img', { name: 'violet' }).click();
      await page.getByRole('group', { name: 'Filtrer par rôle :' }).getByRole('button', { name: 'sustain' }).click();
      await expect(page).toHaveURL(/role=sustain/);
      // The empty state's note (its words are the screen's language's; the pseudo-locale run walks these states too).
      await expect(page.getByRole('status')).toBeVisible();
    },
  },
  {
    name: 'changelog',
    enter: async (page) => {
      await page.getByRole('button', { name: 'Changelog' }).click();
      await expect(page.getByRole('dialog', { name: 'Changelog' })).toBeVisible();
    },
  },
  {
    name: 'your-data',
    enter: async (page) => {
      await closeDialog(page);
      await openYourData(page);
    },
  },
  {
    name: 'summons-empty',
    enter: async (page) => {
      await openSummons(page);
      // The empty history's count and hint (their words are the screen's language's; the pseudo-locale run walks
      // these states too).
      await expect(page.getByTestId('result-count')).toHaveText(/^0 /);
      await expect(page.getByTestId('results-empty')).toBeVisible();
    },
  },
  {
    name: 'summons-no-banner',
    enter: async (page) => {
      await page.evaluate(() => localStorage.setItem('selectedBanner', 'none'));
      await page.reload();
      await expect(page.getByTestId('select-banner')).toBeVisible();
    },
  },
  {
    name: 'mysummons-empty',
    enter: async (page) => {
      await openScreen(page, '/mysummons');
      // The empty state (its words are the screen's language's; the pseudo-locale run walks these states too).
      await expect(page.locator('.my-summons-empty-text')).toBeVisible();
    },
  },
  { name: 'tiermaker-empty', enter: (page) => openScreen(page, '/tierMaker') },
  { name: 'teammaker-empty', enter: (page) => openScreen(page, '/teammaker') },
  { name: 'countdown', enter: (page) => openScreen(page, '/Countdown') },
  { name: 'howmuchto-empty', enter: (page) => openScreen(page, '/HowMuchTo') },
  { name: 'plan-empty', enter: (page) => openScreen(page, PLANNER) },
  {
    name: 'not-found',
    enter: async (page) => {
      await page.goto('/no-such-screen');
      await expect(page.getByRole('heading', { name: '404 - Page not found' })).toBeVisible();
    },
  },
  {
    name: 'summons-after-x10',
    enter: async (page) => {
      // Perma again, after the state without a banner.
      await page.evaluate(() => localStorage.setItem('selectedBanner', 'perma'));
      await openSummons(page);
      await pull(page, 10, 7);
      await expect(cards(page)).toHaveCount(10);
    },
  },
  {
    name: 'mysummons-with-pulls',
    enter: async (page) => {
      await openScreen(page, '/mysummons');
      await expect(page.getByTestId('total-summons')).toHaveText(/\b10$/);
      await expect(cards(page)).toHaveCount(10);
    },
  },
  {
    name: 'tiermaker-with-tiers',
    enter: async (page) => {
      await page.evaluate((lists) => localStorage.setItem('tierLists', JSON.stringify(lists)), TIER_LISTS);
      await page.goto('/tierMaker');
      // By test id: the tier's name ("Tier S") is a message with the tier's own name in it, in any language.
      await expect(page.getByTestId('tier-row-1').locator('[data-testid^="token-"]')).toHaveCount(3);
    },
  },
  {
    name: 'teammaker-with-team',
    enter: async (page) => {
      await openScreen(page, '/teammaker');
      // By test id: "Add Freya" is a message with the character's name in it, in any language.
      for (const id of ['freya', 'mia', 'rahu']) await page.getByTestId(`pick-${id}`).click();
      await expect(page.getByTestId('team-slots')).toHaveText('3/5');
    },
  },
  {
    name: 'howmuchto-with-result',
    enter: async (page) => {
      await openScreen(page, '/HowMuchTo');
      await page.getByTestId('pick-rosa').click();
      await page.locator('.hmt-start').click();
      await expect(page.getByTestId('run-results')).toBeVisible();
      // The chance, once the odds are in (a percent in any language).
      await expect(page.getByTestId('budget-answer')).toHaveText(/%/);
    },
  },
  {
    name: 'plan-with-plan',
    enter: async (page) => {
      await openScreen(page, PLANNER);
      await page.getByTestId('add-freya').click();
      await field(page, 'On hand', 'Anima Prototypes').fill('81');
      await expect(chanceAll(page)).toHaveText('100.00%');
      await expect(page.getByTestId('chart-by-day').locator('canvas')).toBeVisible();
    },
  },
];
