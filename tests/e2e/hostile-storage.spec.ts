import fc from 'fast-check';
import { DB_NAME } from '../../src/storage/history-db-schema';
import { browserState, idbState, seedPayload, seedStorage } from '../storage/hostile-values';
import { expect, test } from './fixtures';
import { SCREENS } from './screens';

/**
 * Hostile storage in a real browser: a few seeded corrupt profiles (localStorage keys, cookies and IndexedDB
 * records the site never wrote: wrong types, prototype-pollution keys, truncated JSON, megabyte texts, garbage
 * chunk bytes, a database of another version). Every route still shows its screen, and the fixture fails the test
 * on any console error, uncaught error or failed request.
 */

const SEED = 0x5eed_7007;

const profiles = fc.sample(
  fc.tuple(
    fc.boolean().chain((huge) => browserState({ huge })),
    fc.option(idbState, { nil: null, freq: 4 }),
  ),
  { seed: SEED, numRuns: 5 },
);

// One test per profile and screen: each is a few seconds, so a busy machine slows it without running it out of time,
// and a failure names the screen.
profiles.forEach(([state, idb], i) => {
  for (const screen of SCREENS) {
    test(`corrupt profile ${i + 1} of ${profiles.length}: ${screen.path} loads its screen`, async ({ page }) => {
      const payload = seedPayload(state, idb, DB_NAME);
      // A same-origin page that runs none of the site's code, so the profile is in place before the app starts.
      await page.route('**/hostile-seed', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><html lang="en"><head><title>seed</title><link rel="icon" href="/favicon.svg"></head></html>',
        }),
      );
      await page.goto('/hostile-seed');
      await page.evaluate(seedStorage, payload);
      await page.goto(screen.path);
      await expect(page.getByTestId(screen.testId)).toBeVisible();
      // A damaged saved banner reads as no choice: the screen then asks for one.
      if (screen.name === 'summons') {
        await expect(page.getByTestId('summon-count').or(page.getByText('Select a banner on the left'))).toBeVisible();
      }
      if (screen.name === 'mysummons') await expect(page.getByTestId('total-summons')).toBeVisible();
      await expect(page.locator('body')).toHaveClass(/\b(dark|light)\b/);
    });
  }
});
