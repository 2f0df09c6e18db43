import { Button, FormControl, IconButton, Stack, TextInput, VisuallyHidden } from '@primer/react';
import { ChevronDownIcon, ChevronRightIcon, PlusIcon, TrashIcon } from '@primer/octicons-react';
import { useT } from '@plinth/sdk/web';
import { ColumnRow } from './ColumnRow.js';
import type { EditorDocument } from './model.js';
import type { ColumnPatch } from './relations.js';
import { fieldId, type FormProblem } from './validate.js';

export interface TablePanelProps {
  doc: EditorDocument;
  ti: number;
  expanded: boolean;
  readOnly: boolean;
  /** The form problem to mark, when it is in this table. */
  problem?: FormProblem;
  problemText?: string;
  onToggle(): void;
  onRename(tn: string): void;
  onDelete(): void;
  onAddColumn(): void;
  onAddColumns(): void;
  onColumnChange(ci: number, patch: ColumnPatch): void;
  onColumnDelete(ci: number): void;
  onColumnFocus(ci: number): void;
}

const panelStyle = { border: '1px solid var(--borderColor-default)', borderRadius: 6 } as const;
const headStyle = { padding: '4px 8px', borderBottom: '1px solid var(--borderColor-muted)', textAlign: 'start' } as const;

/** One table of the template: an expandable panel with its name and its columns table. */
export function TablePanel(props: TablePanelProps) {
  const { doc, ti, expanded, readOnly, problem, problemText } = props;
  const t = useT('templates');
  const table = doc.tables[ti]!;
  const name = table.tn || t('editor.table.untitled', { n: ti + 1 });
  const bodyId = `tpl-t${ti}-body`;
  const tableProblem = problem && problem.column === undefined ? problemText : undefined;
  const columnProblem = problem && problem.column !== undefined ? problemText : undefined;

  return (
    <section style={panelStyle} data-testid="template-table" aria-label={t('editor.table.panel', { table: name })}>
      <Stack direction="horizontal" align="center" justify="space-between" padding="condensed">
        <Button
          variant="invisible"
          leadingVisual={expanded ? ChevronDownIcon : ChevronRightIcon}
          aria-expanded={expanded}
          aria-controls={bodyId}
          id={`tpl-t${ti}-toggle`}
          onClick={props.onToggle}
        >
          {name} ({t('editor.table.columns', { count: table.columns.length })})
        </Button>
        {!readOnly && (
          <IconButton
            icon={TrashIcon}
            variant="invisible"
            aria-label={t('editor.table.delete', { table: name })}
            onClick={props.onDelete}
          />
        )}
      </Stack>
      {expanded && (
        <div id={bodyId} style={{ padding: '0 12px 12px' }}>
          <Stack gap="condensed">
            <FormControl required id={fieldId({ field: 'tn', table: ti })}>
              <FormControl.Label>{t('editor.table.name')}</FormControl.Label>
              <TextInput
                value={table.tn}
                readOnly={readOnly}
                validationStatus={tableProblem ? 'error' : undefined}
                onChange={(e) => props.onRename(e.target.value)}
              />
              {tableProblem && <FormControl.Validation variant="error">{tableProblem}</FormControl.Validation>}
            </FormControl>
            <table style={{ borderCollapse: 'collapse', width: '100%' }} aria-label={t('editor.table.columnsOf', { table: name })}>
              <thead>
                <tr>
                  <th style={headStyle}>{t('editor.column.nameHead')}</th>
                  <th style={headStyle}>{t('editor.column.typeHead')}</th>
                  <th style={headStyle}>{t('editor.column.detailsHead')}</th>
                  <th style={headStyle}>
                    <VisuallyHidden>{t('editor.column.actionsHead')}</VisuallyHidden>
                  </th>
                </tr>
              </thead>
              <tbody>
                {table.columns.map((c, ci) => (
                  <ColumnRow
                    key={c.key}
                    doc={doc}
                    ti={ti}
                    ci={ci}
                    readOnly={readOnly}
                    problem={problem?.column === ci ? problem : undefined}
                    onChange={(patch) => props.onColumnChange(ci, patch)}
                    onDelete={() => props.onColumnDelete(ci)}
                    onFocus={() => props.onColumnFocus(ci)}
                  />
                ))}
              </tbody>
            </table>
            {columnProblem && (
              <p role="alert" style={{ color: 'var(--fgColor-danger)', margin: 0 }}>
                {columnProblem}
              </p>
            )}
            {!readOnly && (
              <Stack direction="horizontal" gap="condensed">
                <Button size="small" leadingVisual={PlusIcon} onClick={props.onAddColumn}>
                  {t('editor.table.addColumn')}
                </Button>
                <Button size="small" onClick={props.onAddColumns}>
                  {t('editor.table.addColumns')}
                </Button>
              </Stack>
            )}
          </Stack>
        </div>
      )}
    </section>
  );
}
