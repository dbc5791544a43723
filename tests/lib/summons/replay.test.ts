import { describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { createEngineApi } from '../../../src/engine/api';
import { pullMany } from '../../../src/engine/pulls/batch';
import { HISTORY_HEADER_BYTES } from '../../../src/engine/history/codec';
import { runHistoryBatch } from '../../../src/engine/history/pack';
import { createRng } from '../../../src/engine/pulls/rng';
import { buildRules, KIND_TOP } from '../../../src/engine/pulls/rules';
import { bannerLuckInputs, SummonStore, type ReplayLink } from '../../../src/lib/summons';
import type { BatchRunner } from '../../../src/lib/summons/batch';
import { TestBackend } from '../../support/test-backend';

const rules = buildRules(CHARACTERS);
const api = createEngineApi(rules, { yieldToEventLoop: async () => undefined });
const runner: BatchRunner = (request) => runHistoryBatch(api, rules, request);

async function started(backend = new TestBackend()) {
  const store = new SummonStore({ openBackend: async () => backend, runner });
  await store.start();
  return { store, backend };
}

/** Every stored pull of a batch, read straight from the backend's chunk bytes. */
async function storedBytes(backend: TestBackend, batchId: number): Promise<number[]> {
  const stored = await backend.load();
  const batch = stored!.batches.find((b) => b.id === batchId)!;
  const bytes: number[] = [];
  for (const meta of batch.chunks) {
    const chunk = await backend.readChunk(meta.first);
    bytes.push(...chunk!.data!.subarray(HISTORY_HEADER_BYTES));
  }
  return bytes;
}

function linkOf(store: SummonStore, index: number): ReplayLink {
  const batch = store.batches.current()[index]!;
  return { banner: batch.banner, seed: batch.seed!, start: batch.start, count: batch.count, roster: rules.rosterHash };
}

describe('replaying a batch', () => {
  it('keeps the seed of a batch pulled without one, and its link regenerates the stored pulls byte for byte', async () => {
    const { store, backend } = await started();
    await store.setCounters('limited', { pity: 47, sr: 6 });
    await store.pull('limited', 700);
    const batch = store.batches.current()[0]!;
    expect(batch.seed).toBe(store.getSnapshot().lastBatch!.seed);
    expect(batch.start).toEqual({ pity: 47, sr: 6 });

    const writes = backend.writes;
    const replayed = await store.replay(linkOf(store, 0), new AbortController().signal);
    expect(Array.from(replayed.chars)).toEqual(await storedBytes(backend, batch.id));
    expect(replayed.end).toEqual(store.getSnapshot().counters.limited);
    // Viewing stores nothing.
    expect(backend.writes).toBe(writes);
    expect(store.getSnapshot().summonCount).toBe(700);
  });

  it("appends a replay as a new batch from the link's counters only when asked, the banner taking its end counters", async () => {
    // A link made elsewhere: ML from counters this browser does not have.
    const link: ReplayLink = {
      banner: 'ml',
      seed: 1234,
      start: { pity: 12, sr: 3 },
      count: 250,
      roster: rules.rosterHash,
    };
    const elsewhere = pullMany(rules, 'ml', link.start, 250, createRng(link.seed));

    const { store, backend } = await started();
    await store.pull('perma', 40, 9);
    const before = store.getSnapshot();
    expect(await store.pull(link.banner, link.count, link.seed, link.start)).toBe(true);
    const after = store.getSnapshot();
    expect(after.summonCount).toBe(290);
    expect(after.counters.ml).toEqual(elsewhere.counters);
    expect(after.counters.perma).toEqual(before.counters.perma);
    const appended = store.batches.current()[1]!;
    expect(appended).toMatchObject({ id: 41, banner: 'ml', count: 250, seed: link.seed, start: link.start });
    expect(await storedBytes(backend, 41)).toEqual(Array.from(elsewhere.chars));
  });

  it("reads a stored batch's first top results in pull order, and counts them all", async () => {
    const { store } = await started();
    await store.pull('perma', 100, 3);
    await store.pull('perma', 3000, 77);
    const batch = store.batches.current()[1]!;
    const expected = pullMany(rules, 'perma', batch.start, 3000, createRng(77));
    const kind = rules.banners.perma.kind;
    const tops = Array.from(expected.chars.keys()).filter((i) => kind[expected.chars[i]!] === KIND_TOP);

    const { pulls, total } = await store.topPullsOf(batch, 10);
    expect(total).toBe(tops.length);
    expect(pulls.map((p) => p.pullNumber)).toEqual(tops.slice(0, 10).map((i) => 101 + i));
    expect(pulls.map((p) => p.characterIndex)).toEqual(tops.slice(0, 10).map((i) => expected.chars[i]));
    expect(pulls.map((p) => p.pityType)).toEqual(tops.slice(0, 10).map((i) => expected.types[i]));
  });
});

describe('batch index and luck inputs', () => {
  it('follow pulls and clears, and sum each banner from its batch records', async () => {
    const { store } = await started();
    await store.setCounters('perma', { pity: 33, sr: 0 });
    await store.pull('perma', 500, 1);
    await store.pull('ml', 120, 2);
    await store.pull('perma', 260, 3);
    const perma = [
      pullMany(rules, 'perma', { pity: 33, sr: 0 }, 500, createRng(1)),
      pullMany(rules, 'perma', store.batches.current()[2]!.start, 260, createRng(3)),
    ];
    const topsOf = (chars: Uint8Array, banner: 'perma' | 'ml') =>
      chars.filter((c) => rules.banners[banner].kind[c] === KIND_TOP).length;
    const ml = pullMany(rules, 'ml', { pity: 0, sr: 0 }, 120, createRng(2));

    const inputs = bannerLuckInputs(store.batches.current());
    expect(inputs).toEqual([
      { banner: 'limited', pulls: 0, tops: 0, pity: 0, continuous: true },
      {
        banner: 'perma',
        pulls: 760,
        tops: topsOf(perma[0]!.chars, 'perma') + topsOf(perma[1]!.chars, 'perma'),
        pity: 33,
        continuous: true,
      },
      { banner: 'ml', pulls: 120, tops: topsOf(ml.chars, 'ml'), pity: 0, continuous: true },
    ]);

    // Counters set by hand between two batches: the pulls are no longer one run.
    await store.setCounters('ml', { pity: 70, sr: 0 });
    await store.pull('ml', 5, 4);
    expect(bannerLuckInputs(store.batches.current())[2]!.continuous).toBe(false);

    await store.clearAll('perma');
    expect(store.batches.current()).toEqual([]);
  });

  it('is read back on a new visit', async () => {
    const { store, backend } = await started();
    await store.pull('limited', 90, 5);
    const { store: again } = await started(backend);
    expect(again.batches.current()).toEqual(store.batches.current());
  });
});
