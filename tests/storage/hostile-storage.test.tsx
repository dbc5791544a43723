import 'fake-indexeddb/auto';
import { act, cleanup, screen } from '@testing-library/react';
import fc from 'fast-check';
import { IDBFactory } from 'fake-indexeddb';
import Cookies from 'js-cookie';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHARACTERS } from '../../src/catalogue/characters';
import { decodeChunk } from '../../src/lib/history-chunks';
import { indexBatches } from '../../src/lib/chunk-index';
import { summonStore } from '../../src/lib/summons';
import { resetSummonStore } from '../../src/lib/summons/shared';
import { DB_NAME } from '../../src/storage/history-db-schema';
import { orderBatches, parseBatch, parseChunk, parseSummary, type BatchRecord } from '../../src/storage/stored-history';
import { openIdbBackend } from '../../src/storage/history-db';
import { loadPullReveal, loadSelectedBanner } from '../../src/storage/summon-settings';
import { readMirrors } from '../../src/storage/summon-mirrors';
import { TEAM_KEYS, limitOf, loadTeamData, type TeamData } from '../../src/storage/team-store';
import { loadTheme } from '../../src/storage/theme-store';
import { loadTierLists } from '../../src/storage/tier-list-store';
import { readStoredHistory } from '../e2e/stored-history';
import { renderApp } from '../ui/render-app';
import {
  COOKIE_KEYS,
  LOCAL_KEYS,
  POLLUTION_MARK,
  browserState,
  idbState,
  revive,
  rules,
  seedPayload,
  seedStorage,
  type BrowserState,
  type IdbState,
  type LocalKey,
} from './hostile-values';

/**
 * Hostile storage: whatever a browser profile holds under the site's localStorage keys, cookies and IndexedDB
 * database (foreign values, damaged writes, prototype-pollution keys, megabyte texts, garbage bytes), every screen
 * still loads, nothing uncaught or logged as an error, no prototype is polluted, and every bad key falls back to its
 * default alone: the valid keys beside it keep their values, and the stored history is never wiped.
 */

const SEED = 0x5eed_7007;

const OBJECT_PROTO_KEYS = Object.getOwnPropertyNames(Object.prototype).sort();
const ARRAY_PROTO_KEYS = Object.getOwnPropertyNames(Array.prototype).sort();

function expectPrototypesClean(): void {
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(OBJECT_PROTO_KEYS);
  expect(Object.getOwnPropertyNames(Array.prototype).sort()).toEqual(ARRAY_PROTO_KEYS);
  expect(({} as Record<string, unknown>)[POLLUTION_MARK]).toBeUndefined();
  expect(String({})).toBe('[object Object]');
}

/** A plain object whose own keys are all in `allowed`: nothing inherited, nothing smuggled in. */
function expectPlain(value: unknown, allowed: readonly string[]): void {
  expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
  for (const key of Reflect.ownKeys(value as object)) expect(allowed).toContain(key);
}

/** The browser state with every key but `keep` absent: what the key alone reads as. */
function only(state: BrowserState, keep: { local?: LocalKey; cookie?: keyof typeof COOKIE_KEYS }): BrowserState {
  const absent = { kind: 'absent' } as const;
  return {
    local: Object.fromEntries(
      Object.entries(state.local).map(([k, slot]) => [k, k === keep.local ? slot : absent]),
    ) as BrowserState['local'],
    cookies: Object.fromEntries(
      Object.entries(state.cookies).map(([k, c]) => [k, k === keep.cookie ? c : { ...c, slot: absent }]),
    ) as BrowserState['cookies'],
    foreign: [],
  };
}

async function seed(state: BrowserState, idb: IdbState | null = null): Promise<void> {
  await seedStorage(seedPayload(state, idb, DB_NAME));
}

function validText(state: BrowserState, key: LocalKey): string | undefined {
  const slot = state.local[key];
  return slot.kind === 'valid' ? slot.text : undefined;
}

function validCookie(state: BrowserState, key: keyof typeof COOKIE_KEYS): string | undefined {
  const slot = state.cookies[key].slot;
  return slot.kind === 'valid' ? slot.text : undefined;
}

const emptyBrowser: BrowserState = {
  local: Object.fromEntries(Object.keys(LOCAL_KEYS).map((k) => [k, { kind: 'absent' }])) as BrowserState['local'],
  cookies: Object.fromEntries(
    Object.keys(COOKIE_KEYS).map((k) => [k, { slot: { kind: 'absent' }, raw: false }]),
  ) as BrowserState['cookies'],
  foreign: [],
};

/** Whether a slot holds a text that parses as a JSON object (team data or not). */
function isObjectText(slot: BrowserState['local'][LocalKey]): boolean {
  if (slot.kind === 'absent') return false;
  try {
    const value = JSON.parse(slot.text) as unknown;
    return value !== null && typeof value === 'object' && !Array.isArray(value);
  } catch {
    return false;
  }
}

// Uncaught errors and rejections anywhere in a run fail it, as console errors do.
const uncaught: unknown[] = [];
const onRejection = (reason: unknown) => uncaught.push(reason);
const onWindowError = (event: ErrorEvent) => uncaught.push(event.error ?? event.message);

beforeAll(() => {
  process.on('unhandledRejection', onRejection);
  window.addEventListener('error', onWindowError);
});
afterAll(() => {
  process.off('unhandledRejection', onRejection);
  window.removeEventListener('error', onWindowError);
});
beforeEach(() => {
  uncaught.length = 0;
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => {
  vi.restoreAllMocks();
  expect(uncaught).toEqual([]);
  expectPrototypesClean();
});

// ---------------------------------------------------------------------------------------------------------------
// Reader by reader: fast, so many cases

// Timeouts allow for a busy machine; the properties themselves take a few seconds.
describe('each reader on hostile values', { timeout: 30_000 }, () => {
  it('theme: a valid theme is kept, anything else becomes dark, and no other key is touched', async () => {
    await fc.assert(
      fc.asyncProperty(browserState(), async (state) => {
        await seed(state);
        const before = { ...localStorage };
        const theme = loadTheme();
        const saved = state.local.theme.kind === 'absent' ? null : state.local.theme.text;
        expect(theme).toBe(saved === 'light' ? 'light' : 'dark');
        expect(localStorage.getItem('theme')).toBe(theme);
        for (const [key, value] of Object.entries(before))
          if (key !== 'theme') expect(localStorage.getItem(key)).toBe(value);
        expectPrototypesClean();
      }),
      { seed: SEED, numRuns: 150 },
    );
  });

  it('selected banner: a valid banner is kept, a damaged one reads as no choice, never as another banner', async () => {
    await fc.assert(
      fc.asyncProperty(browserState(), async (state) => {
        await seed(state);
        const banner = loadSelectedBanner();
        const slot = state.local.selectedBanner;
        if (slot.kind === 'absent') expect(banner).toBe('perma');
        else if (slot.kind === 'valid') expect(banner).toBe(slot.text);
        else expect(banner === null || banner === slot.text).toBe(true);
      }),
      { seed: SEED, numRuns: 150 },
    );
  });

  it('pull reveal: a saved choice is kept, anything else reads as on, and nothing is rewritten', async () => {
    await fc.assert(
      fc.asyncProperty(browserState(), async (state) => {
        await seed(state);
        const before = { ...localStorage };
        const slot = state.local.pullReveal;
        // Off only when exactly 'false' is saved.
        expect(loadPullReveal()).toBe(slot.kind === 'absent' || slot.text !== 'false');
        expect({ ...localStorage }).toEqual(before);
      }),
      { seed: SEED, numRuns: 150 },
    );
  });

  it('summon mirrors: each key reads the same whatever the others hold, and only ever in range', async () => {
    await fc.assert(
      fc.asyncProperty(browserState({ huge: true }), async (state) => {
        await seed(state);
        const mirrors = readMirrors();
        expectPrototypesClean();
        for (const numbers of [mirrors.pityCounters, mirrors.srCounters]) {
          if (numbers) expectPlain(numbers, ['limited', 'perma', 'ml']);
        }
        for (const record of mirrors.summons ?? []) {
          expectPlain(record, ['character', 'banner', 'pityCount', 'pityType', 'timestamp', 'pullNumber']);
        }
        // Valid keys read as written.
        const pity = validText(state, 'pityCounters');
        if (pity) expect(mirrors.pityCounters).toEqual(JSON.parse(pity));
        const sr = validText(state, 'srCounters');
        if (sr) expect(mirrors.srCounters).toEqual(JSON.parse(sr));
        const count = validText(state, 'summonCount');
        if (count) expect(mirrors.summonCount).toBe(Number(count));
        const cookie = validCookie(state, 'summonCount');
        if (cookie) expect(mirrors.cookieCount).toBe(Number(cookie));
        const summons = validText(state, 'summons');
        if (summons) expect(mirrors.summons).toEqual(JSON.parse(summons));
        // And each key alone reads exactly as it does beside all the others.
        const alone = async (keep: Parameters<typeof only>[1]) => {
          await seed(only(state, keep));
          return readMirrors();
        };
        expect((await alone({ local: 'pityCounters' })).pityCounters).toEqual(mirrors.pityCounters);
        expect((await alone({ local: 'srCounters' })).srCounters).toEqual(mirrors.srCounters);
        expect((await alone({ local: 'summonCount' })).summonCount).toEqual(mirrors.summonCount);
        expect((await alone({ cookie: 'summonCount' })).cookieCount).toEqual(mirrors.cookieCount);
        expect((await alone({ local: 'summons' })).summons).toEqual(mirrors.summons);
      }),
      { seed: SEED, numRuns: 120 },
    );
  });

  it('teams: valid saved teams win, a damaged localStorage value falls back to the cookie, and nothing is written', async () => {
    const expectTeams = (data: TeamData) => {
      expectPlain(data, TEAM_KEYS);
      for (const [key, ids] of Object.entries(data) as [(typeof TEAM_KEYS)[number], string[]][]) {
        expect(ids.length).toBeGreaterThan(0);
        expect(ids.length).toBeLessThanOrEqual(limitOf(key));
        expect(new Set(ids).size).toBe(ids.length);
        for (const id of ids) expect(CHARACTERS.some((c) => c.id === id)).toBe(true);
      }
    };
    await fc.assert(
      fc.asyncProperty(browserState({ huge: true }), async (state) => {
        await seed(state);
        const before = { ...localStorage };
        const cookieBefore = Cookies.get('teamData');
        const teams = loadTeamData();
        expectTeams(teams);
        const local = validText(state, 'teamData');
        const cookie = validCookie(state, 'teamData');
        if (local) expect(teams).toEqual(JSON.parse(local));
        // A damaged local value that is not even an object is read past, to the cookie.
        else if (cookie && !isObjectText(state.local.teamData)) expect(teams).toEqual(JSON.parse(cookie));
        expect({ ...localStorage }).toEqual(before);
        expect(Cookies.get('teamData')).toBe(cookieBefore);
      }),
      { seed: SEED, numRuns: 150 },
    );
  });

  it('tier lists: a valid value is restored as saved, anything else is ignored whole, never half-trusted', async () => {
    await fc.assert(
      fc.asyncProperty(browserState({ huge: true }), async (state) => {
        await seed(state);
        const saved = loadTierLists();
        const valid = validText(state, 'tierLists');
        if (valid) {
          const parsed = JSON.parse(valid) as { activeId: string; lists: unknown[] };
          expect(saved).toEqual({ activeId: parsed.activeId, lists: parsed.lists });
        }
        if (!saved) return;
        expectPlain(saved, ['activeId', 'lists']);
        expect(saved.lists.length).toBeGreaterThan(0);
        expect(saved.lists.some((l) => l.id === saved.activeId)).toBe(true);
        expect(new Set(saved.lists.map((l) => l.id)).size).toBe(saved.lists.length);
        for (const list of saved.lists) {
          expectPlain(list, ['id', 'name', 'rows']);
          const items = list.rows.flatMap((r) => r.items);
          expect(new Set(items).size).toBe(items.length);
          for (const id of items) expect(CHARACTERS.some((c) => c.id === id)).toBe(true);
        }
      }),
      { seed: SEED, numRuns: 150 },
    );
  });

  it('history records: parsing never throws and keeps only records that can be read safely', () => {
    const anything = fc.oneof(
      fc.anything({ withTypedArray: true, withBigInt: true, withDate: true, withMap: true, withNullPrototype: true }),
      idbState.chain((state) =>
        state.writes.length > 0 ? fc.constantFrom(...state.writes.map((w) => revive(w.value))) : fc.constant(null),
      ),
    );
    fc.assert(
      fc.property(fc.array(anything, { maxLength: 6 }), idbState, (junk, state) => {
        for (const value of junk) {
          const summary = parseSummary(value);
          if (summary) expect(summary.counters.limited.pity).toBeLessThanOrEqual(80);
          parseBatch(value);
          parseChunk(value);
        }
        const values = [...state.good.batches, ...junk, ...state.writes.map((w) => revive(w.value))];
        const ordered = orderBatches(values);
        let next = 1;
        for (const batch of ordered) {
          expect(batch.id).toBeGreaterThanOrEqual(next);
          next = batch.id + batch.count;
        }
        // Every good batch survives junk beside it.
        for (const batch of state.good.batches) expect(ordered).toContainEqual(batch);
        expectPrototypesClean();
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('history chunks: a damaged chunk is refused, never decoded into characters or pity that cannot exist', () => {
    fc.assert(
      fc.property(idbState, (state) => {
        const chunks = indexBatches(state.good.batches);
        for (const write of state.writes) {
          if (write.store !== 'chunks') continue;
          const record = parseChunk(revive(write.value));
          const chunk = chunks.find((c) => c.first === (record?.first ?? -1));
          if (!record || !chunk) continue;
          let decoded;
          try {
            decoded = decodeChunk(rules, chunk, record, new Map([[rules.rosterHash, CHARACTERS.map((c) => c.id)]]));
          } catch {
            continue;
          }
          expect(decoded.chars.length).toBe(chunk.count);
          for (let i = 0; i < decoded.chars.length; i++) {
            expect(decoded.chars[i]).toBeLessThan(CHARACTERS.length);
            expect(decoded.types[i]).toBeLessThanOrEqual(2);
            expect(decoded.pity[i]).toBeLessThanOrEqual(80);
          }
        }
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('history database: hostile records never make the history unreadable, and every good batch loads', async () => {
    await fc.assert(
      fc.asyncProperty(idbState, async (state) => {
        globalThis.indexedDB = new IDBFactory();
        await seedStorage(seedPayload(emptyBrowser, state, DB_NAME));
        // A missing store is added and a higher version is opened as it is: every shape opens and loads.
        const backend = await openIdbBackend();
        const loaded = await backend.load();
        if (state.shape === 'no-batches') {
          expect(loaded?.batches ?? []).toEqual([]);
          return;
        }
        const batches: readonly BatchRecord[] = loaded?.batches ?? [];
        for (const batch of state.good.batches) expect(batches).toContainEqual(batch);
        if (loaded) {
          expect(loaded.summary.summonCount).toBeGreaterThanOrEqual(0);
          for (const [hash, roster] of loaded.rosters) {
            expect(Number.isSafeInteger(hash)).toBe(true);
            for (const id of roster) expect(typeof id).toBe('string');
          }
        }
        expectPrototypesClean();
      }),
      { seed: SEED, numRuns: 60 },
    );
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The whole app, screen by screen

const SCREENS = [
  { path: '/characters', testId: 'screen-gallery', summons: false },
  { path: '/summons', testId: 'screen-summons', summons: true },
  { path: '/mysummons', testId: 'screen-my-summons', summons: true },
  { path: '/tierMaker', testId: 'screen-tier-list', summons: false },
  { path: '/teammaker', testId: 'screen-team-builder', summons: false },
  { path: '/Countdown', testId: 'screen-countdown', summons: false },
  { path: '/HowMuchTo', testId: 'screen-how-much-to', summons: false },
  { path: '/HowMuchTo/plan', testId: 'screen-plan', summons: false },
  { path: '/summons/runs', testId: 'screen-runs', summons: false },
] as const;

/** Keys a screen rewrites as it loads: the summon mirrors from the history, the tier lists it restored. */
function rewrittenBy(screen: (typeof SCREENS)[number]): readonly string[] {
  if (screen.summons) return ['pityCounters', 'srCounters', 'summonCount', 'summons'];
  if (screen.testId === 'screen-tier-list') return ['tierLists'];
  return [];
}

describe('the whole app on hostile storage', () => {
  describe.each(SCREENS)('$path', (target) => {
    it('loads, logs no error, and keeps every valid key beside the bad ones', async () => {
      await fc.assert(
        fc.asyncProperty(
          browserState({ huge: true }),
          target.summons ? fc.option(idbState, { nil: null, freq: 3 }) : fc.constant(null),
          async (state, idb) => {
            cleanup();
            globalThis.indexedDB = new IDBFactory();
            resetSummonStore();
            await seed(state, idb);
            const before = { ...localStorage };
            const teamCookie = Cookies.get('teamData');
            const errors = vi.spyOn(console, 'error');
            uncaught.length = 0;

            renderApp(target.path);
            expect(await screen.findByTestId(target.testId)).toBeInTheDocument();
            if (target.summons) {
              await act(() => summonStore().start());
              expect(summonStore().getSnapshot().status).toBe('ready');
            }

            expect(errors).not.toHaveBeenCalled();
            errors.mockRestore();
            expect(uncaught).toEqual([]);
            expectPrototypesClean();

            // The theme: a valid one stays, anything else becomes the default, alone.
            const theme = validText(state, 'theme') ?? 'dark';
            expect(document.body).toHaveClass(theme);
            expect(localStorage.getItem('theme')).toBe(theme);

            // Valid keys the screen does not rewrite keep their exact text; foreign keys are left alone.
            for (const key of Object.keys(LOCAL_KEYS) as LocalKey[]) {
              const text = validText(state, key);
              if (text !== undefined && key !== 'theme' && !rewrittenBy(target).includes(key)) {
                expect(localStorage.getItem(key)).toBe(text);
              }
            }
            for (const [key, value] of state.foreign) {
              if (key in before && !(key in LOCAL_KEYS)) expect(localStorage.getItem(key)).toBe(before[key]);
              void value;
            }
            expect(Cookies.get('teamData')).toBe(teamCookie);

            if (target.testId === 'screen-tier-list') {
              const tiers = validText(state, 'tierLists');
              if (tiers) expect(JSON.parse(localStorage.getItem('tierLists')!)).toEqual(JSON.parse(tiers));
            }

            if (target.testId === 'screen-plan') {
              // Valid saved plans are shown as saved: the active one, named as it was.
              const plans = validText(state, 'pullPlans');
              if (plans) {
                const saved = JSON.parse(plans) as { activeId: string; plans: { id: string; name: string }[] };
                const active = saved.plans.find((p) => p.id === saved.activeId)!;
                expect(screen.getByRole('combobox', { name: 'Plan' })).toHaveDisplayValue(active.name);
              }
            }

            if (target.testId === 'screen-team-builder') {
              const local = validText(state, 'teamData');
              const cookie = validCookie(state, 'teamData');
              const source = local ?? (state.local.teamData.kind === 'absent' ? cookie : undefined);
              if (source) {
                const expected = (JSON.parse(source) as TeamData)[TEAM_KEYS[0]!] ?? [];
                const shown = screen.getByTestId('team').querySelectorAll('[data-testid^="member-"]');
                expect([...shown].map((m) => m.getAttribute('data-testid')!.slice('member-'.length))).toEqual(expected);
              }
            }

            if (target.summons) {
              const snapshot = summonStore().getSnapshot();
              if (idb === null) {
                // Nothing stored yet: the mirrors are adopted, each valid one as it was.
                expect(snapshot.storage).toBe('indexeddb');
                const pity = validText(state, 'pityCounters');
                const sr = validText(state, 'srCounters');
                for (const banner of ['limited', 'perma', 'ml'] as const) {
                  if (pity)
                    expect(snapshot.counters[banner].pity).toBe((JSON.parse(pity) as Record<string, number>)[banner]);
                  if (sr) expect(snapshot.counters[banner].sr).toBe((JSON.parse(sr) as Record<string, number>)[banner]);
                }
                const count = validText(state, 'summonCount');
                if (count) expect(snapshot.summonCount).toBeGreaterThanOrEqual(Number(count));
                if (pity) expect(JSON.parse(localStorage.getItem('pityCounters')!)).toEqual(JSON.parse(pity));
                if (sr) expect(JSON.parse(localStorage.getItem('srCounters')!)).toEqual(JSON.parse(sr));
              } else if (idb.shape === 'normal') {
                // Hostile records beside a good history: it stays readable, shown and stored.
                const total = idb.good.summary.summonCount;
                expect(snapshot.storage).toBe('indexeddb');
                expect(snapshot.summonCount).toBeGreaterThanOrEqual(total);
                expect(snapshot.storedPulls).toBeGreaterThanOrEqual(total);
                const stored = await readStoredHistory(DB_NAME);
                for (const batch of idb.good.batches) expect(stored.batches).toContainEqual(batch);
                if (target.testId === 'screen-my-summons') {
                  const shown = Number(screen.getByTestId('total-summons').textContent!.replace(/\D/g, ''));
                  expect(shown).toBeGreaterThanOrEqual(total);
                }
              } else {
                // A database missing a store gets it added; one at a higher version is opened as it is. Either way
                // the history stays in IndexedDB (nothing falls back to memory) and what was valid in it is read.
                expect(snapshot.storage).toBe('indexeddb');
                expect(snapshot.notice?.() ?? '').not.toMatch(/not letting the site keep your pull history/);
              }
            }
            cleanup();
          },
        ),
        { seed: SEED, numRuns: target.summons ? 24 : 12 },
      );
    }, 60_000);
  });
});
