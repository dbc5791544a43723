import { describe, expect, it } from 'vitest';
import { paceRows, ROWS_PER_FRAME, type RowPlan } from '../../../src/components/pull-grid-pacing';

const COLUMNS = 6;

/** Rows 0..count-1 of a page, six cards each, read from `source`. */
function rows(count: number, source: unknown): RowPlan[] {
  return Array.from({ length: count }, (_, index) => ({
    key: index,
    index,
    start: index * 158,
    from: index * COLUMNS,
    to: (index + 1) * COLUMNS,
    source,
  }));
}

const drawnAs = (plans: readonly RowPlan[]) => new Map(plans.map((row) => [row.key, row]));
const indices = (plans: readonly RowPlan[]) => plans.map((row) => row.index);

describe('pacing the rows of a pull grid', () => {
  it('draws a few new rows a frame, those in view first, top to bottom', () => {
    const wanted = rows(9, 'history');
    const first = paceRows(wanted, new Map(), ROWS_PER_FRAME, { first: 3, last: 6 });
    expect(ROWS_PER_FRAME).toBe(3);
    expect(indices(first.rows)).toEqual([3, 4, 5]);
    expect(first.complete).toBe(false);
    // The next frame: the last row in view, then the nearest ones around the view.
    const second = paceRows(wanted, drawnAs(first.rows), ROWS_PER_FRAME, { first: 3, last: 6 });
    expect(indices(second.rows)).toEqual([2, 3, 4, 5, 6, 7]);
  });

  it('keeps rows drawn exactly so at no cost, and redraws rows whose cards changed within the budget', () => {
    const shown = rows(8, 'all cards');
    const same = paceRows(rows(8, 'all cards'), drawnAs(shown), ROWS_PER_FRAME, { first: 0, last: 3 });
    expect(indices(same.rows)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(same.complete).toBe(true);

    const filtered = paceRows(rows(8, 'only SSR and ML'), drawnAs(shown), ROWS_PER_FRAME, { first: 0, last: 3 });
    expect(indices(filtered.rows)).toEqual([0, 1, 2]);
    expect(filtered.rows.every((row) => row.source === 'only SSR and ML')).toBe(true);
  });

  it('has every row drawn after as many frames as the budget needs', () => {
    const wanted = rows(8, 'page 2');
    let drawn = new Map<RowPlan['key'], RowPlan>();
    let frames = 0;
    for (let complete = false; !complete; frames++) {
      const paced = paceRows(wanted, drawn, ROWS_PER_FRAME, { first: 0, last: 3 });
      drawn = drawnAs(paced.rows);
      complete = paced.complete;
    }
    expect(frames).toBe(Math.ceil(8 / ROWS_PER_FRAME));
    expect(indices([...drawn.values()])).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
});
