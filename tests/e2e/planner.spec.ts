import type { Page } from '@playwright/test';
import { runAxe } from './axe';
import { expect, expectNoBrokenImages, startInTheme, test } from './fixtures';
import { openScreen, settle } from './flows';
import { PLANNER, chanceAll, field, phonePage, shownTargets, tabTo } from './planner-flows';

/**
 * The plan view, end to end against the real planner: the whole flow by keyboard, by mouse and by touch on a phone,
 * in both themes, with no serious accessibility finding. Freya comes only from Limited, whose hard pity gives her by
 * the 81st pull: with 81 Anima Prototypes' worth of crystals she is certain, with nothing she cannot come.
 */

const BLOCKING = new Set(['serious', 'critical']);

async function expectNoSeriousAxeFinding(page: Page, where: string): Promise<void> {
  await settle(page);
  const { violations } = await runAxe(page);
  const serious = violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  expect(serious.map((v) => `${where}: ${v.id} ${v.targets.join(' | ')}`)).toEqual([]);
}

test.describe('Plan my pulls', () => {
  test('the whole flow by keyboard, dark theme', async ({ page }) => {
    await startInTheme(page, 'dark');
    await openScreen(page, PLANNER);
    const search = page.getByRole('searchbox', { name: 'Add a character' });
    await tabTo(page, search);
    await page.keyboard.type('Freya');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Holden');
    await page.keyboard.press('Enter');
    expect(await shownTargets(page)).toEqual(['Freya ×1 Limited', 'Holden ×1 Perma']);
    await expect(chanceAll(page)).toHaveText('0.00%');

    // Holden first, by the keyboard; the move is said.
    await tabTo(page, page.getByRole('button', { name: 'Move Holden up' }), { back: true });
    await page.keyboard.press('Enter');
    expect(await shownTargets(page)).toEqual(['Holden ×1 Perma', 'Freya ×1 Limited']);
    await expect(page.getByTestId('targets-said')).toHaveText('Holden moved to place 1 of 2.');
    await expect(page.getByRole('button', { name: 'Move Holden down' })).toBeFocused();

    // Two copies of Freya, by the arrow keys on her select.
    await tabTo(page, page.getByRole('combobox', { name: 'Copies of Freya' }));
    await page.keyboard.press('ArrowDown');
    expect(await shownTargets(page)).toEqual(['Holden ×1 Perma', 'Freya ×2 Limited']);

    // An absurd amount is refused beside the field; a real one is answered.
    const crystals = field(page, 'On hand', 'Hydra Crystals');
    await tabTo(page, crystals);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('-300');
    await expect(crystals).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('plan-status')).toHaveText(
      'Correct the 1 field marked in red, and the chances follow.',
    );
    await page.keyboard.press('Control+A');
    await page.keyboard.type('32400');
    await expect(chanceAll(page)).toHaveText(/^\d+\.\d\d%/);
    await expect(page.getByTestId('answer-method')).toHaveText(/^(Exact|Monte Carlo)/);
    const answer = page.getByTestId('plan-answer');
    await expect(answer.getByTestId('chance-prefix').getByRole('row')).toHaveCount(3);
    await expect(answer.getByTestId('budget')).toContainText('324 Anima Prototypes');
    await expectNoBrokenImages(page);
  });

  test('the whole flow by mouse, light theme: Freya certain by hard pity, and nothing without tickets', async ({
    page,
  }) => {
    await startInTheme(page, 'light');
    await openScreen(page, PLANNER);
    await page.getByTestId('add-freya').click();
    expect(await shownTargets(page)).toEqual(['Freya ×1 Limited']);
    await expect(chanceAll(page)).toHaveText('0.00%');
    await expect(page.getByTestId('answer-method')).toHaveText(/^Exact/);
    await field(page, 'On hand', 'Anima Prototypes').fill('81');
    await expect(chanceAll(page)).toHaveText('100.00%');
    await expect(page.getByTestId('pulls-for')).toContainText('99% chance');
    // The chance over the days: drawn once the chart's code has loaded.
    await expect(page.getByTestId('chart-by-day').locator('canvas')).toBeVisible();
    await expect(page.getByTestId('chart-by-pulls').locator('canvas')).toBeVisible();

    // Income instead of tickets on hand: 81 pulls' worth arrives on an event before the date.
    await field(page, 'On hand', 'Anima Prototypes').fill('0');
    await page.getByRole('button', { name: 'Add an event' }).click();
    await field(page, 'Event 1', 'Anima Prototypes').fill('81');
    await expect(chanceAll(page)).toHaveText('100.00%');
    await expectNoSeriousAxeFinding(page, 'plan with an answer, light, desktop');
  });

  for (const theme of ['dark', 'light'] as const) {
    test(`the whole flow by touch on a 390 px phone, ${theme} theme`, async ({ browser }) => {
      const { context, page } = await phonePage(browser);
      await startInTheme(page, theme);
      await openScreen(page, PLANNER);
      await page.getByTestId('add-freya').tap();
      await page.getByTestId('add-heinrich').tap();
      expect(await shownTargets(page)).toEqual(['Freya ×1 Limited', 'Heinrich ×1 ML']);
      await page.getByRole('button', { name: 'Move Heinrich up' }).tap();
      expect(await shownTargets(page)).toEqual(['Heinrich ×1 ML', 'Freya ×1 Limited']);
      await field(page, 'On hand', 'Hydra Crystals').tap();
      await field(page, 'On hand', 'Hydra Crystals').fill('50000');
      await expect(chanceAll(page)).toHaveText(/^\d+\.\d\d%/);
      const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      expect(fits, 'the plan view fits a 390 px screen').toBe(true);
      await page.getByRole('button', { name: 'Remove Heinrich' }).tap();
      expect(await shownTargets(page)).toEqual(['Freya ×1 Limited']);
      // Checked once the answer for Freya alone is in (a recomputing answer is drawn faded).
      await expect(chanceAll(page)).toHaveText(/^\d+\.\d\d%/);
      await expectNoSeriousAxeFinding(page, `plan on a phone, ${theme}`);
      await context.close();
    });
  }

  test('no serious accessibility finding with fields marked wrong and the rename dialog open, in both themes', async ({
    page,
  }) => {
    await startInTheme(page, 'dark');
    await openScreen(page, PLANNER);
    await page.getByTestId('add-mia').click();
    await field(page, 'Limited counters', /^Pity/).fill('99');
    await field(page, 'Every day', 'Hydra Crystals').fill('lots');
    await expect(page.getByTestId('plan-status')).toContainText('Correct the 2 fields marked in red');
    await expectNoSeriousAxeFinding(page, 'fields marked wrong, dark');
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.reload();
    await expect(page.locator('body')).toHaveClass(/\blight\b/);
    await page.getByRole('button', { name: 'Rename' }).click();
    await expect(page.getByRole('dialog', { name: 'Rename plan' })).toBeVisible();
    await expectNoSeriousAxeFinding(page, 'rename dialog, light');
  });
});

/**
 * The plan from the player's account: My real pity has Limited at pity 70, so Freya comes within 11 pulls; one copy
 * of her is owned. With 11 Anima Prototypes, two copies are not certain, but one more copy is.
 */
test.describe('Plan my pulls from my account', () => {
  async function seedAccount(page: Page): Promise<void> {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('account-seeded')) return;
      const counters = (pity: number) => ({ pity, sr: 0, tally: { pulls: 0, tops: 0, from: { pity, sr: 0 } } });
      localStorage.setItem('ownedCharacters', JSON.stringify({ freya: 1 }));
      localStorage.setItem(
        'realCounters',
        JSON.stringify({ limited: counters(70), perma: counters(0), ml: counters(0) }),
      );
      sessionStorage.setItem('account-seeded', '1');
    });
  }

  test('real counters and owned copies by touch on a 390 px phone, dark theme', async ({ browser }) => {
    const { context, page } = await phonePage(browser);
    await startInTheme(page, 'dark');
    await seedAccount(page);
    await openScreen(page, PLANNER);
    await page.getByTestId('add-freya').tap();
    await page.getByRole('combobox', { name: 'Copies of Freya' }).selectOption('2');
    await field(page, 'On hand', 'Anima Prototypes').fill('11');
    // From pity 0, two copies in 11 pulls are far from certain.
    const uncertain = /^(?!100\.00%)\d+\.\d\d%$/;
    await expect(chanceAll(page)).toHaveText(uncertain);

    await page.getByRole('button', { name: 'Use my real counters' }).tap();
    await expect(field(page, 'Limited counters', /^Pity/)).toHaveValue('70');
    // The first copy is now certain by hard pity, the second is not.
    await expect(chanceAll(page)).toHaveText(uncertain);
    await page.getByRole('checkbox', { name: 'Leave out copies I own' }).tap();
    await expect(page.getByText('You own 1: 1 more to get')).toBeVisible();
    await expect(chanceAll(page)).toHaveText('100.00%');
    const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(fits, 'the plan view fits a 390 px screen').toBe(true);
    await expectNoSeriousAxeFinding(page, 'plan from the account on a phone, dark');
    await context.close();
  });

  test('a target met by owned copies, by keyboard, light theme', async ({ page }) => {
    await startInTheme(page, 'light');
    await seedAccount(page);
    await openScreen(page, PLANNER);
    const search = page.getByRole('searchbox', { name: 'Add a character' });
    await tabTo(page, search);
    await page.keyboard.type('Freya');
    await page.keyboard.press('Enter');
    await expect(chanceAll(page)).toHaveText('0.00%');
    await tabTo(page, page.getByRole('checkbox', { name: 'Leave out copies I own' }));
    await page.keyboard.press('Space');
    await expect(page.getByText('You own 1: already met')).toBeVisible();
    await expect(page.getByTestId('plan-status')).toHaveText(
      'You own every copy the targets ask for, so each is already met: ask for more copies, or add a target.',
    );
    await expect(page.getByTestId('plan-answer')).toHaveCount(0);
    await expectNoSeriousAxeFinding(page, 'every target met, light');
    // The saved plan still asks for Freya once.
    expect(await shownTargets(page)).toEqual(['Freya ×1 Limited']);
  });
});

test.describe('Plan my pulls on banner runs', () => {
  /** A calendar date `days` after today, in the browser's time zone, as the runs screen stores one. */
  const dayAfter = (days: number) => {
    const at = new Date();
    at.setDate(at.getDate() + days);
    return `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
  };

  test('two runs by touch on a phone, answered exactly, and shared as the same question', async ({ browser }) => {
    const freyaEnds = dayAfter(10);
    const hoyanEnds = dayAfter(60);
    const { context, page } = await phonePage(browser);
    await page.addInitScript(
      ([freya, hoyan]) => {
        if (sessionStorage.getItem('runs-seeded')) return;
        sessionStorage.setItem('runs-seeded', '1');
        const runs = [
          { id: 'run-freya', banner: 'limited', featured: 'freya', name: 'Freya', end: freya },
          { id: 'run-hoyan', banner: 'limited', featured: 'hoyan', name: 'Hoyan rerun', end: hoyan },
        ];
        localStorage.setItem('bannerRuns', JSON.stringify({ version: 1, runs }));
      },
      [freyaEnds, hoyanEnds],
    );
    await openScreen(page, PLANNER);
    await page.getByTestId('add-hoyan').tap();
    await page.getByTestId('add-freya').tap();
    await page.getByRole('combobox', { name: 'Run for Freya' }).selectOption({ label: `Freya (until ${freyaEnds})` });
    await field(page, 'On hand', 'Hydra Crystals').tap();
    await field(page, 'On hand', 'Hydra Crystals').fill('12000');
    await expect(chanceAll(page)).toHaveText(/^\d+\.\d\d%$/);
    await expect(page.getByTestId('answer-method')).toHaveText(/^Exact/);
    // Freya's run ends first, so she is pulled first; Hoyan's run is pulled until the plan's date.
    const targets = page.getByTestId('chance-prefix').getByRole('row');
    await expect(targets.nth(1)).toContainText(`1. Freya ×1 on Limited (Freya, until ${freyaEnds})`);
    await expect(targets.nth(2)).toContainText(`2. Hoyan ×1 on Limited (Hoyan rerun, until ${hoyanEnds})`);
    await expect(page.getByTestId('run-chances').getByRole('row')).toHaveCount(3);
    const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(fits, 'the plan view with runs fits a 390 px screen').toBe(true);
    await expectNoSeriousAxeFinding(page, 'plan on runs, phone');
    const chance = await chanceAll(page).textContent();
    await page.getByRole('button', { name: 'Share link' }).tap();
    const link = await page.getByLabel('Plan link').inputValue();
    await context.close();

    // A browser without these runs opens the same question: the plan keeps its own copies of them.
    const other = await browser.newContext({ serviceWorkers: 'block' });
    const visitor = await other.newPage();
    await visitor.goto(link);
    await expect(visitor.getByTestId('plan-notice')).toContainText('was added to your plans.');
    await expect(visitor.getByRole('combobox', { name: 'Run for Freya' })).toHaveValue('1');
    await expect(visitor.getByRole('combobox', { name: 'Run for Freya' }).locator('option:checked')).toHaveText(
      `Freya (until ${freyaEnds}), as this plan keeps it`,
    );
    await expect(visitor.getByTestId('answer-method')).toHaveText(/^Exact/);
    await expect(chanceAll(visitor)).toHaveText(chance!);
    await other.close();
  });
});
