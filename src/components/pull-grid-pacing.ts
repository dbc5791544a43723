import { startTransition, useEffect, useState } from 'react';

/**
 * How many rows of new cards a pull grid draws per frame. Laying out and painting a card (its portrait is an SVG
 * document of its own) costs the browser a fraction of a millisecond to a millisecond on a busy machine; a whole
 * screen of new cards at once (a page turned, a filter changed, a chunk of history read) was one long frame. A few
 * rows a frame keeps every frame short; the rows in view come first.
 */
export const ROWS_PER_FRAME = 3;

/** One row as the grid would draw it: where it sits, which display positions it holds, and where they come from. */
export interface RowPlan {
  readonly key: string | number | bigint;
  readonly index: number;
  readonly start: number;
  /** Display positions [from, to). */
  readonly from: number;
  readonly to: number;
  /** What the cards are read from: a row drawn from the same source and positions needs no new drawing. */
  readonly source: unknown;
}

export interface PacedRows {
  /** The rows to draw now, in the order given; rows not yet drawn are left out (their place stays empty). */
  readonly rows: readonly RowPlan[];
  /** True when every wanted row is drawn. */
  readonly complete: boolean;
}

/** Whether two plans draw the same row: then the drawn one stands. */
export const sameRow = (a: RowPlan, b: RowPlan) =>
  a.index === b.index && a.start === b.start && a.from === b.from && a.to === b.to && a.source === b.source;

/** Distance of a row from the rows in view (0 for a row in view), so the visible ones are drawn first. */
function distance(row: RowPlan, view: { readonly first: number; readonly last: number }): number {
  if (row.index < view.first) return view.first - row.index;
  if (row.index > view.last) return row.index - view.last;
  return 0;
}

/**
 * Which of the `wanted` rows to draw: every row already drawn exactly so (in `drawn`), plus at most `budget` others,
 * nearest the rows in view (`view`: first and last row index in view) first.
 */
export function paceRows(
  wanted: readonly RowPlan[],
  drawn: ReadonlyMap<RowPlan['key'], RowPlan>,
  budget: number,
  view: { readonly first: number; readonly last: number },
): PacedRows {
  const chosen = new Set<RowPlan>();
  const fresh: RowPlan[] = [];
  for (const row of wanted) {
    const before = drawn.get(row.key);
    if (before && sameRow(before, row)) chosen.add(row);
    else fresh.push(row);
  }
  fresh.sort((a, b) => distance(a, view) - distance(b, view) || a.index - b.index);
  for (const row of fresh.slice(0, Math.max(0, budget))) chosen.add(row);
  return { rows: wanted.filter((row) => chosen.has(row)), complete: chosen.size === wanted.length };
}

function nextFrame(callback: () => void): () => void {
  if (typeof requestAnimationFrame === 'function') {
    const id = requestAnimationFrame(callback);
    return () => cancelAnimationFrame(id);
  }
  const id = setTimeout(callback, 16);
  return () => clearTimeout(id);
}

interface PacingState {
  readonly wanted: readonly RowPlan[];
  /** What was on screen when `wanted` arrived. */
  readonly drawn: ReadonlyMap<RowPlan['key'], RowPlan>;
  readonly budget: number;
}

const NOTHING_DRAWN: ReadonlyMap<RowPlan['key'], RowPlan> = new Map();

/**
 * The rows to draw now for `wanted` (a new array whenever the rows or their data change): unchanged rows at once,
 * new ones ROWS_PER_FRAME a frame until all are drawn (`complete`).
 */
export function usePacedRows(
  wanted: readonly RowPlan[],
  view: { readonly first: number; readonly last: number },
): PacedRows {
  const [state, setState] = useState<PacingState>({ wanted, drawn: NOTHING_DRAWN, budget: ROWS_PER_FRAME });
  let current = state;
  if (state.wanted !== wanted) {
    // New rows wanted: start pacing from what is on screen now (React's way of adjusting state to new props).
    const onScreen = paceRows(state.wanted, state.drawn, state.budget, view).rows;
    current = { wanted, drawn: new Map(onScreen.map((row) => [row.key, row])), budget: ROWS_PER_FRAME };
    setState(current);
  }
  const paced = paceRows(current.wanted, current.drawn, current.budget, view);
  const complete = paced.complete;
  useEffect(() => {
    if (complete) return;
    // At transition priority, so the next rows' cards are rendered in slices too.
    return nextFrame(() => startTransition(() => setState((s) => ({ ...s, budget: s.budget + ROWS_PER_FRAME }))));
  }, [complete, current]);
  return paced;
}
