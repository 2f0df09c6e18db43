/**
 * API Tokens Management: the caller's tokens (an owner's: everyone's, with their creator), created
 * with a description and shown once to copy, revoked after a confirmation.
 */
import { intlLocale } from '@plinth/sdk';
import { errorText, mutedTextStyle, tableCellStyle, tableStyle, TextField, usePlinth, useT } from '@plinth/sdk/web';
import { Button, Dialog, Flash, Stack, TextInput } from '@primer/react';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { teamApi, type ApiToken } from './api.js';
import { CopyOnce } from './CopyOnce.js';
import { PLUGIN_ID } from './plugin-id.js';

export function TokensPanel() {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const [tokens, setTokens] = useState<ApiToken[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const load = useCallback(
    () =>
      teamApi.tokens(ctx.api).then(
        (answer) => (setTokens(answer.list), setError(null)),
        (err: unknown) => setError(errorText(err)),
      ),
    [ctx],
  );
  useEffect(() => void load(), [load]);
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(intlLocale(ctx.i18n.language)) : t('tokens.never'));
  const revoke = async (token: ApiToken) => {
    const confirmed = await ctx.confirm({
      title: t('tokens.revokeTitle', { description: token.description }),
      body: t('tokens.revokeBody'),
      confirmLabel: t('tokens.revoke'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await teamApi.revokeToken(ctx.api, token.id);
      ctx.toast.success(t('tokens.revoked'));
      await load();
    } catch (err) {
      ctx.toast.error(errorText(err));
    }
  };
  return (
    <Stack gap="normal">
      <Stack direction="horizontal" align="center" gap="condensed">
        <p style={{ ...mutedTextStyle, flex: 1 }}>{t('tokens.explain')}</p>
        <Button variant="primary" onClick={() => setCreating(true)}>
          {t('tokens.create')}
        </Button>
      </Stack>
      {error && <p role="alert">{error}</p>}
      {tokens?.length === 0 && <p style={mutedTextStyle}>{t('tokens.none')}</p>}
      {tokens && tokens.length > 0 && (
        <table style={tableStyle}>
          <thead>
            <tr>
              <th style={tableCellStyle}>{t('tokens.description')}</th>
              <th style={tableCellStyle}>{t('tokens.hint')}</th>
              <th style={tableCellStyle}>{t('tokens.creator')}</th>
              <th style={tableCellStyle}>{t('tokens.created')}</th>
              <th style={tableCellStyle}>{t('tokens.lastUsed')}</th>
              <th style={tableCellStyle} />
            </tr>
          </thead>
          <tbody>
            {tokens.map((token) => (
              <tr key={token.id}>
                <td style={tableCellStyle}>{token.description}</td>
                <td style={tableCellStyle}>
                  <code>{token.token_hint}</code>
                </td>
                <td style={tableCellStyle}>{token.created_by}</td>
                <td style={tableCellStyle}>{when(token.created_at)}</td>
                <td style={tableCellStyle}>{when(token.last_used_at)}</td>
                <td style={{ ...tableCellStyle, textAlign: 'end' }}>
                  <Button
                    size="small"
                    variant="danger"
                    aria-label={t('tokens.revokeOf', { description: token.description })}
                    onClick={() => void revoke(token)}
                  >
                    {t('tokens.revoke')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {creating && <NewTokenDialog onClose={() => setCreating(false)} onCreated={() => void load()} />}
    </Stack>
  );
}

function NewTokenDialog({ onClose, onCreated }: { onClose(): void; onCreated(): void }) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const [description, setDescription] = useState('');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const problem = description.trim() ? null : t('tokens.descriptionRequired');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (problem) return;
    setBusy(true);
    try {
      const created = await teamApi.createToken(ctx.api, description.trim());
      setToken(created.token);
      onCreated();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog title={t('tokens.newTitle')} onClose={onClose} width="large">
      {token ? (
        <CopyOnce value={token} copyLabel={t('tokens.copy')} copiedText={t('tokens.copied')} onDone={onClose}>
          <Flash variant="warning">{t('tokens.shownOnce')}</Flash>
          <TextInput aria-label={t('tokens.value')} readOnly block monospace value={token} onFocus={(e) => e.currentTarget.select()} />
        </CopyOnce>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="normal">
            {error && (
              <Flash variant="danger" role="alert">
                {error}
              </Flash>
            )}
            <TextField
              label={t('tokens.description')}
              required
              autoFocus
              value={description}
              onChange={setDescription}
              error={checked ? problem : null}
            />
            <Stack direction="horizontal" gap="condensed" justify="end">
              <Button onClick={onClose}>{t('add.cancel')}</Button>
              <Button type="submit" variant="primary" disabled={busy}>
                {t('tokens.submit')}
              </Button>
            </Stack>
          </Stack>
        </form>
      )}
    </Dialog>
  );
}
