/**
 * The grid toolbar: add / delete rows, undo, filters, sorts, fields (shown, order), row height,
 * add column. Filter and sort panels edit a draft applied with their Apply button; field and
 * row-height changes apply at once. Every change goes through `onChange` (which saves the view).
 */
import { observer, useT } from '@plinth/sdk/web';
import { Button, Select } from '@primer/react';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { ROW_HEIGHTS, type GridSettings, type RowHeight } from '../shared/settings.js';
import { PLUGIN_ID } from './cells.js';
import type { GridStore } from './GridStore.js';
import { type ViewColumn, FILTER_OPS, IS_FILTER_VALUES, type ViewFilter, type ViewSort } from '@plinth/sdk';

const panel: CSSProperties = {
  position: 'absolute',
  top: '100%',
  left: 0,
  zIndex: 20,
  marginTop: 4,
  minWidth: 420,
  padding: 12,
  background: 'var(--bgColor-default, #fff)',
  color: 'var(--fgColor-default, #1f2328)',
  border: '1px solid var(--borderColor-default, #d0d7de)',
  borderRadius: 6,
  boxShadow: '0 8px 24px rgba(140,149,159,0.3)',
};
const line: CSSProperties = { display: 'flex', gap: 6, alignItems: 'center', marginBottom: 6 };

/** Columns the where / sort language takes: stored ones (not links, lookups, rollups, formulas). */
const queryableColumns = (columns: readonly ViewColumn[]) => columns.filter((c) => c.column && !c.relation && !c.virtual);

function Popover({ label, open, onToggle, children }: { label: string; open: boolean; onToggle(): void; children: ReactNode }) {
  return (
    <div style={{ position: 'relative' }}>
      <Button size="small" aria-expanded={open} onClick={onToggle}>
        {label}
      </Button>
      {open && (
        <div style={panel} role="dialog" aria-label={label}>
          {children}
        </div>
      )}
    </div>
  );
}

function FiltersPanel({ store, onApply }: { store: GridStore; onApply(filters: ViewFilter[], logic: 'and' | 'or'): void }) {
  const t = useT(PLUGIN_ID);
  const columns = queryableColumns(store.allColumns);
  const [draft, setDraft] = useState<ViewFilter[]>(store.settings.filters);
  const [logic, setLogic] = useState(store.settings.filterLogic);
  const set = (i: number, patch: Partial<ViewFilter>) => setDraft(draft.map((f, j) => (j === i ? { ...f, ...patch } : f)));
  return (
    <div>
      {!draft.length && <p>{t('filters.none')}</p>}
      {draft.length > 1 && (
        <div style={line}>
          <label>
            {t('filters.logic')}{' '}
            <select value={logic} onChange={(e) => setLogic(e.target.value as 'and' | 'or')}>
              <option value="and">{t('filters.and')}</option>
              <option value="or">{t('filters.or')}</option>
            </select>
          </label>
        </div>
      )}
      {draft.map((f, i) => (
        <div key={i} style={line} data-testid="filter-row">
          <select aria-label={t('filters.field')} value={f.field} onChange={(e) => set(i, { field: e.target.value })}>
            {columns.map((c) => (
              <option key={c.key} value={c.key}>
                {c.title}
              </option>
            ))}
          </select>
          <select
            aria-label={t('filters.op')}
            value={f.op}
            onChange={(e) => set(i, { op: e.target.value as ViewFilter['op'], value: e.target.value === 'is' ? 'null' : f.value })}
          >
            {FILTER_OPS.map((op) => (
              <option key={op} value={op}>
                {t(`op.${op}`)}
              </option>
            ))}
          </select>
          {f.op === 'is' ? (
            <select aria-label={t('filters.value')} value={f.value} onChange={(e) => set(i, { value: e.target.value })}>
              {IS_FILTER_VALUES.map((v) => (
                <option key={v} value={v}>
                  {v}
                </option>
              ))}
            </select>
          ) : (
            <input aria-label={t('filters.value')} value={f.value} onChange={(e) => set(i, { value: e.target.value })} />
          )}
          <button type="button" aria-label={t('filters.remove')} onClick={() => setDraft(draft.filter((_, j) => j !== i))}>
            ×
          </button>
        </div>
      ))}
      <div style={{ ...line, justifyContent: 'space-between', marginTop: 8 }}>
        <Button
          size="small"
          disabled={!columns.length}
          onClick={() => setDraft([...draft, { field: columns[0]!.key, op: 'eq', value: '' }])}
        >
          {t('filters.add')}
        </Button>
        <Button size="small" variant="primary" onClick={() => onApply(draft, logic)}>
          {t('common.apply')}
        </Button>
      </div>
    </div>
  );
}

function SortsPanel({ store, onApply }: { store: GridStore; onApply(sorts: ViewSort[]): void }) {
  const t = useT(PLUGIN_ID);
  const columns = queryableColumns(store.allColumns);
  const [draft, setDraft] = useState<ViewSort[]>(store.settings.sorts);
  const set = (i: number, patch: Partial<ViewSort>) => setDraft(draft.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  return (
    <div>
      {!draft.length && <p>{t('sorts.none')}</p>}
      {draft.map((s, i) => (
        <div key={i} style={line} data-testid="sort-row">
          <select aria-label={t('filters.field')} value={s.field} onChange={(e) => set(i, { field: e.target.value })}>
            {columns.map((c) => (
              <option key={c.key} value={c.key}>
                {c.title}
              </option>
            ))}
          </select>
          <select aria-label={t('toolbar.sorts')} value={s.dir} onChange={(e) => set(i, { dir: e.target.value as 'asc' | 'desc' })}>
            <option value="asc">{t('sorts.asc')}</option>
            <option value="desc">{t('sorts.desc')}</option>
          </select>
          <button type="button" aria-label={t('sorts.remove')} onClick={() => setDraft(draft.filter((_, j) => j !== i))}>
            ×
          </button>
        </div>
      ))}
      <div style={{ ...line, justifyContent: 'space-between', marginTop: 8 }}>
        <Button size="small" disabled={!columns.length} onClick={() => setDraft([...draft, { field: columns[0]!.key, dir: 'asc' }])}>
          {t('sorts.add')}
        </Button>
        <Button size="small" variant="primary" onClick={() => onApply(draft)}>
          {t('common.apply')}
        </Button>
      </div>
    </div>
  );
}

const FieldsPanel = observer(function FieldsPanel({ store, onChange }: { store: GridStore; onChange(patch: Partial<GridSettings>): void }) {
  const t = useT(PLUGIN_ID);
  const { hidden } = store.settings;
  // Every column in display order (hidden ones where they would be).
  const rank = new Map(store.settings.order.map((k, i) => [k, i]));
  const ordered = store.allColumns
    .map((c, i) => ({ c, i }))
    .sort((a, b) => (rank.get(a.c.key) ?? store.settings.order.length + a.i) - (rank.get(b.c.key) ?? store.settings.order.length + b.i))
    .map(({ c }) => c);
  const move = (i: number, d: number) => {
    const keys = ordered.map((c) => c.key);
    const j = i + d;
    if (j < 0 || j >= keys.length) return;
    [keys[i], keys[j]] = [keys[j]!, keys[i]!];
    onChange({ order: keys });
  };
  return (
    <div>
      <div style={line}>
        <Button size="small" onClick={() => onChange({ hidden: [] })}>
          {t('fields.showAll')}
        </Button>
        <Button size="small" onClick={() => onChange({ hidden: ordered.filter((c) => !c.pk).map((c) => c.key) })}>
          {t('fields.hideAll')}
        </Button>
      </div>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 360, overflow: 'auto' }}>
        {ordered.map((c, i) => (
          <li key={c.key} style={line}>
            <label style={{ flex: 1 }}>
              <input
                type="checkbox"
                aria-label={t('fields.show', { field: c.title })}
                checked={!hidden.includes(c.key)}
                onChange={(e) => onChange({ hidden: e.target.checked ? hidden.filter((h) => h !== c.key) : [...hidden, c.key] })}
              />{' '}
              {c.title}
            </label>
            <button type="button" aria-label={t('fields.up', { field: c.title })} disabled={i === 0} onClick={() => move(i, -1)}>
              ↑
            </button>
            <button
              type="button"
              aria-label={t('fields.down', { field: c.title })}
              disabled={i === ordered.length - 1}
              onClick={() => move(i, 1)}
            >
              ↓
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
});

export interface ToolbarProps {
  store: GridStore;
  canEditRows: boolean;
  canEditSchema: boolean;
  onChange(patch: Partial<GridSettings>): void;
  onAddRow(): void;
  onDeleteRows(): void;
  onAddColumn(): void;
}

export const Toolbar = observer(function Toolbar({
  store,
  canEditRows,
  canEditSchema,
  onChange,
  onAddRow,
  onDeleteRows,
  onAddColumn,
}: ToolbarProps) {
  const t = useT(PLUGIN_ID);
  const [open, setOpen] = useState<'filters' | 'sorts' | 'fields' | null>(null);
  const toggle = (which: 'filters' | 'sorts' | 'fields') => setOpen(open === which ? null : which);
  const { filters, sorts, hidden } = store.settings;
  return (
    <div
      role="toolbar"
      aria-label={t('toolbar.label')}
      style={{
        display: 'flex',
        gap: 6,
        alignItems: 'center',
        padding: '6px 8px',
        flexWrap: 'wrap',
        borderBottom: '1px solid var(--borderColor-default, #d0d7de)',
      }}
    >
      {canEditRows && (
        <>
          <Button size="small" onClick={onAddRow}>
            {t('toolbar.addRow')}
          </Button>
          <Button size="small" variant="danger" disabled={!store.rowsToDelete().length} onClick={onDeleteRows}>
            {t('toolbar.deleteRows')}
          </Button>
          <Button size="small" disabled={!store.undoStack.length} onClick={() => void store.undo()}>
            {t('toolbar.undo')}
          </Button>
        </>
      )}
      <Popover
        label={filters.length ? t('toolbar.filtersCount', { count: filters.length }) : t('toolbar.filters')}
        open={open === 'filters'}
        onToggle={() => toggle('filters')}
      >
        <FiltersPanel
          store={store}
          onApply={(next, filterLogic) => {
            setOpen(null);
            onChange({ filters: next, filterLogic });
          }}
        />
      </Popover>
      <Popover
        label={sorts.length ? t('toolbar.sortsCount', { count: sorts.length }) : t('toolbar.sorts')}
        open={open === 'sorts'}
        onToggle={() => toggle('sorts')}
      >
        <SortsPanel
          store={store}
          onApply={(next) => {
            setOpen(null);
            onChange({ sorts: next });
          }}
        />
      </Popover>
      <Popover
        label={hidden.length ? t('toolbar.hiddenCount', { count: hidden.length }) : t('toolbar.fields')}
        open={open === 'fields'}
        onToggle={() => toggle('fields')}
      >
        <FieldsPanel store={store} onChange={onChange} />
      </Popover>
      <Select
        size="small"
        aria-label={t('toolbar.rowHeight')}
        value={store.settings.rowHeight}
        onChange={(e) => onChange({ rowHeight: e.target.value as RowHeight })}
      >
        {ROW_HEIGHTS.map((h) => (
          <Select.Option key={h} value={h}>
            {t(`rowHeight.${h}`)}
          </Select.Option>
        ))}
      </Select>
      <Button size="small" onClick={() => void store.reload()}>
        {t('toolbar.reload')}
      </Button>
      {canEditSchema && (
        <Button size="small" onClick={onAddColumn}>
          {t('toolbar.addColumn')}
        </Button>
      )}
    </div>
  );
});
