/** The form builder: the table's fillable columns, each shown or not, in order, with its label, help text and required flag; the form's texts. */
import type { ViewColumn } from '@plinth/sdk';
import { FormField, TextField, UidtIcon } from '@plinth/sdk/web';
import { Button, Checkbox, Heading, Stack, Textarea, TextInput } from '@primer/react';
import type { ReactNode } from 'react';
import { fillableColumns, formFields, type FormField as FormFieldSettings, type FormSettings } from '../shared/settings.js';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface FormBuilderProps {
  columns: ViewColumn[];
  settings: FormSettings;
  onChange(patch: Partial<FormSettings>): void;
  canEdit: boolean;
  preview: ReactNode;
  t: Translate;
}

export function FormBuilder({ columns, settings, onChange, canEdit, preview, t }: FormBuilderProps) {
  return (
    <div style={{ display: 'flex', height: '100%', minHeight: 0 }} data-testid="form-builder">
      <aside
        aria-label={t('builder.label')}
        style={{
          width: 380,
          flex: 'none',
          overflow: 'auto',
          padding: 16,
          borderInlineEnd: '1px solid var(--borderColor-default, #d0d7de)',
        }}
      >
        {!canEdit && <p>{t('builder.readOnly')}</p>}
        <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0 }}>
          <FormTexts settings={settings} onChange={onChange} t={t} />
          <Heading as="h3" style={{ fontSize: 16, marginTop: 16 }}>
            {t('builder.fields')}
          </Heading>
          <FieldList columns={columns} settings={settings} onChange={onChange} t={t} />
        </fieldset>
      </aside>
      <section
        aria-label={t('builder.preview')}
        style={{ flex: 1, minWidth: 0, overflow: 'auto', background: 'var(--bgColor-muted, #f6f8fa)' }}
      >
        {preview}
      </section>
    </div>
  );
}

function FormTexts({ settings, onChange, t }: Pick<FormBuilderProps, 'settings' | 'onChange' | 't'>) {
  return (
    <Stack gap="condensed">
      <TextField label={t('builder.heading')} value={settings.heading} onChange={(heading) => onChange({ heading })} />
      <FormField label={t('builder.description')}>
        <Textarea block rows={3} value={settings.description} onChange={(e) => onChange({ description: e.target.value })} />
      </FormField>
      <TextField
        label={t('builder.successMessage')}
        value={settings.successMessage}
        onChange={(successMessage) => onChange({ successMessage })}
      />
      <label style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
        <Checkbox checked={settings.submitAnother} onChange={(e) => onChange({ submitAnother: e.target.checked })} />
        {t('builder.submitAnother')}
      </label>
      <TextField
        label={t('builder.redirectUrl')}
        type="url"
        value={settings.redirectUrl ?? ''}
        onChange={(url) => onChange({ redirectUrl: /^https?:\/\/\S+$/i.test(url.trim()) ? url.trim() : null })}
      />
    </Stack>
  );
}

function FieldList({ columns, settings, onChange, t }: Omit<FormBuilderProps, 'preview' | 'canEdit'>) {
  const fields = formFields(columns, settings);
  const included = new Map(fields.map((f) => [f.key, f]));
  // The form's fields in order, then the fillable columns it leaves out.
  const rest = fillableColumns(columns).filter((c) => !included.has(c.key));
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const set = (next: FormFieldSettings[]) => onChange({ fields: next });
  const patch = (key: string, p: Partial<FormFieldSettings>) => set(fields.map((f) => (f.key === key ? { ...f, ...p } : f)));
  const move = (i: number, step: number) => {
    const next = [...fields];
    const j = i + step;
    if (j < 0 || j >= next.length) return;
    [next[i], next[j]] = [next[j]!, next[i]!];
    set(next);
  };
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {fields.map((f, i) => {
        const col = byKey.get(f.key);
        if (!col) return null;
        return (
          <li
            key={f.key}
            data-testid={`form-field-${f.key}`}
            style={{ padding: '8px 0', borderBottom: '1px solid var(--borderColor-muted, #d8dee4)' }}
          >
            <div style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
              <Checkbox
                aria-label={t('builder.include', { field: col.title })}
                checked
                onChange={() => set(fields.filter((x) => x.key !== f.key))}
              />
              <UidtIcon col={col} />
              <strong style={{ flex: 1 }}>{col.title}</strong>
              <Button
                size="small"
                variant="invisible"
                aria-label={t('builder.up', { field: col.title })}
                disabled={i === 0}
                onClick={() => move(i, -1)}
              >
                ↑
              </Button>
              <Button
                size="small"
                variant="invisible"
                aria-label={t('builder.down', { field: col.title })}
                disabled={i === fields.length - 1}
                onClick={() => move(i, 1)}
              >
                ↓
              </Button>
            </div>
            <TextInput
              block
              size="small"
              aria-label={t('builder.fieldLabel', { field: col.title })}
              placeholder={col.title}
              value={f.label}
              onChange={(e) => patch(f.key, { label: e.target.value })}
            />
            <TextInput
              block
              size="small"
              aria-label={t('builder.fieldHelp', { field: col.title })}
              value={f.help}
              onChange={(e) => patch(f.key, { help: e.target.value })}
              style={{ marginTop: 4 }}
            />
            <label style={{ display: 'flex', gap: 6, alignItems: 'center', marginTop: 4 }}>
              <Checkbox checked={f.required} onChange={(e) => patch(f.key, { required: e.target.checked })} />
              {t('builder.fieldRequired', { field: col.title })}
            </label>
          </li>
        );
      })}
      {rest.map((col) => (
        <li
          key={col.key}
          data-testid={`form-field-${col.key}`}
          style={{ display: 'flex', alignItems: 'center', gap: 6, padding: '8px 0', color: 'var(--fgColor-muted, #59636e)' }}
        >
          <Checkbox
            aria-label={t('builder.include', { field: col.title })}
            checked={false}
            onChange={() => set([...fields, { key: col.key, label: '', help: '', required: false }])}
          />
          <UidtIcon col={col} />
          {col.title}
        </li>
      ))}
    </ul>
  );
}
