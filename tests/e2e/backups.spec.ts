import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { CHARACTERS } from '../../src/catalogue/characters';
import { STREAM_IMPORT_ABOVE_BYTES } from '../../src/lib/data-file/format';
import { TEAM_DATA_KEY, TEAM_KEYS } from '../../src/storage/team-store';
import { expect, test } from './fixtures';
import {
  gridsSettled,
  openScreen,
  openSummons,
  openYourData,
  pull,
  renameTier,
  seedHistory,
  summonCount,
} from './flows';

/**
 * Backups through the Your data dialog: a merge adds only what the history lacks (the same file twice, or a newer
 * backup of data partly held already, adds nothing twice), Replace offers a download of the data about to go, and the
 * dialog tells how much is stored and whether the browser promised to keep it.
 */

const FILE_NAME = /^etheria-companion-data-\d{4}-\d\d-\d\d\.json$/;

/** The exported file as the tests read it (the fields they check). */
interface Exported {
  format: string;
  summons: { summonCount: number };
  tierLists: { lists: { name: string }[] } | null;
}

/** Exports through the dialog: the downloaded file's path and contents, once the dialog says it is done. */
async function exportData(page: Page): Promise<{ path: string; file: Exported }> {
  const dialog = await openYourData(page);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(FILE_NAME);
  const path = await download.path();
  const file = JSON.parse(await readFile(path, 'utf8')) as Exported;
  await expect(dialog.getByRole('status')).toContainText(`Exported ${file.summons.summonCount} pull`);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  return { path, file };
}

/** Opens the dialog and picks `path`: the dialog once it shows what the file holds. */
async function chooseFile(page: Page, path: string): Promise<Locator> {
  const dialog = await openYourData(page);
  await dialog.getByLabel('Data file to import').setInputFiles(path);
  await expect(dialog.getByTestId('data-summary')).toBeVisible();
  return dialog;
}

/** Imports `path` with Merge: the confirmation shows `confirm` (once compared with the history), then the outcome. */
async function merge(page: Page, path: string, confirm: string, outcome: string): Promise<void> {
  const dialog = await chooseFile(page, path);
  await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: 'Merge?' })).toBeVisible();
  await expect(dialog.getByText(/^Merge the file into your data\?/)).toHaveText(confirm);
  await dialog.getByRole('button', { name: 'Yes, merge' }).click();
  await expect(dialog.getByRole('status')).toHaveText(outcome);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

/** Imports `path` with Replace, confirmed at once. */
async function replace(page: Page, path: string, outcome: string): Promise<void> {
  const dialog = await chooseFile(page, path);
  await dialog.getByRole('button', { name: 'Replace my data' }).click();
  await dialog.getByRole('button', { name: 'Yes, replace my data' }).click();
  await expect(dialog.getByRole('status')).toHaveText(outcome);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

/** The names in the tier list screen's list picker. */
async function listNames(page: Page): Promise<string[]> {
  await page.goto('/tierMaker');
  const options = page.getByLabel('List', { exact: true }).locator('option');
  await expect(options.first()).toBeAttached();
  return options.allTextContents();
}

/** The summon count the Summon screen shows after a fresh load. */
async function countAfterLoad(page: Page): Promise<string | null> {
  await openScreen(page, '/summons');
  return summonCount(page).textContent();
}

/** Each banner's pity and SR counters as the Summon screen shows them. */
async function shownCounters(page: Page): Promise<Record<string, { pity: string; sr: string }>> {
  await openScreen(page, '/summons');
  const shown: Record<string, { pity: string; sr: string }> = {};
  for (const banner of ['Limited', 'Perma', 'ML']) {
    await page.getByRole('button', { name: banner, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${banner} Summon`);
    shown[banner] = {
      pity: (await page.getByTestId('pity-counter').textContent()) ?? '',
      sr: (await page.getByTestId('sr-counter').textContent()) ?? '',
    };
  }
  return shown;
}

/**
 * What My Summons lists: the total, how many cards the grid holds, the newest card's number, and every SSR and ML
 * card (rarity, name, pity, number), which the filter brings into view all at once for a short history.
 */
async function mySummons(page: Page) {
  await openScreen(page, '/mysummons');
  const grid = page.getByTestId('pull-grid');
  const first = grid.getByRole('listitem').first();
  await expect(first.locator('.pull-card-number')).toBeVisible();
  const total = await page.getByTestId('total-summons').textContent();
  const listed = await first.getAttribute('aria-setsize');
  const newest = await first.locator('.pull-card-number').textContent();
  await page.getByRole('button', { name: 'Only SSR & ML' }).click();
  await expect(page.getByRole('button', { name: 'Show All' })).toBeVisible();
  await gridsSettled(page);
  await expect(grid.getByLabel('Loading')).toHaveCount(0);
  const shortlisted = Number(await grid.getByRole('listitem').first().getAttribute('aria-setsize'));
  await expect(grid.getByTestId('pull-card')).toHaveCount(shortlisted);
  const top = await grid
    .getByTestId('pull-card')
    .evaluateAll((cards) => cards.map((card) => `${card.getAttribute('data-rarity')} ${card.textContent}`));
  expect(top.every((card) => card.startsWith('ssr ') || card.startsWith('ml '))).toBe(true);
  await page.getByRole('button', { name: 'Show All' }).click();
  return { total, listed, newest, top };
}

interface Visitor {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly problems: string[];
}

/** A browser of its own (nothing shared with any other), failing the test on its console errors and failed requests. */
async function visitor(browser: Browser): Promise<Visitor> {
  const context = await browser.newContext();
  // As the fixture does for the test's own page: what the Content Security Policy blocks is a console error.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}`);
    });
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('requestfailed', (req) => {
    if (req.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`${req.url()} ${req.failure()?.errorText}`);
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`${res.url()} ${res.status()}`);
  });
  return { context, page, problems };
}

test.describe('backups', () => {
  test('merging a backup into the data it came from adds nothing, however often', async ({ page }) => {
    await seedHistory(page, [{ banner: 'perma', count: 500, seed: 21 }]);
    await renameTier(page, 'S', 'Top picks');
    const { path, file } = await exportData(page);
    expect(file.summons.summonCount).toBe(500);
    expect(file.tierLists?.lists).toHaveLength(1);

    for (let round = 0; round < 2; round++) {
      await merge(
        page,
        path,
        'Merge the file into your data? This adds 0 pulls (your summon count becomes 500), 0 tier lists and 0 teams. ' +
          '1 batch (500 pulls) is already in your history and will be skipped.',
        'The file was merged into your data: 0 pulls, 0 tier lists and 0 teams added. ' +
          '1 batch (500 pulls) was already in your history.',
      );
      expect(await countAfterLoad(page)).toBe('500');
      expect(await listNames(page)).toEqual([expect.not.stringContaining('(2)')]);
      await expect(page.getByRole('group', { name: 'Tier Top picks' })).toBeVisible();
    }
    await page.goto('/mysummons');
    await expect(page.getByTestId('total-summons')).toHaveText('Total summons: 500');
    await expect(page.getByTestId('pull-card').first().locator('.pull-card-number')).toHaveText('#500');
  });

  test('a backup large enough to be read as a stream reads as the same backup, and is refused in the same words', async ({
    page,
  }) => {
    await seedHistory(page, [{ banner: 'perma', count: 500, seed: 23 }]);
    await openScreen(page, '/summons');
    const { path } = await exportData(page);
    const text = await readFile(path, 'utf8');
    // The same JSON with blanks after its first brace, so its pull history comes well into the stream.
    const large = (json: string) => `{${' '.repeat(STREAM_IMPORT_ABOVE_BYTES)}${json.slice(1)}`;
    const pick = async (name: string, json: string) => {
      const dialog = await openYourData(page);
      await dialog.getByLabel('Data file to import').setInputFiles({
        name,
        mimeType: 'application/json',
        buffer: Buffer.from(json),
      });
      return dialog;
    };

    let dialog = await pick('small.json', text);
    const summary = await dialog.getByTestId('data-summary').textContent();
    expect(summary).toContain('Pulls500');
    await dialog.getByRole('button', { name: 'Close' }).click();
    dialog = await pick('large.json', large(text));
    await expect(dialog.getByTestId('data-summary')).toHaveText(summary!);
    await dialog.getByRole('button', { name: 'Close' }).click();

    const damaged = JSON.parse(text) as { summons: { batches: { chunks: string[] }[] } };
    damaged.summons.batches[0]!.chunks[0] = '%%%%';
    for (const [name, json, refusal] of [
      [
        'damaged-large.json',
        large(JSON.stringify(damaged)),
        'The pull history in this file is damaged (batch 1, part 1 is not valid base64). Nothing was changed.',
      ],
      [
        'cut-large.json',
        large(text).slice(0, -2),
        'This file is not valid JSON (it may be truncated or damaged). Nothing was changed.',
      ],
    ] as const) {
      dialog = await pick(name, json);
      await expect(dialog.getByRole('alert')).toHaveText(refusal);
      await dialog.getByRole('button', { name: 'Close' }).click();
    }
  });

  test('Replace says what will be gone and offers a download of it first', async ({ page }) => {
    const team = JSON.stringify({ [TEAM_KEYS[0]!]: [CHARACTERS[0]!.id] });
    await seedHistory(page, [{ banner: 'perma', count: 30, seed: 41 }], [[TEAM_DATA_KEY, team]]);
    await openScreen(page, '/summons');
    const { path } = await exportData(page);
    // Since that file: a renamed tier and ten more pulls.
    await renameTier(page, 'S', 'Top picks');
    await openSummons(page, 'Perma');
    await pull(page, 10, 42);

    const dialog = await chooseFile(page, path);
    await dialog.getByRole('button', { name: 'Replace my data' }).click();
    const confirm = dialog.getByText(/^Replace all your data with the file's\?/);
    await expect(confirm).toHaveText(
      "Replace all your data with the file's? Your 40 pulls (summon count 40), 1 tier list and 1 team will be gone. " +
        'Export your data first if you may want them back.',
    );

    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download my data first' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(FILE_NAME);
    const backup = await download.path();
    const saved = JSON.parse(await readFile(backup, 'utf8')) as Exported;
    expect(saved.format).toBe('etheria-companion-data');
    expect(saved.summons.summonCount).toBe(40);
    expect(saved.tierLists?.lists).toHaveLength(1);

    // Back at the same confirmation, told the download is done.
    await expect(dialog.getByRole('status')).toHaveText(
      `Exported 40 pulls, 1 tier list and 1 team to ${download.suggestedFilename()}.`,
    );
    await expect(dialog.getByRole('heading', { name: 'Replace my data?' })).toBeVisible();
    await expect(confirm).toContainText('Your 40 pulls (summon count 40)');
    await expect(dialog.getByRole('button', { name: 'Yes, replace my data' })).toBeVisible();

    await dialog.getByRole('button', { name: 'Yes, replace my data' }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      "Your data was replaced with the file's: 30 pulls, 0 tier lists, 1 team.",
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(await countAfterLoad(page)).toBe('30');

    // The download was a real backup: it brings back what was replaced.
    await replace(page, backup, "Your data was replaced with the file's: 40 pulls, 1 tier list, 1 team.");
    expect(await countAfterLoad(page)).toBe('40');
    await page.goto('/tierMaker');
    await expect(page.getByRole('group', { name: 'Tier Top picks' })).toBeVisible();
  });

  test('the dialog says how much is stored and whether the browser promised to keep it', async ({ page }) => {
    await seedHistory(page, [{ banner: 'perma', count: 500, seed: 51 }]);
    await openScreen(page, '/summons');
    const dialog = await openYourData(page);
    const status = dialog.getByTestId('storage-status');
    const amount = status.getByText(/^This site stores /);
    await expect(amount).toBeVisible();
    await expect(amount).toHaveText(
      /^This site stores [\d,.]+ (bytes|KB|MB|GB) in this browser of the [\d,.]+ (KB|MB|GB|TB) this browser allows\.$/,
    );
    // 500 stored pulls are something.
    await expect(amount).not.toHaveText(/stores 0 bytes/);
    // Whichever answer this browser gives, the dialog words that one. (Chromium as the tests run it has not promised.)
    const persisted = await page.evaluate(() => navigator.storage.persisted());
    const promise = status.getByText(/promise|agreed/);
    await expect(promise).toBeVisible();
    await expect(promise).toHaveText(
      persisted
        ? 'Your browser has agreed to keep this data even when it runs short of space. Clearing your browsing data ' +
            'still deletes it, so keep an exported copy.'
        : 'Your browser has not promised to keep this data: it may delete it when it runs short of space, and ' +
            'clearing your browsing data deletes it. Export it now and then to keep a copy.',
    );
  });
});

/**
 * A browser holding an older backup merges a newer one: only what it lacks is added, and it ends with exactly the
 * pulls and counters of the browser that made both; the same file merged again adds nothing. Browser A pulls a batch,
 * backs up, pulls another batch on another banner and backs up again, once for the tests below (for each worker that
 * runs one of them), so that each test is only browser B's part.
 */
test.describe('a newer backup merged over an older one', () => {
  let a: Visitor | undefined;
  let older = '';
  let newer = '';
  let counters: Awaited<ReturnType<typeof shownCounters>>;
  let listedOnA: Awaited<ReturnType<typeof mySummons>>;

  test.beforeAll(async ({ browser }) => {
    a = await visitor(browser);
    await openSummons(a.page, 'Perma');
    await pull(a.page, 10, 31);
    const first = await exportData(a.page);
    expect(first.file.summons.summonCount).toBe(10);
    await openSummons(a.page, 'Limited');
    await pull(a.page, 85, 32);
    const second = await exportData(a.page);
    expect(second.file.summons.summonCount).toBe(95);
    // The files live as long as browser A's context, which stays open until the tests are done.
    [older, newer] = [first.path, second.path];
    counters = await shownCounters(a.page);
    listedOnA = await mySummons(a.page);
    expect(listedOnA).toMatchObject({ total: 'Total summons: 95', listed: '95', newest: '#95' });
    expect(listedOnA.top.length).toBeGreaterThan(0);
    expect(a.problems, 'browser A problems').toEqual([]);
  });

  test.afterAll(async () => {
    await a?.context.close();
  });

  /** Browser B restores the older backup, then merges the newer one: only the second batch is new to it. */
  async function holdingBoth(browser: Browser): Promise<Visitor> {
    const b = await visitor(browser);
    await b.page.goto('/summons');
    await replace(b.page, older, "Your data was replaced with the file's: 10 pulls, 0 tier lists, 0 teams.");
    expect(await countAfterLoad(b.page)).toBe('10');
    await merge(
      b.page,
      newer,
      'Merge the file into your data? This adds 85 pulls (your summon count becomes 95), 0 tier lists and 0 teams. ' +
        '1 batch (10 pulls) is already in your history and will be skipped.',
      'The file was merged into your data: 85 pulls, 0 tier lists and 0 teams added. ' +
        '1 batch (10 pulls) was already in your history.',
    );
    expect(await countAfterLoad(b.page)).toBe('95');
    return b;
  }

  test('adds only the batch it lacks and ends with exactly the same pulls and counters', async ({ browser }) => {
    const b = await holdingBoth(browser);
    expect(await shownCounters(b.page)).toEqual(counters);
    expect(await mySummons(b.page)).toEqual(listedOnA);
    expect(b.problems, 'browser B problems').toEqual([]);
    await b.context.close();
  });

  test('merged a second time, the newer backup adds nothing and changes nothing', async ({ browser }) => {
    const b = await holdingBoth(browser);
    await merge(
      b.page,
      newer,
      'Merge the file into your data? This adds 0 pulls (your summon count becomes 95), 0 tier lists and 0 teams. ' +
        '2 batches (95 pulls) are already in your history and will be skipped.',
      'The file was merged into your data: 0 pulls, 0 tier lists and 0 teams added. ' +
        '2 batches (95 pulls) were already in your history.',
    );
    expect(await countAfterLoad(b.page)).toBe('95');
    expect(await shownCounters(b.page)).toEqual(counters);
    expect(await mySummons(b.page)).toEqual(listedOnA);
    expect(b.problems, 'browser B problems').toEqual([]);
    await b.context.close();
  });
});
