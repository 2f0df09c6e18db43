/**
 * The form a visitor fills in: heading, description, the fields with their labels, help texts and
 * required marks, each checked as the grid checks values before it is sent (attachments uploaded
 * through the link as they are picked); the server's answer shown beside the field it names. After a submission: the success message, 'Submit another'
 * when offered, or the redirect page.
 */
import { FORM_UPLOAD_LIMITS, parseInput, type Attachment, type Row, type ViewColumn } from '@plinth/sdk';
import { ApiError, AttachmentInput, errorText, FieldInput, FormField, type SharedViewSource } from '@plinth/sdk/web';
import { Button, Flash, Heading, Stack } from '@primer/react';
import { useMemo, useState, type FormEvent } from 'react';
import { isLinkField, type FormField as FormFieldSettings, type FormSettings } from '../shared/settings.js';
import { LinkChoice } from './LinkChoice.js';

export interface PublicFormProps {
  settings: FormSettings;
  /** The form's fields with their columns, in order. */
  fields: { field: FormFieldSettings; col: ViewColumn }[];
  /** Sends the row; absent in the builder's preview (nothing is sent). */
  submit?(row: Row): Promise<void>;
  /** Uploads files for attachment fields; absent in the preview. */
  upload?(files: readonly File[]): Promise<Attachment[]>;
  /** The parents a link field may point to; absent in the preview. */
  choices?: SharedViewSource['choices'];
  t(key: string, options?: Record<string, unknown>): string;
}

type Files = Record<string, Attachment[]>;

/** The row from the typed texts and uploaded files, or the message per field that stops it. */
function rowOf(fields: PublicFormProps['fields'], texts: Record<string, string>, files: Files, t: PublicFormProps['t']) {
  const row: Row = {};
  const errors: Record<string, string> = {};
  for (const { field, col } of fields) {
    const text = texts[col.key] ?? '';
    const label = field.label || col.title;
    if (isLinkField(col)) {
      if (text) row[col.key] = text;
      else if (field.required) errors[col.key] = t('form.required', { field: label });
      continue;
    }
    if (col.uidt === 'Attachment') {
      const chosen = files[col.key] ?? [];
      if (chosen.length) row[col.key] = chosen.map(({ path }) => ({ path }));
      else if (field.required) errors[col.key] = t('form.required', { field: label });
      continue;
    }
    if (!text.trim() || (col.uidt === 'Checkbox' && text === 'false' && field.required)) {
      if (field.required) errors[col.key] = t('form.required', { field: label });
      continue;
    }
    const parsed = parseInput(col, text);
    if (parsed.ok) row[col.key] = parsed.value;
    else errors[col.key] = t(parsed.error, parsed.params);
  }
  return { row, errors };
}

export function PublicForm({ settings, fields, submit, upload, choices, t }: PublicFormProps) {
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [files, setFiles] = useState<Files>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const linkTexts = useMemo(
    () => ({
      none: t('form.noChoice'),
      search: t('form.searchChoices'),
      more: t('form.moreChoices'),
      failed: (msg: string) => t('form.choicesFailed', { msg }),
    }),
    [t],
  );

  const send = async (e: FormEvent) => {
    e.preventDefault();
    const { row, errors: found } = rowOf(fields, texts, files, t);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length || !submit) return;
    setBusy(true);
    try {
      await submit(row);
      if (settings.redirectUrl) window.location.assign(settings.redirectUrl);
      setDone(true);
      setTexts({});
      setFiles({});
    } catch (err) {
      const field = err instanceof ApiError ? (err.body as { field?: string } | undefined)?.field : undefined;
      if (field && fields.some((f) => f.col.key === field)) setErrors({ [field]: errorText(err) });
      else setFailure(t('form.failed', { msg: errorText(err) }));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <section aria-live="polite" style={{ maxWidth: 640, margin: '0 auto', padding: 24 }}>
        <Flash variant="success">{settings.successMessage || t('form.thanks')}</Flash>
        {settings.submitAnother && (
          <Button style={{ marginTop: 16 }} onClick={() => setDone(false)}>
            {t('form.another')}
          </Button>
        )}
      </section>
    );
  }
  return (
    <form
      onSubmit={(e) => void send(e)}
      noValidate
      style={{ maxWidth: 640, margin: '0 auto', padding: 24 }}
      aria-label={settings.heading || undefined}
    >
      <Stack gap="normal">
        {settings.heading && <Heading as="h2">{settings.heading}</Heading>}
        {settings.description && <p style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{settings.description}</p>}
        {failure && (
          <Flash variant="danger" role="alert">
            {failure}
          </Flash>
        )}
        {!fields.length && <p>{t('form.noFields')}</p>}
        {fields.map(({ field, col }) =>
          isLinkField(col) ? (
            <LinkChoice
              key={col.key}
              field={col.key}
              label={field.label || col.title}
              hint={field.help || undefined}
              error={errors[col.key]}
              required={field.required}
              value={texts[col.key] ?? ''}
              onChange={(id) => setTexts({ ...texts, [col.key]: id })}
              choices={choices}
              texts={linkTexts}
            />
          ) : col.uidt === 'Attachment' ? (
            <AttachmentInput
              key={col.key}
              label={field.label || col.title}
              hint={field.help || undefined}
              error={errors[col.key]}
              required={field.required}
              accept={FORM_UPLOAD_LIMITS.accept}
              value={files[col.key] ?? []}
              onChange={(value) => setFiles({ ...files, [col.key]: value })}
              upload={upload ?? (() => Promise.reject(new Error(t('form.previewUpload'))))}
              texts={{ choose: t('form.chooseFiles'), uploading: t('form.uploading'), remove: (name) => t('form.removeFile', { name }) }}
            />
          ) : (
            <FormField
              key={col.key}
              label={field.label || col.title}
              hint={field.help || undefined}
              error={errors[col.key]}
              required={field.required}
            >
              <FieldInput
                col={col}
                label={field.label || col.title}
                text={texts[col.key] ?? ''}
                invalid={Boolean(errors[col.key])}
                onChange={(v) => setTexts({ ...texts, [col.key]: v })}
              />
            </FormField>
          ),
        )}
        <div>
          <Button type="submit" variant="primary" disabled={busy || !submit}>
            {busy ? t('form.submitting') : t('form.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
