import { useLingui } from '@lingui/react/macro';
import { memo, useMemo } from 'react';
import { PullCard, type PullNumberStyle, type PullView } from './pull-card';
import { sameRow, usePacedRows, type RowPlan } from './pull-grid-pacing';

export const CARD_WIDTH = 112;
export const CARD_HEIGHT = 150;
export const GAP = 8;

/** Where a grid's cards come from; a new object exactly when any of it changes. */
export interface CardSource {
  /** Cards in the whole grid, for each card's position in the list. */
  readonly count: number;
  readonly getPull: (index: number) => PullView | undefined;
  readonly numberStyle?: PullNumberStyle;
  readonly isRainbow?: (pull: PullView) => boolean;
}

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
  readonly source: CardSource;
  /** The first and last row index in view (the others are the virtualiser's overscan). */
  readonly view: { readonly first: number; readonly last: number };
}

export const EMPTY_WINDOW: GridWindow = {
  rows: [],
  columns: 1,
  pageStart: 0,
  pageEnd: 0,
  source: { count: 0, getPull: () => undefined },
  view: { first: 0, last: -1 },
};

/** A card still being read; it alone follows the language, the row around it need not. */
function LoadingCard() {
  const { t } = useLingui();
  return <div className="pull-card-loading" aria-label={t`Loading`} />;
}

const GridRow = memo(
  function GridRow({ plan }: { plan: RowPlan & { readonly source: CardSource } }) {
    const { getPull, count, numberStyle, isRainbow } = plan.source;
    const cells = [];
    for (let i = plan.from; i < plan.to; i++) {
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
            <LoadingCard />
          )}
        </div>,
      );
    }
    return (
      <div
        className="pull-grid-row"
        style={{ transform: `translateY(${plan.start}px)`, gap: GAP }}
        data-index={plan.index}
      >
        {cells}
      </div>
    );
  },
  (before, after) => sameRow(before.plan, after.plan),
);

/**
 * The list of cards, `height` tall. The grid hands the window over as a deferred value, so a page of new cards is
 * rendered at transition priority, in slices between which the browser stays responsive; and new rows are committed
 * a few per frame (visible ones first), so no frame has to lay out and paint a whole screen of cards. The list is
 * `aria-busy` until every row in the window is drawn.
 */
export const GridRows = memo(function GridRows({ window, height }: { window: GridWindow; height: number }) {
  const wanted = useMemo(
    () =>
      window.rows.map((row) => {
        const from = window.pageStart + row.index * window.columns;
        return {
          key: row.key,
          index: row.index,
          start: row.start,
          from,
          to: Math.min(window.pageEnd, from + window.columns),
          source: window.source,
        };
      }),
    [window],
  );
  const paced = usePacedRows(wanted, window.view);
  const rows = paced.rows as readonly (RowPlan & { readonly source: CardSource })[];
  return (
    <div role="list" className="pull-grid-inner" style={{ height }} aria-busy={paced.complete ? undefined : true}>
      {rows.map((plan) => (
        <GridRow key={plan.key} plan={plan} />
      ))}
    </div>
  );
});
