import type { Locator, Page } from '@playwright/test';
import { CHARACTERS } from '../../src/catalogue/characters';
import { runAxe } from './axe';
import { expect, expectNoBrokenImages, test } from './fixtures';
import { settle, type ScreenTestId } from './flows';
import { SCREENS } from './screens';

/**
 * Every screen, and the changelog, scanned by axe in English and in French, on a phone (390 px) and a desktop
 * (1280 px): a language's longer words or missing names must not make a screen less accessible. The As specified
 * texts are scanned in both themes by a11y.spec.ts. One page per language walks the screens, and is resized rather
 * than reloaded between the two widths.
 */

const BLOCKING = new Set(['serious', 'critical']);
const WIDTHS = [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'phone', size: { width: 390, height: 844 } },
] as const;

/** What each screen shows once its content is there, found without words, so it holds in any language. */
const LOADED: Record<ScreenTestId, (page: Page) => Locator> = {
  'screen-gallery': (page) => page.getByTestId(`character-${CHARACTERS[0]!.id}`),
  'screen-summons': (page) => page.locator('.pull-buttons button:enabled').first(),
  'screen-my-summons': (page) => page.getByTestId('total-summons'),
  'screen-tier-list': (page) => page.getByTestId('tier-pool').locator('[data-testid^="token-"]').last(),
  'screen-team-builder': (page) => page.locator('[data-testid^="pick-"]').last(),
  'screen-countdown': (page) => page.locator(`[data-testid="floaters"][data-drawn="${CHARACTERS.length}"]`),
  'screen-how-much-to': (page) => page.getByTestId('character-panel').locator('[data-testid^="pick-"]').last(),
  'screen-plan': (page) => page.locator('input[type="search"]'),
  'screen-runs': (page) => page.getByTestId('run-specified'),
};

const LANGUAGES = [
  { id: 'en', name: 'English', changelog: 'Changelog' },
  { id: 'fr', name: 'French', changelog: 'Journal des modifications' },
] as const;

for (const language of LANGUAGES) {
  test(`every screen and the changelog in ${language.name}, at 390 and 1280 px: no serious or critical axe finding`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    // The language a player chose earlier, in place before the site's code runs.
    await page.addInitScript((id) => localStorage.setItem('language', id), language.id);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const found: string[] = [];
    let width = 0;

    /** Scans the page as it stands at each width, starting with the one it is at, so each state is resized once. */
    async function scanAtBothWidths(where: string) {
      for (const step of [width, 1 - width]) {
        width = step;
        const { name, size } = WIDTHS[width]!;
        await page.setViewportSize(size);
        await settle(page);
        const label = `${where}, ${language.name}, ${name}`;
        const results = await runAxe(page);
        expect(results.passes, `axe checked something on ${label}`).toBeGreaterThan(0);
        for (const v of results.violations.filter((x) => BLOCKING.has(x.impact ?? ''))) {
          const targets = v.targets.slice(0, 8).join(' | ');
          found.push(`[${label}] ${v.impact} ${v.id}: ${v.help}\n    targets: ${targets}`);
        }
      }
    }

    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await expect(page.locator('html')).toHaveAttribute('lang', language.id);
      await expect(page.getByTestId(screen.testId)).toBeVisible();
      await expect(LOADED[screen.testId](page)).toBeVisible();
      await expect(page.locator('.loading')).toHaveCount(0);
      await expectNoBrokenImages(page);
      await scanAtBothWidths(screen.name);
    }

    await page.getByRole('button', { name: language.changelog }).click();
    await expect(page.getByRole('dialog', { name: language.changelog })).toBeVisible();
    await scanAtBothWidths('changelog');

    expect(found, `serious or critical accessibility violations:\n${found.join('\n')}`).toEqual([]);
  });
}
