import type { Router } from 'express';
import { LOCALES, SIGNED_IN, z } from '@plinth/sdk';
import { createRouter, HttpError, publicRoute, validate } from '@plinth/sdk/server';
import { projectRolesOf } from '../access.js';
import { hashPassword, verifyPassword } from '../crypto.js';
import { startSession, type AuthDeps } from '../deps.js';
import { publicUser } from '../users.js';
import { changePasswordBody } from '../validation.js';

const profileBody = z.object({
  firstname: z.string().trim().max(255, 'First name is too long').optional(),
  lastname: z.string().trim().max(255, 'Last name is too long').optional(),
});

/** `PATCH /user/me`: the user's language, one of the 24 locale codes; null forgets the choice. */
const meBody = z.object({
  language: z.enum(LOCALES, { error: 'Unknown language' }).nullable(),
});

/** `/user/...`: the signed-in user's own record. */
export function userRoutes(deps: AuthDeps): Router {
  const { access, users, sessions, db } = deps;
  const router = createRouter();

  /** The signed-in account, or a 401 (an API token or shared base cannot act as an account). */
  const account = async (req: Parameters<typeof access.authenticate>[0]) => {
    const principal = await access.authenticate(req);
    const user = principal?.kind === 'user' && principal.userId ? await users.byId(principal.userId) : undefined;
    if (!user) throw new HttpError(401, 'Unauthorized');
    return user;
  };

  // Public: answers `{}` to a caller with no credentials (the app asks before it knows), and 401
  // to a bad or revoked token (the app then refreshes or signs out).
  router.get('/me', publicRoute('the app asks who is signed in before it knows; nobody gets {}'), async (req, res) => {
    const principal = await access.authenticate(req);
    const projectId = typeof req.query.project_id === 'string' ? req.query.project_id : undefined;
    if (!principal) return res.json({});
    if (principal.kind === 'sharedBase') {
      return res.json({ roles: principal.roles, project_id: principal.sharedBaseProjectId });
    }
    const user = principal.userId ? await users.byId(principal.userId) : undefined;
    const base = user ? publicUser(user) : { roles: principal.roles };
    if (!projectId || !principal.userId) return res.json(base);
    const projectRoles = await projectRolesOf(db, projectId, principal.userId);
    res.json({ ...base, roles: { ...base.roles, ...projectRoles }, project_roles: projectRoles });
  });

  const signedIn = deps.ctx.http.requirePermission(SIGNED_IN);
  // The language is kept per user, so every browser they sign in from shows their choice.
  router.patch('/me', signedIn, async (req, res) => {
    const user = await account(req);
    const { language } = validate(meBody, req.body);
    await users.update(user.id, { language });
    res.json(publicUser((await users.byId(user.id))!));
  });

  router.put('/profile', signedIn, async (req, res) => {
    const user = await account(req);
    const patch = validate(profileBody, req.body);
    await users.update(user.id, patch);
    res.json(publicUser((await users.byId(user.id))!));
  });

  router.post('/password/change', signedIn, async (req, res) => {
    const user = await account(req);
    const body = validate(changePasswordBody, req.body);
    if (!(await verifyPassword(body.currentPassword, user.password_hash))) throw new HttpError(400, 'Current password is wrong');
    if (body.currentPassword === body.newPassword) throw new HttpError(400, 'The new password must differ from the current one');
    const passwordHash = await hashPassword(body.newPassword);
    const session = await db.transaction(async (trx) => {
      await users.setPassword(user.id, passwordHash, trx);
      await sessions.revokeAllOf(user.id, trx);
      return startSession(deps, req, res, (await users.byId(user.id, trx))!, trx);
    });
    // Every older session is gone; this one continues with a fresh token.
    res.json({ msg: 'Password updated successfully', ...session });
  });

  return router;
}
