import { describe, expect, it } from 'vitest';
import { tallyCharacters } from '../../../src/engine/pulls/filter';
import type { ImportedHistory } from '../../../src/engine/history/import';
import { zeroCharCounts, zeroCounters, type Summary } from '../../../src/lib/summons/counts';
import {
  batchKey,
  batchesAlreadyThere,
  candidateBatches,
  importedPulls,
  mergeWrite,
  sameBytes,
  type StoredPulls,
} from '../../../src/lib/summons/merge-history';
import type { BatchRecord } from '../../../src/storage/stored-history';
import { buildHistory, type BatchPlan, type HistoryRecords } from '../../support/stored-state';

/** A history made with the real engine, as a checked file's history. */
function imported(records: HistoryRecords): ImportedHistory {
  const { summonCount, counters, charCounts } = records.summary;
  const pulls = records.batches.reduce((n, b) => n + b.count, 0);
  return { summonCount, counters, charCounts, batches: records.batches, chunks: records.chunks, pulls };
}

/** The same history with `gaps[i]` uncounted pulls put before its batch i, and `tail` after its last. */
function spaced(history: ImportedHistory, gaps: readonly number[], tail = 0): ImportedHistory {
  const shifts = new Map<number, number>();
  let shift = 0;
  history.batches.forEach((batch, i) => {
    shift += gaps[i] ?? 0;
    shifts.set(batch.id, shift);
  });
  const by = (id: number) => shifts.get(id)!;
  return {
    ...history,
    summonCount: history.summonCount + shift + tail,
    batches: history.batches.map((b) => ({
      ...b,
      id: b.id + by(b.id),
      chunks: b.chunks.map((m) => ({ ...m, first: m.first + by(b.id) })),
    })),
    chunks: history.chunks.map((c) => ({ ...c, first: c.first + by(c.batchId), batchId: c.batchId + by(c.batchId) })),
  };
}

/** The stored side of a comparison: every batch of `history` with its pulls. */
function storedPulls(history: ImportedHistory): StoredPulls[] {
  const pulls = importedPulls(history);
  return history.batches.map((batch) => ({ batch, pulls: pulls.get(batch.id)! }));
}

/** The batches `ids` of `history` as already there, each with its pulls counted, as the merge's caller counts them. */
function alreadyThere(history: ImportedHistory, ids: Iterable<number>): Map<number, Uint32Array> {
  const pulls = importedPulls(history);
  const tally = (parts: readonly Uint8Array[]) =>
    tallyCharacters(Uint8Array.from(parts.flatMap((part) => [...part])), history.charCounts.perma.length);
  return new Map([...ids].map((id) => [id, tally(pulls.get(id)!)]));
}

/** `bytes` copied to `offset` bytes into a buffer of its own, so it starts where no word does. */
function shifted(bytes: Uint8Array, offset: number): Uint8Array {
  const buffer = new Uint8Array(bytes.length + offset);
  buffer.set(bytes, offset);
  return buffer.subarray(offset);
}

const PLANS: BatchPlan[] = [
  { banner: 'perma', count: 50, seed: 1 },
  { banner: 'ml', count: 20, seed: 2 },
  { banner: 'perma', count: 90, seed: 3 },
];
const FILE = imported(buildHistory(PLANS));
const HOLDS_TWO = imported(buildHistory(PLANS.slice(0, 2)));

function summaryOf(history: ImportedHistory): Summary {
  return { summonCount: history.summonCount, counters: history.counters, charCounts: history.charCounts };
}

const EMPTY: Summary = { summonCount: 0, counters: zeroCounters(), charCounts: zeroCharCounts() };

describe('when two batches are the same', () => {
  it('reads the pulls of only the stored batches with the same banner, time, seed and length', () => {
    const [a, b, c] = FILE.batches as [BatchRecord, BatchRecord, BatchRecord];
    const stored = [a, { ...b, seed: 99 }, { ...c, timestamp: c.timestamp + 1 }, { ...c, id: 900, count: 89 }];
    expect(candidateBatches(stored, FILE.batches)).toEqual([a]);
    const renumbered: BatchRecord = { ...a, id: 7, start: { pity: 3, sr: 1 } };
    expect(batchKey(a)).toBe(batchKey(renumbered));
    expect(batchKey({ ...a, seed: null })).not.toBe(batchKey({ ...a, seed: 0 }));
  });

  it('needs the same run: the same pulls on another run, or on the specified banner, are another batch', () => {
    const [a] = FILE.batches as [BatchRecord];
    const onHoyan: BatchRecord = { ...a, featured: 'hoyan' };
    const onMia: BatchRecord = { ...a, featured: 'mia' };
    expect(new Set([a, onHoyan, onMia].map(batchKey)).size).toBe(3);
    expect(candidateBatches([a, onMia], [onHoyan])).toEqual([]);
    const pulls = importedPulls(FILE);
    const stored = [{ batch: a, pulls: pulls.get(a.id)! }];
    expect(batchesAlreadyThere([onHoyan], pulls, stored)).toEqual(new Set());
    expect(batchesAlreadyThere([a], pulls, stored)).toEqual(new Set([a.id]));
    expect(batchesAlreadyThere([onHoyan], pulls, [{ ...stored[0]!, batch: onHoyan }])).toEqual(new Set([a.id]));
  });

  it('needs the same character at every pull, and matches one stored batch to one file batch', () => {
    const stored = storedPulls(FILE);
    expect(batchesAlreadyThere(FILE.batches, importedPulls(FILE), stored)).toEqual(new Set([1, 51, 71]));
    const changed = stored.map((s, i) =>
      i === 1 ? { ...s, pulls: s.pulls.map((part) => part.map((p, k) => (k === 5 ? p ^ 1 : p))) } : s,
    );
    expect(batchesAlreadyThere(FILE.batches, importedPulls(FILE), changed)).toEqual(new Set([1, 71]));
    // The file holds its first batch twice (numbered 1 and 501); the history once: the second copy is new.
    const twice = spaced(imported(buildHistory(PLANS.slice(0, 1))), [500]);
    const file = { ...FILE, batches: [FILE.batches[0]!, twice.batches[0]!], chunks: [...FILE.chunks, ...twice.chunks] };
    expect(batchesAlreadyThere(file.batches, importedPulls(file), stored.slice(0, 1))).toEqual(new Set([1]));
  });
  it('compares the pulls however either side is cut into chunks, and wherever their bytes start', () => {
    const mine = importedPulls(FILE);
    const recut = storedPulls(FILE).map(({ batch, pulls }) => {
      const whole = Uint8Array.from(pulls.flatMap((part) => [...part]));
      return { batch, pulls: [shifted(whole.subarray(0, 7), 1), shifted(whole.subarray(7), 3)] };
    });
    expect(batchesAlreadyThere(FILE.batches, mine, recut)).toEqual(new Set([1, 51, 71]));
    const last = recut[2]!;
    const changed = { ...last, pulls: [last.pulls[0]!, last.pulls[1]!.map((p, k) => (k === 41 ? p ^ 1 : p))] };
    expect(batchesAlreadyThere(FILE.batches, mine, [...recut.slice(0, 2), changed])).toEqual(new Set([1, 51]));

    const bytes = Uint8Array.from({ length: 41 }, (_, i) => (i * 37) % 256);
    for (const [a, b] of [
      [0, 0],
      [1, 3],
      [4, 0],
      [2, 2],
    ] as const) {
      expect(sameBytes(shifted(bytes, a), shifted(bytes, b))).toBe(true);
      for (const at of [0, 3, 4, 39, 40]) {
        const other = shifted(bytes, b);
        other[at]! ^= 0x80;
        expect([a, b, at, sameBytes(shifted(bytes, a), other)]).toEqual([a, b, at, false]);
      }
    }
    expect(sameBytes(bytes, bytes.subarray(1))).toBe(false);
  });
});

describe('the write of a merge', () => {
  it('numbers a file without duplicates on from the current count, gaps included, and takes its counters', () => {
    const current = summaryOf(HOLDS_TWO);
    const file = spaced(imported(buildHistory(PLANS.slice(2))), [30], 5);
    const { write, report } = mergeWrite(current, file, new Map(), 1);
    expect(write!.batches.map((b) => [b.id, b.count])).toEqual([[70 + 31, 90]]);
    expect(write!.chunks[0]).toMatchObject({ first: 101, batchId: 101 });
    expect(write!.summary.summonCount).toBe(70 + 30 + 90 + 5);
    expect(write!.summary.counters).toEqual({ ...current.counters, perma: file.counters.perma });
    expect(report).toEqual({ added: { batches: 1, pulls: 90 }, already: { batches: 0, pulls: 0 } });
  });

  it('writes nothing when every batch is already there, whatever gaps the file has', () => {
    const file = spaced(FILE, [12, 3], 7);
    const current = summaryOf(file);
    const merged = mergeWrite(
      current,
      file,
      alreadyThere(
        file,
        file.batches.map((b) => b.id),
      ),
      1,
    );
    expect(merged).toEqual({
      write: null,
      report: { added: { batches: 0, pulls: 0 }, already: { batches: 3, pulls: 160 } },
    });
  });

  it('adds only the new batches: duplicates take their gap with them, new ones keep theirs', () => {
    const current = summaryOf(HOLDS_TWO);
    // The file: 10 uncounted pulls, the two batches already held, 4 more uncounted, the new one, 6 more.
    const history = spaced(FILE, [10, 0, 4], 6);
    const already = batchesAlreadyThere(history.batches, importedPulls(history), storedPulls(HOLDS_TWO));
    expect(already).toEqual(new Set([11, 61]));
    const { write, report } = mergeWrite(current, history, alreadyThere(history, already), 1);
    expect(write!.batches.map((b) => [b.id, b.banner, b.count])).toEqual([[70 + 4 + 1, 'perma', 90]]);
    expect(write!.chunks.map((c) => c.first)).toEqual([75, 115, 155]);
    expect(write!.summary.summonCount).toBe(70 + 4 + 90 + 6);
    // Only the banner with new pulls takes the file's counters; the pulls counted are the new batch's alone.
    expect(write!.summary.counters).toEqual({ ...current.counters, perma: history.counters.perma });
    const added = imported(buildHistory(PLANS)).charCounts.perma.map((n, i) => n - HOLDS_TWO.charCounts.perma[i]!);
    expect(write!.summary.charCounts.perma).toEqual(current.charCounts.perma.map((n, i) => n + added[i]!));
    expect(write!.summary.charCounts.ml).toEqual(current.charCounts.ml);
    expect(report).toEqual({ added: { batches: 1, pulls: 90 }, already: { batches: 2, pulls: 70 } });
  });

  it("carries a file's count past its last batch only when that batch is added", () => {
    const current = summaryOf(HOLDS_TWO);
    const file = spaced(FILE, [], 9);
    const lastKnown = alreadyThere(file, [file.batches[2]!.id]);
    const { write } = mergeWrite(current, file, lastKnown, 1);
    expect(write!.summary.summonCount).toBe(70 + 70);
  });

  it('carries the count of a file without pulls only into a history that counts none', () => {
    const countOnly: ImportedHistory = { ...FILE, summonCount: 12, batches: [], chunks: [], pulls: 0 };
    expect(mergeWrite(EMPTY, countOnly, new Map(), 1).write!.summary.summonCount).toBe(12);
    expect(mergeWrite(summaryOf(HOLDS_TWO), countOnly, new Map(), 1).write).toBeNull();
  });
});
