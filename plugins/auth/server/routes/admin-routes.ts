import type { Request, Router } from 'express';
import { parseRoles, serializeRoles, z, type RoleMap } from '@plinth/sdk';
import { createRouter, HttpError, validate, type Principal } from '@plinth/sdk/server';
import type { AuthDeps } from '../deps.js';
import { T } from '../migrations.js';
import { SHARE_PASSWORD_MAX, SHARED_BASE_ROLES } from '../shared-bases.js';
import { normalizeEmail, publicUser, type UserRow } from '../users.js';
import { apiTokenBody, inviteBody, pageQuery, rolesField } from '../validation.js';
import { inviter, type Invite } from './invitations.js';
import { addProjectMemberRoutes } from './project-members.js';

/** A route parameter (express types them loosely). */
const param = (req: Request, name: string): string => String(req.params[name]);

/** A signed-in caller; the guards in front of these routes let no one else through. */
const principalOf = (req: Request): Principal => {
  if (!req.principal) throw new HttpError(401, 'Unauthorized');
  return req.principal;
};

/** `/api/v1/auth/...`: users, invitations, project members, shared bases, API tokens. */
export function adminRoutes(deps: AuthDeps): Router {
  const router = createRouter();
  const invite = inviter(deps);
  addUserRoutes(router, deps, invite);
  addProjectMemberRoutes(router, deps, invite, principalOf);
  addSharedBaseRoutes(router, deps);
  addApiTokenRoutes(router, deps);
  return router;
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
    const { user, inviteUrl } = await invite(normalizeEmail(body.email), roles, deps.ctx.messages.language(req));
    res.status(201).json({ id: user.id, email: user.email, invite_url: inviteUrl });
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

/**
 * API tokens of the signed-in admin (an owner sees and revokes everyone's, with their creator); a
 * token can never mint another token.
 */
function addApiTokenRoutes(router: Router, deps: AuthDeps) {
  const { ctx, apiTokens } = deps;
  const guard = ctx.http.requirePermission;
  const tokenOwner = (req: Request) => {
    const me = principalOf(req);
    if (me.kind !== 'user' || !me.userId) throw new HttpError(403, 'API tokens are managed by a signed-in user');
    return me.userId;
  };
  /** Whose tokens the caller manages: everyone's for an owner, else their own. */
  const scopeOf = (req: Request) => {
    const userId = tokenOwner(req);
    return principalOf(req).roles.owner ? null : userId;
  };
  router.get('/tokens', guard('apiTokens'), async (req, res) => {
    res.json({ list: await apiTokens.list(scopeOf(req)) });
  });
  router.post('/tokens', guard('apiTokens'), async (req, res) => {
    const { description } = validate(apiTokenBody, req.body);
    res.status(201).json(await apiTokens.create(tokenOwner(req), description));
  });
  router.delete('/tokens/:id', guard('apiTokens'), async (req, res) => {
    const id = Number(req.params.id);
    if (!Number.isInteger(id)) throw new HttpError(404, 'API token not found');
    await apiTokens.revoke(scopeOf(req), id);
    res.json({ msg: 'API token revoked' });
  });
}
