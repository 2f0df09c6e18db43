import type { Router } from 'express';
import { jwtVerify, SignJWT } from 'jose';
import { z } from '@plinth/sdk';
import { createRouter, HttpError, publicRoute, validate } from '@plinth/sdk/server';
import type { OAuthProviderConfig } from '../config.js';
import { publicBase, startSession, type AuthDeps } from '../deps.js';
import { T } from '../migrations.js';
import type { UserRow } from '../users.js';

type Provider = 'google' | 'github';
const NAMES: Record<Provider, string> = { google: 'Google', github: 'GitHub' };
const STATE_TTL = '10m';

const callbackQuery = z.object({
  code: z.string({ error: 'Missing OAuth code' }).min(1, 'Missing OAuth code').max(2000),
  state: z.string({ error: 'Missing OAuth state' }).min(1, 'Missing OAuth state').max(2000),
  scope: z.string().optional(),
});

async function fetchJson(url: string, init: RequestInit, what: string): Promise<Record<string, unknown> | unknown[]> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  } catch (err) {
    throw new HttpError(502, `${what} failed: ${(err as Error).message}`);
  }
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok || (body && typeof body === 'object' && 'error' in body && !Array.isArray(body))) {
    const reason = String((body as Record<string, unknown>).error_description ?? (body as Record<string, unknown>).error ?? res.status);
    throw new HttpError(400, `${what} failed: ${reason}`);
  }
  return body;
}

/** The verified e-mail the provider reports for this access token. */
async function providerEmail(provider: Provider, p: OAuthProviderConfig, accessToken: string): Promise<string> {
  const headers = { authorization: `Bearer ${accessToken}`, accept: 'application/json', 'user-agent': 'Plinth' };
  const profile = (await fetchJson(p.userUrl, { headers }, `${NAMES[provider]} profile`)) as Record<string, unknown>;
  if (provider === 'google') {
    if (typeof profile.email !== 'string' || profile.email_verified === false) throw new HttpError(400, 'Google did not share a verified e-mail');
    return profile.email;
  }
  const emails = p.emailsUrl ? ((await fetchJson(p.emailsUrl, { headers }, 'GitHub e-mails')) as { email: string; primary: boolean; verified: boolean }[]) : [];
  const primary = emails.find((e) => e.primary && e.verified) ?? emails.find((e) => e.verified);
  if (primary) return primary.email;
  throw new HttpError(400, 'GitHub did not share a verified e-mail');
}

/** OAuth sign-in: `GET /auth/{google,github}` starts it, `POST .../genTokenByCode` finishes it. */
export function oauthRoutes(deps: AuthDeps, secret: Uint8Array): Router {
  const router = createRouter();
  router.use(publicRoute('OAuth sign-in: its flow starts and ends without a session'));
  const configOf = (provider: Provider) => {
    const p = deps.config.oauth[provider];
    if (!p) throw new HttpError(404, `${NAMES[provider]} sign-in is not configured`);
    return p;
  };
  // The provider sends the browser back to the app root with ?code&state; the web app reads them.
  const redirectUri = () => `${publicBase(deps)}/`;

  // Which providers are configured, so the sign-in screen offers only working buttons.
  router.get('/oauth/providers', (_req, res) => {
    res.json({ list: (['google', 'github'] as const).filter((provider) => deps.config.oauth[provider]) });
  });

  for (const provider of ['google', 'github'] as const) {
    router.get(`/${provider}`, async (_req, res) => {
      const p = configOf(provider);
      // The state names the provider (the client picks the exchange route by it) and is signed.
      const state = `${provider}.${await new SignJWT({ p: provider }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(STATE_TTL).sign(secret)}`;
      const url = new URL(p.authorizeUrl);
      url.search = new URLSearchParams({ client_id: p.clientId, redirect_uri: redirectUri(), response_type: 'code', scope: p.scope, state }).toString();
      res.redirect(url.toString());
    });

    router.post(`/${provider}/genTokenByCode`, async (req, res) => {
      const p = configOf(provider);
      const q = validate(callbackQuery, { ...req.query, ...(req.body as object) });
      const [prefix, signed] = [q.state.slice(0, q.state.indexOf('.')), q.state.slice(q.state.indexOf('.') + 1)];
      try {
        const { payload } = await jwtVerify(signed, secret, { algorithms: ['HS256'] });
        if (prefix !== provider || payload.p !== provider) throw new Error('provider mismatch');
      } catch {
        throw new HttpError(400, 'Invalid or expired OAuth state');
      }
      const tokens = (await fetchJson(
        p.tokenUrl,
        {
          method: 'POST',
          headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ client_id: p.clientId, client_secret: p.clientSecret, code: q.code, redirect_uri: redirectUri(), grant_type: 'authorization_code' }),
        },
        `${NAMES[provider]} code exchange`,
      )) as Record<string, unknown>;
      if (typeof tokens.access_token !== 'string') throw new HttpError(400, `${NAMES[provider]} code exchange failed: no access token`);
      const email = (await providerEmail(provider, p, tokens.access_token)).toLowerCase();

      const { allowSignup } = await deps.ctx.settings.get();
      const user = await deps.db.transaction(async (trx) => {
        const existing = await deps.users.byEmail(email, trx);
        if (existing) {
          // Signing in through the provider accepts a pending invitation.
          if (existing.invite_token_hash) await trx<UserRow>(T.users).where({ id: existing.id }).update({ invite_token_hash: null, invite_expires_at: null });
          return existing;
        }
        if ((await deps.users.count(trx)) === 0) {
          const first = await deps.users.create({ email, passwordHash: null, roles: { owner: true, creator: true } }, trx);
          await trx(T.secrets).insert({ name: 'super_admin', value: first.id });
          return first;
        }
        if (!allowSignup) throw new HttpError(403, 'No account for this e-mail: ask an admin to invite you');
        return deps.users.create({ email, passwordHash: null, roles: { user: true } }, trx);
      });
      res.json(await startSession(deps, req, res, user));
    });
  }
  return router;
}
