import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CHARACTERS } from '../../src/catalogue/characters';
import { buildRules } from '../../src/engine/pulls/rules';
import { rulesFingerprint } from '../../src/engine/pulls/rules-fingerprint';
import { unsavedBatchDropped } from './wording';
import { DB_NAME } from '../../src/storage/history-db-schema';
import { buildHistory } from '../support/stored-state';
import {
  cards,
  gridsSettled,
  openScreen,
  openSummons,
  openYourData,
  pull,
  renameTier,
  seedHistory,
  summonCount,
} from './flows';
import { readStoredHistory } from './stored-history';

async function summonCountAfterLoad(page: Page): Promise<string | null> {
  await openScreen(page, '/summons');
  return summonCount(page).textContent();
}

/** Everything the site keeps in this browser, gone: keys, cookies and the history database. */
async function forgetEverything(page: Page) {
  await page.goto('/characters');
  await page.evaluate(async () => {
    localStorage.clear();
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.deleteDatabase('etheria-companion');
      request.onsuccess = () => resolve();
      request.onerror = () => reject(request.error);
    });
  });
  await page.context().clearCookies();
}

test.describe('data safety', () => {
  test(
    'export, clear everything, import with Replace: every pull, tier list and setting comes back',
    { tag: '@smoke' },
    async ({ page }) => {
      await seedHistory(page, [{ banner: 'perma', count: 30, seed: 5 }]);
      await renameTier(page, 'S', 'Top picks');

      const dialog = await openYourData(page);
      const downloading = page.waitForEvent('download');
      await dialog.getByRole('button', { name: 'Export my data' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^etheria-companion-data-\d{4}-\d\d-\d\d\.json$/);
      const path = await download.path();
      const file = JSON.parse(await readFile(path, 'utf8'));
      expect(file).toMatchObject({ format: 'etheria-companion-data', version: 1, summons: { summonCount: 30 } });
      await expect(dialog.getByRole('status')).toContainText('Exported 30 pulls');

      await forgetEverything(page);
      expect(await summonCountAfterLoad(page)).toBe('0');
      await page.goto('/tierMaker');
      await expect(page.getByRole('group', { name: 'Tier S' })).toBeVisible();

      const importing = await openYourData(page);
      const workers: string[] = [];
      const warnings: string[] = [];
      page.on('worker', (worker) => workers.push(worker.url()));
      page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
      await importing.getByLabel('Data file to import').setInputFiles(path);
      await expect(importing.getByTestId('data-summary')).toContainText('Pulls30');
      // The pulls were checked in an engine worker of their own, not on the page.
      expect(workers.filter((url) => /engine\.worker/.test(url))).toHaveLength(1);
      expect(warnings.filter((text) => text.includes('import check'))).toEqual([]);
      await importing.getByRole('button', { name: 'Replace my data' }).click();
      await importing.getByRole('button', { name: 'Yes, replace my data' }).click();
      await expect(importing.getByRole('status')).toContainText("Your data was replaced with the file's: 30 pulls");
      // The screen behind shows the imported list at once.
      await expect(page.getByRole('group', { name: 'Tier Top picks' })).toBeVisible();
      await importing.getByRole('button', { name: 'Close' }).click();

      await page.reload();
      await expect(page.getByRole('group', { name: 'Tier Top picks' })).toBeVisible();
      expect(await summonCountAfterLoad(page)).toBe('30');
      await page.goto('/mysummons');
      await expect(page.getByTestId('total-summons')).toHaveText('Total summons: 30');
      await expect(page.getByTestId('pull-card').first().locator('.pull-card-number')).toHaveText('#30');
    },
  );

  test('a bad file gets a clear message and changes nothing', async ({ page }) => {
    await seedHistory(page, [{ banner: 'perma', count: 10, seed: 6 }]);
    await openScreen(page, '/summons');
    const dialog = await openYourData(page);
    const input = dialog.getByLabel('Data file to import');
    await input.setInputFiles({
      name: 'cut.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"format":"etheria-companion-data","version":1,"summons":{"summ'),
    });
    await expect(dialog.getByRole('alert')).toHaveText(
      'This file is not valid JSON (it may be truncated or damaged). Nothing was changed.',
    );
    await input.setInputFiles({
      name: 'other.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"settings":{"volume":3}}'),
    });
    await expect(dialog.getByRole('alert')).toHaveText(
      'This is not an Etheria companion data file. Nothing was changed.',
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByTestId('summon-count')).toHaveText('10');
    expect(await summonCountAfterLoad(page)).toBe('10');
  });

  test('a full storage: the refused batch is not saved, the player is told, earlier pulls survive a reload', async ({
    page,
  }) => {
    // After the first batch is stored, IndexedDB refuses every further chunk of pulls as a full disk would: the
    // refused batch's record was already put in the same transaction, and must not be kept either.
    await page.addInitScript(() => {
      const put = IDBObjectStore.prototype.put;
      let chunks = 0;
      IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
        if (this.name === 'chunks' && ++chunks > 1) {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        }
        return put.apply(this, args);
      };
    });
    await openSummons(page);
    await pull(page, 10);
    const newest = await page.getByTestId('pull-card').first().locator('.pull-card-name').textContent();

    await page.getByRole('button', { name: 'Pull x10', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(
      "Your browser's storage is full, so these pulls were not saved. Everything saved before is intact.",
    );
    await expect(page.getByTestId('summon-count')).toHaveText('10');

    await page.reload();
    expect(await summonCountAfterLoad(page)).toBe('10');
    await page.goto('/mysummons');
    await expect(page.getByTestId('total-summons')).toHaveText('Total summons: 10');
    await expect(page.getByTestId('pull-card').first().locator('.pull-card-number')).toHaveText('#10');
    await expect(page.getByTestId('pull-card').first().locator('.pull-card-name')).toHaveText(newest!);
  });
  test('a batch on screen whose save never committed is stored at the next visit, with the same pulls', async ({
    page,
  }) => {
    // Once asked, every history write stays open, busy with reads: it never commits, as when the page closes (or
    // crashes) in the middle of a save.
    await page.addInitScript(() => {
      const transaction = IDBDatabase.prototype.transaction;
      IDBDatabase.prototype.transaction = function (
        this: IDBDatabase,
        ...args: Parameters<IDBDatabase['transaction']>
      ): IDBTransaction {
        const tx = transaction.apply(this, args);
        if ((window as { holdSaves?: boolean }).holdSaves && tx.mode === 'readwrite') {
          const store = tx.objectStore(tx.objectStoreNames[0]!);
          const spin = () => {
            store.count().onsuccess = spin;
          };
          spin();
        }
        return tx;
      };
    });
    await openSummons(page);
    await pull(page, 10, 7);
    await page.evaluate(() => ((window as { holdSaves?: boolean }).holdSaves = true));
    await pull(page, 10, 8);
    const names = async () => {
      await gridsSettled(page);
      return cards(page).locator('.pull-card-name').allTextContents();
    };
    // The Summon screen shows the history, newest first: the first ten are the batch not yet saved.
    const shown = {
      names: (await names()).slice(0, 10),
      pity: await page.getByTestId('pity-counter').textContent(),
      sr: await page.getByTestId('sr-counter').textContent(),
    };
    // Not stored (a read of the history would wait for the open write), but recorded.
    expect(await page.evaluate(() => localStorage.getItem('pendingBatch'))).toContain('"seed":8');

    await page.reload();
    await expect(summonCount(page)).toHaveText('20');
    await expect(page.getByTestId('pity-counter')).toHaveText(shown.pity!);
    await expect(page.getByTestId('sr-counter')).toHaveText(shown.sr!);
    const history = await page.evaluate(readStoredHistory, DB_NAME);
    expect(history.summary).toMatchObject({ summonCount: 20 });
    expect(history.batches.map((batch) => (batch as { seed: number }).seed)).toEqual([7, 8]);
    expect(await page.evaluate(() => localStorage.getItem('pendingBatch'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('summonCount'))).toBe('20');

    await page.getByRole('link', { name: 'My pulls', exact: true }).click();
    await expect(page.getByTestId('total-summons')).toHaveText('Total summons: 20');
    await expect(cards(page).first().locator('.pull-card-number')).toHaveText('#20');
    expect((await names()).slice(0, 10)).toEqual(shown.names);
  });

  test('a full storage with a batch left to store: Clear All Summons still frees the space, and says what went', async ({
    page,
  }) => {
    // A history of 30 pulls, and the record of 10 more that a page showed and closed before saving.
    const plans = [{ banner: 'perma', count: 30, seed: 5 }] as const;
    const rules = buildRules(CHARACTERS);
    const start = buildHistory(plans).summary.counters.perma;
    const record = { v: 2, banner: 'perma', count: 10, firstPull: 31, seed: 6, start, timestamp: 1_790_000_000_000 };
    const left = { ...record, roster: rules.rosterHash, rules: rulesFingerprint(rules) };
    await seedHistory(page, plans, [['pendingBatch', JSON.stringify(left)]]);
    // Then the disk fills up: IndexedDB refuses every chunk of pulls, while a clear (which frees space) goes through.
    await page.addInitScript(() => {
      const put = IDBObjectStore.prototype.put;
      IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
        if (this.name === 'chunks') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return put.apply(this, args);
      };
    });
    await openScreen(page, '/mysummons');
    await expect(page.getByTestId('total-summons')).toHaveText('Total summons: 30');

    await page.getByRole('button', { name: 'Clear All Summons' }).click();
    await page.getByRole('dialog', { name: 'Clear all summons?' }).getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByRole('alert')).toContainText(unsavedBatchDropped(10));
    await expect(page.getByTestId('total-summons')).toHaveText('Total summons: 0');
    expect(await page.evaluate(() => localStorage.getItem('pendingBatch'))).toBeNull();
    const history = await page.evaluate(readStoredHistory, DB_NAME);
    expect(history).toMatchObject({ summary: { summonCount: 0 }, batches: [], chunks: [] });

    await page.reload();
    await expect(page.getByTestId('total-summons')).toHaveText('Total summons: 0');
    expect(await summonCountAfterLoad(page)).toBe('0');
  });
});
