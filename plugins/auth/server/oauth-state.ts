import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { generateCodeVerifier } from 'arctic';
import { HttpError, storedDate, type Knex } from '@plinth/sdk/server';
import { safeEqual, sha256 } from './crypto.js';
import { T } from './migrations.js';

export type OAuthProvider = 'google' | 'github';

/** The httpOnly cookie naming the browser's OAuth flow (its id only; the rest stays here). */
const OAUTH_COOKIE = 'plinth_oauth';
const OAUTH_FLOW_TTL_MS = 10 * 60 * 1000;

const OAUTH_MSG = {
  badState: 'Invalid or expired OAuth state',
  otherBrowser: 'This sign-in did not start in this browser: start again',
  used: 'This sign-in was already completed: start again',
  expired: 'This sign-in expired: start again',
} as const;

interface FlowRow {
  id_hash: string;
  provider: string;
  nonce_hash: string;
  code_verifier: string;
  expires_at: Date | string;
  used_at: Date | string | null;
}

/**
 * OAuth flows bound to the browser that started them (against login CSRF): `start` sets a cookie
 * with a random flow id and returns a state carrying a nonce of that flow; `finish` accepts a
 * state only with the cookie of its flow, once, within ten minutes, and hands back the flow's
 * PKCE verifier. Kept in the meta store so every host behind a load balancer sees the same flows,
 * and so a used state stays refused.
 */
export class OAuthFlows {
  constructor(private readonly db: Knex) {}

  async start(req: Request, res: Response, provider: OAuthProvider): Promise<{ state: string; codeVerifier: string }> {
    const flowId = randomBytes(32).toString('base64url');
    // Hex, so the state never contains 'github' by chance: the web app picks the exchange by it.
    const nonce = randomBytes(32).toString('hex');
    const codeVerifier = generateCodeVerifier();
    const now = Date.now();
    // Keep the table small: flows past their lifetime can no longer finish.
    await this.db(T.oauthFlows).where('expires_at', '<', new Date(now)).delete();
    await this.db(T.oauthFlows).insert({
      id_hash: sha256(flowId),
      provider,
      nonce_hash: sha256(nonce),
      code_verifier: codeVerifier,
      expires_at: new Date(now + OAUTH_FLOW_TTL_MS),
      used_at: null,
    });
    res.cookie(OAUTH_COOKIE, flowId, {
      httpOnly: true,
      // Lax: the cookie must survive the top-level return from the provider's site. Secure over
      // https (behind a proxy named in PLINTH_TRUST_PROXY, its X-Forwarded-Proto).
      sameSite: 'lax',
      secure: req.secure,
      path: '/auth',
      maxAge: OAUTH_FLOW_TTL_MS,
    });
    return { state: `${provider}.${nonce}`, codeVerifier };
  }

  /** The PKCE verifier of this browser's flow for `state`, marking the flow used; else a 400. */
  async finish(req: Request, res: Response, provider: OAuthProvider, state: string): Promise<string> {
    const dot = state.indexOf('.');
    const nonce = state.slice(dot + 1);
    if (dot < 0 || state.slice(0, dot) !== provider || !/^[0-9a-f]{64}$/.test(nonce)) throw new HttpError(400, OAUTH_MSG.badState);
    const flowId = (req.cookies as Record<string, string> | undefined)?.[OAUTH_COOKIE];
    if (!flowId) throw new HttpError(400, OAUTH_MSG.otherBrowser);
    const idHash = sha256(flowId);
    const row = await this.db(T.oauthFlows).where({ id_hash: idHash }).first<FlowRow | undefined>();
    if (!row) {
      clearOAuthCookie(res);
      throw new HttpError(400, OAUTH_MSG.otherBrowser);
    }
    // A state of another flow leaves this browser's own flow (and cookie) alone.
    if (row.provider !== provider || !safeEqual(row.nonce_hash, sha256(nonce))) throw new HttpError(400, OAUTH_MSG.otherBrowser);
    clearOAuthCookie(res);
    if (row.used_at) throw new HttpError(400, OAUTH_MSG.used);
    if (storedDate(row.expires_at)!.getTime() <= Date.now()) throw new HttpError(400, OAUTH_MSG.expired);
    // Only one of concurrent exchanges of the same flow claims it.
    const claimed = await this.db(T.oauthFlows).where({ id_hash: idHash, used_at: null }).update({ used_at: new Date() });
    if (claimed !== 1) throw new HttpError(400, OAUTH_MSG.used);
    return row.code_verifier;
  }
}

function clearOAuthCookie(res: Response): void {
  res.clearCookie(OAUTH_COOKIE, { path: '/auth', httpOnly: true, sameSite: 'lax' });
}
