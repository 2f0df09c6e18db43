import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestHost } from '@plinth/sdk/testing';
import { bootAuth } from './helpers.js';

/** A small OAuth provider on loopback speaking the GitHub and Google shapes. */
function fakeProvider() {
  const app = express();
  app.use(express.urlencoded({ extended: false }));
  const people: Record<string, { email: string; verified: boolean }> = {
    'code-ada': { email: 'ada@example.com', verified: true },
    'code-bob': { email: 'bob@example.com', verified: true },
    'code-unverified': { email: 'eve@example.com', verified: false },
  };
  app.post('/token', (req, res) => {
    const { client_id, client_secret, code, grant_type } = req.body as Record<string, string>;
    if (client_id !== 'cid' || client_secret !== 'secret' || grant_type !== 'authorization_code') return res.status(401).json({ error: 'invalid_client' });
    if (!people[code!]) return res.json({ error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' });
    res.json({ access_token: `at-${code}`, token_type: 'bearer' });
  });
  const person = (req: express.Request) => people[String(req.header('authorization')).replace('Bearer at-', '')];
  app.get('/github/user', (req, res) => (person(req) ? res.json({ login: 'someone', email: null }) : res.status(401).json({ message: 'Bad credentials' })));
  app.get('/github/emails', (req, res) => {
    const p = person(req);
    res.json(p ? [{ email: 'old@example.com', primary: false, verified: true }, { email: p.email, primary: true, verified: p.verified }] : []);
  });
  app.get('/google/user', (req, res) => {
    const p = person(req);
    res.json({ email: p?.email, email_verified: p?.verified });
  });
  return app;
}

describe('OAuth sign-in against a provider on loopback', () => {
  let provider: Server;
  let h: TestHost;
  beforeAll(async () => {
    provider = fakeProvider().listen(0, '127.0.0.1');
    await new Promise((r) => provider.once('listening', r));
    const base = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
    h = await bootAuth({
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
    });
  });
  afterAll(async () => {
    await h?.close();
    provider?.close();
  });

  const start = async (p: 'github' | 'google') => {
    const res = await fetch(`${h.url}/auth/${p}`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(location.searchParams.get('client_id')).toBe('cid');
    expect(location.searchParams.get('redirect_uri')).toMatch(/^http:\/\/localhost:\d+\/$/);
    return location.searchParams.get('state')!;
  };
  const exchange = (p: string, code: string, state: string) =>
    h.request(`/auth/${p}/genTokenByCode?${new URLSearchParams({ code, state, scope: 'x' })}`, { method: 'POST' });

  it('signs the first user in through GitHub as Super Admin, with the primary verified e-mail', async () => {
    const state = await start('github');
    expect(state.startsWith('github.')).toBe(true);
    const res = await exchange('github', 'code-ada', state);
    expect(res.status).toBe(200);
    const me = await h.request('/user/me', { headers: { 'xc-auth': res.body.token } });
    expect(me.body).toMatchObject({ email: 'ada@example.com', roles: { owner: true, creator: true } });
  });

  it('refuses forged, crossed or failed exchanges with a clear message', async () => {
    const github = await start('github');
    const google = await start('google');
    expect(await exchange('github', 'code-ada', 'github.not-a-jwt')).toMatchObject({ status: 400, body: { msg: 'Invalid or expired OAuth state' } });
    expect(await exchange('github', 'code-ada', google)).toMatchObject({ status: 400, body: { msg: 'Invalid or expired OAuth state' } });
    expect(await exchange('github', 'wrong-code', github)).toMatchObject({
      status: 400,
      body: { msg: 'GitHub code exchange failed: The code passed is incorrect or expired.' },
    });
    expect(await exchange('google', 'code-unverified', google)).toMatchObject({ status: 400, body: { msg: 'Google did not share a verified e-mail' } });
    expect(await h.request('/auth/github/genTokenByCode', { method: 'POST' })).toMatchObject({ status: 400, body: { msg: 'Missing OAuth code' } });
  });

  it('lets only invited people in after the first user, and accepts the invitation', async () => {
    expect(await exchange('google', 'code-bob', await start('google'))).toMatchObject({
      status: 403,
      body: { msg: 'No account for this e-mail: ask an admin to invite you' },
    });
    const admin = await exchange('github', 'code-ada', await start('github'));
    expect((await h.request('/api/v1/auth/invitations', { body: { email: 'bob@example.com', roles: ['viewer'] }, headers: { 'xc-auth': admin.body.token } })).status).toBe(201);
    const bob = await exchange('google', 'code-bob', await start('google'));
    expect(bob.status).toBe(200);
    expect((await h.request('/user/me', { headers: { 'xc-auth': bob.body.token } })).body.roles).toEqual({ viewer: true });
    const list = await h.request('/api/v1/auth/users?query=bob', { headers: { 'xc-auth': admin.body.token } });
    expect(list.body.list[0].invite_pending).toBe(false);
  });
});

describe('OAuth not configured', () => {
  it('answers 404 naming the provider', async () => {
    const h = await bootAuth();
    try {
      expect(await h.request('/auth/google')).toMatchObject({ status: 404, body: { msg: 'Google sign-in is not configured' } });
      expect((await h.request('/auth/github/genTokenByCode?code=a&state=b', { method: 'POST' })).body).toEqual({ msg: 'GitHub sign-in is not configured' });
    } finally {
      await h.close();
    }
  });
});
