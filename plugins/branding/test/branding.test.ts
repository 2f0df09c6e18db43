import { bootTestHost, type TestHost } from '@plinth/sdk/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let h: TestHost;
let token: string;

beforeAll(async () => {
  h = await bootTestHost({ plugins: ['mailer', 'auth', 'branding'] });
  token = (await h.request('/auth/signup?tool=1', { body: { email: 'owner@example.com', password: 'correct horse battery' } })).body.token;
});

afterAll(async () => {
  await h?.close();
});

const put = (body: unknown, headers: Record<string, string> = { 'xc-auth': token }) =>
  h.request('/api/v1/plugins/branding/settings', { method: 'PUT', body, headers });

describe('branding', () => {
  it('answers no brand until one is set, to anybody', async () => {
    expect(await h.request('/api/v1/branding')).toMatchObject({ status: 200, body: { title: null, logo: null } });
  });

  it('keeps the title and logo an admin sets through the plugin settings', async () => {
    const saved = await put({ title: '  Acme Data  ', logo: [{ url: 'https://cdn.example.com/acme.png' }] });
    expect(saved.status).toBe(200);
    expect((await h.request('/api/v1/branding')).body).toEqual({ title: 'Acme Data', logo: 'https://cdn.example.com/acme.png' });
  });

  it('refuses a logo that is not a web address or an inline image, and visitors without the permission', async () => {
    const bad = await put({ logo: [{ url: 'javascript:alert(1)' }] });
    expect(bad.status).toBe(400);
    expect(typeof bad.body.msg).toBe('string');
    const tooLong = await put({ title: 'x'.repeat(101) });
    expect(tooLong.status).toBe(400);
    const anonymous = await put({ title: 'Hijacked' }, {});
    expect(anonymous.status).toBeGreaterThanOrEqual(401);
    expect(anonymous.status).toBeLessThan(404);
    expect((await h.request('/api/v1/branding')).body.title).toBe('Acme Data');
  });
});
