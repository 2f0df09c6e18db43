/**
 * The grid's two virtualizers (rows and columns on one scroll element), scaled row scrolling
 * past the browsers' element height limit (web/scroll-scale.ts), the pages the rows in view
 * need, and bringing the active cell into view.
 */
import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useReducer, useRef, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { GUTTER_WIDTH, HEADER_HEIGHT } from './grid-layout.js';
import type { GridStore } from './GridStore.js';
import {
  scaledScrollHooks,
  scrollBoxHeight,
  scrollHeightCap,
  scrollScaleFactor,
  scrollTopToShowRow,
  type ScrollScaleState,
} from './scroll-scale.js';
import type { ViewColumn } from '@plinth/sdk';
import { useTextDirection } from '@plinth/sdk/web';

export function useGridScroll(
  store: GridStore,
  scrollRef: RefObject<HTMLDivElement | null>,
  columns: ViewColumn[],
  widthOf: (c: ViewColumn) => number,
  rowHeight: number,
) {
  // The virtualizer works in virtual offsets, the element in scroll px; factor 1 below the cap.
  const scrollScale = useRef<ScrollScaleState>(null as unknown as ScrollScaleState);
  scrollScale.current ??= { factor: 1, scrollTop: 0 };
  const scaledHooks = useMemo(() => scaledScrollHooks(scrollScale.current), []);
  const rows = useVirtualizer({
    count: store.rowCount,
    observeElementOffset: scaledHooks.observeElementOffset,
    scrollToFn: scaledHooks.scrollToFn,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    paddingStart: HEADER_HEIGHT,
    // Rows beyond the view on each side: enough for keyboard moves and wheel steps; a fast flick
    // renders every frame anyway, so more would only be more work per frame.
    overscan: 2,
    // The rows for a scroll position are rendered in its scroll event (scroll events come once
    // per frame), so the frame painted at that position shows them: no frame of stale rows.
    useFlushSync: true,
    initialRect: { width: 1200, height: 800 },
  });
  // Right to left, the browser's scrollLeft runs from 0 to negative: the virtualizer reads it negated.
  const rtl = useTextDirection() === 'rtl';
  const cols = useVirtualizer({
    horizontal: true,
    isRtl: rtl,
    count: columns.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => widthOf(columns[i]!),
    paddingStart: GUTTER_WIDTH,
    overscan: 2,
    useFlushSync: true,
    initialRect: { width: 1200, height: 800 },
  });
  const columnKeys = columns.map((c) => `${c.key}:${widthOf(c)}`).join('|');
  useEffect(() => rows.measure(), [rowHeight, rows]);
  useEffect(() => cols.measure(), [columnKeys, cols]);

  const totalHeight = rows.getTotalSize();
  const viewportHeight = rows.scrollRect?.height ?? 800;
  const heightCap = scrollHeightCap();
  const scrollFactor = scrollScaleFactor(totalHeight, viewportHeight, heightCap);
  const boxHeight = scrollBoxHeight(totalHeight, heightCap);
  scrollScale.current.factor = scrollFactor;
  // Rows are placed at their virtual start moved by this, so they sit in the viewport where the
  // virtual offset puts them (the scroll px and the virtual offset differ only when scaled).
  const rowShift = scrollFactor === 1 ? 0 : scrollScale.current.scrollTop - (rows.scrollOffset ?? 0);
  // Scaled, a scroll that keeps the same rows in range must still move them: render it (in the
  // scroll event, as the virtualizer does) unless the virtualizer just did.
  const [, renderScroll] = useReducer((n: number) => n + 1, 0);
  const renderedScrollTop = scrollScale.current.scrollTop;
  scrollScale.current.afterScroll = () => {
    const scale = scrollScale.current;
    if (scale.factor !== 1 && scale.scrollTop !== renderedScrollTop) flushSync(renderScroll);
  };
  const rowItems = rows.getVirtualItems();
  const colItems = cols.getVirtualItems();
  const first = rowItems[0]?.index ?? 0;
  const last = rowItems[rowItems.length - 1]?.index ?? 0;
  useEffect(() => {
    if (store.firstPageLoaded) void store.ensureRange(first, last);
  }, [store, first, last, store.firstPageLoaded]);

  useScrollToActive(store, { rows, cols, scrollRef, scrollScale: scrollScale.current, rowHeight });

  return { rowItems, colItems, rowShift, boxHeight, scrollFactor, totalWidth: cols.getTotalSize() };
}

/** Brings the active cell into view when it changes. */
function useScrollToActive(
  store: GridStore,
  view: {
    rows: Virtualizer<HTMLDivElement, Element>;
    cols: Virtualizer<HTMLDivElement, Element>;
    scrollRef: RefObject<HTMLDivElement | null>;
    scrollScale: ScrollScaleState;
    rowHeight: number;
  },
) {
  const { rows, cols, scrollRef, scrollScale, rowHeight } = view;
  const active = store.active;
  useEffect(() => {
    if (!active) return;
    if (scrollScale.factor === 1) rows.scrollToIndex(active.row, { align: 'auto' });
    else {
      // Scaled: the virtualizer clamps its targets to the element's own scroll range (in scroll
      // px), which is shorter than the virtual one, so the row is brought into view here.
      const el = scrollRef.current;
      const scrollTop =
        el &&
        scrollTopToShowRow({
          rowStart: HEADER_HEIGHT + active.row * rowHeight,
          rowHeight,
          headerHeight: HEADER_HEIGHT,
          virtualOffset: rows.scrollOffset ?? 0,
          viewport: rows.scrollRect?.height ?? el.clientHeight,
          factor: scrollScale.factor,
          boxHeight: scrollBoxHeight(rows.getTotalSize(), scrollHeightCap()),
        });
      if (el && scrollTop !== null) el.scrollTop = scrollTop;
    }
    cols.scrollToIndex(active.col, { align: 'auto' });
  }, [active, rows, cols, rowHeight, scrollRef, scrollScale]);
}
