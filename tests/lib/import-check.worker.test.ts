/**
 * An import file's pull history checked in the real engine worker (run by @vitest/web-worker with real structured
 * cloning and transfer): the page gets exactly what checking on its own thread gives, for good and damaged files.
 */

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHARACTERS } from '../../src/catalogue/characters';
import { createEngineApi } from '../../src/engine/api';
import { encodeBase64 } from '../../src/engine/base64';
import { runHistoryBatch } from '../../src/engine/history/pack';
import { buildRules } from '../../src/engine/pulls/rules';
import { DATA_FORMAT, DATA_VERSION, parseDataText, readDataFile } from '../../src/lib/data-file';

const rules = buildRules(CHARACTERS);
// Starting a worker transforms its modules first: generous on a busy machine, though a check takes milliseconds.
vi.setConfig({ testTimeout: 20_000 });
/** Small chunks, so a few thousand pulls make a history of several chunks, each transferred and replayed. */
const CHUNK_PULLS = 4_096;

const RealWorker = globalThis.Worker;
let started = 0;

beforeEach(() => {
  started = 0;
  globalThis.Worker = class extends RealWorker {
    constructor(...args: ConstructorParameters<typeof Worker>) {
      super(...args);
      started++;
    }
  };
});

afterEach(() => {
  globalThis.Worker = RealWorker;
  vi.restoreAllMocks();
});

/** A data file with two batches: 10,000 pulls on Perma (three stored chunks) and 40 on ML. */
async function dataFileText(): Promise<string> {
  const engine = createEngineApi(rules, { yieldToEventLoop: async () => undefined });
  const zero = { pity: 0, sr: 0 };
  const perma = await runHistoryBatch(engine, rules, {
    banner: 'perma',
    counters: zero,
    count: 10_000,
    seed: 5,
    timestamp: 1_700_000_000_000,
    chunkPulls: CHUNK_PULLS,
    tailLength: 10,
  });
  const ml = await runHistoryBatch(engine, rules, {
    banner: 'ml',
    counters: zero,
    count: 40,
    seed: 6,
    timestamp: 1_700_000_100_000,
    chunkPulls: CHUNK_PULLS,
    tailLength: 10,
  });
  const batch = (
    first: number,
    banner: string,
    timestamp: number,
    count: number,
    chunks: readonly { data: Uint8Array }[],
  ) => ({
    first,
    banner,
    timestamp,
    seed: null,
    count,
    chunks: chunks.map((c) => encodeBase64(c.data)),
  });
  return JSON.stringify({
    format: DATA_FORMAT,
    version: DATA_VERSION,
    exportedAt: '2026-11-21T10:00:00.000Z',
    app: 'test',
    theme: 'light',
    tierLists: null,
    teams: {},
    summons: {
      summonCount: 10_040,
      counters: { limited: zero, perma: perma.counters, ml: ml.counters },
      roster: CHARACTERS.map((c) => c.id),
      batches: [
        batch(1, 'perma', 1_700_000_000_000, 10_000, perma.chunks),
        batch(10_001, 'ml', 1_700_000_100_000, 40, ml.chunks),
      ],
    },
  });
}

/** Typed arrays as plain numbers, so results from two realms compare by content. */
function plain(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, (_key, v: unknown) => (ArrayBuffer.isView(v) ? Array.from(v as Uint8Array) : v)),
  );
}

describe('the import check in the engine worker', () => {
  it('gives the page what its own thread would, with the pull bytes transferred whole', async () => {
    const text = await dataFileText();
    const warn = vi.spyOn(console, 'warn');
    const result = await readDataFile(new Blob([text]), rules);
    expect(started).toBe(1);
    // Checked in the worker, not handed back to the page.
    expect(warn).not.toHaveBeenCalled();
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.history.pulls).toBe(10_040);
    expect(result.data.history.chunks.map((c) => c.data!.length - 24)).toEqual([
      CHUNK_PULLS,
      CHUNK_PULLS,
      10_000 - 2 * CHUNK_PULLS,
      40,
    ]);
    expect(plain(result)).toEqual(plain(parseDataText(text, rules)));
  });

  it('refuses a damaged history with the same message as on the page', async () => {
    const file = JSON.parse(await dataFileText());
    // One byte of the second chunk names a roster index past the end of the file's roster.
    const chunk = atob(file.summons.batches[0].chunks[1]);
    file.summons.batches[0].chunks[1] = btoa(chunk.slice(0, 30) + String.fromCharCode(250) + chunk.slice(31));
    const text = JSON.stringify(file);
    const warn = vi.spyOn(console, 'warn');
    const result = await readDataFile(new Blob([text]), rules);
    expect(started).toBe(1);
    expect(warn).not.toHaveBeenCalled();
    expect(result).toEqual(parseDataText(text, rules));
    expect(result).toEqual({
      ok: false,
      message: expect.stringMatching(
        /^The pull history in this file is damaged \(batch 1, part 2, pull 7: roster index 250 is out of range/,
      ),
    });
  });

  it('streams a file over the size it is given, in the worker, with the same answers', async () => {
    const text = await dataFileText();
    // Large in this test's terms: four times the size from which files are streamed.
    const streamAbove = Math.floor(text.length / 4);
    const warn = vi.spyOn(console, 'warn');
    const result = await readDataFile(new Blob([text]), rules, { streamAbove });
    expect(started).toBe(1);
    expect(warn).not.toHaveBeenCalled();
    expect(result.ok && result.data.history.pulls).toBe(10_040);
    expect(plain(result)).toEqual(plain(parseDataText(text, rules)));

    const file = JSON.parse(text);
    file.summons.batches[1].chunks[0] = '%%%%';
    const damaged = JSON.stringify(file);
    expect(await readDataFile(new Blob([damaged]), rules, { streamAbove })).toEqual(parseDataText(damaged, rules));
    expect(await readDataFile(new Blob([text.slice(0, -2)]), rules, { streamAbove })).toEqual(
      parseDataText(text.slice(0, -2), rules),
    );
  });

  it('checks on the page when no worker can start there, with the same answer', async () => {
    const text = await dataFileText();
    globalThis.Worker = class {
      constructor() {
        throw new Error('Workers are blocked here');
      }
    } as unknown as typeof Worker;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = await readDataFile(new Blob([text]), rules);
    expect(warn).toHaveBeenCalledWith('The import check fell back to the page:', expect.any(Error));
    expect(plain(result)).toEqual(plain(parseDataText(text, rules)));
  });
});
