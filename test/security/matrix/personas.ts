/**
 * The people of the role x route matrix, on one host: who they are (global roles, their role in
 * the matrix project) and the headers they send. Projects are made by `owner`, a regular account,
 * so the super admin is no member of them and still an admin everywhere (000 s.6).
 */
import { HEADERS, SHARE_PASSWORD_HEADER, type RoleMap } from '@plinth/sdk';
import { expect } from 'vitest';
import {
  inviteAccount,
  MEMBER_ROLES,
  signedUpProject,
  signUpSuperAdmin,
  TEST_PASSWORD,
  type TestHost,
  columnsOf,
} from '@plinth/sdk/testing';

type PersonaName =
  | 'super admin'
  | 'owner'
  | (typeof MEMBER_ROLES)[number]
  | 'no role'
  | 'signed out'
  | 'API token'
  | 'shared view'
  | 'shared base viewer'
  | 'shared base editor'
  | 'garbage token'
  | 'forged token'
  | 'alg none token'
  | 'expired token'
  | 'revoked token'
  | 'deleted API token';

export interface Persona {
  name: PersonaName;
  /** What the caller is: an account (user or its API token), a shared base, or nobody. */
  kind: 'user' | 'apiToken' | 'sharedBase' | 'nobody';
  globalRoles: RoleMap;
  /** Roles in a project made for the matrix (owner, members; none for the others). */
  projectRoles: RoleMap;
  /** The headers of a call touching `projectId`. */
  headers(projectId: string): Record<string, string>;
}

export interface MatrixWorld {
  personas: Persona[];
  /** The matrix project, with table `items` (row 1), views, a shared view link and shared bases. */
  projectId: string;
  view: { id: string; otherId: string; shareId: string; password: string };
  /** A fresh project with the same people in the same roles (for calls that change or end it). */
  freshProject(): Promise<string>;
  /** The shared base id of a project for a role, made on first use (one per project at a time). */
  sharedBase(projectId: string, role: 'viewer' | 'editor'): Promise<string>;
}

async function ok(what: string, answer: Promise<{ status: number; body: any }>) {
  const r = await answer;
  if (r.status >= 300) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

export async function buildMatrixWorld(h: TestHost): Promise<MatrixWorld> {
  const admin = await signUpSuperAdmin(h);
  const ownerToken = await inviteAccount(h, admin, 'owner@example.com');
  const outsider = await inviteAccount(h, admin, 'outsider@example.com');
  const as = (token: string) => ({ 'xc-auth': token });
  const members: Record<string, string> = {};
  /** A project of `owner` with table `items` and every member in their role. */
  const setUpProject = async (title: string, firstTime: boolean) => {
    const project = await signedUpProject(h, { title, token: ownerToken });
    await project.rpc('tableCreate', { tn: 'items', columns: columnsOf({ id: 'ID', title: 'SingleLineText' }) });
    await ok('row', project.api('/items', { body: { title: 'first' } }));
    for (const role of MEMBER_ROLES) {
      const email = `${role}@example.com`;
      if (firstTime) members[role] = await project.member(email, role);
      else
        await ok(
          `member ${role}`,
          h.request(`/api/v1/auth/projects/${project.projectId}/users`, { body: { email, roles: role }, headers: as(ownerToken) }),
        );
    }
    return project.projectId;
  };
  const projectId = await setUpProject('Matrix', true);

  const views = `/api/v1/views/${projectId}/items`;
  const grid = ((await ok('views', h.request(views, { headers: as(ownerToken) }))).list as { id: string }[])[0]!;
  const other = await ok('view', h.request(views, { body: { title: 'Other' }, headers: as(ownerToken) }));
  const password = 'view password 1';
  const shared = await ok('share', h.request(`${views}/${grid.id}/share`, { body: { password }, headers: as(ownerToken) }));

  const token = (await ok('API token', h.request('/api/v1/auth/tokens', { body: { description: 'matrix' }, headers: as(admin) })))
    .token as string;

  const bases = new Map<string, { role: string; id: string }>();
  const sharedBase = async (pid: string, role: 'viewer' | 'editor') => {
    const known = bases.get(pid);
    if (known?.role === role) return known.id;
    // Creating one disables the project's previous shared base.
    const id = (
      await ok('shared base', h.request(`/api/v1/auth/projects/${pid}/shared-base`, { body: { roles: role }, headers: as(ownerToken) }))
    ).id as string;
    bases.set(pid, { role, id });
    return id;
  };
  // Shared-base headers are looked up when a call is made: `prepare` below makes them first.
  const baseHeader = (role: 'viewer' | 'editor') => (pid: string) => {
    const known = bases.get(pid);
    if (known?.role !== role) throw new Error(`no ${role} shared base prepared for ${pid}`);
    return { [HEADERS.sharedBaseId]: known.id };
  };

  const user = (name: PersonaName, jwt: string, projectRoles: RoleMap, globalRoles: RoleMap = { user: true }): Persona => ({
    name,
    kind: 'user',
    globalRoles,
    projectRoles,
    headers: () => as(jwt),
  });
  const personas: Persona[] = [
    user('super admin', admin, {}, { owner: true, creator: true }),
    user('owner', ownerToken, { owner: true }),
    ...MEMBER_ROLES.map((role) => user(role, members[role]!, { [role]: true })),
    user('no role', outsider, {}),
    { name: 'signed out', kind: 'nobody', globalRoles: {}, projectRoles: {}, headers: () => ({}) },
    {
      name: 'API token',
      kind: 'apiToken',
      globalRoles: { owner: true, creator: true },
      projectRoles: {},
      headers: () => ({ [HEADERS.apiToken]: token }),
    },
    // A visitor with a view link and its password tries them on everything else.
    {
      name: 'shared view',
      kind: 'nobody',
      globalRoles: {},
      projectRoles: {},
      headers: () => ({ [SHARE_PASSWORD_HEADER]: password, [HEADERS.sharedBaseId]: shared.share.id }),
    },
    { name: 'shared base viewer', kind: 'sharedBase', globalRoles: {}, projectRoles: { viewer: true }, headers: baseHeader('viewer') },
    { name: 'shared base editor', kind: 'sharedBase', globalRoles: {}, projectRoles: { editor: true }, headers: baseHeader('editor') },
  ];

  personas.push(...(await badCredentials(h, admin, token)));

  let n = 0;
  return {
    personas,
    projectId,
    view: { id: grid.id, otherId: other.id, shareId: shared.share.id, password },
    freshProject: () => setUpProject(`Fresh ${++n}`, false),
    sharedBase,
  };
}

/**
 * Callers whose credentials must count for nothing (each is refused like the signed-out caller):
 * garbage, a token signed with another secret, one with `alg: none`, an expired one, one revoked
 * by a password change, a deleted API token, a disabled shared base.
 */
async function badCredentials(h: TestHost, admin: string, apiToken: string): Promise<Persona[]> {
  const { SignJWT, UnsecuredJWT } = await import('jose');
  const me = (await ok('me', h.request('/user/me', { headers: { 'xc-auth': admin } }))) as { id: string };
  const secretRow = await h.host.meta.knex('auth_secrets').where({ name: 'jwt' }).first<{ value: string }>('value');
  const secret = new TextEncoder().encode(secretRow!.value);
  const claims = { email: 'admin@example.com', tv: 0 };
  const forged = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(me.id)
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('not the secret of this server 123'));
  const unsigned = new UnsecuredJWT(claims).setSubject(me.id).setExpirationTime('1h').encode();
  const expired = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(me.id)
    .setIssuedAt(1_600_000_000)
    .setExpirationTime(1_600_000_900)
    .sign(secret);

  // An account whose token outlived a password change.
  const revokedToken = await inviteAccount(h, admin, 'revoked@example.com', ['owner', 'creator']);
  await ok(
    'password change',
    h.request('/user/password/change', {
      body: { currentPassword: TEST_PASSWORD, newPassword: 'another password 2' },
      headers: { 'xc-auth': revokedToken },
    }),
  );
  // A deleted API token of the super admin.
  const spare = await ok(
    'API token',
    h.request('/api/v1/auth/tokens', { body: { description: 'deleted' }, headers: { 'xc-auth': admin } }),
  );
  await ok('token delete', h.request(`/api/v1/auth/tokens/${spare.id}`, { method: 'DELETE', headers: { 'xc-auth': admin } }));
  expect(spare.token).not.toBe(apiToken);

  const nobody = (name: PersonaName, headers: Record<string, string>): Persona => ({
    name,
    kind: 'nobody',
    globalRoles: {},
    projectRoles: {},
    headers: () => headers,
  });
  return [
    nobody('garbage token', { [HEADERS.auth]: 'garbage', [HEADERS.apiToken]: 'garbage' }),
    nobody('forged token', { [HEADERS.auth]: forged }),
    nobody('alg none token', { [HEADERS.auth]: unsigned }),
    nobody('expired token', { [HEADERS.auth]: expired }),
    nobody('revoked token', { [HEADERS.auth]: revokedToken }),
    nobody('deleted API token', { [HEADERS.apiToken]: spare.token }),
  ];
}
