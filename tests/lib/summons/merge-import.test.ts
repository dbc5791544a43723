import { describe, expect, it, vi } from 'vitest';
import { HISTORY_HEADER_BYTES } from '../../../src/engine/history/codec';
import { applyImport } from '../../../src/lib/data-file';
import { decodeChunk } from '../../../src/lib/history-chunks';
import { ROSTER_IDS } from '../../../src/lib/summons/counts';
import type { ChunkRecord } from '../../../src/storage/stored-history';
import { buildHistory, type BatchPlan, type HistoryRecords } from '../../support/stored-state';
import { TestBackend } from '../../support/test-backend';
import { exportOf, forgetEverything, parsed, rules, storeOver } from '../data-file/support';

// Counts the stored chunks the merge decodes and replays.
vi.mock(import('../../../src/lib/history-chunks'), async (original) => {
  const module = await original();
  return { ...module, decodeChunk: vi.fn(module.decodeChunk) };
});

/**
 * The store's side of a Merge: the stored pulls it compares are read inside the import, and only for the stored
 * batches that may be one of the file's.
 */

function backendWith(history: HistoryRecords, rosters = new Map([[history.roster.hash, history.roster.ids]])) {
  const { summary, batches, chunks } = history;
  return new TestBackend({ initial: { summary, batches, chunks, rosters, revision: 1 } });
}

/** The export of a browser holding `history`. */
async function fileOf(history: HistoryRecords) {
  forgetEverything();
  const { text } = await exportOf(await storeOver(backendWith(history)));
  forgetEverything();
  return parsed(text);
}

const PLANS: BatchPlan[] = [
  { banner: 'perma', count: 60, seed: 1 },
  { banner: 'ml', count: 25, seed: 2 },
  { banner: 'limited', count: 45, seed: 3 },
];

describe("a merge into the store's history", () => {
  it('reads the pulls of only the stored batches whose banner, time, seed and length match', async () => {
    const history = buildHistory(PLANS);
    const file = await fileOf(buildHistory(PLANS.slice(0, 2)));
    const backend = backendWith(history);
    const store = await storeOver(backend);
    const read = vi.spyOn(backend, 'readChunk');
    const append = vi.spyOn(backend, 'append');
    vi.mocked(decodeChunk).mockClear();
    const outcome = await applyImport(store, file, 'merge');
    // Nothing new: no write at all, and only the chunks of the two matching batches (not the third's) were read.
    expect(outcome.ok && outcome.message).toMatch(/0 pulls.* 2 batches \(85 pulls\) were already in your history\.$/);
    expect(append).not.toHaveBeenCalled();
    expect(read.mock.calls.map(([first]) => first).sort((a, b) => a - b)).toEqual([1, 41, 61]);
    // Stored bytes equal to the file's, which the import's replay checked, are not replayed again on the page.
    expect(decodeChunk).not.toHaveBeenCalled();
    expect(store.getSnapshot().summonCount).toBe(130);
  });

  it("keeps the file's copy of a batch whose stored chunk differs from it only in a damaged header", async () => {
    const history = buildHistory(PLANS.slice(0, 1));
    const file = await fileOf(history);
    const damaged = history.chunks.map((c): ChunkRecord => {
      if (c.first !== 41) return c;
      const data = Uint8Array.from(c.data!);
      data[0]! ^= 0xff;
      return { ...c, data };
    });
    const store = await storeOver(backendWith({ ...history, chunks: damaged }));
    const outcome = await applyImport(store, file, 'merge');
    expect(outcome.ok && outcome.message).toBe(
      'The file was merged into your data: 60 pulls, 0 tier lists and 0 teams added.',
    );
    expect(store.getSnapshot()).toMatchObject({ summonCount: 120, storedPulls: 120 });
  });

  it("keeps the file's copy of a batch whose stored pulls cannot be read", async () => {
    const history = buildHistory(PLANS.slice(0, 1));
    const file = await fileOf(history);
    const backend = backendWith({ ...history, chunks: history.chunks.filter((c) => c.first !== 41) });
    const store = await storeOver(backend);
    const outcome = await applyImport(store, file, 'merge');
    expect(outcome.ok && outcome.message).toBe(
      'The file was merged into your data: 60 pulls, 0 tier lists and 0 teams added.',
    );
    expect(store.getSnapshot()).toMatchObject({ summonCount: 120, storedPulls: 120 });
  });

  it('matches a batch stored under an older catalogue order by its characters, not its bytes', async () => {
    const history = buildHistory(PLANS.slice(0, 2));
    const file = await fileOf(history);
    // The same pulls, stored when the catalogue listed the characters the other way round.
    const older = [...ROSTER_IDS].reverse();
    const oldHash = 12345;
    const toOld = (data: Uint8Array) =>
      Uint8Array.from(data, (byte, i) => (i < HISTORY_HEADER_BYTES ? byte : ROSTER_IDS.length - 1 - byte));
    const stored: HistoryRecords = {
      ...history,
      batches: history.batches.map((b) => ({ ...b, rosterHash: oldHash })),
      chunks: history.chunks.map((c): ChunkRecord => ({ ...c, data: toOld(c.data!) })),
    };
    expect(stored.chunks[0]!.data).not.toEqual(history.chunks[0]!.data);
    const store = await storeOver(backendWith(stored, new Map([[oldHash, older]])));
    const outcome = await applyImport(store, file, 'merge');
    expect(outcome.ok && outcome.message).toMatch(/0 pulls.* 2 batches \(85 pulls\) were already in your history\.$/);
    expect(store.getSnapshot().summonCount).toBe(85);
    expect(rules.rosterHash).not.toBe(oldHash);
  });
});
