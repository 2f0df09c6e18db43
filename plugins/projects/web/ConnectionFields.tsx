import type { DbClient, DbConnection } from '@plinth/sdk';
import { TextField, useT } from '@plinth/sdk/web';
import { Checkbox, FormControl, Select, Stack } from '@primer/react';
import { CLIENTS, REDACTED, type FormProblems, type ProjectForm } from './connection-form.js';
import { PLUGIN_ID } from './paths.js';

export interface ConnectionFieldsProps {
  form: ProjectForm;
  /** Problems to show (already filtered to the ones the user should see). */
  problems: FormProblems;
  onClient(client: DbClient): void;
  onConnection(patch: Partial<DbConnection>): void;
  onCreateIfNotExists(value: boolean): void;
}

/** Database type, then a SQLite file or host, port, username, password and database. */
export function ConnectionFields({ form, problems, onClient, onConnection, onCreateIfNotExists }: ConnectionFieldsProps) {
  const t = useT(PLUGIN_ID);
  const c = form.connection;
  const shown = (key: keyof FormProblems) => (problems[key] ? t(problems[key]) : null);
  return (
    <Stack gap="normal">
      <FormControl>
        <FormControl.Label>{t('field.client')}</FormControl.Label>
        <Select value={form.client} onChange={(event) => onClient(event.target.value as DbClient)}>
          {CLIENTS.map((client) => (
            <Select.Option key={client} value={client}>
              {t(`client.${client}`)}
            </Select.Option>
          ))}
        </Select>
      </FormControl>
      {form.client === 'sqlite3' ? (
        <TextField
          label={t('field.filename')}
          hint={t('field.filename.hint')}
          value={c.filename ?? ''}
          onChange={(filename) => onConnection({ filename })}
          error={shown('filename')}
        />
      ) : (
        <>
          <Stack direction="horizontal" wrap="wrap">
            <div style={{ flex: '3 1 240px' }}>
              <TextField label={t('field.host')} value={c.host ?? ''} onChange={(host) => onConnection({ host })} error={shown('host')} />
            </div>
            <div style={{ flex: '1 1 100px' }}>
              <TextField
                label={t('field.port')}
                type="number"
                value={c.port === undefined ? '' : String(c.port)}
                onChange={(port) => onConnection({ port: port === '' ? undefined : Number(port) })}
                error={shown('port')}
              />
            </div>
          </Stack>
          <Stack direction="horizontal" wrap="wrap">
            <div style={{ flex: '1 1 200px' }}>
              <TextField
                label={t('field.user')}
                autoComplete="off"
                value={c.user ?? ''}
                onChange={(user) => onConnection({ user })}
                error={shown('user')}
              />
            </div>
            <div style={{ flex: '1 1 200px' }}>
              <TextField
                label={t('field.password')}
                type="password"
                autoComplete="new-password"
                value={c.password ?? ''}
                onChange={(password) => onConnection({ password })}
                hint={c.password === REDACTED ? t('field.password.redacted') : undefined}
              />
            </div>
          </Stack>
          <TextField
            label={t('field.database')}
            value={c.database ?? ''}
            onChange={(database) => onConnection({ database })}
            error={shown('database')}
          />
        </>
      )}
      <FormControl>
        <Checkbox checked={form.createIfNotExists} onChange={(event) => onCreateIfNotExists(event.target.checked)} />
        <FormControl.Label>{t('field.createIfNotExists')}</FormControl.Label>
      </FormControl>
    </Stack>
  );
}
