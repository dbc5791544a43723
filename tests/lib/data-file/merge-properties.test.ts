import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { HISTORY_HEADER_BYTES } from '../../../src/engine/history/codec';
import { BANNER_IDS } from '../../../src/engine/types';
import { applyImport, mergeTierLists, tierListKey, type DataFile } from '../../../src/lib/data-file';
import { batchKey } from '../../../src/lib/summons/merge-history';
import { TEAM_KEYS, loadTeamData, saveTeamData, type TeamData } from '../../../src/storage/team-store';
import { loadTierLists, saveTierLists, type SavedTierLists, type TierList } from '../../../src/storage/tier-list-store';
import { buildHistory, type BatchPlan, type HistoryRecords } from '../../support/stored-state';
import { TestBackend } from '../../support/test-backend';
import { exportOf, forgetEverything, parsed, storeOver } from './support';

/**
 * Merge as a set operation, over random full states (a pull history made with the real engine, tier lists and teams),
 * each merge run end to end through `applyImport` on a store over the in-memory backend:
 * - merge(x, x) = x: a browser merging its own export changes nothing at all;
 * - merge(merge(x, y), y) = merge(x, y): merging a file a second time changes nothing;
 * - merging A then B ends with the same pulls (batches by content) and tier lists as B then A.
 * States are drawn from shared pools of batches, lists and teams, so they overlap as real backups do.
 */

// Fixed, so a failure is the same failure on every run; the histories are small, so each property takes a few seconds.
const SEED = 20_250_605;
const RUNS = 50;

const CHARS = CHARACTERS.slice(0, 6).map((c) => c.id);

interface State {
  readonly history: HistoryRecords;
  readonly lists: SavedTierLists | undefined;
  readonly teams: TeamData;
}

/** The same history with `lead` uncounted pulls before it and `tail` after it (as older, unkept pulls leave). */
function withGaps(history: HistoryRecords, lead: number, tail: number): HistoryRecords {
  return {
    ...history,
    summary: { ...history.summary, summonCount: history.summary.summonCount + lead + tail },
    batches: history.batches.map((b) => ({
      ...b,
      id: b.id + lead,
      chunks: b.chunks.map((m) => ({ ...m, first: m.first + lead })),
    })),
    chunks: history.chunks.map((c) => ({ ...c, first: c.first + lead, batchId: c.batchId + lead })),
  };
}

/**
 * The same history with a copy of its batch `index` pulled again at its end, as a merge of the same file used to
 * leave it: a history may hold a batch more than once.
 */
function withCopy(history: HistoryRecords, index: number | null): HistoryRecords {
  const batch = index === null ? undefined : history.batches[index % Math.max(1, history.batches.length)];
  if (!batch) return history;
  const shift = history.summary.summonCount + 1 - batch.id;
  const chunks = history.chunks.filter((c) => c.batchId === batch.id);
  const counts = [...history.summary.charCounts[batch.banner]];
  for (const chunk of chunks) for (const c of chunk.data!.subarray(HISTORY_HEADER_BYTES)) counts[c]!++;
  return {
    ...history,
    summary: {
      ...history.summary,
      summonCount: history.summary.summonCount + batch.count,
      charCounts: { ...history.summary.charCounts, [batch.banner]: counts },
    },
    batches: [
      ...history.batches,
      { ...batch, id: batch.id + shift, chunks: batch.chunks.map((m) => ({ ...m, first: m.first + shift })) },
    ],
    chunks: [...history.chunks, ...chunks.map((c) => ({ ...c, first: c.first + shift, batchId: c.batchId + shift }))],
  };
}

const planArb: fc.Arbitrary<BatchPlan> = fc.record({
  banner: fc.constantFrom(...BANNER_IDS),
  count: fc.integer({ min: 1, max: 30 }),
  seed: fc.integer({ min: 0, max: 3 }),
});

const rowArb = (id: string) =>
  fc.record({
    id: fc.constant(id),
    name: fc.constantFrom('S', 'A'),
    color: fc.constantFrom('#e03131', '#1971c2'),
    items: fc.shuffledSubarray(CHARS.slice(id === 'row-1' ? 0 : 3, id === 'row-1' ? 3 : 6)),
  });

const listArb: fc.Arbitrary<Omit<TierList, 'id'>> = fc.record({
  name: fc.constantFrom('Mine', 'Mine (2)', 'Top', 'L'.repeat(40)),
  rows: fc.oneof(fc.tuple(rowArb('row-1')), fc.tuple(rowArb('row-1'), rowArb('row-2'))),
});

/** `n` states drawn from shared pools of batches, tier lists and teams. */
const statesArb = (n: number): fc.Arbitrary<State[]> =>
  fc
    .record({
      plans: fc.array(planArb, { maxLength: 4 }),
      lists: fc.array(listArb, { minLength: 1, maxLength: 3 }),
      teams: fc.array(fc.shuffledSubarray(CHARS, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 2 }),
    })
    .chain((pool) =>
      fc.array(
        fc
          .record({
            // Each history starts with some of the pool's batches (so histories share them), then its own.
            shared: fc.nat({ max: pool.plans.length }),
            extra: fc.array(planArb, { maxLength: 2 }),
            lead: fc.constantFrom(0, 0, 7),
            tail: fc.constantFrom(0, 0, 3),
            copy: fc.option(fc.nat(), { freq: 3 }),
            lists: fc.subarray(pool.lists),
            teams: fc.array(fc.option(fc.constantFrom(...pool.teams)), {
              minLength: TEAM_KEYS.length,
              maxLength: TEAM_KEYS.length,
            }),
          })
          .map((s): State => ({
            history: withCopy(
              withGaps(buildHistory([...pool.plans.slice(0, s.shared), ...s.extra]), s.lead, s.tail),
              s.copy,
            ),
            lists:
              s.lists.length > 0
                ? { activeId: 'l0', lists: s.lists.map((list, i) => ({ ...list, id: `l${i}` })) }
                : undefined,
            teams: Object.fromEntries(
              TEAM_KEYS.flatMap((key, i) => (s.teams[i] ? [[key, s.teams[i]]] : [])),
            ) as TeamData,
          })),
        { minLength: n, maxLength: n },
      ),
    );

/** A browser holding `state`: its tier lists and teams saved, its history in a fresh backend. */
async function browserWith(state: State) {
  forgetEverything();
  if (state.lists) saveTierLists(state.lists);
  saveTeamData(state.teams);
  const { summary, batches, chunks, roster } = state.history;
  const backend = new TestBackend({
    initial: { summary, batches, chunks, rosters: new Map([[roster.hash, roster.ids]]), revision: 1 },
  });
  return { backend, store: await storeOver(backend) };
}

/** The export of a browser holding `state`. */
async function fileOf(state: State): Promise<DataFile> {
  const { store } = await browserWith(state);
  const { text } = await exportOf(store);
  store.dispose();
  return parsed(text);
}

/** Everything a merge may change, exactly: the stored history record by record, the numbers shown, lists, teams. */
async function everything(browser: Awaited<ReturnType<typeof browserWith>>) {
  const stored = await browser.backend.load();
  const chunks: unknown[] = [];
  for (const batch of stored?.batches ?? []) {
    for (const meta of batch.chunks) chunks.push(await browser.backend.readChunk(meta.first));
  }
  const { summonCount, counters, charCounts, storedPulls } = browser.store.getSnapshot();
  return {
    summary: stored?.summary,
    batches: stored?.batches,
    chunks,
    shown: { summonCount, counters, charCounts, storedPulls },
    lists: loadTierLists(),
    teams: loadTeamData(),
  };
}

/** The pulls as a multiset of batches by content, and the tier lists as a multiset by `tierListKey`. */
async function contents(browser: Awaited<ReturnType<typeof browserWith>>) {
  const batches: string[] = [];
  for (const batch of (await browser.backend.load())?.batches ?? []) {
    const pulls: number[] = [];
    for (const meta of batch.chunks) {
      pulls.push(...(await browser.backend.readChunk(meta.first))!.data!.subarray(HISTORY_HEADER_BYTES));
    }
    batches.push(`${batchKey(batch)}:${pulls.join(',')}`);
  }
  return { batches: batches.sort(), lists: (loadTierLists()?.lists ?? []).map(tierListKey).sort() };
}

async function merged(browser: Awaited<ReturnType<typeof browserWith>>, file: DataFile): Promise<void> {
  const outcome = await applyImport(browser.store, file, 'merge');
  expect(outcome.ok).toBe(true);
}

// Timeouts allow for a busy machine.
describe('merge as a set operation', { timeout: 60_000 }, () => {
  it('merge(x, x) = x: merging its own export changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(statesArb(1), async ([x]) => {
        const file = await fileOf(x!);
        const browser = await browserWith(x!);
        const before = await everything(browser);
        await merged(browser, file);
        expect(await everything(browser)).toEqual(before);
        browser.store.dispose();
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('merge(merge(x, y), y) = merge(x, y): a second merge of the same file changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(statesArb(2), async ([x, y]) => {
        const file = await fileOf(y!);
        const browser = await browserWith(x!);
        await merged(browser, file);
        const once = await everything(browser);
        await merged(browser, file);
        expect(await everything(browser)).toEqual(once);
        browser.store.dispose();
      }),
      { seed: SEED + 1, numRuns: RUNS },
    );
  });

  it('merging A then B keeps the same pulls and tier lists as B then A', async () => {
    await fc.assert(
      fc.asyncProperty(statesArb(3), async ([x, a, b]) => {
        const [fileA, fileB] = [await fileOf(a!), await fileOf(b!)];
        const results = [];
        for (const order of [
          [fileA, fileB],
          [fileB, fileA],
        ]) {
          const browser = await browserWith(x!);
          for (const file of order) await merged(browser, file!);
          results.push(await contents(browser));
          browser.store.dispose();
        }
        expect(results[1]).toEqual(results[0]);
      }),
      { seed: SEED + 2, numRuns: RUNS },
    );
  });
});

describe('tier lists merged as sets', () => {
  const savedArb = fc.option(
    fc
      .array(listArb, { minLength: 1, maxLength: 4 })
      .map((lists): SavedTierLists => ({ activeId: 'l0', lists: lists.map((l, i) => ({ ...l, id: `l${i}` })) })),
    { nil: undefined },
  );
  const keys = (saved: SavedTierLists | undefined) => (saved?.lists ?? []).map(tierListKey).sort();

  it('are idempotent and the same in either order (the pure merge, many cases)', () => {
    fc.assert(
      fc.property(savedArb, savedArb, savedArb, (x, a, b) => {
        expect(mergeTierLists(x, x ?? null).result).toEqual(x);
        const once = mergeTierLists(x, a ?? null).result;
        expect(mergeTierLists(once, a ?? null).result).toEqual(once);
        const ab = mergeTierLists(once, b ?? null).result;
        const ba = mergeTierLists(mergeTierLists(x, b ?? null).result, a ?? null).result;
        expect(keys(ab)).toEqual(keys(ba));
      }),
      { seed: SEED, numRuns: 300 },
    );
  });
});
