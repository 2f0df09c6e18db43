/**
 * One lane: its own rows, paged from the REST list under the lane's where (a lane of 100,000
 * cards loads a page at a time as it scrolls), its count, a drop target for cards, and its
 * header's actions (add a card, collapse, hide, move left / right). Cards are virtualised.
 */
import { rowKey, type ColumnMeta, type Row, type ViewColumn } from '@plinth/sdk';
import { RowCard, rowCardHeight, usePagedRows, useTextDirection, type PagedRows, type RowsApi } from '@plinth/sdk/web';
import { Button, Spinner } from '@primer/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState, type CSSProperties } from 'react';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const LANE_PX = 280;
const GAP_PX = 8;

export interface LaneProps {
  lane: string;
  label: string;
  rows: RowsApi;
  query: { where: string; sort?: string };
  pk: readonly Pick<ColumnMeta, 'cn' | '_cn'>[];
  parts: { fields: ViewColumn[]; titleColumn?: ViewColumn; coverColumn?: ViewColumn };
  coverFit: 'cover' | 'contain';
  collapsed: boolean;
  readOnly: boolean;
  canAdd: boolean;
  isFirst: boolean;
  isLast: boolean;
  /** Hands the lane's rows to the board (moves, live reloads), and null when it goes. */
  register(lane: string, paged: PagedRows | null): void;
  onOpen(row: Row): void;
  onAdd(): void;
  onDragCard(row: Row): void;
  onDrop(): void;
  onToggleCollapse(): void;
  onHide(): void;
  onMove(step: -1 | 1): void;
  t: Translate;
}

const laneStyle: CSSProperties = {
  flex: 'none',
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  background: 'var(--bgColor-muted, #f6f8fa)',
  border: '1px solid var(--borderColor-muted, #d8dee4)',
  borderRadius: 8,
};

export function KanbanLane(props: LaneProps) {
  const { lane, label, rows, query, pk, parts, collapsed, readOnly, t } = props;
  const paged = usePagedRows(rows, query, 50);
  const { register } = props;
  useEffect(() => {
    register(lane, paged);
  }, [register, lane, paged]);
  useEffect(() => () => register(lane, null), [register, lane]);
  const [over, setOver] = useState(false);
  const drop = readOnly
    ? {}
    : {
        onDragOver: (e: React.DragEvent) => {
          e.preventDefault();
          setOver(true);
        },
        onDragLeave: () => setOver(false),
        onDrop: (e: React.DragEvent) => {
          e.preventDefault();
          setOver(false);
          props.onDrop();
        },
      };
  const count = paged.total ?? (paged.done ? paged.rows.length : null);
  return (
    <section
      aria-label={label}
      data-testid={`kanban-lane-${lane}`}
      {...drop}
      style={{
        ...laneStyle,
        width: collapsed ? 44 : LANE_PX,
        outline: over ? '2px solid var(--borderColor-accent-emphasis, #0969da)' : undefined,
      }}
    >
      <LaneHeader {...props} count={count} />
      {!collapsed && (
        <LaneCards
          paged={paged}
          pk={pk}
          parts={parts}
          coverFit={props.coverFit}
          readOnly={readOnly}
          lane={label}
          onOpen={props.onOpen}
          onDragCard={props.onDragCard}
          t={t}
        />
      )}
    </section>
  );
}

function LaneHeader({
  label,
  count,
  collapsed,
  readOnly,
  canAdd,
  isFirst,
  isLast,
  onAdd,
  onToggleCollapse,
  onHide,
  onMove,
  t,
}: LaneProps & { count: number | null }) {
  const small = { size: 'small' as const, variant: 'invisible' as const };
  // The arrows move the lane the way they point: right to left, the earlier lane is on the right.
  const rtl = useTextDirection() === 'rtl';
  return (
    <header style={{ display: 'flex', flexDirection: collapsed ? 'column' : 'row', alignItems: 'center', gap: 4, padding: 6 }}>
      <Button {...small} aria-label={t(collapsed ? 'lane.expand' : 'lane.collapse', { lane: label })} onClick={onToggleCollapse}>
        {collapsed ? (rtl ? '◂' : '▸') : '▾'}
      </Button>
      <strong
        style={collapsed ? { writingMode: 'vertical-rl' } : { flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {label}
      </strong>
      {count !== null && (
        <span data-testid="lane-count" style={{ color: 'var(--fgColor-muted, #59636e)', fontSize: 12 }}>
          {t('lane.count', { count })}
        </span>
      )}
      {!collapsed && (
        <>
          {canAdd && !readOnly && (
            <Button {...small} aria-label={t('lane.add', { lane: label })} onClick={onAdd}>
              +
            </Button>
          )}
          {!readOnly && (
            <>
              <Button
                {...small}
                aria-label={t('lane.left', { lane: label })}
                disabled={rtl ? isLast : isFirst}
                onClick={() => onMove(rtl ? 1 : -1)}
              >
                ←
              </Button>
              <Button
                {...small}
                aria-label={t('lane.right', { lane: label })}
                disabled={rtl ? isFirst : isLast}
                onClick={() => onMove(rtl ? -1 : 1)}
              >
                →
              </Button>
              <Button {...small} aria-label={t('lane.hide', { lane: label })} onClick={onHide}>
                ×
              </Button>
            </>
          )}
        </>
      )}
    </header>
  );
}

interface LaneCardsProps {
  paged: PagedRows;
  pk: readonly Pick<ColumnMeta, 'cn' | '_cn'>[];
  parts: LaneProps['parts'];
  coverFit: 'cover' | 'contain';
  readOnly: boolean;
  lane: string;
  onOpen(row: Row): void;
  onDragCard(row: Row): void;
  t: Translate;
}

function LaneCards({ paged, pk, parts, coverFit, readOnly, lane, onOpen, onDragCard, t }: LaneCardsProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const cardHeight = rowCardHeight(parts.fields.length, Boolean(parts.coverColumn));
  const virtualizer = useVirtualizer({
    count: paged.rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => cardHeight + GAP_PX,
    overscan: 4,
  });
  useEffect(() => virtualizer.measure(), [virtualizer, cardHeight]);
  const items = virtualizer.getVirtualItems();
  const last = items[items.length - 1]?.index ?? -1;
  const { loadMore, done, loading } = paged;
  useEffect(() => {
    if (!done && !loading && last >= paged.rows.length - 5) loadMore();
  }, [last, paged.rows.length, done, loading, loadMore]);
  return (
    <div
      ref={scroller}
      role="list"
      aria-label={t('lane.cards', { lane })}
      style={{ flex: 1, minHeight: 0, overflow: 'auto', padding: `0 ${GAP_PX}px ${GAP_PX}px` }}
    >
      {paged.error && <p role="alert">{paged.error}</p>}
      {done && !paged.rows.length && <p style={{ color: 'var(--fgColor-muted, #59636e)', textAlign: 'center' }}>{t('lane.empty')}</p>}
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {items.map((item) => {
          const row = paged.rows[item.index]!;
          const id = rowKey(pk, row);
          return (
            <div role="listitem" key={id} style={{ position: 'absolute', top: item.start, left: 0, right: 0 }}>
              <RowCard
                row={row}
                fields={parts.fields}
                titleColumn={parts.titleColumn}
                coverColumn={parts.coverColumn}
                coverFit={coverFit}
                onOpen={() => onOpen(row)}
                onDragStart={
                  readOnly
                    ? undefined
                    : (e) => {
                        e.dataTransfer.effectAllowed = 'move';
                        e.dataTransfer.setData('text/plain', id);
                        onDragCard(row);
                      }
                }
                testId={`kanban-card-${id}`}
                t={t}
              />
            </div>
          );
        })}
      </div>
      {loading && (
        <p style={{ textAlign: 'center' }}>
          <Spinner size="small" /> {t('lane.loading')}
        </p>
      )}
    </div>
  );
}
