/**
 * The form view: in a table's tab, the builder (which fields, their order, labels, help texts and
 * required flags; heading, description, success message, 'submit another', redirect) beside a
 * preview of the form; on its shared link, the form itself, sending rows through the link.
 */
import type { ViewColumn } from '@plinth/sdk';
import { usePlinth, useT, useViewSettings, useViewTable, type ViewComponentProps } from '@plinth/sdk/web';
import { Spinner } from '@primer/react';
import { DEFAULT_FORM_SETTINGS, fillableColumns, formFields, formSettingsSchema, type FormSettings } from '../shared/settings.js';
import { FormBuilder } from './FormBuilder.js';
import { PublicForm } from './PublicForm.js';

const PLUGIN_ID = 'form-view';

const parseSettings = (raw: unknown): FormSettings => {
  const parsed = formSettingsSchema.safeParse(raw ?? {});
  return parsed.success ? parsed.data : DEFAULT_FORM_SETTINGS;
};

/** The form's fields with their columns (fields of columns a form cannot fill are left out). */
function fieldColumns(columns: readonly ViewColumn[], settings: FormSettings) {
  const byKey = new Map(fillableColumns(columns).map((c) => [c.key, c]));
  return formFields(columns, settings).flatMap((field) => {
    const col = byKey.get(field.key);
    return col ? [{ field, col }] : [];
  });
}

export default function FormView(props: ViewComponentProps) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const { table, error } = useViewTable(props);
  const [settings, change] = useViewSettings(props, parseSettings);
  if (error) return <p role="alert">{t('form.loadFailed', { msg: error })}</p>;
  if (!table) return <Spinner size="medium" />;
  const fields = fieldColumns(table.columns, settings);
  if (props.shared) {
    const { submit, upload, choices } = props.shared;
    return (
      <div style={{ overflow: 'auto', height: '100%' }} data-testid="shared-form">
        <PublicForm
          settings={settings}
          fields={fields}
          submit={submit && ((row) => submit(row))}
          upload={upload && ((files) => upload(files))}
          // Passed as it is: a stable function, which the link fields load with.
          choices={choices}
          t={t}
        />
      </div>
    );
  }
  return (
    <FormBuilder
      columns={table.columns}
      settings={settings}
      onChange={change}
      canEdit={Boolean(props.saveSettings) && ctx.session.can('xcDatatableEditable')}
      preview={<PublicForm settings={settings} fields={fields} t={t} />}
      t={t}
    />
  );
}
