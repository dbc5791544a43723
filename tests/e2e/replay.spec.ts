import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { CHARACTERS } from '../../src/catalogue/characters';
import { pullMany } from '../../src/engine/pulls/batch';
import { HISTORY_HEADER_BYTES } from '../../src/engine/history/codec';
import { createRng } from '../../src/engine/pulls/rng';
import { buildRules, KIND_TOP } from '../../src/engine/pulls/rules';
import { cardOrigin, IMAGE_CARD, topResultsLayout } from '../../src/features/summons/top-results-layout';
import { DB_NAME } from '../../src/storage/history-db-schema';
import { expect, expectNoProblems, test, watchProblems } from './fixtures';
import { cards, gridsSettled, openSummons, pull } from './flows';
import { readStoredHistory } from './stored-history';

const rules = buildRules(CHARACTERS);

interface StoredBatch {
  id: number;
  banner: string;
  seed: number | null;
}
interface StoredChunk {
  first: number;
  batchId: number;
  data: Uint8Array;
}

/** Every pull of every stored batch, as roster indices, oldest first: the bytes the history holds. */
async function storedPulls(page: Page): Promise<{ batches: StoredBatch[]; pulls: number[] }> {
  const stored = await page.evaluate(readStoredHistory, DB_NAME);
  const chunks = (stored.chunks as unknown as StoredChunk[]).sort((a, b) => a.first - b.first);
  const pulls = chunks.flatMap((chunk) => Array.from(chunk.data.subarray(HISTORY_HEADER_BYTES)));
  return { batches: stored.batches as StoredBatch[], pulls };
}

/** The cards shown, first (newest) first, as name and pity label. */
async function shownCards(page: Page): Promise<string[]> {
  await gridsSettled(page);
  return cards(page).evaluateAll((els) =>
    els.map((e) => `${e.querySelector('.pull-card-name')?.textContent}|${e.getAttribute('data-pity')}`),
  );
}

test.describe('replay links', () => {
  test('a batch pulled here opens in another browser as the same pulls, byte for byte, and adds nothing until asked', async ({
    page,
    browser,
  }) => {
    await openSummons(page, 'Limited');
    await pull(page, 300);
    const here = await storedPulls(page);
    expect(here.pulls).toHaveLength(300);
    const shownHere = await shownCards(page);
    await page.getByRole('button', { name: 'Share the last batch' }).click();
    const href = await page.getByTestId('replay-link').getAttribute('href');
    expect(href).toMatch(/^\/mysummons\/replay\?/);
    expect(href).toContain(`seed=${here.batches[0]!.seed}`);

    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    const problems = await watchProblems(other);
    await other.goto(href!);
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Replay of a batch');
    await expect(other.getByTestId('replay-summary')).toBeVisible();
    await expect(cards(other).first()).toBeVisible();
    // The same cards, newest first, as far as both grids show them.
    const shownThere = await shownCards(other);
    const common = Math.min(shownHere.length, shownThere.length);
    expect(common).toBeGreaterThan(10);
    expect(shownThere.slice(0, common)).toEqual(shownHere.slice(0, common));
    await expect(other.getByRole('link', { name: 'My pulls', exact: true })).toBeVisible();
    expect((await storedPulls(other)).pulls).toEqual([]);

    await other.getByRole('button', { name: 'Add to my history' }).click();
    await other.getByRole('dialog').getByRole('button', { name: 'Add' }).click();
    await expect(other.getByTestId('replay-added')).toHaveText(/Added to your history as pulls #1–#300\./);
    const there = await storedPulls(other);
    expect(there.pulls).toEqual(here.pulls);
    expect(there.batches[0]!.seed).toBe(here.batches[0]!.seed);
    await other.getByRole('link', { name: 'Open My Summons' }).click();
    await expect(other.getByTestId('total-summons')).toHaveText('Total summons: 300');
    expectNoProblems(problems);
    await elsewhere.close();
  });

  test('a malformed or out-of-range link says what is wrong and changes nothing', async ({ page }) => {
    await openSummons(page, 'Perma');
    await pull(page, 10, 3);
    const before = await storedPulls(page);
    const good = '/mysummons/replay?v=1&banner=perma&seed=12&pity=0&sr=0&count=50';
    const roster = `&roster=${rules.rosterHash.toString(16).padStart(8, '0')}`;
    const cases: [string, RegExp][] = [
      [`${good}`, /incomplete/],
      [`${good.replace('seed=12', 'seed=twelve')}${roster}`, /its seed is not valid/],
      [`${good.replace('pity=0', 'pity=81')}${roster}`, /its pity counter is not valid/],
      [`${good.replace('count=50', 'count=1000001')}${roster}`, /more than 1,000,000 pulls/],
      [`${good}&roster=00000000`, /different character list/],
    ];
    for (const [href, message] of cases) {
      await page.goto(href);
      await expect(page.getByTestId('replay-problem')).toHaveText(message);
      await expect(page.getByTestId('replay-problem')).toContainText(
        'Nothing was pulled and your history is unchanged.',
      );
      await expect(cards(page)).toHaveCount(0);
    }
    await page.getByRole('link', { name: 'Back to My Summons' }).click();
    await expect(page.getByTestId('total-summons')).toHaveText('Total summons: 10');
    expect(await storedPulls(page)).toEqual(before);
  });

  test('My Summons lists a replay link for each batch', async ({ page }) => {
    await openSummons(page, 'ML');
    await pull(page, 10, 1);
    await pull(page, 85, 2);
    await page.getByRole('link', { name: 'My pulls', exact: true }).click();
    await page.getByRole('button', { name: 'Replay links' }).click();
    const list = page.getByTestId('batch-links').getByRole('listitem');
    await expect(list).toHaveCount(2);
    await expect(list.first()).toContainText('#11–#95: 85 pulls on ML');
    await list.first().getByRole('link', { name: 'Open replay' }).click();
    await expect(page).toHaveURL(/\/mysummons\/replay\?v=1&banner=ml&seed=2&/);
    const start = pullMany(rules, 'ml', { pity: 0, sr: 0 }, 10, createRng(1)).counters;
    await expect(page.getByTestId('replay-what')).toHaveText(
      `85 pulls on the ML banner from pity ${start.pity} (SR counter ${start.sr}), seed 2.`,
    );
    await expect(cards(page)).not.toHaveCount(0);
  });
});

test.describe('top results picture', () => {
  test('holds one card per top result of the last batch, laid out as the layout says', async ({ page }) => {
    await openSummons(page, 'Perma');
    await pull(page, 1000, 7);
    const drawn = pullMany(rules, 'perma', { pity: 0, sr: 0 }, 1000, createRng(7));
    const tops = Array.from(drawn.chars).filter((c) => rules.banners.perma.kind[c] === KIND_TOP).length;
    const layout = topResultsLayout(tops);
    // The last row is not full, so the picture has empty cells to tell apart from cards.
    expect(layout.shown % layout.columns).not.toBe(0);

    await page.getByRole('button', { name: 'Share the last batch' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save top results as PNG' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('top-results-perma-1.png');
    await expect(page.getByRole('status').filter({ hasText: 'Image saved.' })).toBeVisible();
    const png = await readFile(await download.path());
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(layout.width * 2);
    expect(png.readUInt32BE(20)).toBe(layout.height * 2);

    // One point inside every cell of the grid, on the card's own background where there is a card.
    const points = Array.from({ length: layout.rows * layout.columns }, (_, i) => {
      const { x, y } = cardOrigin(layout, i);
      return { x: (x + 8) * 2, y: (y + IMAGE_CARD.height / 2) * 2 };
    });
    const background = { x: 4, y: 4 };
    // Decoded from bytes, not fetched from a data: URL: the page's policy refuses those, in tests too.
    const pixels = await page.evaluate(
      async ({ data, points }) => {
        const bitmap = await createImageBitmap(
          new Blob([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], { type: 'image/png' }),
        );
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(bitmap, 0, 0);
        return points.map((p) => [...ctx.getImageData(p.x, p.y, 1, 1).data].slice(0, 3).join(','));
      },
      { data: png.toString('base64'), points: [background, ...points] },
    );
    const [surface, ...cells] = pixels;
    const withCard = cells.filter((pixel) => pixel !== surface).length;
    expect(withCard).toBe(layout.shown);
    // Cards fill the cells in order: every card before every empty cell.
    expect(cells.slice(0, layout.shown).every((pixel) => pixel !== surface)).toBe(true);
  });
});
