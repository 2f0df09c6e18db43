/**
 * Members of a project (the Team & Auth tab's Users Management): listed with search and paging,
 * invited by e-mail with a role (a new account gets a mailed sign-up link, also answered to copy),
 * invitations sent again, roles changed, members removed. All need the add-user permission in
 * that project; nobody changes their own role, only owners grant the creator role, and a project
 * keeps at least one owner.
 */
import type { Request, Router } from 'express';
import { parseRoles, z } from '@plinth/sdk';
import { HttpError, storedIso, validate, type Principal } from '@plinth/sdk/server';
import { projectRolesOf } from '../access.js';
import type { AuthDeps } from '../deps.js';
import { T } from '../migrations.js';
import { normalizeEmail } from '../users.js';
import { pageQuery, projectRole, projectUserBody } from '../validation.js';
import { sendInvitation, type Invite } from './invitations.js';

const param = (req: Request, name: string): string => String(req.params[name]);

interface MemberRow {
  id: string;
  email: string;
  roles: string;
  password_hash: string | null;
  created_at: Date | string;
}

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

export function addProjectMemberRoutes(router: Router, deps: AuthDeps, invite: Invite, principalOf: (req: Request) => Principal) {
  const { ctx, db, users } = deps;
  const projectGuard = (permission: string) => ctx.http.requirePermission(permission, { projectIdParam: 'projectId' });
  const canGrant = async (me: Principal, projectId: string, role: string) => {
    if (role !== 'creator') return;
    const mine = me.userId ? await projectRolesOf(db, projectId, me.userId) : {};
    if (!me.roles.owner && !mine.owner && !me.roles.creator) throw new HttpError(403, 'Only an owner can grant the creator role');
  };
  const notMe = (me: Principal, userId: string) => {
    if (me.userId === userId) throw new HttpError(403, 'You cannot change your own role in a project');
  };
  /** Refuses to take the owner role from the project's last owner. */
  const keepsAnOwner = async (projectId: string, userId: string) => {
    const owners = await db(T.projectUsers)
      .where({ project_id: projectId })
      .select<{ user_id: string; roles: string }[]>('user_id', 'roles');
    const others = owners.filter((o) => o.user_id !== userId && parseRoles(o.roles).owner);
    const target = owners.find((o) => o.user_id === userId);
    if (target && parseRoles(target.roles).owner && !others.length)
      throw new HttpError(400, 'The last owner of the project cannot be removed');
  };

  router.get('/projects/:projectId/users', projectGuard('add-user'), async (req, res) => {
    const q = validate(pageQuery, req.query);
    const base = db(`${T.projectUsers} as pu`)
      .join(`${T.users} as u`, 'u.id', 'pu.user_id')
      .where('pu.project_id', param(req, 'projectId'))
      .modify((b) => {
        if (q.query) b.whereLike('u.email', likePattern(q.query));
      });
    const [rows, total] = await Promise.all([
      base
        .clone()
        .select<MemberRow[]>('u.id', 'u.email', 'pu.roles', 'u.password_hash', 'pu.created_at')
        .orderBy('u.email')
        .limit(q.limit)
        .offset(q.offset),
      base.clone().count<{ n: number | string }[]>({ n: '*' }).first(),
    ]);
    res.json({
      list: rows.map((r) => ({
        id: r.id,
        email: r.email,
        roles: parseRoles(r.roles),
        invite_pending: !r.password_hash,
        created_at: storedIso(r.created_at),
      })),
      pageInfo: { totalRows: Number(total?.n ?? 0), pageSize: q.limit, offset: q.offset },
    });
  });

  router.post('/projects/:projectId/users', projectGuard('add-user'), async (req, res) => {
    const me = principalOf(req);
    const projectId = param(req, 'projectId');
    const body = validate(projectUserBody, req.body);
    await canGrant(me, projectId, body.roles);
    let user = await users.byEmail(body.email);
    let inviteUrl: string | undefined;
    if (!user) ({ user, inviteUrl } = await invite(normalizeEmail(body.email), { user: true }, deps.ctx.messages.language(req)));
    const existing = await db(T.projectUsers).where({ project_id: projectId, user_id: user.id }).first();
    if (existing) throw new HttpError(400, `${user.email} is already a member of this project`);
    await db(T.projectUsers).insert({ project_id: projectId, user_id: user.id, roles: body.roles, created_at: new Date() });
    res.status(201).json({ id: user.id, email: user.email, roles: { [body.roles]: true }, invite_url: inviteUrl });
  });

  // A member who has not signed up yet gets a new link (the old one stops working).
  router.post('/projects/:projectId/users/:userId/resend', projectGuard('add-user'), async (req, res) => {
    const member = await db(T.projectUsers)
      .where({ project_id: param(req, 'projectId'), user_id: param(req, 'userId') })
      .first();
    const user = member && (await users.byId(param(req, 'userId')));
    if (!user) throw new HttpError(404, 'Not a member of this project');
    if (user.password_hash) throw new HttpError(400, `${user.email} has already signed up`);
    res.json({ id: user.id, email: user.email, invite_url: await sendInvitation(deps, user, deps.ctx.messages.language(req)) });
  });

  router.patch('/projects/:projectId/users/:userId', projectGuard('add-user'), async (req, res) => {
    const me = principalOf(req);
    const { roles } = validate(z.object({ roles: projectRole }), req.body);
    notMe(me, param(req, 'userId'));
    await canGrant(me, param(req, 'projectId'), roles);
    await keepsAnOwner(param(req, 'projectId'), param(req, 'userId'));
    const n = await db(T.projectUsers)
      .where({ project_id: param(req, 'projectId'), user_id: param(req, 'userId') })
      .update({ roles });
    if (!n) throw new HttpError(404, 'Not a member of this project');
    res.json({ id: req.params.userId, roles: { [roles]: true } });
  });

  router.delete('/projects/:projectId/users/:userId', projectGuard('add-user'), async (req, res) => {
    await keepsAnOwner(param(req, 'projectId'), param(req, 'userId'));
    const n = await db(T.projectUsers)
      .where({ project_id: param(req, 'projectId'), user_id: param(req, 'userId') })
      .delete();
    if (!n) throw new HttpError(404, 'Not a member of this project');
    res.json({ msg: 'Removed from the project' });
  });
}
