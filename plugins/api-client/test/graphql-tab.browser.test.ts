import { bootTestHost, builtWebDist, openBrowser, signedUpProject, type TestHost, columnsOf } from '@plinth/sdk/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const PLUGINS = ['themes', 'mailer', 'auth', 'dialect-sqlite', 'projects', 'data', 'rest-api', 'graphql-api', 'api-client', 'dashboard'];

let h: TestHost;
let browser: Browser;
let page: Page;
let pageErrors: string[] = [];
let projectId: string;

beforeAll(async () => {
  h = await bootTestHost({ plugins: PLUGINS, webDist: builtWebDist() });
  const session = await signedUpProject(h, { title: 'Shop', projectType: 'graphql' });
  projectId = session.projectId;
  await session.rpc('tableCreate', { tn: 'customers', columns: columnsOf({ id: 'ID', name: 'SingleLineText' }) });
  ({ browser, page, pageErrors } = await openBrowser());
  await session.signIn(page);
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
