import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, useState, type ReactNode, type RefObject } from 'react';

interface VirtualRowsProps {
  /** The element that scrolls (the rows' list sits inside it). */
  scroller: RefObject<HTMLElement | null>;
  count: number;
  getKey: (index: number) => string;
  /** A row's height in px: exact unless `measured`, then the estimate until it is drawn. */
  rowSize: number;
  /**
   * Rows of varying height (the list's tags wrap) are measured once drawn; each measurement is
   * a layout pass, so the board's fixed-height cards leave it off (ADR 056, board addendum).
   */
  measured?: boolean;
  /** The scroller's height before it is laid out, so the first render already draws what fills it. */
  initialHeight: () => number;
  overscan: number;
  /** A row kept drawn even out of sight (dnd-kit loses a dragged card whose element goes away). */
  keepIndex?: number;
  rowClassName: string;
  /** aria-label or aria-labelledby of the list. */
  label: { 'aria-label': string } | { 'aria-labelledby': string };
  children: (index: number) => ReactNode;
}

/**
 * A virtualised list (the board's columns, the list view): only the rows in sight, and a few
 * around them, are in the DOM. Each row says its place in the whole list (aria-setsize,
 * aria-posinset), since a screen reader only sees the drawn ones.
 */
export function VirtualRows(props: VirtualRowsProps) {
  const { scroller, count, getKey, rowSize, measured, initialHeight, overscan, keepIndex = -1, rowClassName, label, children } = props;
  // The first frame draws only the rows in sight; the ones around them (for scrolling) come
  // right after it is painted, so a long list appears sooner (ADR 056, board addendum).
  const [painted, setPainted] = useState(false);
  useEffect(() => setPainted(true), []);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const rows = defaultRangeExtractor(range);
      return keepIndex < 0 || rows.includes(keepIndex) ? rows : [...rows, keepIndex].sort((a, b) => a - b);
    },
    [keepIndex],
  );
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowSize,
    getItemKey: getKey,
    rangeExtractor,
    overscan: painted ? overscan : 0,
    initialRect: { width: 0, height: initialHeight() },
  });
  return (
    <div role="list" {...label} className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          role="listitem"
          aria-setsize={count}
          aria-posinset={row.index + 1}
          data-index={row.index}
          ref={measured ? virtualizer.measureElement : undefined}
          className={rowClassName}
          style={{ transform: `translateY(${row.start}px)`, height: measured ? undefined : rowSize }}
        >
          {children(row.index)}
        </div>
      ))}
    </div>
  );
}
