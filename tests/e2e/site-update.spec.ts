import { expect, test } from './fixtures';
import { NEWER_VERSION_SAVED } from './wording';
import { DB_NAME, DB_VERSION, SCHEMA, SCHEMA_KEY } from '../../src/storage/history-db-schema';
import { historyPayload } from '../support/stored-state';
import { cards, openScreen, openSummons, pull, seedPayload, summonCount } from './flows';
import { readStoredHistory } from './stored-history';

/**
 * A tab of this version left open while a newer version of the site arrives in another tab of the same origin and
 * upgrades the history database (here forced: the next database version, a store added and a higher layout, as a
 * later build's upgrade would write them).
 */
test.describe('a newer version upgrading the history in another tab', () => {
  test('is never blocked; the old tab stops writing, asks for a reload, and changes nothing stored', async ({
    page,
    context,
  }) => {
    await openSummons(page);
    await pull(page, 10, 3);

    const newer = await context.newPage();
    await newer.goto('/characters');
    const upgraded = await newer.evaluate(
      ([name, version, schemaKey, layout]) =>
        new Promise<string>((resolve) => {
          const open = indexedDB.open(name, version);
          open.onblocked = () => resolve('blocked');
          open.onerror = () => resolve(`error: ${String(open.error)}`);
          open.onupgradeneeded = () => {
            open.result.createObjectStore('runs');
            open.transaction!.objectStore('meta').put(layout, schemaKey);
          };
          open.onsuccess = () => {
            open.result.close();
            resolve('upgraded');
          };
        }),
      [DB_NAME, DB_VERSION + 1, SCHEMA_KEY, SCHEMA + 1] as const,
    );
    expect(upgraded).toBe('upgraded');
    await newer.close();

    // The old tab says so at once, and its pull buttons no longer pull.
    await expect(page.getByRole('alert')).toHaveText(new RegExp(`^${escape(NEWER_VERSION_SAVED)}`));
    await expect(page.getByRole('button', { name: 'Pull x10', exact: true })).toBeDisabled();
    const stored = await page.evaluate(readStoredHistory, DB_NAME);
    expect(stored).toMatchObject({ summary: { summonCount: 10 } });
    expect(stored.chunks).toHaveLength(1);
    await expect(summonCount(page)).toHaveText('10');

    // This build reloaded over the newer layout refuses it too (it cannot read it), and never writes into it.
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText(new RegExp(`^${escape(NEWER_VERSION_SAVED)}`));
    expect(await page.evaluate(readStoredHistory, DB_NAME)).toEqual(stored);
  });
});

test.describe('the move of an earlier version’s history into the database', () => {
  test('runs once, keeps the old keys until it has committed, and survives a reload in the middle of it', async ({
    page,
  }) => {
    // What the site kept before it had a history database: the newest records, the count and the counters.
    const payload = historyPayload([
      { banner: 'perma', count: 30, seed: 5 },
      { banner: 'limited', count: 12, seed: 6 },
    ]);
    await seedPayload(page, { ...payload, idb: null });
    const mirrors = Object.fromEntries(payload.local);
    const names = (JSON.parse(mirrors.summons!) as { character: string }[]).map((record) => record.character);
    expect(names).toHaveLength(42);

    // The first visit's move is cut off: the page reloads while the move's transaction is still open (a request is
    // placed in each success callback, so it cannot commit before the page goes).
    await page.addInitScript(() => {
      if (sessionStorage.getItem('move-interrupted')) return;
      const transaction = IDBDatabase.prototype.transaction;
      IDBDatabase.prototype.transaction = function (
        this: IDBDatabase,
        ...args: Parameters<IDBDatabase['transaction']>
      ) {
        const tx = transaction.apply(this, args);
        const [stores, mode] = args;
        if (mode === 'readwrite' && [stores].flat().includes('chunks') && !sessionStorage.getItem('move-interrupted')) {
          sessionStorage.setItem('move-interrupted', 'yes');
          const holdOpen = () => {
            tx.objectStore('chunks').count().onsuccess = holdOpen;
          };
          holdOpen();
          location.reload();
        }
        return tx;
      };
    });
    await openScreen(page, '/summons');
    await expect(summonCount(page)).toHaveText('42');
    expect(await page.evaluate(() => sessionStorage.getItem('move-interrupted'))).toBe('yes');

    const stored = await page.evaluate(readStoredHistory, DB_NAME);
    expect(stored.summary).toMatchObject({ summonCount: 42 });
    const pulls = (stored.batches as { count: number }[]).reduce((sum, batch) => sum + batch.count, 0);
    expect(pulls).toBe(42);
    // The old keys are still there: the specified mirrors are kept after the move too.
    expect(await page.evaluate(() => localStorage.getItem('summons'))).not.toBeNull();

    // Every pull shows once, newest first, as the earlier version recorded it; a reload moves nothing again.
    await page.reload();
    await openScreen(page, '/mysummons');
    await expect(page.getByTestId('total-summons')).toHaveText('Total summons: 42');
    const shown = await cards(page).locator('.pull-card-name').allTextContents();
    expect(shown).toEqual(names.slice(0, shown.length));
    expect(shown.length).toBeGreaterThanOrEqual(10);
    expect(await page.evaluate(readStoredHistory, DB_NAME)).toEqual(stored);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
