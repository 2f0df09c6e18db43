import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, type TestHost } from '@plinth/sdk/testing';
import { bootAuth } from './helpers.js';
import { bootWithEnv, startFakeProvider, type FakeProvider } from './oauth-fake-provider.js';

type Provider = 'github' | 'google';
const FLOW_COOKIE = 'plinth_oauth';
const NOT_THIS_BROWSER = 'This sign-in did not start in this browser: start again';

/** One browser: its own cookie jar for the host (fetch has none). */
class Browser {
  readonly jar = new Map<string, string>();
  constructor(private readonly h: TestHost) {}

  async fetch(path: string, init: { method?: string; headers?: Record<string, string> } = {}): Promise<Response> {
    const headers = { ...init.headers };
    if (this.jar.size > 0) headers.cookie = [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const res = await fetch(this.h.url + path, { method: init.method ?? 'GET', headers, redirect: 'manual' });
    for (const set of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = set.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const expires = attributes.map((a) => a.trim()).find((a) => /^expires=/i.test(a));
      if (!value || (expires && Date.parse(expires.slice('expires='.length)) <= Date.now())) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return res;
  }

  /** Starts a sign-in here and consents at the provider as `person`: what the provider sends back. */
  async signInAt(provider: Provider, person: string) {
    const start = await this.fetch(`/auth/${provider}`);
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get('location')!);
    authorize.searchParams.set('as', person);
    const consent = await fetch(authorize, { redirect: 'manual' });
    expect(consent.status).toBe(302);
    const back = new URL(consent.headers.get('location')!);
    return {
      authorize,
      setCookie: start.headers.getSetCookie(),
      code: back.searchParams.get('code')!,
      state: back.searchParams.get('state')!,
    };
  }

  /** What the web app does with `?code&state` at the app root. */
  async exchange(provider: Provider, code: string, state: string) {
    const res = await this.fetch(`/auth/${provider}/genTokenByCode?${new URLSearchParams({ code, state, scope: 'x' })}`, {
      method: 'POST',
    });
    return { status: res.status, body: (await res.json()) as Record<string, string>, setCookie: res.headers.getSetCookie() };
  }
}

/** A 400 answer with `msg`, as `toMatchObject` compares it. */
const refusal = (msg: string) => ({ status: 400, body: { msg } });
const flowCookieOf = (setCookie: string[]) => setCookie.find((c) => c.startsWith(`${FLOW_COOKIE}=`));
const emails = async (h: TestHost) =>
  (await h.host.meta.knex('auth_users').orderBy('email').select<{ email: string }[]>('email')).map((u) => u.email);

let provider: FakeProvider;
beforeAll(async () => {
  provider = await startFakeProvider();
});
afterAll(async () => {
  await provider?.close();
});

describe('OAuth sign-in against a provider on loopback', () => {
  let h: TestHost;
  beforeAll(async () => {
    h = await bootAuth(provider.env);
  });
  afterAll(async () => {
    await h?.close();
  });

  it('signs the first user in through GitHub as Super Admin, with a cookie-bound state and PKCE', async () => {
    const browser = new Browser(h);
    const { authorize, code, state } = await browser.signInAt('github', 'ada');
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: 'cid',
      response_type: 'code',
      scope: 'read:user user:email',
      code_challenge_method: 'S256',
    });
    expect(authorize.searchParams.get('redirect_uri')).toMatch(/^http:\/\/localhost:\d+\/$/);
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(state).toMatch(/^github\.[0-9a-f]{64}$/);
    expect(browser.jar.has(FLOW_COOKIE)).toBe(true);

    const res = await browser.exchange('github', code, state);
    expect(res.status).toBe(200);
    // The flow is over: its cookie is cleared; the session's refresh cookie is set.
    expect(browser.jar.has(FLOW_COOKIE)).toBe(false);
    expect(browser.jar.has('plinth_refresh')).toBe(true);
    const me = await h.request('/user/me', { headers: { 'xc-auth': res.body.token! } });
    expect(me.body).toMatchObject({ email: 'ada@example.com', roles: { owner: true, creator: true } });
  });

  it('keeps the flow in an httpOnly, SameSite=Lax cookie on /auth for ten minutes, not Secure over http', async () => {
    const browser = new Browser(h);
    const { setCookie } = await browser.signInAt('google', 'ada');
    const cookie = flowCookieOf(setCookie)!;
    expect(cookie).toMatch(/^plinth_oauth=[A-Za-z0-9_-]{43};/);
    const attributes = cookie
      .split(';')
      .slice(1)
      .map((a) => a.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/auth', 'max-age=600']));
    expect(attributes).not.toContain('secure');
    // A client cannot claim https on its own: this host trusts no proxy.
    const claimed = await new Browser(h).fetch('/auth/google', { headers: { 'x-forwarded-proto': 'https' } });
    expect(flowCookieOf(claimed.headers.getSetCookie())!.toLowerCase()).not.toContain('secure');
  });

  it('refuses forged, crossed or failed exchanges with a clear message', async () => {
    const browser = new Browser(h);
    const github = await browser.signInAt('github', 'ada');
    expect(await browser.exchange('github', github.code, 'github.not-a-nonce')).toMatchObject(refusal('Invalid or expired OAuth state'));
    const google = await browser.signInAt('google', 'ada');
    expect(await browser.exchange('github', google.code, google.state)).toMatchObject(refusal('Invalid or expired OAuth state'));
    const state = (await browser.signInAt('github', 'ada')).state;
    expect(await browser.exchange('github', 'wrong-code', state)).toMatchObject(
      refusal('GitHub code exchange failed: The code passed is incorrect or expired.'),
    );
    const unverified = await browser.signInAt('google', 'unverified');
    expect(await browser.exchange('google', unverified.code, unverified.state)).toMatchObject(
      refusal('Google did not share a verified e-mail'),
    );
    expect(await h.request('/auth/github/genTokenByCode', { method: 'POST' })).toMatchObject({
      status: 400,
      body: { msg: 'Missing OAuth code' },
    });
  });

  it('lets only invited people in after the first user, and accepts the invitation', async () => {
    const browser = new Browser(h);
    const refused = await browser.signInAt('google', 'bob');
    expect(await browser.exchange('google', refused.code, refused.state)).toMatchObject({
      status: 403,
      body: { msg: 'No account for this e-mail: ask an admin to invite you' },
    });
    const ada = await browser.signInAt('github', 'ada');
    const admin = await browser.exchange('github', ada.code, ada.state);
    expect(
      (
        await h.request('/api/v1/auth/invitations', {
          body: { email: 'bob@example.com', roles: ['viewer'] },
          headers: { 'xc-auth': admin.body.token! },
        })
      ).status,
    ).toBe(201);
    const invited = await browser.signInAt('google', 'bob');
    const bob = await browser.exchange('google', invited.code, invited.state);
    expect(bob.status).toBe(200);
    expect((await h.request('/user/me', { headers: { 'xc-auth': bob.body.token! } })).body.roles).toEqual({ viewer: true });
    const list = await h.request('/api/v1/auth/users?query=bob', { headers: { 'xc-auth': admin.body.token! } });
    expect(list.body.list[0].invite_pending).toBe(false);
  });
});

// The flows live in the meta store: every meta store the host supports.
const META_STORES: { name: string; server?: 'pg' | 'mysql' }[] = [
  { name: 'SQLite' },
  { name: 'PostgreSQL', server: 'pg' },
  { name: 'MariaDB', server: 'mysql' },
];

describe.each(META_STORES)('flows on a $name meta store: login CSRF, PKCE, once, ten minutes', (store) => {
  let metaDb: TestDatabase | undefined;
  let h: TestHost;
  let adminToken = '';
  beforeAll(async () => {
    metaDb = store.server && (await createTestDatabase(store.server, 'plinth_oauth'));
    h = await bootWithEnv(provider.env, { plugins: ['mailer', 'auth'], metaDb: metaDb?.url });
  });
  afterAll(async () => {
    await h?.close();
    await metaDb?.drop();
  });

  it("refuses an attacker's code and state in another browser: no session, no account", async () => {
    const attacker = new Browser(h);
    const stolen = await attacker.signInAt('github', 'mallory');

    // The victim's browser is made to submit them (a link to the app root with ?code&state).
    const victim = new Browser(h);
    const bare = await victim.exchange('github', stolen.code, stolen.state);
    expect(bare).toMatchObject(refusal(NOT_THIS_BROWSER));
    await victim.signInAt('github', 'victim');
    const crossed = await victim.exchange('github', stolen.code, stolen.state);
    expect(crossed).toMatchObject(refusal(NOT_THIS_BROWSER));
    for (const answer of [bare, crossed]) {
      expect(answer.body.token).toBeUndefined();
      expect(answer.setCookie.some((c) => c.startsWith('plinth_refresh='))).toBe(false);
    }
    // Had it been accepted, mallory would now be the Super Admin.
    expect(await emails(h)).toEqual([]);
    // The victim's own flow survived the attempt.
    expect(victim.jar.has(FLOW_COOKIE)).toBe(true);

    // The same code and state were good in the browser that started the flow.
    const own = await attacker.exchange('github', stolen.code, stolen.state);
    expect(own.status).toBe(200);
    adminToken = own.body.token!;
    expect(await emails(h)).toEqual(['mallory@example.com']);
  });

  it("refuses a victim's intercepted code redeemed in the attacker's own flow (PKCE)", async () => {
    expect(
      (
        await h.request('/api/v1/auth/invitations', {
          body: { email: 'victim@example.com', roles: ['editor'] },
          headers: { 'xc-auth': adminToken },
        })
      ).status,
    ).toBe(201);
    const victim = new Browser(h);
    const intercepted = await victim.signInAt('google', 'victim');
    const attacker = new Browser(h);
    const own = await attacker.signInAt('google', 'mallory');
    const injected = await attacker.exchange('google', intercepted.code, own.state);
    expect(injected).toMatchObject(refusal('Google code exchange failed: PKCE verification failed'));
    expect(injected.setCookie.some((c) => c.startsWith('plinth_refresh='))).toBe(false);

    // The provider redeems no code without its verifier...
    const direct = await fetch(`${provider.base}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: 'cid',
        client_secret: 'secret',
        grant_type: 'authorization_code',
        code: intercepted.code,
        redirect_uri: intercepted.authorize.searchParams.get('redirect_uri')!,
      }),
    });
    expect(direct.status).toBe(400);
    expect(await direct.json()).toMatchObject({ error: 'invalid_grant' });
    // ...and the browser that holds the verifier's flow signs in with it.
    const signedIn = await victim.exchange('google', intercepted.code, intercepted.state);
    expect(signedIn.status).toBe(200);
    expect((await h.request('/user/me', { headers: { 'xc-auth': signedIn.body.token! } })).body.email).toBe('victim@example.com');
  });

  it('accepts a flow once: a replayed cookie and state, or six exchanges at once, get one session', async () => {
    const browser = new Browser(h);
    const first = await browser.signInAt('github', 'mallory');
    const captured = browser.jar.get(FLOW_COOKIE)!;
    expect((await browser.exchange('github', first.code, first.state)).status).toBe(200);
    // The same browser again: its flow cookie is gone.
    expect(await browser.exchange('github', first.code, first.state)).toMatchObject(refusal(NOT_THIS_BROWSER));
    // The cookie captured and sent again with the state.
    const replay = new Browser(h);
    replay.jar.set(FLOW_COOKIE, captured);
    expect(await replay.exchange('github', first.code, first.state)).toMatchObject({
      status: 400,
      body: { msg: 'This sign-in was already completed: start again' },
    });

    const second = await browser.signInAt('github', 'mallory');
    const answers = await Promise.all(Array.from({ length: 6 }, () => browser.exchange('github', second.code, second.state)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400, 400, 400]);
    for (const refused of answers.filter((a) => a.status === 400))
      expect(refused.body.msg).toBe('This sign-in was already completed: start again');
  });

  it('refuses a flow past its ten minutes', async () => {
    const browser = new Browser(h);
    const { code, state } = await browser.signInAt('github', 'mallory');
    const idHash = createHash('sha256').update(browser.jar.get(FLOW_COOKIE)!).digest('hex');
    // Ten minutes later (the browser would have dropped the cookie too; a client may keep it).
    expect(
      await h.host.meta
        .knex('auth_oauth_flows')
        .where({ id_hash: idHash })
        .update({ expires_at: new Date(Date.now() - 1000) }),
    ).toBe(1);
    const res = await browser.exchange('github', code, state);
    expect(res).toMatchObject(refusal('This sign-in expired: start again'));
    expect(browser.jar.has(FLOW_COOKIE)).toBe(false);
    expect(res.setCookie.some((c) => c.startsWith('plinth_refresh='))).toBe(false);
  });
});

describe('the flow cookie behind a trusted https proxy', () => {
  it('is Secure when the proxy reports https, and only then', async () => {
    const h = await bootWithEnv(provider.env, { plugins: ['mailer', 'auth'], trustProxy: ['loopback'] });
    try {
      const https = await new Browser(h).fetch('/auth/github', { headers: { 'x-forwarded-proto': 'https' } });
      expect(https.status).toBe(302);
      expect(
        flowCookieOf(https.headers.getSetCookie())!
          .split(';')
          .map((a) => a.trim().toLowerCase()),
      ).toContain('secure');
      const http = await new Browser(h).fetch('/auth/github');
      expect(flowCookieOf(http.headers.getSetCookie())!.toLowerCase()).not.toContain('secure');
    } finally {
      await h.close();
    }
  });
});

describe('OAuth not configured', () => {
  it('answers 404 naming the provider', async () => {
    const h = await bootAuth();
    try {
      expect(await h.request('/auth/google')).toMatchObject({ status: 404, body: { msg: 'Google sign-in is not configured' } });
      expect((await h.request('/auth/github/genTokenByCode?code=a&state=b', { method: 'POST' })).body).toEqual({
        msg: 'GitHub sign-in is not configured',
      });
    } finally {
      await h.close();
    }
  });
});
