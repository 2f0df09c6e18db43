import { GRAPHQL_API } from '@plinth/sdk';
import { bootTestHost, columnsOf, openBrowser, signedUpProject, storeSession, type TestHost } from '@plinth/sdk/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SCREENSHOT = '/tmp/plinth-graphiql.png';
const PLUGINS = ['mailer', 'auth', 'dialect-sqlite', 'projects', 'data', 'graphql-api'];

let h: TestHost;
let browser: Browser;
let page: Page;
let endpoint: string;
let token: string;
let pageErrors: string[] = [];

beforeAll(async () => {
  h = await bootTestHost({ plugins: PLUGINS });
  const session = await signedUpProject(h, { title: 'Shop', projectType: 'graphql' });
  token = session.token;
  await session.rpc('tableCreate', { tn: 'customers', columns: columnsOf({ id: 'ID', name: 'SingleLineText' }) });
  endpoint = GRAPHQL_API.endpoint(session.projectId);
  const rows = await h.request(endpoint, {
    body: { query: 'mutation { customersCreateBulk(data: [{ name: "Ada Lovelace" }, { name: "Grace Hopper" }]) { id } }' },
    headers: { 'xc-auth': token },
  });
  expect(rows.body.errors, JSON.stringify(rows.body)).toBeUndefined();

  ({ browser, page, pageErrors } = await openBrowser({ width: 1280, height: 900 }));
});

afterAll(async () => {
  await browser?.close();
  await h?.close();
});

/** GraphiQL 3's editors are CodeMirror 5 instances; setting the text avoids auto-closed brackets. */
const setQuery = (query: string) =>
  page.evaluate((q) => {
    const editor = document.querySelector('.graphiql-query-editor .CodeMirror') as
      (Element & { CodeMirror: { setValue(v: string): void } }) | null;
    if (!editor) throw new Error('no query editor');
    editor.CodeMirror.setValue(q);
  }, query);

describe('GraphiQL', () => {
  it("loads the schema with the signed-in user's token and runs a query", async () => {
    // Signed in as the web app does it: the session in localStorage on the host's origin.
    await page.goto(`${h.url}/api/health`);
    await storeSession(page, token);

    const introspection = page.waitForRequest((r) => new URL(r.url()).pathname === endpoint && r.method() === 'POST');
    await page.goto(`${h.url}${endpoint}`);
    expect((await introspection).headers()['xc-auth']).toBe(token);
    await page.locator('.graphiql-query-editor .CodeMirror').waitFor();

    await setQuery('{ customersList(sort: "-name") { name } customersCount }');
    const answer = page.waitForResponse(
      (r) => new URL(r.url()).pathname === endpoint && (r.request().postData() ?? '').includes('customersList'),
    );
    await page.getByRole('button', { name: /Execute query/ }).click();
    const res = await answer;
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ data: { customersList: [{ name: 'Grace Hopper' }, { name: 'Ada Lovelace' }], customersCount: 2 } });

    const result = page.locator('.graphiql-response');
    await result.getByText('Grace Hopper').waitFor();
    expect(await result.innerText()).toContain('"customersCount": 2');
    await page.screenshot({ path: SCREENSHOT, fullPage: false });
    expect(pageErrors).toEqual([]);
  });

  it('shows the 401 answer, not data, without a session', async () => {
    await storeSession(page, null);
    await page.reload();
    await page.locator('.graphiql-query-editor .CodeMirror').waitFor();
    await setQuery('{ customersCount }');
    const answer = page.waitForResponse(
      (r) => new URL(r.url()).pathname === endpoint && (r.request().postData() ?? '').includes('customersCount'),
    );
    await page.getByRole('button', { name: /Execute query/ }).click();
    expect((await answer).status()).toBe(401);
    await page.locator('.graphiql-response').getByText('Unauthorized').waitFor();
    expect(await page.locator('.graphiql-response').innerText()).not.toContain('Grace Hopper');
  });
  it('keeps a history of 500 queries per project, newest first', async () => {
    await storeSession(page, token);
    const key = `plinth:graphiql:${endpoint}:graphiql:queries`;
    // 500 older queries of this project, and one of another project that must stay apart.
    await page.evaluate(
      ([k]) => {
        const queries = Array.from({ length: 500 }, (_, i) => ({ query: `{ old${i}: customersCount }` }));
        localStorage.setItem(k!, JSON.stringify({ queries }));
        localStorage.setItem(
          'plinth:graphiql:/nc/other/v1/graphql:graphiql:queries',
          JSON.stringify({ queries: [{ query: '{ other }' }] }),
        );
      },
      [key],
    );
    await page.reload();
    await page.locator('.graphiql-query-editor .CodeMirror').waitFor();
    await setQuery('{ newest: customersCount }');
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === endpoint && (r.request().postData() ?? '').includes('newest'));
    await page.getByRole('button', { name: /Execute query/ }).click();
    await answer;
    const stored = await page.evaluate(([k]) => JSON.parse(localStorage.getItem(k!) ?? '{}').queries as { query: string }[], [key]);
    expect(stored).toHaveLength(500);
    expect(stored.at(-1)!.query).toBe('{ newest: customersCount }');
    expect(stored[0]!.query).toBe('{ old1: customersCount }');
    await page.getByRole('button', { name: 'Show History' }).click();
    const first = page.locator('.graphiql-history-items li').first();
    await first.waitFor();
    expect(await first.innerText()).toContain('newest');
    expect(await page.evaluate(() => localStorage.getItem('plinth:graphiql:/nc/other/v1/graphql:graphiql:queries'))).toContain('other');
  });
});
