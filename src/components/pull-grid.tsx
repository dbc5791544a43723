import { useVirtualizer } from '@tanstack/react-virtual';
import { formatCount } from './format';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { PullCard, type PullNumberStyle, type PullView } from './pull-card';
import './pull-grid.css';

const CARD_WIDTH = 112;
const CARD_HEIGHT = 150;
const GAP = 8;
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

/** A virtualised grid of pull cards: a bounded DOM whatever the count. */
export function PullGrid({
  count,
  getPull,
  label,
  numberStyle,
  isRainbow,
  onVisibleRange,
  pageSize = PULL_GRID_PAGE_SIZE,
}: PullGridProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [columns, setColumns] = useState(6);
  const [requestedPage, setRequestedPage] = useState(0);
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const page = Math.min(requestedPage, pages - 1);
  const pageStart = page * pageSize;
  const pageCount = Math.max(0, Math.min(pageSize, count - pageStart));

  useLayoutEffect(() => {
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

  const rowCount = Math.ceil(pageCount / columns);
  // The virtualiser's functions are only called during this component's render, never handed to memoised children.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CARD_HEIGHT + GAP,
    overscan: 3,
    initialRect: { width: 800, height: 600 },
  });
  const rows = virtualizer.getVirtualItems();
  const firstRow = rows[0]?.index ?? 0;
  const lastRow = rows[rows.length - 1]?.index ?? -1;

  useEffect(() => {
    if (!onVisibleRange || lastRow < 0) return;
    onVisibleRange(pageStart + firstRow * columns, pageStart + Math.min(pageCount, (lastRow + 1) * columns));
  }, [onVisibleRange, firstRow, lastRow, columns, pageCount, pageStart]);

  function goTo(next: number) {
    setRequestedPage(Math.max(0, Math.min(pages - 1, next)));
    scrollRef.current?.scrollTo?.({ top: 0 });
  }

  return (
    <div className="pull-grid-wrap">
      {pages > 1 && (
        <nav className="pull-grid-pager" aria-label={`${label}: pages`}>
          <button type="button" className="btn" onClick={() => goTo(0)} disabled={page === 0}>
            First page
          </button>
          <button type="button" className="btn" onClick={() => goTo(page - 1)} disabled={page === 0}>
            Previous page
          </button>
          <span className="pull-grid-page-info" aria-live="polite">
            Cards {formatCount(pageStart + 1)}–{formatCount(pageStart + pageCount)} of {formatCount(count)}
            <span className="visually-hidden">
              , page {page + 1} of {pages}
            </span>
          </span>
          <button type="button" className="btn" onClick={() => goTo(page + 1)} disabled={page === pages - 1}>
            Next page
          </button>
          <button type="button" className="btn" onClick={() => goTo(pages - 1)} disabled={page === pages - 1}>
            Last page
          </button>
        </nav>
      )}
      <div ref={scrollRef} className="pull-grid" tabIndex={0} role="region" aria-label={label} data-testid="pull-grid">
        <div role="list" className="pull-grid-inner" style={{ height: virtualizer.getTotalSize() }}>
          {rows.map((row) => {
            const start = pageStart + row.index * columns;
            const end = Math.min(pageStart + pageCount, start + columns);
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
          })}
        </div>
      </div>
    </div>
  );
}
