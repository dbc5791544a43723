import type { Page } from '@playwright/test';
import { CHARACTERS } from '../../src/catalogue/characters';
import { runAxe } from './axe';
import { expect, expectNoBrokenImages, test, startInTheme } from './fixtures';
import { cards, expectScreenReady, openScreen, openSummons, pull, seedHistory, settle } from './flows';
import { SCREENS } from './screens';

const BLOCKING = new Set(['serious', 'critical']);

type Theme = 'dark' | 'light';
const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
type ViewportName = keyof typeof VIEWPORTS;

/**
 * Every screen and state is scanned in both themes at desktop and phone widths. Each test sets its state up once
 * and scans it four times, changing only the look between scans: the viewport is resized, and the theme is changed
 * the way another tab changes it (a write to the saved theme, which this page follows), so an open dialog or a
 * finished run stays as it is.
 */
function scanner(page: Page) {
  const found: string[] = [];
  let theme: Theme = 'dark';
  let viewport: ViewportName = 'desktop';
  let otherTab: Page | undefined;

  async function setTheme(next: Theme) {
    if (!otherTab) {
      otherTab = await page.context().newPage();
      await otherTab.route('**/other-tab', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>other tab</title>' }),
      );
      await otherTab.goto('/other-tab');
    }
    await otherTab.evaluate((t) => localStorage.setItem('theme', t), next);
    // The page under test is the one in front again: a tab in the background gets no animation frames.
    await page.bringToFront();
    await expect(page.locator('body')).toHaveClass(new RegExp(`\\b${next}\\b`));
    theme = next;
  }

  async function setViewport(next: ViewportName) {
    await page.setViewportSize(VIEWPORTS[next]);
    viewport = next;
  }

  async function scanOnce(where: string) {
    await settle(page);
    const label = `${where}, ${theme} theme, ${viewport}`;
    const results = await runAxe(page);
    expect(results.passes, `axe checked something on ${label}`).toBeGreaterThan(0);
    // Lesser findings do not fail the run but are listed with the test's results.
    for (const v of results.violations.filter((x) => !BLOCKING.has(x.impact ?? ''))) {
      test.info().annotations.push({ type: `axe ${v.impact}`, description: `[${label}] ${v.id}: ${v.help}` });
    }
    for (const v of results.violations.filter((x) => BLOCKING.has(x.impact ?? ''))) {
      const targets = v.targets.slice(0, 8);
      const more = v.targets.length > targets.length ? ` (+${v.targets.length - targets.length} more)` : '';
      const summary = (v.failureSummary ?? v.help).replace(/\s+/g, ' ').trim();
      found.push(
        `[${label}] ${v.impact} ${v.id}: ${v.help}\n    targets: ${targets.join(' | ')}${more}\n    ${summary}`,
      );
    }
  }

  return {
    /** Starts the page in `start` before anything loads. */
    async begin(start: Theme = 'dark') {
      await startInTheme(page, start);
      theme = start;
      await setViewport('desktop');
      // Still portraits on the countdown: the scan reads the page as it stands.
      await page.emulateMedia({ reducedMotion: 'reduce' });
    },
    /**
     * Scans the page in all four looks, starting with the current one and changing one thing at a time. `check`
     * runs in each look before its scan.
     */
    async scan(where: string, check?: () => Promise<void>) {
      const otherViewport: ViewportName = viewport === 'desktop' ? 'phone' : 'desktop';
      const otherTheme: Theme = theme === 'dark' ? 'light' : 'dark';
      const steps: (() => Promise<void>)[] = [
        async () => {},
        () => setViewport(otherViewport),
        () => setTheme(otherTheme),
        () => setViewport(viewport === 'desktop' ? 'phone' : 'desktop'),
      ];
      for (const step of steps) {
        await step();
        await check?.();
        await scanOnce(where);
      }
    },
    done() {
      expect(found, `serious or critical accessibility violations:\n${found.join('\n')}`).toEqual([]);
    },
  };
}

/**
 * Each image has an alt attribute that is words, not a file name; an empty one only where text or a label next to
 * it already says what it shows.
 */
async function expectImagesDescribed(page: Page) {
  const problems = await page.evaluate(() =>
    [...document.images]
      .filter((img) => !img.closest('[aria-hidden="true"]'))
      .flatMap((img) => {
        const alt = img.getAttribute('alt');
        if (alt === null) return [`no alt: ${img.src}`];
        if (/\.(png|jpe?g|webp|svg|gif)\b|\/|^(image|img|picture|icon)$/i.test(alt.trim()))
          return [`alt "${alt}" is not a description: ${img.src}`];
        if (alt.trim() !== '') return [];
        // An empty alt is right only when something else names what the image shows.
        const owner = img.closest('button, a, li, [role="listitem"], figure, [data-testid]');
        const text = (owner?.textContent ?? '').trim();
        const label = owner?.getAttribute('aria-label') ?? '';
        return text || label ? [] : [`empty alt with nothing naming it: ${img.src}`];
      }),
  );
  expect(problems).toEqual([]);
}

test.describe('accessibility: both themes, desktop and phone', () => {
  SCREENS.forEach((screen, index) => {
    // Half the screens first render in each theme; every screen is scanned in both.
    const start: Theme = index % 2 === 0 ? 'dark' : 'light';
    test(`${screen.name} as it first renders (${start} theme first)`, async ({ page }) => {
      const axe = scanner(page);
      await axe.begin(start);
      await openScreen(page, screen.path);
      await expect(page.locator('body')).toHaveClass(new RegExp(`\\b${start}\\b`));
      await expectImagesDescribed(page);
      await axe.scan(screen.name, () => expectScreenReady(page, screen.testId));
      axe.done();
    });
  });

  test('the changelog modal', async ({ page }) => {
    const axe = scanner(page);
    await axe.begin();
    await openScreen(page, '/characters');
    await page.getByRole('button', { name: 'Changelog' }).click();
    await expect(page.getByRole('dialog', { name: 'Changelog' })).toBeVisible();
    await axe.scan('changelog modal');
    axe.done();
  });

  test('the Your data modal, a file read back in and the question before replacing', async ({ page }) => {
    const axe = scanner(page);
    await axe.begin();
    await openScreen(page, '/characters');
    await page.getByRole('button', { name: 'Your data' }).click();
    await expect(page.getByRole('button', { name: 'Export my data' })).toBeVisible();
    await axe.scan('your data modal');
    // An exported file read back in: the preview of what it holds, then the question before replacing.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export my data' }).click();
    const exported = await (await downloading).path();
    await page.getByLabel('Data file to import').setInputFiles(exported);
    await expect(page.getByRole('heading', { name: 'What the file holds' })).toBeVisible();
    await axe.scan('your data: import preview');
    await page.getByRole('button', { name: 'Replace my data' }).click();
    await expect(page.getByRole('heading', { name: 'Replace my data?' })).toBeVisible();
    await axe.scan('your data: replace question');
    axe.done();
  });

  test('the gallery tooltip', async ({ page }) => {
    const axe = scanner(page);
    await axe.begin();
    await openScreen(page, '/characters');
    // The gallery's tag tooltip, which only shows on hover or focus: focused anew in each look, since a resize or
    // another tab taking the focus hides it. The pointer is parked over the header, off every tile: a mouseenter on
    // another tile would show that tile's tooltip instead of the focused one's (the latest hover or focus wins).
    const tile = page.locator('.character-tile').first();
    await page.mouse.move(0, 0);
    await axe.scan('gallery tooltip', async () => {
      await tile.blur();
      await tile.focus();
      await expect(tile.getByRole('tooltip')).toBeVisible();
    });
    axe.done();
  });

  test('summons with results, the SR filter and the delete dialog; My Summons with pulls and its dialog', async ({
    page,
  }) => {
    const axe = scanner(page);
    await axe.begin();
    await openSummons(page);
    await pull(page, 10, 7);
    await expect(cards(page)).toHaveCount(10);
    await expectImagesDescribed(page);
    await axe.scan('summons with results', () => expectNoBrokenImages(page));
    await page.getByRole('button', { name: 'Display only SR' }).click();
    await page.getByRole('button', { name: 'Set counters' }).click();
    await expect(page.getByLabel('Pity counter (0–80)')).toBeVisible();
    await axe.scan('summons filtered, counters form open');
    await page.getByRole('button', { name: 'Delete all summons' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete all summons?' })).toBeVisible();
    await axe.scan('delete all summons dialog');
    await page.getByRole('button', { name: 'Keep them' }).click();

    await page.getByRole('link', { name: 'My pulls', exact: true }).click();
    await expect(page.getByTestId('total-summons')).toHaveText('Total summons: 10');
    await expect(cards(page)).toHaveCount(10);
    await axe.scan('my summons with pulls', () => expectNoBrokenImages(page));
    await page.getByRole('button', { name: 'Only SSR & ML' }).click();
    await expect(page.getByRole('button', { name: 'Show All' })).toBeVisible();
    await axe.scan('my summons, only SSR & ML');
    await page.getByRole('button', { name: 'Clear All Summons' }).click();
    await expect(page.getByRole('dialog', { name: 'Clear all summons?' })).toBeVisible();
    await axe.scan('clear all summons dialog');
    axe.done();
  });

  test('My Summons with a long stored history, paged', async ({ page }) => {
    const axe = scanner(page);
    await axe.begin();
    await seedHistory(page, [
      { banner: 'limited', count: 300, seed: 3 },
      { banner: 'perma', count: 60_000, seed: 4 },
    ]);
    await openScreen(page, '/mysummons');
    await expect(page.getByTestId('total-summons')).toHaveText('Total summons: 60,300');
    await expect(page.getByRole('navigation', { name: 'My summons, newest first: pages' })).toBeVisible();
    await axe.scan('my summons with a stored history of several pages', () => expectNoBrokenImages(page));
    axe.done();
  });

  test('My Summons with the luck panel and the replay links open', async ({ page }) => {
    const axe = scanner(page);
    await axe.begin();
    await seedHistory(page, [
      { banner: 'perma', count: 1500, seed: 3 },
      { banner: 'ml', count: 40, seed: 4 },
    ]);
    await openScreen(page, '/mysummons');
    await page.getByRole('button', { name: 'How lucky have I been?' }).click();
    await expect(page.getByRole('article', { name: 'Perma banner' }).locator('.luck-headline')).toBeVisible();
    await expect(page.getByRole('article', { name: 'ML banner' }).locator('.luck-headline')).toBeVisible();
    const form = page.getByRole('form', { name: 'Your own numbers' });
    await form.getByLabel('Pulls').fill('300');
    await form.getByLabel('SSR or ML pulled').fill('1');
    await form.getByRole('button', { name: 'How lucky?' }).click();
    await expect(page.getByTestId('luck-form-answer')).toHaveText(/at least 3/);
    await page.getByRole('button', { name: 'Replay links' }).click();
    await expect(page.getByTestId('batch-links').getByRole('listitem')).toHaveCount(2);
    await axe.scan('my summons with the luck panel and replay links open');
    axe.done();
  });

  test('the last batch shared; a replay view and its question before adding', async ({ page }) => {
    const axe = scanner(page);
    await axe.begin();
    await openSummons(page);
    await pull(page, 10, 5);
    await page.getByRole('button', { name: 'Share the last batch' }).click();
    await expect(page.getByTestId('replay-link')).toBeVisible();
    await axe.scan('summons with the last batch shared');

    await page.getByTestId('replay-link').click();
    await expect(page.getByTestId('replay-summary')).toBeVisible();
    await axe.scan('replay view', () => expectNoBrokenImages(page));
    await page.getByRole('button', { name: 'Add to my history' }).click();
    await expect(page.getByRole('dialog', { name: 'Add these pulls to your history?' })).toBeVisible();
    await axe.scan('replay: add to my history question');
    axe.done();
  });

  test('a damaged replay link', async ({ page }) => {
    const axe = scanner(page);
    await axe.begin();
    await page.goto('/mysummons/replay?v=1&banner=perma');
    await expect(page.getByTestId('replay-problem')).toBeVisible();
    await axe.scan('replay: a damaged link');
    axe.done();
  });

  test('tier list with characters in tiers and its editors open', async ({ page }) => {
    const axe = scanner(page);
    await axe.begin();
    await page.addInitScript(() => {
      if (sessionStorage.getItem('tier-seeded')) return;
      const rows = [
        { id: 'row-1', name: 'S', color: '#ff7f7f', items: ['freya', 'mia'] },
        { id: 'row-2', name: 'A', color: '#ffbf7f', items: ['rahu'] },
        { id: 'row-3', name: 'B', color: '#ffef7f', items: [] },
        { id: 'row-4', name: 'C', color: '#7fdf7f', items: ['lily'] },
      ];
      const lists = [{ id: 'list-1', name: 'My tier list', rows }];
      localStorage.setItem('tierLists', JSON.stringify({ version: 1, activeId: 'list-1', lists }));
      sessionStorage.setItem('tier-seeded', '1');
    });
    await page.goto('/tierMaker');
    await expect(page.getByRole('group', { name: 'Tier S' }).locator('[data-testid^="token-"]')).toHaveCount(2);
    await expectNoBrokenImages(page);
    await expectImagesDescribed(page);
    // Each placed character's portrait is named after it.
    const placed = page.getByRole('group', { name: 'Tier S' }).getByRole('img');
    expect(await placed.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')))).toEqual(['Freya', 'Mia']);
    await axe.scan('tier list with tiers filled', () => expectNoBrokenImages(page));
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByLabel('Share link')).toBeVisible();
    await axe.scan('tier list with share link');
    await page.getByRole('button', { name: 'Edit tier S' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit tier S' })).toBeVisible();
    await axe.scan('tier settings dialog');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Rename list' }).click();
    await expect(page.getByRole('dialog', { name: 'Rename list' })).toBeVisible();
    await axe.scan('rename list dialog');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Delete list' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete this list?' })).toBeVisible();
    await axe.scan('delete list dialog');
    axe.done();
  });

  test('team builder with a team', async ({ page }) => {
    const axe = scanner(page);
    await axe.begin();
    await openScreen(page, '/teammaker');
    for (const name of ['Freya', 'Mia', 'Rahu']) {
      await page.getByRole('button', { name: `Add ${name}`, exact: true }).click();
    }
    await expect(page.getByTestId('team-slots')).toHaveText('3/5');
    await expectNoBrokenImages(page);
    await expectImagesDescribed(page);
    // Portraits are named after their character.
    const members = page.getByRole('list', { name: 'Team members' }).getByRole('img');
    await expect(members).toHaveCount(3);
    expect(await members.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')))).toEqual([
      'Freya',
      'Mia',
      'Rahu',
    ]);
    const pickerAlts = await page
      .getByTestId('picker')
      .getByRole('img')
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')));
    expect(pickerAlts).toEqual(CHARACTERS.map((c) => c.name));
    await axe.scan('team builder with a team', () => expectNoBrokenImages(page));
    axe.done();
  });

  test('How Much To with a run and its odds', async ({ page }) => {
    const axe = scanner(page);
    await axe.begin();
    await openScreen(page, '/HowMuchTo');
    await page.getByTestId('pick-rosa').click();
    await page.locator('.hmt-start').click();
    await expect(page.getByTestId('run-results')).toBeVisible();
    await expect(page.getByTestId('odds')).toBeVisible();
    await expect(page.getByTestId('budget-answer')).toHaveText(/your chance is/);
    await expectImagesDescribed(page);
    await axe.scan('how much to with a result', () => expectNoBrokenImages(page));
    axe.done();
  });

  /** The player's runs, saved before the app starts: a Limited rerun of Hoyan and a Perma run. */
  async function withRuns(page: Page) {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('runs-seeded')) return;
      sessionStorage.setItem('runs-seeded', '1');
      localStorage.setItem(
        'bannerRuns',
        JSON.stringify({
          version: 1,
          runs: [
            { id: 'run-a', banner: 'limited', featured: 'hoyan', name: 'Hoyan rerun', end: '2027-01-05' },
            { id: 'run-b', banner: 'perma', start: '2026-12-01', end: '2099-12-31' },
          ],
        }),
      );
    });
  }

  test('banner runs with runs of the player, and the run form with its faults marked', async ({ page }) => {
    const axe = scanner(page);
    await axe.begin('light');
    await withRuns(page);
    await openScreen(page, '/summons/runs');
    await expect(page.getByRole('list', { name: 'Runs' }).getByRole('listitem')).toHaveCount(3);
    await axe.scan('banner runs with runs');

    await page.getByRole('button', { name: 'Add a run' }).click();
    const form = page.getByRole('dialog', { name: 'Add a run' });
    await form.getByLabel('First day (optional)').fill('2027-02-01');
    await form.getByLabel('Last day (optional)').fill('2027-01-01');
    await form.getByRole('button', { name: 'Save run' }).click();
    await expect(form.getByText('Choose the character this Limited run features.')).toBeVisible();
    await axe.scan('the run form with faults', () => expect(form).toBeVisible());
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeHidden();
    axe.done();
  });

  test('the screens that offer runs once the player has some: Summon, How Much To and Countdown', async ({ page }) => {
    const axe = scanner(page);
    await axe.begin('light');
    await withRuns(page);
    await openSummons(page, 'Limited');
    await page.getByRole('combobox', { name: 'Limited run' }).selectOption('run-a');
    await axe.scan('the Summon screen on a run', () => expect(page.getByTestId('runs-share-counters')).toBeVisible());
    await openScreen(page, '/HowMuchTo');
    await page.getByLabel('Banner').selectOption('limited');
    await page.getByRole('combobox', { name: 'Limited run' }).selectOption('run-a');
    await axe.scan('How Much To on a run', () => expect(page.getByTestId('pick-hoyan')).toBeEnabled());
    await openScreen(page, '/Countdown?run=run-b');
    await axe.scan('the countdown to a run’s end', () =>
      expect(page.getByRole('combobox', { name: 'Count down to' })).toHaveValue('run-b'),
    );
    axe.done();
  });
});
