import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../src/catalogue/characters';
import { findCharacter } from '../../src/catalogue/lookups';
import { rulesFingerprint } from '../../src/engine/pulls/rules-fingerprint';
import { PITY_TYPE_LABELS } from '../../src/engine/types';
import { SummonStore } from '../../src/lib/summons';
import { openIdbBackend } from '../../src/storage/history-db';
import { PENDING_BATCH_KEY, parsePendingBatch } from '../../src/storage/pending-batch';
import { loadOwned } from '../../src/storage/owned-store';
import { loadPlans } from '../../src/storage/plan-store';
import { loadRealCounters } from '../../src/storage/real-counters-store';
import { readMirrors } from '../../src/storage/summon-mirrors';
import { loadPullReveal } from '../../src/storage/summon-settings';
import { loadTeamData, type TeamKey } from '../../src/storage/team-store';
import { loadTheme } from '../../src/storage/theme-store';
import { loadTierLists } from '../../src/storage/tier-list-store';
import { cloneInPageRealm, fixtureSets, restore, type FixtureSet } from '../support/fixture-sets';
import { rules, runner } from '../lib/data-file/support';
import { FakeLocks } from '../lib/tabs';

/**
 * Every fixture set, written by a past build through its own screens (`npm run fixtures`), opens in this build: the
 * history, counters, lists, teams, plans, owned copies, real counters and settings read back as that build showed
 * them. Backup files and links of each set are checked in ./fixture-files.test.ts.
 */

const nodeClone = globalThis.structuredClone;
beforeAll(cloneInPageRealm);
afterAll(() => {
  globalThis.structuredClone = nodeClone;
});

async function openStore(): Promise<SummonStore> {
  // A lock the tabs share, as in a browser: the record of a batch being saved is kept and read only behind it.
  const store = new SummonStore({ openBackend: openIdbBackend, runner, locks: new FakeLocks(), channel: () => null });
  await store.start();
  expect(store.getSnapshot().storage).toBe('indexeddb');
  return store;
}

/** The pull numbered `n` as a card shows it: name and pity type (none shown for 'no pity'). */
async function pullAt(store: SummonStore, total: number, n: number): Promise<{ name: string; pity: string | null }> {
  const index = total - n;
  store.reader.prefetch('all', index, index + 1);
  let view = store.reader.getPull('all', index);
  await expect.poll(() => (view = store.reader.getPull('all', index))).toBeDefined();
  const pity = PITY_TYPE_LABELS[view!.pityType];
  expect(view!.pullNumber).toBe(n);
  return { name: CHARACTERS[view!.characterIndex]!.name, pity: pity === 'no pity' ? null : pity };
}

const nameOf = (id: string): string => findCharacter(id)!.name;

describe.each(fixtureSets().map((set) => [set.manifest.commit.slice(0, 7), set] as const))(
  'the fixture set written by %s',
  (_, set: FixtureSet) => {
    const { expected } = set.manifest;

    it('opens with every pull, the summon count and each banner’s counters as that build showed them', async () => {
      await restore(set);
      const store = await openStore();
      const snapshot = store.getSnapshot();
      expect(snapshot.summonCount).toBe(expected.summonCount);
      expect(snapshot.storedPulls).toBe(expected.history.total);
      for (const [banner, counters] of Object.entries(expected.counters)) {
        expect([banner, snapshot.counters[banner as keyof typeof snapshot.counters]]).toEqual([banner, counters]);
      }
      const shown = [...expected.history.newest, ...expected.history.middle, ...expected.history.oldest];
      expect(shown.length).toBeGreaterThan(20);
      for (const pull of shown) {
        expect(await pullAt(store, expected.history.total, pull.number)).toEqual({ name: pull.name, pity: pull.pity });
      }
      // The specification's mirrors and cookie agree with the history.
      const mirrors = readMirrors();
      expect([mirrors.summonCount, mirrors.cookieCount]).toEqual([expected.summonCount, expected.summonCount]);
      store.dispose();
    });

    it('reads back the tier lists, teams, plans, owned copies, real counters and settings', async () => {
      await restore(set);
      expect(loadTierLists()?.lists.map((list) => list.name)).toEqual(expected.tierLists);
      const teams = loadTeamData();
      for (const [key, slots] of Object.entries(expected.teams)) {
        expect([key, `${teams[key as TeamKey]?.length}/`]).toEqual([key, slots.replace(/\/.*/, '/')]);
      }
      expect(loadPlans()?.plans.map((plan) => plan.name)).toEqual(expected.plans.names);
      const owned = loadOwned();
      for (const [name, copies] of Object.entries(expected.owned)) {
        const id = Object.keys(owned).find((key) => nameOf(key) === name);
        expect([name, id && owned[id]]).toEqual([name, copies]);
      }
      const real = loadRealCounters();
      for (const [banner, counters] of Object.entries(expected.realCounters)) {
        const saved = real?.[banner as keyof typeof real];
        expect([banner, { pity: saved?.pity, sr: saved?.sr }]).toEqual([banner, counters]);
      }
      expect(loadTheme()).toBe(expected.settings.theme);
      expect(loadPullReveal()).toBe(expected.settings.pullReveal);
    });

    it('stores the batch of a page closed in the middle of its save, with the rules that drew it', async () => {
      await restore(set, 'local-storage-mid-save.json');
      const record = parsePendingBatch(localStorage.getItem(PENDING_BATCH_KEY));
      expect(record).toMatchObject({ seed: expected.pending.seed, count: expected.pending.count });
      // Drawn under the rules this build still has, so replayed rather than set aside.
      expect(record!.rules).toBe(rulesFingerprint(rules));
      const store = await openStore();
      expect(store.getSnapshot().summonCount).toBe(expected.pending.summonCountOnceStored);
      expect(localStorage.getItem(PENDING_BATCH_KEY)).toBeNull();
      store.dispose();
    });
  },
);
