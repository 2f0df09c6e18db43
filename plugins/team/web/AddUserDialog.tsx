/**
 * Adds a user to the project with a role: an existing account at once, a new e-mail address as an
 * invitation (mailed, and its link shown here to copy, since mail may be off).
 */
import { errorText, FormField, TextField, usePlinth, useT } from '@plinth/sdk/web';
import { Button, Dialog, Flash, Select, Stack, TextInput } from '@primer/react';
import { useState, type FormEvent } from 'react';
import { PROJECT_ROLES, teamApi, type ProjectRole } from './api.js';
import { CopyOnce } from './CopyOnce.js';
import { PLUGIN_ID } from './plugin-id.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function AddUserDialog({ projectId, onClose, onAdded }: { projectId: string; onClose(): void; onAdded(): void }) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<ProjectRole>('editor');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [inviteUrl, setInviteUrl] = useState<string | null>(null);
  const problem = !email.trim() ? t('add.emailRequired') : EMAIL.test(email.trim()) ? null : t('add.emailInvalid');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (problem) return;
    setBusy(true);
    setError(null);
    try {
      const added = await teamApi.add(ctx.api, projectId, email.trim(), role);
      ctx.toast.success(t('add.added', { email: added.email }));
      onAdded();
      if (added.invite_url) setInviteUrl(added.invite_url);
      else onClose();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  if (inviteUrl) {
    return (
      <Dialog title={t('add.title')} onClose={onClose} width="large">
        <CopyOnce value={inviteUrl} copyLabel={t('add.copy')} copiedText={t('add.copied')} onDone={onClose}>
          <FormField label={t('add.inviteLink')}>
            <TextInput readOnly block value={inviteUrl} onFocus={(e) => e.currentTarget.select()} />
          </FormField>
        </CopyOnce>
      </Dialog>
    );
  }
  return (
    <Dialog title={t('add.title')} onClose={onClose} width="medium">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="normal">
          {error && (
            <Flash variant="danger" role="alert">
              {error}
            </Flash>
          )}
          <TextField
            label={t('add.email')}
            type="email"
            required
            autoFocus
            value={email}
            onChange={setEmail}
            error={checked ? problem : null}
          />
          <FormField label={t('add.role')}>
            <Select value={role} onChange={(e) => setRole(e.target.value as ProjectRole)}>
              {PROJECT_ROLES.map((r) => (
                <Select.Option key={r} value={r}>
                  {t(`role.${r}`)}
                </Select.Option>
              ))}
            </Select>
          </FormField>
          <Stack direction="horizontal" gap="condensed" justify="end">
            <Button onClick={onClose}>{t('add.cancel')}</Button>
            <Button type="submit" variant="primary" disabled={busy}>
              {t('add.submit')}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Dialog>
  );
}
