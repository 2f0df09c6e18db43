import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAMED_PERMISSIONS, ROLE_ABILITIES, ROLES, type BuiltInRole } from '@plinth/sdk';
import { AccessControlToken } from '@plinth/sdk/server';
import type { TestHost } from '@plinth/sdk/testing';
import { bootAuth, PASSWORD, signIn, signUp } from './helpers.js';

// Admin-only permissions the shell and this plugin use, beyond the ability table's names.
const ADMIN_PERMISSIONS = ['add-user', 'template-import', 'userAdmin', 'apiTokens', 'pluginManage', 'mailerOutbox'];
const PROJECT = 'p_matrix';

describe('roles and permissions', () => {
  let h: TestHost;
  let ownerToken: string;
  const tokens = {} as Record<BuiltInRole, string>;

  beforeAll(async () => {
    h = await bootAuth();
    ownerToken = (await signUp(h, 'admin@example.com')).token;
    const admin = { 'xc-auth': ownerToken };
    // Every role as a global role of its own user, signed up through an invitation.
    for (const role of ROLES) {
      const email = `${role}@example.com`;
      const invited = await h.request('/api/v1/auth/invitations', { body: { email, roles: [role] }, headers: admin });
      expect(invited.status, JSON.stringify(invited.body)).toBe(201);
      const token = decodeURIComponent(/signup\/(.+)$/.exec(invited.body.invite_url)![1]!);
      expect((await h.request('/auth/signup', { body: { email, password: PASSWORD, token } })).status).toBe(200);
      tokens[role] = (await signIn(h, email)).token;
    }
  });
  afterAll(() => h?.close());

  it('grants exactly what the ability table says: every role against every permission', async () => {
    const unexpected: string[] = [];
    for (const role of ROLES) {
      for (const permission of [...NAMED_PERMISSIONS, ...ADMIN_PERMISSIONS]) {
        const ability = ROLE_ABILITIES[role];
        const expected = ability === '*' || ability.includes(permission);
        const res = await h.request(`/test/can/${permission}`, { headers: { 'xc-auth': tokens[role] } });
        const granted = res.status === 200;
        if (!granted && res.status !== 403) unexpected.push(`${role}/${permission}: status ${res.status}`);
        if (granted !== expected)
          unexpected.push(`${role}/${permission}: ${granted ? 'granted' : 'denied'}, expected ${expected ? 'grant' : 'denial'}`);
      }
    }
    expect(unexpected).toEqual([]);
    expect(await h.request('/test/can/airTable')).toMatchObject({ status: 401, body: { msg: 'Unauthorized' } });
  });

  it('adds project roles to a user inside that project only', async () => {
    const viewerToken = tokens.user;
    const me = await h.request('/user/me', { headers: { 'xc-auth': viewerToken } });
    const add = await h.request(`/api/v1/auth/projects/${PROJECT}/users`, {
      body: { email: 'user@example.com', roles: 'editor' },
      headers: { 'xc-auth': ownerToken },
    });
    expect(add).toMatchObject({ status: 201, body: { id: me.body.id, roles: { editor: true } } });
    expect((await h.request(`/test/project/${PROJECT}/can/tableRowUpdate`, { headers: { 'xc-auth': viewerToken } })).status).toBe(200);
    expect((await h.request('/test/project/other/can/tableRowUpdate', { headers: { 'xc-auth': viewerToken } })).status).toBe(403);
    expect((await h.request(`/test/project/${PROJECT}/can/add-user`, { headers: { 'xc-auth': viewerToken } })).status).toBe(403);
    const scoped = await h.request(`/user/me?project_id=${PROJECT}`, { headers: { 'xc-auth': viewerToken } });
    expect(scoped.body).toMatchObject({ roles: { user: true, editor: true }, project_roles: { editor: true } });
    // an editor of the project cannot add members or promote itself
    expect(
      (
        await h.request(`/api/v1/auth/projects/${PROJECT}/users`, {
          body: { email: 'viewer@example.com', roles: 'creator' },
          headers: { 'xc-auth': viewerToken },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await h.request(`/api/v1/auth/projects/${PROJECT}/users/${me.body.id}`, {
          method: 'PATCH',
          body: { roles: 'creator' },
          headers: { 'xc-auth': viewerToken },
        })
      ).status,
    ).toBe(403);
    expect((await h.request(`/api/v1/auth/projects/${PROJECT}/users`, { headers: { 'xc-auth': ownerToken } })).body.list).toEqual([
      { id: me.body.id, email: 'user@example.com', roles: { editor: true }, invite_pending: false, created_at: expect.any(String) },
    ]);
  });

  it('refuses a project role lowered or removed at once, however often it was allowed before', async () => {
    const project = 'p_revoke';
    const admin = { 'xc-auth': ownerToken };
    const me = await h.request('/user/me', { headers: { 'xc-auth': tokens.guest } });
    const can = async (permission: string) =>
      (await h.request(`/test/project/${project}/can/${permission}`, { headers: { 'xc-auth': tokens.guest } })).status;
    const member = `/api/v1/auth/projects/${project}/users`;
    expect((await h.request(member, { body: { email: 'guest@example.com', roles: 'editor' }, headers: admin })).status).toBe(201);
    // Allowed again and again: decisions are remembered with the cached project roles.
    for (let i = 0; i < 3; i++) expect(await can('tableRowUpdate')).toBe(200);
    expect(await can('airTable')).toBe(200);

    const lowered = await h.request(`${member}/${me.body.id}`, { method: 'PATCH', body: { roles: 'viewer' }, headers: admin });
    expect(lowered.status, JSON.stringify(lowered.body)).toBe(200);
    // The first check after a change reads the roles again, the next ones answer from the cache.
    for (let i = 0; i < 3; i++) {
      expect(await can('tableRowUpdate')).toBe(403);
      expect(await can('airTable')).toBe(200);
    }

    expect((await h.request(`${member}/${me.body.id}`, { method: 'DELETE', headers: admin })).status).toBe(200);
    // The global guest role counts for nothing inside the project.
    for (let i = 0; i < 3; i++) expect(await can('airTable')).toBe(403);
  });

  it("decides a project check for the admin's preview role and for the admin alike, each time", async () => {
    const check = async (preview?: string) =>
      (
        await h.request(`/test/project/${PROJECT}/can/tableRowUpdate`, {
          headers: { 'xc-auth': ownerToken, ...(preview && { 'xc-preview': preview }) },
        })
      ).status;
    for (let i = 0; i < 2; i++) {
      expect(await check()).toBe(200);
      expect(await check('viewer')).toBe(403);
      expect(await check('editor')).toBe(200);
    }
  });

  it('lets an admin preview as a role, and ignores the header for everyone else', async () => {
    const asViewer = { 'xc-auth': ownerToken, 'xc-preview': 'viewer' };
    expect((await h.request('/test/can/airTable', { headers: asViewer })).status).toBe(200);
    expect((await h.request('/test/can/tableRowUpdate', { headers: asViewer })).status).toBe(403);
    expect((await h.request('/test/can/tableRowUpdate', { headers: { 'xc-auth': ownerToken } })).status).toBe(200);
    // previewing as owner gives a viewer nothing
    expect((await h.request('/test/can/tableRowUpdate', { headers: { 'xc-auth': tokens.viewer, 'xc-preview': 'owner' } })).status).toBe(
      403,
    );
    expect(await h.request('/test/can/airTable', { headers: { 'xc-auth': ownerToken, 'xc-preview': 'emperor' } })).toMatchObject({
      status: 400,
      body: { msg: "Unknown preview role 'emperor'" },
    });
  });

  it('keeps a shared-base visitor inside its project, read-only, unable to invite', async () => {
    const created = await h.request(`/api/v1/auth/projects/${PROJECT}/shared-base`, {
      body: { roles: 'viewer' },
      headers: { 'xc-auth': ownerToken },
    });
    expect(created.status).toBe(201);
    // The link is the credential: at least 128 random bits.
    expect(created.body.id).toMatch(/^[\w-]{32,}$/);
    const visitor = { 'xc-shared-base-id': created.body.id };
    expect((await h.request(`/test/project/${PROJECT}/can/airTable`, { headers: visitor })).status).toBe(200);
    expect((await h.request(`/test/project/${PROJECT}/can/tableRowUpdate`, { headers: visitor })).status).toBe(403);
    expect((await h.request('/test/project/another/can/airTable', { headers: visitor })).status).toBe(403);
    expect((await h.request('/test/can/airTable', { headers: visitor })).status).toBe(403);
    expect((await h.request('/api/v1/auth/invitations', { body: { email: 'x@example.com' }, headers: visitor })).status).toBe(403);
    expect(
      (await h.request(`/api/v1/auth/projects/${PROJECT}/users`, { body: { email: 'x@example.com', roles: 'creator' }, headers: visitor }))
        .status,
    ).toBe(403);
    expect((await h.request('/user/me', { headers: visitor })).body).toEqual({ roles: { viewer: true }, project_id: PROJECT });
    expect((await h.request('/dashboard?q=sqlOp_sharedBaseGet', { body: { args: { shared_base_id: created.body.id } } })).body).toEqual({
      project_id: PROJECT,
    });

    await h.request(`/api/v1/auth/projects/${PROJECT}/shared-base`, { method: 'DELETE', headers: { 'xc-auth': ownerToken } });
    expect(await h.request(`/test/project/${PROJECT}/can/airTable`, { headers: visitor })).toMatchObject({
      status: 401,
      body: { msg: 'Invalid shared base link' },
    });
    expect((await h.request('/dashboard?q=sqlOp_sharedBaseGet', { body: { args: { shared_base_id: created.body.id } } })).status).toBe(404);
  });

  it('lets a shared base with a password in only with the visit key its password opens', async () => {
    const owner = { 'xc-auth': ownerToken };
    const base = `/api/v1/auth/projects/${PROJECT}/shared-base`;
    const get = (args: Record<string, string>) => h.request('/dashboard?q=sqlOp_sharedBaseGet', { body: { args } });
    expect((await h.request(base, { body: { roles: 'editor', password: '' }, headers: owner })).body).toEqual({
      msg: 'Share password required',
    });
    const created = await h.request(base, { body: { roles: 'editor', password: 'open sesame' }, headers: owner });
    expect(created).toMatchObject({ status: 201, body: { roles: { editor: true }, password: true } });
    const id = created.body.id as string;
    expect((await h.request(base, { headers: owner })).body).toEqual({ id, roles: { editor: true }, password: true });

    expect(await get({ shared_base_id: id })).toMatchObject({ status: 401, body: { msg: 'Password required', passwordRequired: true } });
    expect(await get({ shared_base_id: id, password: 'wrong' })).toMatchObject({ status: 403, body: { msg: 'Invalid password' } });
    const opened = await get({ shared_base_id: id, password: 'open sesame' });
    expect(opened.status).toBe(200);
    expect(opened.body.project_id).toBe(PROJECT);
    const key = opened.body.visit_key as string;
    expect(key).toMatch(/^[\w-]{43}$/);

    // The link alone, or with a made-up key, is not enough; the key opens the link's project only.
    const can = (headers: Record<string, string>, project = PROJECT) =>
      h.request(`/test/project/${project}/can/tableRowUpdate`, { headers });
    expect(await can({ 'xc-shared-base-id': id })).toMatchObject({ status: 401, body: { passwordRequired: true } });
    expect((await can({ 'xc-shared-base-id': id, 'xc-shared-base-key': key.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) })).status).toBe(
      401,
    );
    expect((await can({ 'xc-shared-base-id': id, 'xc-shared-base-key': key })).status).toBe(200);
    expect((await can({ 'xc-shared-base-id': id, 'xc-shared-base-key': key }, 'another')).status).toBe(403);

    // A new password ends the visits the old one opened; removing it opens the link to anyone holding it.
    expect((await h.request(`${base}/password`, { method: 'PUT', body: { password: 'another one' }, headers: owner })).body).toEqual({
      id,
      roles: { editor: true },
      password: true,
    });
    expect((await can({ 'xc-shared-base-id': id, 'xc-shared-base-key': key })).status).toBe(401);
    expect((await h.request(`${base}/password`, { method: 'PUT', body: { password: null }, headers: owner })).body.password).toBe(false);
    expect((await can({ 'xc-shared-base-id': id })).status).toBe(200);
    expect((await get({ shared_base_id: id })).body).toEqual({ project_id: PROJECT });

    // Only the project's admins manage the link.
    const editor = { 'xc-auth': tokens.editor };
    expect((await h.request(`${base}/password`, { method: 'PUT', body: { password: 'x' }, headers: editor })).status).toBe(403);
    expect((await h.request(`${base}/password`, { method: 'PUT', body: { password: 'x' } })).status).toBe(401);
    expect(
      (await h.request(`${base}/password`, { method: 'PUT', body: { password: 'x' }, headers: { 'xc-shared-base-id': id } })).status,
    ).toBe(403);
  });

  it('limits wrong shared base passwords per link', async () => {
    const owner = { 'xc-auth': ownerToken };
    const { id } = (await h.request(`/api/v1/auth/projects/p_guess/shared-base`, { body: { password: 'right' }, headers: owner })).body;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await h.request('/dashboard?q=sqlOp_sharedBaseGet', { body: { args: { shared_base_id: id, password: `guess${i}` } } })).status,
      );
    }
    expect(statuses).toEqual([...Array(10).fill(403), 429]);
    // Even the right password waits out the window.
    expect(
      (await h.request('/dashboard?q=sqlOp_sharedBaseGet', { body: { args: { shared_base_id: id, password: 'right' } } })).status,
    ).toBe(429);
  });

  it('manages project members: search and paging, invitations sent again, never their own role, always an owner', async () => {
    const admin = { 'xc-auth': ownerToken };
    const members = `/api/v1/auth/projects/p_team/users`;
    for (let i = 0; i < 30; i++) {
      const r = await h.request(members, {
        body: { email: `member${String(i).padStart(2, '0')}@example.com`, roles: 'viewer' },
        headers: admin,
      });
      expect(r.status).toBe(201);
    }
    const page = await h.request(`${members}?limit=10&offset=20`, { headers: admin });
    expect(page.body.pageInfo).toEqual({ totalRows: 30, pageSize: 10, offset: 20 });
    expect(page.body.list.map((m: { email: string }) => m.email)[0]).toBe('member20@example.com');
    const found = (await h.request(`${members}?query=MEMBER07`, { headers: admin })).body.list;
    expect(found).toMatchObject([{ email: 'member07@example.com', roles: { viewer: true }, invite_pending: true }]);

    // A pending invitation gets a new link; the old one no longer signs up.
    const first = (await h.request(`${members}?query=member08`, { headers: admin })).body.list[0];
    const resent = await h.request(`${members}/${first.id}/resend`, { method: 'POST', headers: admin });
    expect(resent.status).toBe(200);
    expect(resent.body.invite_url).toMatch(/#\/user\/authentication\/signup\/.+/);
    const token = decodeURIComponent(/signup\/(.+)$/.exec(resent.body.invite_url)![1]!);
    expect((await h.request('/auth/signup', { body: { email: 'member08@example.com', password: PASSWORD, token } })).status).toBe(200);
    expect(await h.request(`${members}/${first.id}/resend`, { method: 'POST', headers: admin })).toMatchObject({
      status: 400,
      body: { msg: 'member08@example.com has already signed up' },
    });
    expect((await h.request(`${members}/no-such-user/resend`, { method: 'POST', headers: admin })).status).toBe(404);

    // Nobody changes their own role; the project's last owner stays.
    const me = (await h.request('/user/me', { headers: admin })).body;
    await h.host.kernel.services.get(AccessControlToken).grantProjectRole('p_team', me.id, 'owner');
    expect(await h.request(`${members}/${me.id}`, { method: 'PATCH', body: { roles: 'viewer' }, headers: admin })).toMatchObject({
      status: 403,
      body: { msg: 'You cannot change your own role in a project' },
    });
    expect(await h.request(`${members}/${me.id}`, { method: 'DELETE', headers: admin })).toMatchObject({
      status: 400,
      body: { msg: 'The last owner of the project cannot be removed' },
    });
    const creator = { 'xc-auth': tokens.creator };
    expect((await h.request(`${members}/${me.id}`, { method: 'PATCH', body: { roles: 'viewer' }, headers: creator })).status).toBe(400);
    expect((await h.request(`${members}/${first.id}`, { method: 'PATCH', body: { roles: 'editor' }, headers: creator })).status).toBe(200);
    expect((await h.request(`${members}/${first.id}`, { method: 'DELETE', headers: creator })).body).toEqual({
      msg: 'Removed from the project',
    });
    expect((await h.request(`${members}?limit=100`, { headers: admin })).body.pageInfo.totalRows).toBe(30);
  });

  it('shows an owner every API token with its creator, and others only their own', async () => {
    const mine = await h.request('/api/v1/auth/tokens', { body: { description: 'owner script' }, headers: { 'xc-auth': ownerToken } });
    const theirs = await h.request('/api/v1/auth/tokens', {
      body: { description: 'creator script' },
      headers: { 'xc-auth': tokens.creator },
    });
    expect(theirs.status).toBe(201);
    const all = (await h.request('/api/v1/auth/tokens', { headers: { 'xc-auth': ownerToken } })).body.list;
    expect(all.map((t: { description: string; created_by: string }) => [t.description, t.created_by])).toEqual(
      expect.arrayContaining([
        ['owner script', 'admin@example.com'],
        ['creator script', 'creator@example.com'],
      ]),
    );
    expect(all[0].created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const own = (await h.request('/api/v1/auth/tokens', { headers: { 'xc-auth': tokens.creator } })).body.list;
    expect(own.map((t: { description: string }) => t.description)).toEqual(['creator script']);
    expect(
      (await h.request(`/api/v1/auth/tokens/${mine.body.id}`, { method: 'DELETE', headers: { 'xc-auth': tokens.creator } })).status,
    ).toBe(404);
    expect(
      (await h.request(`/api/v1/auth/tokens/${theirs.body.id}`, { method: 'DELETE', headers: { 'xc-auth': ownerToken } })).status,
    ).toBe(200);
    expect((await h.request('/api/v1/auth/tokens', { headers: { 'xc-auth': tokens.creator } })).body.list).toEqual([]);
  });

  it('administers users: list, change roles, keep the last owner, delete', async () => {
    const admin = { 'xc-auth': ownerToken };
    const list = await h.request('/api/v1/auth/users?limit=3&offset=0', { headers: admin });
    // The role accounts, the first user and the 30 project members invited above.
    expect(list.body.pageInfo).toEqual({ totalRows: ROLES.length + 1 + 30, pageSize: 3, offset: 0 });
    expect(list.body.list).toHaveLength(3);
    const found = await h.request('/api/v1/auth/users?query=EDITOR', { headers: admin });
    expect(found.body.list.map((u: { email: string }) => u.email)).toEqual(['editor@example.com']);
    expect((await h.request('/api/v1/auth/users?limit=5000', { headers: admin })).body).toEqual({ msg: 'limit must be 1 to 1000' });

    const me = await h.request('/user/me', { headers: admin });
    const demote = await h.request(`/api/v1/auth/users/${me.body.id}`, { method: 'PATCH', body: { roles: ['editor'] }, headers: admin });
    // admin@ (the first user) and owner@ are both owners: demoting one is fine
    expect(demote.status).toBe(200);
    const owners = (await h.request('/api/v1/auth/users?limit=100', { headers: { 'xc-auth': tokens.owner } })).body.list.filter(
      (u: { roles: Record<string, boolean> }) => u.roles.owner,
    );
    expect(owners).toHaveLength(1);
    expect(await h.request(`/api/v1/auth/users/${owners[0].id}`, { method: 'DELETE', headers: { 'xc-auth': tokens.owner } })).toMatchObject(
      {
        status: 400,
        body: { msg: 'The last owner cannot be removed' },
      },
    );
    expect(
      (
        await h.request(`/api/v1/auth/users/${owners[0].id}`, {
          method: 'PATCH',
          body: { roles: ['owner'] },
          headers: { 'xc-auth': tokens.creator },
        })
      ).status,
    ).toBe(403);
    expect((await h.request('/api/v1/plugins/auth/disable', { method: 'POST', headers: { 'xc-auth': tokens.owner } })).body).toEqual({
      msg: "Plugin 'auth' provides access control and cannot be disabled at run time",
    });
  });
});
