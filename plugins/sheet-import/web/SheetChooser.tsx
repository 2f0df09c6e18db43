/**
 * One sheet's choices: whether to import it, its table name, its header row, and per column a
 * name, a type (the inferred one first) or Skip; a preview of its first rows, shown as text.
 */
import { tableCellStyle, tableStyle, TextField, useT } from '@plinth/sdk/web';
import { Checkbox, FormControl, Select, TextInput } from '@primer/react';
import { IMPORT_UIDTS, sheetColumns, type Cell, type ColumnChoice, type ImportUidt, type SheetPreview } from '../sheet.js';
import type { SheetDraft } from './use-import.js';

const PREVIEW_ROWS = 5;
const HEADER_CHOICES = 5;

const cellText = (cell: Cell | undefined) => (cell === null || cell === undefined ? '' : String(cell));

function ColumnRow({ n, column, onChange }: { n: number; column: ColumnChoice; onChange(column: ColumnChoice): void }) {
  const t = useT('sheet-import');
  return (
    <tr>
      <td style={tableCellStyle}>
        <TextInput
          aria-label={t('choose.columnName', { n })}
          value={column.name}
          disabled={column.skip}
          onChange={(e) => onChange({ ...column, name: e.target.value })}
        />
      </td>
      <td style={tableCellStyle}>
        <Select
          aria-label={t('choose.columnType', { n })}
          value={column.uidt}
          disabled={column.skip}
          onChange={(e) => onChange({ ...column, uidt: e.target.value as ImportUidt })}
        >
          {IMPORT_UIDTS.map((uidt) => (
            <Select.Option key={uidt} value={uidt}>
              {t(`type.${uidt}`)}
            </Select.Option>
          ))}
        </Select>
      </td>
      <td style={tableCellStyle}>
        <Checkbox
          aria-label={t('choose.skipColumn', { n })}
          checked={!!column.skip}
          onChange={(e) => onChange({ ...column, skip: e.target.checked })}
        />
      </td>
    </tr>
  );
}

function Preview({ sheet, draft }: { sheet: SheetPreview; draft: SheetDraft }) {
  const t = useT('sheet-import');
  const rows = sheet.rows.slice(draft.headerRow, draft.headerRow + PREVIEW_ROWS);
  const shown = draft.columns.map((c, i) => ({ ...c, i })).filter((c) => !c.skip);
  return (
    <table style={tableStyle} aria-label={`${t('choose.preview')}: ${draft.table}`}>
      <thead>
        <tr>
          {shown.map((c) => (
            <th key={c.i} style={tableCellStyle}>
              {c.name} <small>({t(`type.${c.uidt}`)})</small>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, r) => (
          <tr key={r}>
            {shown.map((c) => (
              <td key={c.i} style={tableCellStyle}>
                {cellText(row[c.i])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function SheetChooser({ sheet, draft, onChange }: { sheet: SheetPreview; draft: SheetDraft; onChange(draft: SheetDraft): void }) {
  const t = useT('sheet-import');
  const headerChoices = Array.from({ length: Math.min(HEADER_CHOICES, sheet.rows.length) }, (_, i) => i + 1);
  const setColumn = (i: number, column: ColumnChoice) =>
    onChange({ ...draft, columns: draft.columns.map((c, k) => (k === i ? column : c)) });
  return (
    <section aria-label={sheet.name} style={{ marginBottom: 24 }}>
      <FormControl>
        <Checkbox checked={draft.selected} onChange={(e) => onChange({ ...draft, selected: e.target.checked })} />
        <FormControl.Label>
          {t('choose.sheet', { name: sheet.name })} ({t('choose.rows', { count: Math.max(0, sheet.totalRows - draft.headerRow) })})
        </FormControl.Label>
      </FormControl>
      {draft.selected && (
        <div style={{ display: 'grid', gap: 12, marginTop: 8 }}>
          <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
            <TextField label={t('choose.table')} value={draft.table} onChange={(table) => onChange({ ...draft, table })} />
            <FormControl>
              <FormControl.Label>{t('choose.headerRow')}</FormControl.Label>
              <Select
                value={String(draft.headerRow)}
                onChange={(e) => {
                  const headerRow = Number(e.target.value);
                  onChange({ ...draft, headerRow, columns: sheetColumns(sheet, headerRow) });
                }}
              >
                <Select.Option value="0">{t('choose.noHeader')}</Select.Option>
                {headerChoices.map((n) => (
                  <Select.Option key={n} value={String(n)}>
                    {t('choose.row', { n })}
                  </Select.Option>
                ))}
              </Select>
            </FormControl>
          </div>
          <div style={{ overflowX: 'auto' }}>
            <table style={tableStyle}>
              <thead>
                <tr>
                  <th style={tableCellStyle}>{t('choose.column')}</th>
                  <th style={tableCellStyle}>{t('choose.type')}</th>
                  <th style={tableCellStyle}>{t('choose.skip')}</th>
                </tr>
              </thead>
              <tbody>
                {draft.columns.map((column, i) => (
                  <ColumnRow key={i} n={i + 1} column={column} onChange={(c) => setColumn(i, c)} />
                ))}
              </tbody>
            </table>
          </div>
          <div style={{ overflowX: 'auto' }}>
            <Preview sheet={sheet} draft={draft} />
          </div>
        </div>
      )}
    </section>
  );
}
