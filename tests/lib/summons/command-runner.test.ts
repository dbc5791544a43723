import { describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { createEngineApi } from '../../../src/engine/api';
import { runHistoryBatch } from '../../../src/engine/history/pack';
import { buildRules } from '../../../src/engine/pulls/rules';
import { SummonStore } from '../../../src/lib/summons';
import type { BatchRunner } from '../../../src/lib/summons/batch';
import type { ImportedHistory } from '../../../src/lib/summons/transfer';
import { describeError } from '../../../src/storage/error-wording';
import { SiteError } from '../../../src/storage/errors';
import { TestBackend } from '../../support/test-backend';
import { waitFor } from '../../support/wait';

const rules = buildRules(CHARACTERS);
const api = createEngineApi(rules, { yieldToEventLoop: async () => undefined });

/** A runner whose batches wait until the returned `open` is called. */
function gatedRunner(): { runner: BatchRunner; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  const runner: BatchRunner = async (request, onProgress) => {
    await opened;
    return runHistoryBatch(api, rules, request, onProgress);
  };
  return { runner, open };
}

/** A data file's history with nothing in it. */
const NOTHING: ImportedHistory = {
  summonCount: 0,
  counters: { limited: { pity: 0, sr: 0 }, perma: { pity: 0, sr: 0 }, ml: { pity: 0, sr: 0 } },
  batches: [],
  chunks: [],
  charCounts: { limited: [], perma: [], ml: [] },
  pulls: 0,
};

describe('how every store command runs', () => {
  it('refuses a command while another runs, says so, and lets the first one finish', async () => {
    const backend = new TestBackend();
    const { runner, open } = gatedRunner();
    const store = new SummonStore({ openBackend: async () => backend, runner });
    await store.start();

    const pulling = store.pull('perma', 10, 5);
    await waitFor(() => expect(store.getSnapshot().busy).toBe('pull'));
    expect(await store.setCounters('limited', { pity: 40, sr: 3 })).toBe(false);
    expect(await store.importHistory(NOTHING, 'replace')).toBe(false);
    expect(store.getSnapshot().notice?.()).toBe(describeError(new SiteError('busy'), 'import'));

    open();
    expect(await pulling).toBe(true);
    expect(store.getSnapshot()).toMatchObject({ busy: null, summonCount: 10 });
    expect(store.getSnapshot().counters.limited).toEqual({ pity: 0, sr: 0 });
    const stored = (await backend.load())!;
    expect([stored.summary.summonCount, stored.summary.counters.limited]).toEqual([10, { pity: 0, sr: 0 }]);
  });

  it('refuses every command until the history is loaded', async () => {
    const backend = new TestBackend();
    const store = new SummonStore({ openBackend: async () => backend, runner: gatedRunner().runner });

    expect(await store.setCounters('limited', { pity: 40, sr: 3 })).toBe(false);
    expect(await backend.load()).toBeNull();
    expect(await store.pull('perma', 10, 5)).toBe(false);
    expect(await store.clearAll('perma')).toBe(false);

    await store.start();
    expect(await store.setCounters('limited', { pity: 40, sr: 3 })).toBe(true);
    expect((await backend.load())!.summary.counters.limited).toEqual({ pity: 40, sr: 3 });
  });
});
