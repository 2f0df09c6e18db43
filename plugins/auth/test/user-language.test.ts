import { afterEach, describe, expect, it } from 'vitest';
import type { TestHost } from '@plinth/sdk/testing';
import { bootAuth, signIn, signUp } from './helpers.js';

let h: TestHost | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe("the user's language", () => {
  it('is stored per user: set with PATCH /user/me, read back by /user/me from any new session', async () => {
    h = await bootAuth();
    const ada = await signUp(h, 'ada@example.com');
    const auth = { 'xc-auth': ada.token };
    const before = await h.request('/user/me', { headers: auth });
    expect(before.body.email).toBe('ada@example.com');
    expect(before.body).not.toHaveProperty('language');

    const set = await h.request('/user/me', { method: 'PATCH', body: { language: 'de' }, headers: auth });
    expect(set).toMatchObject({ status: 200, body: { email: 'ada@example.com', language: 'de' } });
    // Another sign-in (another browser) reads the same choice.
    const elsewhere = await signIn(h, 'ada@example.com');
    expect((await h.request('/user/me', { headers: { 'xc-auth': elsewhere.token } })).body).toMatchObject({ language: 'de' });

    await h.request('/user/me', { method: 'PATCH', body: { language: 'zh_TW' }, headers: auth });
    expect((await h.request('/user/me', { headers: auth })).body).toMatchObject({ language: 'zh_TW' });
    // null forgets the choice.
    expect(await h.request('/user/me', { method: 'PATCH', body: { language: null }, headers: auth })).toMatchObject({ status: 200 });
    expect((await h.request('/user/me', { headers: auth })).body).not.toHaveProperty('language');
  });

  it.each([[{ language: 'xx' }], [{ language: 'de-DE' }], [{ language: 7 }], [{}]])('refuses %j with 400 { msg }', async (body) => {
    h = await bootAuth();
    const ada = await signUp(h, 'ada@example.com');
    expect(await h.request('/user/me', { method: 'PATCH', body, headers: { 'xc-auth': ada.token } })).toMatchObject({
      status: 400,
      body: { msg: 'Unknown language' },
    });
  });

  it('is for signed-in accounts only: nobody and an API token are refused', async () => {
    h = await bootAuth();
    const ada = await signUp(h, 'ada@example.com');
    expect(await h.request('/user/me', { method: 'PATCH', body: { language: 'de' } })).toMatchObject({ status: 401 });
    const created = await h.request('/api/v1/auth/tokens', { body: { description: 'ci' }, headers: { 'xc-auth': ada.token } });
    const viaToken = await h.request('/user/me', {
      method: 'PATCH',
      body: { language: 'de' },
      headers: { 'xc-token': created.body.token },
    });
    expect(viaToken.status).toBe(401);
    expect((await h.request('/user/me', { headers: { 'xc-auth': ada.token } })).body).not.toHaveProperty('language');
  });

  it("is on the request's principal, and server messages follow it when the request names no language", async () => {
    h = await bootAuth();
    const ada = await signUp(h, 'ada@example.com');
    const auth = { 'xc-auth': ada.token };
    expect((await h.request('/test/can/signedIn', { headers: auth })).body.principal).not.toHaveProperty('language');
    await h.request('/user/me', { method: 'PATCH', body: { language: 'de' }, headers: auth });
    expect((await h.request('/test/can/signedIn', { headers: auth })).body.principal).toMatchObject({ language: 'de' });
    const created = await h.request('/api/v1/auth/tokens', { body: { description: 'ci' }, headers: auth });
    expect((await h.request('/test/can/signedIn', { headers: { 'xc-token': created.body.token } })).body.principal).toMatchObject({
      language: 'de',
    });

    const refused = await h.request('/user/me', { method: 'PATCH', body: { language: 'xx' }, headers: auth });
    expect(refused.body).toEqual({ msg: 'Unbekannte Sprache' });
    // The request's own Accept-Language wins over the stored choice.
    const asked = await h.request('/user/me', { method: 'PATCH', body: { language: 'xx' }, headers: { ...auth, 'accept-language': 'en' } });
    expect(asked.body).toEqual({ msg: 'Unknown language' });
  });
});
