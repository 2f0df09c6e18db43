import { IconButton, Select, TextInput } from '@primer/react';
import { TrashIcon } from '@primer/octicons-react';
import { useT } from '@plinth/sdk/web';
import {
  EDITOR_UIDT,
  OFFERED_RELATION_TYPES,
  relationChoices,
  ROLLUP_FNS,
  SELECT_UIDT,
  targetColumnChoices,
  type EditorColumn,
  type EditorDocument,
} from './model.js';
import type { ColumnPatch } from './relations.js';
import { fieldId, type FormProblem, type ProblemField } from './validate.js';

export interface ColumnRowProps {
  doc: EditorDocument;
  ti: number;
  ci: number;
  readOnly: boolean;
  problem?: FormProblem;
  onChange(patch: ColumnPatch): void;
  onDelete(): void;
  onFocus(): void;
}

const cellStyle = { padding: '4px 6px', verticalAlign: 'top' } as const;

/** One row of a table panel's columns table: name, type, and the fields its type needs. */
export function ColumnRow({ doc, ti, ci, readOnly, problem, onChange, onDelete, onFocus }: ColumnRowProps) {
  const t = useT('templates');
  const table = doc.tables[ti]!;
  const c = table.columns[ci]!;
  const id = (field: ProblemField) => fieldId({ field, table: ti, column: ci });
  const invalid = (field: ProblemField) => (problem?.field === field ? ('error' as const) : undefined);
  const label = (field: string) => t(`editor.column.${field}`, { column: c.cn || ci + 1, table: table.tn });
  const uidts: readonly string[] = c.uidt === 'ForeignKey' ? ['ForeignKey', ...EDITOR_UIDT] : EDITOR_UIDT;

  return (
    <tr data-testid="template-column" onFocus={onFocus}>
      <td style={cellStyle}>
        <TextInput
          id={id('cn')}
          aria-label={label('name')}
          value={c.cn}
          readOnly={readOnly}
          validationStatus={invalid('cn')}
          onChange={(e) => onChange({ cn: e.target.value })}
          size="small"
        />
      </td>
      <td style={cellStyle}>
        <Select
          id={id('uidt')}
          aria-label={label('type')}
          value={c.uidt}
          disabled={readOnly}
          validationStatus={invalid('uidt')}
          onChange={(e) => onChange({ uidt: e.target.value })}
          size="small"
        >
          {!c.uidt && <Select.Option value="">{t('editor.column.pick')}</Select.Option>}
          {uidts.map((u) => (
            <Select.Option key={u} value={u}>
              {u}
            </Select.Option>
          ))}
        </Select>
      </td>
      <td style={cellStyle}>
        <RelationFields doc={doc} ti={ti} c={c} readOnly={readOnly} id={id} invalid={invalid} label={label} onChange={onChange} />
        {SELECT_UIDT.includes(c.uidt) && (
          <TextInput
            id={id('uidt') + '-dtxp'}
            aria-label={label('options')}
            placeholder={t('editor.column.optionsHint')}
            value={c.dtxp ?? ''}
            readOnly={readOnly}
            onChange={(e) => onChange({ dtxp: e.target.value })}
            size="small"
          />
        )}
      </td>
      <td style={cellStyle}>
        {!readOnly && <IconButton icon={TrashIcon} size="small" variant="invisible" aria-label={label('delete')} onClick={onDelete} />}
      </td>
    </tr>
  );
}

interface RelationFieldsProps {
  doc: EditorDocument;
  ti: number;
  c: EditorColumn;
  readOnly: boolean;
  id(field: ProblemField): string;
  invalid(field: ProblemField): 'error' | undefined;
  label(field: string): string;
  onChange(patch: ColumnPatch): void;
}

/** Related table and type of a link; relation, related column and function of a lookup or rollup. */
function RelationFields(props: RelationFieldsProps) {
  const { c } = props;
  if (c.uidt === 'LinkToAnotherRecord' || c.uidt === 'ForeignKey') return <LinkFields {...props} />;
  if (c.uidt === 'Lookup' || c.uidt === 'Rollup') return <VirtualFields {...props} />;
  return null;
}

/** Related table and relation type of a link (a foreign key: the related table only). */
function LinkFields({ doc, c, readOnly, id, invalid, label, onChange }: RelationFieldsProps) {
  const t = useT('templates');
  const pick = <Select.Option value="">{t('editor.column.pick')}</Select.Option>;
  const tables = doc.tables.map((x) => x.tn).filter((tn) => tn.trim());
  return (
    <span style={{ display: 'inline-flex', gap: 4 }}>
      <Select
        id={id('rtn')}
        aria-label={label('relatedTable')}
        value={c.rtn ?? ''}
        disabled={readOnly}
        validationStatus={invalid('rtn')}
        onChange={(e) => onChange({ rtn: e.target.value })}
        size="small"
      >
        {pick}
        {tables.map((tn) => (
          <Select.Option key={tn} value={tn}>
            {tn}
          </Select.Option>
        ))}
      </Select>
      {c.uidt === 'LinkToAnotherRecord' && (
        <Select
          id={id('type')}
          aria-label={label('relationType')}
          value={c.type ?? ''}
          disabled={readOnly}
          validationStatus={invalid('type')}
          onChange={(e) => onChange({ type: e.target.value as 'mm' | 'hm' })}
          size="small"
        >
          {pick}
          {OFFERED_RELATION_TYPES.map((r) => (
            <Select.Option key={r} value={r}>
              {t(`editor.relation.${r}`)}
            </Select.Option>
          ))}
          {c.type === 'bt' && <Select.Option value="bt">{t('editor.relation.bt')}</Select.Option>}
        </Select>
      )}
    </span>
  );
}

/** The relation a lookup or rollup follows, the column it shows and a rollup's function. */
function VirtualFields({ doc, ti, c, readOnly, id, invalid, label, onChange }: RelationFieldsProps) {
  const t = useT('templates');
  const pick = <Select.Option value="">{t('editor.column.pick')}</Select.Option>;
  const relations = relationChoices(doc.tables[ti]!, c.uidt === 'Rollup');
  const value = c.rtn && c.type ? `${c.type}:${c.rtn}` : '';
  const known = relations.some((r) => `${r.type}:${r.rtn}` === value);
  return (
    <span style={{ display: 'inline-flex', gap: 4 }}>
      <Select
        id={id(c.rtn ? 'type' : 'rtn')}
        aria-label={label('relation')}
        value={value}
        disabled={readOnly}
        validationStatus={invalid('rtn') ?? invalid('type')}
        onChange={(e) => {
          const [type, ...rest] = e.target.value.split(':');
          onChange({ type: (type || undefined) as 'mm' | 'hm' | 'bt' | undefined, rtn: rest.join(':') || undefined });
        }}
        size="small"
      >
        {pick}
        {!known && value && <Select.Option value={value}>{t(`editor.relation.${c.type}`) + ': ' + c.rtn}</Select.Option>}
        {relations.map((r) => (
          <Select.Option key={`${r.type}:${r.rtn}`} value={`${r.type}:${r.rtn}`}>
            {t(`editor.relation.${r.type}`) + ': ' + r.rtn}
          </Select.Option>
        ))}
      </Select>
      <Select
        id={id('rcn')}
        aria-label={label('relatedColumn')}
        value={c.rcn ?? ''}
        disabled={readOnly}
        validationStatus={invalid('rcn')}
        onChange={(e) => onChange({ rcn: e.target.value })}
        size="small"
      >
        {pick}
        {c.rcn && !targetColumnChoices(doc, c.rtn).includes(c.rcn) && <Select.Option value={c.rcn}>{c.rcn}</Select.Option>}
        {targetColumnChoices(doc, c.rtn).map((cn) => (
          <Select.Option key={cn} value={cn}>
            {cn}
          </Select.Option>
        ))}
      </Select>
      {c.uidt === 'Rollup' && (
        <Select
          id={id('fn')}
          aria-label={label('function')}
          value={c.fn ?? ''}
          disabled={readOnly}
          validationStatus={invalid('fn')}
          onChange={(e) => onChange({ fn: e.target.value })}
          size="small"
        >
          {pick}
          {ROLLUP_FNS.map((fn) => (
            <Select.Option key={fn} value={fn}>
              {fn}
            </Select.Option>
          ))}
        </Select>
      )}
    </span>
  );
}
