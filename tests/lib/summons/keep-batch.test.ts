import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { buildRules } from '../../../src/engine/pulls/rules';
import { DRAW_VERSION, rulesFingerprint } from '../../../src/engine/pulls/rules-fingerprint';
import { SummonStore } from '../../../src/lib/summons';
import { unsavedBatchSetAside } from '../../../src/storage/error-wording';
import { onLocalWrite } from '../../../src/storage/local-store';
import { browserPendingLog as pending } from '../../../src/storage/pending-batch';
import { TestBackend } from '../../support/test-backend';
import { forgetEverything, runner } from '../data-file/support';
import { FakeLocks } from '../tabs';

/** What keeps a batch shown before its save honest: it is stored only if it was shown, and only as it was shown. */

// Another build's rules: the fingerprint this build works out is moved by `shift`.
const otherRules = vi.hoisted(() => ({ shift: 0 }));
vi.mock(import('../../../src/engine/pulls/rules-fingerprint'), async (original) => {
  const module = await original();
  return { ...module, rulesFingerprint: (r) => (module.rulesFingerprint(r) + otherRules.shift) >>> 0 };
});

const rules = buildRules(CHARACTERS);

/** A tab as a browser with Web Locks and IndexedDB runs it: a small batch shows before its save. */
async function tabOver(backend: TestBackend): Promise<SummonStore> {
  const store = new SummonStore({ openBackend: async () => backend, runner, locks: new FakeLocks(), pending });
  await store.start();
  return store;
}

/** The stored batches as (first pull, banner, seed). */
async function storedBatches(backend: TestBackend) {
  return ((await backend.load())?.batches ?? []).map((batch) => [batch.id, batch.banner, batch.seed]);
}

afterEach(() => {
  otherRules.shift = 0;
  vi.restoreAllMocks();
});

describe('a batch shown before its save', () => {
  it('is neither kept nor recorded when showing it fails, so no later write stores what the player never saw', async () => {
    const failures = {
      // Each throws once, synchronously, inside the write or the dispatch that called it.
      'a listener of the record being written': () => {
        let thrown = false;
        return onLocalWrite((key) => {
          if (key !== 'pendingBatch' || thrown) return;
          thrown = true;
          throw new Error('a listener failed');
        });
      },
      'a listener of the batch being shown': (store: SummonStore) => {
        let thrown = false;
        return store.subscribe(() => {
          if (store.getSnapshot().summonCount !== 50 || thrown) return;
          thrown = true;
          throw new Error('a listener failed');
        });
      },
    };
    for (const [what, failing] of Object.entries(failures)) {
      forgetEverything();
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const backend = new TestBackend();
      const store = await tabOver(backend);
      expect(await store.pull('perma', 40, 11), what).toBe(true);
      const stop = failing(store);
      expect(await store.pull('perma', 10, 12), what).toBe(false);
      stop();
      expect(logged, what).toHaveBeenCalled();
      expect(store.getSnapshot(), what).toMatchObject({ summonCount: 40, storedPulls: 40 });
      expect(store.getSnapshot().notice?.(), what).toMatch(/^The simulator stopped unexpectedly\. Nothing was changed/);
      expect(store.reader.count('all'), what).toBe(40);
      expect(localStorage.getItem('pendingBatch'), what).toBeNull();

      // The next write, here or at the next visit, stores its own batch and nothing else.
      const next = await tabOver(backend);
      expect(next.getSnapshot(), what).toMatchObject({ summonCount: 40, storedPulls: 40 });
      expect(await next.pull('ml', 10, 13), what).toBe(true);
      expect(await storedBatches(backend), what).toEqual([
        [1, 'perma', 11],
        [41, 'ml', 13],
      ]);
      store.dispose();
      next.dispose();
      vi.restoreAllMocks();
    }
  });
});

describe('the record of a batch whose page closed before its save', () => {
  /** A history of 40 pulls, and `record` (a batch of 10 after it, seed 12) left by a page that closed. */
  async function historyWithRecord(record: Record<string, unknown>) {
    const backend = new TestBackend();
    const first = await tabOver(backend);
    expect(await first.pull('perma', 40, 11)).toBe(true);
    const start = first.getSnapshot().counters.perma;
    first.dispose();
    const batch = { banner: 'perma', count: 10, firstPull: 41, seed: 12, start, timestamp: 1, ...record };
    localStorage.setItem('pendingBatch', JSON.stringify(batch));
    return backend;
  }

  it('is set aside, with words, when other rules or another pull loop drew it, though the roster is the same', async () => {
    const roster = rules.rosterHash;
    const drawnBy = rulesFingerprint(rules);
    const shapes = {
      'other rules': { v: 3, roster, rules: (drawnBy + 1) >>> 0, engine: DRAW_VERSION },
      'another pull loop': { v: 3, roster, rules: drawnBy, engine: DRAW_VERSION + 1 },
      'this build': { v: 3, roster, rules: drawnBy, engine: DRAW_VERSION },
      'the build before': { v: 2, roster, rules: drawnBy },
      'the first format': { roster },
    };
    const outcome: Record<string, [number, string | null, boolean]> = {};
    for (const [what, record] of Object.entries(shapes)) {
      forgetEverything();
      const backend = await historyWithRecord(record);
      const written = localStorage.getItem('pendingBatch');
      const store = await tabOver(backend);
      expect(localStorage.getItem('pendingBatch'), what).toBeNull();
      const setAside = localStorage.getItem('pendingBatch-set-aside');
      expect([what, setAside === null || setAside === written]).toEqual([what, true]);
      outcome[what] = [backend.storedPulls, store.getSnapshot().notice?.() ?? null, setAside !== null];
      store.dispose();
    }
    const words = unsavedBatchSetAside(10);
    expect(outcome).toEqual({
      'other rules': [40, words, true],
      'another pull loop': [40, words, true],
      'this build': [50, null, false],
      'the build before': [50, null, false],
      'the first format': [50, null, false],
    });
    expect(words).toBe(
      "The last batch shown before the page closed (10 pulls) was drawn by an earlier version of the site's rules, so it was not added to your history: drawing it again now would give other pulls. It is kept aside in this browser; the rest of your history is intact.",
    );
  });

  it('of the first format is set aside once the rules differ from those it shipped with', async () => {
    otherRules.shift = 1;
    const backend = await historyWithRecord({ roster: rules.rosterHash });
    const store = await tabOver(backend);
    expect(store.getSnapshot()).toMatchObject({ summonCount: 40, storedPulls: 40 });
    expect(localStorage.getItem('pendingBatch')).toBeNull();
    expect(backend.storedPulls).toBe(40);
  });
});
