/**
 * Adding, editing and deleting columns through the projects plugin's schema operations:
 * `tableUpdate` (stored columns), `relationCreate` (Has Many), `xcM2MRelationCreate` (Many To
 * Many), `virtualColumnCreate` / `virtualColumnDelete` (lookup, rollup, formula),
 * `xcRelationColumnDelete` and `tableDelete` (a many-to-many junction). Validation messages are
 * the spec's (001 section 5).
 */
import { ROLLUP_FUNCTIONS, type RelationType, type TableMeta, type Uidt, type ViewColumn, optionsText, selectOptions } from '@plinth/sdk';
import { errorText, useT, type WebContext } from '@plinth/sdk/web';
import { Dialog, FormControl, Select, Stack, TextInput } from '@primer/react';
import { useEffect, useState } from 'react';
import { loadTableMeta } from './api.js';
import { PLUGIN_ID } from './cells.js';

/** Types the column editor offers (001 s.3: no SpecificDBType; ForeignKey only on existing ones). */
const EDITOR_UIDT: readonly Uidt[] = [
  'SingleLineText',
  'LongText',
  'Number',
  'Decimal',
  'Currency',
  'Percent',
  'Duration',
  'Rating',
  'Checkbox',
  'Date',
  'Time',
  'DateTime',
  'Year',
  'SingleSelect',
  'MultiSelect',
  'Email',
  'URL',
  'PhoneNumber',
  'Attachment',
  'JSON',
  'Geometry',
  'LinkToAnotherRecord',
  'Lookup',
  'Rollup',
  'Formula',
];

export interface ColumnDraft {
  name: string;
  uidt: Uidt | '';
  options: string;
  relationType: 'hm' | 'mm' | '';
  relatedTable: string;
  relatedColumn: string;
  /** For lookups and rollups: `type:table` of the relation used. */
  via: string;
  fn: string;
  formula: string;
}

const emptyDraft = (name: string): ColumnDraft => ({
  name,
  uidt: 'SingleLineText',
  options: '',
  relationType: 'mm',
  relatedTable: '',
  relatedColumn: '',
  via: '',
  fn: '',
  formula: '',
});

/** Relations a lookup (all) or rollup (no belongs-to: 001 s.5) can go through, as `type:table`. */
function relationChoices(meta: TableMeta, forRollup: boolean): { value: string; type: RelationType; tn: string }[] {
  const out = [
    ...(meta.hasMany ?? []).map((r) => ({ value: `hm:${r.rtn}`, type: 'hm' as const, tn: r.rtn })),
    ...(meta.manyToMany ?? []).map((r) => ({ value: `mm:${r.rtn}`, type: 'mm' as const, tn: r.rtn })),
    ...(forRollup ? [] : (meta.belongsTo ?? []).map((r) => ({ value: `bt:${r.rtn}`, type: 'bt' as const, tn: r.rtn }))),
  ];
  return out.filter((c, i) => out.findIndex((o) => o.value === c.value) === i);
}

/** The spec's validation message key for a draft, or null when it can be saved. */
function validateDraft(draft: ColumnDraft, meta: TableMeta, existing: readonly string[], editing?: string): string | null {
  const name = draft.name.trim();
  if (!name && draft.uidt !== 'LinkToAnotherRecord') return 'valid.columnName';
  if (name && name.toLowerCase() !== editing?.toLowerCase() && existing.some((e) => e.toLowerCase() === name.toLowerCase()))
    return 'valid.duplicateColumn';
  if (!draft.uidt) return 'valid.columnType';
  if (draft.uidt === 'LinkToAnotherRecord') {
    if (!draft.relationType) return 'valid.relationType';
    if (!draft.relatedTable) return 'valid.relatedTable';
    const same = draft.relationType === 'hm' ? (meta.hasMany ?? []) : (meta.manyToMany ?? []);
    if (same.some((r) => r.rtn === draft.relatedTable)) return 'valid.duplicateRelation';
  }
  if (draft.uidt === 'Lookup' || draft.uidt === 'Rollup') {
    if (!draft.via) return 'valid.relatedTable';
    if (!draft.relatedColumn) return 'valid.relatedColumn';
    if (draft.uidt === 'Rollup' && !draft.fn) return 'valid.rollupFn';
  }
  return null;
}

/** Runs the schema operations for a new or changed column. */
async function saveColumn(
  ctx: WebContext,
  key: { projectId: string; dbAlias: string },
  meta: TableMeta,
  draft: ColumnDraft,
  editing?: ViewColumn,
): Promise<void> {
  const rpc = (op: string, args: unknown) => ctx.api.rpc(op, { project_id: key.projectId, dbAlias: key.dbAlias, args });
  const name = draft.name.trim();
  const uidt = draft.uidt as Uidt;
  if (editing?.virtual) await rpc('virtualColumnDelete', { tn: meta.tn, _cn: editing.key });
  if (uidt === 'LinkToAnotherRecord') {
    if (draft.relationType === 'hm') {
      await rpc('relationCreate', {
        parentTable: meta.tn,
        childTable: draft.relatedTable,
        childColumn: draft.relatedColumn.trim() || `${meta.tn}_id`,
        type: 'hm',
      });
    } else await rpc('xcM2MRelationCreate', { tn: meta.tn, rtn: draft.relatedTable });
    return;
  }
  if (uidt === 'Lookup' || uidt === 'Rollup' || uidt === 'Formula') {
    const [type, tn] = draft.via.split(/:(.*)/s) as [RelationType, string];
    const column =
      uidt === 'Lookup'
        ? { _cn: name, lk: { ltn: tn, type, lcn: draft.relatedColumn } }
        : uidt === 'Rollup'
          ? { _cn: name, rl: { rltn: tn, rlcn: draft.relatedColumn, type, fn: draft.fn } }
          : { _cn: name, formula: { value: draft.formula } };
    await rpc('virtualColumnCreate', { tn: meta.tn, column });
    return;
  }
  const def = {
    cn: name,
    uidt,
    ...(uidt === 'SingleSelect' || uidt === 'MultiSelect'
      ? {
          dtxp: optionsText(
            draft.options
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean),
          ),
        }
      : {}),
  };
  if (!editing || !editing.column) {
    await rpc('tableUpdate', { tn: meta.tn, add: [def] });
    return;
  }
  const old = editing.column;
  const typeChanged = old.uidt !== uidt || (def.dtxp !== undefined && def.dtxp !== old.dtxp);
  await rpc('tableUpdate', {
    tn: meta.tn,
    alter: typeChanged ? [{ cn: old.cn, column: { ...def, cn: old.cn, rqd: old.rqd } }] : [],
    rename: name !== old.cn ? [{ from: old.cn, to: name }] : [],
  });
}

/** Removes a column with the operation its kind needs. */
export async function deleteColumn(
  ctx: WebContext,
  key: { projectId: string; dbAlias: string },
  meta: TableMeta,
  col: ViewColumn,
): Promise<void> {
  const rpc = (op: string, args: unknown) => ctx.api.rpc(op, { project_id: key.projectId, dbAlias: key.dbAlias, args });
  if (col.virtual) return void (await rpc('virtualColumnDelete', { tn: meta.tn, _cn: col.key }));
  if (col.relation) {
    const rel = col.relation;
    if (rel.kind === 'hm') return void (await rpc('xcRelationColumnDelete', { childTable: rel.meta.rtn, childColumn: rel.meta.rcn }));
    if (rel.kind === 'bt') return void (await rpc('xcRelationColumnDelete', { childTable: meta.tn, childColumn: rel.meta.cn }));
    const junction = (meta.manyToMany ?? []).find((m) => m.rtn === rel.rtn);
    if (junction) await rpc('tableDelete', { tn: junction.vtn });
    return;
  }
  await rpc('tableUpdate', { tn: meta.tn, drop: [col.column!.cn] });
}

export interface ColumnEditorProps {
  ctx: WebContext;
  projectId: string;
  dbAlias: string;
  meta: TableMeta;
  /** Column names already used in the table. */
  existing: readonly string[];
  /** Tables of the project (for relations). */
  tables: readonly string[];
  /** The column edited; absent when adding. */
  editing?: ViewColumn;
  onClose(saved: boolean): void;
}

export function ColumnEditor({ ctx, projectId, dbAlias, meta, existing, tables, editing, onClose }: ColumnEditorProps) {
  const t = useT(PLUGIN_ID);
  const [draft, setDraft] = useState<ColumnDraft>(() => {
    if (!editing) return emptyDraft(`title${existing.length + 1}`);
    const v = editing.virtual;
    return {
      ...emptyDraft(editing.key),
      uidt: editing.uidt,
      options: selectOptions(editing.column?.dtxp).join(', '),
      via: v?.lk ? `${v.lk.type}:${v.lk.ltn}` : v?.rl ? `${v.rl.type}:${v.rl.rltn}` : '',
      relatedColumn: v?.lk?.lcn ?? v?.rl?.rlcn ?? '',
      fn: v?.rl?.fn ?? '',
      formula: v?.formula?.value ?? '',
    };
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [related, setRelated] = useState<TableMeta | null>(null);
  const set = (patch: Partial<ColumnDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const isVirtual = draft.uidt === 'Lookup' || draft.uidt === 'Rollup';
  const viaTable = draft.via.split(/:(.*)/s)[1] ?? '';

  useEffect(() => {
    if (!isVirtual || !viaTable) return setRelated(null);
    void loadTableMeta(ctx, { projectId, dbAlias, tn: viaTable }).then(setRelated, (err) => setError(errorText(err)));
  }, [ctx, projectId, dbAlias, viaTable, isVirtual]);

  const submit = async () => {
    const problem = validateDraft(draft, meta, existing, editing?.key);
    if (problem) return setError(t(problem));
    setBusy(true);
    setError(null);
    try {
      await saveColumn(ctx, { projectId, dbAlias }, meta, draft, editing);
      ctx.toast.success(t('column.saved'));
      onClose(true);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  // Physical columns only: lookups and rollups cannot point at virtual ones (001 s.5).
  const relatedColumns = (related?.columns ?? []).filter(
    (c) => !['LinkToAnotherRecord', 'Lookup', 'Rollup', 'Formula', 'Count'].includes(c.uidt),
  );
  const choices = relationChoices(meta, draft.uidt === 'Rollup');

  return (
    <Dialog
      title={editing ? t('column.edit') : t('column.add')}
      onClose={() => onClose(false)}
      footerButtons={[
        { buttonType: 'default', content: t('common.cancel'), onClick: () => onClose(false) },
        { buttonType: 'primary', content: t('common.save'), onClick: () => void submit(), disabled: busy },
      ]}
    >
      <Stack gap="normal">
        {draft.uidt !== 'LinkToAnotherRecord' && (
          <FormControl>
            <FormControl.Label>{t('column.name')}</FormControl.Label>
            <TextInput value={draft.name} onChange={(e) => set({ name: e.target.value })} block autoFocus />
          </FormControl>
        )}
        <FormControl>
          <FormControl.Label>{t('column.type')}</FormControl.Label>
          <Select
            value={draft.uidt}
            onChange={(e) => set({ uidt: e.target.value as Uidt, via: '', relatedColumn: '', relatedTable: '' })}
            block
          >
            {[...EDITOR_UIDT, ...(editing?.uidt === 'ForeignKey' ? (['ForeignKey'] as const) : [])].map((u) => (
              <Select.Option key={u} value={u}>
                {u}
              </Select.Option>
            ))}
          </Select>
        </FormControl>
        {(draft.uidt === 'SingleSelect' || draft.uidt === 'MultiSelect') && (
          <FormControl>
            <FormControl.Label>{t('column.options')}</FormControl.Label>
            <TextInput value={draft.options} onChange={(e) => set({ options: e.target.value })} block />
          </FormControl>
        )}
        {draft.uidt === 'LinkToAnotherRecord' && (
          <>
            <FormControl>
              <FormControl.Label>{t('column.relationType')}</FormControl.Label>
              <Select value={draft.relationType} onChange={(e) => set({ relationType: e.target.value as 'hm' | 'mm' })} block>
                <Select.Option value="mm">{t('column.mm')}</Select.Option>
                <Select.Option value="hm">{t('column.hm')}</Select.Option>
              </Select>
            </FormControl>
            <FormControl>
              <FormControl.Label>{t('column.relatedTable')}</FormControl.Label>
              <Select value={draft.relatedTable} onChange={(e) => set({ relatedTable: e.target.value })} block>
                <Select.Option value="">—</Select.Option>
                {tables.map((tn) => (
                  <Select.Option key={tn} value={tn}>
                    {tn}
                  </Select.Option>
                ))}
              </Select>
            </FormControl>
            {draft.relationType === 'hm' && (
              <FormControl>
                <FormControl.Label>{t('column.relatedColumn')}</FormControl.Label>
                <TextInput
                  value={draft.relatedColumn}
                  placeholder={`${meta.tn}_id`}
                  onChange={(e) => set({ relatedColumn: e.target.value })}
                  block
                />
              </FormControl>
            )}
          </>
        )}
        {isVirtual && (
          <>
            <FormControl>
              <FormControl.Label>{t('column.relatedTable')}</FormControl.Label>
              <Select value={draft.via} onChange={(e) => set({ via: e.target.value, relatedColumn: '' })} block>
                <Select.Option value="">—</Select.Option>
                {choices.map((c) => (
                  <Select.Option key={c.value} value={c.value}>
                    {`${c.tn} (${c.type})`}
                  </Select.Option>
                ))}
              </Select>
            </FormControl>
            <FormControl>
              <FormControl.Label>{t('column.relatedColumn')}</FormControl.Label>
              <Select value={draft.relatedColumn} onChange={(e) => set({ relatedColumn: e.target.value })} block>
                <Select.Option value="">—</Select.Option>
                {relatedColumns.map((c) => (
                  <Select.Option key={c.cn} value={c.cn}>
                    {c._cn}
                  </Select.Option>
                ))}
              </Select>
            </FormControl>
          </>
        )}
        {draft.uidt === 'Rollup' && (
          <FormControl>
            <FormControl.Label>{t('column.rollupFn')}</FormControl.Label>
            <Select value={draft.fn} onChange={(e) => set({ fn: e.target.value })} block>
              <Select.Option value="">—</Select.Option>
              {ROLLUP_FUNCTIONS.map((fn) => (
                <Select.Option key={fn} value={fn}>
                  {fn}
                </Select.Option>
              ))}
            </Select>
          </FormControl>
        )}
        {draft.uidt === 'Formula' && (
          <FormControl>
            <FormControl.Label>{t('column.formula')}</FormControl.Label>
            <TextInput value={draft.formula} onChange={(e) => set({ formula: e.target.value })} block />
          </FormControl>
        )}
        {error && <div role="alert">{error}</div>}
      </Stack>
    </Dialog>
  );
}
