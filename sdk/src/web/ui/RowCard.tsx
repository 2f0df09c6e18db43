/**
 * A row as a card (gallery, kanban): a cover image from an attachment column, the row's name,
 * the view's fields under it, each with its type icon and the SDK's display. A fixed height per
 * view (`rowCardHeight`), so lists of cards can be virtualised.
 */
import type { CSSProperties, DragEvent } from 'react';
import { attachments, type Row } from '../../cell-values.js';
import { displayColumnKey, type ViewColumn } from '../../view-columns.js';
import { shownColumns, type CardSettings, type ViewFieldSettings } from '../../view-settings.js';
import { isImageAttachment } from '../cell-display.js';
import { useCellFormat } from '../use-cell-format.js';
import { CellValue } from './CellValue.js';
import { UidtIcon } from './UidtIcon.js';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const COVER_PX = 140;
const TITLE_PX = 28;
const FIELD_PX = 40;
const PADDING_PX = 20;

/** The height of every card of a view with `fields` fields (and a cover when `cover`). */
export function rowCardHeight(fields: number, cover: boolean): number {
  return (cover ? COVER_PX : 0) + TITLE_PX + fields * FIELD_PX + PADDING_PX;
}

export interface RowCardProps {
  row: Row;
  /** The fields under the title, in order. */
  fields: readonly ViewColumn[];
  titleColumn?: ViewColumn;
  coverColumn?: ViewColumn;
  /** How the cover image fills its box (default `cover`: cropped to fill). */
  coverFit?: 'cover' | 'contain';
  onOpen(): void;
  t: Translate;
  testId?: string;
  /** Dragging the card (kanban lanes); absent: not draggable. */
  onDragStart?(e: DragEvent<HTMLElement>): void;
  style?: CSSProperties;
}

const card: CSSProperties = {
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  background: 'var(--bgColor-default, #fff)',
  border: '1px solid var(--borderColor-default, #d0d7de)',
  borderRadius: 8,
  boxShadow: '0 1px 2px rgba(31,35,40,0.08)',
  cursor: 'pointer',
  textAlign: 'start',
  padding: 0,
  font: 'inherit',
  color: 'inherit',
};

export function RowCard({
  row,
  fields,
  titleColumn,
  coverColumn,
  coverFit = 'cover',
  onOpen,
  t,
  testId,
  onDragStart,
  style,
}: RowCardProps) {
  const cover = coverColumn ? attachments(row[coverColumn.key]).find((a) => isImageAttachment(a) && a.url) : undefined;
  const format = useCellFormat();
  const title = titleColumn ? format.text(titleColumn, row[titleColumn.key]) : '';
  return (
    <article
      role="button"
      tabIndex={0}
      aria-label={title || undefined}
      data-testid={testId}
      draggable={Boolean(onDragStart)}
      onDragStart={onDragStart}
      onClick={onOpen}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onOpen();
        }
      }}
      style={{ ...card, height: rowCardHeight(fields.length, Boolean(coverColumn)), ...style }}
    >
      {coverColumn && (
        <div
          style={{
            height: COVER_PX,
            flex: 'none',
            background: 'var(--bgColor-muted, #f6f8fa)',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          {cover && (
            <img src={cover.url} alt="" loading="lazy" decoding="async" style={{ width: '100%', height: '100%', objectFit: coverFit }} />
          )}
        </div>
      )}
      <div style={{ padding: '8px 12px 12px', minHeight: 0 }}>
        <div style={{ height: TITLE_PX, fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{title}</div>
        {fields.map((c) => (
          <div key={c.key} style={{ height: FIELD_PX, overflow: 'hidden' }}>
            <div style={{ fontSize: 11, color: 'var(--fgColor-muted, #59636e)', display: 'flex', alignItems: 'center', gap: 4 }}>
              <UidtIcon col={c} size={12} /> {c.title}
            </div>
            <div style={{ fontSize: 13, height: 20, overflow: 'hidden' }}>
              <CellValue col={c} value={row[c.key]} t={t} />
            </div>
          </div>
        ))}
      </div>
    </article>
  );
}

/** A card's parts from a view's settings: the fields under the title, the title and the cover columns. */
export function cardParts(columns: readonly ViewColumn[], settings: CardSettings & Pick<ViewFieldSettings, 'hidden' | 'order'>) {
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const titleColumn = byKey.get(settings.titleColumn ?? displayColumnKey(columns) ?? '');
  const coverColumn = settings.coverColumn ? byKey.get(settings.coverColumn) : undefined;
  const fields = shownColumns(columns, settings).filter((c) => c !== titleColumn && c !== coverColumn && !c.pk);
  return { fields, titleColumn, coverColumn };
}
