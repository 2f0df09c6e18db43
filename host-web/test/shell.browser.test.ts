import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bootTestHost, builtWebDist, openBrowser, signedUpProject, TEST_PASSWORD, type TestHost } from '@plinth/sdk/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** CI keeps this folder as an artifact (git-ignored). */
const RESULTS = fileURLToPath(new URL('../../test-results/', import.meta.url));
const PLUGINS = [
  'themes',
  'branding',
  'mailer',
  'auth',
  'dialect-sqlite',
  'projects',
  'dashboard',
  'data',
  'rest-api',
  'views',
  'templates',
  'shared-views',
  'api-client',
  'referral',
];
const EMAIL = 'grace@example.com';

let h: TestHost;
let browser: Browser;
let page: Page;
let pageErrors: string[] = [];
/** Console errors other than failed requests (a screen that reports a refused call shows it itself). */
const consoleErrors: string[] = [];
let projectId = '';

const hashPath = () => page.evaluate(() => window.location.hash.replace(/^#/, '').split('?')[0]);
const waitForPath = (path: string) => page.waitForFunction((p) => window.location.hash.replace(/^#/, '').split('?')[0] === p, path);
const heading = (name: string) => page.getByRole('heading', { name, exact: true, level: 1 });
const colorMode = () => page.locator('[data-component="ThemeProvider"]').getAttribute('data-color-mode');

async function visit(path: string): Promise<void> {
  await page.goto(`${h.url}/#${path}`);
}

beforeAll(async () => {
  const webDist = builtWebDist();
  h = await bootTestHost({ plugins: PLUGINS, webDist });
  ({ projectId } = await signedUpProject(h, { title: 'Shell tour', projectType: 'rest', email: EMAIL }));
  ({ browser, page, pageErrors } = await openBrowser());
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) consoleErrors.push(message.text());
  });
  mkdirSync(RESULTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await h?.close();
});

describe('the web shell against a real host', () => {
  it('shows the error pages with the specified texts', async () => {
    for (const status of [400, 403]) {
      await visit(`/error/${status}`);
      await heading('An error occurred').waitFor();
      await page.getByRole('link', { name: 'Back to the home page' }).waitFor();
    }
    await visit('/error/404');
    await heading('Not Found').waitFor();
    await page.getByText('This page could not be found').waitFor();
    expect(await page.title()).toBe('Not Found');
    await visit('/no/such/screen');
    await heading('Not Found').waitFor();
    await page.getByRole('link', { name: 'Back to the home page' }).waitFor();
  });

  it('switches the sign-in screen to German and back from the language menu', async () => {
    await visit('/user/authentication/signin');
    await heading('Sign in').waitFor();
    await page.getByLabel('E-mail', { exact: true }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click();
    await heading('Anmelden').waitFor();
    await page.getByLabel('E-Mail', { exact: true }).waitFor();
    await page.getByLabel('Passwort', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Anmelden' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    // The choice survives a reload.
    await page.reload();
    await heading('Anmelden').waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Sprache' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await heading('Sign in').waitFor();
  });

  it('signs in and renders every route of the routes table: its page', async () => {
    await page.getByLabel('E-mail', { exact: true }).fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await waitForPath('/projects');

    /** Route (000 s.2) -> where it settles and what it shows. */
    const table: [route: string, settlesAt: string, shows: () => Promise<unknown>][] = [
      ['/', '/', () => heading('Welcome to Plinth').waitFor()],
      ['/projects', '/projects', () => heading('My Projects').waitFor()],
      ['/project', '/project', () => heading('Connect to an external database').waitFor()],
      ['/project/0', '/project/0', () => heading('Connect to an external database').waitFor()],
      [`/project/${projectId}`, `/project/${projectId}`, () => heading('Edit project Shell tour').waitFor()],
      ['/project/name', '/project/name', () => heading('Connect to an external database').waitFor()],
      ['/project/xcdb', '/project/xcdb', () => heading('Create a new project').waitFor()],
      ['/project/templates', '/project/templates', () => heading('Project templates').waitFor()],
      // No template has that id: the load failure is only logged (001 s.8), the way back stays.
      ['/project/templates/crm', '/project/templates/crm', () => page.getByRole('button', { name: 'Back to the templates' }).waitFor()],
      [`/nc/${projectId}`, `/nc/${projectId}`, () => page.getByText('Shell tour').first().waitFor()],
      ['/nc/base/b1', '/nc/base/b1', () => heading('Shared base').waitFor()],
      ['/nc/form/f1', '/nc/form/f1', () => heading('Shared view not found').waitFor()],
      ['/nc/view/v1', '/nc/view/v1', () => heading('Shared view not found').waitFor()],
      ['/user', '/user/settings', () => heading('Account settings').waitFor()],
      ['/user/settings', '/user/settings', () => heading('Account settings').waitFor()],
      ['/user/settings/accounts', '/user/settings/accounts', () => heading('Linked accounts').waitFor()],
      ['/user/settings/password', '/user/settings/password', () => heading('Account settings').waitFor()],
      ['/user/settings/picture', '/user/settings/picture', () => heading('Profile picture').waitFor()],
      ['/user/settings/profile', '/user/settings/profile', () => heading('Account settings').waitFor()],
      // Signed in, the sign-in and sign-up screens lead home (000 s.2 redirect rules).
      ['/user/authentication', '/projects', () => heading('My Projects').waitFor()],
      ['/user/authentication/signin', '/projects', () => heading('My Projects').waitFor()],
      ['/user/authentication/signup', '/projects', () => heading('My Projects').waitFor()],
      ['/user/authentication/signup/not-a-token', '/user/authentication/signup/not-a-token', () => heading('Sign up').waitFor()],
      [
        '/user/authentication/callback',
        '/user/authentication/callback',
        () => page.getByText('There is no sign-in to complete here.').waitFor(),
      ],
      ['/user/password', '/user/password/forgot', () => heading('Forgot password').waitFor()],
      ['/user/password/forgot', '/user/password/forgot', () => heading('Forgot password').waitFor()],
      ['/user/password/reset', '/user/password/reset/invalid', () => heading('This link does not work').waitFor()],
      ['/user/password/reset/form', '/user/password/reset/invalid', () => heading('This link does not work').waitFor()],
      ['/user/password/reset/invalid', '/user/password/reset/invalid', () => heading('This link does not work').waitFor()],
      ['/user/password/reset/success', '/user/password/reset/success', () => heading('Password changed').waitFor()],
      ['/user/admin', '/user/admin', () => heading('Users').waitFor()],
      ['/user/admin/user-edit', '/user/admin/user-edit', () => heading('Users').waitFor()],
      ['/user/admin/user/u1', '/user/admin/user/u1', () => heading('Users').waitFor()],
      ['/apiClient', '/apiClient', () => heading('API client').waitFor()],
      ['/inspire', '/inspire', () => heading('Template editor').waitFor()],
      ['/error/400', '/error/400', () => heading('An error occurred').waitFor()],
      ['/error/403', '/error/403', () => heading('An error occurred').waitFor()],
      ['/error/404', '/error/404', () => heading('Not Found').waitFor()],
      ['/referral', '/referral', () => heading('Referral').waitFor()],
    ];
    for (const [route, settlesAt, shows] of table) {
      await visit(route);
      await waitForPath(settlesAt);
      await shows();
      expect(await hashPath(), route).toBe(settlesAt);
      // A route of the table never falls through to the 404 page.
      if (!route.startsWith('/error/')) expect(await page.getByText('This page could not be found').count(), route).toBe(0);
    }
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('offers the Swagger APIs Doc link in a REST project, and Share to an admin', async () => {
    await visit(`/nc/${projectId}`);
    await page.getByText('Shell tour').first().waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Share', exact: true }).waitFor();
    // On a project's dashboard, an owner may also share the whole project by a link.
    await page.getByRole('banner').getByRole('button', { name: 'Share base', exact: true }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Swagger APIs Doc' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'GraphQL APIs' }).count()).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('keeps dark mode across a reload; screenshots of the shell in light and dark mode', async () => {
    await visit('/projects');
    await heading('My Projects').waitFor();
    expect(await colorMode()).toBe('light');
    await page.screenshot({ path: `${RESULTS}shell-light.png` });
    await page.getByRole('banner').getByRole('button', { name: 'Toggle dark mode' }).click();
    await page.waitForSelector('[data-component="ThemeProvider"][data-color-mode="dark"]');
    await page.reload();
    await heading('My Projects').waitFor();
    await page.waitForSelector('[data-component="ThemeProvider"][data-color-mode="dark"]');
    await page.screenshot({ path: `${RESULTS}shell-dark.png` });
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
