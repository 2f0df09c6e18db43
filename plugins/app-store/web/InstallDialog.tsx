/**
 * Installs a plugin: a package file (`.tgz`, uploaded) or an npm package name (with a version if
 * wanted). The server's refusal (`{ msg }`) shows in the dialog.
 */
import type { PluginListItem } from '@plinth/sdk';
import { errorText, mutedTextStyle, TextField, useT } from '@plinth/sdk/web';
import { Button, Dialog, Flash, Heading, Stack } from '@primer/react';
import { useState, type FormEvent } from 'react';
import type { PluginsApi } from './api.js';
import { PLUGIN_ID } from './plugin-id.js';
import { sizeText } from './plugin-state.js';

export interface InstallDialogProps {
  api: PluginsApi;
  maxUploadBytes: number;
  onClose(): void;
  onInstalled(item: PluginListItem): Promise<void>;
}

export function InstallDialog({ api, maxUploadBytes, onClose, onInstalled }: InstallDialogProps) {
  const t = useT(PLUGIN_ID);
  const [file, setFile] = useState<File | null>(null);
  const [npm, setNpm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const size = sizeText(maxUploadBytes);

  const install = async (task: () => Promise<PluginListItem>) => {
    setBusy(true);
    setError(null);
    try {
      await onInstalled(await task());
    } catch (err) {
      setError(errorText(err));
      setBusy(false);
    }
  };
  const upload = (e: FormEvent) => {
    e.preventDefault();
    if (!file) return setError(t('install.noFile'));
    if (file.size > maxUploadBytes) return setError(t('install.tooLarge', { size }));
    void install(() => api.installUpload(file));
  };
  const fromNpm = (e: FormEvent) => {
    e.preventDefault();
    const name = npm.trim();
    if (!name) return setError(t('install.noName'));
    void install(() => api.installNpm(name));
  };

  return (
    <Dialog title={t('install.title')} onClose={onClose} width="large">
      <Stack gap="spacious" data-testid="plugin-install">
        {error && (
          <Flash variant="danger" role="alert">
            {error}
          </Flash>
        )}
        <form onSubmit={upload} noValidate aria-labelledby="app-store-install-upload">
          <Stack gap="condensed">
            <Heading as="h3" variant="small" id="app-store-install-upload">
              {t('install.upload')}
            </Heading>
            <label htmlFor="app-store-install-file" style={{ fontWeight: 'var(--base-text-weight-semibold)' }}>
              {t('install.file')}
            </label>
            <input
              id="app-store-install-file"
              type="file"
              accept=".tgz,.tar.gz,application/gzip"
              aria-describedby="app-store-install-file-hint"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
            <span id="app-store-install-file-hint" style={mutedTextStyle}>
              {t('install.fileHint', { size })}
            </span>
            <div>
              <Button type="submit" disabled={busy}>
                {busy ? t('install.installing') : t('install.submit')}
              </Button>
            </div>
          </Stack>
        </form>
        <form onSubmit={fromNpm} noValidate aria-labelledby="app-store-install-npm">
          <Stack gap="condensed">
            <Heading as="h3" variant="small" id="app-store-install-npm">
              {t('install.npm')}
            </Heading>
            <TextField label={t('install.npmName')} hint={t('install.npmHint')} value={npm} onChange={setNpm} autoComplete="off" />
            <div>
              <Button type="submit" disabled={busy}>
                {busy ? t('install.installing') : t('install.submit')}
              </Button>
            </div>
          </Stack>
        </form>
        <Stack direction="horizontal" justify="end">
          <Button onClick={onClose}>{t('install.close')}</Button>
        </Stack>
      </Stack>
    </Dialog>
  );
}
