import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { PullCard, type PullNumberStyle, type PullView } from './pull-card';
import './pull-grid.css';

const CARD_WIDTH = 112;
const CARD_HEIGHT = 150;
const GAP = 8;

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
}

function columnsFor(width: number): number {
  return Math.max(1, Math.floor((width + GAP) / (CARD_WIDTH + GAP)));
}

/** A virtualised grid of pull cards: a bounded DOM whatever the count. */
export function PullGrid({ count, getPull, label, numberStyle, isRainbow, onVisibleRange }: PullGridProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [columns, setColumns] = useState(6);

  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const measure = () => {
      if (el.clientWidth > 0) setColumns(columnsFor(el.clientWidth - 16));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const rowCount = Math.ceil(count / columns);
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
    onVisibleRange(firstRow * columns, Math.min(count, (lastRow + 1) * columns));
  }, [onVisibleRange, firstRow, lastRow, columns, count]);

  return (
    <div ref={scrollRef} className="pull-grid" tabIndex={0} role="region" aria-label={label} data-testid="pull-grid">
      <div role="list" className="pull-grid-inner" style={{ height: virtualizer.getTotalSize() }}>
        {rows.map((row) => {
          const start = row.index * columns;
          const end = Math.min(count, start + columns);
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
  );
}
