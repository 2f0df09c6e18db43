/**
 * The filter, sort and fields menus every view type's toolbar has (grid, gallery, kanban,
 * calendar): the part of view settings they share (`ViewFieldSettings`). Filter and sort panels
 * edit a draft applied with their Apply button; field changes apply at once. Texts come from the
 * caller's translator, whose bundle holds `VIEW_MENU_MESSAGES_EN`.
 */
import { Button } from '@primer/react';
import { useState, type CSSProperties, type ReactNode } from 'react';
import type { ViewColumn } from '../../view-columns.js';
import { FILTER_OPS, IS_FILTER_VALUES, type ViewFieldSettings, type ViewFilter, type ViewSort } from '../../view-settings.js';
import { UidtIcon } from './UidtIcon.js';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** English texts of the menus; a view type plugin spreads them into its bundle. */
export const VIEW_MENU_MESSAGES_EN: Readonly<Record<string, string>> = {
  'toolbar.filters': 'Filter',
  'toolbar.filtersCount': 'Filter ({{count}})',
  'toolbar.sorts': 'Sort',
  'toolbar.sortsCount': 'Sort ({{count}})',
  'toolbar.fields': 'Fields',
  'toolbar.hiddenCount': 'Fields ({{count}} hidden)',
  'filters.add': 'Add filter',
  'filters.remove': 'Remove filter',
  'filters.field': 'Field',
  'filters.op': 'Operator',
  'filters.value': 'Value',
  'filters.logic': 'Combine filters with',
  'filters.and': 'and',
  'filters.or': 'or',
  'filters.none': 'No filters',
  'op.eq': 'is equal',
  'op.neq': 'is not equal',
  'op.gt': '>',
  'op.ge': '>=',
  'op.lt': '<',
  'op.le': '<=',
  'op.like': 'is like',
  'op.nlike': 'is not like',
  'op.is': 'is',
  'sorts.add': 'Add sort',
  'sorts.remove': 'Remove sort',
  'sorts.asc': 'A → Z',
  'sorts.desc': 'Z → A',
  'sorts.none': 'No sorts',
  'fields.show': 'Show {{field}}',
  'fields.up': 'Move {{field}} up',
  'fields.down': 'Move {{field}} down',
  'fields.showAll': 'Show all',
  'fields.hideAll': 'Hide all',
  'common.apply': 'Apply',
};

interface PanelProps {
  columns: readonly ViewColumn[];
  settings: ViewFieldSettings;
  t: Translate;
}

const panel: CSSProperties = {
  position: 'absolute',
  top: '100%',
  insetInlineStart: 0,
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

function FiltersPanel({ columns: all, settings, onApply, t }: PanelProps & { onApply(filters: ViewFilter[], logic: 'and' | 'or'): void }) {
  const columns = queryableColumns(all);
  const [draft, setDraft] = useState<ViewFilter[]>(settings.filters);
  const [logic, setLogic] = useState(settings.filterLogic);
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

function SortsPanel({ columns: all, settings, onApply, t }: PanelProps & { onApply(sorts: ViewSort[]): void }) {
  const columns = queryableColumns(all);
  const [draft, setDraft] = useState<ViewSort[]>(settings.sorts);
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

function FieldsPanel({ columns, settings, onChange, t }: PanelProps & { onChange(patch: Partial<ViewFieldSettings>): void }) {
  const { hidden } = settings;
  // Every column in display order (hidden ones where they would be).
  const rank = new Map(settings.order.map((k, i) => [k, i]));
  const ordered = columns
    .map((c, i) => ({ c, i }))
    .sort((a, b) => (rank.get(a.c.key) ?? settings.order.length + a.i) - (rank.get(b.c.key) ?? settings.order.length + b.i))
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
            <label style={{ flex: 1, display: 'flex', alignItems: 'center', gap: 4 }}>
              <input
                type="checkbox"
                aria-label={t('fields.show', { field: c.title })}
                checked={!hidden.includes(c.key)}
                onChange={(e) => onChange({ hidden: e.target.checked ? hidden.filter((h) => h !== c.key) : [...hidden, c.key] })}
              />
              <UidtIcon col={c} />
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
}

export interface ViewFieldMenusProps extends PanelProps {
  /** A change of the shared settings (the view saves it). */
  onChange(patch: Partial<ViewFieldSettings>): void;
  /** Leave out the fields menu (a form or calendar picks its fields elsewhere). */
  withoutFields?: boolean;
}

/** The Filter, Sort and Fields buttons with their panels, one open at a time. */
export function ViewFieldMenus({ columns, settings, onChange, t, withoutFields }: ViewFieldMenusProps) {
  const [open, setOpen] = useState<'filters' | 'sorts' | 'fields' | null>(null);
  const toggle = (which: 'filters' | 'sorts' | 'fields') => setOpen(open === which ? null : which);
  const { filters, sorts, hidden } = settings;
  const panelProps = { columns, settings, t };
  return (
    <>
      <Popover
        label={filters.length ? t('toolbar.filtersCount', { count: filters.length }) : t('toolbar.filters')}
        open={open === 'filters'}
        onToggle={() => toggle('filters')}
      >
        <FiltersPanel
          {...panelProps}
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
          {...panelProps}
          onApply={(next) => {
            setOpen(null);
            onChange({ sorts: next });
          }}
        />
      </Popover>
      {!withoutFields && (
        <Popover
          label={hidden.length ? t('toolbar.hiddenCount', { count: hidden.length }) : t('toolbar.fields')}
          open={open === 'fields'}
          onToggle={() => toggle('fields')}
        >
          <FieldsPanel {...panelProps} onChange={onChange} />
        </Popover>
      )}
    </>
  );
}
