/**
 * A replay runs on an engine worker of its own: cancelling it (leaving the replay view) must not end the shared
 * engine worker that a batch of the player's may be running on. Real workers through @vitest/web-worker.
 */

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../src/catalogue/characters';
import { buildRules } from '../../src/engine/pulls/rules';
import { SummonStore } from '../../src/lib/summons';
import type { SummonMirrors } from '../../src/lib/summons/mirrors';
import { MemoryBackend } from '../../src/storage/memory-backend';
import { waitFor } from '../support/wait';

const rules = buildRules(CHARACTERS);
const zero = { pity: 0, sr: 0 };
const mirrors: SummonMirrors = {
  read: () => ({}),
  readCounts: () => ({ summonCount: 0, counters: { limited: zero, perma: zero, ml: zero } }),
  writeCounts: () => undefined,
  writeRecords: () => undefined,
};

/** Every worker the code under test creates, in order, whether it was ended, and whether its module has loaded. */
const spawned: { terminated: boolean; loaded: () => boolean }[] = [];
const RealWorker = globalThis.Worker;

beforeEach(() => {
  spawned.length = 0;
  globalThis.Worker = class extends RealWorker {
    constructor(...args: ConstructorParameters<typeof Worker>) {
      super(...args);
      // @vitest/web-worker queues messages until the worker's module has run, then drops the queue.
      const queue = () => (this as unknown as { _vw_messageQueue: unknown })._vw_messageQueue;
      const entry = { terminated: false, loaded: () => queue() === null };
      spawned.push(entry);
      const terminate = this.terminate.bind(this);
      this.terminate = () => {
        entry.terminated = true;
        terminate();
      };
    }
  };
});

afterEach(() => {
  globalThis.Worker = RealWorker;
});

describe('replay beside a running batch', () => {
  it(
    'cancelling a replay leaves the batch on the shared worker to finish and be stored',
    { timeout: 30_000 },
    async () => {
      const store = new SummonStore({ openBackend: async () => new MemoryBackend(), mirrors, locks: null });
      await store.start();
      const batch = store.pull('perma', 600_000, 7);
      // The batch is on its way to the shared engine worker before the replay starts.
      await waitFor(() => expect(spawned).toHaveLength(1));
      const controller = new AbortController();
      const link = { banner: 'ml' as const, seed: 3, start: { pity: 0, sr: 0 }, count: 1000, roster: rules.rosterHash };
      const replay = store.replay(link, controller.signal);
      controller.abort();
      await expect(replay).rejects.toMatchObject({ name: 'AbortError' });
      // The batch's worker (the first) is untouched; the replay's own (the second) is ended.
      expect(spawned.map((w) => w.terminated)).toEqual([false, true]);
      expect(await batch).toBe(true);
      expect(store.getSnapshot().summonCount).toBe(600_000);
      // And a replay that is not cancelled answers. The emulated workers share one module cache: a worker started
      // while another of the same file is still loading gets that one's module, bound to that worker, and never
      // answers (a machine busy with other tests makes the loads overlap). Browsers load each worker on its own, so
      // the test lets the cancelled replay's worker finish loading first.
      await waitFor(() => expect(spawned.every((w) => w.loaded())).toBe(true), { timeout: 20_000 });
      const pulls = await store.replay(link, new AbortController().signal);
      expect(pulls.chars).toHaveLength(1000);
      store.dispose();
    },
  );
});
