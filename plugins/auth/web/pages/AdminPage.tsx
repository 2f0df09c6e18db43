import { ROLES, type RoleName } from '@plinth/sdk';
import {
  copyText,
  EmptyState,
  FormField,
  observer,
  PageFrame,
  tableCellStyle,
  tableStyle,
  TextField,
  usePlinth,
  useRoute,
  useT,
  type WebContext,
} from '@plinth/sdk/web';
import { ActionList, ActionMenu, Button, FormControl, Heading, Label, Select, Stack, TextInput } from '@primer/react';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { authApi, errorText, heldRoles, type AdminUser, type UserPage } from '../api.js';
import { PLUGIN_ID } from '../paths.js';
import { ErrorBanner, mutedStyle, useSubmit } from '../ui.js';
import { emailProblem } from '../validation.js';

const PAGE_SIZE = 25;
const SEARCH_DELAY_MS = 300;

const cellStyle = tableCellStyle;

/** The roles of one user, changed by ticking them in a menu (`PATCH /api/v1/auth/users/:id`). */
function RolesMenu({ user, onSaved }: { user: AdminUser; onSaved(): void }) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const held = heldRoles(user.roles);
  const toggle = async (role: RoleName) => {
    const next = held.includes(role) ? held.filter((r) => r !== role) : [...held, role];
    try {
      await authApi.setRoles(ctx.api, user.id, next);
      ctx.toast.success(t('admin.rolesSaved', { email: user.email }));
      onSaved();
    } catch (err) {
      ctx.toast.error(errorText(err));
    }
  };
  return (
    <ActionMenu>
      <ActionMenu.Button size="small" aria-label={t('admin.editRoles', { email: user.email })}>
        {t('admin.roles')}
      </ActionMenu.Button>
      <ActionMenu.Overlay width="small">
        <ActionList selectionVariant="multiple" aria-label={t('admin.editRoles', { email: user.email })}>
          {ROLES.map((role) => (
            <ActionList.Item key={role} selected={held.includes(role)} onSelect={() => void toggle(role)}>
              {role}
            </ActionList.Item>
          ))}
        </ActionList>
      </ActionMenu.Overlay>
    </ActionMenu>
  );
}

/** `POST /api/v1/auth/invitations`: shows the link it answers (it is mailed too). */
function InviteForm({ onInvited }: { onInvited(): void }) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  // The top bar's Share arrives with ?invite=1: straight to the e-mail of the invitation.
  const fromShare = new URLSearchParams(useRoute().search).get('invite') === '1';
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<RoleName>('user');
  const [checked, setChecked] = useState(false);
  const [inviteUrl, setInviteUrl] = useState<string | null>(null);
  const { busy, error, run } = useSubmit();
  const problem = emailProblem(email);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problem) return;
    void run(async () => {
      const invitation = await authApi.invite(ctx.api, email.trim(), [role]);
      setInviteUrl(invitation.invite_url);
      setEmail('');
      setChecked(false);
      onInvited();
    });
  };
  const copy = async () => {
    if (inviteUrl && (await copyText(inviteUrl))) ctx.toast.success(t('toast.linkCopied'));
    else ctx.toast.error(t('toast.copyFailed'));
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('admin.invite')}>
      <Stack gap="normal">
        <Heading as="h2" variant="small">
          {t('admin.invite')}
        </Heading>
        <ErrorBanner message={error} title={t('error.title')} />
        <Stack direction="horizontal" align="end" wrap="wrap">
          <div style={{ flex: '1 1 240px' }}>
            <TextField
              label={t('field.email')}
              type="email"
              name="invite-email"
              autoFocus={fromShare}
              value={email}
              onChange={setEmail}
              error={checked && problem ? t(problem) : null}
            />
          </div>
          <FormField label={t('admin.inviteRole')}>
            <Select value={role} onChange={(event) => setRole(event.target.value)}>
              {ROLES.map((r) => (
                <Select.Option key={r} value={r}>
                  {r}
                </Select.Option>
              ))}
            </Select>
          </FormField>
          <Button type="submit" loading={busy}>
            {t('admin.inviteSubmit')}
          </Button>
        </Stack>
        {inviteUrl && (
          <FormControl>
            <FormControl.Label>{t('admin.inviteUrl')}</FormControl.Label>
            <Stack direction="horizontal" gap="condensed">
              <TextInput block readOnly value={inviteUrl} onFocus={(event) => event.target.select()} />
              <Button onClick={() => void copy()}>{t('admin.copy')}</Button>
            </Stack>
          </FormControl>
        )}
      </Stack>
    </form>
  );
}

/** The user list of one page of a search, re-read on demand. */
function useUserPage(ctx: WebContext, query: string, offset: number) {
  const [page, setPage] = useState<UserPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    authApi.listUsers(ctx.api, { query: query || undefined, limit: PAGE_SIZE, offset }).then(
      (answer) => {
        if (!current) return;
        setPage(answer);
        setError(null);
      },
      (err: unknown) => current && setError(errorText(err)),
    );
    return () => {
      current = false;
    };
  }, [ctx, query, offset, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { page, error, reload };
}

/** `/user/admin`: every account, its roles, deletion, and invitations (admins only). */
const AdminPage = observer(function AdminPage() {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [offset, setOffset] = useState(0);
  const allowed = ctx.session.can('userAdmin');
  const { page, error, reload } = useUserPage(ctx, query, offset);

  // Searching as one types, without a request per key press.
  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(search.trim());
      setOffset(0);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const remove = async (user: AdminUser) => {
    const ok = await ctx.confirm({
      title: t('admin.deleteTitle', { email: user.email }),
      body: t('admin.deleteBody'),
      confirmLabel: t('admin.delete'),
      danger: true,
    });
    if (!ok) return;
    try {
      await authApi.deleteUser(ctx.api, user.id);
      ctx.toast.success(t('admin.deleted'));
      reload();
    } catch (err) {
      ctx.toast.error(errorText(err));
    }
  };

  if (!allowed) {
    return (
      <PageFrame title={t('admin.title')}>
        <p style={mutedStyle}>{t('admin.forbidden')}</p>
      </PageFrame>
    );
  }
  const total = page?.pageInfo.totalRows ?? 0;
  return (
    <PageFrame title={t('admin.title')}>
      <InviteForm onInvited={reload} />
      <Stack gap="normal">
        <TextInput
          aria-label={t('admin.search')}
          placeholder={t('admin.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <ErrorBanner message={error} title={t('error.title')} />
        {!page && !error && <p style={mutedStyle}>{t('admin.loading')}</p>}
        {page && page.list.length === 0 && <EmptyState title={t('admin.empty')} />}
        {page && page.list.length > 0 && (
          <table style={tableStyle}>
            <thead>
              <tr>
                <th style={cellStyle}>{t('admin.email')}</th>
                <th style={cellStyle}>{t('admin.roles')}</th>
                <th style={cellStyle}>{t('admin.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {page.list.map((user) => (
                <tr key={user.id}>
                  <td style={cellStyle}>{user.email}</td>
                  <td style={cellStyle}>
                    <Stack direction="horizontal" gap="condensed" wrap="wrap">
                      {heldRoles(user.roles).map((role) => (
                        <Label key={role}>{role}</Label>
                      ))}
                      {user.invite_pending && <Label variant="attention">{t('admin.pending')}</Label>}
                    </Stack>
                  </td>
                  <td style={cellStyle}>
                    <Stack direction="horizontal" gap="condensed">
                      <RolesMenu user={user} onSaved={reload} />
                      <Button size="small" variant="danger" onClick={() => void remove(user)}>
                        {t('admin.delete')}
                      </Button>
                    </Stack>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {total > PAGE_SIZE && (
          <Stack direction="horizontal" align="center" justify="end">
            <span style={mutedStyle}>{t('admin.range', { from: offset + 1, to: Math.min(offset + PAGE_SIZE, total), total })}</span>
            <Button size="small" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}>
              {t('admin.previous')}
            </Button>
            <Button size="small" disabled={offset + PAGE_SIZE >= total} onClick={() => setOffset(offset + PAGE_SIZE)}>
              {t('admin.next')}
            </Button>
          </Stack>
        )}
      </Stack>
    </PageFrame>
  );
});

export default AdminPage;
