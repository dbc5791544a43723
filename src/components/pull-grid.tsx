import { Trans, useLingui } from '@lingui/react/macro';
import { useVirtualizer } from '@tanstack/react-virtual';
import { formatCount } from '../storage/format';
import { useDeferredValue, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import type { PullNumberStyle, PullView } from './pull-card';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  EMPTY_WINDOW,
  GAP,
  GridRows,
  type CardSource,
  type GridWindow,
} from './pull-grid-rows';
import './pull-grid.css';
/**
 * Cards per page. Browsers cap an element's height (about 17.9 million px in Firefox) and the virtualiser keeps a
 * little state per row, so tens of millions of cards are split into pages that each scroll natively.
 */
export const PULL_GRID_PAGE_SIZE = 50_000;

interface PullGridProps {
  /** How many cards the grid holds; any number, only the visible rows are in the DOM. */
  count: number;
  /** The card at a display position, or undefined while it is still being read. */
  getPull: (index: number) => PullView | undefined;
  label: string;
  numberStyle?: PullNumberStyle;
  isRainbow?: (pull: PullView) => boolean;
  /** Told which display positions are (nearly) visible, so data can be read on demand. */
  onVisibleRange?: (start: number, endExclusive: number) => void;
  /** Cards per page; the default suits any count. */
  pageSize?: number;
}

function columnsFor(width: number): number {
  return Math.max(1, Math.floor((width + GAP) / (CARD_WIDTH + GAP)));
}

/** The width `columns` cards take, gaps between them included. */
function spanOf(columns: number): number {
  return columns * (CARD_WIDTH + GAP) - GAP;
}

/**
 * A virtualised grid of pull cards: a bounded DOM whatever the count. The cards are drawn from a deferred copy of
 * what is in view, so a page of new cards (a page turned, a chunk of history read, the first cards of a screen) is
 * rendered in slices at transition priority, never as one long task; the grid's frame and pager answer at once.
 * Meanwhile the grid is `aria-busy`, as its list is while new rows are drawn a few a frame: the cards in it still
 * belong to what was asked for before. So it is before its first cards, until it has been measured.
 */
export function PullGrid({
  count,
  getPull,
  label,
  numberStyle,
  isRainbow,
  onVisibleRange,
  pageSize = PULL_GRID_PAGE_SIZE,
}: PullGridProps) {
  const { t } = useLingui();
  const scrollRef = useRef<HTMLDivElement>(null);
  // Unknown until the grid is measured: no card is drawn for a column count about to change.
  const [columns, setColumns] = useState<number | null>(null);
  const [requestedPage, setRequestedPage] = useState(0);
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const page = Math.min(requestedPage, pages - 1);
  const pageStart = page * pageSize;
  const pageCount = Math.max(0, Math.min(pageSize, count - pageStart));

  // Measured once the page is laid out and drawn: measuring while React commits forced a layout of the whole page
  // into that task, and the cards the measure asks for then rendered synchronously in it too (60-70 ms on a phone).
  useEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const measure = () => {
      if (el.clientWidth > 0) setColumns(columnsFor(el.clientWidth - 16));
    };
    measure();
    // Test environments without ResizeObserver keep the first measurement.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const rowCount = columns === null ? 0 : Math.ceil(pageCount / columns);
  // The virtualiser's functions are only called during this component's render, never handed to memoised children.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CARD_HEIGHT + GAP,
    // One row beyond the view each way is enough for a scroll step; every row drawn is redrawn on each press (the
    // newest pull comes first, so a batch moves every card), and three rows more cost Pull x10 about 5 ms at p95.
    overscan: 1,
    initialRect: { width: 800, height: 600 },
  });
  const rows = virtualizer.getVirtualItems();
  const firstRow = rows[0]?.index ?? 0;
  const lastRow = rows[rows.length - 1]?.index ?? -1;

  const source = useMemo<CardSource>(
    () => ({ count, getPull, numberStyle, isRainbow }),
    [count, getPull, numberStyle, isRainbow],
  );
  // The rows in view, without the virtualiser's overscan: they are drawn first.
  const viewTop = virtualizer.scrollOffset ?? 0;
  const viewBottom = viewTop + (virtualizer.scrollRect?.height ?? 0);
  const rowSize = CARD_HEIGHT + GAP;
  const firstInView = Math.floor(viewTop / rowSize);
  const lastInView = Math.max(firstInView, Math.ceil(viewBottom / rowSize) - 1);
  const cardWindow = useMemo<GridWindow>(
    () =>
      columns === null
        ? EMPTY_WINDOW
        : {
            rows,
            columns,
            pageStart,
            pageEnd: pageStart + pageCount,
            source,
            view: { first: firstInView, last: lastInView },
          },
    [rows, columns, pageStart, pageCount, source, firstInView, lastInView],
  );
  const shownWindow = useDeferredValue(cardWindow, EMPTY_WINDOW);
  // Until the deferred copy catches up (a filter changed, a page turned), the cards drawn are the old ones.
  const catchingUp = shownWindow !== cardWindow;

  useEffect(() => {
    if (!onVisibleRange || lastRow < 0 || columns === null) return;
    onVisibleRange(pageStart + firstRow * columns, pageStart + Math.min(pageCount, (lastRow + 1) * columns));
  }, [onVisibleRange, firstRow, lastRow, columns, pageCount, pageStart]);

  function goTo(next: number) {
    setRequestedPage(Math.max(0, Math.min(pages - 1, next)));
    scrollRef.current?.scrollTo?.({ top: 0 });
  }

  return (
    <div className="pull-grid-wrap">
      {pages > 1 && (
        <nav className="pull-grid-pager" aria-label={t`${label}: pages`}>
          <button type="button" className="btn" onClick={() => goTo(0)} disabled={page === 0}>
            <Trans>First page</Trans>
          </button>
          <button type="button" className="btn" onClick={() => goTo(page - 1)} disabled={page === 0}>
            <Trans>Previous page</Trans>
          </button>
          <PageInfo first={pageStart + 1} last={pageStart + pageCount} count={count} page={page + 1} pages={pages} />
          <button type="button" className="btn" onClick={() => goTo(page + 1)} disabled={page === pages - 1}>
            <Trans>Next page</Trans>
          </button>
          <button type="button" className="btn" onClick={() => goTo(pages - 1)} disabled={page === pages - 1}>
            <Trans>Last page</Trans>
          </button>
        </nav>
      )}
      <div
        ref={scrollRef}
        className="pull-grid"
        tabIndex={0}
        role="region"
        aria-label={label}
        data-testid="pull-grid"
        aria-busy={catchingUp || (columns === null && pageCount > 0) ? true : undefined}
        // The columns' span, which the rows are centred on: what is left of the width goes to both sides evenly.
        style={columns === null ? undefined : ({ '--pull-grid-span': `${spanOf(columns)}px` } as CSSProperties)}
      >
        <GridRows window={shownWindow} height={virtualizer.getTotalSize()} />
      </div>
    </div>
  );
}

/** Which cards the page holds, and (for screen readers) which page it is. */
function PageInfo({ first, last, count, page, pages }: Record<'first' | 'last' | 'count' | 'page' | 'pages', number>) {
  const [from, to, of] = [formatCount(first), formatCount(last), formatCount(count)];
  const [current, total] = [formatCount(page), formatCount(pages)];
  return (
    <span className="pull-grid-page-info" aria-live="polite">
      <Trans>
        Cards {from}–{to} of {of}
      </Trans>
      <span className="visually-hidden">
        <Trans comment="Read out after the cards shown (Cards 1–50,000 of 120,000), so it begins with a comma.">
          , page {current} of {total}
        </Trans>
      </span>
    </span>
  );
}
