/**
 * A plugin's settings: the form generated from its schema (secrets as empty password inputs that
 * keep the stored value), Save (the server's 400 shown here, its field focused), and the
 * plugin's checks, run on the values in the form before they are saved.
 */
import type { PluginListItem, PluginSettingsAnswer } from '@plinth/sdk';
import {
  errorText,
  mutedTextStyle,
  SchemaForm,
  schemaErrorPath,
  schemaFieldId,
  schemaFormBody,
  schemaFormValues,
  usePlinth,
  useT,
  type JsonSchema,
  type SchemaFormTexts,
} from '@plinth/sdk/web';
import { Button, Dialog, Flash, Spinner, Stack } from '@primer/react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import type { PluginsApi } from './api.js';
import { PLUGIN_ID } from './plugin-id.js';

interface Loaded {
  schema: JsonSchema;
  secretsSet: string[];
}

export function SettingsDialog({ item, api, onClose }: { item: PluginListItem; api: PluginsApi; onClose(): void }) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [cleared, setCleared] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<{ path: string; msg: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const idPrefix = `app-store-settings-${item.id}`;

  useEffect(() => {
    let live = true;
    api.settings(item.id).then(
      (answer: PluginSettingsAnswer) => {
        if (!live) return;
        const schema = answer.schema as JsonSchema;
        setLoaded({ schema, secretsSet: answer.secretsSet });
        setValues(schemaFormValues(schema, answer.value));
      },
      (err: unknown) => live && setError(errorText(err)),
    );
    return () => {
      live = false;
    };
  }, [api, item.id]);

  const texts = useMemo<SchemaFormTexts>(
    () => ({
      add: (label) => t('form.add', { label }),
      remove: (label, index) => t('form.remove', { label, index }),
      item: (label, index) => t('form.item', { label, index }),
      secretSet: t('form.secretSet'),
      clear: t('form.clear'),
      cleared: t('form.cleared'),
      undoClear: t('form.undoClear'),
      invalidJson: t('form.invalidJson'),
    }),
    [t],
  );

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!loaded || busy) return;
    setBusy('save');
    setError(null);
    setFieldError(null);
    try {
      const saved = await api.saveSettings(item.id, schemaFormBody(loaded.schema, values, cleared));
      ctx.plugins?.settingsSaved(item.id, saved.value);
      ctx.toast.success(t('settings.saved', { name: item.displayName }));
      onClose();
    } catch (err) {
      const msg = errorText(err);
      setError(msg);
      const path = schemaErrorPath(loaded.schema, msg);
      if (path) {
        setFieldError({ path, msg: msg.slice(path.length + 2) });
        // After the render that marks it.
        setTimeout(() => document.getElementById(schemaFieldId(idPrefix, path.split('.')))?.focus(), 0);
      }
      setBusy(null);
    }
  };

  const runTest = async (name: string) => {
    if (!loaded) return;
    setBusy(name);
    try {
      const answer = await api.runTest(item.id, name, schemaFormBody(loaded.schema, values, cleared));
      ctx.toast.success(answer.msg);
    } catch (err) {
      ctx.toast.error(errorText(err));
    } finally {
      setBusy(null);
    }
  };

  const empty = loaded && Object.keys(loaded.schema.properties ?? {}).length === 0;
  return (
    <Dialog title={t('settings.title', { name: item.displayName })} onClose={onClose} width="large">
      <form onSubmit={(e) => void save(e)} noValidate data-testid="plugin-settings">
        <Stack gap="normal">
          {error && (
            <Flash variant="danger" role="alert">
              {error}
            </Flash>
          )}
          {!loaded && !error && (
            <Stack direction="horizontal" gap="condensed" align="center">
              <Spinner size="small" />
              <span style={mutedTextStyle}>{t('settings.loading')}</span>
            </Stack>
          )}
          {empty && <p style={mutedTextStyle}>{t('settings.none')}</p>}
          {loaded && (
            <SchemaForm
              schema={loaded.schema}
              value={values}
              onChange={setValues}
              texts={texts}
              secretsSet={loaded.secretsSet}
              cleared={cleared}
              onClearedChange={setCleared}
              idPrefix={idPrefix}
              fieldError={fieldError}
            />
          )}
          {loaded && item.settingsTests.length > 0 && (
            <Stack gap="condensed">
              <p style={mutedTextStyle}>{t('settings.tests')}</p>
              <Stack direction="horizontal" gap="condensed" wrap="wrap">
                {item.settingsTests.map((test) => (
                  <Button key={test.name} size="small" disabled={busy !== null} onClick={() => void runTest(test.name)}>
                    {test.label}
                  </Button>
                ))}
              </Stack>
            </Stack>
          )}
          <Stack direction="horizontal" gap="condensed" justify="end">
            <Button onClick={onClose}>{t('settings.cancel')}</Button>
            <Button type="submit" variant="primary" disabled={!loaded || busy !== null}>
              {t('settings.save')}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Dialog>
  );
}
