import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { createEngineApi } from '../../../src/engine/api';
import { runHistoryBatch, type HistoryBatchRequest } from '../../../src/engine/history/pack';
import { buildRules } from '../../../src/engine/pulls/rules';
import { waitFor } from '../../support/wait';

// The worker side is recorded, not started: what matters here is which batches go where, and what they draw.
const worker = vi.hoisted(() => ({ runs: [] as number[], warmed: 0 }));
vi.mock('../../../src/lib/engine-client', () => ({
  engineClient: () => ({}),
  warmEngineWorker: async () => void worker.warmed++,
  runHistoryBatchInWorker: async (_client: unknown, request: HistoryBatchRequest) => {
    worker.runs.push(request.count);
    return { fromWorker: true };
  },
}));

const { IN_PAGE_PULLS, defaultRunner } = await import('../../../src/lib/summons/batch');

const rules = buildRules(CHARACTERS);
const request = (count: number): HistoryBatchRequest => ({
  banner: 'perma',
  counters: { pity: 70, sr: 8 },
  count,
  seed: 20_261_124,
  timestamp: 5,
  chunkPulls: 1 << 20,
  tailLength: 1000,
});
const signal = new AbortController().signal;
// A page that has already started up: the page's engine may warm at once.
const started = { settled: () => Promise.resolve() };

describe('the batch runner of a page with workers', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    worker.runs = [];
    worker.warmed = 0;
  });

  it('draws x1 and x10 on the page once warm, the same pulls the engine draws for that seed, and larger batches in the worker', async () => {
    vi.stubGlobal('Worker', class {});
    const runner = defaultRunner(rules, started);
    // Before the page's engine has loaded, even a single pull goes to the worker.
    await runner(request(1), () => {}, signal);
    expect(worker.runs).toEqual([1]);

    await runner.warm!();
    expect(worker.warmed).toBe(1);
    const engine = createEngineApi(rules);
    for (const count of [1, IN_PAGE_PULLS]) {
      const inPage = await runner(request(count), () => {}, signal);
      expect(inPage).toEqual(await runHistoryBatch(engine, rules, request(count)));
    }
    await runner(request(IN_PAGE_PULLS + 1), () => {}, signal);
    await runner(request(85), () => {}, signal);
    expect(worker.runs).toEqual([1, IN_PAGE_PULLS + 1, 85]);
  });

  it('never compiles WebAssembly on the page for x1 and x10: their pulls take microseconds in JavaScript', async () => {
    vi.stubGlobal('Worker', class {});
    let compiled = 0;
    const Counting = class extends WebAssembly.Module {
      constructor(bytes: BufferSource) {
        super(bytes);
        compiled++;
      }
    };
    vi.stubGlobal('WebAssembly', Object.create(WebAssembly, { Module: { value: Counting } }));
    // Rules of their own: a banner's module is compiled once per rules, and the other tests have used theirs.
    const fresh = buildRules(CHARACTERS);
    const runner = defaultRunner(fresh, started);
    await runner.warm!();
    const engine = createEngineApi(fresh);
    for (const banner of ['perma', 'limited', 'ml'] as const) {
      const drawn = await runner({ ...request(IN_PAGE_PULLS), banner }, () => {}, signal);
      expect(drawn).toEqual(await runHistoryBatch(engine, fresh, { ...request(IN_PAGE_PULLS), banner }));
    }
    expect(worker.runs).toEqual([]);
    expect(compiled).toBe(0);
  });

  it("warms the worker at once and the page's engine only once the page has started up", async () => {
    vi.stubGlobal('Worker', class {});
    let settle = () => {};
    const runner = defaultRunner(rules, { settled: () => new Promise<void>((resolve) => (settle = resolve)) });
    const warming = runner.warm!();
    await waitFor(() => expect(worker.warmed).toBe(1));
    // A runner of a page that had started warms in full meanwhile: its steps queue behind the first runner's, so had
    // that one not waited, its engine would be ready by now too.
    await defaultRunner(rules, started).warm!();
    // The page is still starting: its engine has not loaded, so even one pull goes to the worker.
    await runner(request(1), () => {}, signal);
    expect(worker.runs).toEqual([1]);

    settle();
    await warming;
    await runner(request(1), () => {}, signal);
    expect(worker.runs).toEqual([1]);
  });

  it('refuses a batch whose signal has already aborted, wherever it would run', async () => {
    vi.stubGlobal('Worker', class {});
    const runner = defaultRunner(rules, started);
    await runner.warm!();
    const aborted = AbortSignal.abort();
    await expect(runner(request(10), () => {}, aborted)).rejects.toMatchObject({ name: 'AbortError' });
  });
});
