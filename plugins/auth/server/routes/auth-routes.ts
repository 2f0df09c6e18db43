import type { Router } from 'express';
import { LIMITS, type UiAbility, type z } from '@plinth/sdk';
import { createRouter, HttpError, publicRoute, storedDate, validate } from '@plinth/sdk/server';
import { hashPassword, newOpaqueToken, sha256, verifyPassword } from '../crypto.js';
import { clearRefreshCookie, projectInfo, publicBase, setRefreshCookie, startSession, type AuthDeps } from '../deps.js';
import { T } from '../migrations.js';
import { REFRESH_COOKIE } from '../sessions.js';
import { normalizeEmail, type UserRow } from '../users.js';
import { forgotBody, resetBody, signInBody, signUpBody } from '../validation.js';

const RESET_TTL_MS = 60 * 60 * 1000;
const RESET_MAIL_INTERVAL_MS = 60 * 1000;
const SUPER_ADMIN_MARK = 'super_admin';

function requireJwtMode(deps: AuthDeps) {
  if (deps.config.authType !== 'jwt') {
    throw new HttpError(
      400,
      `Accounts are disabled: this server uses ${deps.config.authType === 'masterKey' ? 'master-key' : 'no'} authentication`,
    );
  }
}

/** A live invitation (or reset) row for a token, or a 400 with `message`. */
async function userByTokenHash(deps: AuthDeps, column: 'invite_token_hash' | 'reset_token_hash', token: string, message: string) {
  const expires = column === 'invite_token_hash' ? 'invite_expires_at' : 'reset_expires_at';
  const user = await deps
    .db<UserRow>(T.users)
    .where({ [column]: sha256(token) })
    .first();
  const at = storedDate(user?.[expires]);
  if (!user || !at || at.getTime() <= Date.now()) throw new HttpError(400, message);
  return user;
}

/** `/auth/...`: sign-up, sign-in, refresh, sign-out, password recovery, invitation look-up. */
export function authRoutes(deps: AuthDeps): Router {
  const { users, sessions, limiter } = deps;
  const router = createRouter();
  // Every route here is how someone without a session gets one (or ends one).
  router.use(publicRoute('sign-up, sign-in, refresh, sign-out and password recovery come before a session'));

  router.post('/signup', async (req, res) => {
    requireJwtMode(deps);
    const body = validate(signUpBody, req.body);
    const result = await signUp(deps, body);
    res.json(await startSession(deps, req, res, result));
  });

  router.post('/signin', async (req, res) => {
    requireJwtMode(deps);
    const body = validate(signInBody, req.body);
    const email = normalizeEmail(body.email);
    const ip = req.ip ?? 'unknown';
    await limiter.check(email, ip);
    const user = await users.byEmail(email);
    if (!(await verifyPassword(body.password, user?.password_hash))) {
      await limiter.fail(email, ip);
      throw new HttpError(400, 'Invalid email or password');
    }
    await limiter.clear(email, ip);
    res.json(await startSession(deps, req, res, user!));
  });

  router.post('/refresh-token', async (req, res) => {
    requireJwtMode(deps);
    const presented = (req.cookies as Record<string, string> | undefined)?.[REFRESH_COOKIE];
    if (!presented) throw new HttpError(401, 'Missing refresh token');
    try {
      const { userId, refresh } = await sessions.rotate(presented);
      const user = await users.byId(userId);
      if (!user) throw new HttpError(401, 'Invalid refresh token');
      setRefreshCookie(deps, req, res, refresh);
      res.json({ token: await sessions.signAccess(user) });
    } catch (err) {
      clearRefreshCookie(res);
      throw err;
    }
  });

  router.post('/signout', async (req, res) => {
    const presented = (req.cookies as Record<string, string> | undefined)?.[REFRESH_COOKIE];
    if (presented) await sessions.revokeFamilyOf(presented);
    clearRefreshCookie(res);
    res.json({ msg: 'Signed out successfully' });
  });

  router.get('/type', async (_req, res) => {
    res.json(await projectInfo(deps));
  });

  addPasswordRecoveryRoutes(router, deps);

  router.get('/invitation/:token', async (req, res) => {
    const user = await userByTokenHash(deps, 'invite_token_hash', String(req.params.token), 'Invalid or expired invitation');
    res.json({ email: user.email });
  });

  return router;
}

/**
 * The account of a sign-up: an invited one gets its password, the first one is the owner (once,
 * even under concurrent sign-ups), others need sign-up to be open.
 */
async function signUp(deps: AuthDeps, body: z.infer<typeof signUpBody>): Promise<UserRow> {
  const { db, users } = deps;
  const email = normalizeEmail(body.email);
  const passwordHash = await hashPassword(body.password);
  // Read before the transaction: SQLite has one connection, a query outside `trx` would wait forever.
  const invited = body.token ? await userByTokenHash(deps, 'invite_token_hash', body.token, 'Invalid or expired invitation') : undefined;
  const { allowSignup } = await deps.ctx.settings.get();
  return db.transaction(async (trx) => {
    if (invited) {
      if (invited.email !== email) throw new HttpError(400, 'This invitation is for another e-mail address');
      await trx(T.users)
        .where({ id: invited.id })
        .update({
          password_hash: passwordHash,
          firstname: body.firstname ?? invited.firstname,
          lastname: body.lastname ?? invited.lastname,
          invite_token_hash: null,
          invite_expires_at: null,
          updated_at: new Date(),
        });
      return (await users.byId(invited.id, trx))!;
    }
    if (await users.byEmail(email, trx)) throw new HttpError(400, 'Email already registered');
    if ((await users.count(trx)) === 0) {
      const user = await users.create(
        { email, passwordHash, roles: { owner: true, creator: true }, firstname: body.firstname, lastname: body.lastname },
        trx,
      );
      // The primary key makes a second concurrent "first" sign-up fail instead of minting two owners.
      await trx(T.secrets).insert({ name: SUPER_ADMIN_MARK, value: user.id });
      return user;
    }
    if (!allowSignup) {
      throw new HttpError(403, 'Sign up is by invitation only: ask an admin to invite you');
    }
    return users.create({ email, passwordHash, roles: { user: true }, firstname: body.firstname, lastname: body.lastname }, trx);
  });
}

/** Password recovery: a mailed link (at most one a minute per account), its check, the new password. */
function addPasswordRecoveryRoutes(router: Router, deps: AuthDeps) {
  const { db, users, sessions, limiter } = deps;
  router.post('/password/forgot', async (req, res) => {
    requireJwtMode(deps);
    const { email } = validate(forgotBody, req.body);
    const user = await users.byEmail(email);
    // The answer is the same for unknown addresses, so it cannot be used to find accounts.
    // One mail a minute per account at most, so the form cannot be used to flood a mailbox.
    const issuedAt = (storedDate(user?.reset_expires_at)?.getTime() ?? 0) - RESET_TTL_MS;
    if (user?.password_hash && Date.now() - issuedAt > RESET_MAIL_INTERVAL_MS) {
      const { token, hash } = newOpaqueToken();
      await users.update(user.id, { reset_token_hash: hash, reset_expires_at: new Date(Date.now() + RESET_TTL_MS) });
      const link = `${publicBase(deps)}/#/user/password/reset?token=${encodeURIComponent(token)}`;
      // In the user's chosen language, else the asking request's (who asks is not signed in).
      const language = user.language ?? deps.ctx.messages.language(req);
      const t = (text: string) => deps.ctx.messages.translate(text, language);
      await deps.mailer.send({
        to: user.email,
        subject: t('Reset your Plinth password'),
        text: t(
          `Someone asked to reset the password of ${user.email}.\n\nOpen this link within an hour to choose a new one:\n${link}\n\nIf it was not you, ignore this mail.`,
        ),
      });
    }
    res.json({ msg: 'Please check your email to reset the password' });
  });

  router.get('/token/validate/:token', async (req, res) => {
    const user = await userByTokenHash(deps, 'reset_token_hash', String(req.params.token), 'Invalid or expired reset link');
    res.json({ valid: true, email: user.email });
  });

  router.post('/password/reset/:token', async (req, res) => {
    requireJwtMode(deps);
    const { password } = validate(resetBody, req.body);
    const user = await userByTokenHash(deps, 'reset_token_hash', String(req.params.token), 'Invalid or expired reset link');
    const passwordHash = await hashPassword(password);
    await db.transaction(async (trx) => {
      await users.setPassword(user.id, passwordHash, trx);
      await sessions.revokeAllOf(user.id, trx);
      await limiter.clearAll(user.email, trx);
    });
    res.json({ msg: 'Password reset successful' });
  });
}

/** `GET /ui_ability`: what the UI may offer (000 section 3). */
export function uiAbility(): UiAbility {
  return { darkTheme: true, maxTables: LIMITS.maxTables, maxTabs: LIMITS.maxTabs, disableGA: true, disableTelemetry: true };
}
