/**
 * The shared base of the open project (000 s.1, s.7): a top-bar button on a project's dashboard
 * for who may add users; its dialog makes the whole project readable (viewer, commenter) or
 * editable (editor) by a link, optionally behind a password, shows and copies the link, makes a
 * new one (the old stops working), sets, changes or removes its password, or disables it.
 */
import type { RoleMap } from '@plinth/sdk';
import { copyText, dashboardProjectOf, errorText, FormField, observer, usePlinth, useT } from '@plinth/sdk/web';
import { Button, Dialog, Flash, Select, Stack, TextInput } from '@primer/react';
import { useEffect, useState } from 'react';
import { authApi } from './api.js';
import { PLUGIN_ID } from './paths.js';

const ROLES = ['viewer', 'commenter', 'editor'] as const;
type SharedBaseRole = (typeof ROLES)[number];
/** The app's own address with the shared base's hash route. */
const baseLink = (id: string) => `${window.location.origin}${window.location.pathname}#/nc/base/${encodeURIComponent(id)}`;

const roleOf = (roles: RoleMap | undefined): SharedBaseRole => ROLES.find((r) => roles?.[r]) ?? 'viewer';

export const SharedBaseButton = observer(function SharedBaseButton() {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const [open, setOpen] = useState(false);
  const projectId = dashboardProjectOf(ctx.route.path);
  if (!projectId || !ctx.session.user || !ctx.session.can('add-user')) return null;
  return (
    <>
      <Button size="small" variant="invisible" onClick={() => setOpen(true)}>
        {t('sharedBase.button')}
      </Button>
      {open && <SharedBaseDialog projectId={projectId} onClose={() => setOpen(false)} />}
    </>
  );
});

function SharedBaseDialog({ projectId, onClose }: { projectId: string; onClose(): void }) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const [shared, setShared] = useState<{ id: string; role: SharedBaseRole; password: boolean } | null | undefined>(undefined);
  const [role, setRole] = useState<SharedBaseRole>('viewer');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    authApi.sharedBase(ctx.api, projectId).then(
      (answer) => {
        setShared(answer.id ? { id: answer.id, role: roleOf(answer.roles), password: answer.password === true } : null);
        if (answer.id) setRole(roleOf(answer.roles));
      },
      (err: unknown) => setError(errorText(err)),
    );
  }, [ctx, projectId]);
  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await call();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  const create = () =>
    run(async () => {
      const answer = await authApi.shareBase(ctx.api, projectId, role, password || undefined);
      setShared({ id: answer.id, role, password: answer.password });
      setPassword('');
      ctx.toast.success(t('sharedBase.created'));
    });
  const changePassword = (next: string | null) =>
    run(async () => {
      if (next === '') throw new Error(t('sharedBase.passwordMissing'));
      const answer = await authApi.setSharedBasePassword(ctx.api, projectId, next);
      setShared((s) => s && { ...s, password: answer.password });
      setPassword('');
      ctx.toast.success(t(next === null ? 'sharedBase.passwordRemoved' : 'sharedBase.passwordSet'));
    });
  const disable = () =>
    run(async () => {
      await authApi.unshareBase(ctx.api, projectId);
      setShared(null);
      ctx.toast.success(t('sharedBase.disabled'));
    });
  return (
    <Dialog title={t('sharedBase.title')} onClose={onClose} width="large">
      <Stack gap="normal">
        <p style={{ margin: 0 }}>{t('sharedBase.explain')}</p>
        {error && (
          <Flash variant="danger" role="alert">
            {error}
          </Flash>
        )}
        <FormField label={t('sharedBase.role')}>
          <Select value={role} onChange={(e) => setRole(e.target.value as SharedBaseRole)}>
            {ROLES.map((r) => (
              <Select.Option key={r} value={r}>
                {t(`sharedBase.role.${r}`)}
              </Select.Option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('sharedBase.password')} hint={t('sharedBase.passwordHint')}>
          <TextInput type="password" autoComplete="new-password" block value={password} onChange={(e) => setPassword(e.target.value)} />
        </FormField>
        {shared && (
          <FormField label={t('sharedBase.link')} hint={t(`sharedBase.role.${shared.role}`)}>
            <TextInput readOnly block value={baseLink(shared.id)} onFocus={(e) => e.currentTarget.select()} />
          </FormField>
        )}
        {shared && (
          <Stack direction="horizontal" gap="condensed" align="center" wrap="wrap">
            <span data-testid="shared-base-password-state">{t(shared.password ? 'sharedBase.passwordOn' : 'sharedBase.passwordOff')}</span>
            <Button size="small" disabled={busy} onClick={() => void changePassword(password)}>
              {t(shared.password ? 'sharedBase.changePassword' : 'sharedBase.setPassword')}
            </Button>
            {shared.password && (
              <Button size="small" disabled={busy} onClick={() => void changePassword(null)}>
                {t('sharedBase.removePassword')}
              </Button>
            )}
          </Stack>
        )}
        <Stack direction="horizontal" gap="condensed">
          {shared && (
            <Button onClick={() => void copyText(baseLink(shared.id)).then((ok) => ok && ctx.toast.success(t('sharedBase.copied')))}>
              {t('sharedBase.copy')}
            </Button>
          )}
          <Button variant="primary" disabled={busy || shared === undefined} onClick={() => void create()}>
            {shared ? t('sharedBase.regenerate') : t('sharedBase.create')}
          </Button>
          {shared && (
            <Button variant="danger" disabled={busy} onClick={() => void disable()}>
              {t('sharedBase.disable')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Dialog>
  );
}
