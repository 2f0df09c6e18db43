import { describe, expect, it } from 'vitest';
import { bootAuth } from './helpers.js';

describe('GET /auth/oauth/providers', () => {
  it('lists no provider when none is configured', async () => {
    const h = await bootAuth();
    try {
      expect(await h.request('/auth/oauth/providers')).toMatchObject({ status: 200, body: { list: [] } });
    } finally {
      await h.close();
    }
  });

  it('lists each configured provider, the ones the sign-in screen offers', async () => {
    const h = await bootAuth({ PLINTH_GITHUB_CLIENT_ID: 'cid', PLINTH_GITHUB_CLIENT_SECRET: 'secret' });
    try {
      expect((await h.request('/auth/oauth/providers')).body).toEqual({ list: ['github'] });
      // The listed provider's start URL redirects to the provider; the other is not configured.
      const start = await fetch(`${h.url}/auth/github`, { redirect: 'manual' });
      expect(start.status).toBe(302);
      expect((await h.request('/auth/google')).status).toBe(404);
    } finally {
      await h.close();
    }
  });
});
