import { describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../../src/catalogue/characters';
import { MAX_LISTS, MAX_ROWS } from '../../../src/storage/tier-list-store';
import { encodeShare } from '../../../src/features/tier-list/share-link';
import {
  matchesPoolFilter,
  poolOf,
  POOL_FILTERS,
  TYPE_BY_RARITY,
  tierItemOf,
  type PoolFilter,
} from '../../../src/features/tier-list/tier-list-model';
import {
  activeList,
  canAddList,
  canRedo,
  canUndo,
  HISTORY_LIMIT,
  initialState,
  startState,
  tierListReducer,
  type TierListAction,
  type TierListState,
} from '../../../src/features/tier-list/tier-list-reducer';

function run(...actions: TierListAction[]): TierListState {
  return actions.reduce(tierListReducer, initialState());
}

function tiers(state: TierListState): Record<string, string[]> {
  return Object.fromEntries(activeList(state).rows.map((r) => [r.name, r.items]));
}

function poolIds(state: TierListState): string[] {
  return poolOf(activeList(state).rows).map((c) => c.id);
}

const move = (characterId: string, rowId: string | null, index?: number): TierListAction => ({
  type: 'move',
  characterId,
  rowId,
  index,
});

describe('tier list reducer', () => {
  it('starts with tiers S, A, B, C in red, orange, yellow, green, all empty, and every character in the pool', () => {
    const state = initialState();
    expect(activeList(state).rows.map((r) => [r.name, r.color, r.items])).toEqual([
      ['S', '#ff7f7f', []],
      ['A', '#ffbf7f', []],
      ['B', '#ffef7f', []],
      ['C', '#7fdf7f', []],
    ]);
    expect(poolIds(state).sort()).toEqual(CHARACTERS.map((c) => c.id).sort());
    expect(state.filter).toBe('All');
    expect(canUndo(state)).toBe(false);
  });

  it('moves a character from the pool to a tier: out of the pool, at the end of the tier', () => {
    const state = run(move('freya', 'row-1'), move('mia', 'row-1'));
    expect(tiers(state).S).toEqual(['freya', 'mia']);
    expect(poolIds(state)).not.toContain('freya');
    expect(poolIds(state)).toHaveLength(CHARACTERS.length - 2);
  });

  it('moves a character from a tier to another, leaving the first', () => {
    const state = run(move('freya', 'row-1'), move('mia', 'row-2'), move('freya', 'row-2', 0));
    expect(tiers(state)).toEqual({ S: [], A: ['freya', 'mia'], B: [], C: [] });
  });

  it('reorders within a tier, the index counting positions once the character has left its place', () => {
    let state = run(move('freya', 'row-1'), move('mia', 'row-1'), move('vice', 'row-1'));
    state = tierListReducer(state, move('freya', 'row-1', 2));
    expect(tiers(state).S).toEqual(['mia', 'vice', 'freya']);
    state = tierListReducer(state, move('freya', 'row-1', 0));
    expect(tiers(state).S).toEqual(['freya', 'mia', 'vice']);
    state = tierListReducer(state, move('vice', 'row-1', 1));
    expect(tiers(state).S).toEqual(['freya', 'vice', 'mia']);
  });

  it('clamps an index past the end to the end', () => {
    const state = run(move('freya', 'row-1'), move('mia', 'row-1', 99));
    expect(tiers(state).S).toEqual(['freya', 'mia']);
  });

  it('returns a character to the pool', () => {
    const state = run(move('freya', 'row-1'), move('freya', null));
    expect(tiers(state).S).toEqual([]);
    expect(poolIds(state)).toContain('freya');
  });

  it('ignores unknown characters and rows, and records no undo step for a move that changes nothing', () => {
    const start = run(move('freya', 'row-1'));
    for (const action of [move('nobody', 'row-1'), move('mia', 'row-99'), move('freya', 'row-1', 0)]) {
      const next = tierListReducer(start, action);
      expect(next).toBe(start);
    }
    expect(start.past).toHaveLength(1);
  });

  it('keeps every character in exactly one place whatever the moves', () => {
    const ids = CHARACTERS.map((c) => c.id);
    let state = initialState();
    // A fixed pseudo-random walk (linear congruential) so the test is the same on every run.
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    for (let i = 0; i < 500; i += 1) {
      const id = ids[next() % ids.length]!;
      const rowIndex = next() % 5;
      state = tierListReducer(state, move(id, rowIndex === 4 ? null : `row-${rowIndex + 1}`, next() % 6));
    }
    const placed = activeList(state).rows.flatMap((r) => r.items);
    expect(new Set(placed).size).toBe(placed.length);
    expect([...placed, ...poolIds(state)].sort()).toEqual([...ids].sort());
  });

  it('Clear empties the tiers and refills the pool, keeping the tiers themselves', () => {
    const state = run(
      move('freya', 'row-1'),
      move('mia', 'row-3'),
      { type: 'updateRow', rowId: 'row-2', name: 'Great' },
      { type: 'clear' },
    );
    expect(tiers(state)).toEqual({ S: [], Great: [], B: [], C: [] });
    expect(poolIds(state)).toHaveLength(CHARACTERS.length);
    expect(canUndo(state)).toBe(true);
    expect(tiers(tierListReducer(state, { type: 'undo' }))).toEqual({ S: ['freya'], Great: [], B: ['mia'], C: [] });
  });

  describe('pool filter', () => {
    const expected: Record<PoolFilter, string[]> = {
      All: ['ml', 'ssr', 'sr', 'r'],
      SSR: ['ssr', 'ml'],
      ML: ['ml'],
      SSR_RGB: ['ssr'],
      SR: ['sr'],
      R: ['r'],
    };

    it('offers All, SSR, ML, SSR_RGB, SR, R in that order', () => {
      expect(POOL_FILTERS).toEqual(['All', 'SSR', 'ML', 'SSR_RGB', 'SR', 'R']);
    });

    it.each(POOL_FILTERS)('%s keeps exactly its rarities', (filter) => {
      const kept = CHARACTERS.filter((c) => matchesPoolFilter(c, filter));
      expect(kept.length).toBeGreaterThan(0);
      expect(kept).toEqual(CHARACTERS.filter((c) => expected[filter].includes(c.rarity)));
    });

    it('is screen state, not an undoable edit', () => {
      const state = run(move('freya', 'row-1'), { type: 'setFilter', filter: 'SR' });
      expect(state.filter).toBe('SR');
      expect(state.past).toHaveLength(1);
    });
  });

  describe('undo and redo', () => {
    it('steps back and forth through edits, and a new edit drops the redo steps', () => {
      let state = run(move('freya', 'row-1'), move('mia', 'row-2'), move('freya', 'row-3'));
      state = tierListReducer(state, { type: 'undo' });
      expect(tiers(state)).toMatchObject({ S: ['freya'], A: ['mia'], B: [] });
      state = tierListReducer(state, { type: 'undo' });
      expect(tiers(state)).toMatchObject({ S: ['freya'], A: [] });
      expect(canRedo(state)).toBe(true);
      state = tierListReducer(state, { type: 'redo' });
      expect(tiers(state)).toMatchObject({ S: ['freya'], A: ['mia'] });
      state = tierListReducer(state, move('vice', 'row-4'));
      expect(canRedo(state)).toBe(false);
      expect(tierListReducer(state, { type: 'redo' })).toBe(state);
    });

    it('does nothing with no history', () => {
      const state = initialState();
      expect(tierListReducer(state, { type: 'undo' })).toBe(state);
      expect(tierListReducer(state, { type: 'redo' })).toBe(state);
    });

    it(`keeps the last ${HISTORY_LIMIT} steps`, () => {
      let state = initialState();
      for (let i = 0; i < HISTORY_LIMIT + 20; i += 1)
        state = tierListReducer(state, move('freya', `row-${(i % 4) + 1}`));
      expect(state.past).toHaveLength(HISTORY_LIMIT);
    });

    it('undoes row edits too', () => {
      let state = run({ type: 'addRow' }, { type: 'updateRow', rowId: 'row-1', color: '#123456' });
      state = tierListReducer(state, { type: 'undo' });
      expect(activeList(state).rows[0]!.color).toBe('#ff7f7f');
      state = tierListReducer(state, { type: 'undo' });
      expect(activeList(state).rows).toHaveLength(4);
    });
  });

  describe('tiers', () => {
    it('renames a tier, trimming the name and ignoring a blank one', () => {
      let state = run({ type: 'updateRow', rowId: 'row-1', name: '  Broken  ' });
      expect(tiers(state)).toHaveProperty('Broken');
      state = tierListReducer(state, { type: 'updateRow', rowId: 'row-1', name: '   ' });
      expect(activeList(state).rows[0]!.name).toBe('Broken');
    });

    it('recolours a tier with a #rrggbb colour and ignores anything else', () => {
      let state = run({ type: 'updateRow', rowId: 'row-2', color: '#00AA11' });
      expect(activeList(state).rows[1]!.color).toBe('#00aa11');
      state = tierListReducer(state, { type: 'updateRow', rowId: 'row-2', color: 'red; background: url(x)' });
      expect(activeList(state).rows[1]!.color).toBe('#00aa11');
    });

    it('adds tiers named D, E, … with ids of their own, up to the limit', () => {
      let state = run({ type: 'addRow' }, { type: 'addRow' });
      expect(activeList(state).rows.map((r) => r.name)).toEqual(['S', 'A', 'B', 'C', 'D', 'E']);
      expect(new Set(activeList(state).rows.map((r) => r.id)).size).toBe(6);
      for (let i = 0; i < 20; i += 1) state = tierListReducer(state, { type: 'addRow' });
      expect(activeList(state).rows).toHaveLength(MAX_ROWS);
    });

    it('removes a tier and sends its characters back to the pool, but never the last tier', () => {
      let state = run(move('freya', 'row-2'), { type: 'removeRow', rowId: 'row-2' });
      expect(activeList(state).rows.map((r) => r.name)).toEqual(['S', 'B', 'C']);
      expect(poolIds(state)).toContain('freya');
      for (const id of ['row-1', 'row-3', 'row-4']) state = tierListReducer(state, { type: 'removeRow', rowId: id });
      expect(activeList(state).rows.map((r) => r.name)).toEqual(['C']);
    });

    it('reorders tiers, clamping the target position', () => {
      let state = run({ type: 'moveRow', rowId: 'row-4', toIndex: 0 });
      expect(activeList(state).rows.map((r) => r.name)).toEqual(['C', 'S', 'A', 'B']);
      state = tierListReducer(state, { type: 'moveRow', rowId: 'row-4', toIndex: 10 });
      expect(activeList(state).rows.map((r) => r.name)).toEqual(['S', 'A', 'B', 'C']);
    });
  });

  describe('named lists', () => {
    it('creates, switches, renames and deletes lists, each keeping its own tiers', () => {
      let state = run(move('freya', 'row-1'), { type: 'newList' });
      expect(state.lists.map((l) => l.name)).toEqual(['My tier list', 'Tier list 2']);
      expect(tiers(state).S).toEqual([]);
      expect(canUndo(state)).toBe(false);
      state = tierListReducer(state, move('mia', 'row-1'));
      state = tierListReducer(state, { type: 'renameList', name: 'PvP' });
      state = tierListReducer(state, { type: 'switchList', listId: 'list-1' });
      expect(tiers(state).S).toEqual(['freya']);
      expect(canUndo(state)).toBe(false);
      state = tierListReducer(state, { type: 'deleteList' });
      expect(state.lists.map((l) => l.name)).toEqual(['PvP']);
      expect(tiers(state).S).toEqual(['mia']);
      state = tierListReducer(state, { type: 'deleteList' });
      expect(state.lists.map((l) => l.name)).toEqual(['My tier list']);
      expect(poolIds(state)).toHaveLength(CHARACTERS.length);
    });

    it(`keeps at most ${MAX_LISTS} lists`, () => {
      let state = initialState();
      for (let i = 0; i < MAX_LISTS + 5; i += 1) state = tierListReducer(state, { type: 'newList' });
      expect(state.lists).toHaveLength(MAX_LISTS);
      expect(canAddList(state)).toBe(false);
    });

    it('ignores a switch to an unknown list and a blank list name', () => {
      const state = initialState();
      expect(tierListReducer(state, { type: 'switchList', listId: 'list-9' })).toBe(state);
      expect(tierListReducer(state, { type: 'renameList', name: '  ' })).toBe(state);
    });

    it('imports a shared list in place of an untouched first list, or beside the player’s own lists', () => {
      const rows = [{ id: 'row-1', name: 'Top', color: '#123456', items: ['freya'] }];
      let state = tierListReducer(initialState(), { type: 'importList', name: 'Shared', rows });
      expect(state.lists.map((l) => l.name)).toEqual(['Shared']);

      state = run(move('mia', 'row-1'), { type: 'importList', name: 'My tier list', rows });
      expect(state.lists.map((l) => l.name)).toEqual(['My tier list', 'My tier list (2)']);
      expect(activeList(state).rows).toEqual(rows);
    });
  });

  describe('opening the screen', () => {
    const shared = { name: 'Arena', rows: [{ id: 'row-1', name: 'S', color: '#ff7f7f', items: ['freya', 'mia'] }] };

    it('opens a valid share link as a list', () => {
      const { state, notice } = startState(undefined, encodeShare(shared));
      expect(activeList(state).name).toBe('Arena');
      expect(tiers(state)).toEqual({ S: ['freya', 'mia'] });
      expect(notice).toEqual({ kind: 'status', text: 'Opened the shared list “Arena”. It is now one of your lists.' });
    });

    it('refuses a damaged link whole, keeping the saved lists as they were', () => {
      const saved = {
        activeId: 'list-1',
        lists: [{ id: 'list-1', name: 'Mine', rows: [{ id: 'row-1', name: 'S', color: '#ff7f7f', items: ['vice'] }] }],
      };
      const { state, notice } = startState(saved, encodeShare(shared).slice(0, -3));
      expect(state.lists).toEqual(saved.lists);
      expect(notice?.kind).toBe('error');
      expect(notice?.text).toMatch(/damaged or incomplete, so nothing was loaded/);
    });
  });
});

describe('tier-list item', () => {
  it('has the name, image path and type code of the character (0 r, 1 sr, 3 ml, 4 ssr)', () => {
    expect(TYPE_BY_RARITY).toEqual({ r: 0, sr: 1, ml: 3, ssr: 4 });
    const freya = CHARACTERS.find((c) => c.id === 'freya')!;
    expect(tierItemOf(freya)).toEqual({ name: 'Freya', image_path: '/characters/ssr/freya.png', type: 4 });
  });
});

describe('tier lists saved in another tab', () => {
  const withSecond = run(move('freya', 'row-1'), { type: 'newList', name: 'Second' }, move('mia', 'row-2'));
  const secondId = withSecond.activeId;

  it('replace the lists but keep the list this tab shows, and its undo history when its rows did not change', () => {
    // The other tab edited the first list; this tab shows the second.
    const lists = withSecond.lists.map((l) => (l.id === secondId ? l : { ...l, name: 'Renamed elsewhere' }));
    const next = tierListReducer(withSecond, { type: 'savedElsewhere', saved: { activeId: lists[0]!.id, lists } });
    expect(next.activeId).toBe(secondId);
    expect(next.lists[0]!.name).toBe('Renamed elsewhere');
    expect(canUndo(next)).toBe(true);
    expect(tiers(tierListReducer(next, { type: 'undo' })).A).toEqual([]);
  });

  it('drop the undo history when the shown list changed, and move to their active list when the shown one is gone', () => {
    const changed = withSecond.lists.map((l) =>
      l.id === secondId ? { ...l, rows: l.rows.map((r) => ({ ...r, items: [] })) } : l,
    );
    const edited = tierListReducer(withSecond, {
      type: 'savedElsewhere',
      saved: { activeId: withSecond.lists[0]!.id, lists: changed },
    });
    expect(edited.activeId).toBe(secondId);
    expect(tiers(edited).A).toEqual([]);
    expect(canUndo(edited)).toBe(false);

    const first = withSecond.lists[0]!;
    const removed = tierListReducer(withSecond, {
      type: 'savedElsewhere',
      saved: { activeId: first.id, lists: [first] },
    });
    expect(removed.activeId).toBe(first.id);
    expect(tiers(removed).S).toEqual(['freya']);
    expect(canUndo(removed)).toBe(false);
  });
});
