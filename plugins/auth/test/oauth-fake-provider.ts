import { createHash, randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { bootTestHost, type TestHost, type TestHostOptions } from '@plinth/sdk/testing';

/** The people the fake provider knows, by the name a test signs in as. */
const PEOPLE: Record<string, { email: string; verified: boolean }> = {
  ada: { email: 'ada@example.com', verified: true },
  bob: { email: 'bob@example.com', verified: true },
  mallory: { email: 'mallory@example.com', verified: true },
  victim: { email: 'victim@example.com', verified: true },
  unverified: { email: 'eve@example.com', verified: false },
};

interface Grant {
  person: string;
  clientId: string;
  redirectUri: string;
  challenge: string;
  used: boolean;
}

export interface FakeProvider {
  base: string;
  /** PLINTH_GITHUB_* and PLINTH_GOOGLE_* pointing at this provider. */
  env: Record<string, string>;
  /** Who "logs in" at the consent page when the authorize URL does not say (`?as=` does). */
  person: string;
  close(): Promise<void>;
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/**
 * A small OAuth provider on loopback speaking the GitHub and Google shapes. Like the real ones
 * it issues a code per consent, bound to the client, the redirect URI and the PKCE challenge;
 * unlike GitHub it insists on PKCE S256, so a code is redeemed only with its verifier.
 */
export async function startFakeProvider(): Promise<FakeProvider> {
  const app = express();
  app.use(express.urlencoded({ extended: false }));
  const grants = new Map<string, Grant>();
  const self: FakeProvider = { base: '', env: {}, person: 'ada', close: async () => undefined };

  // The consent page, answered at once: back to the client with a code and the client's state.
  app.get('/authorize', (req, res) => {
    const q = req.query as Record<string, string | undefined>;
    if (q.response_type !== 'code' || q.client_id !== 'cid' || !q.redirect_uri || !q.state)
      return res.status(400).send('bad authorization request');
    if (q.code_challenge_method !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(q.code_challenge ?? ''))
      return res.status(400).send('PKCE with S256 is required');
    const person = q.as ?? self.person;
    if (!PEOPLE[person]) return res.status(400).send('no such person');
    const code = `code-${person}-${randomBytes(8).toString('hex')}`;
    grants.set(code, { person, clientId: q.client_id, redirectUri: q.redirect_uri, challenge: q.code_challenge!, used: false });
    const back = new URL(q.redirect_uri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', q.state);
    res.redirect(back.toString());
  });

  app.post('/token', (req, res) => {
    const body = req.body as Record<string, string | undefined>;
    const basic = /^Basic (.+)$/.exec(req.header('authorization') ?? '')?.[1];
    const [clientId, clientSecret] = basic ? Buffer.from(basic, 'base64').toString().split(':') : [body.client_id, body.client_secret];
    if (clientId !== 'cid' || clientSecret !== 'secret' || body.grant_type !== 'authorization_code')
      return res.status(401).json({ error: 'invalid_client' });
    const grant = grants.get(body.code ?? '');
    // GitHub's shape for a bad code: status 200 with an error.
    if (!grant || grant.used)
      return res.json({ error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' });
    if (grant.redirectUri !== body.redirect_uri)
      return res.status(400).json({ error: 'invalid_grant', error_description: 'redirect_uri mismatch' });
    if (!body.code_verifier || s256(body.code_verifier) !== grant.challenge)
      return res.status(400).json({ error: 'invalid_grant', error_description: 'PKCE verification failed' });
    grant.used = true;
    res.json({ access_token: `at-${grant.person}`, token_type: 'bearer' });
  });

  const person = (req: express.Request) => PEOPLE[String(req.header('authorization')).replace('Bearer at-', '')];
  app.get('/github/user', (req, res) =>
    person(req) ? res.json({ login: 'someone', email: null }) : res.status(401).json({ message: 'Bad credentials' }),
  );
  app.get('/github/emails', (req, res) => {
    const p = person(req);
    res.json(
      p
        ? [
            { email: 'old@example.com', primary: false, verified: true },
            { email: p.email, primary: true, verified: p.verified },
          ]
        : [],
    );
  });
  app.get('/google/user', (req, res) => {
    const p = person(req);
    res.json({ email: p?.email, email_verified: p?.verified });
  });

  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  self.base = base;
  self.env = {
    PLINTH_GITHUB_CLIENT_ID: 'cid',
    PLINTH_GITHUB_CLIENT_SECRET: 'secret',
    PLINTH_GITHUB_AUTHORIZE_URL: `${base}/authorize`,
    PLINTH_GITHUB_TOKEN_URL: `${base}/token`,
    PLINTH_GITHUB_USER_URL: `${base}/github/user`,
    PLINTH_GITHUB_EMAILS_URL: `${base}/github/emails`,
    PLINTH_GOOGLE_CLIENT_ID: 'cid',
    PLINTH_GOOGLE_CLIENT_SECRET: 'secret',
    PLINTH_GOOGLE_AUTHORIZE_URL: `${base}/authorize`,
    PLINTH_GOOGLE_TOKEN_URL: `${base}/token`,
    PLINTH_GOOGLE_USER_URL: `${base}/google/user`,
  };
  self.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return self;
}

/** Boots a host whose auth plugin reads `env` (read once at setup; the environment is restored after). */
export async function bootWithEnv(env: Record<string, string>, options: TestHostOptions): Promise<TestHost> {
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  try {
    return await bootTestHost(options);
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}
