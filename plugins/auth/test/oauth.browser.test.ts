import { builtWebDist, openBrowser, signUpSuperAdmin, storedSession, type TestBrowser, type TestHost } from '@plinth/sdk/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootWithEnv, startFakeProvider, type FakeProvider } from './oauth-fake-provider.js';

const EMAIL = 'ada@example.com';

let provider: FakeProvider;
let h: TestHost;
let tb: TestBrowser;
/** The provider returns to the server's public address (localhost): the flow starts there too. */
let app = '';

beforeAll(async () => {
  provider = await startFakeProvider();
  h = await bootWithEnv(provider.env, { plugins: ['themes', 'mailer', 'auth'], webDist: builtWebDist() });
  app = h.url.replace('127.0.0.1', 'localhost');
  tb = await openBrowser();
});

afterAll(async () => {
  await tb?.close();
  await h?.close();
  await provider?.close();
});

describe('OAuth sign-in in the built app', () => {
  it('signs in with the GitHub button: the provider comes back to this browser, whose cookie completes the flow', async () => {
    await signUpSuperAdmin(h, EMAIL);
    const { page, pageErrors } = tb;
    provider.person = 'ada';
    await page.goto(`${app}/#/user/authentication/signin`);
    await page.getByRole('link', { name: 'Sign in with GitHub' }).click();
    await page.getByTestId('signed-in-user').waitFor();
    expect(await page.getByTestId('signed-in-user').textContent()).toBe(`${EMAIL}owner`);
    // The used code left the address, and the flow's cookie is gone.
    expect(new URL(page.url()).search).toBe('');
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('plinth_oauth');
    expect(pageErrors).toEqual([]);
  });

  it("refuses another browser's code and state with a toast, and stays signed out", async () => {
    // An attacker's own flow, up to the provider's return (no browser needed for that).
    const start = await fetch(`${h.url}/auth/github`, { redirect: 'manual' });
    const authorize = new URL(start.headers.get('location')!);
    authorize.searchParams.set('as', 'mallory');
    const back = new URL((await fetch(authorize, { redirect: 'manual' })).headers.get('location')!);
    expect(back.searchParams.get('state')).toMatch(/^github\./);

    // The victim follows the attacker's link in a browser of its own.
    const context = await tb.browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${app}/${back.search}`);
      await page.getByText('This sign-in did not start in this browser: start again').waitFor();
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      expect(await page.getByTestId('signed-in-user').count()).toBe(0);
      expect(await storedSession(page)).toBeNull();
      expect((await h.host.meta.knex('auth_users').where({ email: 'mallory@example.com' })).length).toBe(0);
    } finally {
      await context.close();
    }
  });
});
