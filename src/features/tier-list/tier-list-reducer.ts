import { plural, t } from '@lingui/core/macro';
import { i18n } from '../../i18n/i18n';
import { COLOR_PATTERN, MAX_LIST_NAME, MAX_LISTS, type SavedTierLists } from '../../storage/tier-list-store';
import { screenNotice, type ScreenNotice } from './screen-notice';
import { badLinkMessage, decodeShare } from './share-link';
import {
  canAddRow,
  cleanRowName,
  DEFAULT_LIST_NAME,
  defaultList,
  defaultRows,
  newRow,
  nextId,
  placeCharacter,
  sameRows,
  type PoolFilter,
  type TierList,
  type TierRow,
} from './tier-list-model';

/**
 * The whole tier-list screen as one pure state machine. Undo history covers the
 * active list's rows; switching, creating or deleting lists starts a fresh history
 * because undoing across lists would edit a list the player is not looking at.
 */
export interface TierListState {
  lists: TierList[];
  activeId: string;
  past: TierRow[][];
  future: TierRow[][];
  filter: PoolFilter;
}

export const HISTORY_LIMIT = 100;

export type TierListAction =
  | { type: 'move'; characterId: string; rowId: string | null; index?: number }
  | { type: 'clear' }
  | { type: 'updateRow'; rowId: string; name?: string; color?: string }
  | { type: 'addRow' }
  | { type: 'removeRow'; rowId: string }
  | { type: 'moveRow'; rowId: string; toIndex: number }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'setFilter'; filter: PoolFilter }
  | { type: 'newList'; name?: string }
  | { type: 'switchList'; listId: string }
  | { type: 'renameList'; name: string }
  | { type: 'deleteList' }
  | { type: 'importList'; name: string; rows: TierRow[] }
  /** Another tab saved the lists; `removed` when it removed them, so this tab starts afresh. */
  | { type: 'savedElsewhere'; saved: SavedTierLists; removed?: boolean };

export function initialState(saved?: SavedTierLists): TierListState {
  const lists = saved?.lists.length ? saved.lists : [defaultList()];
  const activeId = lists.some((l) => l.id === saved?.activeId) ? saved!.activeId : lists[0]!.id;
  return { lists, activeId, past: [], future: [], filter: 'All' };
}

export interface StartResult {
  state: TierListState;
  notice?: ScreenNotice;
}

/**
 * The screen's first state: the saved lists, plus the list of a share link when
 * the page was opened with one. The link is validated whole before anything is applied.
 */
export function startState(saved: SavedTierLists | undefined, sharedParam: string | undefined): StartResult {
  const state = initialState(saved);
  if (sharedParam === undefined) return { state };
  const shared = decodeShare(sharedParam);
  if (!shared) return { state, notice: screenNotice('error', () => badLinkMessage(sharedParam)) };
  if (!canAddList(state)) {
    const most = MAX_LISTS;
    const words = () =>
      t(i18n)`${plural(most, {
        one: 'You already keep # list: delete one, then open the link again.',
        other: 'You already keep # lists: delete one, then open the link again.',
      })}`;
    return { state, notice: screenNotice('error', words) };
  }
  const opened = tierListReducer(state, { type: 'importList', name: shared.name, rows: shared.rows });
  const name = activeList(opened).name;
  const words = () => t(i18n)`Opened the shared list “${name}”. It is now one of your lists.`;
  return { state: opened, notice: screenNotice('status', words) };
}

export function activeList(state: TierListState): TierList {
  return state.lists.find((l) => l.id === state.activeId) ?? state.lists[0]!;
}

export const canUndo = (state: TierListState) => state.past.length > 0;
export const canRedo = (state: TierListState) => state.future.length > 0;
export const canAddList = (state: TierListState) => state.lists.length < MAX_LISTS;

function withRows(state: TierListState, rows: TierRow[]): TierListState {
  return { ...state, lists: state.lists.map((l) => (l.id === state.activeId ? { ...l, rows } : l)) };
}

/** Records an edit of the active list's rows as one undoable step; a no-op edit records nothing. */
function edit(state: TierListState, rows: readonly TierRow[]): TierListState {
  const current = activeList(state).rows;
  if (sameRows(current, rows)) return state;
  return {
    ...withRows(state, [...rows]),
    past: [...state.past, current].slice(-HISTORY_LIMIT),
    future: [],
  };
}

function uniqueListName(lists: readonly TierList[], wanted: string): string {
  const names = new Set(lists.map((l) => l.name));
  const base = wanted.trim().slice(0, MAX_LIST_NAME - 4) || DEFAULT_LIST_NAME;
  if (!names.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base} (${n})`;
    if (!names.has(candidate)) return candidate;
  }
}

function addList(state: TierListState, name: string, rows?: TierRow[]): TierListState {
  if (!canAddList(state)) return state;
  const id = nextId(
    'list',
    state.lists.map((l) => l.id),
  );
  const list = { ...defaultList(id, uniqueListName(state.lists, name)), ...(rows ? { rows } : {}) };
  return { ...state, lists: [...state.lists, list], activeId: id, past: [], future: [] };
}

export function tierListReducer(state: TierListState, action: TierListAction): TierListState {
  const rows = activeList(state).rows;
  switch (action.type) {
    case 'move':
      return edit(state, placeCharacter(rows, action.characterId, action.rowId, action.index));
    case 'clear':
      return edit(
        state,
        rows.map((r) => (r.items.length ? { ...r, items: [] } : r)),
      );
    case 'updateRow': {
      const name = action.name === undefined ? undefined : cleanRowName(action.name);
      const color =
        action.color !== undefined && COLOR_PATTERN.test(action.color) ? action.color.toLowerCase() : undefined;
      return edit(
        state,
        rows.map((r) => (r.id === action.rowId ? { ...r, name: name ?? r.name, color: color ?? r.color } : r)),
      );
    }
    case 'addRow':
      return canAddRow(rows) ? edit(state, [...rows, newRow(rows)]) : state;
    case 'removeRow':
      // The last row stays: a tier list with nowhere to drop is not a tier list.
      return rows.length > 1
        ? edit(
            state,
            rows.filter((r) => r.id !== action.rowId),
          )
        : state;
    case 'moveRow': {
      const from = rows.findIndex((r) => r.id === action.rowId);
      if (from < 0) return state;
      const to = Math.max(0, Math.min(action.toIndex, rows.length - 1));
      const next = [...rows];
      next.splice(to, 0, ...next.splice(from, 1));
      return edit(state, next);
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return { ...withRows(state, previous), past: state.past.slice(0, -1), future: [rows, ...state.future] };
    }
    case 'redo': {
      const next = state.future[0];
      if (!next) return state;
      return { ...withRows(state, next), past: [...state.past, rows], future: state.future.slice(1) };
    }
    case 'setFilter':
      return state.filter === action.filter ? state : { ...state, filter: action.filter };
    case 'newList':
      return addList(state, action.name ?? `Tier list ${state.lists.length + 1}`);
    case 'switchList':
      if (action.listId === state.activeId || !state.lists.some((l) => l.id === action.listId)) return state;
      return { ...state, activeId: action.listId, past: [], future: [] };
    case 'renameList': {
      const name = action.name.trim().slice(0, MAX_LIST_NAME);
      if (!name) return state;
      return { ...state, lists: state.lists.map((l) => (l.id === state.activeId ? { ...l, name } : l)) };
    }
    case 'deleteList': {
      const index = state.lists.findIndex((l) => l.id === state.activeId);
      const remaining = state.lists.filter((l) => l.id !== state.activeId);
      if (remaining.length === 0) return { ...initialState(), filter: state.filter };
      const activeId = remaining[Math.min(index, remaining.length - 1)]!.id;
      return { ...state, lists: remaining, activeId, past: [], future: [] };
    }
    case 'savedElsewhere': {
      // Another tab saved the lists: show them. This tab keeps the list it shows while that list still exists. Its
      // undo history refers to rows another tab may have changed, so it goes when the shown list's rows changed, and
      // always when the lists were removed (undoing would bring back what the other tab deleted).
      const lists = action.saved.lists;
      if (lists.length === 0) return state;
      const activeId = lists.some((l) => l.id === state.activeId) ? state.activeId : action.saved.activeId;
      const next = { ...state, lists, activeId };
      const kept = !action.removed && activeId === state.activeId && sameRows(rows, activeList(next).rows);
      return kept ? next : { ...next, past: [], future: [] };
    }
    case 'importList': {
      // A visitor who has never used the screen gets the shared list instead of an empty one beside it.
      const only = state.lists.length === 1 ? state.lists[0]! : undefined;
      if (only && only.name === DEFAULT_LIST_NAME && sameRows(only.rows, defaultRows())) {
        const name = action.name.trim().slice(0, MAX_LIST_NAME) || DEFAULT_LIST_NAME;
        return { ...state, lists: [{ id: only.id, name, rows: action.rows }], activeId: only.id, past: [], future: [] };
      }
      return addList(state, action.name, action.rows);
    }
  }
}
