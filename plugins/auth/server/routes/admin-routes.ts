import type { Request, Router } from 'express';
import { parseRoles, serializeRoles, z, type RoleMap } from '@plinth/sdk';
import { createRouter, HttpError, validate, type Principal } from '@plinth/sdk/server';
import { projectRolesOf } from '../access.js';
import { newOpaqueToken } from '../crypto.js';
import { publicBase, type AuthDeps } from '../deps.js';
import { T } from '../migrations.js';
import { SHARE_PASSWORD_MAX, SHARED_BASE_ROLES } from '../shared-bases.js';
import { normalizeEmail, publicUser, type UserRow } from '../users.js';
import { apiTokenBody, inviteBody, projectRole, projectUserBody, rolesField } from '../validation.js';

/** A route parameter (express types them loosely). */
const param = (req: Request, name: string): string => String(req.params[name]);

const INVITE_TTL_MS = 7 * 24 * 3600 * 1000;
const pageQuery = z.object({
  query: z.string().max(320).optional(),
  limit: z.coerce.number().int().min(1, 'limit must be 1 to 1000').max(1000, 'limit must be 1 to 1000').default(25),
  offset: z.coerce.number().int().min(0, 'offset must be 0 or more').default(0),
});

/** A signed-in caller; the guards in front of these routes let no one else through. */
const principalOf = (req: Request): Principal => {
  if (!req.principal) throw new HttpError(401, 'Unauthorized');
  return req.principal;
};

type Invite = (email: string, roles: RoleMap) => Promise<{ user: UserRow; inviteUrl: string }>;

/** `/api/v1/auth/...`: users, invitations, project members, shared bases, API tokens. */
export function adminRoutes(deps: AuthDeps): Router {
  const router = createRouter();
  const invite = inviter(deps);
  addUserRoutes(router, deps, invite);
  addProjectMemberRoutes(router, deps, invite);
  addSharedBaseRoutes(router, deps);
  addApiTokenRoutes(router, deps);
  return router;
}

/** Creates an invited account (no password yet) and mails the sign-up link. */
function inviter(deps: AuthDeps): Invite {
  const { users } = deps;
  return async (email, roles) => {
    const { token, hash } = newOpaqueToken();
    const user = await users.create({ email, passwordHash: null, roles });
    await users.update(user.id, { invite_token_hash: hash, invite_expires_at: new Date(Date.now() + INVITE_TTL_MS) });
    const inviteUrl = `${publicBase(deps)}/#/user/authentication/signup/${encodeURIComponent(token)}`;
    await deps.mailer.send({
      to: email,
      subject: 'You are invited to Plinth',
      text: `You have been invited to Plinth.\n\nCreate your account within 7 days:\n${inviteUrl}`,
    });
    return { user, inviteUrl };
  };
}

/** Users (global administration) and invitations. */
function addUserRoutes(router: Router, deps: AuthDeps, invite: Invite) {
  const { ctx, db, users } = deps;
  const guard = ctx.http.requirePermission;
  const withoutLastOwner = async (userId: string, nextRoles: RoleMap) => {
    const target = await users.byId(userId);
    if (!target) throw new HttpError(404, 'User not found');
    if (parseRoles(target.roles).owner && !nextRoles.owner) {
      const owners = (await db<UserRow>(T.users).select('roles')).filter((r) => parseRoles(r.roles).owner);
      if (owners.length <= 1) throw new HttpError(400, 'The last owner cannot be removed');
    }
    return target;
  };

  router.get('/users', guard('userAdmin'), async (req, res) => {
    const q = validate(pageQuery, req.query);
    const base = db<UserRow>(T.users).modify((b) => {
      if (q.query) b.whereLike('email', `%${q.query.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`);
    });
    const [rows, total] = await Promise.all([
      base.clone().orderBy('created_at').limit(q.limit).offset(q.offset),
      base.clone().count<{ n: number | string }[]>({ n: '*' }).first(),
    ]);
    res.json({
      list: (rows as UserRow[]).map((r) => ({
        ...publicUser(r),
        created_at: r.created_at,
        invite_pending: !r.password_hash && Boolean(r.invite_token_hash),
      })),
      pageInfo: { totalRows: Number(total?.n ?? 0), pageSize: q.limit, offset: q.offset },
    });
  });

  router.patch('/users/:id', guard('userAdmin'), async (req, res) => {
    const me = principalOf(req);
    const roles = Object.fromEntries(validate(z.object({ roles: rolesField }), req.body).roles.map((r) => [r, true])) as RoleMap;
    if (roles.owner && !me.roles.owner) throw new HttpError(403, 'Only an owner can grant the owner role');
    if (roles.connector && !me.roles.owner) throw new HttpError(403, 'Only an owner can let users connect external databases');
    await withoutLastOwner(param(req, 'id'), roles);
    await users.update(param(req, 'id'), { roles: serializeRoles(roles) });
    res.json(publicUser((await users.byId(param(req, 'id')))!));
  });

  router.delete('/users/:id', guard('userAdmin'), async (req, res) => {
    await withoutLastOwner(param(req, 'id'), {});
    await db(T.users)
      .where({ id: param(req, 'id') })
      .delete();
    res.json({ msg: 'User deleted' });
  });

  router.post('/invitations', guard('add-user'), async (req, res) => {
    const me = principalOf(req);
    const body = validate(inviteBody, req.body);
    const roles = Object.fromEntries((body.roles ?? ['user']).map((r) => [r, true])) as RoleMap;
    if ((roles.owner || roles.creator) && !me.roles.owner) throw new HttpError(403, 'Only an owner can invite owners or creators');
    if (roles.connector && !me.roles.owner) throw new HttpError(403, 'Only an owner can let users connect external databases');
    if (await users.byEmail(body.email)) throw new HttpError(400, 'Email already registered');
    const { user, inviteUrl } = await invite(normalizeEmail(body.email), roles);
    res.status(201).json({ id: user.id, email: user.email, invite_url: inviteUrl });
  });
}

/** Project members: the add-user permission inside that project. */
function addProjectMemberRoutes(router: Router, deps: AuthDeps, invite: Invite) {
  const { ctx, db, users } = deps;
  const projectGuard = (permission: string) => ctx.http.requirePermission(permission, { projectIdParam: 'projectId' });
  const canGrant = async (me: Principal, projectId: string, role: string) => {
    if (role !== 'creator') return;
    const mine = me.userId ? await projectRolesOf(db, projectId, me.userId) : {};
    if (!me.roles.owner && !mine.owner && !me.roles.creator) throw new HttpError(403, 'Only an owner can grant the creator role');
  };

  router.get('/projects/:projectId/users', projectGuard('add-user'), async (req, res) => {
    const rows = await db(`${T.projectUsers} as pu`)
      .join(`${T.users} as u`, 'u.id', 'pu.user_id')
      .where('pu.project_id', param(req, 'projectId'))
      .select<{ id: string; email: string; roles: string; password_hash: string | null }[]>(
        'u.id',
        'u.email',
        'pu.roles',
        'u.password_hash',
      )
      .orderBy('u.email');
    res.json({ list: rows.map((r) => ({ id: r.id, email: r.email, roles: parseRoles(r.roles), invite_pending: !r.password_hash })) });
  });

  router.post('/projects/:projectId/users', projectGuard('add-user'), async (req, res) => {
    const me = principalOf(req);
    const projectId = param(req, 'projectId');
    const body = validate(projectUserBody, req.body);
    await canGrant(me, projectId, body.roles);
    let user = await users.byEmail(body.email);
    let inviteUrl: string | undefined;
    if (!user) ({ user, inviteUrl } = await invite(normalizeEmail(body.email), { user: true }));
    const existing = await db(T.projectUsers).where({ project_id: projectId, user_id: user.id }).first();
    if (existing) throw new HttpError(400, `${user.email} is already a member of this project`);
    await db(T.projectUsers).insert({ project_id: projectId, user_id: user.id, roles: body.roles, created_at: new Date() });
    res.status(201).json({ id: user.id, email: user.email, roles: { [body.roles]: true }, invite_url: inviteUrl });
  });

  router.patch('/projects/:projectId/users/:userId', projectGuard('add-user'), async (req, res) => {
    const me = principalOf(req);
    const { roles } = validate(z.object({ roles: projectRole }), req.body);
    await canGrant(me, param(req, 'projectId'), roles);
    const n = await db(T.projectUsers)
      .where({ project_id: param(req, 'projectId'), user_id: param(req, 'userId') })
      .update({ roles });
    if (!n) throw new HttpError(404, 'Not a member of this project');
    res.json({ id: req.params.userId, roles: { [roles]: true } });
  });

  router.delete('/projects/:projectId/users/:userId', projectGuard('add-user'), async (req, res) => {
    const n = await db(T.projectUsers)
      .where({ project_id: param(req, 'projectId'), user_id: param(req, 'userId') })
      .delete();
    if (!n) throw new HttpError(404, 'Not a member of this project');
    res.json({ msg: 'Removed from the project' });
  });
}

/** Shared base: a link that opens one project with a read or edit role, optionally behind a password. */
function addSharedBaseRoutes(router: Router, deps: AuthDeps) {
  const { ctx, sharedBases } = deps;
  const projectGuard = (permission: string) => ctx.http.requirePermission(permission, { projectIdParam: 'projectId' });
  const password = z
    .string({ error: 'Share password must be text' })
    .min(1, 'Share password required')
    .max(SHARE_PASSWORD_MAX, `A share password has at most ${SHARE_PASSWORD_MAX} characters`);
  router.get('/projects/:projectId/shared-base', projectGuard('add-user'), async (req, res) => {
    res.json((await sharedBases.current(param(req, 'projectId'))) ?? {});
  });

  router.post('/projects/:projectId/shared-base', projectGuard('add-user'), async (req, res) => {
    const body = validate(
      z.object({
        roles: z.enum(SHARED_BASE_ROLES, { error: 'A shared base is viewer, commenter or editor' }).default('viewer'),
        password: password.optional(),
      }),
      req.body ?? {},
    );
    const me = principalOf(req);
    res.status(201).json(await sharedBases.create(param(req, 'projectId'), body.roles, body.password, me.userId ?? null));
  });

  // Sets or (with null) removes the password of the current link; the link itself stays.
  router.put('/projects/:projectId/shared-base/password', projectGuard('add-user'), async (req, res) => {
    const body = validate(z.object({ password: password.nullable() }), req.body ?? {});
    res.json(await sharedBases.setPassword(param(req, 'projectId'), body.password));
  });

  router.delete('/projects/:projectId/shared-base', projectGuard('add-user'), async (req, res) => {
    await sharedBases.disable(param(req, 'projectId'));
    res.json({ msg: 'Shared base disabled' });
  });
}

/** API tokens of the signed-in admin; a token can never mint another token. */
function addApiTokenRoutes(router: Router, deps: AuthDeps) {
  const { ctx, apiTokens } = deps;
  const guard = ctx.http.requirePermission;
  const tokenOwner = (req: Request) => {
    const me = principalOf(req);
    if (me.kind !== 'user' || !me.userId) throw new HttpError(403, 'API tokens are managed by a signed-in user');
    return me.userId;
  };
  router.get('/tokens', guard('apiTokens'), async (req, res) => {
    res.json({ list: await apiTokens.list(tokenOwner(req)) });
  });
  router.post('/tokens', guard('apiTokens'), async (req, res) => {
    const { description } = validate(apiTokenBody, req.body);
    res.status(201).json(await apiTokens.create(tokenOwner(req), description));
  });
  router.delete('/tokens/:id', guard('apiTokens'), async (req, res) => {
    const id = Number(req.params.id);
    if (!Number.isInteger(id)) throw new HttpError(404, 'API token not found');
    await apiTokens.revoke(tokenOwner(req), id);
    res.json({ msg: 'API token revoked' });
  });
}
