import { bootTestHost, builtWebDist, openBrowser, storedSession, storeSession, type TestHost } from '@plinth/sdk/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SCREENSHOT = '/tmp/plinth-signin.png';
const EMAIL = 'ada@example.com';
const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new secret';

let h: TestHost;
let browser: Browser;
let page: Page;
let pageErrors: string[] = [];

const hashPath = () => new URL(page.url()).hash.replace(/^#/, '').split('?')[0];
const waitForPath = (path: string) => page.waitForFunction((p) => window.location.hash.replace(/^#/, '').split('?')[0] === p, path);
const banner = () => page.getByRole('banner');
const signedInUser = () => page.getByTestId('signed-in-user');

async function fillAndSubmit(fields: Record<string, string>, submit: string): Promise<void> {
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: submit }).click();
}

async function signOutFromMenu(): Promise<void> {
  await banner().getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await waitForPath('/user/authentication/signin');
  await signedInUser().waitFor({ state: 'detached' });
}

beforeAll(async () => {
  const webDist = builtWebDist();
  h = await bootTestHost({ plugins: ['themes', 'mailer', 'auth'], webDist });
  ({ browser, page, pageErrors } = await openBrowser());
});

afterAll(async () => {
  await browser?.close();
  await h?.close();
});

describe('accounts in the built app against a real host', () => {
  it('sends the very first visitor to sign-up, and checks the form before calling the server', async () => {
    await page.goto(`${h.url}/#/`);
    await waitForPath('/user/authentication/signup');
    await page.getByText('You are the first user: your account becomes the Super Admin.').waitFor();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('E-mail is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await fillAndSubmit({ 'E-mail': 'ada@', Password: 'short' }, 'Sign up');
    await page.getByText('E-mail must be valid').waitFor();
    await page.getByText('You password must be atleast 8 characters').waitFor();
  });

  it('signs the first user up as Super Admin (owner)', async () => {
    await fillAndSubmit({ 'E-mail': EMAIL, Password: PASSWORD }, 'Sign up');
    await waitForPath('/');
    await signedInUser().waitFor();
    expect(await signedInUser().textContent()).toBe(`${EMAIL}owner`);
    // an admin can preview the application as another role
    await banner().getByRole('button', { name: 'Preview the application as a role' }).waitFor();
    expect((await h.request('/auth/type')).body).toMatchObject({ firstUser: false, projectHasAdmin: true });
  });

  it('keeps the session across a reload, renewing a broken access token with the refresh cookie', async () => {
    await storeSession(page, 'not-a-valid-token');
    const refreshed = page.waitForResponse((res) => res.url().endsWith('/auth/refresh-token') && res.status() === 200);
    await page.reload();
    await refreshed;
    await signedInUser().waitFor();
    expect(hashPath()).toBe('/');
    const stored = (await storedSession(page))?.token;
    expect(stored).toEqual(expect.any(String));
    expect(stored).not.toBe('not-a-valid-token');
  });

  it('signs out, refuses a wrong password with the server message, and signs in again', async () => {
    await signOutFromMenu();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.screenshot({ path: SCREENSHOT });

    await fillAndSubmit({ 'E-mail': EMAIL, Password: 'wrong password' }, 'Sign in');
    expect(await page.getByRole('alert').textContent()).toContain('Invalid email or password');
    await fillAndSubmit({ Password: PASSWORD }, 'Sign in');
    await waitForPath('/');
    expect(await signedInUser().textContent()).toBe(`${EMAIL}owner`);
  });

  it('resets a forgotten password through the mailed link', async () => {
    await signOutFromMenu();
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await waitForPath('/user/password/forgot');
    await fillAndSubmit({ 'E-mail': EMAIL }, 'Send the reset link');
    await page.getByText('Please check your email to reset the password').first().waitFor();

    const mail = await h.host.meta.knex('mailer_outbox').where({ to: EMAIL }).orderBy('id', 'desc').first();
    const link = /(https?:\/\/\S+\/#\/user\/password\/reset\?token=\S+)/.exec(String(mail?.text))?.[1];
    expect(link).toBeDefined();
    // The mail names the server's public address (localhost); the page stays on this origin.
    const url = new URL(link!);
    await page.goto(`${h.url}/${url.hash}`);
    await page.getByText(`For ${EMAIL}`).waitFor();
    await fillAndSubmit({ 'New password': 'short' }, 'Set the new password');
    await page.getByText('You password must be atleast 8 characters').waitFor();
    await fillAndSubmit({ 'New password': NEW_PASSWORD }, 'Set the new password');
    // the screen, not just the address: the router commits a navigation a moment after the address changes
    await page.getByRole('heading', { name: 'Password changed' }).waitFor();
    expect(hashPath()).toBe('/user/password/reset/success');

    // the link is spent
    await page.goto(`${h.url}/${url.hash}`);
    await page.getByRole('heading', { name: 'This link does not work' }).waitFor();
    expect(hashPath()).toBe('/user/password/reset/invalid');

    await page.goto(`${h.url}/#/user/authentication/signin`);
    await fillAndSubmit({ 'E-mail': EMAIL, Password: PASSWORD }, 'Sign in');
    expect(await page.getByRole('alert').textContent()).toContain('Invalid email or password');
    await fillAndSubmit({ Password: NEW_PASSWORD }, 'Sign in');
    await waitForPath('/');
    expect(await signedInUser().textContent()).toBe(`${EMAIL}owner`);
    expect(pageErrors).toEqual([]);
  });
});
