import { expect, test } from './fixtures';
import { NEWER_VERSION_SAVED } from '../../src/storage/error-wording';
import { DB_NAME, DB_VERSION, SCHEMA_KEY } from '../../src/storage/history-db-schema';
import { openSummons, pull, summonCount } from './flows';
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
      ([name, version, schemaKey]) =>
        new Promise<string>((resolve) => {
          const open = indexedDB.open(name, version);
          open.onblocked = () => resolve('blocked');
          open.onerror = () => resolve(`error: ${String(open.error)}`);
          open.onupgradeneeded = () => {
            open.result.createObjectStore('runs');
            open.transaction!.objectStore('meta').put(2, schemaKey);
          };
          open.onsuccess = () => {
            open.result.close();
            resolve('upgraded');
          };
        }),
      [DB_NAME, DB_VERSION + 1, SCHEMA_KEY] as const,
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

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
