import { afterEach, describe, expect, it } from 'vitest';
import type { TestHost } from '@plinth/sdk/testing';
import { bootAuth, lastMailTo, PASSWORD, refreshCookie, signIn, signUp } from './helpers.js';

let h: TestHost | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('sign up and sign in', () => {
  it.each([
    ['/auth/signup?tool=1', {}, 'E-mail is required'],
    ['/auth/signup?tool=1', { email: '', password: PASSWORD }, 'E-mail is required'],
    ['/auth/signup?tool=1', { email: 'not-an-email', password: PASSWORD }, 'E-mail must be valid'],
    ['/auth/signup?tool=1', { email: 'ada@example.com' }, 'Password is required'],
    ['/auth/signup?tool=1', { email: 'ada@example.com', password: '' }, 'Password is required'],
    ['/auth/signup?tool=1', { email: 'ada@example.com', password: 'short' }, 'You password must be atleast 8 characters'],
    ['/auth/signin?tool=1', { password: PASSWORD }, 'E-mail is required'],
    ['/auth/signin?tool=1', { email: 'ada@', password: PASSWORD }, 'E-mail must be valid'],
    ['/auth/signin?tool=1', { email: 'ada@example.com' }, 'Password is required'],
    ['/auth/signin?tool=1', { email: 'ada@example.com', password: '1234567' }, 'You password must be atleast 8 characters'],
  ])('%s with %j answers 400 "%s"', async (path, body, msg) => {
    h = await bootAuth();
    expect(await h.request(path, { body })).toMatchObject({ status: 400, body: { msg } });
  });

  it('makes the first user Super Admin, then signs in and out', async () => {
    h = await bootAuth();
    expect((await h.request('/auth/type')).body).toMatchObject({
      authType: 'jwt',
      firstUser: true,
      projectHasAdmin: false,
      projectHasDb: true,
      env: '_noco',
    });
    const { token } = await signUp(h, 'Ada@Example.com');
    const me = await h.request('/user/me', { headers: { 'xc-auth': token } });
    expect(me.body).toMatchObject({ email: 'ada@example.com', roles: { owner: true, creator: true } });
    expect((await h.request('/dashboard/auth/type')).body).toMatchObject({ firstUser: false, projectHasAdmin: true });
    expect((await h.request('/ui_ability')).body).toEqual({
      darkTheme: true,
      maxTables: 99999,
      maxTabs: 99,
      disableGA: true,
      disableTelemetry: true,
    });

    expect(await h.request('/auth/signin?tool=1', { body: { email: 'ada@example.com', password: 'wrong password' } })).toMatchObject({
      status: 400,
      body: { msg: 'Invalid email or password' },
    });
    expect(await h.request('/auth/signup?tool=1', { body: { email: 'ada@example.com', password: PASSWORD } })).toMatchObject({
      status: 400,
      body: { msg: 'Email already registered' },
    });
    const again = await signIn(h, 'ADA@example.com');
    const out = await h.request('/auth/signout', { method: 'POST', headers: { cookie: again.cookie } });
    expect(out.body).toEqual({ msg: 'Signed out successfully' });
    expect(await h.request('/auth/refresh-token', { method: 'POST', headers: { cookie: again.cookie } })).toMatchObject({ status: 401 });
    // no credentials at all: nobody, not an error
    expect(await h.request('/user/me')).toMatchObject({ status: 200, body: {} });
    expect(await h.request('/user/me', { headers: { 'xc-auth': 'garbage' } })).toMatchObject({
      status: 401,
      body: { msg: 'Invalid token' },
    });
  });

  it('is invitation-only after the first user unless open sign-up is enabled', async () => {
    h = await bootAuth();
    const admin = await signUp(h, 'owner@example.com');
    expect(await h.request('/auth/signup?tool=1', { body: { email: 'bob@example.com', password: PASSWORD } })).toMatchObject({
      status: 403,
      body: { msg: 'Sign up is by invitation only: ask an admin to invite you' },
    });
    const opened = await h.request('/api/v1/plugins/auth/settings', {
      method: 'PUT',
      body: { allowSignup: true },
      headers: { 'xc-auth': admin.token },
    });
    expect(opened.status).toBe(200);
    const bob = await signUp(h, 'bob@example.com');
    expect((await h.request('/user/me', { headers: { 'xc-auth': bob.token } })).body.roles).toEqual({ user: true });
    // a plain user cannot reopen or close sign-up
    expect(
      (await h.request('/api/v1/plugins/auth/settings', { method: 'PUT', body: { allowSignup: false }, headers: { 'xc-auth': bob.token } }))
        .status,
    ).toBe(403);
  });

  it('signs up an invited user through the invitation link with the invited roles', async () => {
    h = await bootAuth();
    const admin = await signUp(h, 'owner@example.com');
    const invited = await h.request('/api/v1/auth/invitations', {
      body: { email: 'eve@example.com', roles: ['editor'] },
      headers: { 'xc-auth': admin.token },
    });
    expect(invited.status).toBe(201);
    const mail = await lastMailTo(h, 'eve@example.com');
    const token = /signup\/([\w%-]+)/.exec(mail.text)![1]!;
    expect(invited.body.invite_url).toContain(`/#/user/authentication/signup/${token}`);
    expect((await h.request(`/auth/invitation/${token}`)).body).toEqual({ email: 'eve@example.com' });
    expect(await h.request('/auth/signup?tool=1', { body: { email: 'mallory@example.com', password: PASSWORD, token } })).toMatchObject({
      status: 400,
      body: { msg: 'This invitation is for another e-mail address' },
    });
    const eve = await h.request('/auth/signup?tool=1', {
      body: { email: 'eve@example.com', password: PASSWORD, token: decodeURIComponent(token) },
    });
    expect(eve.status).toBe(200);
    expect((await h.request('/user/me', { headers: { 'xc-auth': eve.body.token } })).body.roles).toEqual({ editor: true });
    expect(await h.request(`/auth/invitation/${token}`)).toMatchObject({ status: 400, body: { msg: 'Invalid or expired invitation' } });
  });

  it('updates the profile of the signed-in user only', async () => {
    h = await bootAuth();
    const { token } = await signUp(h, 'ada@example.com');
    const updated = await h.request('/user/profile', {
      method: 'PUT',
      body: { firstname: ' Ada ', lastname: 'Lovelace' },
      headers: { 'xc-auth': token },
    });
    expect(updated.body).toMatchObject({ email: 'ada@example.com', firstname: 'Ada', lastname: 'Lovelace' });
    expect((await h.request('/user/me', { headers: { 'xc-auth': token } })).body).toMatchObject({ firstname: 'Ada', lastname: 'Lovelace' });
    expect(
      await h.request('/user/profile', { method: 'PUT', body: { firstname: 'x'.repeat(300) }, headers: { 'xc-auth': token } }),
    ).toMatchObject({
      status: 400,
      body: { msg: 'First name is too long' },
    });
    expect((await h.request('/user/profile', { method: 'PUT', body: { firstname: 'Eve' } })).status).toBe(401);
  });

  it('makes only one Super Admin when two first sign-ups race', async () => {
    h = await bootAuth();
    const [a, b] = await Promise.all([
      h.request('/auth/signup', { body: { email: 'a@example.com', password: PASSWORD } }),
      h.request('/auth/signup', { body: { email: 'b@example.com', password: PASSWORD } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 403]);
    const owners = await h.host.meta.knex('auth_users').where('roles', 'like', '%owner%').count({ n: '*' });
    expect(Number(owners[0]!.n)).toBe(1);
  });

  it('locks sign-in for an e-mail and IP after 10 failures within 15 minutes', async () => {
    h = await bootAuth();
    await signUp(h, 'ada@example.com');
    for (let i = 0; i < 10; i++) {
      expect((await h.request('/auth/signin', { body: { email: 'ada@example.com', password: `wrong-${i}-pass` } })).status).toBe(400);
    }
    const locked = await h.request('/auth/signin', { body: { email: 'ada@example.com', password: PASSWORD } });
    expect(locked).toMatchObject({ status: 429, body: { msg: 'Too many failed sign-in attempts. Try again in 15 minutes.' } });
  });
});

describe('tokens and sessions', () => {
  it('expires access tokens, rotates refresh tokens and revokes the family on reuse', async () => {
    h = await bootAuth({ PLINTH_JWT_TTL: '1' });
    const first = await signUp(h, 'ada@example.com');
    await new Promise((r) => setTimeout(r, 1100));
    expect(await h.request('/user/me', { headers: { 'xc-auth': first.token } })).toMatchObject({
      status: 401,
      body: { msg: 'Token expired' },
    });
    expect(await h.request('/auth/refresh-token', { method: 'POST' })).toMatchObject({
      status: 401,
      body: { msg: 'Missing refresh token' },
    });

    const rotated = await h.request('/auth/refresh-token', { method: 'POST', headers: { cookie: first.cookie } });
    expect(rotated.status).toBe(200);
    const second = refreshCookie(rotated.headers);
    expect(second).not.toBe(first.cookie);
    expect((await h.request('/user/me', { headers: { 'xc-auth': rotated.body.token } })).body.email).toBe('ada@example.com');

    // the old refresh token presented again: theft assumed, the whole family dies
    expect(await h.request('/auth/refresh-token', { method: 'POST', headers: { cookie: first.cookie } })).toMatchObject({
      status: 401,
      body: { msg: 'Refresh token reuse detected: please sign in again' },
    });
    expect((await h.request('/auth/refresh-token', { method: 'POST', headers: { cookie: second } })).status).toBe(401);
    // a separate sign-in is a separate family and still works
    const other = await signIn(h, 'ada@example.com');
    expect((await h.request('/auth/refresh-token', { method: 'POST', headers: { cookie: other.cookie } })).status).toBe(200);
  });

  it('resets a forgotten password through the mailed link and revokes every older session', async () => {
    h = await bootAuth();
    const before = await signUp(h, 'ada@example.com');
    const apiToken = await h.request('/api/v1/auth/tokens', { body: { description: 'ci' }, headers: { 'xc-auth': before.token } });
    expect(apiToken.status).toBe(201);

    const unknown = await h.request('/auth/password/forgot', { body: { email: 'nobody@example.com' } });
    const forgot = await h.request('/auth/password/forgot', { body: { email: 'ada@example.com' } });
    expect(forgot.body).toEqual({ msg: 'Please check your email to reset the password' });
    expect(unknown.body).toEqual(forgot.body);
    const mail = await lastMailTo(h, 'ada@example.com');
    const token = decodeURIComponent(/reset\?token=([\w%-]+)/.exec(mail.text)![1]!);
    // a second request within a minute answers the same but sends nothing new
    expect((await h.request('/auth/password/forgot', { body: { email: 'ada@example.com' } })).body).toEqual(forgot.body);
    expect(await h.host.meta.knex('mailer_outbox').where({ to: 'ada@example.com' }).count({ n: '*' })).toEqual([{ n: 1 }]);
    expect(mail.text).toContain(`${h.url.replace('127.0.0.1', 'localhost')}/#/user/password/reset?token=`);

    expect((await h.request(`/auth/token/validate/${token}`)).body).toEqual({ valid: true, email: 'ada@example.com' });
    expect(await h.request('/auth/token/validate/not-a-token')).toMatchObject({
      status: 400,
      body: { msg: 'Invalid or expired reset link' },
    });
    expect(await h.request(`/auth/password/reset/${token}`, { body: { password: 'short' } })).toMatchObject({
      status: 400,
      body: { msg: 'You password must be atleast 8 characters' },
    });
    expect((await h.request(`/auth/password/reset/${token}`, { body: { password: 'a brand new secret' } })).body).toEqual({
      msg: 'Password reset successful',
    });

    // one use only; old password, old access token, old refresh token and old API token are all dead
    expect((await h.request(`/auth/password/reset/${token}`, { body: { password: 'another new secret' } })).status).toBe(400);
    expect((await h.request('/auth/signin', { body: { email: 'ada@example.com', password: PASSWORD } })).status).toBe(400);
    expect(await h.request('/user/me', { headers: { 'xc-auth': before.token } })).toMatchObject({
      status: 401,
      body: { msg: 'Token revoked: please sign in again' },
    });
    expect((await h.request('/auth/refresh-token', { method: 'POST', headers: { cookie: before.cookie } })).status).toBe(401);
    expect((await h.request('/test/can/airTable', { headers: { 'xc-token': apiToken.body.token } })).status).toBe(401);
    await signIn(h, 'ada@example.com', 'a brand new secret');
  });

  it('changes the password: checks the current one, keeps this session, ends the others', async () => {
    h = await bootAuth();
    const a = await signUp(h, 'ada@example.com');
    const b = await signIn(h, 'ada@example.com');
    const change = (token: string, body: unknown) => h!.request('/user/password/change', { body, headers: { 'xc-auth': token } });
    expect(await change(a.token, { currentPassword: 'not it at all', newPassword: 'next password 1' })).toMatchObject({
      status: 400,
      body: { msg: 'Current password is wrong' },
    });
    expect(await change(a.token, { currentPassword: PASSWORD, newPassword: 'short' })).toMatchObject({
      status: 400,
      body: { msg: 'You password must be atleast 8 characters' },
    });
    expect((await h.request('/user/password/change', { body: {} })).status).toBe(401);
    const ok = await change(a.token, { currentPassword: PASSWORD, newPassword: 'next password 1' });
    expect(ok.body).toMatchObject({ msg: 'Password updated successfully', token: expect.any(String) });
    expect((await h.request('/user/me', { headers: { 'xc-auth': ok.body.token } })).body.email).toBe('ada@example.com');
    expect((await h.request('/user/me', { headers: { 'xc-auth': b.token } })).status).toBe(401);
    expect((await h.request('/auth/refresh-token', { method: 'POST', headers: { cookie: b.cookie } })).status).toBe(401);
    expect((await h.request('/auth/refresh-token', { method: 'POST', headers: { cookie: refreshCookie(ok.headers) } })).status).toBe(200);
  });

  it('creates, lists, uses and revokes API tokens, stored hashed', async () => {
    h = await bootAuth();
    const admin = await signUp(h, 'ada@example.com');
    const auth = { 'xc-auth': admin.token };
    expect(await h.request('/api/v1/auth/tokens', { body: { description: ' ' }, headers: auth })).toMatchObject({
      status: 400,
      body: { msg: 'Description is required' },
    });
    const created = await h.request('/api/v1/auth/tokens', { body: { description: 'deploy' }, headers: auth });
    expect(created.body).toMatchObject({ id: 1, description: 'deploy', token: expect.stringMatching(/^plt_[\w-]{43}$/) });
    const stored = await h.host.meta.knex('auth_api_tokens').first('token_hash');
    expect(stored.token_hash).not.toContain(created.body.token);

    const list = await h.request('/api/v1/auth/tokens', { headers: auth });
    expect(list.body.list).toEqual([
      expect.objectContaining({ id: 1, description: 'deploy', token_hint: `${created.body.token.slice(0, 8)}…` }),
    ]);
    expect(JSON.stringify(list.body)).not.toContain(created.body.token);

    const viaToken = await h.request('/test/can/tableRowUpdate', { headers: { 'xc-token': created.body.token } });
    expect(viaToken.body).toMatchObject({ ok: true, principal: { kind: 'apiToken', email: 'ada@example.com' } });
    // a token cannot mint tokens, nor act as the account
    expect(
      (await h.request('/api/v1/auth/tokens', { body: { description: 'x' }, headers: { 'xc-token': created.body.token } })).status,
    ).toBe(403);
    expect(
      (
        await h.request('/user/password/change', {
          body: { currentPassword: PASSWORD, newPassword: 'whatever 123' },
          headers: { 'xc-token': created.body.token },
        })
      ).status,
    ).toBe(401);

    expect((await h.request('/api/v1/auth/tokens/1', { method: 'DELETE', headers: auth })).body).toEqual({ msg: 'API token revoked' });
    expect(await h.request('/test/can/airTable', { headers: { 'xc-token': created.body.token } })).toMatchObject({
      status: 401,
      body: { msg: 'Invalid API token' },
    });
    expect((await h.request('/api/v1/auth/tokens/1', { method: 'DELETE', headers: auth })).status).toBe(404);
  });
});

describe('auth types', () => {
  it('master key: only the key authenticates, accounts are disabled', async () => {
    h = await bootAuth({ PLINTH_AUTH_TYPE: 'masterKey', PLINTH_MASTER_KEY: 'a-master-key-of-some-length' });
    expect((await h.request('/auth/type')).body).toMatchObject({ authType: 'masterKey', firstUser: false });
    expect(
      (await h.request('/dashboard?q=sqlOp_probeWrite', { body: {}, headers: { 'xc-master-key': 'a-master-key-of-some-length' } })).body,
    ).toEqual({ wrote: true });
    expect(await h.request('/dashboard?q=sqlOp_probeWrite', { body: {}, headers: { 'xc-master-key': 'wrong-key' } })).toMatchObject({
      status: 401,
      body: { msg: 'Invalid master key' },
    });
    expect((await h.request('/dashboard?q=sqlOp_probeWrite', { body: {} })).status).toBe(401);
    expect(await h.request('/auth/signup', { body: { email: 'a@example.com', password: PASSWORD } })).toMatchObject({
      status: 400,
      body: { msg: 'Accounts are disabled: this server uses master-key authentication' },
    });
  });

  it('master key mode refuses to start without a long enough key', async () => {
    h = await bootAuth({ PLINTH_AUTH_TYPE: 'masterKey', PLINTH_MASTER_KEY: 'short' });
    const list = (await h.request('/api/v1/plugins')).body as { id: string; state: string; error?: string }[];
    // Anyone sees the state; the reason is for plugin managers (and the server log).
    expect(list.find((p) => p.id === 'auth')).toMatchObject({ state: 'failed' });
    expect(list.find((p) => p.id === 'auth')!.error).toBeUndefined();
    expect(h.host.kernel.status('auth')!.error).toBe(
      'setup failed: PLINTH_AUTH_TYPE=masterKey needs PLINTH_MASTER_KEY of at least 16 characters',
    );
    // the auth plugin is listed but down: every guarded call fails closed, nothing opens up
    expect(await h.request('/dashboard?q=sqlOp_probeWrite', { body: {} })).toMatchObject({
      status: 503,
      body: { msg: 'Authentication is unavailable: the access-control plugin is not running' },
    });
  });

  it('none: every check passes without credentials', async () => {
    h = await bootAuth({ PLINTH_AUTH_TYPE: 'none' });
    expect((await h.request('/auth/type')).body).toMatchObject({ authType: 'none' });
    expect((await h.request('/dashboard?q=sqlOp_probeWrite', { body: {} })).body).toEqual({ wrote: true });
  });
});
