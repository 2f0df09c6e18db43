/** Dialogs of the grid: confirmation, linking related rows, and the expanded row. */
import type { AuditEntry, TableMeta } from '@plinth/sdk';
import { errorText, observer, useT, type WebContext } from '@plinth/sdk/web';
import { Button, Dialog, Stack, Textarea, TextInput } from '@primer/react';
import { useEffect, useState, type CSSProperties } from 'react';
import type { GridColumn } from '../shared/columns.js';
import { auditApi, loadTableMeta, restRows } from './api.js';
import { CellEditor, CellView, PLUGIN_ID } from './cells.js';
import type { GridStore } from './GridStore.js';
import { displayText, relatedLabel, type Attachment, type Row } from './values.js';

export function ConfirmDialog({ title, body, onClose }: { title: string; body: string; onClose(confirmed: boolean): void }) {
  const t = useT(PLUGIN_ID);
  return (
    <Dialog
      title={title}
      role="alertdialog"
      onClose={() => onClose(false)}
      footerButtons={[
        { buttonType: 'default', content: t('common.cancel'), onClick: () => onClose(false) },
        { buttonType: 'danger', content: t('common.delete'), onClick: () => onClose(true), autoFocus: true },
      ]}
    >
      <p>{body}</p>
    </Dialog>
  );
}

const listStyle: CSSProperties = { listStyle: 'none', margin: 0, padding: 0, maxHeight: 220, overflow: 'auto' };
const itemStyle: CSSProperties = { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, padding: '4px 0', borderBottom: '1px solid var(--borderColor-muted, #d8dee4)' };

/** Links and unlinks rows of a has-many or many-to-many relation for one row. */
export const LinkEditor = observer(function LinkEditor(props: { ctx: WebContext; store: GridStore; projectId: string; dbAlias: string; rowIndex: number; col: GridColumn; onClose(): void }) {
  const { ctx, store, projectId, dbAlias, rowIndex, col, onClose } = props;
  const t = useT(PLUGIN_ID);
  const rel = col.relation!;
  const row = store.rowAt(rowIndex);
  const pk = row ? store.pkOf(row) : '';
  const linked = (Array.isArray(row?.[col.key]) ? row![col.key] : []) as Row[];
  const [related, setRelated] = useState<TableMeta | null>(null);
  const [search, setSearch] = useState('');
  const [candidates, setCandidates] = useState<Row[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    void loadTableMeta(ctx, { projectId, dbAlias, tn: rel.rtn }).then(setRelated, (err) => setError(errorText(err)));
  }, [ctx, projectId, dbAlias, rel.rtn]);

  const relatedPk = (r: Row) => (related ? related.columns.filter((c) => c.pk).map((c) => String(r[c._cn])).join('___') : '');
  const textColumn = related?.columns.find((c) => ['SingleLineText', 'LongText', 'Email'].includes(c.uidt));

  useEffect(() => {
    if (!related) return;
    const where = search && textColumn ? `(${textColumn._cn},like,%${search.replace(/[\\,()~]/g, (ch) => `\\${ch}`)}%)` : undefined;
    restRows(ctx, projectId, related)
      .list({ limit: 25, offset: 0, where })
      .then((a) => setCandidates(a.list), (err) => setError(errorText(err)));
  }, [ctx, projectId, related, search, textColumn]);

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
          <ul style={listStyle}>
            {linked.map((r) => (
              <li key={relatedPk(r)} style={itemStyle}>
                <span>{relatedLabel(r)}</span>
                <Button size="small" onClick={() => void change(relatedPk(r), false)}>
                  {t('links.unlink')}
                </Button>
              </li>
            ))}
          </ul>
        </section>
        <section aria-label={t('links.available')}>
          <h3 style={{ fontSize: 14 }}>{t('links.available')}</h3>
          <TextInput aria-label={t('links.search')} placeholder={t('links.search')} value={search} onChange={(e) => setSearch(e.target.value)} block />
          <ul style={listStyle}>
            {candidates
              .filter((r) => !linkedIds.has(relatedPk(r)))
              .map((r) => (
                <li key={relatedPk(r)} style={itemStyle}>
                  <span>{relatedLabel(r)}</span>
                  <Button size="small" onClick={() => void change(relatedPk(r), true)}>
                    {t('links.link')}
                  </Button>
                </li>
              ))}
          </ul>
        </section>
        {error && <div role="alert">{error}</div>}
      </Stack>
    </Dialog>
  );
});

/** One field of the expanded row: the value, edited in place with the cell's editor. */
const FormField = observer(function FormField(props: { store: GridStore; rowIndex: number; col: GridColumn; projectId: string; upload(files: File[]): Promise<Attachment[]>; onEditLinks(): void }) {
  const { store, rowIndex, col, projectId, upload, onEditLinks } = props;
  const t = useT(PLUGIN_ID);
  const [editing, setEditing] = useState(false);
  const row = store.rowAt(rowIndex);
  if (!row) return null;
  const editable = !col.readOnly && !col.relation;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '160px 1fr', gap: 8, alignItems: 'start' }}>
      <span style={{ fontWeight: 600, paddingTop: 4 }}>{col.title}</span>
      <div style={{ position: 'relative', minHeight: 30, border: '1px solid var(--borderColor-default, #d0d7de)', borderRadius: 6, padding: '4px 6px' }}>
        <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          <CellView col={col} value={row[col.key]} wrap />
        </div>
        {editable && !editing && col.uidt !== 'Checkbox' && (
          <button type="button" aria-label={t('cell.edit', { column: col.title })} style={{ position: 'absolute', right: 4, top: 4 }} onClick={() => setEditing(true)}>
            ✎
          </button>
        )}
        {editable && col.uidt === 'Checkbox' && (
          <input
            type="checkbox"
            aria-label={t('cell.edit', { column: col.title })}
            checked={row[col.key] === true}
            onChange={(e) => void store.setCell(rowIndex, col.key, e.target.checked)}
            style={{ position: 'absolute', right: 6, top: 8 }}
          />
        )}
        {col.relation && col.relation.kind !== 'bt' && (
          <button type="button" aria-label={t('links.edit', { table: col.title })} style={{ position: 'absolute', right: 4, top: 4 }} onClick={onEditLinks}>
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
  upload(files: File[]): Promise<Attachment[]>;
  onEditLinks(col: GridColumn): void;
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
            <FormField key={col.key} store={store} rowIndex={rowIndex} col={col} projectId={projectId} upload={upload} onEditLinks={() => onEditLinks(col)} />
          ))}
        </Stack>
        <section aria-label={t('expand.audit')}>
          <h3 style={{ fontSize: 14 }}>{t('expand.audit')}</h3>
          {auditError && <p>{t('expand.auditUnavailable')}</p>}
          {items && !items.length && <p>{t('expand.noAudit')}</p>}
          <ul style={{ ...listStyle, maxHeight: 360 }} data-testid="audit-list">
            {(items ?? []).map((item, i) => (
              <li key={item.id ?? i} style={{ padding: '4px 0', borderBottom: '1px solid var(--borderColor-muted, #d8dee4)', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
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
