import type { Page } from '@playwright/test';
import { fixtureSets, writeStorage, type DatabaseDump, type FixtureSet } from '../support/fixture-sets';
import { expect, test } from './fixtures';
import { cards, gridsSettled, openScreen, openSeedPage, openYourData, summonCount } from './flows';
import { PLANNER } from './planner-flows';

/**
 * Every fixture set, written by a past build through its own screens (`npm run fixtures`), opens in this build in a
 * real browser: its storage put back exactly as that build left it, every screen shows the pulls, counters, lists,
 * teams, plans, owned copies, real counters and settings it held; its backup file imports, and its links open.
 * (tests/storage/fixtures.test.ts checks the same sets record by record in jsdom.)
 */

/**
 * Puts a set's storage back into the browser before any page of the site runs: localStorage, cookies and every
 * database, record for record (binary values from their `{ $type, base64 }` form), from a blank page of the origin.
 */
async function restoreInBrowser(page: Page, set: FixtureSet, localFile = 'local-storage.json'): Promise<void> {
  await openSeedPage(page);
  const base = new URL(page.url());
  const cookies =
    set.read<{ name: string; value: string; path: string; expires: number; sameSite: 'Lax' | 'Strict' }[]>(
      'cookies.json',
    );
  await page
    .context()
    .addCookies(
      cookies.map((c) => ({ ...c, domain: base.hostname, expires: Math.floor(Date.now() / 1000) + 30 * 86_400 })),
    );
  await page.evaluate(writeStorage, {
    local: set.read<Record<string, string>>(localFile),
    dumps: set.read<DatabaseDump[]>('indexeddb.json'),
  });
}

const grouped = (n: number) => n.toLocaleString('en-US');

for (const set of fixtureSets()) {
  const { expected } = set.manifest;
  const commit = set.manifest.commit.slice(0, 7);

  test.describe(`the fixture set written by ${commit}, in the browser`, () => {
    test('every screen shows the pulls, counters, lists, teams, plans, owned copies and settings it held', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await restoreInBrowser(page, set);

      await openScreen(page, '/summons');
      await expect(summonCount(page)).toHaveText(grouped(expected.summonCount));
      await expect(page.locator('body')).toHaveClass(new RegExp(`\\b${expected.settings.theme}\\b`));
      for (const [banner, counters] of Object.entries(expected.counters)) {
        const name = { limited: 'Limited', perma: 'Perma', ml: 'ML' }[banner]!;
        await page.getByRole('button', { name, exact: true }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} Summon`);
        await expect(page.getByTestId('pity-counter')).toHaveText(String(counters.pity));
        await expect(page.getByTestId('sr-counter')).toHaveText(String(counters.sr));
        const real = expected.realCounters[banner];
        if (real) {
          await page.getByRole('button', { name: 'My real pity' }).click();
          await expect(page.getByTestId('real-pity')).toHaveText(String(real.pity));
          await expect(page.getByTestId('real-sr')).toHaveText(String(real.sr));
          await page.getByRole('button', { name: 'My real pity' }).click();
        }
      }

      await openScreen(page, '/mysummons');
      await expect(page.getByTestId('total-summons')).toHaveText(`Total summons: ${grouped(expected.history.total)}`);
      const newest = expected.history.newest.slice(0, 10);
      await expect(cards(page).locator('.pull-card-name').first()).toHaveText(newest[0]!.name);
      await gridsSettled(page);
      const names = await cards(page).locator('.pull-card-name').allTextContents();
      expect(names.slice(0, newest.length)).toEqual(newest.map((pull) => pull.name));

      // The active list places some characters, so the pool is not the whole roster (openScreen's check).
      await page.goto('/tierMaker');
      await expect(page.getByRole('group', { name: 'Saved lists' }).locator('option')).toHaveText(expected.tierLists);

      await openScreen(page, PLANNER);
      await expect(page.getByRole('combobox', { name: 'Plan' }).locator('option')).toHaveText(expected.plans.names);

      await openScreen(page, '/characters');
      await page.getByRole('button', { name: 'Mark owned' }).click();
      for (const [name, copies] of Object.entries(expected.owned)) {
        await expect(page.getByRole('spinbutton', { name: `Copies of ${name}` })).toHaveValue(String(copies));
      }

      await openScreen(page, '/teammaker');
      for (const [key, slots] of Object.entries(expected.teams)) {
        const [content, mob] = key.split('-') as [string, string];
        await page.getByRole('group', { name: 'Type de contenu' }).getByRole('button', { name: content }).click();
        await page.getByRole('group', { name: 'Mob' }).getByRole('button', { name: mob }).click();
        await expect(page.getByTestId('team-slots')).toHaveText(slots);
      }
    });

    test('a page closed in the middle of its save: the batch is stored at the next visit', async ({ page }) => {
      await restoreInBrowser(page, set, 'local-storage-mid-save.json');
      await openScreen(page, '/summons');
      await expect(summonCount(page)).toHaveText(grouped(expected.pending.summonCountOnceStored));
      expect(await page.evaluate(() => localStorage.getItem('pendingBatch'))).toBeNull();
    });

    test('its backup file imports with Replace into a browser that never saw the site, and its links open', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await openScreen(page, '/characters');
      const dialog = await openYourData(page);
      await dialog.getByLabel('Data file to import').setInputFiles(`${set.dir}/backup.json`);
      await expect(dialog.getByRole('heading', { name: 'What the file holds' })).toBeVisible({ timeout: 30_000 });
      await dialog.getByRole('button', { name: 'Replace my data' }).click();
      await dialog.getByRole('button', { name: 'Yes, replace my data' }).click();
      await expect(dialog.getByRole('status')).toContainText(
        `Your data was replaced with the file's: ${grouped(expected.summonCount)} pulls`,
        { timeout: 30_000 },
      );
      await dialog.getByRole('button', { name: 'Close' }).click();
      await openScreen(page, '/summons');
      await expect(summonCount(page)).toHaveText(grouped(expected.summonCount));

      const links = set.read<{ tierList: string; teams: string[]; plan: string; replayLastBatch: string }>(
        'links.json',
      );
      await page.goto(links.tierList);
      await expect(page.getByRole('status').filter({ hasText: /^Opened the shared list “/ })).toBeVisible();
      for (const team of links.teams) {
        await page.goto(team);
        await expect(page.getByRole('heading', { name: /^Shared team for / })).toBeVisible();
      }
      await page.goto(links.plan);
      // The backup holds that plan already, which the link says rather than adding it twice.
      await expect(page.getByTestId('plan-notice')).toHaveText(
        /^(The shared plan “.+” was added to your plans|You already have this plan: “.+” is open)\.$/,
      );
      await page.goto(links.replayLastBatch);
      await expect(page.getByRole('heading', { name: 'Replay of a batch' })).toBeVisible();
      await expect(cards(page)).toHaveCount(10);
    });
  });
}
