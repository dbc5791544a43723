import type { Page } from '@playwright/test';
import { CHARACTERS } from '../../src/catalogue/characters';
import { HISTORY_HEADER_BYTES } from '../../src/engine/history/codec';
import { buildRules, KIND_R, KIND_TOP } from '../../src/engine/pulls/rules';
import { BANNER_IDS, type BannerId, type Counters } from '../../src/engine/types';
import { DB_NAME } from '../../src/storage/history-db-schema';
import { expect, test } from './fixtures';
import { holdHistoryLock, openSummons } from './flows';
import { readStoredHistory } from './stored-history';

/**
 * Two tabs of one browser (one context: shared localStorage, IndexedDB, Web Locks and BroadcastChannel) pulling at
 * the same time. Whatever the order the batches run in, afterwards the history holds every pull of both, once, in
 * contiguous batches, and every count and counter on screen agrees with it.
 */

const rules = buildRules(CHARACTERS);
const grouped = new Intl.NumberFormat('en-US');

/** Fails the test on the second tab's console errors too (the fixture watches the first). */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return problems;
}

async function setCustom(page: Page, count: number) {
  await page.getByLabel('Custom pull count').fill(String(count));
  await expect(page.getByRole('button', { name: `Pull ${count}`, exact: true })).toBeEnabled();
}

function pullButton(page: Page, count: number) {
  return page.getByRole('button', { name: `Pull ${count}`, exact: true });
}

interface StoredBatch {
  id: number;
  banner: BannerId;
  count: number;
  start: Counters;
  end: Counters;
}

interface Stored {
  summary: { summonCount: number; counters: Record<BannerId, Counters> };
  batches: StoredBatch[];
  chunks: { first: number; batchId: number; data: Uint8Array }[];
}

/** The history as the page's IndexedDB holds it (the fields these checks read). */
async function storedHistory(page: Page): Promise<Stored> {
  return (await page.evaluate(readStoredHistory, DB_NAME)) as Stored;
}

/**
 * Checks the stored history is whole and consistent, and returns what it implies: its length, and each banner's
 * counters (pity: pulls since that banner's last top-rarity result; SR: pulls since its last result above R).
 */
function checkHistory(stored: Stored) {
  const batches = [...stored.batches].sort((a, b) => a.id - b.id);
  const chunks = [...stored.chunks].sort((a, b) => a.first - b.first);
  const counters: Record<BannerId, Counters> = {
    limited: { pity: 0, sr: 0 },
    perma: { pity: 0, sr: 0 },
    ml: { pity: 0, sr: 0 },
  };
  let next = 1;
  for (const batch of batches) {
    // Batches follow each other without a gap or an overlap, each starting from its banner's counters as the
    // batches before it left them: no batch was pulled from stale counters.
    expect(batch.id).toBe(next);
    expect(batch.start).toEqual(counters[batch.banner]);
    const kind = rules.banners[batch.banner].kind;
    let pulls = 0;
    for (const chunk of chunks.filter((c) => c.batchId === batch.id)) {
      expect(chunk.first).toBe(batch.id + pulls);
      const chars = chunk.data.subarray(HISTORY_HEADER_BYTES);
      const c = counters[batch.banner];
      for (const char of chars) {
        const k = kind[char];
        if (k === KIND_TOP) {
          c.pity = 0;
          c.sr = 0;
        } else {
          c.pity++;
          c.sr = k === KIND_R ? c.sr + 1 : 0;
        }
      }
      pulls += chars.length;
    }
    expect(pulls).toBe(batch.count);
    expect(batch.end).toEqual(counters[batch.banner]);
    next += batch.count;
  }
  const length = next - 1;
  expect(chunks.reduce((sum, c) => sum + c.data.length - HISTORY_HEADER_BYTES, 0)).toBe(length);
  return { length, counters };
}

/** Each banner's counters as a tab shows them, by selecting each banner in turn. */
async function shownCounters(page: Page): Promise<Record<BannerId, Counters>> {
  const labels: Record<BannerId, string> = { limited: 'Limited', perma: 'Perma', ml: 'ML' };
  const shown = {} as Record<BannerId, Counters>;
  for (const banner of BANNER_IDS) {
    await page.getByRole('button', { name: labels[banner], exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${labels[banner]} Summon` })).toBeVisible();
    shown[banner] = {
      pity: Number(await page.getByTestId('pity-counter').textContent()),
      sr: Number(await page.getByTestId('sr-counter').textContent()),
    };
  }
  return shown;
}

async function expectMySummons(page: Page, total: number) {
  await page.goto('/mysummons');
  await expect(page.getByTestId('total-summons')).toHaveText(`Total summons: ${grouped.format(total)}`);
  await expect(page.getByTestId('pull-card').first().locator('.pull-card-number')).toHaveText(`#${total}`);
}

test.describe('several tabs', () => {
  test.describe.configure({ timeout: 180_000 });

  test(
    'the two-tab run: two tabs pulling at the same time lose nothing and never interleave',
    { tag: '@heavy' },
    async ({ page, context }) => {
      const other = await context.newPage();
      const otherProblems = watch(other);
      await openSummons(page, 'Perma');
      await openSummons(other, 'Limited');
      await setCustom(page, 300_000);
      await setCustom(other, 200_000);

      // Different banners, pressed at the same time.
      await Promise.all([pullButton(page, 300_000).click(), pullButton(other, 200_000).click()]);
      for (const tab of [page, other]) {
        await expect(tab.getByTestId('summon-count')).toHaveText('500,000', { timeout: 120_000 });
        await expect(tab.getByTestId('batch-progress')).toHaveCount(0);
        await expect(tab.getByRole('alert')).toHaveCount(0);
      }

      // The same banner in both tabs, both pressed while the history is busy, so both wait and then run in turn.
      await page.getByRole('button', { name: 'Perma', exact: true }).click();
      await other.getByRole('button', { name: 'Perma', exact: true }).click();
      const releaseHistory = await holdHistoryLock(page);
      await Promise.all([pullButton(page, 300_000).click(), pullButton(other, 200_000).click()]);
      for (const tab of [page, other]) {
        await expect(tab.getByTestId('batch-progress')).toContainText('Waiting for another tab');
        await expect(tab.getByRole('button', { name: 'Cancel' })).toBeEnabled();
      }
      await releaseHistory();
      for (const tab of [page, other]) {
        await expect(tab.getByTestId('summon-count')).toHaveText('1,000,000', { timeout: 120_000 });
        await expect(tab.getByTestId('batch-progress')).toHaveCount(0);
        await expect(tab.getByRole('alert')).toHaveCount(0);
      }

      const stored = await storedHistory(page);
      const history = checkHistory(stored);
      expect(history.length).toBe(1_000_000);
      expect(stored.summary.summonCount).toBe(1_000_000);
      expect(stored.summary.counters).toEqual(history.counters);
      expect(stored.batches.map((b) => b.banner).sort()).toEqual(['limited', 'perma', 'perma', 'perma']);
      for (const tab of [page, other]) expect(await shownCounters(tab)).toEqual(history.counters);

      await expectMySummons(other, 1_000_000);
      await expectMySummons(page, 1_000_000);
      expect(otherProblems).toEqual([]);
    },
  );

  test('a pull, a clear, a theme and a tier list changed in one tab show in the other without a reload', async ({
    page,
    context,
  }) => {
    const other = await context.newPage();
    const otherProblems = watch(other);
    await openSummons(page, 'Perma');
    await other.goto('/mysummons');
    await expect(other.getByTestId('total-summons')).toHaveText('Total summons: 0');

    await page.getByRole('button', { name: 'Pull x10', exact: true }).click();
    await expect(page.getByTestId('summon-count')).toHaveText('10');
    await expect(other.getByTestId('total-summons')).toHaveText('Total summons: 10');
    await expect(other.getByTestId('pull-card').first().locator('.pull-card-number')).toHaveText('#10');

    await other.getByRole('button', { name: 'Clear All Summons' }).click();
    await other.getByRole('dialog').getByRole('button', { name: 'Clear' }).click();
    await expect(other.getByTestId('total-summons')).toHaveText('Total summons: 0');
    await expect(page.getByTestId('summon-count')).toHaveText('0');
    await expect(page.getByTestId('pity-counter')).toHaveText('0');

    const before = await other.evaluate(() => document.body.className);
    await page.getByTestId('theme-toggle').click();
    const after = await page.evaluate(() => document.body.className);
    expect(after).not.toBe(before);
    await expect(other.locator('body')).toHaveClass(after);

    await page.goto('/tierMaker');
    await other.goto('/tierMaker');
    const tiers = (p: Page) => p.getByRole('group', { name: /^Tier / });
    // The tier maker is a lazy route: count only once both tabs have rendered it.
    await expect(tiers(page).first()).toBeVisible();
    await expect(tiers(other).first()).toBeVisible();
    const count = await tiers(page).count();
    await expect(tiers(other)).toHaveCount(count);
    await page.getByRole('button', { name: 'Add tier' }).click();
    await expect(tiers(page)).toHaveCount(count + 1);
    await expect(tiers(other)).toHaveCount(count + 1);
    expect(otherProblems).toEqual([]);
  });
});
