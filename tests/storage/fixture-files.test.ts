import { canFeature } from '../../src/engine/pulls/featured';
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePlan, planParamOf } from '../../src/features/planner/plan-link';
import { parseShare } from '../../src/features/team-builder/team-share';
import { decodeShare, shareParamOf } from '../../src/features/tier-list/share-link';
import { applyImport, parseDataText } from '../../src/lib/data-file';
import { SummonStore } from '../../src/lib/summons';
import { parseReplayLink } from '../../src/lib/summons/replay-link';
import { openIdbBackend } from '../../src/storage/history-db';
import { loadPlans } from '../../src/storage/plan-store';
import { loadTeamData } from '../../src/storage/team-store';
import { loadTierLists } from '../../src/storage/tier-list-store';
import { cloneInPageRealm, fixtureSets, restore, type FixtureSet, type Links } from '../support/fixture-sets';
import { rules, runner } from '../lib/data-file/support';

/**
 * The files and links of every fixture set, made by a past build, open in this one: its backup file and the file it
 * merged still parse and import, and every share link it made opens to the same content it was made from.
 */

const nodeClone = globalThis.structuredClone;
beforeAll(cloneInPageRealm);
afterAll(() => {
  globalThis.structuredClone = nodeClone;
});

/** Links are kept without the origin they were made on. */
const at = (link: string): URL => new URL(link, 'https://site.invalid');

interface StoredBatch {
  readonly banner: string;
  readonly seed: number | null;
  readonly count: number;
  readonly start: { pity: number; sr: number };
}

/** The batch records of the set's history database. */
function storedBatches(set: FixtureSet): StoredBatch[] {
  const dumps = set.read<{ stores: { name: string; records: { value: StoredBatch }[] }[] }[]>('indexeddb.json');
  return dumps.flatMap((db) =>
    db.stores.filter((s) => s.name === 'batches').flatMap((s) => s.records.map((r) => r.value)),
  );
}

describe.each(fixtureSets().map((set) => [set.manifest.commit.slice(0, 7), set] as const))(
  'the files and links written by %s',
  (_, set: FixtureSet) => {
    const { expected } = set.manifest;
    const links = set.read<Links>('links.json');

    it('reads its backup file and imports it with Replace into a browser that never saw the site', async () => {
      const read = parseDataText(set.text('backup.json'), rules);
      if (!read.ok) throw new Error(read.message);
      expect(read.data.history.summonCount).toBe(expected.summonCount);
      expect(read.data.history.pulls).toBe(expected.history.total);

      globalThis.indexedDB = new IDBFactory();
      localStorage.clear();
      const store = new SummonStore({ openBackend: openIdbBackend, runner, locks: null, channel: () => null });
      await store.start();
      const outcome = await applyImport(store, read.data, 'replace');
      expect(outcome.ok).toBe(true);
      expect(store.getSnapshot().summonCount).toBe(expected.summonCount);
      expect(store.getSnapshot().counters).toEqual(expected.counters);
      expect(loadTierLists()?.lists.map((list) => list.name)).toEqual(expected.tierLists);
      expect(loadPlans()?.plans.map((plan) => plan.name)).toEqual(expected.plans.names);
      store.dispose();
    });

    it('reads the file it merged', () => {
      const read = parseDataText(set.text('merged-file.json'), rules);
      expect(read.ok && read.data.history.pulls).toBeGreaterThan(0);
    });

    it('opens its tier list, team and plan links to what they were made from', async () => {
      await restore(set);
      const list = decodeShare(shareParamOf(at(links.tierList).hash)!);
      const saved = loadTierLists()!;
      const active = saved.lists.find((l) => l.id === saved.activeId)!;
      expect(list).toEqual({ name: active.name, rows: active.rows.map((row, i) => ({ ...row, id: `row-${i + 1}` })) });

      const teams = loadTeamData();
      for (const link of links.teams) {
        const team = parseShare(at(link).searchParams.get('share')!);
        expect(team).toBeDefined();
        expect(team!.ids).toEqual(teams[team!.key]);
      }

      const plan = decodePlan(planParamOf(at(links.plan).search)!);
      const { id: _id, ...first } = loadPlans()!.plans.find((p) => p.name === plan?.name)!;
      expect(plan).toEqual(first);
    });

    it('opens every replay link to a batch of its history', () => {
      const batches = storedBatches(set);
      expect(links.replay.length).toBe(batches.filter((b) => b.seed !== null).length);
      for (const link of [links.replayLastBatch, ...links.replay]) {
        const parsed = parseReplayLink(at(link).search, rules.rosterHash, (index) => canFeature(rules, index));
        if (!parsed.ok) throw new Error(`${link}: ${parsed.problem.reason}`);
        const { banner, seed, count, start } = parsed.link;
        expect(batches).toContainEqual(expect.objectContaining({ banner, seed, count, start }));
      }
    });
  },
);
