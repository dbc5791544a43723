import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CHARACTERS } from '../../src/catalogue/characters';
import { expect, expectNoBrokenImages, test, useTheme } from './fixtures';
import { SCREENS } from './screens';

/** WCAG 2.0/2.1/2.2 A and AA, plus axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const BLOCKING = new Set(['serious', 'critical']);

const THEMES = ['dark', 'light'] as const;
const VIEWPORTS = [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'phone', size: { width: 390, height: 844 } },
] as const;

/**
 * Every serious or critical axe violation on the page as it is now, one readable line per rule:
 * where it was found, the rule, how many nodes, their selectors and axe's summary of the first one.
 */
async function blockingViolations(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(results.passes.length, `axe checked something on ${where}`).toBeGreaterThan(0);
  // Lesser findings do not fail the run but are listed with the test's results.
  for (const v of results.violations.filter((x) => !BLOCKING.has(x.impact ?? ''))) {
    test.info().annotations.push({ type: `axe ${v.impact}`, description: `[${where}] ${v.id}: ${v.help}` });
  }
  return results.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => {
      const targets = v.nodes.map((n) => n.target.join(' ')).slice(0, 8);
      const more = v.nodes.length > targets.length ? ` (+${v.nodes.length - targets.length} more)` : '';
      const summary = (v.nodes[0]?.failureSummary ?? v.help).replace(/\s+/g, ' ').trim();
      return `[${where}] ${v.impact} ${v.id}: ${v.help}\n    targets: ${targets.join(' | ')}${more}\n    ${summary}`;
    });
}

/** Runs the scans of one test and fails once at the end with every finding, so one run shows them all. */
function scanner(page: Page) {
  const found: string[] = [];
  return {
    async scan(where: string) {
      found.push(...(await blockingViolations(page, where)));
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

/** The app's own wait for each screen's content, so a scan sees the screen rendered, not its loading state. */
async function openScreen(page: Page, path: string, testId: string) {
  await page.goto(path);
  await expect(page.getByTestId(testId)).toBeVisible();
  switch (testId) {
    case 'screen-gallery':
      await expect(page.getByTestId(`character-${CHARACTERS[0]!.id}`)).toBeVisible();
      break;
    case 'screen-summons':
      await expect(page.getByRole('button', { name: 'Pull x1', exact: true })).toBeEnabled();
      break;
    case 'screen-my-summons':
      await expect(page.getByTestId('total-summons')).toBeVisible();
      await expect(page.locator('.loading')).toHaveCount(0);
      break;
    case 'screen-tier-list':
      await expect(page.getByTestId('tier-pool').locator('[data-testid^="token-"]')).toHaveCount(CHARACTERS.length);
      break;
    case 'screen-team-builder':
      await expect(page.locator('[data-testid^="pick-"]')).toHaveCount(CHARACTERS.length);
      break;
    case 'screen-countdown':
      await expect(page.getByTestId('floaters').locator('img')).toHaveCount(CHARACTERS.length);
      break;
    case 'screen-how-much-to':
      await expect(page.getByRole('heading', { name: 'Select characters' })).toBeVisible();
      break;
  }
  await expectNoBrokenImages(page);
}

async function pullTen(page: Page) {
  await page.getByLabel('Seed (optional)').fill('7');
  const before = Number((await page.getByTestId('summon-count').textContent())?.replace(/,/g, ''));
  await page.getByRole('button', { name: 'Pull x10', exact: true }).click();
  await expect(page.getByTestId('summon-count')).toHaveText(String(before + 10));
  await expect(page.getByTestId('pull-card')).toHaveCount(before + 10);
}

for (const theme of THEMES) {
  for (const viewport of VIEWPORTS) {
    test.describe(`accessibility: ${theme} theme, ${viewport.name}`, () => {
      test.use({ viewport: viewport.size });

      test.beforeEach(async ({ page }) => {
        await useTheme(page, theme);
        // Still portraits on the countdown: the scan reads the page as it stands.
        await page.emulateMedia({ reducedMotion: 'reduce' });
      });

      for (const screen of SCREENS) {
        test(`${screen.name} as it first renders`, async ({ page }) => {
          const axe = scanner(page);
          await openScreen(page, screen.path, screen.testId);
          await expect(page.locator('body')).toHaveClass(new RegExp(`\\b${theme}\\b`));
          await expectImagesDescribed(page);
          await axe.scan(screen.name);
          axe.done();
        });
      }

      test('the changelog and Your data modals, and the gallery tooltip', async ({ page }) => {
        const axe = scanner(page);
        await openScreen(page, '/characters', 'screen-gallery');
        await page.getByRole('button', { name: 'Changelog' }).click();
        await expect(page.getByRole('dialog', { name: 'Changelog' })).toBeVisible();
        await axe.scan('changelog modal');
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
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
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);

        // The gallery's tag tooltip, which only shows on hover or focus.
        const tile = page.locator('.character-tile').first();
        await tile.focus();
        await expect(tile.getByRole('tooltip')).toBeVisible();
        await axe.scan('gallery tooltip');
        axe.done();
      });

      test('summons with results, the SR filter and the delete dialog; My Summons with pulls and its dialog', async ({
        page,
      }) => {
        const axe = scanner(page);
        await openScreen(page, '/summons', 'screen-summons');
        await pullTen(page);
        await expectNoBrokenImages(page);
        await expectImagesDescribed(page);
        await axe.scan('summons with results');
        await page.getByRole('button', { name: 'Display only SR' }).click();
        await page.getByRole('button', { name: 'Set counters' }).click();
        await expect(page.getByLabel('Pity counter (0–80)')).toBeVisible();
        await axe.scan('summons filtered, counters form open');
        await page.getByRole('button', { name: 'Delete all summons' }).click();
        await expect(page.getByRole('dialog', { name: 'Delete all summons?' })).toBeVisible();
        await axe.scan('delete all summons dialog');
        await page.getByRole('button', { name: 'Keep them' }).click();

        await page.getByRole('link', { name: 'My pulls' }).click();
        await expect(page.getByTestId('total-summons')).toHaveText('Total summons: 10');
        await expect(page.getByTestId('pull-card')).toHaveCount(10);
        await expectNoBrokenImages(page);
        await axe.scan('my summons with pulls');
        await page.getByRole('button', { name: 'Only SSR & ML' }).click();
        await expect(page.getByRole('button', { name: 'Show All' })).toBeVisible();
        await axe.scan('my summons, only SSR & ML');
        await page.getByRole('button', { name: 'Clear All Summons' }).click();
        await expect(page.getByRole('dialog', { name: 'Clear all summons?' })).toBeVisible();
        await axe.scan('clear all summons dialog');
        axe.done();
      });

      test('tier list with characters in tiers and its editors open', async ({ page }) => {
        const axe = scanner(page);
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
        expect(await placed.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')))).toEqual([
          'Freya',
          'Mia',
        ]);
        await axe.scan('tier list with tiers filled');
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

      test('team builder with a team; How Much To with a run and its odds', async ({ page }) => {
        const axe = scanner(page);
        await openScreen(page, '/teammaker', 'screen-team-builder');
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
        await axe.scan('team builder with a team');

        await openScreen(page, '/HowMuchTo', 'screen-how-much-to');
        await page.getByTestId('pick-rosa').click();
        await page.locator('.hmt-start').click();
        await expect(page.getByTestId('run-results')).toBeVisible();
        await expect(page.getByTestId('odds')).toBeVisible();
        await expect(page.getByTestId('budget-answer')).toHaveText(/your chance is/);
        await expectNoBrokenImages(page);
        await expectImagesDescribed(page);
        await axe.scan('how much to with a result');
        axe.done();
      });
    });
  }
}
