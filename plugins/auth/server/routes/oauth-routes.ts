import type { Router } from 'express';
import { z } from '@plinth/sdk';
import { createRouter, HttpError, publicRoute, validate } from '@plinth/sdk/server';
import { publicBase, startSession, type AuthDeps } from '../deps.js';
import { T } from '../migrations.js';
import { authorizationUrl, exchangeCode, PROVIDER_NAMES, providerEmail } from '../oauth-provider.js';
import { OAuthFlows, type OAuthProvider } from '../oauth-state.js';
import type { UserRow } from '../users.js';

const callbackQuery = z.object({
  code: z.string({ error: 'Missing OAuth code' }).min(1, 'Missing OAuth code').max(2000),
  state: z.string({ error: 'Missing OAuth state' }).min(1, 'Missing OAuth state').max(2000),
  scope: z.string().optional(),
});

/** The account for a provider-verified e-mail: existing, the first (Super Admin), or new when sign-up is open. */
async function accountFor(deps: AuthDeps, email: string): Promise<UserRow> {
  const { allowSignup } = await deps.ctx.settings.get();
  return deps.db.transaction(async (trx) => {
    const existing = await deps.users.byEmail(email, trx);
    if (existing) {
      // Signing in through the provider accepts a pending invitation.
      if (existing.invite_token_hash)
        await trx<UserRow>(T.users).where({ id: existing.id }).update({ invite_token_hash: null, invite_expires_at: null });
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
}

/**
 * OAuth sign-in: `GET /auth/{google,github}` starts it, `POST .../genTokenByCode` finishes it.
 * The state is bound to the starting browser by a cookie and the code is redeemed with PKCE
 * (oauth-state.ts).
 */
export function oauthRoutes(deps: AuthDeps): Router {
  const router = createRouter();
  router.use(publicRoute('OAuth sign-in: its flow starts and ends without a session'));
  const flows = new OAuthFlows(deps.db);
  const configOf = (provider: OAuthProvider) => {
    const p = deps.config.oauth[provider];
    if (!p) throw new HttpError(404, `${PROVIDER_NAMES[provider]} sign-in is not configured`);
    return p;
  };
  // The provider sends the browser back to the app root with ?code&state; the web app reads them.
  const redirectUri = () => `${publicBase(deps)}/`;

  // Which providers are configured, so the sign-in screen offers only working buttons.
  router.get('/oauth/providers', (_req, res) => {
    res.json({ list: (['google', 'github'] as const).filter((provider) => deps.config.oauth[provider]) });
  });

  for (const provider of ['google', 'github'] as const) {
    router.get(`/${provider}`, async (req, res) => {
      const p = configOf(provider);
      const { state, codeVerifier } = await flows.start(req, res, provider);
      res.redirect(authorizationUrl(p, redirectUri(), state, codeVerifier).toString());
    });

    router.post(`/${provider}/genTokenByCode`, async (req, res) => {
      const p = configOf(provider);
      const q = validate(callbackQuery, { ...req.query, ...(req.body as object) });
      const codeVerifier = await flows.finish(req, res, provider, q.state);
      const accessToken = await exchangeCode(provider, p, redirectUri(), q.code, codeVerifier);
      const email = (await providerEmail(provider, p, accessToken)).toLowerCase();
      res.json(await startSession(deps, req, res, await accountFor(deps, email)));
    });
  }
  return router;
}
