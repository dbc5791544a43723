import type { Page, Worker } from '@playwright/test';
import { expect, expectNoBrokenImages, test, startInTheme } from './fixtures';
import { gridsSettled } from './flows';

const pick = (page: Page, id: string) => page.getByTestId(`pick-${id}`);
const start = (page: Page) => page.locator('.hmt-start');

async function select(page: Page, ids: string[]): Promise<void> {
  for (const id of ids) await pick(page, id).click();
}

const RARITY_BACKGROUND: Record<string, string> = {
  ssr: 'rgb(255, 226, 122)',
  ml: 'rgb(255, 179, 212)',
  sr: 'rgb(210, 184, 255)',
  r: 'rgb(169, 205, 255)',
};
const PITY_BORDER: Record<string, string> = {
  'hard pity': 'rgb(224, 49, 49)',
  'soft pity': 'rgb(240, 140, 0)',
  'no pity': 'rgb(138, 138, 150)',
};

/**
 * Every shown card, once the grid shows the cards last asked for: its name, rarity, pity label, colours and whether
 * the rainbow overlay is drawn on it.
 */
async function shownCards(page: Page) {
  await gridsSettled(page);
  return page.getByTestId('pull-card').evaluateAll((cards) =>
    cards.map((card) => {
      const style = getComputedStyle(card);
      const overlay = getComputedStyle(card, '::after');
      return {
        name: card.querySelector('.pull-card-name')?.textContent ?? '',
        number: card.querySelector('.pull-card-number')?.textContent ?? '',
        label: card.querySelector('.pull-card-pity')?.textContent ?? null,
        rarity: card.getAttribute('data-rarity') ?? '',
        pity: card.getAttribute('data-pity') ?? '',
        background: style.backgroundColor,
        border: style.borderTopColor,
        rainbow: overlay.content !== 'none' && overlay.backgroundImage.includes('linear-gradient'),
      };
    }),
  );
}

test.describe('How Much To', () => {
  test('search, selection, hide/show and the Start button states', { tag: '@heavy' }, async ({ page }) => {
    await page.goto('/HowMuchTo');
    const panel = page.getByTestId('character-panel');
    await expect(panel.getByRole('heading', { name: 'Select characters' })).toBeVisible();
    const picks = panel.locator('.hmt-pick');
    await expect(picks).toHaveCount(62);
    await expect(pick(page, 'hoyan')).toHaveCount(0);
    await expect(pick(page, 'lian')).toHaveCount(0);
    // Two columns.
    const [a, b, c] = await Promise.all([0, 1, 2].map((i) => picks.nth(i).boundingBox()));
    expect(a!.y).toBe(b!.y);
    expect(c!.y).toBeGreaterThan(a!.y);
    expect(c!.x).toBe(a!.x);

    await page.getByPlaceholder('Search...').fill('ROSA');
    await expect(picks).toHaveCount(1);
    await expect(pick(page, 'rosa')).toBeVisible();
    await page.getByPlaceholder('Search...').fill('');
    await expect(picks).toHaveCount(62);

    await expect(start(page)).toHaveText('Start');
    await expect(start(page)).toBeDisabled();
    await pick(page, 'rosa').click();
    await expect(pick(page, 'rosa')).toHaveAttribute('aria-pressed', 'true');
    const selectedBg = await pick(page, 'rosa').evaluate((el) => getComputedStyle(el).backgroundColor);
    const plainBg = await pick(page, 'holden').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(selectedBg).not.toBe(plainBg);
    await expect(start(page)).toBeEnabled();

    // Keyboard: focus a character, toggle it with Space and Enter.
    await pick(page, 'holden').focus();
    await page.keyboard.press('Space');
    await expect(pick(page, 'holden')).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Enter');
    await expect(pick(page, 'holden')).toHaveAttribute('aria-pressed', 'false');

    await page.getByRole('button', { name: 'Hide Characters' }).click();
    await expect(panel).toHaveCount(0);
    await page.getByRole('button', { name: 'Show Characters' }).click();
    await expect(panel).toBeVisible();
    // The selection survives hiding the panel.
    await expect(pick(page, 'rosa')).toHaveAttribute('aria-pressed', 'true');

    // Monte Carlo keeps the run going long enough to watch the button.
    await page.getByLabel('Odds method').selectOption('monte-carlo');
    await start(page).click();
    await expect(start(page)).toHaveText('Summoning...');
    await expect(start(page)).toBeDisabled();
    await expect(page.getByTestId('odds-method')).toHaveText(/^Method: Monte Carlo/, { timeout: 60_000 });
    await expect(start(page)).toHaveText('Start');
    await expect(start(page)).toBeEnabled();
    await expectNoBrokenImages(page);
  });

  test(
    'the cards: totals, colours by rarity and pity, rainbow on the selected, exclusive filters',
    { tag: '@heavy' },
    async ({ page }) => {
      await page.goto('/HowMuchTo');
      // Many top characters make a long run with soft and hard pity results to look at.
      const selection = ['celince', 'xiada', 'helkid', 'beyontin', 'khloros', 'borgne', 'heinrich', 'cachi'];
      await select(page, selection);
      await page.getByLabel('Odds method').selectOption('monte-carlo');
      await start(page).click();
      const results = page.getByTestId('run-results');
      await expect(results).toBeVisible({ timeout: 30_000 });

      const total = Number((await results.locator('.hmt-total').textContent())!.replace(/\D/g, ''));
      expect(total).toBeGreaterThan(50);
      await expect(results.locator('.hmt-ssr')).toHaveText(/^SSR: \d+ pulls \(\d+\.\d{2}%\)$/);
      const ssrText = (await results.locator('.hmt-ssr').textContent())!;
      const [, count, pct] = /SSR: (\d+) pulls \(([\d.]+)%\)/.exec(ssrText)!;
      expect(Number(pct)).toBeCloseTo((Number(count) / total) * 100, 2);

      const names = new Set(['Celince', 'Xiada', 'Helkid', 'Beyontin', 'Khloros', 'Borgne', 'Heinrich', 'Cachi']);
      const checkCards = async () => {
        const cards = await shownCards(page);
        expect(cards.length).toBeGreaterThan(0);
        for (const card of cards) {
          expect(card.background, `${card.name} ${card.number}`).toBe(RARITY_BACKGROUND[card.rarity]);
          expect(card.border, `${card.name} ${card.number}`).toBe(PITY_BORDER[card.pity]);
          expect(card.label).toBe(card.pity === 'no pity' ? null : card.pity);
          expect(card.rainbow, `${card.name} ${card.number}`).toBe(names.has(card.name));
        }
        return cards;
      };
      const all = await checkCards();
      expect(all[0]!.number).toBe('Pull #1');

      const onlyTop = page.getByTestId('filter-top');
      const onlySr = page.getByTestId('filter-sr');
      await expect(onlyTop).toHaveText('Only SSR & ML');
      await expect(onlySr).toHaveText('Only SR');
      await onlyTop.click();
      await expect(onlyTop).toHaveText('Show All');
      const tops = await checkCards();
      expect(tops.every((c) => c.rarity === 'ssr' || c.rarity === 'ml')).toBe(true);
      // Eight selected top characters take many top results: pity labels show up among them.
      expect(tops.some((c) => c.pity !== 'no pity')).toBe(true);
      expect(tops.some((c) => c.rainbow)).toBe(true);

      await onlySr.click();
      await expect(onlySr).toHaveText('Show All');
      await expect(onlyTop).toHaveText('Only SSR & ML');
      await expect(onlyTop).toHaveAttribute('aria-pressed', 'false');
      expect((await checkCards()).every((c) => c.rarity === 'sr')).toBe(true);
      await onlySr.click();
      await expect(onlySr).toHaveText('Only SR');
      expect((await shownCards(page))[0]!.number).toBe('Pull #1');

      await expect(page.getByTestId('odds-method')).toHaveText(/Monte Carlo, 100,000 trials/, { timeout: 60_000 });
    },
  );

  test('exact odds: figures, a chart in both themes and the budget answer', { tag: '@smoke' }, async ({ page }) => {
    await startInTheme(page, 'dark');
    await page.goto('/HowMuchTo');
    await select(page, ['holden', 'heinrich', 'marvell']);
    await start(page).click();
    await expect(page.getByTestId('odds-method')).toHaveText(/^Method: Exact/, { timeout: 30_000 });
    for (const id of ['odds-mean', 'odds-median', 'odds-p90', 'odds-p99']) {
      await expect(page.getByTestId(id)).toHaveText(/^[\d,]+(\.\d)? pulls$/);
    }
    const chart = page.getByTestId('odds-chart');
    await expect(chart.locator('canvas')).toHaveCount(1);
    await expect(chart).toHaveAttribute('role', 'img');
    await expect(chart).toHaveAttribute('aria-label', /50% by [\d,]+ pulls, 90% by [\d,]+ pulls, 99% by [\d,]+ pulls/);
    const axisColour = () =>
      chart
        .locator('.u-axis')
        .first()
        .evaluate((el) => getComputedStyle(el).color);
    const darkCanvas = await chart.locator('canvas').evaluate((c: HTMLCanvasElement) => c.toDataURL());

    const median = Number((await page.getByTestId('odds-median').textContent())!.replace(/\D/g, ''));
    const budget = page.getByLabel('With', { exact: true });
    await expect(budget).toHaveValue(String(median));
    await expect(page.getByTestId('budget-answer')).toHaveText(/^your chance is (50\.\d\d|49\.\d\d)%$/);
    await budget.fill('100000');
    await expect(page.getByTestId('budget-answer')).toHaveText('your chance is >99.99%');
    await budget.fill('1');
    await expect(page.getByTestId('budget-answer')).toHaveText('your chance is 0.00%');

    await page.getByTestId('theme-toggle').click();
    await expect(chart).toHaveAttribute('data-theme', 'light');
    await expect(chart.locator('canvas')).toHaveCount(1);
    await expect
      .poll(() => chart.locator('canvas').evaluate((c: HTMLCanvasElement) => c.toDataURL()))
      .not.toBe(darkCanvas);
    expect(await axisColour()).not.toBe('rgb(236, 235, 245)');
  });

  test(
    'Monte Carlo shows progress and can be cancelled, leaving no odds half-shown',
    { tag: '@heavy' },
    async ({ page }) => {
      await page.goto('/HowMuchTo');
      await select(page, ['holden', 'mia', 'rahu', 'heinrich', 'marvell']);
      await page.getByLabel('Odds method').selectOption('monte-carlo');
      // Every calculation worker the run starts, and which of them have ended.
      const started: Worker[] = [];
      const ended = new Set<Worker>();
      page.on('worker', (worker) => {
        if (!/calc\.worker/.test(worker.url())) return;
        started.push(worker);
        worker.on('close', () => ended.add(worker));
      });
      await start(page).click();
      const progress = page.getByRole('progressbar', { name: 'Monte Carlo trials done' });
      await expect(progress).toBeVisible({ timeout: 30_000 });
      await expect
        .poll(async () => Number(await progress.getAttribute('value')), { timeout: 30_000 })
        .toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByTestId('odds-cancelled')).toHaveText('Cancelled: no odds were kept.');
      await expect(progress).toHaveCount(0);
      await expect(page.getByTestId('odds')).toHaveCount(0);
      await expect(start(page)).toHaveText('Start');
      // Nothing can arrive later: the first worker ran the specification's run (its answer is shown, and it is kept
      // for the next run); every Monte Carlo worker after it has ended, and still no odds are shown.
      expect(started.length).toBeGreaterThan(1);
      await expect.poll(() => started.slice(1).every((worker) => ended.has(worker))).toBe(true);
      await expect(page.getByTestId('odds')).toHaveCount(0);

      // A fresh start runs to the end on fresh workers, with confidence intervals beside every figure.
      await start(page).click();
      await expect(page.getByTestId('odds-method')).toHaveText(
        'Method: Monte Carlo, 100,000 trials (95% confidence intervals)',
        {
          timeout: 60_000,
        },
      );
      await expect(page.getByTestId('odds-mean')).toHaveText(/^[\d,.]+ ± [\d,.]+ pulls$/);
      await expect(page.getByTestId('odds-p90')).toHaveText(/^[\d,]+ \([\d,]+–[\d,]+\) pulls$/);
      await expect(page.getByTestId('budget-answer')).toHaveText(/^your chance is [\d.]+% \([\d.]+%–[\d.]+%\)$/);
    },
  );

  test(
    'every pullable character at once finishes, and the run never touches the player data',
    { tag: '@heavy' },
    async ({ page }) => {
      test.setTimeout(180_000);
      await page.addInitScript(() => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('summons', '[]');
        localStorage.setItem('pityCounters', JSON.stringify({ limited: 3, perma: 41, ml: 0 }));
        localStorage.setItem('summonCount', '12');
      });
      await page.goto('/HowMuchTo');
      const snapshot = () =>
        page.evaluate(async () => ({
          // Every key but the backup reminder's own record, which any screen may write once the page is idle.
          local: Object.fromEntries(Object.entries(localStorage).filter(([key]) => key !== 'backupRecord')),
          cookies: document.cookie,
          databases: (await indexedDB.databases()).map((d) => `${d.name}@${d.version}`).sort(),
        }));
      const before = await snapshot();

      const picks = page.getByTestId('character-panel').locator('.hmt-pick');
      await expect(picks).toHaveCount(62);
      for (let i = 0; i < 62; i++) await picks.nth(i).click();
      await expect(page.getByText('62 selected')).toBeVisible();
      await start(page).click();
      const results = page.getByTestId('run-results');
      await expect(results).toBeVisible({ timeout: 60_000 });
      const total = Number((await results.locator('.hmt-total').textContent())!.replace(/\D/g, ''));
      expect(total).toBeGreaterThan(1000);
      // The grid holds every pull but only draws what is in view.
      expect(await page.getByTestId('pull-card').count()).toBeLessThan(200);
      const grid = page.getByTestId('pull-grid');
      const last = page.getByTestId('pull-card').getByText(`Pull #${total}`, { exact: true });
      // The odds appear beside the grid while it is scrolled, which can change its width and so its number of rows:
      // scroll to the end again until the grid has settled and draws the last pull.
      await expect(async () => {
        await grid.evaluate((el) => (el.scrollTop = el.scrollHeight));
        await expect(last).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 30_000 });

      await expect(page.getByTestId('odds-method')).toHaveText(/Monte Carlo, 100,000 trials/, { timeout: 150_000 });
      expect(await snapshot()).toEqual(before);
    },
  );

  test('the phone layout stacks the panels without sideways scrolling', async ({ page }) => {
    await startInTheme(page, 'light');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/HowMuchTo');
    await select(page, ['cachi', 'freya']);
    await start(page).click();
    await expect(page.getByTestId('odds')).toBeVisible({ timeout: 30_000 });
    const panel = await page.getByTestId('character-panel').boundingBox();
    const results = await page.getByTestId('run-results').boundingBox();
    expect(results!.y).toBeGreaterThan(panel!.y + panel!.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test('a calculator that cannot start shows a message, not a blank screen', async ({ page, problems }) => {
    await page.route('**/calc.worker-*.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("calculator unavailable");' }),
    );
    await page.goto('/HowMuchTo');
    await pick(page, 'cachi').click();
    await start(page).click();
    await expect(page.getByRole('alert')).toHaveText(
      /^The calculator failed: The background worker stopped unexpectedly/,
    );
    await expect(page.getByTestId('screen-how-much-to')).toBeVisible();
    await expect(start(page)).toBeEnabled();
    // The worker's own uncaught error is the point of this test.
    problems.consoleErrors = problems.consoleErrors.filter((e) => !e.includes('calculator unavailable'));
  });
});
