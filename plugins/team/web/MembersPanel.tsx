/**
 * Users Management: the project's members (searched and paged on the server, for teams of
 * thousands), each with a role menu, and actions to send a pending invitation again or remove the
 * member; 'Add user' invites by e-mail with a role.
 */
import { intlLocale } from '@plinth/sdk';
import { errorText, mutedTextStyle, tableCellStyle, tableStyle, usePlinth, useT } from '@plinth/sdk/web';
import { KebabHorizontalIcon } from '@primer/octicons-react';
import { ActionList, ActionMenu, Button, IconButton, Label, Select, Stack, TextInput, VisuallyHidden } from '@primer/react';
import { useCallback, useEffect, useState } from 'react';
import { AddUserDialog } from './AddUserDialog.js';
import { memberRole, PROJECT_ROLES, teamApi, type Member, type MemberPage, type ProjectRole } from './api.js';
import { PLUGIN_ID } from './plugin-id.js';

const PAGE_SIZE = 25;
const SEARCH_DELAY_MS = 300;

export function MembersPanel({ projectId, openAdd, onAddClosed }: { projectId: string; openAdd: boolean; onAddClosed(): void }) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const [query, setQuery] = useState('');
  const [offset, setOffset] = useState(0);
  const [page, setPage] = useState<MemberPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(openAdd);
  // Share pressed while the tab is already open.
  useEffect(() => {
    if (openAdd) setAdding(true);
  }, [openAdd]);
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((n) => n + 1), []);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(
      () =>
        void teamApi.members(ctx.api, projectId, { query: query.trim() || undefined, limit: PAGE_SIZE, offset }).then(
          (answer) => live && (setPage(answer), setError(null)),
          (err: unknown) => live && setError(errorText(err)),
        ),
      query ? SEARCH_DELAY_MS : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [ctx, projectId, query, offset, reloads]);

  const total = page?.pageInfo.totalRows ?? 0;
  return (
    <Stack gap="normal">
      <Stack direction="horizontal" gap="condensed" align="center">
        <TextInput
          aria-label={t('users.search')}
          placeholder={t('users.search')}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setOffset(0);
          }}
        />
        <span style={mutedTextStyle}>{page && t('users.count', { count: total })}</span>
        <div style={{ marginInlineStart: 'auto' }}>
          <Button variant="primary" onClick={() => setAdding(true)}>
            {t('users.add')}
          </Button>
        </div>
      </Stack>
      {error && <p role="alert">{error}</p>}
      {page && page.list.length === 0 && <p style={mutedTextStyle}>{query ? t('users.noMatch', { query }) : t('users.none')}</p>}
      {page && page.list.length > 0 && (
        <table style={tableStyle}>
          <thead>
            <tr>
              <th style={tableCellStyle}>{t('users.email')}</th>
              <th style={tableCellStyle}>{t('users.role')}</th>
              <th style={tableCellStyle}>{t('users.since')}</th>
              <th style={tableCellStyle}>
                <VisuallyHidden>{t('users.actions')}</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {page.list.map((m) => (
              <MemberRow key={m.id} projectId={projectId} member={m} onChanged={reload} />
            ))}
          </tbody>
        </table>
      )}
      {total > PAGE_SIZE && (
        <Stack direction="horizontal" gap="condensed" align="center">
          <Button size="small" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}>
            {t('users.previous')}
          </Button>
          <span style={mutedTextStyle}>{t('users.page', { from: offset + 1, to: Math.min(offset + PAGE_SIZE, total), total })}</span>
          <Button size="small" disabled={offset + PAGE_SIZE >= total} onClick={() => setOffset(offset + PAGE_SIZE)}>
            {t('users.next')}
          </Button>
        </Stack>
      )}
      {adding && (
        <AddUserDialog
          projectId={projectId}
          onClose={() => {
            setAdding(false);
            onAddClosed();
          }}
          onAdded={() => {
            setOffset(0);
            reload();
          }}
        />
      )}
    </Stack>
  );
}

function MemberRow({ projectId, member, onChanged }: { projectId: string; member: Member; onChanged(): void }) {
  const ctx = usePlinth();
  const t = useT(PLUGIN_ID);
  const role = memberRole(member.roles);
  const me = ctx.session.user?.id === member.id;
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      ctx.toast.success(done);
      onChanged();
    } catch (err) {
      ctx.toast.error(errorText(err));
    }
  };
  const changeRole = (next: ProjectRole) =>
    act(() => teamApi.setRole(ctx.api, projectId, member.id, next), t('users.roleSaved', { email: member.email, role: t(`role.${next}`) }));
  const remove = async () => {
    const confirmed = await ctx.confirm({
      title: t('users.removeTitle', { email: member.email }),
      body: t('users.removeBody', { email: member.email }),
      confirmLabel: t('users.remove'),
      danger: true,
    });
    if (confirmed) await act(() => teamApi.remove(ctx.api, projectId, member.id), t('users.removed', { email: member.email }));
  };
  return (
    <tr>
      <td style={tableCellStyle}>
        {member.email} {member.invite_pending && <Label variant="attention">{t('users.pending')}</Label>}
      </td>
      <td style={tableCellStyle}>
        {role === 'owner' || me ? (
          t(`role.${role}`)
        ) : (
          <Select
            size="small"
            aria-label={t('users.roleOf', { email: member.email })}
            value={role}
            onChange={(e) => void changeRole(e.target.value as ProjectRole)}
          >
            {PROJECT_ROLES.map((r) => (
              <Select.Option key={r} value={r}>
                {t(`role.${r}`)}
              </Select.Option>
            ))}
          </Select>
        )}
      </td>
      <td style={tableCellStyle}>
        {member.created_at ? new Date(member.created_at).toLocaleDateString(intlLocale(ctx.i18n.language)) : ''}
      </td>
      <td style={{ ...tableCellStyle, textAlign: 'end' }}>
        {!me && (
          <ActionMenu>
            <ActionMenu.Anchor>
              <IconButton
                icon={KebabHorizontalIcon}
                size="small"
                variant="invisible"
                aria-label={t('users.actionsOf', { email: member.email })}
              />
            </ActionMenu.Anchor>
            <ActionMenu.Overlay>
              <ActionList>
                {member.invite_pending && (
                  <ActionList.Item
                    onSelect={() =>
                      void act(() => teamApi.resend(ctx.api, projectId, member.id), t('users.resent', { email: member.email }))
                    }
                  >
                    {t('users.resend')}
                  </ActionList.Item>
                )}
                <ActionList.Item variant="danger" onSelect={() => void remove()}>
                  {t('users.remove')}
                </ActionList.Item>
              </ActionList>
            </ActionMenu.Overlay>
          </ActionMenu>
        )}
      </td>
    </tr>
  );
}
