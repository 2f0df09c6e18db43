import { bootTestHost, builtWebDist, openBrowser, type TestHost, columnsOf } from '@plinth/sdk/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PLUGINS = ['themes', 'mailer', 'auth', 'dialect-sqlite', 'projects', 'data', 'rest-api', 'graphql-api', 'api-client', 'dashboard'];
const EMAIL = 'ada@example.com';
const PASSWORD = 'correct horse battery';

let h: TestHost;
let browser: Browser;
let page: Page;
let pageErrors: string[] = [];
let projectId: string;

beforeAll(async () => {
  h = await bootTestHost({ plugins: PLUGINS, webDist: builtWebDist() });
  const token = (await h.request('/auth/signup', { body: { email: EMAIL, password: PASSWORD } })).body.token as string;
  const auth = { 'xc-auth': token };
  const project = await h.request('/dashboard?q=sqlOp_projectCreate', {
    body: { args: { title: 'Shop', projectType: 'graphql' } },
    headers: auth,
  });
  expect(project.status, JSON.stringify(project.body)).toBe(200);
  projectId = project.body.id;
  const table = await h.request('/dashboard?q=sqlOp_tableCreate', {
    body: {
      project_id: projectId,
      args: {
        tn: 'customers',
        columns: columnsOf({ id: 'ID', name: 'SingleLineText' }),
      },
    },
    headers: auth,
  });
  expect(table.status, JSON.stringify(table.body)).toBe(200);
  ({ browser, page, pageErrors } = await openBrowser());
  await page.goto(`${h.url}/#/user/authentication/signin`);
  await page.getByLabel('E-mail', { exact: true }).fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForFunction(() => window.location.hash.startsWith('#/projects'));
});

afterAll(async () => {
  await browser?.close();
  await h?.close();
});

describe('GraphQL client tab', () => {
  it('is the default tab of a GraphQL project and shows GraphiQL of that project, signed in', async () => {
    await page.goto(`${h.url}/#/nc/${projectId}`);
    await page.getByRole('tab', { name: 'GraphQL client', selected: true }).waitFor();
    const frame = page.frameLocator('iframe[title="GraphiQL for this project"]');
    await frame.locator('.graphiql-container').waitFor();
    expect(await page.locator('iframe[title="GraphiQL for this project"]').getAttribute('src')).toBe(`/nc/${projectId}/v1/graphql`);
    // The framed page carries the web app's session: its introspection is answered, not refused.
    const introspection = page.waitForResponse(
      (r) => new URL(r.url()).pathname === `/nc/${projectId}/v1/graphql` && r.request().method() === 'POST',
    );
    await page.reload();
    const answer = await introspection;
    expect(answer.status()).toBe(200);
    expect(JSON.stringify(await answer.json())).toContain('customersList');
    await frame.locator('.graphiql-query-editor .CodeMirror').waitFor();
    expect(pageErrors).toEqual([]);
  });
});
