/**
 * The cards, virtualised by rows of cards: as many columns as fit the width (cards at least
 * 240 px wide), every card the same height (`rowCardHeight`), so only the rows in view (and a few
 * around) are in the DOM however far the user scrolls. Nearing the end asks for the next page.
 */
import type { Row, ViewColumn } from '@plinth/sdk';
import { RowCard, rowCardHeight, type PagedRows } from '@plinth/sdk/web';
import { Spinner } from '@primer/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

const MIN_CARD_PX = 240;
const GAP_PX = 16;

export interface GalleryCardsProps {
  paged: PagedRows;
  parts: { fields: ViewColumn[]; titleColumn?: ViewColumn; coverColumn?: ViewColumn };
  coverFit: 'cover' | 'contain';
  idOf(row: Row): string;
  onOpen(row: Row): void;
  t(key: string, options?: Record<string, unknown>): string;
}

/** The width of the element, followed as it resizes. */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

export function GalleryCards({ paged, parts, coverFit, idOf, onOpen, t }: GalleryCardsProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const width = useWidth(scroller);
  const perRow = Math.max(1, Math.floor((width - GAP_PX + GAP_PX) / (MIN_CARD_PX + GAP_PX)));
  const cardHeight = rowCardHeight(parts.fields.length, Boolean(parts.coverColumn));
  const lines = Math.ceil(paged.rows.length / perRow);
  const virtualizer = useVirtualizer({
    count: lines,
    getScrollElement: () => scroller.current,
    estimateSize: () => cardHeight + GAP_PX,
    overscan: 3,
  });
  useEffect(() => virtualizer.measure(), [virtualizer, cardHeight, perRow]);
  const items = virtualizer.getVirtualItems();
  const lastLine = items[items.length - 1]?.index ?? -1;
  const { loadMore, done, loading } = paged;
  // The next page when the last rows of cards come into view (or the first page did not fill it).
  useEffect(() => {
    if (!done && !loading && lastLine >= lines - 4) loadMore();
  }, [lastLine, lines, done, loading, loadMore]);

  return (
    <div ref={scroller} role="list" aria-label={t('gallery.cards')} style={{ flex: 1, minHeight: 0, overflow: 'auto', padding: GAP_PX }}>
      {!paged.rows.length && done && <p>{t('gallery.empty')}</p>}
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {items.map((line) => (
          <div
            key={line.key}
            style={{
              position: 'absolute',
              top: line.start,
              left: 0,
              right: 0,
              display: 'grid',
              gridTemplateColumns: `repeat(${perRow}, minmax(0, 1fr))`,
              gap: GAP_PX,
            }}
          >
            {paged.rows.slice(line.index * perRow, line.index * perRow + perRow).map((row) => {
              const id = idOf(row);
              return (
                <div role="listitem" key={id}>
                  <RowCard
                    row={row}
                    fields={parts.fields}
                    titleColumn={parts.titleColumn}
                    coverColumn={parts.coverColumn}
                    coverFit={coverFit}
                    onOpen={() => onOpen(row)}
                    testId={`gallery-card-${id}`}
                    t={t}
                  />
                </div>
              );
            })}
          </div>
        ))}
      </div>
      {loading && (
        <p>
          <Spinner size="small" /> {t('gallery.loading')}
        </p>
      )}
    </div>
  );
}
