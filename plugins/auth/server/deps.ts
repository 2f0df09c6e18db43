import type { Request, Response } from 'express';
import { type AccessControl, type Knex, type Mailer, type ServerContext } from '@plinth/sdk/server';
import { DEFAULT_ENV, type ProjectInfo } from '@plinth/sdk';
import type { ApiTokenService } from './api-tokens.js';
import type { AuthConfig } from './config.js';
import type { SignInLimiter } from './rate-limit.js';
import { REFRESH_COOKIE, type SessionService } from './sessions.js';
import type { SharedBaseStore } from './shared-bases.js';
import type { UserRow, UserStore } from './users.js';

export interface AuthSettings {
  allowSignup: boolean;
}

/** Everything the auth routes share. */
export interface AuthDeps {
  ctx: ServerContext<AuthSettings>;
  config: AuthConfig;
  db: Knex;
  users: UserStore;
  sessions: SessionService;
  apiTokens: ApiTokenService;
  sharedBases: SharedBaseStore;
  limiter: SignInLimiter;
  access: AccessControl;
  mailer: Mailer;
}

/** Issues an access token and a refresh cookie for a fresh sign-in. */
export async function startSession(deps: AuthDeps, req: Request, res: Response, user: UserRow, trx?: Knex) {
  const refresh = await deps.sessions.issueRefresh(user.id, undefined, trx);
  setRefreshCookie(deps, req, res, refresh);
  return { token: await deps.sessions.signAccess(user) };
}

export function setRefreshCookie(deps: AuthDeps, req: Request, res: Response, refresh: string) {
  res.cookie(REFRESH_COOKIE, refresh, {
    httpOnly: true,
    // Only the app's own requests refresh a session; `secure` over https (behind a proxy named
    // in PLINTH_TRUST_PROXY, its X-Forwarded-Proto).
    sameSite: 'strict',
    secure: req.secure,
    path: '/auth',
    maxAge: deps.sessions.refreshTtlSeconds * 1000,
  });
}

export function clearRefreshCookie(res: Response) {
  res.clearCookie(REFRESH_COOKIE, { path: '/auth' });
}

/** Base of links in e-mails: PLINTH_PUBLIC_URL, never the request's Host header (link poisoning). */
export function publicBase(deps: AuthDeps): string {
  return deps.config.publicUrl ?? `http://localhost:${deps.ctx.config.port}`;
}

export async function projectInfo(deps: AuthDeps): Promise<ProjectInfo> {
  const [count, hasOwner] = await Promise.all([deps.users.count(), deps.users.hasOwner()]);
  return {
    authType: deps.config.authType,
    firstUser: deps.config.authType === 'jwt' && count === 0,
    projectHasDb: true,
    projectHasAdmin: hasOwner,
    env: DEFAULT_ENV,
    type: 'mvc',
    version: deps.ctx.config.version,
  };
}
