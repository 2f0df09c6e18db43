/** Dialogs of the grid: linking related rows, picking a parent row, and the expanded row (confirmations: ctx.confirm). */
import {
  rowKey,
  type AuditEntry,
  type TableMeta,
  type ViewColumn,
  displayText,
  relatedLabel,
  type CellAttachment,
  type Row,
} from '@plinth/sdk';
import { errorText, observer, useT, type WebContext, restRows } from '@plinth/sdk/web';
import { Button, Dialog, Stack, Textarea, TextInput } from '@primer/react';
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { auditApi, loadTableMeta } from './api.js';
import { CellEditor, CellView, PLUGIN_ID } from './cells.js';
import type { GridError, GridStore } from './GridStore.js';

const listStyle: CSSProperties = { listStyle: 'none', margin: 0, padding: 0, maxHeight: 220, overflow: 'auto' };
const itemStyle: CSSProperties = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: 8,
  padding: '4px 0',
  borderBottom: '1px solid var(--borderColor-muted, #d8dee4)',
};

/** Rows of a related table, each by its label with an action (link, unlink, choose); `isCurrent` marks one. */
function RelatedRowList({
  rows,
  keyOf,
  action,
  isCurrent,
}: {
  rows: Row[];
  keyOf(r: Row): string;
  action(r: Row): ReactNode;
  isCurrent?(r: Row): boolean;
}) {
  return (
    <ul style={listStyle}>
      {rows.map((r) => (
        <li key={keyOf(r)} style={itemStyle} aria-current={isCurrent?.(r) || undefined}>
          <span>{relatedLabel(r)}</span>
          {action(r)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The rows of a related table for a link or parent dialog: its meta, up to 25 rows matching the
 * search text (`like` on its first text column), and the key text of a row.
 */
function useRelatedRows(ctx: WebContext, projectId: string, dbAlias: string, rtn: string) {
  const [related, setRelated] = useState<TableMeta | null>(null);
  const [search, setSearch] = useState('');
  const [candidates, setCandidates] = useState<Row[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    void loadTableMeta(ctx, { projectId, dbAlias, tn: rtn }).then(setRelated, (err) => setError(errorText(err)));
  }, [ctx, projectId, dbAlias, rtn]);

  const relatedPk = (r: Row) =>
    related
      ? rowKey(
          related.columns.filter((c) => c.pk),
          r,
        )
      : '';
  const textColumn = related?.columns.find((c) => ['SingleLineText', 'LongText', 'Email'].includes(c.uidt));

  useEffect(() => {
    if (!related) return;
    const where = search && textColumn ? `(${textColumn._cn},like,%${search.replace(/[\\,()~]/g, (ch) => `\\${ch}`)}%)` : undefined;
    restRows(ctx, projectId, related)
      .list({ limit: 25, offset: 0, where })
      .then(
        (a) => setCandidates(a.list),
        (err) => setError(errorText(err)),
      );
  }, [ctx, projectId, related, search, textColumn]);

  return { related, search, setSearch, candidates, relatedPk, error, setError };
}

/** What the two relation dialogs of a cell get: the row and its link column. */
interface RelationDialogProps {
  ctx: WebContext;
  store: GridStore;
  projectId: string;
  dbAlias: string;
  rowIndex: number;
  col: ViewColumn;
  onClose(): void;
}

/** Links and unlinks rows of a has-many or many-to-many relation for one row. */
export const LinkEditor = observer(function LinkEditor(props: RelationDialogProps) {
  const { ctx, store, projectId, dbAlias, rowIndex, col, onClose } = props;
  const t = useT(PLUGIN_ID);
  const rel = col.relation!;
  const row = store.rowAt(rowIndex);
  const pk = row ? store.pkOf(row) : '';
  const linked = (Array.isArray(row?.[col.key]) ? row![col.key] : []) as Row[];
  const { search, setSearch, candidates, relatedPk, error, setError } = useRelatedRows(ctx, projectId, dbAlias, rel.rtn);

  const change = async (refId: string, link: boolean) => {
    setError(null);
    try {
      await store.rowsApi.link(pk, rel.kind as 'hm' | 'mm', rel.rtn, refId, link);
      await store.refreshRow(pk);
    } catch (err) {
      setError(errorText(err));
    }
  };
  const linkedIds = new Set(linked.map(relatedPk));

  return (
    <Dialog title={t('links.title', { table: col.title })} onClose={onClose} width="large">
      <Stack gap="normal">
        <section aria-label={t('links.linked')}>
          <h3 style={{ fontSize: 14 }}>{t('links.linked')}</h3>
          {!linked.length && <p>{t('links.none')}</p>}
          <RelatedRowList
            rows={linked}
            keyOf={relatedPk}
            action={(r) => (
              <Button size="small" onClick={() => void change(relatedPk(r), false)}>
                {t('links.unlink')}
              </Button>
            )}
          />
        </section>
        <section aria-label={t('links.available')}>
          <h3 style={{ fontSize: 14 }}>{t('links.available')}</h3>
          <TextInput
            aria-label={t('links.search')}
            placeholder={t('links.search')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            block
          />
          <RelatedRowList
            rows={candidates.filter((r) => !linkedIds.has(relatedPk(r)))}
            keyOf={relatedPk}
            action={(r) => (
              <Button size="small" onClick={() => void change(relatedPk(r), true)}>
                {t('links.link')}
              </Button>
            )}
          />
        </section>
        {error && <div role="alert">{error}</div>}
      </Stack>
    </Dialog>
  );
});

/**
 * Picks or clears the parent row of a belongs-to cell: the parent table's rows (searched like the
 * link dialog), the current one marked. Choosing writes the row's foreign key through the store
 * (an undoable cell edit); Clear writes null, refused with the reason when the key is required.
 */
export const ParentPicker = observer(function ParentPicker(props: RelationDialogProps) {
  const { ctx, store, projectId, dbAlias, rowIndex, col, onClose } = props;
  const t = useT(PLUGIN_ID);
  const rel = col.relation!;
  const row = store.rowAt(rowIndex);
  const { related, search, setSearch, candidates, relatedPk, error } = useRelatedRows(ctx, projectId, dbAlias, rel.rtn);
  const [busy, setBusy] = useState(false);
  const errorOf = (e: GridError) => (e.key ? t(e.key, e.params) : (e.message ?? ''));
  const fk = store.foreignKeyOf(col);
  const clearError = store.clearParentError(col);
  // The parent's column the foreign key holds (`rcn`), by its alias in the parent's rows.
  const parentColumn = related?.columns.find((c) => c.cn === rel.meta.rcn);
  const keyOf = (r: Row) => (parentColumn ? r[parentColumn._cn ?? parentColumn.cn] : undefined);
  const current = 'column' in fk && row ? row[fk.column._cn ?? fk.column.cn] : undefined;
  const isCurrent = (r: Row) => current !== null && current !== undefined && String(keyOf(r)) === String(current);
  const currentRow = row?.[col.key];

  const choose = async (parent: Row | null) => {
    setBusy(true);
    // A refused write shows the server's message (the grid's error toast); the dialog stays open.
    const ok = await store.setParent(rowIndex, col, parent && { key: keyOf(parent), row: parent });
    setBusy(false);
    if (ok) onClose();
  };

  return (
    <Dialog
      title={t('parent.title', { table: col.title })}
      onClose={onClose}
      width="large"
      footerButtons={[
        {
          buttonType: 'default',
          content: t('parent.clear'),
          disabled: busy || clearError !== null || current === null || current === undefined,
          onClick: () => void choose(null),
        },
        { buttonType: 'default', content: t('common.close'), onClick: onClose },
      ]}
    >
      <Stack gap="normal">
        <section aria-label={t('parent.current')}>
          <h3 style={{ fontSize: 14 }}>{t('parent.current')}</h3>
          <p data-testid="parent-current">
            {currentRow && typeof currentRow === 'object'
              ? relatedLabel(currentRow as Row)
              : current !== null && current !== undefined
                ? String(current)
                : t('parent.none', { table: col.title })}
          </p>
          {'error' in fk ? <p role="note">{errorOf(fk.error)}</p> : clearError && <p role="note">{errorOf(clearError)}</p>}
        </section>
        {'column' in fk && (
          <section aria-label={t('parent.edit', { table: col.title })}>
            <TextInput
              aria-label={t('links.search')}
              placeholder={t('links.search')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              block
            />
            <RelatedRowList
              rows={candidates}
              keyOf={relatedPk}
              isCurrent={isCurrent}
              action={(r) =>
                isCurrent(r) ? (
                  <span style={{ fontWeight: 600 }}>{t('parent.chosen')}</span>
                ) : (
                  <Button size="small" disabled={busy || !parentColumn} onClick={() => void choose(r)}>
                    {t('parent.choose')}
                  </Button>
                )
              }
            />
          </section>
        )}
        {error && <div role="alert">{error}</div>}
      </Stack>
    </Dialog>
  );
});

/** One field of the expanded row: the value, edited in place with the cell's editor. */
const FormField = observer(function FormField(props: {
  store: GridStore;
  rowIndex: number;
  col: ViewColumn;
  projectId: string;
  upload(files: File[]): Promise<CellAttachment[]>;
  onEditLinks(): void;
}) {
  const { store, rowIndex, col, projectId, upload, onEditLinks } = props;
  const t = useT(PLUGIN_ID);
  const [editing, setEditing] = useState(false);
  const row = store.rowAt(rowIndex);
  if (!row) return null;
  const editable = !col.readOnly && !col.relation;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '160px 1fr', gap: 8, alignItems: 'start' }}>
      <span style={{ fontWeight: 600, paddingTop: 4 }}>{col.title}</span>
      <div
        style={{
          position: 'relative',
          minHeight: 30,
          border: '1px solid var(--borderColor-default, #d0d7de)',
          borderRadius: 6,
          padding: '4px 6px',
        }}
      >
        <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          <CellView col={col} value={row[col.key]} wrap />
        </div>
        {editable && !editing && col.uidt !== 'Checkbox' && (
          <button
            type="button"
            aria-label={t('cell.edit', { column: col.title })}
            style={{ position: 'absolute', insetInlineEnd: 4, top: 4 }}
            onClick={() => setEditing(true)}
          >
            ✎
          </button>
        )}
        {editable && col.uidt === 'Checkbox' && (
          <input
            type="checkbox"
            aria-label={t('cell.edit', { column: col.title })}
            checked={row[col.key] === true}
            onChange={(e) => void store.setCell(rowIndex, col.key, e.target.checked)}
            style={{ position: 'absolute', insetInlineEnd: 6, top: 8 }}
          />
        )}
        {col.relation && !store.readOnly && (
          <button
            type="button"
            aria-label={t(col.relation.kind === 'bt' ? 'parent.edit' : 'links.edit', { table: col.title })}
            style={{ position: 'absolute', insetInlineEnd: 4, top: 4 }}
            onClick={onEditLinks}
          >
            ✎
          </button>
        )}
        {editing && (
          <CellEditor
            col={col}
            value={row[col.key]}
            projectId={projectId}
            upload={upload}
            onCommitText={(text) => {
              setEditing(false);
              void store.setCellText(rowIndex, col, text);
            }}
            onCommitValue={(value) => {
              if (col.uidt !== 'MultiSelect' && col.uidt !== 'Attachment') setEditing(false);
              void store.setCell(rowIndex, col.key, value);
            }}
            onCancel={() => setEditing(false)}
          />
        )}
      </div>
    </div>
  );
});

function auditText(t: (k: string, o?: Record<string, unknown>) => string, item: AuditEntry): string {
  const text = (v: unknown) => displayText({ uidt: 'SingleLineText' }, v);
  if (item.op === 'comment') return text(item.value);
  if (item.op === 'update' && item.cn) return t('expand.changed', { column: item.cn, prev: text(item.prevValue), value: text(item.value) });
  return t(`audit.${item.op}`);
}

/** A row as a form (every column, hidden ones too), with its audit list and comments. */
export const ExpandedRow = observer(function ExpandedRow(props: {
  ctx: WebContext;
  store: GridStore;
  projectId: string;
  rowIndex: number;
  upload(files: File[]): Promise<CellAttachment[]>;
  onEditLinks(col: ViewColumn): void;
  onClose(): void;
}) {
  const { ctx, store, projectId, rowIndex, upload, onEditLinks, onClose } = props;
  const t = useT(PLUGIN_ID);
  const row = store.rowAt(rowIndex);
  const pk = row ? store.pkOf(row) : '';
  const audit = auditApi(ctx, projectId, store.meta.tn);
  const [items, setItems] = useState<AuditEntry[] | null>(null);
  const [auditError, setAuditError] = useState(false);
  const [comment, setComment] = useState('');
  const canComment = ctx.session.can('rowComments');
  const reloadAudit = () =>
    audit.list(pk).then(
      (list) => {
        setItems(list);
        setAuditError(false);
      },
      () => setAuditError(true),
    );
  // Re-read the audit list whenever the row's values change (an edit made in this form).
  const rowVersion = row ? JSON.stringify(row) : '';
  useEffect(() => {
    if (pk) void reloadAudit();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pk, rowVersion]);

  return (
    <Dialog title={t('expand.title', { pk })} onClose={onClose} width="xlarge" height="auto">
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', gap: 16 }}>
        <Stack gap="condensed">
          {store.allColumns.map((col) => (
            <FormField
              key={col.key}
              store={store}
              rowIndex={rowIndex}
              col={col}
              projectId={projectId}
              upload={upload}
              onEditLinks={() => onEditLinks(col)}
            />
          ))}
        </Stack>
        <section aria-label={t('expand.audit')}>
          <h3 style={{ fontSize: 14 }}>{t('expand.audit')}</h3>
          {auditError && <p>{t('expand.auditUnavailable')}</p>}
          {items && !items.length && <p>{t('expand.noAudit')}</p>}
          <ul style={{ ...listStyle, maxHeight: 360 }} data-testid="audit-list">
            {(items ?? []).map((item, i) => (
              <li
                key={item.id ?? i}
                style={{
                  padding: '4px 0',
                  borderBottom: '1px solid var(--borderColor-muted, #d8dee4)',
                  whiteSpace: 'pre-wrap',
                  wordBreak: 'break-word',
                }}
              >
                <div style={{ fontSize: 12, color: 'var(--fgColor-muted, #59636e)' }}>
                  {[item.userEmail, item.createdAt].filter(Boolean).join(' · ')}
                </div>
                {/* Comments and descriptions are user text: rendered as text, never as HTML. */}
                <div>{auditText(t, item)}</div>
              </li>
            ))}
          </ul>
          {canComment && (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                if (!comment.trim()) return;
                void audit.comment(pk, comment.trim()).then(
                  () => {
                    setComment('');
                    void reloadAudit();
                  },
                  (err) => ctx.toast.error(errorText(err)),
                );
              }}
            >
              <Textarea aria-label={t('expand.comment')} value={comment} onChange={(e) => setComment(e.target.value)} block rows={3} />
              <Button type="submit" style={{ marginTop: 6 }}>
                {t('expand.addComment')}
              </Button>
            </form>
          )}
        </section>
      </div>
    </Dialog>
  );
});
