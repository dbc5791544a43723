import { memo } from 'react';
import { PullCard, type PullNumberStyle, type PullView } from './pull-card';

export const CARD_WIDTH = 112;
export const CARD_HEIGHT = 150;
export const GAP = 8;

/** One row the virtualiser placed: which row of the page, and how far down it starts. */
export interface PlacedRow {
  readonly index: number;
  readonly start: number;
  readonly key: string | number | bigint;
}

/** Everything the rows of cards are drawn from: the virtualiser's rows and the data behind them. */
export interface GridWindow {
  readonly rows: readonly PlacedRow[];
  readonly columns: number;
  /** Display positions [pageStart, pageEnd) are on the current page. */
  readonly pageStart: number;
  readonly pageEnd: number;
  /** Cards in the whole grid, for each card's position in the list. */
  readonly count: number;
  readonly getPull: (index: number) => PullView | undefined;
  readonly numberStyle?: PullNumberStyle;
  readonly isRainbow?: (pull: PullView) => boolean;
}

export const EMPTY_WINDOW: GridWindow = {
  rows: [],
  columns: 1,
  pageStart: 0,
  pageEnd: 0,
  count: 0,
  getPull: () => undefined,
};

/**
 * The rows of cards. Memoised on the window, which the grid hands over as a deferred value: a page of new cards is
 * then rendered at transition priority, in slices between which the browser stays responsive, instead of in one
 * long task.
 */
export const GridRows = memo(function GridRows({ window }: { window: GridWindow }) {
  const { rows, columns, pageStart, pageEnd, count, getPull, numberStyle, isRainbow } = window;
  return rows.map((row) => {
    const start = pageStart + row.index * columns;
    const end = Math.min(pageEnd, start + columns);
    const cells = [];
    for (let i = start; i < end; i++) {
      const pull = getPull(i);
      cells.push(
        <div
          key={i}
          role="listitem"
          aria-setsize={count}
          aria-posinset={i + 1}
          className="pull-grid-cell"
          style={{ width: CARD_WIDTH, height: CARD_HEIGHT }}
        >
          {pull ? (
            <PullCard pull={pull} numberStyle={numberStyle} rainbow={isRainbow?.(pull) ?? false} />
          ) : (
            <div className="pull-card-loading" aria-label="Loading" />
          )}
        </div>,
      );
    }
    return (
      <div
        key={row.key}
        className="pull-grid-row"
        style={{ transform: `translateY(${row.start}px)`, gap: GAP }}
        data-index={row.index}
      >
        {cells}
      </div>
    );
  });
});
