import { SSL_USAGE, type DbConnection, type SslUsage } from '@plinth/sdk';
import type { Inflection } from '@plinth/sdk/server';
import { FormField, useT } from '@plinth/sdk/web';
import { Button, Select, Stack } from '@primer/react';
import { useId, useState, type ChangeEvent } from 'react';
import { INFLECTIONS, REDACTED, SSL_FILES, type ProjectForm, type SslFile } from './connection-form.js';
import { PLUGIN_ID } from './paths.js';
import { mutedStyle } from './ui.js';

type Ssl = NonNullable<DbConnection['ssl']>;

/** A key, certificate or CA file, read into text (the connection carries the PEM itself). */
function SslFileInput({ which, value, onChange }: { which: SslFile; value: string | undefined; onChange(text: string | undefined): void }) {
  const t = useT(PLUGIN_ID);
  const id = useId();
  const [status, setStatus] = useState<string | null>(null);
  const label = t(`ssl.${which}`);
  const read = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    try {
      onChange(await file.text());
      setStatus(t('ssl.loaded', { name: file.name }));
    } catch {
      setStatus(t('ssl.readFailed', { name: file.name }));
    }
  };
  const remove = () => {
    onChange(undefined);
    setStatus(null);
  };
  return (
    <Stack gap="condensed">
      <label htmlFor={id} style={{ fontWeight: 600 }}>
        {label}
      </label>
      <Stack direction="horizontal" align="center" wrap="wrap">
        <input id={id} type="file" accept=".pem,.crt,.cer,.key,text/plain" onChange={(event) => void read(event)} />
        {value && (
          <Button size="small" variant="invisible" onClick={remove}>
            {t('ssl.clear')}
          </Button>
        )}
      </Stack>
      {value === REDACTED && <p style={mutedStyle}>{t('ssl.stored')}</p>}
      {status && value && value !== REDACTED && (
        <p style={mutedStyle} role="status">
          {status}
        </p>
      )}
    </Stack>
  );
}

function InflectionSelect({ label, value, onChange }: { label: string; value: Inflection; onChange(value: Inflection): void }) {
  const t = useT(PLUGIN_ID);
  return (
    <FormField label={label}>
      <Select value={value} onChange={(event) => onChange(event.target.value as Inflection)}>
        {INFLECTIONS.map((mode) => (
          <Select.Option key={mode} value={mode}>
            {t(`inflection.${mode}`)}
          </Select.Option>
        ))}
      </Select>
    </FormField>
  );
}

export interface AdvancedFieldsProps {
  form: ProjectForm;
  onSsl(ssl: Ssl): void;
  onInflection(inflection: ProjectForm['inflection']): void;
}

/** Advanced: SSL usage and files (server databases), inflection of table and column names. */
export function AdvancedFields({ form, onSsl, onInflection }: AdvancedFieldsProps) {
  const t = useT(PLUGIN_ID);
  const ssl: Ssl = form.connection.ssl ?? {};
  return (
    <Stack gap="normal">
      {form.client !== 'sqlite3' && (
        <>
          <FormField label={t('ssl.usage')}>
            <Select value={ssl.usage ?? 'no'} onChange={(event) => onSsl({ ...ssl, usage: event.target.value as SslUsage })}>
              {SSL_USAGE.map((usage) => (
                <Select.Option key={usage} value={usage}>
                  {t(`ssl.${usage}`)}
                </Select.Option>
              ))}
            </Select>
          </FormField>
          {SSL_FILES.map((which) => (
            <SslFileInput key={which} which={which} value={ssl[which]} onChange={(text) => onSsl({ ...ssl, [which]: text })} />
          ))}
        </>
      )}
      <Stack direction="horizontal" wrap="wrap">
        <InflectionSelect
          label={t('inflection.tn')}
          value={form.inflection.tn}
          onChange={(tn) => onInflection({ ...form.inflection, tn })}
        />
        <InflectionSelect
          label={t('inflection.cn')}
          value={form.inflection.cn}
          onChange={(cn) => onInflection({ ...form.inflection, cn })}
        />
      </Stack>
    </Stack>
  );
}
