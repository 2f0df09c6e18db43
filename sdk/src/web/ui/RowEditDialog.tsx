/**
 * A row as a form in a dialog (a card opened in the gallery, kanban or calendar): the view's
 * fields, typed ones editable when the user may edit (checked as the grid checks them, then by
 * the server), the rest shown. Saves only what changed, in one request; a new row is created.
 */
import { Dialog, Flash, Stack } from '@primer/react';
import { useId, useMemo, useState } from 'react';
import { editText, parseInput, type Row } from '../../cell-values.js';
import type { ViewColumn } from '../../view-columns.js';
import { shownColumns, type ViewFieldSettings } from '../../view-settings.js';
import { errorText } from '../index.js';
import type { RowsApi } from '../rows.js';
import { CellValue } from './CellValue.js';
import { FieldInput, typedInForm } from './FieldInput.js';
import { useReturnFocusRef } from './focus.js';
import { FormField } from './FormField.js';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** English texts of the dialog; a view type plugin spreads them into its bundle. */
export const ROW_FORM_MESSAGES_EN: Readonly<Record<string, string>> = {
  'row.title': 'Row',
  'row.new': 'New row',
  'row.save': 'Save',
  'row.cancel': 'Cancel',
  'row.saveFailed': 'Could not save: {{msg}}',
};

export interface RowEditDialogProps {
  /** The fields shown, in order. */
  columns: readonly ViewColumn[];
  /** The row, or a new row's starting values (e.g. its lane or day) when `rowId` is null. */
  row: Row;
  /** The row's id (`rowKey`); null for a new row. */
  rowId: string | null;
  rows: RowsApi;
  /** The title: the row's name. */
  title?: string;
  canEdit: boolean;
  onSaved(row: Row): void;
  onClose(): void;
  t: Translate;
}

export function RowEditDialog({ columns, row, rowId, rows, title, canEdit, onSaved, onClose, t }: RowEditDialogProps) {
  const formId = useId();
  const returnFocusRef = useReturnFocusRef();
  const initial = useMemo(() => Object.fromEntries(columns.map((c) => [c.key, editText(c, row[c.key])])), [columns, row]);
  const [texts, setTexts] = useState<Record<string, string>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const editable = (c: ViewColumn) => canEdit && typedInForm(c);

  const save = async () => {
    const patch: Row = rowId ? {} : { ...row };
    const found: Record<string, string> = {};
    for (const c of columns) {
      if (!editable(c) || texts[c.key] === initial[c.key]) continue;
      const parsed = parseInput(c, texts[c.key] ?? '');
      if (parsed.ok) patch[c.key] = parsed.value;
      else found[c.key] = t(parsed.error, parsed.params);
    }
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setFailure(null);
    try {
      const saved = rowId ? await rows.update(rowId, patch) : await rows.create(patch);
      onSaved(saved);
      onClose();
    } catch (err) {
      setFailure(t('row.saveFailed', { msg: errorText(err) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      title={title || (rowId ? t('row.title') : t('row.new'))}
      onClose={onClose}
      returnFocusRef={returnFocusRef}
      width="large"
      footerButtons={[
        { buttonType: 'default', content: t('row.cancel'), onClick: onClose },
        ...(canEdit
          ? [{ buttonType: 'primary' as const, content: t('row.save'), type: 'submit' as const, form: formId, disabled: busy }]
          : []),
      ]}
    >
      <form
        id={formId}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Stack gap="normal">
          {failure && (
            <Flash variant="danger" role="alert">
              {failure}
            </Flash>
          )}
          {columns.map((c) =>
            editable(c) ? (
              <FormField key={c.key} label={c.title} error={errors[c.key]} required={Boolean(c.column?.rqd)}>
                <FieldInput
                  col={c}
                  label={c.title}
                  text={texts[c.key] ?? ''}
                  invalid={Boolean(errors[c.key])}
                  onChange={(v) => setTexts({ ...texts, [c.key]: v })}
                />
              </FormField>
            ) : (
              <div key={c.key} data-field={c.key}>
                <div style={{ fontWeight: 600, fontSize: 14, marginBottom: 4 }}>{c.title}</div>
                <CellValue col={c} value={row[c.key]} wrap t={t} />
              </div>
            ),
          )}
        </Stack>
      </form>
    </Dialog>
  );
}

/** A card (or calendar event) opened from a view: its row, `id` null for a new row. */
export interface OpenCard {
  row: Row;
  id: string | null;
}

export interface CardDialogProps {
  /** The view's columns and rows API (`useViewTable`). */
  table: { columns: readonly ViewColumn[]; rows: RowsApi };
  settings: Pick<ViewFieldSettings, 'hidden' | 'order'>;
  /** The card's title column: the form's first field, its value the dialog's title. */
  titleColumn: ViewColumn | undefined;
  /** The title of an existing row; by default the title column's value as stored. */
  titleOf?(row: Row): string;
  open: OpenCard;
  canEdit: boolean;
  canAdd: boolean;
  onSaved(row: Row): void;
  onClose(): void;
  t: Translate;
}

/**
 * The row form of a card opened in a view (gallery, kanban, calendar): the title field first,
 * then the view's shown fields; an existing row editable when the user may edit, a new one when
 * the user may add.
 */
export function CardDialog({ table, settings, titleColumn, titleOf, open, canEdit, canAdd, onSaved, onClose, t }: CardDialogProps) {
  const title = (row: Row) => (titleOf ? titleOf(row) : titleColumn ? String(row[titleColumn.key] ?? '') : '');
  return (
    <RowEditDialog
      columns={[...(titleColumn ? [titleColumn] : []), ...shownColumns(table.columns, settings).filter((c) => c !== titleColumn)]}
      row={open.row}
      rowId={open.id}
      rows={table.rows}
      title={open.id ? title(open.row) : undefined}
      canEdit={open.id ? canEdit : canAdd}
      onSaved={onSaved}
      onClose={onClose}
      t={t}
    />
  );
}
