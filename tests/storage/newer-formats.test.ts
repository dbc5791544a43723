import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startPlans } from '../../src/features/planner/plan-start';
import { encodeShare } from '../../src/features/tier-list/share-link';
import { startState } from '../../src/features/tier-list/tier-list-reducer';
import { useTierList } from '../../src/features/tier-list/use-tier-list';
import { applyImport, parseDataText, readLocalData } from '../../src/lib/data-file';
import { SummonStore } from '../../src/lib/summons';
import { BACKUP_RECORD_KEY } from '../../src/storage/backup-record';
import { newerVersionSaved, describeError } from '../../src/storage/error-wording';
import { writeLocal } from '../../src/storage/local-store';
import { PENDING_BATCH_FORMAT, PENDING_BATCH_KEY, browserPendingLog } from '../../src/storage/pending-batch';
import { PULL_PLANS_KEY, UNREADABLE_PULL_PLANS_KEY, loadPlans, savePlans } from '../../src/storage/plan-store';
import {
  TIER_LISTS_KEY,
  UNREADABLE_TIER_LISTS_KEY,
  loadTierLists,
  saveTierLists,
} from '../../src/storage/tier-list-store';
import { savedPlan } from '../support/plans';
import { TestBackend } from '../support/test-backend';
import { exportOf, playerWithData, rules, runner } from '../lib/data-file/support';
import { FakeLocks } from '../lib/tabs';

/**
 * Data in a format newer than this build knows, written by a later version of the site, is refused with words that
 * say an update is needed, and nothing of it is overwritten. (A newer data file and a newer replay link are refused
 * so in tests/lib/data-file/read.test.ts and tests/lib/summons/replay-link.test.ts.)
 */

/** A link payload as the site encodes one: URL-safe base64 of the JSON. */
const payload = (value: unknown): string => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

const UPDATE_NEEDED =
  /made by a newer version of the site \(link format 2\)\. Reload the page to get the newest version/;

describe('a tier list link of a newer format', () => {
  it('says an update is needed, not that the link is damaged, and keeps the saved lists', () => {
    const saved = {
      activeId: 'list-1',
      lists: [{ id: 'list-1', name: 'Mine', rows: [{ id: 'row-1', name: 'S', color: '#ff7f7f', items: ['vice'] }] }],
    };
    const { state, notice } = startState(saved, payload({ v: 2, n: 'Arena', rows: 'a shape this build cannot read' }));
    expect(notice).toEqual({ kind: 'error', text: expect.stringMatching(UPDATE_NEEDED) as string });
    expect(notice?.text).toContain('Nothing was loaded.');
    expect(state.lists).toEqual(saved.lists);
    // A damaged link of this build's format is still called damaged.
    const damaged = startState(saved, encodeShare({ name: 'Arena', rows: saved.lists[0]!.rows }).slice(0, -3));
    expect(damaged.notice?.text).toMatch(/damaged or incomplete/);
  });
});

describe('a plan link of a newer format', () => {
  it('says an update is needed and adds nothing to the saved plans', () => {
    const mine = { activeId: 'a', plans: [savedPlan('a', 'Mine')] };
    savePlans(mine);
    const before = localStorage.getItem(PULL_PLANS_KEY);
    const start = startPlans('2030-01-01', payload({ v: 3, plan: 'a shape this build cannot read' }));
    expect(start.notice).toEqual({
      tone: 'error',
      text: expect.stringMatching(/made by a newer version of the site \(link format 3\)\. Reload the page/) as string,
    });
    expect(start.notice?.text).toContain('No plan was added. Your saved plans are unchanged.');
    expect(start.plans.plans.map((p) => p.name)).toEqual(['Mine']);
    expect(start.unsaved).toBe(false);
    expect(localStorage.getItem(PULL_PLANS_KEY)).toBe(before);
  });
});

describe('a batch left by a newer version of the site (pendingBatch of a newer format)', () => {
  const newer = JSON.stringify({
    v: PENDING_BATCH_FORMAT + 1,
    banner: 'perma',
    count: 10,
    run: 'a field this build does not know',
  });

  it('is kept as it is, and every write of this tab is refused with words until the page is reloaded', async () => {
    const backend = new TestBackend();
    const store = new SummonStore({
      openBackend: async () => backend,
      runner,
      locks: new FakeLocks(),
      pending: browserPendingLog,
    });
    await store.start();
    expect(await store.pull('perma', 10, 5)).toBe(true);
    localStorage.setItem(PENDING_BATCH_KEY, newer);

    expect(await store.pull('perma', 10, 6)).toBe(false);
    expect(store.getSnapshot().notice?.()).toBe(newerVersionSaved());
    expect(newerVersionSaved()).toMatch(/newer version of the site.*Reload the page to get the newest version/);
    expect(await store.clearAll('perma')).toBe(false);
    expect(await store.setCounters('perma', { pity: 3, sr: 1 })).toBe(false);

    expect(store.getSnapshot().summonCount).toBe(10);
    expect((await backend.load())?.summary.summonCount).toBe(10);
    expect(localStorage.getItem(PENDING_BATCH_KEY)).toBe(newer);
    store.dispose();
  });

  it('is neither replayed nor deleted by the log this build reads it through', () => {
    localStorage.setItem(PENDING_BATCH_KEY, newer);
    expect(browserPendingLog.read()).toBeNull();
    expect(browserPendingLog.newer?.()).toBe(true);
    browserPendingLog.clear();
    expect(localStorage.getItem(PENDING_BATCH_KEY)).toBe(newer);
    const batch = {
      banner: 'perma',
      count: 1,
      firstPull: 1,
      seed: 1,
      start: { pity: 0, sr: 0 },
      timestamp: 1,
    } as const;
    expect(browserPendingLog.write({ ...batch, roster: 1, rules: 1, engine: 1 })).toBe(false);
    expect(localStorage.getItem(PENDING_BATCH_KEY)).toBe(newer);
  });
});

describe('a stored value of a newer version', () => {
  const SAVED_BY_NEWER =
    /^Your (tier lists|plans) were saved by a newer version of the site.*Reload the page to get the newest version\.$/;
  const later = (what: string) => JSON.stringify({ version: 2, [what]: 'a shape this build cannot read' });

  it('tier lists: the screen says an update is needed, and neither it nor a save writes over them', () => {
    const text = later('lists');
    localStorage.setItem(TIER_LISTS_KEY, text);
    const { result } = renderHook(() => useTierList(undefined));
    expect(result.current[2]).toEqual({ kind: 'error', text: expect.stringMatching(SAVED_BY_NEWER) as string });
    expect(loadTierLists()).toBeUndefined();
    const lists = result.current[0].lists;
    expect(saveTierLists({ activeId: lists[0]!.id, lists })).toBe(false);
    expect(localStorage.getItem(TIER_LISTS_KEY)).toBe(text);
    // Not damaged, so not set aside as unreadable either.
    expect(localStorage.getItem(UNREADABLE_TIER_LISTS_KEY)).toBeNull();
  });

  it('plans: the planner says an update is needed, and no save writes over them', () => {
    const text = JSON.stringify({ version: 3, plans: 'a shape this build cannot read' });
    localStorage.setItem(PULL_PLANS_KEY, text);
    const start = startPlans('2030-01-01', undefined);
    expect(start.notice).toEqual({ tone: 'error', text: expect.stringMatching(SAVED_BY_NEWER) as string });
    expect(loadPlans()).toBeUndefined();
    expect(savePlans(start.plans)).toBe(false);
    expect(localStorage.getItem(PULL_PLANS_KEY)).toBe(text);
    expect(localStorage.getItem(UNREADABLE_PULL_PLANS_KEY)).toBeNull();
  });

  it('the backup record: kept as it is', () => {
    const text = later('exportedAt');
    localStorage.setItem(BACKUP_RECORD_KEY, text);
    expect(writeLocal(BACKUP_RECORD_KEY, JSON.stringify({ version: 1 }))).toBe(false);
    expect(localStorage.getItem(BACKUP_RECORD_KEY)).toBe(text);
  });
});

describe('backups beside data of a newer version', () => {
  it('neither exports a file without that data nor imports over it, and says why', async () => {
    const { store } = await playerWithData();
    const { text } = await exportOf(store);
    const read = parseDataText(text, rules);
    if (!read.ok) throw new Error(read.message);
    const newer = JSON.stringify({ version: 2, lists: 'a shape this build cannot read' });
    localStorage.setItem(TIER_LISTS_KEY, newer);

    const exported = (() => {
      try {
        readLocalData('dark');
        return null;
      } catch (error) {
        return describeError(error, 'export');
      }
    })();
    expect(exported).toBe(`Your data could not be exported: ${newerVersionSaved()}`);

    const before = store.getSnapshot().summonCount;
    for (const mode of ['replace', 'merge'] as const) {
      expect(await applyImport(store, read.data, mode)).toEqual({ ok: false, message: newerVersionSaved() });
    }
    expect(localStorage.getItem(TIER_LISTS_KEY)).toBe(newer);
    expect(store.getSnapshot().summonCount).toBe(before);
  });
});
